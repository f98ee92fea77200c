package http

import (
	"context"
	"strings"

	"github.com/gin-gonic/gin"

	"github.com/payhub/payhub/bff"
)

// productionSites answers 404 on every API route of a site whose
// configuration does not enable it in production, when the BFF runs in
// production (spec 001 §2; ROUTE-52). The portal sends such a site's pages
// to the root (GUARD-08), but a script talks to the API directly: a site
// still being set up must not take payments. Outside production, or
// without a site configuration reader, every site stays open.
func productionSites(d Deps) gin.HandlerFunc {
	if !d.Env.IsProduction() || d.Sites == nil {
		return func(c *gin.Context) { c.Next() }
	}
	return func(c *gin.Context) {
		client, site := c.Param("client"), c.Param("site")
		if client == "" || site == "" {
			c.Next()
			return
		}
		if refuseOutsideProduction(c, d, strings.ToLower(client), strings.ToLower(site)) {
			return
		}
		c.Next()
	}
}

// refuseOutsideProduction answers 404 and reports true when the BFF runs
// in production and client/site is not enabled there. A site the
// configuration does not know is left to the route, which answers its own
// not found; a configuration that cannot be read is answered as its error,
// so that an outage never opens a closed site.
func refuseOutsideProduction(c *gin.Context, d Deps, client, site string) bool {
	if !d.Env.IsProduction() || d.Sites == nil {
		return false
	}
	st, err := d.Sites.SitePolicy(c.Request.Context(), client, site)
	switch {
	case bff.ErrorCode(err) == bff.CodeNotFound:
		return false
	case err != nil:
		writeError(c, err, 0)
		return true
	case !st.EnabledInProd:
		writeError(c, bff.Errorf(bff.CodeNotFound, "There is nothing here."), 0)
		return true
	}
	return false
}

// productionDescriptor is desc, client's descriptor, as production shows it: only the sites
// enabled in production (ROUTE-52), so that the descriptor neither names a
// site still being set up nor calls it enabled while all its routes answer
// 404, and the default site only when it is one of them. Outside
// production, or without a site configuration reader, desc is unchanged. A
// site the configuration does not know is left out; a configuration that
// cannot be read is the error, so that an outage never lists a closed site.
func productionDescriptor(ctx context.Context, d Deps, client string, desc bff.ClientDescriptor) (bff.ClientDescriptor, error) {
	if !d.Env.IsProduction() || d.Sites == nil {
		return desc, nil
	}
	sites := make([]bff.SiteRef, 0, len(desc.Sites)) // desc may be a cache's: never changed in place
	defaultKept := false
	for _, ref := range desc.Sites {
		st, err := d.Sites.SitePolicy(ctx, client, strings.ToLower(ref.Site))
		switch {
		case bff.ErrorCode(err) == bff.CodeNotFound:
			continue
		case err != nil:
			return bff.ClientDescriptor{}, err
		case !st.EnabledInProd:
			continue
		}
		sites = append(sites, ref)
		defaultKept = defaultKept || strings.EqualFold(ref.Site, desc.DefaultSite)
	}
	desc.Sites = sites
	if !defaultKept {
		desc.DefaultSite = ""
	}
	return desc, nil
}
