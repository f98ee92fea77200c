package http

import (
	"context"

	"github.com/gin-gonic/gin"
)

// A session signed in by token exchange is the resident's only on the
// sites that sign residents in with the issuer of the exchanged token: a
// county's identity provider speaks for its own sites, not for every site
// of this PayHub. On any other site (another county's, or one that only
// reads the host's user to fill in a form) the session answers as a
// guest's: no resident, the guest's own anonymous id for carts, and 401 on
// the resident's routes. The stored session keeps its resident, so the
// county's own site still sees them.

// issuerTrust reports whether a site signs residents in with issuer's
// tokens.
type issuerTrust func(ctx context.Context, client, site, issuer string) bool

// signInTrust is the sites' configuration's answer: an enabled embedded
// public site with sign-in on, a token-exchange client, and issuer among
// its host issuers (the site's own sign-in, exchange.go). Nothing
// else trusts an issuer; neither does a site that cannot be read.
func signInTrust(sites Sites) issuerTrust {
	return func(ctx context.Context, client, site, issuer string) bool {
		if sites == nil || client == "" || site == "" || issuer == "" {
			return false
		}
		st, err := sites.SitePolicy(ctx, client, site)
		return err == nil && st.TrustsIssuer(issuer)
	}
}

// confine hides g's resident from this request when a token exchange
// signed them in and the request's site does not trust its issuer.
func (gs *guests) confine(c *gin.Context, g *guest) {
	u := g.data.User
	if u == nil || u.HostIssuer == "" {
		return
	}
	client, site := siteOf(c)
	if gs.trusts != nil && gs.trusts(c.Request.Context(), client, site, u.HostIssuer) {
		return
	}
	g.hidden = u
	g.mask()
}

// mask applies confine to g's data again after it was re-read from the
// store (update), while its resident is the one hidden.
func (g *guest) mask() {
	if g.hidden == nil || g.data.User == nil || g.data.User.HostIssuer != g.hidden.HostIssuer {
		return
	}
	g.hidden = g.data.User
	g.data.User = nil
	g.data.UserID = g.hidden.GuestID
	if g.data.UserID == "" {
		g.data.UserID = "anon-" + randomHex(16)
	}
}
