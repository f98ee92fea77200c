package http

import (
	"errors"
	"net/http"
	"strings"

	"github.com/gin-gonic/gin"

	"github.com/payhub/payhub/bff"
	"github.com/payhub/payhub/bff/auth"
)

// signInByExchange finishes POST /session/host-token on an embedded public
// site (spec 000 §6: "external authentication with a token-exchange
// client"; ROLE-15, LOGIN-11): the host's token, whose issuer is on the
// site's list already (LOGIN-04), is exchanged at the login service, and
// the resident it names is signed in as the login service's own sign-in
// does it (finishSignIn): a new session id (no session fixation), holding
// the guest's carts, which the resident now owns, and the host user. An
// unverified e-mail is signed in and answered with verifyEmail, so that
// the widget opens verify-email (LOGIN-05). So is a county identity whose
// e-mail an account of this PayHub has: the login service names no account
// for it until the code mailed to that e-mail links them, and the session
// is the resident's only on the sites trusting the issuer (confine.go).
//
// The widget sends the host's token again on every route change, and a
// host page may mint a new one each time: a session whose resident came
// from this host user already answers as it is, without a new exchange.
func (h *handlers) signInByExchange(c *gin.Context, g *guest, client, site, token string, host hostUser) {
	ctx := c.Request.Context()
	c.Header("Cache-Control", "no-store")
	if h.d.SignIn == nil {
		writeError(c, bff.Errorf(bff.CodeUnavailable, "Sign-in is not available."), 0)
		return
	}
	if prev, ok := g.data.HostUsers[cartKey(client, site)]; ok && g.data.User != nil &&
		prev.Issuer == host.Issuer && prev.Subject == host.Subject {
		if err := h.keepHostUser(ctx, g, client, site, host); err != nil {
			writeError(c, err, 0)
			return
		}
		c.JSON(http.StatusOK, exchangedBody(g, host))
		return
	}
	id, err := h.d.SignIn.ExchangeHostToken(ctx, client, site, token, requestLanguage(c))
	if err != nil {
		logger(c).WarnContext(ctx, "token-exchange sign-in refused", "client", client, "site", site,
			"issuer", host.Issuer, "err", err)
		writeError(c, err, 0)
		return
	}
	// A guest's carts follow the resident; another resident's stay theirs.
	carts := g.data.Carts
	prev := g.data.User
	if prev == nil {
		prev = g.hidden // signed in through another issuer (confine.go)
	}
	switched := prev != nil && prev.Subject != id.Subject
	if switched {
		carts = nil
	}
	// The session's anonymous id stays its user id where the resident is
	// not signed in.
	guestID := "anon-" + randomHex(16)
	switch {
	case switched:
	case g.data.User == nil && strings.HasPrefix(g.data.UserID, "anon"):
		guestID = g.data.UserID
	case prev != nil && prev.GuestID != "":
		guestID = prev.GuestID
	}
	if err := h.guests.signInExchanged(c, g, id, host.Issuer, host.Subject, guestID); err != nil {
		writeError(c, err, 0)
		return
	}
	if !id.LinkPending {
		h.d.SignIn.ClaimCarts(ctx, carts, id.Subject)
	}
	err = h.guests.update(ctx, g, func(d *sessionData) {
		if switched {
			d.Carts = map[string]string{}
		}
		if d.HostUsers == nil {
			d.HostUsers = map[string]hostUser{}
		}
		d.HostUsers[cartKey(client, site)] = host
	})
	if err != nil {
		writeError(c, err, 0)
		return
	}
	if !g.data.User.EmailVerified {
		h.mailFirstCode(c, g, requestLanguage(c))
	}
	logger(c).InfoContext(ctx, "resident signed in by token exchange", "client", client, "site", site,
		"issuer", host.Issuer, "verified", id.EmailVerified, "link_pending", id.LinkPending)
	c.JSON(http.StatusOK, exchangedBody(g, host))
}

// signInExchanged moves g to a new session of the resident a token
// exchange of issuer's subject named (rotate). A pending identity
// (id.LinkPending) is no account: the session keeps shopping as guestID,
// and its e-mail is to be verified, which links the identity to the
// account (verifyemail.go).
func (gs *guests) signInExchanged(c *gin.Context, g *guest, id auth.Identity, issuer, subject, guestID string) error {
	return gs.rotate(c, g, func(d *sessionData) {
		d.UserID = id.Subject
		if id.LinkPending {
			d.UserID = guestID
		}
		d.SignIns = nil
		d.User = signedInOf(id)
		keepClaimableOfPayer(d, id.Email)
		d.User.HostIssuer, d.User.HostSubject, d.User.GuestID = issuer, subject, guestID
		d.User.LinkPending = id.LinkPending
		if id.LinkPending {
			d.User.EmailVerified = false
		}
	})
}

// exchangedBody answers a token-exchange sign-in: the host user, the
// resident and whether their e-mail still needs verifying.
func exchangedBody(g *guest, host hostUser) hostUserBody {
	return hostUserBody{User: host.view(), Resident: userView(g.data.User), VerifyEmail: !g.data.User.EmailVerified}
}

// endExchangedSession ends g, on an embedded public site, when the host
// page signed out while its resident was signed in: the resident signed in
// through the host, so signs out with it (DELETE /session/host-token). It
// reports whether it answered.
func (h *handlers) endExchangedSession(c *gin.Context, g *guest, client, site string) bool {
	ctx := c.Request.Context()
	if g.data.User == nil {
		return false
	}
	st, err := h.d.Sites.SitePolicy(ctx, client, site)
	if err != nil || !st.EmbeddedPublic {
		return false
	}
	if err := h.guests.store.DeleteSession(ctx, g.id); err != nil && !errors.Is(err, bff.ErrNotFound) {
		writeError(c, bff.Wrap(err, bff.CodeUnavailable, "You could not be signed out. Please try again."), 0)
		return true
	}
	h.guests.clearCookie(c)
	c.Header("Cache-Control", "no-store")
	c.Status(http.StatusNoContent)
	return true
}
