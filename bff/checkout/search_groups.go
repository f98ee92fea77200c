package checkout

import (
	"github.com/payhub/payhub/bff"
	"github.com/payhub/payhub/bff/upstream/payables"
	"github.com/payhub/payhub/bff/upstream/siteconfig"
)

// BlindDisplayNameKey is the user parameter under which a blind payment
// carries what the payer typed in the source's blind display name field
// (SRCH-09); the blind payable declares a freeform field of this key, so
// the cart and the receipt show it under its label.
const BlindDisplayNameKey = "blind_display_name"

// MaxSearchResults is the most payables one search shows; beyond it the
// answer says there are too many matches (VAL-83), so the payer narrows
// the search instead of scrolling an index.
const MaxSearchResults = 20

// ResultGroup is one group of an expandable-item-list page: its title in
// the request's language and the paths of its payables, in result order.
type ResultGroup struct {
	Title string   `json:"title"`
	Paths []string `json:"paths"`
}

// groupResults puts the payables under the source's item groups, matched
// on display type, in the groups' order; payables of no group gather last
// under the source's item name, so that nothing found is hidden. Groups
// with no payable are left out.
func groupResults(src siteconfig.Source, found []payables.Payable, lang bff.Language) []ResultGroup {
	index := make(map[string]int, len(src.ItemGroups))
	groups := make([]ResultGroup, 0, len(src.ItemGroups)+1)
	for _, g := range src.ItemGroups {
		if _, dup := index[g.DisplayType]; dup {
			continue
		}
		index[g.DisplayType] = len(groups)
		groups = append(groups, ResultGroup{Title: g.Title.In(lang)})
	}
	other := ResultGroup{Title: src.ItemName.In(lang)}
	if other.Title == "" {
		other.Title = src.Title.In(lang)
	}
	for _, p := range found {
		if i, ok := index[p.DisplayType]; ok {
			groups[i].Paths = append(groups[i].Paths, p.Path)
		} else {
			other.Paths = append(other.Paths, p.Path)
		}
	}
	out := make([]ResultGroup, 0, len(groups)+1)
	for _, g := range append(groups, other) {
		if len(g.Paths) > 0 {
			out = append(out, g)
		}
	}
	return out
}
