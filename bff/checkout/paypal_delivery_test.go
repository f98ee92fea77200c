package checkout

import (
	"context"
	"encoding/json"
	"testing"

	"github.com/payhub/payhub/bff"
	"github.com/payhub/payhub/bff/screen/screentest"
	"github.com/payhub/payhub/bff/upstream/cart"
	"github.com/payhub/payhub/bff/upstream/siteconfig"
)

// fakePayPalCarts is a PayPalCarts made of function fields.
type fakePayPalCarts struct {
	create func(ctx context.Context, client, site, cartID string, req cart.CreatePayPalOrderRequest, lang bff.Language) (cart.CreatePayPalOrderResponse, error)
}

var _ PayPalCarts = fakePayPalCarts{}

func (f fakePayPalCarts) CreatePayPalOrder(ctx context.Context, client, site, cartID string, req cart.CreatePayPalOrderRequest, lang bff.Language) (cart.CreatePayPalOrderResponse, error) {
	return f.create(ctx, client, site, cartID, req, lang)
}

func (f fakePayPalCarts) CapturePayPalOrder(context.Context, string, string, string, cart.CapturePayPalOrderRequest, string, bff.Language) (cart.CheckOutResponse, error) {
	panic("not expected")
}

// paypalOrderPayload creates a PayPal order for the cart c and returns the
// payload the cart service received, as JSON.
func paypalOrderPayload(t *testing.T, c cart.Cart) map[string]any {
	t.Helper()
	c.Items[0].Payable.AllowedTenderTypes = []string{"card", "paypal"}
	var sent cart.CreatePayPalOrderRequest
	cfg := screentest.Config{SiteFunc: func(context.Context, string, string) (siteconfig.Site, error) {
		return siteconfig.Site{Client: "sunshine", Site: "demo", PaymentMethods: []string{"card", "paypal"}}, nil
	}}
	carts := fakeCarts{get: func(context.Context, string, string, string) (cart.Cart, error) { return c, nil }}
	w := &Wallets{Checkout: &Checkout{Config: cfg, Carts: carts, WalletOrigin: "http://wallet.test"},
		PayPal: fakePayPalCarts{create: func(_ context.Context, _, _, _ string, req cart.CreatePayPalOrderRequest, _ bff.Language) (cart.CreatePayPalOrderResponse, error) {
			sent = req
			return cart.CreatePayPalOrderResponse{OrderID: "ord_1"}, nil
		}}}
	in := PayPalInput{Brand: "paypal", ReturnURL: "http://portal.test/sunshine/demo/checkout",
		ExtraFields: ExtraFieldsInput{Email: "ana@example.com", Phone: "407-555-0100"},
		Expected:    ExpectedInput{Subtotal: "45.60", Fee: "1.07"}}
	if _, err := w.CreatePayPalOrder(t.Context(), guest, in, bff.English); err != nil {
		t.Fatalf("CreatePayPalOrder: %v", err)
	}
	b, err := json.Marshal(sent)
	if err != nil {
		t.Fatal(err)
	}
	var out map[string]any
	if err := json.Unmarshal(b, &out); err != nil {
		t.Fatal(err)
	}
	return out
}

// TestCreatePayPalOrder_PAYPAL01_payloadCarriesFeeBrandDeliveryAndBilling proves PAYPAL-01.
func TestCreatePayPalOrder_PAYPAL01_payloadCarriesFeeBrandDeliveryAndBilling(t *testing.T) {
	addr, _ := json.Marshal(bff.Address{Name: "Ana Diaz", Address1: "12 Palm Way", Address2: "Apt 4", City: "Sunshine",
		State: "FL", PostalCode: "32801", Country: "US"})
	mailed := renewalCart(false, map[string]string{cart.MetaDeliveryMethod: cart.MethodCodeMail,
		cart.MetaDeliveryAddress: string(addr), cart.MetaDeliveryConfirmed: "true"})
	got := paypalOrderPayload(t, mailed)

	if got["fee_amount"] != "1.07" || got["paypal_brand"] != "paypal" {
		t.Errorf("fee_amount %v, paypal_brand %v, want 1.07 and paypal", got["fee_amount"], got["paypal_brand"])
	}
	wantDelivery := map[string]any{"name": "Ana Diaz", "address": "12 Palm Way Apt 4", "city": "Sunshine",
		"state": "FL", "zip": "32801", "country": "US"}
	delivery, _ := got["delivery"].(map[string]any)
	if len(delivery) != len(wantDelivery) {
		t.Errorf("delivery %v, want %v", delivery, wantDelivery)
	}
	for k, v := range wantDelivery {
		if delivery[k] != v {
			t.Errorf("delivery.%s = %v, want %v", k, delivery[k], v)
		}
	}
	billing, _ := got["billing"].(map[string]any)
	if billing["email"] != "ana@example.com" || billing["phone"] != "407-555-0100" {
		t.Errorf("billing %v, want the payer's phone and email", billing)
	}

	// Nothing is mailed for a pick-up: the order carries no delivery.
	pickup := renewalCart(false, map[string]string{cart.MetaDeliveryMethod: cart.MethodCodePickUp,
		cart.MetaPickupLocationID: "downtown", cart.MetaPickupPersonName: "Ana Diaz"})
	if got := paypalOrderPayload(t, pickup); got["delivery"] != nil {
		t.Errorf("pick-up order delivery %v, want none", got["delivery"])
	}
}
