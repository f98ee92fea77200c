package http

import (
	"context"
	"net/http"
	"strconv"
	"time"

	"github.com/gin-gonic/gin"

	"github.com/payhub/payhub/bff"
	"github.com/payhub/payhub/bff/account"
	"github.com/payhub/payhub/bff/auth"
)

// ResendInterval is how often one session may ask for a new verification
// code: the login service's own wait between two codes of one address.
const ResendInterval = account.ResendInterval

// EmailVerification is what the verify-email routes need
// (account.EmailVerification).
type EmailVerification interface {
	Verify(ctx context.Context, email, code string, lang bff.Language) error
	Resend(ctx context.Context, email string, lang bff.Language) (verified bool, err error)
	// SendLinkCode mails the account with email the code that links the
	// county identity issuer's subject to it.
	SendLinkCode(ctx context.Context, issuer, subject, email string, lang bff.Language) (sent bool, err error)
	// Link links the county identity to the account with email when code
	// is the one mailed to it, and returns the account's resident.
	Link(ctx context.Context, issuer, subject, email, code string, lang bff.Language) (auth.Identity, error)
}

// verifyBody is the body of POST .../verify-email: the mailed code.
type verifyBody struct {
	Code string `json:"code"`
}

// ResendResult answers POST .../verify-email/resend: whether a new code
// was sent, or the e-mail is verified already.
type ResendResult struct {
	Sent     bool `json:"sent"`
	Verified bool `json:"verified"`
}

// mountVerifyEmail adds the verify-email page's calls (spec 000 §2
// "verify-email", §4 "Email verification"): a sign-in whose e-mail is
// unverified leaves the resident's session marked so (signin.go), and the
// mailed code verifies it. Both are POSTs under /bff/v1, so they need the
// CSRF header.
func mountVerifyEmail(api *gin.RouterGroup, h *handlers) {
	g := api.Group("/:client/:site/verify-email", h.requires(featureVerification))
	g.POST("", h.verifyEmail)
	g.POST("/resend", h.resendCode)
}

// userView is the wire form of the session's resident.
func userView(u *signedIn) *UserView {
	return &UserView{Subject: u.Subject, Email: u.Email, EmailVerified: u.EmailVerified,
		GivenName: u.GivenName, FamilyName: u.FamilyName, Name: u.Name}
}

// markVerified records in g that its resident's e-mail is verified, under
// a new session id (rotate): the session gains what only a verified account
// may reach.
func (h *handlers) markVerified(c *gin.Context, g *guest) error {
	subject := g.data.User.Subject
	return h.guests.rotate(c, g, func(d *sessionData) {
		if d.User != nil && d.User.Subject == subject {
			d.User.EmailVerified = true
		}
	})
}

// verifyEmail answers POST .../verify-email {code}: the session's e-mail,
// never one from the request, is verified with the code, and the session
// answers as GET .../session does. A wrong or expired code is 403
// verification_invalid (login.verification.error.invalid, ERR-17), any
// other failure verification_failed (login.verification.error.unexpected,
// ERR-18). An e-mail verified already answers at once.
func (h *handlers) verifyEmail(c *gin.Context) {
	g, ok := h.residentOf(c, "Please sign in to verify your e-mail address.")
	if !ok {
		return
	}
	c.Header("Cache-Control", "no-store")
	if g.data.User.EmailVerified {
		c.JSON(http.StatusOK, sessionBody{User: userView(g.data.User)})
		return
	}
	var body verifyBody
	if !bindJSON(c, &body) {
		return
	}
	if g.data.User.LinkPending {
		h.linkIdentity(c, g, body.Code)
		return
	}
	ctx := c.Request.Context()
	if err := h.d.Verification.Verify(ctx, g.data.User.Email, body.Code, requestLanguage(c)); err != nil {
		writeError(c, err, 0)
		return
	}
	if err := h.markVerified(c, g); err != nil {
		writeError(c, err, 0)
		return
	}
	c.JSON(http.StatusOK, sessionBody{User: userView(g.data.User)})
}

// resendCode answers POST .../verify-email/resend: a new code is mailed to
// the session's e-mail (LOGIN-02), at most once per ResendInterval per
// session; sooner is 429 with Retry-After.
func (h *handlers) resendCode(c *gin.Context) {
	g, ok := h.residentOf(c, "Please sign in to verify your e-mail address.")
	if !ok {
		return
	}
	c.Header("Cache-Control", "no-store")
	if g.data.User.EmailVerified {
		c.JSON(http.StatusOK, ResendResult{Verified: true})
		return
	}
	ctx := c.Request.Context()
	lang := requestLanguage(c)
	now := time.Now()
	var wait time.Duration
	err := h.guests.update(ctx, g, func(d *sessionData) {
		wait = 0 // update may run this again on a session another request changed
		if since := now.Sub(d.CodeSentAt); !d.CodeSentAt.IsZero() && since >= 0 && since < ResendInterval {
			wait = ResendInterval - since
			return
		}
		d.CodeSentAt = now
	})
	if err != nil {
		writeError(c, err, 0)
		return
	}
	if wait > 0 {
		c.Header("Retry-After", strconv.Itoa(retryAfterSeconds(wait)))
		writeError(c, account.ResendTooSoon(lang), 0)
		return
	}
	verified, err := h.mailCode(ctx, g.data.User, lang)
	if err != nil {
		// No code went out: the resident may ask again at once.
		if uerr := h.guests.update(ctx, g, func(d *sessionData) {
			if d.CodeSentAt.Equal(now) {
				d.CodeSentAt = time.Time{}
			}
		}); uerr != nil {
			logger(c).WarnContext(ctx, "resend time not cleared after a failed resend", "err", uerr)
		}
		writeError(c, err, 0)
		return
	}
	if verified {
		if err := h.markVerified(c, g); err != nil {
			writeError(c, err, 0)
			return
		}
	}
	c.JSON(http.StatusOK, ResendResult{Sent: !verified, Verified: verified})
}

// mailCode has the login service mail u's code in lang: for a county
// identity pending its link the link's code (the account's e-mail may be
// verified; the identity is not linked), else an e-mail verification code.
// It reports whether the e-mail turned out verified already.
func (h *handlers) mailCode(ctx context.Context, u *signedIn, lang bff.Language) (verified bool, err error) {
	if u.LinkPending {
		_, err = h.d.Verification.SendLinkCode(ctx, u.HostIssuer, u.HostSubject, u.Email, lang)
		return false, err
	}
	return h.d.Verification.Resend(ctx, u.Email, lang)
}

// linkIdentity finishes verify-email for a county identity pending its
// link (exchange.go): the code mailed to the e-mail links the identity to
// the account that has it, and the session becomes that resident's, under
// a new id, with the guest's carts. The e-mail alone never did this; the
// code proves the mailbox.
func (h *handlers) linkIdentity(c *gin.Context, g *guest, code string) {
	ctx := c.Request.Context()
	u := g.data.User
	id, err := h.d.Verification.Link(ctx, u.HostIssuer, u.HostSubject, u.Email, code, requestLanguage(c))
	if err != nil {
		writeError(c, err, 0)
		return
	}
	carts := g.data.Carts
	if err := h.guests.signInExchanged(c, g, id, u.HostIssuer, u.HostSubject, u.GuestID); err != nil {
		writeError(c, err, 0)
		return
	}
	if h.d.SignIn != nil {
		h.d.SignIn.ClaimCarts(ctx, carts, id.Subject)
	}
	logger(c).InfoContext(ctx, "county identity linked to the resident's account", "issuer", u.HostIssuer)
	c.JSON(http.StatusOK, sessionBody{User: userView(g.data.User)})
}

// mailFirstCode mails the code verify-email asks for to the resident a
// sign-in just signed in with an unverified e-mail, or a token exchange
// with a pending identity: the page says it was sent, as the login
// service's sign-up mails it. It runs once per sign-in: the callback's
// state is single use (signin.go), and the widget's later calls after a
// token exchange (the host's token again on each route change or reload)
// find the host user in the session and exchange nothing (exchange.go).
// The time is kept as a Resend's (CodeSentAt), so a Resend within
// ResendInterval waits; the login service mails an address no more often
// whoever asks, so after its own sign-up, which mailed a code moments ago,
// nothing more is mailed. Nothing here fails the sign-in: a code not
// mailed is logged, and the page's Resend asks again.
func (h *handlers) mailFirstCode(c *gin.Context, g *guest, lang bff.Language) {
	if h.d.Verification == nil {
		return
	}
	ctx := c.Request.Context()
	now := time.Now()
	verified, err := h.mailCode(ctx, g.data.User, lang)
	switch {
	case bff.ErrorCode(err) == bff.CodeRateLimited:
		// A code went to the address moments ago (sign-up, another
		// browser's sign-in or Resend): it is the one to type.
		logger(c).InfoContext(ctx, "first code not mailed: one was mailed moments ago", "link_pending", g.data.User.LinkPending)
		return
	case err != nil:
		logger(c).WarnContext(ctx, "first code not mailed", "link_pending", g.data.User.LinkPending, "err", err)
		return
	case verified:
		// Verified since the sign-in (another tab typed a code).
		if err := h.markVerified(c, g); err != nil {
			logger(c).WarnContext(ctx, "session not marked verified", "err", err)
		}
		return
	}
	if err := h.guests.update(ctx, g, func(d *sessionData) { d.CodeSentAt = now }); err != nil {
		logger(c).WarnContext(ctx, "first code's time not kept", "err", err)
	}
}
