package account

import (
	"cmp"
	"context"
	"errors"
	"log/slog"
	"net/http"
	"sort"
	"strings"
	"time"

	"github.com/payhub/payhub/bff"
	"github.com/payhub/payhub/bff/checkout"
	"github.com/payhub/payhub/bff/screen"
	"github.com/payhub/payhub/bff/texts"
	"github.com/payhub/payhub/bff/upstream"
	"github.com/payhub/payhub/bff/upstream/mythings"
	"github.com/payhub/payhub/bff/upstream/payables"
	"github.com/payhub/payhub/bff/upstream/siteconfig"
)

// SavedItemsWarningLimit is the number of saved items of one display type
// above which the portal warns (spec 001 §9: "Saved-items warning counts
// more than 4 of one display type"; CONST-44). The saved items limit
// itself is not shown.
const SavedItemsWarningLimit = 4

// SavedItemsBudget bounds the saved items service's answer while the site's
// configuration is read beside it.
const SavedItemsBudget = 10 * time.Second

// savedItemsBatch is the most paths one POST /v0/retrieve resolves; a
// longer list is resolved in several calls.
const savedItemsBatch = 100

// SavedItemsStore is what saved items need of the saved items service
// (bff/upstream/mythings.Client).
type SavedItemsStore interface {
	List(ctx context.Context, userID, client, site string) ([]mythings.Item, error)
	Save(ctx context.Context, userID, client, site string, it mythings.Item) (mythings.Item, error)
	Remove(ctx context.Context, userID, client, site, savePath string) error
}

// SavedPayables is what saved items need of the payables service.
type SavedPayables interface {
	Get(ctx context.Context, path string, lang bff.Language) (payables.Payable, error)
	Retrieve(ctx context.Context, paths []string, lang bff.Language) (payables.RetrieveResponse, error)
}

// SavedItems lists, saves and unsaves a signed-in resident's saved items
// (spec 001 §4 "Saved items", §7 "Saved items service"). The user id is
// always the caller's signed-in resident; what is saved (save path and
// display type) always comes from the payables service, never from the
// browser.
type SavedItems struct {
	Config   screen.Config
	Items    SavedItemsStore
	Payables SavedPayables
	Env      bff.Env
	Logger   *slog.Logger
	// Autopay makes the plans of a bulk autopay (bulkautopay.go); nil
	// answers 503 there.
	Autopay AutopayEnroller
	// Now is the clock a bulk autopay's first runs are dated on; default
	// time.Now.
	Now func() time.Time
}

// SavedItemsRequest names the resident and the site of a saved items call.
type SavedItemsRequest struct {
	Client, Site string
	// UserID is the signed-in resident's subject; empty or a guest's
	// anonymous id (anon...) is refused.
	UserID string
	Lang   bff.Language
}

// SavedItemView is one saved item as the portal draws it. SavePath has a
// leading slash (SAVED-06) and is what DELETE .../saved-items takes.
type SavedItemView struct {
	SavePath    string `json:"savePath"`
	DisplayType string `json:"displayType"`
	// PageRoute is the search page of the item's payable source.
	PageRoute string `json:"pageRoute,omitempty"`
	// Tab is the tab of My Dashboard that lists the item (ROUTE-55):
	// TabDMV, TabServices or TabTax.
	Tab string `json:"tab"`
	// Autopay is the item's bulk autopay group (SCHED-38); nil when
	// autopay cannot enrol it.
	Autopay *AutopayGroup `json:"autopay,omitempty"`
	// Payable is the item's payable in the asked language; nil when
	// PayableNotFound.
	Payable *checkout.PayableView `json:"payable,omitempty"`
	// PayableNotFound marks an item whose payable the payables service no
	// longer knows: it stays listed so that the resident can remove it.
	PayableNotFound bool `json:"payableNotFound"`
}

// DisplayTypeCount is how many listed items have one display type, and
// whether that is more than SavedItemsWarningLimit (CONST-44).
type DisplayTypeCount struct {
	DisplayType string `json:"displayType"`
	Count       int    `json:"count"`
	OverLimit   bool   `json:"overLimit"`
}

// SavedItemsView answers GET .../saved-items.
type SavedItemsView struct {
	Items        []SavedItemView    `json:"items"`
	Counts       []DisplayTypeCount `json:"counts"`
	WarningLimit int                `json:"warningLimit"`
}

// SaveResult answers PUT .../saved-items: the saved item, and the save
// paths of older items it replaced (SAVED-04).
type SaveResult struct {
	Item     SavedItemView `json:"item"`
	Replaced []string      `json:"replaced"`
}

// check refuses a guest (ROLE-20, VAL-31).
func (req SavedItemsRequest) check() error {
	if !bff.IsResident(req.UserID) {
		return texts.Error(bff.CodeUnauthorized, texts.SavedSignIn, req.Lang, nil)
	}
	return nil
}

// viewPath is a save path as the portal sees it: with a leading slash
// (SAVED-06).
func viewPath(savePath string) string { return "/" + mythings.CanonicalSavePath(savePath) }

// List returns the resident's saved items of the site: each save path
// resolved to its payable in req.Lang, those of payable sources the site
// does not enable left out (SAVED-06), those whose payable is not found
// logged and marked, and a count per display type (CONST-44).
func (s *SavedItems) List(ctx context.Context, req SavedItemsRequest) (SavedItemsView, error) {
	if err := req.check(); err != nil {
		return SavedItemsView{}, err
	}
	listed := screen.GoFuture(ctx, SavedItemsBudget, func(ctx context.Context) ([]mythings.Item, error) {
		return s.Items.List(ctx, req.UserID, req.Client, req.Site)
	})
	enabled, err := s.enabledSources(ctx, req)
	if err != nil {
		return SavedItemsView{}, err
	}
	items, err := listed.Wait(ctx)
	if err != nil {
		return SavedItemsView{}, s.serviceError(ctx, err)
	}
	paths := make([]string, 0, len(items))
	for _, it := range items {
		paths = append(paths, mythings.CanonicalSavePath(it.SavePath))
	}
	found, err := s.resolve(ctx, paths, req.Lang)
	if err != nil {
		return SavedItemsView{}, err
	}
	out := SavedItemsView{Items: []SavedItemView{}, Counts: []DisplayTypeCount{}, WarningLimit: SavedItemsWarningLimit}
	seen := map[string]bool{}
	for i, it := range items {
		if seen[paths[i]] {
			continue
		}
		seen[paths[i]] = true
		p, ok := found[paths[i]]
		if !ok {
			s.logger().WarnContext(ctx, "saved item's payable not found", "client", req.Client, "site", req.Site,
				"savePath", paths[i])
			out.Items = append(out.Items, SavedItemView{SavePath: viewPath(paths[i]), DisplayType: it.DisplayType,
				Tab: DashboardTabOf(siteconfig.Source{}, it.DisplayType), PayableNotFound: true})
			continue
		}
		src, ok := enabled[p.Adaptor]
		if !ok {
			continue
		}
		out.Items = append(out.Items, savedItemView(paths[i], p, src, req.Lang))
	}
	out.Counts = countByDisplayType(out.Items)
	return out, nil
}

// savedItemView is the view of a saved item whose payable p was found.
func savedItemView(savePath string, p payables.Payable, src siteconfig.Source, lang bff.Language) SavedItemView {
	pv := checkout.PayableViewOf(p, src.DepartmentDisplayName.In(lang), false)
	return SavedItemView{SavePath: viewPath(savePath), DisplayType: p.DisplayType, PageRoute: src.PageRoute,
		Tab: DashboardTabOf(src, p.DisplayType), Autopay: autopayGroupOf(p), Payable: &pv}
}

// countByDisplayType counts items per display type, sorted by type.
func countByDisplayType(items []SavedItemView) []DisplayTypeCount {
	n := map[string]int{}
	for _, it := range items {
		n[it.DisplayType]++
	}
	out := make([]DisplayTypeCount, 0, len(n))
	for t, c := range n {
		out = append(out, DisplayTypeCount{DisplayType: t, Count: c, OverLimit: c > SavedItemsWarningLimit})
	}
	sort.Slice(out, func(i, j int) bool { return out[i].DisplayType < out[j].DisplayType })
	return out
}

// Remove unsaves savePath (with or without its leading slash) from the
// resident's items of the site. Removing an item that is not saved
// succeeds; it never touches another resident's items.
func (s *SavedItems) Remove(ctx context.Context, req SavedItemsRequest, savePath string) error {
	if err := req.check(); err != nil {
		return err
	}
	p := mythings.CanonicalSavePath(savePath)
	if p == "" {
		return texts.Error(bff.CodeInvalid, texts.SavedChooseOne, req.Lang, nil)
	}
	if _, err := s.enabledSources(ctx, req); err != nil {
		return err
	}
	return s.serviceError(ctx, s.Items.Remove(ctx, req.UserID, req.Client, req.Site, p))
}

// enabledSources is the site's payable sources that saved items can come
// from, by adaptor: visible in this environment and searchable (spec 001
// §2: not a redirect or navigation link). A site without sign-in has no
// saved items (ROLE-24).
func (s *SavedItems) enabledSources(ctx context.Context, req SavedItemsRequest) (map[string]siteconfig.Source, error) {
	site := screen.GoFuture(ctx, screen.ConfigBudget, func(ctx context.Context) (siteconfig.Site, error) {
		return s.Config.Site(ctx, req.Client, req.Site)
	})
	sctx, cancel := context.WithTimeout(ctx, screen.SourcesBudget)
	defer cancel()
	srcs, srcErr := s.Config.Sources(sctx, req.Client, req.Site)
	st, err := site.Wait(ctx)
	if err != nil {
		return nil, err
	}
	if !st.Login.Meta.Enabled {
		return nil, &bff.Error{Code: bff.CodeLoginDisabled, Message: "Saved items are not available on this site."}
	}
	if srcErr != nil {
		return nil, srcErr
	}
	out := map[string]siteconfig.Source{}
	for _, src := range screen.VisibleSources(srcs, s.Env) {
		if src.Adaptor != "" && src.SearchType != siteconfig.SearchRedirect && src.SearchType != siteconfig.SearchTaxsysNavLink {
			out[src.Adaptor] = src
		}
	}
	return out, nil
}

// resolve looks paths up at the payables service in lang, savedItemsBatch
// at a time. A payable is found under its path and its save path; unknown
// paths are simply absent.
func (s *SavedItems) resolve(ctx context.Context, paths []string, lang bff.Language) (map[string]payables.Payable, error) {
	out := make(map[string]payables.Payable, len(paths))
	for start := 0; start < len(paths); start += savedItemsBatch {
		res, err := s.Payables.Retrieve(ctx, paths[start:min(start+savedItemsBatch, len(paths))], lang)
		if err != nil {
			return nil, err
		}
		for _, p := range res.Payables {
			out[mythings.CanonicalSavePath(p.Path)] = p
			if sp := mythings.CanonicalSavePath(p.SavePath); sp != "" {
				if _, taken := out[sp]; !taken {
					out[sp] = p
				}
			}
		}
	}
	return out, nil
}

// serviceError keeps the saved items service's refusals of the BFF itself
// (a wrong service credential is the BFF's configuration, not the
// resident's sign-in) from reading as a sign-in problem, and names the
// sandbox's limit as the business rule it is (spec 001 §8: "Saved-item
// maximum reached").
func (s *SavedItems) serviceError(ctx context.Context, err error) error {
	if err == nil {
		return nil
	}
	var se *upstream.StatusError
	switch {
	case errors.As(err, &se) && se.Status == http.StatusUnprocessableEntity:
		return &bff.Error{Code: bff.CodeUnprocessable, Message: "Saved-item maximum reached. Remove an item to save another.",
			DisplayMessage: se.DisplayMessage, Err: err}
	case bff.ErrorCode(err) == bff.CodeUnauthorized || bff.ErrorCode(err) == bff.CodeForbidden:
		s.logger().ErrorContext(ctx, "the saved items service refused the BFF", "err", err)
		return bff.Wrap(err, bff.CodeUnavailable, "Saved items are not available right now. Please try again later.")
	}
	return err
}

func (s *SavedItems) logger() *slog.Logger {
	if s.Logger == nil {
		return slog.New(slog.DiscardHandler)
	}
	return s.Logger
}

// savePathOf is where a payable is saved: its save path, else its path.
func savePathOf(p payables.Payable) string {
	return mythings.CanonicalSavePath(cmp.Or(strings.TrimSpace(p.SavePath), p.Path))
}
