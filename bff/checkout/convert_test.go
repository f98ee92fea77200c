package checkout

import (
	"context"
	"testing"

	"github.com/payhub/payhub/bff"
	"github.com/payhub/payhub/bff/upstream/payables"
)

// fakeConverter records its calls and answers the payable at path.
type fakeConverter struct {
	paths []string
	as    []payables.ConvertAs
	sent  []payables.Payable
	langs []bff.Language
}

func (f *fakeConverter) Convert(ctx context.Context, path string, p payables.Payable, as payables.ConvertAs, lang bff.Language) (payables.Payable, error) {
	f.paths, f.as, f.sent, f.langs = append(f.paths, path), append(f.as, as), append(f.sent, p), append(f.langs, lang)
	return payables.Payable{Path: path, Amount: "1.00", IsPayable: true}, nil
}

// failingReader fails the test when the details route reads by path
// although a Converter is configured.
type failingReader struct{ t *testing.T }

func (r failingReader) Get(ctx context.Context, path string, lang bff.Language) (payables.Payable, error) {
	r.t.Errorf("Get(%s) called, want the payable converted", path)
	return payables.Payable{}, bff.Errorf(bff.CodeNotFound, "no")
}

// TestDetailsPayable_API92_theDetailsRouteConvertsTheHandedOverPayable
// proves that the details route's payable is converted (POST
// /v0/{path}/convert) rather than read, sending the payable handed over as
// query 0, in the request's language, naming the signed-in resident as the
// remote user and no one for a guest; and that without a Converter the
// payable is read by its path.
func TestDetailsPayable_API92_theDetailsRouteConvertsTheHandedOverPayable(t *testing.T) {
	conv := &fakeConverter{}
	s := &Checkout{Converter: conv, Details: failingReader{t}}
	const path = "sunshine/types/tax_index/2026/O001"
	for _, resident := range []string{"user-1", ""} {
		req := DetailsRequest{Guest: Guest{Client: "sunshine", Site: "types", UserID: "anon-1"}, Resident: resident, Lang: bff.Spanish}
		if p, err := s.detailsPayable(t.Context(), req, path); err != nil || p.Path != path {
			t.Fatalf("detailsPayable = %+v, %v", p, err)
		}
	}
	if len(conv.paths) != 2 || conv.paths[0] != path || conv.sent[0].Path != path || conv.langs[0] != bff.Spanish {
		t.Errorf("converted %v with %+v in %v, want %s itself in Spanish", conv.paths, conv.sent, conv.langs, path)
	}
	if conv.as[0].RemoteUser != "user-1" || conv.as[1].RemoteUser != "" || conv.as[0].Bearer != "" {
		t.Errorf("as %+v, want the resident as remote user, none for a guest (never the guest's session id)", conv.as)
	}
	read := &Checkout{Details: pathReader{}}
	if p, err := read.detailsPayable(t.Context(), DetailsRequest{}, path); err != nil || p.Path != path {
		t.Errorf("without a Converter = %+v, %v; want the payable read", p, err)
	}
}

// pathReader answers the payable at any path it is asked for.
type pathReader struct{}

func (pathReader) Get(ctx context.Context, path string, lang bff.Language) (payables.Payable, error) {
	return payables.Payable{Path: path}, nil
}
