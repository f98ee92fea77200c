package wallet

import (
	"context"
	"testing"

	"github.com/payhub/payhub/bff"
	"github.com/payhub/payhub/bff/upstream/siteconfig"
)

// fakeConfig is a site configuration of one site per "client/site".
type fakeConfig map[string]siteconfig.Site

func (f fakeConfig) Site(_ context.Context, client, site string) (siteconfig.Site, error) {
	if st, ok := f[client+"/"+site]; ok {
		return st, nil
	}
	return siteconfig.Site{}, bff.Errorf(bff.CodeNotFound, "No such site.")
}

func TestPayPalSetup_WAL14_theApprovalPageNamesTheClientAsTheSiteConfigurationDoes(t *testing.T) {
	f := newFake("sub-1")
	cfg := fakeConfig{"sunshine/demo": {Client: "sunshine", Site: "demo", PayHub: siteconfig.PayHub{ClientTitle: "Sunshine County"}}}
	w := &Wallet{Service: f, Config: cfg}
	if _, err := w.PayPalSetup(context.Background(), Request{Client: "sunshine", Site: "demo", UserID: "sub-1"}, "http://p.test/back"); err != nil {
		t.Fatal(err)
	}
	if got := f.setups[0].ClientDisplayName; got != "Sunshine County" {
		t.Errorf("client display name = %q, want the configured title", got)
	}
	_, err := w.PayPalSetup(context.Background(), Request{Client: "acme-bank-security-team", Site: "demo", UserID: "sub-1"}, "http://p.test/back")
	if bff.ErrorCode(err) != bff.CodeNotFound || len(f.setups) != 1 {
		t.Errorf("an unknown client: %v, %d setups, want not found and none", err, len(f.setups))
	}
}
