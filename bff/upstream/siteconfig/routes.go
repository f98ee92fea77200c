package siteconfig

import (
	"cmp"
	"slices"
)

// Route is a source's page route as the portal's router and navigation
// read it: its name and path come from the source's route (SRCH-02), and
// Meta is the route metadata navigation links are drawn from (ROUTE-46).
type Route struct {
	// Name is the source's route, unique on its site.
	Name string `json:"name"`
	// Path is where the route goes: the site's path plus the source's
	// route for a source with a search page, the (rewritten, ROUTE-49)
	// address of a redirect or tax-system navigation source.
	Path string    `json:"path"`
	Meta RouteMeta `json:"meta"`
}

// RouteMeta is a route's metadata (ROUTE-46).
type RouteMeta struct {
	Icon      string    `json:"icon"`
	Title     Localized `json:"title"`
	Order     int       `json:"order"`
	LinkInNav bool      `json:"linkInNav"`
	// SearchPage: the route is a search page (SRCH-01); a link source's
	// is not.
	SearchPage       bool   `json:"searchPage"`
	ProductOwnership string `json:"productOwnership,omitempty"`
	URLAppMapping    string `json:"urlAppMapping,omitempty"`
}

// RouteOf is src's route on the site client/site (SRCH-02, ROUTE-46).
func (src Source) RouteOf(client, site string) Route {
	search := HasSearchPage(src.SearchType)
	path := "/" + client + "/" + site + "/" + src.PageRoute
	if !search {
		path = src.RedirectURL
	}
	return Route{Name: src.PageRoute, Path: path, Meta: RouteMeta{Icon: src.Icon, Title: src.Title, Order: src.Order,
		LinkInNav: src.LinkInNav, SearchPage: search, ProductOwnership: src.ProductOwnership, URLAppMapping: src.URLAppMapping}}
}

// Routed returns srcs with their routes on client/site set, sorted by
// their order, sources of one order kept as they came (spec 001 §2:
// navigation links are sorted by order). srcs is not changed.
func Routed(client, site string, srcs []Source) []Source {
	out := make([]Source, len(srcs))
	for i, src := range srcs {
		r := src.RouteOf(client, site)
		src.Route = &r
		out[i] = src
	}
	slices.SortStableFunc(out, func(a, b Source) int { return cmp.Compare(a.Order, b.Order) })
	return out
}
