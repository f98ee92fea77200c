package checkout

import (
	"context"
	"slices"
	"strings"
	"testing"

	"github.com/payhub/payhub/bff"
	"github.com/payhub/payhub/bff/texts"
	"github.com/payhub/payhub/bff/upstream/cart"
	"github.com/payhub/payhub/bff/upstream/payables"
)

// departmentCart is a one-item cart of the Tax Collector with the given
// subtotal and limits; an empty limit is no limit.
func departmentCart(subtotal, cardLimit, bankLimit string) cart.Cart {
	return cart.Cart{
		Items: []cart.Item{{ID: "i", Payable: propertyTax(), Amount: subtotal}},
		DepartmentLimits: []cart.DepartmentLimit{{Department: "TAXCOL", DisplayName: "Tax Collector",
			Subtotal: subtotal, CardLimit: cardLimit, BankLimit: bankLimit}},
	}
}

// TestTenders_CART29_CART30_departmentLimits proves VAL-24 (the cases of a subtotal equal to a limit).
func TestTenders_CART29_CART30_departmentLimits(t *testing.T) {
	site := []string{"card", "bank", "paypal"}
	cases := []struct {
		name    string
		cart    cart.Cart
		allowed []string
		blocked []string
	}{
		{"CART-29: a subtotal equal to bankLimit does not block bank", departmentCart("100000.00", "", "100000.00"),
			[]string{"card", "bank", "paypal"}, nil},
		{"CART-29: a subtotal one cent above bankLimit blocks bank only", departmentCart("100000.01", "", "100000.00"),
			[]string{"card", "paypal"}, []string{"bank"}},
		{"CART-30: a subtotal equal to cardLimit blocks nothing", departmentCart("5000.00", "5000.00", ""),
			[]string{"card", "bank", "paypal"}, nil},
		{"CART-30: a subtotal one cent above cardLimit blocks card and PayPal", departmentCart("5000.01", "5000.00", ""),
			[]string{"bank"}, []string{"card", "paypal"}},
		{"CART-29, CART-30: above both limits blocks every method", departmentCart("100000.01", "5000.00", "100000.00"),
			[]string{}, []string{"bank", "card", "paypal"}},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			v, _, err := tenders(site, tc.cart)
			if err != nil {
				t.Fatal(err)
			}
			if !slices.Equal(v.Allowed, tc.allowed) {
				t.Errorf("allowed %v, want %v", v.Allowed, tc.allowed)
			}
			var blocked []string
			for _, b := range v.Blocked {
				blocked = append(blocked, b.Type)
			}
			slices.Sort(blocked)
			if !slices.Equal(blocked, tc.blocked) {
				t.Errorf("blocked %v, want %v", blocked, tc.blocked)
			}
		})
	}
}

func TestTenders_CART31_alertLevelFollowsWhatRemains(t *testing.T) {
	cases := []struct {
		name  string
		site  []string
		cart  cart.Cart
		level string
	}{
		{"CART-31: over cardLimit while bank remains is a warning", []string{"card", "bank"},
			departmentCart("5000.01", "5000.00", "100000.00"), AlertWarning},
		{"CART-31: over bankLimit while card remains is a warning", []string{"card", "bank"},
			departmentCart("100000.01", "", "100000.00"), AlertWarning},
		{"CART-31: over cardLimit on a card and PayPal site leaves nothing: danger", []string{"card", "paypal"},
			departmentCart("5000.01", "5000.00", "100000.00"), AlertDanger},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			v, _, err := tenders(tc.site, tc.cart)
			if err != nil {
				t.Fatal(err)
			}
			if len(v.Alerts) == 0 {
				t.Fatal("no alert")
			}
			for _, a := range v.Alerts {
				if a.Level != tc.level || a.Key != AlertLimitExceeds {
					t.Errorf("alert %+v, want level %s", a, tc.level)
				}
			}
		})
	}
}

func TestChangeItem_CART32_invalidAmountFieldOrUpdateErrorFails(t *testing.T) {
	amount := func(s string) *string { return &s }
	cases := []struct {
		name     string
		in       ItemChangeInput
		upstream error
		code     bff.Code
		called   bool
	}{
		{"CART-32: an amount with one decimal is invalid", ItemChangeInput{Amount: amount("12.5")}, nil, bff.CodeInvalid, false},
		{"CART-32: an amount that is not a number is invalid", ItemChangeInput{Amount: amount("abc")}, nil, bff.CodeInvalid, false},
		{"CART-32: a field value without a key is invalid", ItemChangeInput{UserParameters: map[string]string{" ": "x"}}, nil, bff.CodeInvalid, false},
		{"CART-32: a field the cart service refuses fails", ItemChangeInput{UserParameters: map[string]string{"note": "x"}},
			cartRefusal(422, cart.ErrInvalidField), bff.CodeUnprocessable, true},
		{"CART-32: an amount the cart service refuses fails", ItemChangeInput{Amount: amount("99999.00")},
			cartRefusal(422, cart.ErrInvalidAmount), bff.CodeUnprocessable, true},
		{"CART-32: an update error of the cart service fails", ItemChangeInput{Amount: amount("10.00")},
			cartRefusal(500, ""), bff.CodeUpstreamFailed, true},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			called := false
			s := &Checkout{Carts: fakeCarts{changeItem: func(context.Context, string, string, string, string, cart.ItemChange) (cart.Cart, error) {
				called = true
				return cart.Cart{}, tc.upstream
			}}}
			_, _, err := s.ChangeItem(context.Background(), guest, "i1", tc.in, bff.English)
			if bff.ErrorCode(err) != tc.code {
				t.Fatalf("err %v (code %s), want %s", err, bff.ErrorCode(err), tc.code)
			}
			if called != tc.called {
				t.Errorf("cart service called %v, want %v", called, tc.called)
			}
		})
	}
}

// TestCheckOut_CART33_aTenderOverItsLimitFails proves CART-33.
func TestCheckOut_CART33_aTenderOverItsLimitFails(t *testing.T) {
	for _, lang := range []bff.Language{bff.English, bff.Spanish} {
		s := &Checkout{Carts: fakeCarts{get: plainCart, checkOut: func(context.Context, string, string, string, cart.CheckOutRequest, string, bff.Language) (cart.CheckOutResponse, error) {
			return cart.CheckOutResponse{}, cartRefusal(422, cart.ErrOverLimit)
		}}}
		in := validInput()
		in.Normalize()
		_, err := s.CheckOut(context.Background(), guest, in, "k", lang)
		if bff.ErrorCode(err) != bff.CodeUnprocessable || bff.ErrorDisplayMessage(err) != texts.Message(texts.OverLimit, lang) {
			t.Errorf("%s: code %s display %q", lang, bff.ErrorCode(err), bff.ErrorDisplayMessage(err))
		}
	}
}

func TestValidateCart_CART34_anUpdatedOrMissingPayableFails(t *testing.T) {
	changed := func(edit func(*payables.Payable)) *payables.Payable {
		p := propertyTax()
		edit(&p)
		return &p
	}
	cases := []struct {
		name  string
		item  cart.Item
		fails bool
	}{
		{"CART-34: an item as added passes", cart.Item{ID: "i", Payable: propertyTax()}, false},
		{"CART-34: an updated payable with a new amount fails",
			cart.Item{ID: "i", Payable: propertyTax(), UpdatedPayable: changed(func(p *payables.Payable) { p.Amount = "1300.00" })}, true},
		{"CART-34: an updated payable no longer payable fails",
			cart.Item{ID: "i", Payable: propertyTax(), UpdatedPayable: changed(func(p *payables.Payable) { p.IsPayable = false })}, true},
		{"CART-34: a payable not found fails", cart.Item{ID: "i", Payable: propertyTax(), NotFound: true}, true},
		{"CART-34: a change of tender types alone does not fail",
			cart.Item{ID: "i", Payable: propertyTax(), UpdatedPayable: changed(func(p *payables.Payable) { p.AllowedTenderTypes = []string{"card"} })}, false},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			err := ValidateCart(cart.Cart{Items: []cart.Item{tc.item}}, bff.Spanish)
			if (err != nil) != tc.fails {
				t.Fatalf("err %v, want failure %v", err, tc.fails)
			}
			if tc.fails && (bff.ErrorCode(err) != bff.CodeUnprocessable || bff.ErrorDisplayMessage(err) != texts.Message(texts.ItemsChanged, bff.Spanish)) {
				t.Errorf("code %s display %q", bff.ErrorCode(err), bff.ErrorDisplayMessage(err))
			}
		})
	}
}

func TestCheckOut_CART34_aPendingChangeStopsTheCheckOutBeforeTheCartService(t *testing.T) {
	s := &Checkout{Carts: fakeCarts{
		get: func(_ context.Context, _, _, id string) (cart.Cart, error) {
			c := oneItemCart(id)
			c.Status = cart.StatusOpen
			c.Items[0].NotFound = true
			return c, nil
		},
		checkOut: func(context.Context, string, string, string, cart.CheckOutRequest, string, bff.Language) (cart.CheckOutResponse, error) {
			t.Error("the cart service was asked to check out a cart with a missing payable")
			return cart.CheckOutResponse{}, nil
		},
	}}
	in := validInput()
	in.Normalize()
	if _, err := s.CheckOut(context.Background(), guest, in, "k", bff.English); bff.ErrorCode(err) != bff.CodeUnprocessable {
		t.Fatalf("err %v", err)
	}
}

func TestAddItems_VAL40_moneyFormat(t *testing.T) {
	cases := []struct {
		name   string
		amount string
		ok     bool
	}{
		{"VAL-40: an integer", "5", true},
		{"VAL-40: one decimal", "5.1", true},
		{"VAL-40: two decimals", "5.12", true},
		{"VAL-40: an optional minus", "-5", true},
		{"VAL-40: three decimals are refused", "12.345", false},
		{"VAL-40: a dot without decimals is refused", "12.", false},
		{"VAL-40: letters are refused", "12a", false},
		{"VAL-40: a plus sign is refused", "+5", false},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			a := tc.amount
			_, err := addItems([]AddItemInput{{Path: propertyTax().Path, Amount: &a}})
			if (err == nil) != tc.ok {
				t.Fatalf("%q: err %v, want ok %v", tc.amount, err, tc.ok)
			}
			if err != nil && bff.ErrorCode(err) != bff.CodeInvalid {
				t.Errorf("code %s", bff.ErrorCode(err))
			}
		})
	}
}

func TestValidPhone_VAL44_sevenToFifteenDigitsInExtraFields(t *testing.T) {
	cases := []struct {
		name  string
		phone string
		ok    bool
	}{
		{"VAL-44: 6 digits are too few", "+123456", false},
		{"VAL-44: 7 digits are enough with a leading plus", "+1234567", true},
		{"VAL-44: 15 digits are the most", "+123456789012345", true},
		{"VAL-44: 16 digits are too many", "+1234567890123456", false},
		{"VAL-44: separators do not count as digits", "+1 (234) 56", false},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			if got := ValidPhone(tc.phone); got != tc.ok {
				t.Fatalf("ValidPhone(%q) = %v, want %v", tc.phone, got, tc.ok)
			}
			in := validInput()
			in.ExtraFields.Phone = tc.phone
			in.Normalize()
			if err := in.Validate(bff.English); (err == nil) != tc.ok {
				t.Errorf("check-out with phone %q: err %v", tc.phone, err)
			}
		})
	}
}

func TestCartCommands_VAL73_aCardNumberInAFieldIsRefused(t *testing.T) {
	const number = "4242 4242 4242 4242"
	s := &Checkout{Carts: fakeCarts{
		changeItem: func(context.Context, string, string, string, string, cart.ItemChange) (cart.Cart, error) {
			t.Error("a card number was sent to the cart service")
			return cart.Cart{}, nil
		},
		addItems: func(context.Context, string, string, string, []cart.AddItem, bff.Language) (cart.Cart, error) {
			t.Error("a card number was sent to the cart service")
			return cart.Cart{}, nil
		},
	}}
	fields := map[string]string{"note": "card " + number}
	_, _, err := s.ChangeItem(context.Background(), guest, "i1", ItemChangeInput{UserParameters: fields}, bff.English)
	if bff.ErrorCode(err) != bff.CodeInvalid || strings.Contains(err.Error(), "4242") {
		t.Errorf("change: err %v", err)
	}
	_, _, err = s.AddItems(context.Background(), guest, []AddItemInput{{Path: propertyTax().Path, UserParameters: fields}}, bff.English)
	if bff.ErrorCode(err) != bff.CodeInvalid || strings.Contains(err.Error(), "4242") {
		t.Errorf("add: err %v", err)
	}
}

func TestCheckOutInput_VAL74_tenderNeedsTypeAndUserNameUnlessPayPal(t *testing.T) {
	cases := []struct {
		name string
		edit func(*CheckOutInput)
		ok   bool
	}{
		{"VAL-74: a card tender with a type and a user name", func(*CheckOutInput) {}, true},
		{"VAL-74: no type", func(in *CheckOutInput) { in.Tender.Type = "" }, false},
		{"VAL-74: a card tender without a user name", func(in *CheckOutInput) { in.Tender.UserName = " " }, false},
		{"VAL-74: a bank tender without a user name", func(in *CheckOutInput) {
			in.Tender.Type, in.Tender.CardBrand, in.Tender.UserName = "bank", "", ""
		}, false},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			in := validInput()
			tc.edit(&in)
			in.Normalize()
			if err := in.Validate(bff.English); (err == nil) != tc.ok {
				t.Fatalf("err %v, want ok %v", err, tc.ok)
			}
		})
	}
	t.Run("VAL-74: a PayPal order needs no user name", func(t *testing.T) {
		in := PayPalInput{Brand: "paypal", ExtraFields: ExtraFieldsInput{Email: "ana@example.com"},
			Expected: ExpectedInput{Subtotal: "1234.56", Fee: "29.01"}, ReturnURL: "http://localhost:8080/sunshine/demo/checkout"}
		if err := in.Validate("http://localhost:8080"); err != nil {
			t.Fatalf("err %v", err)
		}
	})
}

func TestCheckOutInput_VAL82_payPalIsNeverATenderBesideABankAccount(t *testing.T) {
	// A check-out carries exactly one tender; PayPal is paid only through
	// its own order, so a card-input check-out naming paypal is refused
	// while the same body naming bank passes.
	bank := validInput()
	bank.Tender.Type, bank.Tender.CardBrand = "bank", ""
	bank.Normalize()
	if err := bank.Validate(bff.English); err != nil {
		t.Fatalf("bank: %v", err)
	}
	paypal := bank
	paypal.Tender.Type = "paypal"
	if err := paypal.Validate(bff.English); bff.ErrorCode(err) != bff.CodeInvalid {
		t.Fatalf("paypal through the bank check-out: err %v", err)
	}
}
