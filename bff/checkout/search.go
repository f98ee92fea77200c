package checkout

import (
	"context"
	"strings"

	"github.com/payhub/payhub/bff"
	"github.com/payhub/payhub/bff/screen"
	"github.com/payhub/payhub/bff/upstream/cart"
	"github.com/payhub/payhub/bff/upstream/payables"
	"github.com/payhub/payhub/bff/upstream/siteconfig"
)

// SearchRequest is one search on a source's page: the page route names the
// source, Query holds the submitted field values by input name.
type SearchRequest struct {
	Guest
	PageRoute string
	Query     map[string]string
	Lang      bff.Language
}

// SearchResult is the answer of a search.
type SearchResult struct {
	Source   siteconfig.Source `json:"source"`
	Payables []PayableView     `json:"payables"`
	Total    int               `json:"total"`
	// TooMany: more payables matched than a page shows (VAL-83); Payables
	// holds the first MaxSearchResults.
	TooMany bool `json:"tooMany,omitempty"`
	// Groups are an expandable-item-list source's groups (search_groups.go).
	Groups []ResultGroup `json:"groups,omitempty"`
}

// Search finds the source by its page route and searches its adaptor with
// the source's declared inputs only; an item-list source lists its items.
// Results already in the guest's cart are marked; the cart is read beside
// the search and, when it cannot be read, nothing is marked.
func (s *Checkout) Search(ctx context.Context, req SearchRequest) (SearchResult, error) {
	srcs, err := s.Config.Sources(ctx, req.Client, req.Site)
	if err != nil {
		return SearchResult{}, err
	}
	src, ok := findSource(screen.VisibleSources(srcs, s.Env), req.PageRoute)
	if !ok {
		return SearchResult{}, bff.Errorf(bff.CodeNotFound, "There is no such search page.")
	}
	query := map[string]string{}
	inputs := src.SearchInputs
	if siteconfig.ListsItems(src.SearchType) {
		// A list, a drop-down or a blind payment searches for nothing: it
		// shows the source's listed payables.
		inputs = nil
	}
	for _, in := range inputs {
		v := strings.TrimSpace(req.Query[in.Name])
		if v == "" {
			if in.Required {
				return SearchResult{}, bff.Errorf(bff.CodeInvalid, "Enter the %s.", strings.ToLower(in.Label.In(bff.English)))
			}
			continue
		}
		query[in.Name] = v
	}
	var inCart *screen.Future[map[string]bool]
	if req.CartID != "" {
		inCart = screen.GoFuture(ctx, screen.SourcesBudget, func(ctx context.Context) (map[string]bool, error) {
			c, err := s.Carts.Get(ctx, req.Client, req.Site, req.CartID)
			return cartPaths(c), err
		})
	}
	resp, err := s.Payables.Search(ctx, src.Adaptor, payables.SearchRequest{Client: req.Client, Site: req.Site, Query: query}, req.Lang)
	if err != nil {
		return SearchResult{}, err
	}
	paths := map[string]bool{}
	if inCart != nil {
		if p, err := inCart.Wait(ctx); err == nil {
			paths = p
		}
	}
	dept := src.DepartmentDisplayName.In(req.Lang)
	visible := screen.VisibleSources(srcs, s.Env)
	out := SearchResult{Source: pageSource(req.Client, req.Site, src), Payables: make([]PayableView, 0, len(resp.Payables)), Total: resp.Total}
	for _, p := range resp.Payables {
		v := PayableViewOf(p, dept, paths[p.Path])
		v.ConfigDisplayType = DisplayTypeOf(visible, p)
		out.Payables = append(out.Payables, v)
	}
	if out.Total < len(out.Payables) {
		out.Total = len(out.Payables)
	}
	if len(out.Payables) > MaxSearchResults {
		out.Payables = out.Payables[:MaxSearchResults]
	}
	out.TooMany = out.Total > len(out.Payables)
	if src.SearchType == siteconfig.SearchExpandableItemList {
		out.Groups = groupResults(src, resp.Payables[:len(out.Payables)], req.Lang)
	}
	return out, nil
}

func findSource(srcs []siteconfig.Source, pageRoute string) (siteconfig.Source, bool) {
	for _, src := range srcs {
		if src.PageRoute == pageRoute && src.Adaptor != "" && siteconfig.HasSearchPage(src.SearchType) {
			return src, true
		}
	}
	return siteconfig.Source{}, false
}

// cartPaths are the payable paths of a cart's items.
func cartPaths(c cart.Cart) map[string]bool {
	paths := make(map[string]bool, len(c.Items))
	for _, it := range c.Items {
		for _, p := range []string{it.Path, it.Payable.Path} {
			if p != "" {
				paths[p] = true
			}
		}
	}
	return paths
}

// pageSource is src as a page sees it: without what only the BFF reads
// (Source.Public), with its route on client/site, from which the page's
// route name and path come (SRCH-02).
func pageSource(client, site string, src siteconfig.Source) siteconfig.Source {
	src = src.Public()
	r := src.RouteOf(client, site)
	src.Route = &r
	return src
}
