package checkout

import (
	"testing"

	"github.com/payhub/payhub/bff"
)

// ROLE-34: a resident's or a guest's details route converts the payable
// with no admin user: the header is for staff alone.
func TestDetailsPayable_ROLE34_noAdminUserForResidentsOrGuests(t *testing.T) {
	conv := &fakeConverter{}
	s := &Checkout{Converter: conv, Details: failingReader{t}}
	for _, resident := range []string{"user-1", ""} {
		req := DetailsRequest{Guest: Guest{Client: "sunshine", Site: "types", UserID: "anon-1"}, Resident: resident, Lang: bff.English}
		if _, err := s.detailsPayable(t.Context(), req, "sunshine/types/tax_index/2026/O001"); err != nil {
			t.Fatal(err)
		}
	}
	for _, as := range conv.as {
		if as.AdminUser != "" {
			t.Errorf("converted as %+v, want no admin user", as)
		}
	}
}
