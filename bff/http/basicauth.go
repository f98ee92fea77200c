package http

import (
	"crypto/subtle"
	"net/http"
	"slices"
	"strings"

	"github.com/gin-gonic/gin"
	"golang.org/x/crypto/bcrypt"

	"github.com/payhub/payhub/bff"
)

// appPrefix is the optional leading application segment of portal paths
// (spec 000 §2 "URL layout").
const appPrefix = "dmv"

// basicAuth asks for the site's user name and password on the pages and
// API routes of a site whose configuration carries a BasicAuth credential
// (spec 000 §2 guards; GUARD-16), except in the demo environment
// (GUARD-17). Shared files (the portal's assets, themes, the SDK, health)
// are not a site's and stay open. The password is compared with bcrypt
// and the user name in constant time; neither is ever logged.
func basicAuth(d Deps) gin.HandlerFunc {
	if d.Sites == nil || d.Clients == nil || d.Env == bff.EnvDemo {
		return func(c *gin.Context) { c.Next() }
	}
	return func(c *gin.Context) {
		client, site, ok := siteOfRequest(c, d.Clients)
		if !ok {
			c.Next()
			return
		}
		st, err := d.Sites.SitePolicy(c.Request.Context(), client, site)
		if err != nil || st.BasicAuth == nil {
			c.Next() // an unknown site is the routes' business
			return
		}
		if !credentialsMatch(c.Request, st.BasicAuth) {
			c.Header("WWW-Authenticate", `Basic realm="`+strings.ReplaceAll(st.BasicAuth.Realm, `"`, "'")+`", charset="UTF-8"`)
			c.Header("Cache-Control", "no-store")
			writeError(c, bff.Errorf(bff.CodeUnauthorized, "This site asks for a user name and password."), 0)
			return
		}
		c.Next()
	}
}

func credentialsMatch(r *http.Request, want *bff.BasicAuth) bool {
	user, pass, ok := r.BasicAuth()
	if !ok {
		return false
	}
	userOK := subtle.ConstantTimeCompare([]byte(user), []byte(want.Username)) == 1
	// Always run bcrypt, so a wrong user name takes as long as a wrong
	// password.
	passOK := bcrypt.CompareHashAndPassword([]byte(want.PasswordHash), []byte(pass)) == nil
	return userOK && passOK
}

// sharedPrefixes are paths that belong to no site.
func sharedPrefixes() []string {
	return []string{"/web/", "/sdk/", "/assets/", "/themes/", "/healthz", "/readyz", "/metrics", "/bff/openapi.yaml",
		CallbackPath, "/favicon"}
}

// siteOfRequest reads the client and site a request is for: the API's
// /bff/v1/{client}/{site}/..., or a portal page [/dmv]/{client}[/{site}]/...
// where a missing or unknown site segment means the client's implicit site.
func siteOfRequest(c *gin.Context, clients Clients) (client, site string, ok bool) {
	p := c.Request.URL.Path
	for _, shared := range sharedPrefixes() {
		if strings.HasPrefix(p, shared) {
			return "", "", false
		}
	}
	segs := strings.FieldsFunc(strings.ToLower(p), func(r rune) bool { return r == '/' })
	if len(segs) >= 2 && segs[0] == "bff" && segs[1] == "v1" {
		if len(segs) < 4 {
			return "", "", false
		}
		return segs[2], segs[3], true
	}
	if len(segs) > 0 && segs[0] == appPrefix {
		segs = segs[1:]
	}
	if len(segs) == 0 {
		return "", "", false
	}
	desc, err := clients.Client(c.Request.Context(), segs[0])
	if err != nil {
		return "", "", false
	}
	if len(segs) > 1 && !desc.ClientOnlyURLs && slices.ContainsFunc(desc.Sites, func(s bff.SiteRef) bool {
		return strings.EqualFold(s.Site, segs[1])
	}) {
		return segs[0], segs[1], true
	}
	if s := implicitSite(desc); s != "" {
		return segs[0], s, true
	}
	return "", "", false
}

// implicitSite is the site a URL without a site segment means: the default
// site, else the first enabled one (as the portal reads it).
func implicitSite(desc bff.ClientDescriptor) string {
	if desc.DefaultSite != "" {
		return strings.ToLower(desc.DefaultSite)
	}
	for _, s := range desc.Sites {
		if s.Enabled {
			return strings.ToLower(s.Site)
		}
	}
	return ""
}
