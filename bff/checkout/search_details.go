package checkout

import (
	"context"
	"encoding/base64"
	"strings"

	"github.com/payhub/payhub/bff"
	"github.com/payhub/payhub/bff/upstream/payables"
	"github.com/payhub/payhub/bff/upstream/siteconfig"
)

// PayableReader reads one payable by its path (the payables service's
// GET /v0/{path}).
type PayableReader interface {
	Get(ctx context.Context, path string, lang bff.Language) (payables.Payable, error)
}

// DetailsRequest asks for the payable of an index-search source's details
// route: the source route, then the payable's path encoded by
// EncodePayablePath, then any slugs, which name nothing here (SRCH-04).
type DetailsRequest struct {
	Guest
	PageRoute string
	Encoded   string
	Lang      bff.Language
	// Resident is the signed-in resident's id, "" for a guest: the remote
	// user of the payable's conversion (convert.go).
	Resident string
}

// DetailsResult is the details page: the source and its one payable.
type DetailsResult struct {
	Source  siteconfig.Source `json:"source"`
	Payable PayableView       `json:"payable"`
}

// EncodePayablePath writes a payable path as one URL segment: base64url
// without padding, so that its slashes never split the route.
func EncodePayablePath(path string) string {
	return base64.RawURLEncoding.EncodeToString([]byte(path))
}

// PayableDetails answers an index-search source's details route (SRCH-04).
// Only an index-search source using the external tax system has one; when
// that system has no client id configured, a warning is logged and the
// route is not found (SRCH-05). A path that does not decode, or names a
// payable of another site, is not found either, and nothing is read.
func (s *Checkout) PayableDetails(ctx context.Context, req DetailsRequest) (DetailsResult, error) {
	src, err := s.sourceOf(ctx, req.Client, req.Site, req.PageRoute)
	if err != nil {
		return DetailsResult{}, err
	}
	if src.SearchType != siteconfig.SearchIndexSearch || src.TaxSystem == nil || s.Details == nil {
		return DetailsResult{}, bff.Errorf(bff.CodeNotFound, "This page has no details route.")
	}
	if strings.TrimSpace(src.TaxSystem.ClientID) == "" {
		if s.Logger != nil {
			s.Logger.WarnContext(ctx, "index-search details route without a tax-system client id",
				"client", req.Client, "site", req.Site, "source", src.ID)
		}
		return DetailsResult{}, bff.Errorf(bff.CodeNotFound, "This page has no details route.")
	}
	raw, err := base64.RawURLEncoding.DecodeString(req.Encoded)
	path := string(raw)
	if err != nil || !strings.HasPrefix(path, req.Client+"/"+req.Site+"/") {
		return DetailsResult{}, bff.Errorf(bff.CodeNotFound, "There is no such payable on this site.")
	}
	p, err := s.detailsPayable(ctx, req, path)
	if err != nil {
		return DetailsResult{}, err
	}
	if p.Client != req.Client || p.Site != req.Site || p.Adaptor != src.Adaptor {
		return DetailsResult{}, bff.Errorf(bff.CodeNotFound, "There is no such payable on this site.")
	}
	inCart := false
	if req.CartID != "" {
		if c, err := s.Carts.Get(ctx, req.Client, req.Site, req.CartID); err == nil {
			inCart = cartPaths(c)[p.Path]
		}
	}
	return DetailsResult{Source: pageSource(req.Client, req.Site, src), Payable: PayableViewOf(p, src.DepartmentDisplayName.In(req.Lang), inCart)}, nil
}
