package checkout

import (
	"context"
	"testing"

	"github.com/payhub/payhub/bff"
	"github.com/payhub/payhub/bff/upstream/cart"
	"github.com/payhub/payhub/bff/upstream/payables"
)

// heldPayable is the payable an item was added with.
func heldPayable() payables.Payable {
	return payables.Payable{Path: "p/1", DisplayName: "License", Amount: "150.00", IsPayable: true,
		AllowedTenderTypes: []string{"card", "bank"}}
}

// changed is heldPayable after change id with fn applied.
func changed(id string, fn func(*payables.Payable)) *payables.Payable {
	p := heldPayable()
	p.ChangeID = id
	fn(&p)
	return &p
}

func TestItemView_PAYCHG05_carriesTheUpdatedPayableAndItsChangeID(t *testing.T) {
	it := cart.Item{ID: "i1", Path: "p/1", Payable: heldPayable(), Amount: "150.00", Quantity: 1,
		UpdatedPayable: changed("chg_1", func(p *payables.Payable) { p.Amount = "175.00" })}
	v := itemView(it, nil)
	u := v.UpdatedPayable
	if u == nil || u.ChangeID != "chg_1" || u.Amount != "175.00" || !u.IsPayable || u.TenderTypesOnly || u.DisplayName != "License" {
		t.Fatalf("updatedPayable = %+v", u)
	}
	if v.Amount != "150.00" {
		t.Errorf("the item's amount is %s, want the original 150.00", v.Amount)
	}
}

func TestItemView_PAYCHG07_notPayableCarriesTheReason_notFoundIsFlagged(t *testing.T) {
	it := cart.Item{ID: "i1", Payable: heldPayable(), Amount: "150.00", Quantity: 1,
		UpdatedPayable: changed("chg_2", func(p *payables.Payable) {
			p.IsPayable = false
			p.IsPayableMessage = &payables.PayableMessage{Display: "Paid at the counter."}
		})}
	if u := itemView(it, nil).UpdatedPayable; u == nil || u.IsPayable || u.NotPayableReason != "Paid at the counter." {
		t.Fatalf("updatedPayable = %+v", u)
	}
	gone := itemView(cart.Item{ID: "i2", Payable: heldPayable(), Amount: "150.00", NotFound: true}, nil)
	if !gone.NotFound || gone.UpdatedPayable != nil {
		t.Errorf("not found item view = %+v", gone)
	}
}

func TestItemView_PAYCHG08_aChangeOfTenderTypesAloneIsMarkedTenderTypesOnly(t *testing.T) {
	it := cart.Item{ID: "i1", Payable: heldPayable(), Amount: "150.00", Quantity: 1,
		UpdatedPayable: changed("chg_3", func(p *payables.Payable) { p.AllowedTenderTypes = []string{"bank"} })}
	if u := itemView(it, nil).UpdatedPayable; u == nil || !u.TenderTypesOnly {
		t.Fatalf("updatedPayable = %+v, want tenderTypesOnly", u)
	}
}

func TestValidateCart_VAL21(t *testing.T) {
	amount := changed("c", func(p *payables.Payable) { p.Amount = "1.00" })
	tenders := changed("c", func(p *payables.Payable) { p.AllowedTenderTypes = []string{"bank"} })
	for _, tc := range []struct {
		name  string
		item  cart.Item
		valid bool
	}{
		{"an unchanged item passes", cart.Item{Payable: heldPayable()}, true},
		{"an updated payable fails", cart.Item{Payable: heldPayable(), UpdatedPayable: amount}, false},
		{"a payable not found fails", cart.Item{Payable: heldPayable(), NotFound: true}, false},
		{"a change of tender types alone passes (applied automatically)", cart.Item{Payable: heldPayable(), UpdatedPayable: tenders}, true},
	} {
		t.Run(tc.name, func(t *testing.T) {
			err := ValidateCart(cart.Cart{Items: []cart.Item{tc.item}}, bff.Spanish)
			if (err == nil) != tc.valid {
				t.Fatalf("ValidateCart = %v, want valid %v", err, tc.valid)
			}
			if err != nil && (bff.ErrorCode(err) != bff.CodeUnprocessable || bff.ErrorDisplayMessage(err) == bff.ErrorMessage(err)) {
				t.Errorf("error %v: want 422 with a Spanish display message", err)
			}
		})
	}
}

func TestCheckOut_VAL21_anOpenCartWithAnUpdatedPayableIsRefusedBeforeCharging(t *testing.T) {
	s := &Checkout{Carts: fakeCarts{
		get: func(context.Context, string, string, string) (cart.Cart, error) {
			return cart.Cart{ID: "c1", Status: cart.StatusOpen, Items: []cart.Item{{ID: "i1", Payable: heldPayable(), NotFound: true}}}, nil
		},
		checkOut: func(context.Context, string, string, string, cart.CheckOutRequest, string, bff.Language) (cart.CheckOutResponse, error) {
			t.Fatal("the cart was charged")
			return cart.CheckOutResponse{}, nil
		},
	}}
	_, err := s.CheckOut(context.Background(), Guest{Client: "sunshine", Site: "demo", CartID: "c1"}, CheckOutInput{}, "key-12345678", bff.English)
	if bff.ErrorCode(err) != bff.CodeUnprocessable {
		t.Fatalf("CheckOut = %v, want unprocessable", err)
	}
}

func TestAcceptUpdate_PAYCHG06_keepsOnlyAPayableThatIsStillPayable(t *testing.T) {
	payable := changed("chg_1", func(p *payables.Payable) { p.Amount = "175.00" })
	notPayable := changed("chg_2", func(p *payables.Payable) { p.IsPayable = false })
	for _, tc := range []struct {
		name     string
		item     cart.Item
		wantCode bff.Code
		accepted bool
	}{
		{"a payable update is accepted", cart.Item{ID: "i1", UpdatedPayable: payable}, "", true},
		{"a payable no longer payable is refused", cart.Item{ID: "i1", UpdatedPayable: notPayable}, bff.CodeUnprocessable, false},
		{"a payable not found is refused", cart.Item{ID: "i1", NotFound: true}, bff.CodeUnprocessable, false},
		{"an item without a change answers the cart", cart.Item{ID: "i1"}, "", false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			var sent *payables.Payable
			c := cart.Cart{ID: "c1", Items: []cart.Item{tc.item}}
			s := &Checkout{Carts: fakeCarts{
				get: func(context.Context, string, string, string) (cart.Cart, error) { return c, nil },
				changeItem: func(_ context.Context, _, _, _, itemID string, ch cart.ItemChange) (cart.Cart, error) {
					sent = ch.Payable
					return c, nil
				},
			}}
			_, _, err := s.AcceptUpdate(context.Background(), Guest{Client: "sunshine", Site: "demo", CartID: "c1"}, "i1", bff.English)
			if bff.ErrorCode(err) != tc.wantCode {
				t.Fatalf("AcceptUpdate = %v, want code %q", err, tc.wantCode)
			}
			if (sent != nil) != tc.accepted || (sent != nil && sent.ChangeID != "chg_1") {
				t.Errorf("payable sent to the cart service = %+v, want accepted %v", sent, tc.accepted)
			}
		})
	}
}
