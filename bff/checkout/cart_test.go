package checkout

import (
	"context"
	"encoding/json"
	"testing"

	"github.com/payhub/payhub/bff"
	"github.com/payhub/payhub/bff/upstream"
	"github.com/payhub/payhub/bff/upstream/cart"
)

// cartRefusal is the error the cart client returns for an upstream refusal.
func cartRefusal(status int, code string) error {
	c := bff.CodeUpstreamFailed
	switch status {
	case 404:
		c = bff.CodeNotFound
	case 409:
		c = bff.CodeConflict
	}
	return &bff.Error{Code: c, Message: "upstream text", Err: &upstream.StatusError{Service: "cart", Status: status, Code: code}}
}

var guest = Guest{Client: "sunshine", Site: "demo", UserID: "anon-1", CartID: "c1"}

func oneItemCart(id string) cart.Cart {
	return cart.Cart{ID: id, Subtotal: "1234.56", Count: 1, Items: []cart.Item{{ID: "i1", Path: propertyTax().Path, Payable: propertyTax(), Amount: "1234.56"}}}
}

// TestAddItems_VAL01_pathIsRequired proves VAL-01.
func TestAddItems_VAL01_pathIsRequired(t *testing.T) {
	s := &Checkout{Carts: fakeCarts{}}
	_, _, err := s.AddItems(context.Background(), guest, []AddItemInput{{Path: " "}}, bff.English)
	if bff.ErrorCode(err) != bff.CodeInvalid {
		t.Fatalf("err %v", err)
	}
	if _, _, err = s.AddItems(context.Background(), guest, nil, bff.English); bff.ErrorCode(err) != bff.CodeInvalid {
		t.Fatalf("no items: %v", err)
	}
}

// TestAddItems_VAL02_zeroOrNegativeAmountIsSentAsNull proves VAL-02.
func TestAddItems_VAL02_zeroOrNegativeAmountIsSentAsNull(t *testing.T) {
	var got []cart.AddItem
	s := &Checkout{Carts: fakeCarts{addItems: func(_ context.Context, _, _, _ string, items []cart.AddItem, _ bff.Language) (cart.Cart, error) {
		got = items
		return oneItemCart("c1"), nil
	}}}
	amt := func(s string) *string { return &s }
	_, _, err := s.AddItems(context.Background(), guest, []AddItemInput{
		{Path: "a", Amount: amt("0.00")}, {Path: "b", Amount: amt("-5")}, {Path: "c", Amount: amt("1,234.5")}, {Path: "d"},
	}, bff.English)
	if err != nil {
		t.Fatal(err)
	}
	if got[0].Amount != nil || got[1].Amount != nil || got[3].Amount != nil {
		t.Fatalf("amounts %v %v %v, want null", got[0].Amount, got[1].Amount, got[3].Amount)
	}
	if got[2].Amount == nil || *got[2].Amount != "1234.50" {
		t.Fatalf("amount %v, want 1234.50", got[2].Amount)
	}
	b, _ := json.Marshal(got[0])
	if string(b) != `{"path":"a","amount":null}` {
		t.Fatalf("wire %s", b)
	}
}

// TestAddItems_VAL40_commasOnlyGroupThousands proves VAL-40 with the
// grouping an amount change takes (VAL-07): a misplaced comma is refused,
// never dropped.
func TestAddItems_VAL40_commasOnlyGroupThousands(t *testing.T) {
	s := &Checkout{Carts: fakeCarts{addItems: func(context.Context, string, string, string, []cart.AddItem, bff.Language) (cart.Cart, error) {
		t.Error("a malformed amount was sent to the cart service")
		return cart.Cart{}, nil
	}}}
	for _, a := range []string{"12,34", "1,2,3.00", "12,34.00", ",123", "12.345", "$5", "+5", " ", "10000000000000"} {
		_, _, err := s.AddItems(context.Background(), guest, []AddItemInput{{Path: "a", Amount: &a}}, bff.English)
		if bff.ErrorCode(err) != bff.CodeInvalid {
			t.Errorf("amount %q: err %v, want invalid", a, err)
		}
	}
}

// TestAddItems_CART08_guestWithoutCartGetsOneCreated proves CART-08.
func TestAddItems_CART08_guestWithoutCartGetsOneCreated(t *testing.T) {
	var viv cart.VivifyRequest
	s := &Checkout{Carts: fakeCarts{
		vivify: func(_ context.Context, _, _ string, req cart.VivifyRequest) (cart.Cart, error) {
			viv = req
			return cart.Cart{ID: "new"}, nil
		},
		addItems: func(_ context.Context, _, _, id string, _ []cart.AddItem, _ bff.Language) (cart.Cart, error) {
			return oneItemCart(id), nil
		},
	}}
	g := guest
	g.CartID = ""
	v, id, err := s.AddItems(context.Background(), g, []AddItemInput{{Path: "p"}}, bff.English)
	if err != nil || id != "new" || v.ID != "new" || !viv.Create || viv.UserID != "anon-1" {
		t.Fatalf("id %q view %q err %v vivify %+v", id, v.ID, err, viv)
	}
}

func TestAddItems_CHK18_paidCartIsReplacedAndTheAddRetried(t *testing.T) {
	calls := 0
	s := &Checkout{Carts: fakeCarts{
		vivify: func(_ context.Context, _, _ string, req cart.VivifyRequest) (cart.Cart, error) {
			if req.CartID != "c1" {
				t.Errorf("vivify with %q, want the old cart id", req.CartID)
			}
			return cart.Cart{ID: "c2"}, nil
		},
		addItems: func(_ context.Context, _, _, id string, _ []cart.AddItem, _ bff.Language) (cart.Cart, error) {
			calls++
			if id == "c1" {
				return cart.Cart{}, cartRefusal(409, cart.ErrCheckedOut)
			}
			return oneItemCart(id), nil
		},
	}}
	_, id, err := s.AddItems(context.Background(), guest, []AddItemInput{{Path: "p"}}, bff.English)
	if err != nil || id != "c2" || calls != 2 {
		t.Fatalf("id %q calls %d err %v", id, calls, err)
	}
}

func TestAddItems_refusalsMapToStatusesWithLocalizedDisplayMessages(t *testing.T) {
	cases := []struct {
		rule   string
		status int
		code   string
		want   bff.Code
	}{
		{"ADD01 ERR05 locked cart", 409, cart.ErrLocked, bff.CodeConflict},
		{"ADD02 already in the cart", 409, cart.ErrAlreadyInCart, bff.CodeConflict},
		{"ADD03 no tender would remain", 422, cart.ErrOverLimit, bff.CodeUnprocessable},
		{"ADD04 ADD05 restriction conflict", 422, cart.ErrRestriction, bff.CodeUnprocessable},
		{"ADD06 delayed with immediate", 422, cart.ErrMixedDelay, bff.CodeUnprocessable},
		{"invalid amount", 422, cart.ErrInvalidAmount, bff.CodeUnprocessable},
		{"unknown payable", 404, cart.ErrPayableNotFound, bff.CodeNotFound},
	}
	for _, tc := range cases {
		t.Run(tc.rule, func(t *testing.T) {
			s := &Checkout{Carts: fakeCarts{addItems: func(context.Context, string, string, string, []cart.AddItem, bff.Language) (cart.Cart, error) {
				return cart.Cart{}, cartRefusal(tc.status, tc.code)
			}}}
			_, id, err := s.AddItems(context.Background(), guest, []AddItemInput{{Path: "p"}}, bff.Spanish)
			if bff.ErrorCode(err) != tc.want || id != "c1" {
				t.Fatalf("code %s id %q, want %s", bff.ErrorCode(err), id, tc.want)
			}
			if bff.ErrorDisplayMessage(err) == "" || bff.ErrorDisplayMessage(err) == bff.ErrorMessage(err) {
				t.Fatalf("display %q message %q: want Spanish text", bff.ErrorDisplayMessage(err), bff.ErrorMessage(err))
			}
		})
	}
}

// TestChangeItem_VAL03_quantityGivenAsStringIsParsed proves VAL-03.
func TestChangeItem_VAL03_quantityGivenAsStringIsParsed(t *testing.T) {
	var in ItemChangeInput
	if err := json.Unmarshal([]byte(`{"quantity":"3"}`), &in); err != nil || *in.Quantity != 3 {
		t.Fatalf("quantity %v err %v", in.Quantity, err)
	}
	if err := json.Unmarshal([]byte(`{"quantity":"three"}`), &in); err == nil {
		t.Fatal("a quantity that is not a number must be refused")
	}
	var ch cart.ItemChange
	s := &Checkout{Carts: fakeCarts{changeItem: func(_ context.Context, _, _, _, _ string, c cart.ItemChange) (cart.Cart, error) {
		ch = c
		return oneItemCart("c1"), nil
	}}}
	q := Quantity(3)
	if _, _, err := s.ChangeItem(context.Background(), guest, "i1", ItemChangeInput{Quantity: &q}, bff.English); err != nil {
		t.Fatal(err)
	}
	if ch.Quantity == nil || *ch.Quantity != 3 {
		t.Fatalf("change %+v", ch)
	}
}

func TestChangeItem_VAL06_quantityZeroRemovesTheItem(t *testing.T) {
	removed := ""
	s := &Checkout{Carts: fakeCarts{removeItem: func(_ context.Context, _, _, _, item string) (cart.Cart, error) {
		removed = item
		return cart.Cart{ID: "c1"}, nil
	}}}
	q := Quantity(0)
	if _, _, err := s.ChangeItem(context.Background(), guest, "i1", ItemChangeInput{Quantity: &q}, bff.English); err != nil || removed != "i1" {
		t.Fatalf("removed %q err %v", removed, err)
	}
}

// TestChangeItem_VAL07_amountNeedsExactlyTwoDecimals proves VAL-07.
func TestChangeItem_VAL07_amountNeedsExactlyTwoDecimals(t *testing.T) {
	var sent string
	s := &Checkout{Carts: fakeCarts{changeItem: func(_ context.Context, _, _, _, _ string, c cart.ItemChange) (cart.Cart, error) {
		sent = *c.Amount
		return oneItemCart("c1"), nil
	}}}
	for _, a := range []string{"12", "12.5", "12.345", "abc", "-1.00", ""} {
		if _, _, err := s.ChangeItem(context.Background(), guest, "i1", ItemChangeInput{Amount: &a}, bff.English); bff.ErrorCode(err) != bff.CodeInvalid {
			t.Errorf("amount %q: err %v, want invalid", a, err)
		}
	}
	a := "1,234.56"
	if _, _, err := s.ChangeItem(context.Background(), guest, "i1", ItemChangeInput{Amount: &a}, bff.English); err != nil || sent != "1234.56" {
		t.Fatalf("sent %q err %v", sent, err)
	}
}

// TestChangeItem_VAL13_fieldValueNeedsAKey proves VAL-13.
func TestChangeItem_VAL13_fieldValueNeedsAKey(t *testing.T) {
	s := &Checkout{Carts: fakeCarts{}}
	_, _, err := s.ChangeItem(context.Background(), guest, "i1", ItemChangeInput{UserParameters: map[string]string{"": "x"}}, bff.English)
	if bff.ErrorCode(err) != bff.CodeInvalid {
		t.Fatalf("err %v", err)
	}
	if _, _, err = s.ChangeItem(context.Background(), guest, "i1", ItemChangeInput{}, bff.English); bff.ErrorCode(err) != bff.CodeInvalid {
		t.Fatalf("empty change: %v", err)
	}
}

func TestRemoveItem_ERR06_itemAlreadyGoneAnswersTheCurrentCart(t *testing.T) {
	s := &Checkout{Carts: fakeCarts{
		removeItem: func(context.Context, string, string, string, string) (cart.Cart, error) {
			return cart.Cart{}, cartRefusal(404, cart.ErrItemNotFound)
		},
		get: func(_ context.Context, _, _, id string) (cart.Cart, error) { return oneItemCart(id), nil },
	}}
	v, id, err := s.RemoveItem(context.Background(), guest, "gone", bff.English)
	if err != nil || id != "c1" || len(v.Items) != 1 {
		t.Fatalf("view %+v id %q err %v", v, id, err)
	}
}

func TestRemoveItem_ERR05_lockedCartRefusesRemove(t *testing.T) {
	s := &Checkout{Carts: fakeCarts{removeItem: func(context.Context, string, string, string, string) (cart.Cart, error) {
		return cart.Cart{}, cartRefusal(409, cart.ErrLocked)
	}}}
	if _, _, err := s.RemoveItem(context.Background(), guest, "i1", bff.English); bff.ErrorCode(err) != bff.CodeConflict {
		t.Fatalf("err %v", err)
	}
}

// TestItemCommands_VAL18_removeNeedsAnItemID proves VAL-18.
func TestItemCommands_VAL18_removeNeedsAnItemID(t *testing.T) {
	s := &Checkout{Carts: fakeCarts{}}
	if _, _, err := s.RemoveItem(context.Background(), guest, "", bff.English); bff.ErrorCode(err) != bff.CodeInvalid {
		t.Fatalf("err %v", err)
	}
}

func TestEmptyCart_expiredCartAnswersANewEmptyCart(t *testing.T) {
	s := &Checkout{Carts: fakeCarts{
		empty: func(context.Context, string, string, string) (cart.Cart, error) {
			return cart.Cart{}, cartRefusal(409, cart.ErrExpired)
		},
		vivify: func(context.Context, string, string, cart.VivifyRequest) (cart.Cart, error) {
			return cart.Cart{ID: "c2"}, nil
		},
	}}
	v, id, err := s.EmptyCart(context.Background(), guest, bff.English)
	if err != nil || id != "c2" || v.ID != "c2" {
		t.Fatalf("view %+v id %q err %v", v, id, err)
	}
}
