package siteconfig

import "strings"

// App prefixes of a source's URLAppMapping (ROUTE-49).
const (
	AppCountyTaxes = "county-taxes"
	AppHub         = "hub"
)

// LinkHosts are the origins a redirect link's path is rewritten to, by the
// source's app prefix (ROUTE-49), such as "https://county-taxes.example".
type LinkHosts struct {
	CountyTaxes string `json:"countyTaxes,omitempty"`
	Hub         string `json:"hub,omitempty"`
}

// WithLinkHost rewrites a redirect source's RedirectURL (ROUTE-49): a path
// ("/public/sunshine") of the county-taxes app prefix goes to the
// county-taxes host, of the hub prefix to the hub host, and of any other
// prefix, or of a prefix whose host is not configured, stays a path, which
// the browser reads against the current origin. An absolute URL, and any
// other source, is left as it is. src is not changed.
func (src Source) WithLinkHost(h LinkHosts) Source {
	if src.SearchType != SearchRedirect || !strings.HasPrefix(src.RedirectURL, "/") || strings.HasPrefix(src.RedirectURL, "//") {
		return src
	}
	host := ""
	switch src.URLAppMapping {
	case AppCountyTaxes:
		host = h.CountyTaxes
	case AppHub:
		host = h.Hub
	}
	if host != "" {
		src.RedirectURL = strings.TrimSuffix(host, "/") + src.RedirectURL
	}
	return src
}
