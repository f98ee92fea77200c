package http

import (
	"context"
	"errors"
	"net/http"
	"net/url"
	"strings"
	"time"

	"github.com/gin-gonic/gin"

	"github.com/payhub/payhub/bff"
	"github.com/payhub/payhub/bff/auth"
)

// SignIn is what the sign-in routes need (account.SignIn).
type SignIn interface {
	Start(ctx context.Context, client, site string, ui bff.Language, returnTo, redirectURL string) (auth.Flow, string, error)
	Finish(ctx context.Context, f auth.Flow, code string) (auth.Identity, error)
	ClaimCarts(ctx context.Context, carts map[string]string, userID string)
	// ExchangeHostToken signs in by token exchange on an embedded public
	// site (exchange.go).
	ExchangeHostToken(ctx context.Context, client, site, token string, ui bff.Language) (auth.Identity, error)
}

// CallbackPath is where the login service sends the browser back.
const CallbackPath = "/bff/auth/callback"

// maxPendingSignIns bounds the sign-ins one session may have started and
// not finished (several tabs); the oldest is dropped.
const maxPendingSignIns = 5

// signedIn is the resident a session belongs to after sign-in.
type signedIn struct {
	Subject       string    `json:"subject"`
	Email         string    `json:"email"`
	EmailVerified bool      `json:"emailVerified"`
	GivenName     string    `json:"givenName,omitempty"`
	FamilyName    string    `json:"familyName,omitempty"`
	Name          string    `json:"name,omitempty"`
	Kind          string    `json:"kind,omitempty"`
	SignedInAt    time.Time `json:"signedInAt"`
	// HostIssuer and HostSubject are the county identity a token exchange
	// signed the resident in as (exchange.go); empty for the login
	// service's own sign-in. Such a session is the resident's only on the
	// sites that sign residents in with that issuer (confine.go).
	HostIssuer  string `json:"hostIssuer,omitempty"`
	HostSubject string `json:"hostSubject,omitempty"`
	// LinkPending marks a county identity whose e-mail an account has,
	// not linked to it yet: Subject is no account, and the session shops
	// as GuestID until the mailed code links the two (verifyemail.go).
	LinkPending bool `json:"linkPending,omitempty"`
	// GuestID is the session's anonymous id before a token exchange: its
	// user id where the resident is not signed in.
	GuestID string `json:"guestId,omitempty"`
}

// UserView is the wire form of the signed-in resident.
type UserView struct {
	Subject       string `json:"subject"`
	Email         string `json:"email"`
	EmailVerified bool   `json:"emailVerified"`
	GivenName     string `json:"givenName"`
	FamilyName    string `json:"familyName"`
	Name          string `json:"name"`
	// Kind is the user kind: "" for an ordinary resident, "property-tax"
	// for the special kind the portal confines to that route (spec 000 §6;
	// auth.UserKindPropertyTax).
	Kind string `json:"kind"`
}

// sessionBody answers GET .../session: the resident, or null for a guest.
type sessionBody struct {
	User *UserView `json:"user"`
}

// mountSignIn adds the sign-in routes: start, the login service's callback,
// the session's resident and sign-out.
func mountSignIn(r *gin.Engine, api *gin.RouterGroup, h *handlers) {
	api.GET("/:client/:site/login", h.requires(featureSignIn), h.startSignIn)
	api.GET("/:client/:site/session", h.requires(featureSignIn), h.session)
	api.DELETE("/:client/:site/session", h.requires(featureSignIn), h.signOut)
	api.GET("/:client/:site/payments", h.requires(featurePaymentHistory), h.verifiedResident("Please sign in to see your payments."), h.payments)
	r.GET(CallbackPath, rateLimit(h.d.Store, RateLimits{PerIP: h.d.RateLimit}), h.requires(featureSignIn), h.finishSignIn)
}

// sitePage is the portal's page of a site's route.
func sitePage(client, site, route string) string {
	return "/" + url.PathEscape(client) + "/" + url.PathEscape(site) + "/" + route
}

// safeReturn keeps returnTo when it is a path on this origin, else the
// site's home: a sign-in never sends the browser to another site.
func safeReturn(returnTo, client, site string) string {
	if strings.HasPrefix(returnTo, "/") && !strings.HasPrefix(returnTo, "//") &&
		!strings.ContainsAny(returnTo, "\\\r\n") {
		if u, err := url.Parse(returnTo); err == nil && u.Host == "" && u.Scheme == "" {
			return returnTo
		}
	}
	return sitePage(client, site, "home")
}

// callbackURL is the absolute callback the login service returns to: on the
// configured public origin, else on the origin the browser used.
func (h *handlers) callbackURL(c *gin.Context) string {
	if h.d.PublicURL != "" {
		return strings.TrimRight(h.d.PublicURL, "/") + CallbackPath
	}
	scheme := "http"
	if c.Request.TLS != nil {
		scheme = "https"
	}
	return scheme + "://" + c.Request.Host + CallbackPath
}

// startSignIn answers GET .../login?returnTo=&lang=: the flow is kept in the
// browser's session and the browser goes to the login service's page.
func (h *handlers) startSignIn(c *gin.Context) {
	client, site := siteOf(c)
	ctx := c.Request.Context()
	g, err := h.guests.load(c, true)
	if err != nil {
		c.Redirect(http.StatusSeeOther, sitePage(client, site, "login-error"))
		return
	}
	lang := requestLanguage(c)
	f, to, err := h.d.SignIn.Start(ctx, client, site, lang,
		safeReturn(c.Query("returnTo"), client, site), h.callbackURL(c))
	if err != nil {
		h.d.Logger.WarnContext(ctx, "sign-in not started", "client", client, "site", site, "err", err)
		c.Redirect(http.StatusSeeOther, sitePage(client, site, "login-error"))
		return
	}
	f.UILocales = string(lang)
	now := time.Now()
	if err := h.guests.update(ctx, g, func(d *sessionData) { d.SignIns = keepPending(d.SignIns, f, now) }); err != nil {
		c.Redirect(http.StatusSeeOther, sitePage(client, site, "login-error"))
		return
	}
	c.Header("Cache-Control", "no-store")
	c.Redirect(http.StatusFound, to)
}

// keepPending adds f to the pending sign-ins, dropping expired ones and,
// past maxPendingSignIns, the oldest.
func keepPending(pending map[string]auth.Flow, f auth.Flow, now time.Time) map[string]auth.Flow {
	out := map[string]auth.Flow{f.State: f}
	for state, p := range pending {
		if !p.Expired(now) {
			out[state] = p
		}
	}
	for len(out) > maxPendingSignIns {
		oldest := ""
		for state, p := range out {
			if oldest == "" || p.Started.Before(out[oldest].Started) {
				oldest = state
			}
		}
		delete(out, oldest)
	}
	return out
}

// finishSignIn answers the login service's redirect: the state must name a
// sign-in this browser started (no login CSRF), the code is redeemed once,
// and the resident gets a new session id (no session fixation) holding the
// guest's carts, which the resident now owns. A resident whose e-mail is
// unverified goes to verify-email, which says a code was mailed: it is
// mailed here (mailFirstCode), once, as the state is single use.
func (h *handlers) finishSignIn(c *gin.Context) {
	ctx := c.Request.Context()
	c.Header("Cache-Control", "no-store")
	g, err := h.guests.load(c, false)
	if err != nil || g == nil {
		c.Redirect(http.StatusSeeOther, "/")
		return
	}
	state := c.Query("state")
	f, ok := g.data.SignIns[state]
	// Single use, whatever happens next.
	if err := h.guests.update(ctx, g, func(d *sessionData) { delete(d.SignIns, state) }); err != nil || !ok {
		c.Redirect(http.StatusSeeOther, "/")
		return
	}
	failed := sitePage(f.Client, f.Site, "login-error")
	if c.Query("error") != "" || c.Query("code") == "" {
		c.Redirect(http.StatusSeeOther, failed)
		return
	}
	id, err := h.d.SignIn.Finish(ctx, f, c.Query("code"))
	if err != nil {
		h.d.Logger.WarnContext(ctx, "sign-in refused", "client", f.Client, "site", f.Site, "err", err)
		c.Redirect(http.StatusSeeOther, failed)
		return
	}
	carts := g.data.Carts
	if err := h.guests.signIn(c, g, id); err != nil {
		c.Redirect(http.StatusSeeOther, failed)
		return
	}
	h.d.SignIn.ClaimCarts(ctx, carts, id.Subject)
	if !id.EmailVerified {
		lang := requestLanguage(c)
		if f.UILocales != "" {
			lang = bff.ParseLanguage(f.UILocales)
		}
		h.mailFirstCode(c, g, lang)
	}
	if !g.data.User.EmailVerified {
		c.Redirect(http.StatusSeeOther, sitePage(f.Client, f.Site, "verify-email")+"?email="+url.QueryEscape(id.Email))
		return
	}
	c.Redirect(http.StatusSeeOther, f.ReturnTo)
}

// session answers GET .../session: who the browser is signed in as.
func (h *handlers) session(c *gin.Context) {
	g, err := h.guests.load(c, false)
	if err != nil {
		writeError(c, err, 0)
		return
	}
	c.Header("Cache-Control", "no-store")
	body := sessionBody{}
	if g != nil && g.data.User != nil {
		u := g.data.User
		body.User = &UserView{Subject: u.Subject, Email: u.Email, EmailVerified: u.EmailVerified,
			GivenName: u.GivenName, FamilyName: u.FamilyName, Name: u.Name, Kind: u.Kind}
	}
	c.JSON(http.StatusOK, body)
}

// signOut answers DELETE .../session[?everywhere=1]: the session ends (with
// everywhere, every session of the resident, on every device) and the
// cookie is cleared.
func (h *handlers) signOut(c *gin.Context) {
	ctx := c.Request.Context()
	g, err := h.guests.load(c, false)
	if err != nil {
		writeError(c, err, 0)
		return
	}
	if g != nil {
		if g.data.User != nil && c.Query("everywhere") == "1" {
			_, err = h.guests.store.DeleteUserSessions(ctx, g.data.User.Subject)
		}
		if derr := h.guests.store.DeleteSession(ctx, g.id); derr != nil && !errors.Is(derr, bff.ErrNotFound) {
			err = errors.Join(err, derr)
		}
		if err != nil {
			writeError(c, bff.Wrap(err, bff.CodeUnavailable, "You could not be signed out. Please try again."), 0)
			return
		}
	}
	h.guests.clearCookie(c)
	c.Status(http.StatusNoContent)
}

// signIn moves g's content to a new session of the resident id (rotate),
// deleting the old session.
func (gs *guests) signIn(c *gin.Context, g *guest, id auth.Identity) error {
	return gs.rotate(c, g, func(d *sessionData) {
		d.UserID = id.Subject
		d.SignIns = nil
		d.User = signedInOf(id)
		keepClaimableOfPayer(d, id.Email)
	})
}

// signedInOf is the session's record of the resident id.
func signedInOf(id auth.Identity) *signedIn {
	return &signedIn{Subject: id.Subject, Email: id.Email, EmailVerified: id.EmailVerified,
		GivenName: id.GivenName, FamilyName: id.FamilyName, Name: id.Name, Kind: id.Kind, SignedInAt: time.Now().UTC()}
}

// clearCookie tells the browser to forget the session cookie.
func (gs *guests) clearCookie(c *gin.Context) {
	http.SetCookie(c.Writer, &http.Cookie{Name: SessionCookie, Value: "", Path: "/", MaxAge: -1,
		HttpOnly: true, Secure: gs.secure, SameSite: http.SameSiteLaxMode})
}
