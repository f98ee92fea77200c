package checkout

import (
	"context"
	"encoding/json"
	"net/http/httptest"
	"testing"

	"github.com/payhub/payhub/bff"
	"github.com/payhub/payhub/bff/texts"
	"github.com/payhub/payhub/bff/upstream"
	"github.com/payhub/payhub/bff/upstream/cart"
	"github.com/payhub/payhub/bff/upstream/history"
	"github.com/payhub/payhub/bff/upstream/payables"
	"github.com/payhub/payhub/sandbox"
	"github.com/payhub/payhub/sandbox/processor"
)

// The tests in this file prove the add-blocking rules (spec 000 §4 "Adding
// to the cart is blocked when") and the cart-operation rules (§5) through
// the BFF's own cart commands, its cart client and the sandbox cart service
// on SQLite: nothing in between is faked.

// Seeded sandbox payables.
const (
	seedTax      = "sunshine/demo/property_tax/2026/R100-001" // 1234.56, immediate, TAXCOL
	seedWater    = "sunshine/demo/utilities/U-5001"           // 76.25, immediate
	seedDonation = "sunshine/demo/donations/parks"            // 25.00, quantity fixed
	seedBusiness = "sunshine/demo/business_license/B-9001"    // 150.00, delayed
)

// approveAll is a payment processor that approves every charge.
type approveAll struct{}

func (approveAll) Charge(context.Context, processor.Charge) (processor.Result, error) {
	return processor.Result{Approved: true, Code: processor.Approved, TenderType: processor.TypeCard,
		CardBrand: processor.Visa, LastDigits: "4242", AuthCode: "OK1234"}, nil
}

// Tender tokens of the rule tests: ruleToken+type stands for a tender of
// that type (a Visa for a card), ruleAmex for an American Express card.
const (
	ruleToken = "tndr_rule"
	ruleAmex  = "tndr_ruleamex"
)

// TenderOf answers what the rule tests' tokens stand for, as the wallet
// would have recorded them; any other token is unknown.
func (approveAll) TenderOf(_ context.Context, q processor.TenderQuery) (processor.Tender, error) {
	switch q.Token {
	case ruleToken + processor.TypeCard:
		return processor.Tender{Type: processor.TypeCard, CardBrand: processor.Visa, LastDigits: "4242"}, nil
	case ruleToken + processor.TypeBank:
		return processor.Tender{Type: processor.TypeBank, LastDigits: "6789"}, nil
	case ruleAmex:
		return processor.Tender{Type: processor.TypeCard, CardBrand: processor.AmericanExpress, LastDigits: "0005"}, nil
	}
	return processor.Tender{}, bff.Errorf(bff.CodeNotFound, "No such payment token.")
}

// cartRig is the BFF's checkout over the real sandbox.
type cartRig struct {
	srv   *sandbox.Server
	carts *cart.Client
	s     *Checkout
}

func newCartRig(t *testing.T) *cartRig {
	t.Helper()
	srv, err := sandbox.New(t.Context(), sandbox.Options{Dir: t.TempDir(), Charger: approveAll{}})
	if err != nil {
		t.Fatalf("sandbox.New: %v", err)
	}
	t.Cleanup(func() { srv.Close() })
	ts := httptest.NewServer(srv.Handler())
	t.Cleanup(ts.Close)
	pool := upstream.NewPool(upstream.Options{MaxRetries: -1})
	t.Cleanup(pool.Close)
	carts := cart.NewClient(pool.Client("cart", ts.URL+sandbox.PrefixCart))
	return &cartRig{srv: srv, carts: carts, s: &Checkout{Carts: carts,
		Receipts: history.NewClient(pool.Client("history", ts.URL+sandbox.PrefixHistory))}}
}

// put stores p, in both languages, as a payable of the sandbox.
func (r *cartRig) put(t *testing.T, p payables.Payable) {
	t.Helper()
	doc, err := json.Marshal(p)
	if err != nil {
		t.Fatal(err)
	}
	_, err = r.srv.DB().SQL().ExecContext(t.Context(), `
		INSERT INTO payables (path, client, site, adaptor, listed, payable_en, payable_es)
		VALUES (?, ?, ?, ?, 0, ?, ?)`, p.Path, p.Client, p.Site, p.Adaptor, string(doc), string(doc))
	if err != nil {
		t.Fatalf("put payable %s: %v", p.Path, err)
	}
}

// bill is a payable sunshine/demo bill of adaptor and category at a fixed amount.
func bill(path, adaptor, category, amount string) payables.Payable {
	return payables.Payable{Path: path, PayableType: "bill", Amount: amount, MinimumAmount: amount,
		MaximumAmount: amount, DisplayName: "Rule item " + path, DisplayType: "bill", Client: "sunshine",
		Site: "demo", Adaptor: adaptor, ItemCategory: category, IsPayable: true}
}

// Payables the rules need beside the seeded ones.
func rulePayables() []payables.Payable {
	parking1 := bill("sunshine/demo/parking/K-1", "parking", "citation", "5.00")
	parking1.CartRestrictionLevel = cart.RestrictAdaptor
	parking2 := bill("sunshine/demo/parking/K-2", "parking", "citation", "7.00")
	parking2.CartRestrictionLevel = cart.RestrictAdaptor
	special := bill("sunshine/demo/property_tax/2026/SPECIAL", "property_tax", "special_assessment", "5.00")
	special.CartRestrictionLevel = cart.RestrictItemCategory
	cardOnly := bill("sunshine/demo/permits/CARD", "permits", "permit", "10.00")
	cardOnly.AllowedTenderTypes = []string{"card"}
	bankOnly := bill("sunshine/demo/permits/BANK", "permits", "permit", "10.00")
	bankOnly.AllowedTenderTypes = []string{"bank"}
	cardOrBank := bill("sunshine/demo/permits/EITHER", "permits", "permit", "10.00")
	cardOrBank.AllowedTenderTypes = []string{"bank", "card"}
	counted := bill("sunshine/demo/permits/COUNTED", "permits", "permit", "10.00")
	counted.IsQuantityModifiable = true
	noted := bill("sunshine/demo/permits/NOTED", "permits", "permit", "10.00")
	noted.FreeformFields = []payables.FreeformField{{ReportingKey: "note", Label: "Note", CharLimit: 20}}
	atLimit := bill("sunshine/demo/property_tax/2026/AT-LIMIT", "property_tax", "property_tax", "5000.00")
	atLimit.DepartmentCode = "TAXCOL"
	overLimit := bill("sunshine/demo/property_tax/2026/OVER-LIMIT", "property_tax", "property_tax", "5000.01")
	overLimit.DepartmentCode = "TAXCOL"
	return []payables.Payable{parking1, parking2, special, cardOnly, bankOnly, cardOrBank, counted, noted, atLimit, overLimit}
}

const (
	pathParking1   = "sunshine/demo/parking/K-1"
	pathParking2   = "sunshine/demo/parking/K-2"
	pathSpecial    = "sunshine/demo/property_tax/2026/SPECIAL"
	pathCardOnly   = "sunshine/demo/permits/CARD"
	pathBankOnly   = "sunshine/demo/permits/BANK"
	pathCardOrBank = "sunshine/demo/permits/EITHER"
	pathCounted    = "sunshine/demo/permits/COUNTED"
	pathNoted      = "sunshine/demo/permits/NOTED"
	pathAtLimit    = "sunshine/demo/property_tax/2026/AT-LIMIT"
	pathOverLimit  = "sunshine/demo/property_tax/2026/OVER-LIMIT"
)

func newRuleRig(t *testing.T) *cartRig {
	t.Helper()
	r := newCartRig(t)
	for _, p := range rulePayables() {
		r.put(t, p)
	}
	return r
}

// adds is one AddItemInput per path, each at the payable's amount.
func adds(paths ...string) []AddItemInput {
	out := make([]AddItemInput, 0, len(paths))
	for _, p := range paths {
		out = append(out, AddItemInput{Path: p})
	}
	return out
}

// newGuestCart gives a new guest a cart holding paths, added one by one.
func (r *cartRig) newGuestCart(t *testing.T, user string, paths ...string) (Guest, CartView) {
	t.Helper()
	g := Guest{Client: "sunshine", Site: "demo", UserID: user}
	var v CartView
	for _, p := range paths {
		var err error
		if v, g.CartID, err = r.s.AddItems(t.Context(), g, adds(p), bff.English); err != nil {
			t.Fatalf("add %s: %v", p, err)
		}
	}
	return g, v
}

// wire reads the guest's cart as the cart service keeps it.
func (r *cartRig) wire(t *testing.T, g Guest) cart.Cart {
	t.Helper()
	c, err := r.carts.Get(t.Context(), g.Client, g.Site, g.CartID)
	if err != nil {
		t.Fatalf("Get: %v", err)
	}
	return c
}

// paths lists the paths of a cart's items.
func paths(c cart.Cart) []string {
	out := make([]string, 0, len(c.Items))
	for _, it := range c.Items {
		out = append(out, it.Path)
	}
	return out
}

func TestAddItems_ADD01_to_ADD06_blockedAddsAreRefusedAndLeaveTheCartAsItWas(t *testing.T) {
	r := newRuleRig(t)
	lock := func(t *testing.T, g Guest) {
		if _, err := r.carts.Lock(t.Context(), g.Client, g.Site, g.CartID, true); err != nil {
			t.Fatalf("Lock: %v", err)
		}
	}
	cases := []struct {
		name    string
		in      []string                // the cart's items before the add
		prepare func(*testing.T, Guest) // nil: none
		add     string
		code    bff.Code // "" when the add is allowed
		service string   // the cart service's refusal code
		message string   // the payer's message key
	}{
		{"ADD-01 adding to a locked cart is refused", []string{seedWater}, lock, seedTax,
			bff.CodeConflict, cart.ErrLocked, texts.CartLocked},
		{"ADD-01 control: the same add to an unlocked cart is allowed", []string{seedWater}, nil, seedTax, "", "", ""},
		{"ADD-02 an item already in the cart whose quantity is not modifiable is refused", []string{seedDonation}, nil, seedDonation,
			bff.CodeConflict, cart.ErrAlreadyInCart, texts.AlreadyInCart},
		{"ADD-02 control: an item already in the cart whose quantity is modifiable is allowed", []string{pathCounted}, nil, pathCounted, "", "", ""},
		{"ADD-03 an item that leaves no tender type allowed is refused", []string{pathCardOnly}, nil, pathBankOnly,
			bff.CodeUnprocessable, cart.ErrNoTenders, texts.NoTenders},
		{"ADD-03 control: an item that leaves card allowed is allowed", []string{pathCardOnly}, nil, pathCardOrBank, "", "", ""},
		{"ADD-04 an item of another adaptor than the cart's adaptor restriction is refused", []string{pathParking1}, nil, seedWater,
			bff.CodeUnprocessable, cart.ErrRestriction, texts.Restriction},
		{"ADD-04 an adaptor-restricted item cannot join items of another adaptor", []string{seedWater}, nil, pathParking1,
			bff.CodeUnprocessable, cart.ErrRestriction, texts.Restriction},
		{"ADD-04 control: an item of the restricted adaptor is allowed", []string{pathParking1}, nil, pathParking2, "", "", ""},
		{"ADD-05 an item of another category than the cart's item-category restriction is refused", []string{pathSpecial}, nil, seedTax,
			bff.CodeUnprocessable, cart.ErrRestriction, texts.Restriction},
		{"ADD-06 a delayed-payment item in a cart of immediate-payment items is refused", []string{seedTax}, nil, seedBusiness,
			bff.CodeUnprocessable, cart.ErrMixedDelay, texts.MixedDelay},
		{"ADD-06 an immediate-payment item in a cart of delayed-payment items is refused", []string{seedBusiness}, nil, seedWater,
			bff.CodeUnprocessable, cart.ErrMixedDelay, texts.MixedDelay},
		{"ADD-06 control: an immediate-payment item in a cart of immediate-payment items is allowed", []string{seedTax}, nil, seedWater, "", "", ""},
	}
	for i, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			g, _ := r.newGuestCart(t, "anon-add-"+string(rune('a'+i)), tc.in...)
			if tc.prepare != nil {
				tc.prepare(t, g)
			}
			before := r.wire(t, g)
			v, id, err := r.s.AddItems(t.Context(), g, adds(tc.add), bff.Spanish)
			after := r.wire(t, g)
			if tc.code == "" {
				if err != nil || id != g.CartID || v.Subtotal == before.Subtotal {
					t.Fatalf("add %s: cart %s subtotal %s (was %s), err %v; want it added to the same cart",
						tc.add, id, v.Subtotal, before.Subtotal, err)
				}
				return
			}
			if bff.ErrorCode(err) != tc.code || cart.ServiceCode(err) != tc.service ||
				bff.ErrorDisplayMessage(err) != texts.Message(tc.message, bff.Spanish) {
				t.Fatalf("add %s: err %v (code %s, service %q, display %q); want %s %s with the Spanish %s",
					tc.add, err, bff.ErrorCode(err), cart.ServiceCode(err), bff.ErrorDisplayMessage(err), tc.code, tc.service, tc.message)
			}
			if after.Subtotal != before.Subtotal || len(after.Items) != len(before.Items) || after.ID != before.ID {
				t.Fatalf("a refused add changed the cart: %v %s, was %v %s", paths(after), after.Subtotal, paths(before), before.Subtotal)
			}
		})
	}
}

func TestAddItems_ADD08_aRestrictingItemSetsTheCartsRestriction(t *testing.T) {
	r := newRuleRig(t)
	cases := []struct {
		name         string
		path         string
		level, value string
	}{
		{"ADD-08 cartRestrictionLevel adaptor sets the adaptor restriction", pathParking1, cart.RestrictAdaptor, "parking"},
		{"ADD-08 cartRestrictionLevel item_category sets the item-category restriction", pathSpecial, cart.RestrictItemCategory, "special_assessment"},
		{"ADD-08 control: an item without a restriction level sets none", seedWater, "", ""},
	}
	for i, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			g, _ := r.newGuestCart(t, "anon-restrict-"+string(rune('a'+i)), tc.path)
			if c := r.wire(t, g); c.RestrictionLevel != tc.level || c.RestrictionValue != tc.value {
				t.Fatalf("restriction %q %q, want %q %q", c.RestrictionLevel, c.RestrictionValue, tc.level, tc.value)
			}
		})
	}
}

func TestCartCommands_ADD09_theAdaptorRestrictionClearsWhenTheCartBecomesEmpty(t *testing.T) {
	r := newRuleRig(t)
	zero := Quantity(0)
	cases := []struct {
		name    string
		in      []string
		empty   func(*testing.T, Guest, CartView) error
		cleared bool
	}{
		{"ADD-09 removing the last item clears it", []string{pathParking1}, func(t *testing.T, g Guest, v CartView) error {
			_, _, err := r.s.RemoveItem(t.Context(), g, v.Items[0].ID, bff.English)
			return err
		}, true},
		{"ADD-09 emptying the cart clears it", []string{pathParking1, pathParking2}, func(t *testing.T, g Guest, _ CartView) error {
			_, _, err := r.s.EmptyCart(t.Context(), g, bff.English)
			return err
		}, true},
		{"ADD-09 quantity 0 on the last item clears it", []string{pathParking1}, func(t *testing.T, g Guest, v CartView) error {
			_, _, err := r.s.ChangeItem(t.Context(), g, v.Items[0].ID, ItemChangeInput{Quantity: &zero}, bff.English)
			return err
		}, true},
		{"ADD-09 control: removing one of two items keeps it", []string{pathParking1, pathParking2}, func(t *testing.T, g Guest, v CartView) error {
			_, _, err := r.s.RemoveItem(t.Context(), g, v.Items[0].ID, bff.English)
			return err
		}, false},
	}
	for i, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			g, v := r.newGuestCart(t, "anon-clear-"+string(rune('a'+i)), tc.in...)
			if err := tc.empty(t, g, v); err != nil {
				t.Fatal(err)
			}
			c := r.wire(t, g)
			if cleared := c.RestrictionLevel == "" && c.RestrictionValue == ""; cleared != tc.cleared {
				t.Fatalf("restriction %q %q after the change, want cleared %v", c.RestrictionLevel, c.RestrictionValue, tc.cleared)
			}
			_, _, err := r.s.AddItems(t.Context(), g, adds(seedWater), bff.English)
			if (err == nil) != tc.cleared {
				t.Fatalf("adding another adaptor's item: err %v, want allowed %v", err, tc.cleared)
			}
		})
	}
}

func TestAddItems_CART05_CART08_anItemWithoutAQuantityHasQuantityOneInACartMadeOnLoad(t *testing.T) {
	r := newRuleRig(t)
	g := Guest{Client: "sunshine", Site: "demo", UserID: "anon-first"}
	v, id, err := r.s.AddItems(t.Context(), g, adds(pathCounted), bff.English)
	if err != nil {
		t.Fatal(err)
	}
	// CART-08: a guest without a cart gets one vivified, and vivify finds it again.
	again, verr := r.carts.Vivify(t.Context(), "sunshine", "demo", cart.VivifyRequest{CartID: id, UserID: g.UserID})
	if id == "" || v.ID != id || verr != nil || again.ID != id {
		t.Fatalf("CART-08: cart %q view %q vivified %q (%v)", id, v.ID, again.ID, verr)
	}
	// CART-05: no quantity given, quantity 1, even for a payable whose quantity may change.
	if len(v.Items) != 1 || v.Items[0].Quantity != 1 || r.wire(t, Guest{Client: "sunshine", Site: "demo", CartID: id}).Items[0].Quantity != 1 ||
		v.Subtotal != "10.00" {
		t.Fatalf("CART-05: items %+v subtotal %s, want one item of quantity 1 at 10.00", v.Items, v.Subtotal)
	}
}

func TestCartOperations_VAL01_VAL02_VAL03_VAL07_VAL13_VAL18(t *testing.T) {
	r := newRuleRig(t)
	amount := func(s string) *string { return &s }
	type want struct {
		code     bff.Code // "" when accepted
		amount   string   // the item's stored amount afterwards
		quantity int      // the item's stored quantity afterwards
	}
	cases := []struct {
		name string
		in   string // the item already in the cart
		run  func(t *testing.T, g Guest, itemID string) error
		want want
	}{
		{"VAL-01 an add without a path is rejected", pathCounted, func(t *testing.T, g Guest, _ string) error {
			_, _, err := r.s.AddItems(t.Context(), g, []AddItemInput{{Path: " ", Amount: amount("10.00")}}, bff.English)
			return err
		}, want{bff.CodeInvalid, "10.00", 1}},
		{"VAL-01 an add of no items is rejected", pathCounted, func(t *testing.T, g Guest, _ string) error {
			_, _, err := r.s.AddItems(t.Context(), g, nil, bff.English)
			return err
		}, want{bff.CodeInvalid, "10.00", 1}},
		{"VAL-02 an added amount of 0.00 is stored as null: the payable's amount", seedWater, func(t *testing.T, g Guest, _ string) error {
			_, _, err := r.s.AddItems(t.Context(), g, []AddItemInput{{Path: seedDonation, Amount: amount("0.00")}}, bff.English)
			return err
		}, want{"", "25.00", 1}},
		{"VAL-02 an added amount below zero is stored as null: the payable's amount", seedWater, func(t *testing.T, g Guest, _ string) error {
			_, _, err := r.s.AddItems(t.Context(), g, []AddItemInput{{Path: seedDonation, Amount: amount("-5.00")}}, bff.English)
			return err
		}, want{"", "25.00", 1}},
		{"VAL-02 control: an added amount above zero is kept", seedWater, func(t *testing.T, g Guest, _ string) error {
			_, _, err := r.s.AddItems(t.Context(), g, []AddItemInput{{Path: seedDonation, Amount: amount("10.00")}}, bff.English)
			return err
		}, want{"", "10.00", 1}},
		{`VAL-03 a quantity change "3" sets 3`, pathCounted, func(t *testing.T, g Guest, id string) error {
			var in ItemChangeInput
			if err := json.Unmarshal([]byte(`{"quantity":"3"}`), &in); err != nil {
				return err
			}
			_, _, err := r.s.ChangeItem(t.Context(), g, id, in, bff.English)
			return err
		}, want{"", "10.00", 3}},
		{`VAL-03 a quantity change "three" is rejected`, pathCounted, func(t *testing.T, g Guest, id string) error {
			var in ItemChangeInput
			if err := json.Unmarshal([]byte(`{"quantity":"three"}`), &in); err != nil {
				return bff.Errorf(bff.CodeInvalid, "%v", err)
			}
			_, _, err := r.s.ChangeItem(t.Context(), g, id, in, bff.English)
			return err
		}, want{bff.CodeInvalid, "10.00", 1}},
		{`VAL-07 the amount change "1,234.56" is accepted`, seedTax, func(t *testing.T, g Guest, id string) error {
			_, _, err := r.s.ChangeItem(t.Context(), g, id, ItemChangeInput{Amount: amount("1,234.56")}, bff.English)
			return err
		}, want{"", "1234.56", 1}},
		{`VAL-07 the amount change "1,000.00" is accepted`, seedTax, func(t *testing.T, g Guest, id string) error {
			_, _, err := r.s.ChangeItem(t.Context(), g, id, ItemChangeInput{Amount: amount("1,000.00")}, bff.English)
			return err
		}, want{"", "1000.00", 1}},
		{`VAL-07 the amount change "12" is rejected`, seedTax, func(t *testing.T, g Guest, id string) error {
			_, _, err := r.s.ChangeItem(t.Context(), g, id, ItemChangeInput{Amount: amount("12")}, bff.English)
			return err
		}, want{bff.CodeInvalid, "1234.56", 1}},
		{`VAL-07 the amount change "12.5" is rejected`, seedTax, func(t *testing.T, g Guest, id string) error {
			_, _, err := r.s.ChangeItem(t.Context(), g, id, ItemChangeInput{Amount: amount("12.5")}, bff.English)
			return err
		}, want{bff.CodeInvalid, "1234.56", 1}},
		{`VAL-07 the amount change "12.345" is rejected`, seedTax, func(t *testing.T, g Guest, id string) error {
			_, _, err := r.s.ChangeItem(t.Context(), g, id, ItemChangeInput{Amount: amount("12.345")}, bff.English)
			return err
		}, want{bff.CodeInvalid, "1234.56", 1}},
		{"VAL-13 a field change without a key is rejected", pathNoted, func(t *testing.T, g Guest, id string) error {
			_, _, err := r.s.ChangeItem(t.Context(), g, id, ItemChangeInput{UserParameters: map[string]string{" ": "x"}}, bff.English)
			return err
		}, want{bff.CodeInvalid, "10.00", 1}},
		{"VAL-13 a field change whose value is not a string is rejected", pathNoted, func(t *testing.T, g Guest, id string) error {
			var in ItemChangeInput
			if err := json.Unmarshal([]byte(`{"userParameters":{"note":5}}`), &in); err != nil {
				return bff.Errorf(bff.CodeInvalid, "%v", err)
			}
			_, _, err := r.s.ChangeItem(t.Context(), g, id, in, bff.English)
			return err
		}, want{bff.CodeInvalid, "10.00", 1}},
		{"VAL-13 control: a field change with a string key and a string value is accepted", pathNoted, func(t *testing.T, g Guest, id string) error {
			_, _, err := r.s.ChangeItem(t.Context(), g, id, ItemChangeInput{UserParameters: map[string]string{"note": "gate 4"}}, bff.English)
			return err
		}, want{"", "10.00", 1}},
		{"VAL-18 a remove without an item id is rejected", seedWater, func(t *testing.T, g Guest, _ string) error {
			_, _, err := r.s.RemoveItem(t.Context(), g, "", bff.English)
			return err
		}, want{bff.CodeInvalid, "76.25", 1}},
	}
	for i, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			g, v := r.newGuestCart(t, "anon-val-"+string(rune('a'+i)), tc.in)
			err := tc.run(t, g, v.Items[0].ID)
			if bff.ErrorCode(err) != tc.want.code && !(tc.want.code == "" && err == nil) {
				t.Fatalf("err %v (code %q), want code %q", err, bff.ErrorCode(err), tc.want.code)
			}
			c := r.wire(t, g)
			last := c.Items[len(c.Items)-1] // the added item, or the one changed
			if last.Amount != tc.want.amount || last.Quantity != tc.want.quantity {
				t.Fatalf("item %s: amount %s quantity %d, want %s x %d", last.Path, last.Amount, last.Quantity,
					tc.want.amount, tc.want.quantity)
			}
			if tc.want.code != "" && len(c.Items) != 1 {
				t.Fatalf("a rejected operation changed the items: %v", paths(c))
			}
		})
	}
}

func TestCheckOut_VAL24_CART33_departmentLimitsApplyToTheChosenTenderOnlyWhenExceeded(t *testing.T) {
	r := newRuleRig(t)
	cases := []struct {
		name   string
		path   string
		tender string
		code   bff.Code // "" when paid
	}{
		{"VAL-24 a subtotal equal to the card limit pays by card", pathAtLimit, "card", ""},
		{"CART-33 a subtotal over the card limit is refused for card", pathOverLimit, "card", bff.CodeUnprocessable},
		{"CART-33 control: the same cart pays by bank, whose limit it does not exceed", pathOverLimit, "bank", ""},
	}
	for i, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			g, v := r.newGuestCart(t, "anon-limit-"+string(rune('a'+i)), tc.path)
			fees, err := r.carts.Fees(t.Context(), g.Client, g.Site, g.CartID, []string{tc.tender})
			if err != nil {
				t.Fatalf("Fees: %v", err)
			}
			in := CheckOutInput{
				Tender:      TenderInput{Type: tc.tender, Token: ruleToken + tc.tender, LastDigits: "4242", UserName: "Ana Diaz"},
				ExtraFields: ExtraFieldsInput{Email: "ana@example.com"},
				Expected:    ExpectedInput{Subtotal: v.Subtotal, Fee: fees.Fees[tc.tender].Amount},
			}
			in.Normalize()
			if err := in.Validate(bff.English); err != nil {
				t.Fatalf("Validate: %v", err)
			}
			res, err := r.s.CheckOut(t.Context(), g, in, "key-"+tc.tender, bff.English)
			if tc.code == "" {
				if err != nil || res.ConfirmationNumber == "" {
					t.Fatalf("check-out: %+v, %v; want it paid", res, err)
				}
				return
			}
			if bff.ErrorCode(err) != tc.code || cart.ServiceCode(err) != cart.ErrOverLimit ||
				bff.ErrorDisplayMessage(err) != texts.Message(texts.OverLimit, bff.English) {
				t.Fatalf("check-out: err %v (code %s, service %q), want %s %s", err, bff.ErrorCode(err), cart.ServiceCode(err), tc.code, cart.ErrOverLimit)
			}
			if c := r.wire(t, g); c.Status != cart.StatusOpen {
				t.Fatalf("a refused check-out left the cart %s, want it open", c.Status)
			}
		})
	}
}
