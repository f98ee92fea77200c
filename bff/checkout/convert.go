package checkout

import (
	"context"

	"github.com/payhub/payhub/bff"
	"github.com/payhub/payhub/bff/upstream/payables"
)

// Converter is what the details route needs of the payables service to
// turn the payable the external tax system hands over into its current
// form (POST /v0/{path}/convert, API-92).
type Converter interface {
	Convert(ctx context.Context, path string, p payables.Payable, as payables.ConvertAs, lang bff.Language) (payables.Payable, error)
}

// detailsPayable is the payable an index-search details route names
// (SRCH-04): the tax system's pages link to it with the payable encoded,
// and the payables service converts that payable into the form it holds
// now, in the resident's language, for the signed-in resident named as the
// remote user (none for a guest; no bearer: the BFF holds no credential of
// the resident's for the payables service). Without a Converter the
// payable is read by its path.
func (s *Checkout) detailsPayable(ctx context.Context, req DetailsRequest, path string) (payables.Payable, error) {
	if s.Converter == nil {
		return s.Details.Get(ctx, path, req.Lang)
	}
	return s.Converter.Convert(ctx, path, payables.Payable{Path: path}, payables.ConvertAs{RemoteUser: req.Resident}, req.Lang)
}
