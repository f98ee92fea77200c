package checkout

import (
	"context"
	"net/http"
	"net/http/httptest"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/payhub/payhub/bff"
	"github.com/payhub/payhub/bff/screen"
	"github.com/payhub/payhub/bff/upstream"
	"github.com/payhub/payhub/bff/upstream/cart"
	"github.com/payhub/payhub/bff/upstream/payables"
)

// plainCart answers a cart read with a cart that needs no delivery.
func plainCart(_ context.Context, _, _, id string) (cart.Cart, error) { return oneItemCart(id), nil }

// renewal is a 12-month vehicle renewal; military makes its payer a
// Florida resident stationed outside Florida (mail only).
func renewal(military bool) payables.Payable {
	methods, status := []any{"shipping", "pick_up"}, "none"
	if military {
		methods, status = []any{"shipping"}, bff.MilitaryOutsideFlorida
	}
	return payables.Payable{
		Path: "sunshine/demo/vehicle_renewal/ABC1234", Adaptor: payables.AdaptorVehicleRenewal,
		DisplayName: "Vehicle Registration Renewal - ABC1234", Amount: "45.60", RequiresShipping: true,
		PaymentChoices: []payables.PaymentChoice{
			{Path: "sunshine/demo/vehicle_renewal/ABC1234", DisplayName: "12 months", Amount: "45.60"},
			{Path: "sunshine/demo/vehicle_renewal/ABC1234/24", DisplayName: "24 months", Amount: "91.20"},
		},
		CustomParameters: map[string]any{
			"renewal_duration_months": 12, "delivery_methods": methods, "reminders_enabled": true,
			"insurance": map[string]any{"military_status": status},
			"fees":      map[string]any{"annual": map[string]any{"months": 12, "mail_fee": "2.00", "pick_up": "0.00"}},
			"donation": map[string]any{"eligible": true, "suggested_amounts": []any{"1.00", "5.00", "10.00"}, "minimum_amount": "1.00",
				"charities": []any{map[string]any{"id": "parks", "name": "Parks", "path": "sunshine/demo/donations/parks"}}},
		},
	}
}

func renewalCart(military bool, meta map[string]string) cart.Cart {
	p := renewal(military)
	return cart.Cart{ID: "c1", Subtotal: "45.60", Count: 1, NeedsDelivery: true, Metadata: meta,
		Items: []cart.Item{{ID: "i1", Path: p.Path, Payable: p, Amount: "45.60", Quantity: 1}}}
}

func offices() []payables.Office {
	return []payables.Office{{LocationID: "downtown", Description: "Downtown", Location: "200 Government Center Blvd",
		Availability: []payables.Availability{{Date: "2026-05-04", Open: true}}}}
}

type fakeOffices func(ctx context.Context, client string, lang bff.Language) ([]payables.Office, error)

var _ Offices = fakeOffices(nil)

func (f fakeOffices) Offices(ctx context.Context, client string, lang bff.Language) ([]payables.Office, error) {
	return f(ctx, client, lang)
}

func someOffices(context.Context, string, bff.Language) ([]payables.Office, error) {
	return offices(), nil
}

// deliverySection loads the checkout screen of c and returns its delivery section.
func deliverySection(t *testing.T, c cart.Cart, o Offices, timeout time.Duration) DeliveryView {
	t.Helper()
	s := newCheckout(checkoutConfig("card", "bank"), checkoutCarts(c))
	s.Offices, s.OfficeTimeout = o, timeout
	scr, _, err := s.CheckoutScreen(context.Background(), checkoutReq("c1"))
	if err != nil {
		t.Fatal(err)
	}
	sec := scr.Sections["delivery"]
	if sec.Status != screen.StatusOK {
		t.Fatalf("delivery section %+v", sec)
	}
	return sec.Data.(DeliveryView)
}

func TestDeliverySection_DLV01_DLV14_renewalOffersMailAndPickUpWithNoDefault(t *testing.T) {
	v := deliverySection(t, renewalCart(false, nil), fakeOffices(someOffices), 0)
	if !v.Required || !slices.Equal(v.Options, []string{"shipping", "pick_up"}) || v.Default != "none" {
		t.Fatalf("required %v options %v default %q, want mail and pick-up, default none (pick-up is free)", v.Required, v.Options, v.Default)
	}
	if len(v.Offices) != 1 || v.Offices[0].LocationID != "downtown" || v.OfficesError != nil {
		t.Errorf("offices %+v error %+v", v.Offices, v.OfficesError)
	}
	if !v.Reminders || v.AddressChange || v.Country != "US" || len(v.States) != 59 || v.Saved != nil {
		t.Errorf("reminders %v addressChange %v country %q states %d saved %+v", v.Reminders, v.AddressChange, v.Country, len(v.States), v.Saved)
	}
	if len(v.Renewals) != 1 || len(v.Renewals[0].Choices) != 2 || v.Donation == nil || len(v.Donation.Charities) != 1 ||
		v.Donation.MinimumAmount != "1.00" || v.Donation.Current != nil {
		t.Errorf("renewals %+v donation %+v", v.Renewals, v.Donation)
	}
}

func TestDeliverySection_DLV12_DLV20_militaryRenewalIsMailedOnly(t *testing.T) {
	v := deliverySection(t, renewalCart(true, nil), fakeOffices(someOffices), 0)
	if !slices.Equal(v.Options, []string{"shipping"}) || v.Default != "shipping" || !v.AddressChange {
		t.Fatalf("options %v default %q addressChange %v, want mail only, by default, with an address change", v.Options, v.Default, v.AddressChange)
	}
}

func TestDeliverySection_aCartWithoutRenewalsNeedsNoDelivery(t *testing.T) {
	v := deliverySection(t, oneItemCart("c1"), fakeOffices(someOffices), 0)
	if v.Required || v.Options != nil || v.Donation != nil {
		t.Fatalf("view %+v, want only required false", v)
	}
}

// officeServer is a payables service whose lookup runs answer.
func officeClient(t *testing.T, answer http.HandlerFunc) *payables.Client {
	t.Helper()
	ts := httptest.NewServer(answer)
	t.Cleanup(ts.Close)
	pool := upstream.NewPool(upstream.Options{MaxRetries: -1})
	return payables.NewClient(pool.Client("payables", ts.URL))
}

func TestDeliverySection_ERR15_aSlowOfficeLookupTimesOut(t *testing.T) {
	slow := officeClient(t, func(w http.ResponseWriter, r *http.Request) {
		select { // far past the test's budget, but ends with the request
		case <-r.Context().Done():
		case <-time.After(10 * time.Second):
		}
	})
	v := deliverySection(t, renewalCart(false, nil), slow, 100*time.Millisecond)
	e := v.OfficesError
	if e == nil || e.Code != bff.CodeTimeout || !strings.Contains(e.DisplayMessage, "tardó demasiado") {
		t.Fatalf("offices error %+v, want a timed-out message in Spanish", e)
	}
	if !v.Required || len(v.Offices) != 0 {
		t.Errorf("the section still offers delivery without offices: %+v", v)
	}
}

func TestDeliverySection_ERR16_aFailedOfficeLookupIsACommunicationError(t *testing.T) {
	broken := officeClient(t, func(w http.ResponseWriter, r *http.Request) {
		http.Error(w, `{"error":{"code":"internal","message":"boom"}}`, http.StatusInternalServerError)
	})
	v := deliverySection(t, renewalCart(false, nil), broken, 0)
	if e := v.OfficesError; e == nil || e.Code != bff.CodeUnavailable || !strings.Contains(e.DisplayMessage, "No pudimos obtener") {
		t.Fatalf("offices error %+v, want a communication error", e)
	}
}

func TestDeliverySection_officeLookupRunsBesideTheCart(t *testing.T) {
	started := make(chan struct{})
	carts := checkoutCarts(renewalCart(false, nil))
	carts.vivify = func(ctx context.Context, _, _ string, _ cart.VivifyRequest) (cart.Cart, error) {
		select { // the cart answers only once the lookup has begun
		case <-started:
		case <-ctx.Done():
			return cart.Cart{}, ctx.Err()
		}
		return renewalCart(false, nil), nil
	}
	s := newCheckout(checkoutConfig("card"), carts)
	s.Offices = fakeOffices(func(context.Context, string, bff.Language) ([]payables.Office, error) {
		close(started)
		return offices(), nil
	})
	ctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
	defer cancel()
	scr, _, err := s.CheckoutScreen(ctx, checkoutReq("c1"))
	if err != nil || !scr.Complete {
		t.Fatalf("err %v incomplete %v", err, scr.Incomplete)
	}
}
