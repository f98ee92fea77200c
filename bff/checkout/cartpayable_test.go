package checkout

import (
	"encoding/json"
	"net/http/httptest"
	"slices"
	"testing"
	"time"

	"github.com/payhub/payhub/bff"
	"github.com/payhub/payhub/bff/upstream"
	"github.com/payhub/payhub/bff/upstream/cart"
	"github.com/payhub/payhub/bff/upstream/payables"
	"github.com/payhub/payhub/sandbox"
)

// keysOf lists the keys of a JSON object.
func keysOf(t *testing.T, v any) []string {
	t.Helper()
	b, err := json.Marshal(v)
	if err != nil {
		t.Fatal(err)
	}
	var m map[string]any
	if err := json.Unmarshal(b, &m); err != nil {
		t.Fatal(err)
	}
	out := make([]string, 0, len(m))
	for k := range m {
		out = append(out, k)
	}
	slices.Sort(out)
	return out
}

func TestItemView_CART04_CART06_theCartItemAndItsPayableCarryTheSpecFields(t *testing.T) {
	srv, err := sandbox.New(t.Context(), sandbox.Options{Dir: t.TempDir()})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { srv.Close() })
	ts := httptest.NewServer(srv.Handler())
	t.Cleanup(ts.Close)
	pool := upstream.NewPool(upstream.Options{MaxRetries: -1})
	t.Cleanup(pool.Close)
	s := &Checkout{Carts: cart.NewClient(pool.Client("cart", ts.URL+sandbox.PrefixCart))}

	v, _, err := s.AddItems(t.Context(), Guest{Client: "sunshine", Site: "demo", UserID: "anon-1"},
		[]AddItemInput{{Path: "sunshine/demo/vehicle_renewal/ABC1234"}}, bff.English)
	if err != nil {
		t.Fatalf("AddItems: %v", err)
	}
	it := v.Items[0]
	wantItem := []string{"amount", "details", "enrollInAutopay", "id", "notFound", "path", "payable", "quantity", "userParameters"}
	if got := keysOf(t, it); !isSubset(wantItem, got) {
		t.Errorf("CART-04: item fields %v, want at least %v", got, wantItem)
	}
	wantPayable := []string{"adaptor", "allowedTenderTypes", "cartRestrictionLevel", "componentPaths", "configDisplayType",
		"customParameters", "disabledCardBrands", "displayName", "isQuantityModifiable", "isTenderRestricted",
		"isYearlyAutopayEligible", "itemCategory", "path", "raw", "requiresConfirmation", "requiresShipping",
		"savePath", "shouldDelayPayment", "uniqueId"}
	p := it.Payable
	p.CartRestrictionLevel = cart.RestrictAdaptor // omitted when empty; shown here to list it
	if got := keysOf(t, p); !isSubset(wantPayable, got) {
		t.Errorf("CART-06: payable fields %v, want at least %v", got, wantPayable)
	}
	if got := keysOf(t, p.Raw); !slices.Equal(got, []string{"adaptor", "cachesafe_search_pairs", "path"}) {
		t.Errorf("raw fields %v", got)
	}
	switch {
	case it.ID == "" || it.Quantity != 1 || it.Amount != "45.60" || it.Details.Amount != "45.60":
		t.Errorf("item %+v", it)
	case p.Path != "sunshine/demo/vehicle_renewal/ABC1234" || p.SavePath != p.Path || p.UniqueID != "vehicle_renewal-ABC1234":
		t.Errorf("payable path %q save %q unique %q", p.Path, p.SavePath, p.UniqueID)
	case p.ConfigDisplayType.Name != "vehicle_renewal" || p.Adaptor != "vehicle_renewal" || p.ItemCategory != "vehicle_renewal":
		t.Errorf("payable kind %+v", p)
	case !p.RequiresShipping || !p.IsYearlyAutopayEligible || p.ShouldDelayPayment:
		t.Errorf("payable flags shipping %v yearly %v delay %v", p.RequiresShipping, p.IsYearlyAutopayEligible, p.ShouldDelayPayment)
	case !slices.Equal(p.ComponentPaths, []string{"sunshine/demo/vehicle_renewal/ABC1234", "sunshine/demo/vehicle_renewal/ABC1234/24"}):
		t.Errorf("componentPaths %v", p.ComponentPaths)
	case p.Raw.CachesafeSearchPairs["license_plate"] != "ABC1234" || p.CustomParameters["address"] == nil:
		t.Errorf("raw %+v custom %v", p.Raw, p.CustomParameters)
	case !slices.Contains(p.AllowedTenderTypes, "card"):
		t.Errorf("allowedTenderTypes %v", p.AllowedTenderTypes)
	}
}

func TestItemView_CART04_updatedDetailsAutopayAndAgreementMapWhenSet(t *testing.T) {
	at := time.Date(2026, 5, 4, 12, 0, 0, 0, time.UTC)
	it := cart.Item{ID: "i1", Path: "p", Amount: "10.00", Quantity: 2, EnrollInAutopay: true,
		Payable:                   payables.Payable{Path: "p", DisplayName: "Water", Amount: "10.00"},
		UpdatedPayable:            &payables.Payable{Path: "p", DisplayName: "Water", Amount: "12.00", IsPayable: true},
		ScheduledPaymentAgreement: &cart.Agreement{Terms: "I agree to autopay.", Time: at},
	}
	v := itemView(it, nil)
	if v.UpdatedDetails == nil || v.UpdatedDetails.Amount != "12.00" || !v.EnrollInAutopay ||
		v.ScheduledPaymentAgreement == nil || v.ScheduledPaymentAgreement.Terms != "I agree to autopay." ||
		v.ScheduledPaymentAgreement.Time != "2026-05-04T12:00:00Z" {
		t.Fatalf("item %+v", v)
	}
	plain := itemView(cart.Item{ID: "i2", Payable: payables.Payable{Path: "q"}}, nil)
	if plain.UpdatedDetails != nil || plain.ScheduledPaymentAgreement != nil || plain.EnrollInAutopay {
		t.Fatalf("an unchanged item without autopay: %+v", plain)
	}
	if plain.Payable.CustomParameters == nil || plain.Payable.ComponentPaths == nil || plain.Payable.Raw.CachesafeSearchPairs == nil {
		t.Fatalf("empty collections are null: %+v", plain.Payable)
	}
}

func isSubset(want, got []string) bool {
	for _, w := range want {
		if !slices.Contains(got, w) {
			return false
		}
	}
	return true
}

func TestCartPayableView_SCHED37_beforeDueEligibilityFollowsTheScheduleConfiguration(t *testing.T) {
	beforeDue := func(amounts ...string) *payables.ScheduledPaymentsConfig {
		return &payables.ScheduledPaymentsConfig{AllowedTypes: payables.AllowedTypes{
			Recurring: payables.ScheduleAmounts{BeforeDue: amounts}}}
	}
	for _, tc := range []struct {
		name string
		cfg  *payables.ScheduledPaymentsConfig
		want bool
	}{
		{"recurring before due of the amount due", beforeDue(payables.AmountDue), true},
		{"recurring before due of a fixed amount only", beforeDue(payables.FixedAmount), false},
		{"one-time before due only", &payables.ScheduledPaymentsConfig{AllowedTypes: payables.AllowedTypes{
			OneTime: payables.ScheduleAmounts{BeforeDue: []string{payables.AmountDue}}}}, false},
		{"yearly on a date only", &payables.ScheduledPaymentsConfig{LimitToYearlyDate: "06-30", AllowedTypes: payables.AllowedTypes{
			Recurring: payables.ScheduleAmounts{YearlyOnDate: []string{payables.AmountDue}}}}, false},
		{"no schedule configuration", nil, false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			v := cartPayableView(payables.Payable{Path: "p", ScheduledPaymentsConfig: tc.cfg})
			if v.IsAutopayEligible != tc.want {
				t.Errorf("isAutopayEligible = %v, want %v", v.IsAutopayEligible, tc.want)
			}
		})
	}
}
