package http

import (
	"context"
	"net/http"
	"time"

	"github.com/gin-gonic/gin"

	"github.com/payhub/payhub/bff"
	"github.com/payhub/payhub/bff/hostauth"
	"github.com/payhub/payhub/bff/screen"
)

// HostAuth verifies the host page's token for its signed-in user against a
// site's allow-list (bff/hostauth.Verifier).
type HostAuth interface {
	Verify(ctx context.Context, raw string, allowed []hostauth.Issuer) (hostauth.User, error)
}

// hostUser is the host page's signed-in user as the session keeps it, per
// site, until its token expires.
type hostUser struct {
	Issuer        string    `json:"issuer"`
	Subject       string    `json:"subject"`
	Email         string    `json:"email,omitempty"`
	EmailVerified bool      `json:"emailVerified"`
	Name          string    `json:"name,omitempty"`
	GivenName     string    `json:"givenName,omitempty"`
	FamilyName    string    `json:"familyName,omitempty"`
	ExpiresAt     time.Time `json:"expiresAt"`
}

// HostUserView is the wire form of the host's signed-in user.
type HostUserView struct {
	Subject       string    `json:"subject"`
	Email         string    `json:"email"`
	EmailVerified bool      `json:"emailVerified"`
	Name          string    `json:"name"`
	GivenName     string    `json:"givenName"`
	FamilyName    string    `json:"familyName"`
	ExpiresAt     time.Time `json:"expiresAt"`
}

// hostUserBody is the answer of the host-token routes. On an embedded
// public site the POST also signs the resident in (exchange.go): Resident
// is who, and VerifyEmail asks the widget to open verify-email (LOGIN-05).
type hostUserBody struct {
	User        HostUserView `json:"user"`
	Resident    *UserView    `json:"resident,omitempty"`
	VerifyEmail bool         `json:"verifyEmail,omitempty"`
}

func (u hostUser) view() HostUserView {
	return HostUserView{Subject: u.Subject, Email: u.Email, EmailVerified: u.EmailVerified, Name: u.Name,
		GivenName: u.GivenName, FamilyName: u.FamilyName, ExpiresAt: u.ExpiresAt}
}

// hostUserOf returns the session's host user of the site while its token
// is valid.
func (g *guest) hostUserOf(client, site string, now time.Time) (hostUser, bool) {
	u, ok := g.data.HostUsers[cartKey(client, site)]
	if !ok || !now.Before(u.ExpiresAt) {
		return hostUser{}, false
	}
	return u, true
}

// signInHost answers POST /session/host-token {"token"}: the host page's
// token is verified against the site's host issuers (spec 000 §4; LOGIN-04)
// and its user kept in the session, which is created when needed.
func (h *handlers) signInHost(c *gin.Context) {
	client, site := siteOf(c)
	var body struct {
		Token string `json:"token"`
	}
	if !bindJSON(c, &body) {
		return
	}
	ctx := c.Request.Context()
	st, err := h.d.Sites.SitePolicy(ctx, client, site)
	if err != nil {
		writeError(c, err, 0)
		return
	}
	if !st.Enabled {
		writeError(c, bff.Errorf(bff.CodeNotFound, "There is no such site."), 0)
		return
	}
	allowed := make([]hostauth.Issuer, 0, len(st.HostIssuers))
	for _, i := range st.HostIssuers {
		allowed = append(allowed, hostauth.Issuer{Issuer: i.Issuer, JWKSURL: i.JWKSURL, Audience: i.Audience})
	}
	u, err := h.d.HostAuth.Verify(ctx, body.Token, allowed)
	if err != nil {
		writeError(c, err, 0)
		return
	}
	g, err := h.guests.load(c, true)
	if err != nil {
		writeError(c, err, 0)
		return
	}
	kept := hostUser{Issuer: u.Issuer, Subject: u.Subject, Email: u.Email, EmailVerified: u.EmailVerified,
		Name: u.Name, GivenName: u.GivenName, FamilyName: u.FamilyName, ExpiresAt: u.ExpiresAt}
	if st.EmbeddedPublic {
		h.signInByExchange(c, g, client, site, body.Token, kept)
		return
	}
	if err := h.keepHostUser(ctx, g, client, site, kept); err != nil {
		writeError(c, err, 0)
		return
	}
	logger(c).InfoContext(ctx, "host user signed in", "client", client, "site", site, "issuer", u.Issuer)
	c.Header("Cache-Control", "no-store")
	c.JSON(http.StatusOK, hostUserBody{User: kept.view()})
}

// keepHostUser records u as the session's host user of the site.
func (h *handlers) keepHostUser(ctx context.Context, g *guest, client, site string, u hostUser) error {
	return h.guests.update(ctx, g, func(d *sessionData) {
		if d.HostUsers == nil {
			d.HostUsers = map[string]hostUser{}
		}
		d.HostUsers[cartKey(client, site)] = u
	})
}

// hostUser answers GET /session/host-token: the session's host user of the
// site, or 204 when there is none (or its token has expired).
func (h *handlers) hostUser(c *gin.Context) {
	client, site := siteOf(c)
	g, err := h.guests.load(c, false)
	if err != nil {
		writeError(c, err, 0)
		return
	}
	c.Header("Cache-Control", "no-store")
	if g == nil {
		c.Status(http.StatusNoContent)
		return
	}
	u, ok := g.hostUserOf(client, site, time.Now())
	if !ok {
		c.Status(http.StatusNoContent)
		return
	}
	c.JSON(http.StatusOK, hostUserBody{User: u.view()})
}

// signOutHost answers DELETE /session/host-token: the session forgets the
// site's host user (the host page signed out); on an embedded public site
// the resident signed in through it is signed out. Always 204.
func (h *handlers) signOutHost(c *gin.Context) {
	client, site := siteOf(c)
	g, err := h.guests.load(c, false)
	if err != nil {
		writeError(c, err, 0)
		return
	}
	if g != nil {
		if _, ok := g.data.HostUsers[cartKey(client, site)]; ok {
			if h.endExchangedSession(c, g, client, site) {
				return
			}
			err := h.guests.update(c.Request.Context(), g, func(d *sessionData) {
				delete(d.HostUsers, cartKey(client, site))
			})
			if err != nil {
				writeError(c, err, 0)
				return
			}
		}
	}
	c.Header("Cache-Control", "no-store")
	c.Status(http.StatusNoContent)
}

// withHostUser adds the section "user" to a checkout screen when the
// session has a host user for the site, so the payment form can prefill
// the receipt e-mail.
func withHostUser(s screen.Screen, g *guest, client, site string) screen.Screen {
	if g == nil || s.Sections == nil {
		return s
	}
	if u, ok := g.hostUserOf(client, site, time.Now()); ok {
		s.Sections["user"] = screen.Section{Status: screen.StatusOK, Data: u.view()}
	}
	return s
}
