package checkout

import (
	"bytes"
	"context"
	"log/slog"
	"strings"
	"testing"
	"time"

	"github.com/payhub/payhub/bff/upstream/cart"
	"github.com/payhub/payhub/bff/upstream/payables"
	"github.com/payhub/payhub/bff/upstream/siteconfig"
)

// TestTenders_ERR102_noAllowedOrNoOverlappingMethodIsLoggedAndNoneOffered
// proves ERR-102 through the tenders section: a payable whose allowed
// methods do not overlap the site's, and one whose every method is turned
// off, are each logged and offered no method; a payable that shares a
// method with the site is offered it and nothing is logged.
func TestTenders_ERR102_noAllowedOrNoOverlappingMethodIsLoggedAndNoneOffered(t *testing.T) {
	now := time.Date(2026, 5, 1, 12, 0, 0, 0, time.UTC)
	site := siteconfig.Site{PaymentMethods: []string{TenderCard, TenderBank}}
	allowing := func(types ...string) payables.Payable {
		p := propertyTax()
		p.AllowedTenderTypes = types
		return p
	}
	allOff := propertyTax()
	allOff.PaymentRestrictions = &payables.PaymentRestrictions{DisabledTenderTypes: []payables.DisabledTenderType{
		{Type: TenderCard}, {Type: TenderBank}, {Type: TenderPayPal}}}
	cases := []struct {
		name    string
		site    siteconfig.Site
		payable payables.Payable
		logged  bool
	}{
		{"ERR-102: allowed methods none of which the site offers", site, allowing(TenderPayPal), true},
		{"ERR-102: a site that offers no method", siteconfig.Site{}, propertyTax(), true},
		{"ERR-102: every allowed method turned off", site, allOff, true},
		{"ERR-102: a shared method is offered and nothing logged", site, allowing(TenderBank, TenderPayPal), false},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			var logs bytes.Buffer
			s := &Checkout{Logger: slog.New(slog.NewTextHandler(&logs, nil)), PayablesNow: func() time.Time { return now }}
			c := cart.Cart{ID: "cart_0042", Client: "sunshine", Site: "demo",
				Items: []cart.Item{{ID: "i", Payable: tc.payable, Amount: tc.payable.Amount}}}
			v, err := s.tenders(context.Background(), tc.site, c)
			if err != nil {
				t.Fatal(err)
			}
			logged := strings.Contains(logs.String(), "code="+LogCodeNoMethods)
			if logged != tc.logged {
				t.Errorf("logged %v, want %v: %q", logged, tc.logged, logs.String())
			}
			if tc.logged && len(v.Allowed) != 0 {
				t.Errorf("offered %v, want none", v.Allowed)
			}
			if !tc.logged && (len(v.Allowed) != 1 || v.Allowed[0] != TenderBank) {
				t.Errorf("offered %v, want bank", v.Allowed)
			}
		})
	}
}

// PAY-13: a payable whose restriction names no tender type is logged at
// error level, and the restriction turns no method off.
func TestTenders_PAY13_aRestrictionWithoutATypeIsLoggedAsAnError(t *testing.T) {
	now := time.Date(2026, 5, 1, 12, 0, 0, 0, time.UTC)
	site := siteconfig.Site{PaymentMethods: []string{TenderCard, TenderBank}}
	p := propertyTax()
	p.PaymentRestrictions = &payables.PaymentRestrictions{DisabledTenderTypes: []payables.DisabledTenderType{{Type: " "}}}
	var logs bytes.Buffer
	s := &Checkout{Logger: slog.New(slog.NewTextHandler(&logs, nil)), PayablesNow: func() time.Time { return now }}
	c := cart.Cart{ID: "cart_0042", Client: "sunshine", Site: "demo", Items: []cart.Item{{ID: "i", Path: p.Path, Payable: p, Amount: p.Amount}}}
	v, err := s.tenders(context.Background(), site, c)
	if err != nil {
		t.Fatal(err)
	}
	if out := logs.String(); !strings.Contains(out, "level=ERROR") || !strings.Contains(out, "code="+LogCodeBrokenRestriction) {
		t.Errorf("logs %q, want an error tagged %s", out, LogCodeBrokenRestriction)
	}
	if len(v.Allowed) != 2 {
		t.Errorf("offered %v, want card and bank", v.Allowed)
	}
}
