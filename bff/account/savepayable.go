package account

import (
	"context"
	"strings"

	"github.com/payhub/payhub/bff"
	"github.com/payhub/payhub/bff/texts"
	"github.com/payhub/payhub/bff/upstream/mythings"
	"github.com/payhub/payhub/bff/upstream/payables"
)

// Save saves the payable at path for the resident (spec 000 §4: save-payable
// by a logged-in user; CART-17). The path must be non-empty (VAL-31) and
// name a payable of one of the site's enabled sources; its save path and
// display type are the payables service's. A payable that is not found is
// answered 404 and logged at warn (spec 000 §8 "Payable not found when
// saving"; ERR-47): the path is the browser's, so a bogus one is the
// caller's mistake, not a fault of the BFF to page anyone about. When the payable carries insurance, the older saved
// items of the same payable (same unique id, another save path) are
// removed: an insurance update swaps the stored item (SAVED-04).
func (s *SavedItems) Save(ctx context.Context, req SavedItemsRequest, path string) (SaveResult, error) {
	if err := req.check(); err != nil {
		return SaveResult{}, err
	}
	path = strings.TrimSpace(path)
	if path == "" {
		return SaveResult{}, texts.Error(bff.CodeInvalid, texts.SavedChooseItem, req.Lang, nil)
	}
	enabled, err := s.enabledSources(ctx, req)
	if err != nil {
		return SaveResult{}, err
	}
	p, err := s.Payables.Get(ctx, path, req.Lang)
	if bff.ErrorCode(err) == bff.CodeNotFound {
		s.logger().WarnContext(ctx, "payable not found when saving", "client", req.Client, "site", req.Site,
			"path", path)
		return SaveResult{}, texts.Error(bff.CodeNotFound, texts.SavedNotFound, req.Lang, err)
	}
	if err != nil {
		return SaveResult{}, err
	}
	src, ok := enabled[p.Adaptor]
	if !ok || !strings.EqualFold(p.Client, req.Client) || (p.Site != "" && !strings.EqualFold(p.Site, req.Site)) {
		// Another site's payable, or one of a source this site does not
		// enable: the same answer as an unknown path.
		return SaveResult{}, texts.Error(bff.CodeNotFound, texts.SavedNotFound, req.Lang, nil)
	}
	savePath := savePathOf(p)
	if savePath == "" {
		return SaveResult{}, texts.Error(bff.CodeUnprocessable, texts.SavedNotSaveable, req.Lang, nil)
	}
	if _, err := s.Items.Save(ctx, req.UserID, req.Client, req.Site,
		mythings.Item{SavePath: savePath, DisplayType: p.DisplayType}); err != nil {
		return SaveResult{}, s.serviceError(ctx, err)
	}
	return SaveResult{Item: savedItemView(savePath, p, src, req.Lang), Replaced: s.swapInsurance(ctx, req, p, savePath)}, nil
}

// hasInsurance reports whether p carries the insurance custom parameter
// (spec 000 §3: customParameters insurance.military_status).
func hasInsurance(p payables.Payable) bool {
	_, ok := p.CustomParameters["insurance"]
	return ok
}

// swapInsurance removes the resident's other saved items of p's unique id
// once p is saved under savePath, and returns their save paths (SAVED-04):
// a payable whose insurance was updated comes back under a new save path,
// and the item saved under the old one is swapped for it. Only payables
// that both carry insurance are swapped; other payables sharing a unique
// id (e.g. two durations of one renewal) share their save path anyway. The save itself
// already succeeded, so a failure here is logged and the old item stays.
func (s *SavedItems) swapInsurance(ctx context.Context, req SavedItemsRequest, p payables.Payable, savePath string) []string {
	replaced := []string{}
	if p.UniqueID == "" || !hasInsurance(p) {
		return replaced
	}
	items, err := s.Items.List(ctx, req.UserID, req.Client, req.Site)
	if err != nil {
		s.logger().WarnContext(ctx, "saved items not swapped", "savePath", savePath, "err", err)
		return replaced
	}
	var others []string
	for _, it := range items {
		if other := mythings.CanonicalSavePath(it.SavePath); other != savePath {
			others = append(others, other)
		}
	}
	if len(others) == 0 {
		return replaced
	}
	found, err := s.resolve(ctx, others, req.Lang)
	if err != nil {
		s.logger().WarnContext(ctx, "saved items not swapped", "savePath", savePath, "err", err)
		return replaced
	}
	for _, other := range others {
		if q, ok := found[other]; !ok || q.UniqueID != p.UniqueID || !hasInsurance(q) {
			continue
		}
		if err := s.Items.Remove(ctx, req.UserID, req.Client, req.Site, other); err != nil {
			s.logger().WarnContext(ctx, "replaced saved item not removed", "savePath", other, "err", err)
			continue
		}
		replaced = append(replaced, viewPath(other))
	}
	return replaced
}
