package cart_test

import (
	"context"
	"net/http"
	"sync"
	"testing"

	wire "github.com/payhub/payhub/bff/upstream/cart"
	"github.com/payhub/payhub/bff/upstream/history"
	"github.com/payhub/payhub/sandbox/cart"
	"github.com/payhub/payhub/sandbox/processor"
)

// pathClosed is the seeded water bill whose utility refuses the payment at
// posting (contracts §6).
const pathClosed = "sunshine/demo/utilities/U-5009"

// chargeLog is a charger answering by token that remembers each amount.
type chargeLog struct {
	mu      sync.Mutex
	amounts []string
}

func (l *chargeLog) charger() *fakeCharger {
	return &fakeCharger{fn: func(ctx context.Context, c processor.Charge) (processor.Result, error) {
		l.mu.Lock()
		l.amounts = append(l.amounts, c.Amount)
		l.mu.Unlock()
		return byToken(ctx, c)
	}}
}

// TestCheckOut_HIST01_HIST03_aRefusedItemIsFailedOnTheReceiptAndNotCharged proves
// HIST-01 and HIST-03 in the sandbox: the utility refuses U-5009, so the
// card pays only the other items, and the receipt lists U-5009 as failed
// with the payer's message, in no total.
func TestCheckOut_HIST01_HIST03_aRefusedItemIsFailedOnTheReceiptAndNotCharged(t *testing.T) {
	for _, tc := range []struct{ lang, message, recipient string }{
		{"en", "The department did not accept this payment because the account is closed. You were not charged for this item.", "Utilities"},
		{"es", "El departamento no aceptó este pago porque la cuenta está cerrada. No se le cobró este artículo.", "Servicios Públicos"},
	} {
		t.Run(tc.lang, func(t *testing.T) {
			log := &chargeLog{}
			e := startWith(t, log.charger(), cart.DefaultTTL)
			c := e.mustAdd(e.newCart().ID, item(pathWater), item(pathClosed))
			if c.Subtotal != "94.65" {
				t.Fatalf("cart subtotal %s, want 94.65 (76.25 + 18.40)", c.Subtotal)
			}
			resp := e.mustCheckOut(c.ID, e.checkOutRequest(c, "card", tokVisa), "Accept-Language", tc.lang)
			only := e.mustAdd(e.newCart().ID, item(pathWater))
			want := e.fees(only.ID, "card").Fees["card"].Amount
			if resp.FeeTotal != want || len(log.amounts) != 1 || log.amounts[0] != resp.Total {
				t.Fatalf("answer %s with fee %s, charged %v; want the water bill's fee %s and one charge of the total",
					resp.Total, resp.FeeTotal, log.amounts, want)
			}
			r, err := e.db.History().Receipt(t.Context(), resp.ReceiptID)
			if err != nil {
				t.Fatal(err)
			}
			if r.Base != "76.25" || r.Total != resp.Total || r.ItemCount != 1 || len(r.Transactions) != 1 {
				t.Fatalf("receipt base %s total %s count %d in %d transactions, want 76.25, %s, 1 in 1",
					r.Base, r.Total, r.ItemCount, len(r.Transactions), resp.Total)
			}
			tr := r.Transactions[0]
			if tr.Number != c.ID+"-immediate" || tr.ResponseCode != "A1B2C3" || tr.BaseAmount != "76.25" || tr.ItemCount != 1 || len(tr.Items) != 2 {
				t.Fatalf("transaction %+v, want the immediate one, code A1B2C3, 76.25 for 1 item, 2 items listed", tr)
			}
			var paid, failed history.Item
			for _, it := range tr.Items {
				if it.Path == pathClosed {
					failed = it
				} else {
					paid = it
				}
			}
			if !failed.Failed || failed.UserErrorMessage != tc.message || failed.Amount != "18.40" {
				t.Errorf("refused item %+v, want failed with %q", failed, tc.message)
			}
			if paid.Failed || paid.UserErrorMessage != "" || paid.Recipient != tc.recipient || failed.Recipient != tc.recipient {
				t.Errorf("paid item %+v and failed recipient %q, want paid for %s", paid, failed.Recipient, tc.recipient)
			}
			if r.Payer.Name != "Pat Payer" || r.Payer.Email != "pat@example.com" {
				t.Errorf("payer %+v", r.Payer)
			}
		})
	}
}

// TestCheckOut_aCartOfOnlyRefusedItemsIsNotCharged: with nothing to post,
// nothing is charged and the cart stays open.
func TestCheckOut_aCartOfOnlyRefusedItemsIsNotCharged(t *testing.T) {
	e := start(t)
	c := e.mustAdd(e.newCart().ID, item(pathClosed))
	status, body := e.checkOut(c.ID, e.checkOutRequest(c, "card", tokVisa))
	got := e.wantError("refused cart", status, body, http.StatusUnprocessableEntity, wire.ErrNotPayable)
	if got.Error.DisplayMessage == "" || e.charger.calls.Load() != 0 {
		t.Errorf("display %q after %d charges, want a message and none", got.Error.DisplayMessage, e.charger.calls.Load())
	}
	_, body = e.do(http.MethodGet, base+"/"+c.ID, nil)
	if open := decode[wire.Cart](t, body); open.Status != wire.StatusOpen {
		t.Errorf("cart status %q, want open", open.Status)
	}
}

// TestCheckOut_HIST04_theReceiptNamesTheDepartmentReceivingEachItem: the
// recipient is the item's department as the site names it.
func TestCheckOut_HIST04_theReceiptNamesTheDepartmentReceivingEachItem(t *testing.T) {
	e := start(t)
	c := e.mustAdd(e.newCart().ID, item(pathTax2), item(pathWater))
	resp := e.mustCheckOut(c.ID, e.checkOutRequest(c, "card", tokVisa))
	r, err := e.db.History().Receipt(t.Context(), resp.ReceiptID)
	if err != nil {
		t.Fatal(err)
	}
	got := map[string]string{}
	for _, tr := range r.Transactions {
		for _, it := range tr.Items {
			got[it.Path] = it.Recipient
		}
	}
	if got[pathTax2] != "Tax Collector" || got[pathWater] != "Utilities" {
		t.Errorf("recipients %v, want Tax Collector and Utilities", got)
	}
}
