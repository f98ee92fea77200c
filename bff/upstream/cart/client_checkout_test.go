package cart_test

import (
	"io"
	"net/http"
	"strings"
	"testing"

	"github.com/payhub/payhub/bff"
	"github.com/payhub/payhub/bff/upstream/cart"
	"github.com/payhub/payhub/sandbox"
	"github.com/payhub/payhub/sandbox/processor"
)

func TestClient_CHK01_guestChecksOutOnceAndGetsAReceiptAndAnEmail(t *testing.T) {
	f := newFixture(t, 0)
	ctx := t.Context()
	c := f.newCart(t)
	c, err := f.carts.AddItems(ctx, "sunshine", "demo", c.ID, []cart.AddItem{{Path: pathR100001}}, bff.English)
	if err != nil {
		t.Fatal(err)
	}
	req := cart.CheckOutRequest{Type: "card", Amount: c.Subtotal, FeeAmount: "29.01", Token: "tndr_visa",
		LastDigits: "4242", CardBrand: processor.Visa, Billing: cart.Billing{Name: "Pat Payer", Email: "pat@example.com"}}
	resp, err := f.carts.CheckOut(ctx, "sunshine", "demo", c.ID, req, "key-1", bff.English)
	if err != nil || resp.ConfirmationNumber == "" || resp.Total != "1263.57" ||
		resp.Tender == nil || *resp.Tender != (cart.PaidTender{Type: "card", CardBrand: processor.Visa, LastDigits: "4242"}) {
		t.Fatalf("CheckOut = %+v, %v; want it paid by the Visa ending in 4242", resp, err)
	}
	again, err := f.carts.CheckOut(ctx, "sunshine", "demo", c.ID, req, "key-2", bff.English)
	if err != nil || again.ConfirmationNumber != resp.ConfirmationNumber || f.charger.calls.Load() != 1 {
		t.Errorf("second CheckOut = %+v, %v, %d charges; want the first answer and one charge", again, err, f.charger.calls.Load())
	}
	f.mu.Lock()
	keys := append([]string(nil), f.keys...)
	f.mu.Unlock()
	if len(keys) != 2 || keys[0] != "key-1" || keys[1] != "key-2" {
		t.Errorf("Idempotency-Key headers = %v, want key-1 then key-2", keys)
	}
	rc, err := f.history.Receipt(ctx, resp.ReceiptID)
	if err != nil || rc.ConfirmationNumber != resp.ConfirmationNumber || rc.Base != "1234.56" || rc.Fee != "29.01" ||
		rc.Total != "1263.57" || rc.Tender.Type != "card" || rc.Tender.CardBrand != processor.Visa ||
		rc.Tender.LastDigits != "4242" || rc.Payer.Email != "pat@example.com" || rc.UserID != "anon-1" ||
		rc.CartID != c.ID || rc.ItemCount != 1 || len(rc.Transactions) != 1 || rc.Transactions[0].Items[0].Path != pathR100001 {
		t.Fatalf("receipt = %+v, %v", rc, err)
	}
	msgs, err := f.srv.DB().Outbox().List(ctx, "pat@example.com", 10)
	if err != nil || len(msgs) != 1 || msgs[0].Subject != "Your payment receipt" {
		t.Fatalf("outbox = %+v, %v; want one receipt e-mail", msgs, err)
	}
	for _, want := range []string{resp.ConfirmationNumber, "$1,263.57", "2026 Property Tax - 123 Main St"} {
		if !strings.Contains(msgs[0].Text, want) {
			t.Errorf("e-mail text lacks %q:\n%s", want, msgs[0].Text)
		}
	}
	page := get(t, f.url+sandbox.PathOutbox)
	if !strings.Contains(page, "<title>Sandbox outbox</title>") || !strings.Contains(page, resp.ConfirmationNumber) {
		t.Errorf("GET /outbox does not show the receipt e-mail")
	}
	if list := get(t, f.url+sandbox.PathOutbox+".json?to=pat@example.com"); !strings.Contains(list, resp.ConfirmationNumber) {
		t.Errorf("GET /outbox.json does not list the receipt e-mail: %s", list)
	}
	next, err := f.carts.Vivify(ctx, "sunshine", "demo", cart.VivifyRequest{CartID: c.ID, UserID: "anon-1", Create: true})
	if err != nil || next.ID == c.ID {
		t.Errorf("Vivify after check-out = %s, %v; want a new cart (CHK-18)", next.ID, err)
	}
}

func TestClient_declinedCheckOutCarriesTheOutcomeAndTheMessageInTheLanguage(t *testing.T) {
	f := newFixture(t, 0)
	ctx := t.Context()
	c := f.newCart(t)
	c, err := f.carts.AddItems(ctx, "sunshine", "demo", c.ID, []cart.AddItem{{Path: pathWater}}, bff.English)
	if err != nil {
		t.Fatal(err)
	}
	req := cart.CheckOutRequest{Type: "card", Amount: "76.25", FeeAmount: "1.79", Token: "tndr_nofunds"}
	_, err = f.carts.CheckOut(ctx, "sunshine", "demo", c.ID, req, "key-1", bff.Spanish)
	outcome, declined := cart.DeclineOutcome(err)
	if !declined || outcome != processor.InsufficientFunds || cart.ServiceCode(err) != cart.ErrPaymentDeclined ||
		bff.ErrorDisplayMessage(err) != "Su tarjeta no tiene fondos suficientes. Use otra tarjeta u otra forma de pago." {
		t.Fatalf("CheckOut = %v (outcome %q, display %q), want a Spanish insufficient-funds decline",
			err, outcome, bff.ErrorDisplayMessage(err))
	}
	_, err = f.carts.CheckOut(ctx, "sunshine", "demo", c.ID, cart.CheckOutRequest{Type: "card", Amount: "70.00",
		FeeAmount: "1.79", Token: "tndr_visa"}, "key-2", bff.English)
	if cart.ServiceCode(err) != cart.ErrAmountMismatch || bff.ErrorCode(err) != bff.CodeConflict {
		t.Errorf("CheckOut with a stale amount = %v, want conflict amount_mismatch", err)
	}
	req.Token = "tndr_visa"
	if _, err := f.carts.CheckOut(ctx, "sunshine", "demo", c.ID, req, "key-3", bff.English); err != nil {
		t.Fatalf("retry with another card: %v", err)
	}
}

// get returns the body of GET url.
func get(t *testing.T, url string) string {
	t.Helper()
	req, err := http.NewRequestWithContext(t.Context(), http.MethodGet, url, nil)
	if err != nil {
		t.Fatal(err)
	}
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	b, err := io.ReadAll(resp.Body)
	if err != nil || resp.StatusCode != http.StatusOK {
		t.Fatalf("GET %s: %d %v", url, resp.StatusCode, err)
	}
	return string(b)
}
