package checkout

import (
	"bytes"
	"context"
	"log/slog"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/payhub/payhub/bff/upstream/cart"
	"github.com/payhub/payhub/bff/upstream/payables"
)

func restrictedItem(name string, allowed []string, disabled ...payables.DisabledTenderType) cart.Item {
	p := payables.Payable{DisplayName: name, AllowedTenderTypes: allowed}
	if len(disabled) > 0 {
		p.PaymentRestrictions = &payables.PaymentRestrictions{DisabledTenderTypes: disabled}
	}
	return cart.Item{Payable: p}
}

func TestRestrictTenders_TENDER08(t *testing.T) {
	now := time.Date(2026, 5, 1, 12, 0, 0, 0, time.UTC)
	both := []string{TenderCard, TenderBank}
	for _, tc := range []struct {
		name        string
		items       []cart.Item
		wantAllowed []string
		wantAlerts  []LimitAlert
		noMethods   bool
	}{
		{
			name:        "payables allowing every method raise no alert",
			items:       []cart.Item{restrictedItem("Water", nil), restrictedItem("Tax", both)},
			wantAllowed: both,
		},
		{
			name:        "a bank-only payable leaves bank and names the payable and the method",
			items:       []cart.Item{restrictedItem("Water", nil), restrictedItem("Food truck", []string{TenderBank})},
			wantAllowed: []string{TenderBank},
			wantAlerts:  []LimitAlert{{Level: AlertWarning, Key: AlertTenderRestricted, Types: []string{TenderBank}, Payables: []string{"Food truck"}}},
		},
		{
			name: "a disabled tender type restricts until its effective_until",
			items: []cart.Item{
				restrictedItem("Permit", nil, payables.DisabledTenderType{Type: TenderCard, EffectiveUntil: "2026-06-01T00:00:00Z"}),
				restrictedItem("Parking", nil, payables.DisabledTenderType{Type: TenderBank, EffectiveUntil: "2026-04-01T00:00:00Z"}),
			},
			wantAllowed: []string{TenderBank},
			wantAlerts:  []LimitAlert{{Level: AlertWarning, Key: AlertTenderRestricted, Types: []string{TenderBank}, Payables: []string{"Permit"}}},
		},
		{
			// PAY-13: a date-only effective_until holds through that day (UTC), and
			// a restriction's type counts whatever its case.
			name: "PAY-13: a capitalised type restricts until the end of its date-only day",
			items: []cart.Item{
				restrictedItem("Permit", nil, payables.DisabledTenderType{Type: "CARD", EffectiveUntil: "2026-05-01"}),
				restrictedItem("Parking", nil, payables.DisabledTenderType{Type: "Bank", EffectiveUntil: "2026-04-30"}),
			},
			wantAllowed: []string{TenderBank},
			wantAlerts:  []LimitAlert{{Level: AlertWarning, Key: AlertTenderRestricted, Types: []string{TenderBank}, Payables: []string{"Permit"}}},
		},
		{
			name:        "ERR-07: payables with no common method leave none, in danger, naming the cart",
			items:       []cart.Item{restrictedItem("Card only", []string{TenderCard}), restrictedItem("Bank only", []string{TenderBank})},
			wantAllowed: []string{},
			wantAlerts: []LimitAlert{
				{Level: AlertDanger, Key: AlertTenderRestricted, Types: []string{TenderCard}, Payables: []string{"Card only"}},
				{Level: AlertDanger, Key: AlertTenderRestricted, Types: []string{TenderBank}, Payables: []string{"Bank only"}},
				{Level: AlertDanger, Key: AlertNoMethods, Types: []string{}, Reference: "9876"},
			},
			noMethods: true,
		},
		{
			name:        "ERR-07: a payable with no allowed method the site offers leaves none",
			items:       []cart.Item{restrictedItem("Cash only", []string{"cash"})},
			wantAllowed: []string{},
			wantAlerts: []LimitAlert{
				{Level: AlertDanger, Key: AlertTenderRestricted, Types: []string{}, Payables: []string{"Cash only"}},
				{Level: AlertDanger, Key: AlertNoMethods, Types: []string{}, Reference: "9876"},
			},
			noMethods: true,
		},
	} {
		t.Run(tc.name, func(t *testing.T) {
			c := cart.Cart{ID: "cart_abc9876", Items: tc.items}
			v, noMethods := restrictTenders(both, c, TendersView{Allowed: slices.Clone(both)}, now)
			if !slices.Equal(v.Allowed, tc.wantAllowed) || noMethods != tc.noMethods {
				t.Errorf("allowed %v, noMethods %v; want %v, %v", v.Allowed, noMethods, tc.wantAllowed, tc.noMethods)
			}
			if len(v.Alerts) != len(tc.wantAlerts) {
				t.Fatalf("alerts %+v, want %+v", v.Alerts, tc.wantAlerts)
			}
			for i, a := range v.Alerts {
				w := tc.wantAlerts[i]
				if a.Level != w.Level || a.Key != w.Key || !slices.Equal(a.Types, w.Types) ||
					!slices.Equal(a.Payables, w.Payables) || a.Reference != w.Reference {
					t.Errorf("alert %d = %+v, want %+v", i, a, w)
				}
			}
		})
	}
}

func TestLogNoMethods_ERR07_warnsWithACode(t *testing.T) {
	var buf bytes.Buffer
	logNoMethods(context.Background(), slog.New(slog.NewTextHandler(&buf, nil)), cart.Cart{ID: "c1"})
	if line := buf.String(); !strings.Contains(line, "level=WARN") || !strings.Contains(line, "code="+LogCodeNoMethods) {
		t.Errorf("log line %q, want a warning with code %s", line, LogCodeNoMethods)
	}
}

func TestRestrictTenders_ERR27_theNoMethodsAlertNamesTheLastFourCharactersOnly(t *testing.T) {
	now := time.Date(2026, 5, 1, 12, 0, 0, 0, time.UTC)
	both := []string{TenderCard, TenderBank}
	items := []cart.Item{restrictedItem("Card only", []string{TenderCard}), restrictedItem("Bank only", []string{TenderBank})}
	for id, want := range map[string]string{
		"cart_abc9876":     "9876", // a long id is cut to its end
		"PH-20260501-0042": "0042",
		"4321":             "4321", // exactly four: all of it
		"c7":               "c7",   // shorter: all of it, never a panic
	} {
		v, noMethods := restrictTenders(both, cart.Cart{ID: id, Items: items}, TendersView{Allowed: slices.Clone(both)}, now)
		last := v.Alerts[len(v.Alerts)-1]
		if !noMethods || last.Key != AlertNoMethods || last.Reference != want {
			t.Errorf("id %q: no methods %v, last alert %+v; want %s naming %q", id, noMethods, last, AlertNoMethods, want)
		}
	}
}
