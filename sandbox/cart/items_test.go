package cart_test

import (
	"github.com/payhub/payhub/sandbox/sqlite"
	"net/http"
	"strings"
	"testing"

	wire "github.com/payhub/payhub/bff/upstream/cart"
)

// TestAdd_CART05_itemWithoutQuantityHasQuantityOneAndThePayableAmount proves CART-05.
func TestAdd_CART05_itemWithoutQuantityHasQuantityOneAndThePayableAmount(t *testing.T) {
	e := start(t)
	c := e.mustAdd(e.newCart().ID, item(pathTax1))
	if len(c.Items) != 1 || c.Items[0].Quantity != 1 || c.Items[0].Amount != "1234.56" ||
		c.Items[0].Payable.Path != pathTax1 || c.Items[0].ID == "" {
		t.Fatalf("items = %+v, want one R100-001 item at 1234.56 x 1 with an id", c.Items)
	}
}

// TestAdd_VAL01_itemWithoutPathIsRejected proves VAL-01.
func TestAdd_VAL01_itemWithoutPathIsRejected(t *testing.T) {
	e := start(t)
	status, body := e.add(e.newCart().ID, wire.AddItem{Path: " "})
	e.wantError("no path", status, body, http.StatusBadRequest, "invalid")
}

// TestAdd_VAL02_amountOfZeroOrLessBecomesThePayableAmount proves VAL-02.
func TestAdd_VAL02_amountOfZeroOrLessBecomesThePayableAmount(t *testing.T) {
	e := start(t)
	for _, amount := range []string{"0.00", "-5.00", ""} {
		c := e.mustAdd(e.newCart().ID, at(pathDonation, amount))
		if c.Items[0].Amount != "25.00" {
			t.Errorf("amount %q: item amount %s, want the payable's 25.00", amount, c.Items[0].Amount)
		}
	}
}

// TestAdd_VAL07_VAL10_VAL11_amountsAreValidated proves VAL-07.
func TestAdd_VAL07_VAL10_VAL11_amountsAreValidated(t *testing.T) {
	cases := []struct {
		path, amount string
		want         string // stored amount, or "" when refused with invalid_amount
	}{
		{pathTax1, "1,234.56", "1234.56"},
		{pathTax1, "1234.56", "1234.56"},
		{pathTax1, "12.30", "12.30"},
		{pathTax1, "0.01", "0.01"},
		{pathTax1, "12.3", ""},
		{pathTax1, "12", ""},
		{pathTax1, "12.345", ""},
		{pathTax1, "0", ""},
		{pathTax1, "-1", ""},
		{pathTax1, "abc", ""},
		{pathTax1, "1,23.00", ""},
		{pathTax1, "$12.00", ""},
		{pathTax1, "1234.57", ""},  // above the maximum (the amount due)
		{pathDonation, "0.99", ""}, // below the donation's minimum 1.00
		{pathDonation, "1.00", "1.00"},
		{pathTax2, "800.00", ""}, // minimum equals maximum: only 842.10
		{pathTax2, "842.10", "842.10"},
	}
	e := start(t)
	for _, tc := range cases {
		status, body := e.add(e.newCart().ID, at(tc.path, tc.amount))
		if tc.want == "" {
			e.wantError(tc.path+" "+tc.amount, status, body, http.StatusUnprocessableEntity, wire.ErrInvalidAmount)
			continue
		}
		if status != http.StatusOK {
			t.Errorf("%s %q: %d %s, want it accepted", tc.path, tc.amount, status, body)
			continue
		}
		if got := decode[wire.Cart](t, body).Items[0].Amount; got != tc.want {
			t.Errorf("%s %q: stored %s, want %s", tc.path, tc.amount, got, tc.want)
		}
	}
}

// TestAdd_ADD01_lockedCartRefusesAddAndRemove proves ADD-01.
func TestAdd_ADD01_lockedCartRefusesAddAndRemove(t *testing.T) {
	e := start(t)
	c := e.mustAdd(e.newCart().ID, item(pathWater))
	if status, body := e.do(http.MethodPatch, base+"/"+c.ID, wire.PatchRequest{Locked: ptr(true)}); status != http.StatusOK ||
		!decode[wire.Cart](t, body).Locked {
		t.Fatalf("lock: %d %s, want a locked cart (API-09)", status, body)
	}
	status, body := e.add(c.ID, item(pathTax1))
	e.wantError("add", status, body, http.StatusConflict, wire.ErrLocked)
	status, body = e.do(http.MethodDelete, base+"/"+c.ID+"/items/"+c.Items[0].ID, nil)
	e.wantError("remove", status, body, http.StatusConflict, wire.ErrLocked)
	status, body = e.do(http.MethodDelete, base+"/"+c.ID+"/items", nil)
	e.wantError("empty", status, body, http.StatusConflict, wire.ErrLocked)
}

// TestAdd_ADD02_itemAlreadyInCartWithFixedQuantityIsRefused proves ADD-02.
func TestAdd_ADD02_itemAlreadyInCartWithFixedQuantityIsRefused(t *testing.T) {
	e := start(t)
	c := e.mustAdd(e.newCart().ID, item(pathDonation))
	status, body := e.add(c.ID, item(pathDonation))
	e.wantError("second donation", status, body, http.StatusConflict, wire.ErrAlreadyInCart)
}

// TestAdd_ADD02_itemAlreadyInCartWithModifiableQuantityGetsMore proves ADD-02.
func TestAdd_ADD02_itemAlreadyInCartWithModifiableQuantityGetsMore(t *testing.T) {
	e := start(t)
	p := payable("sunshine/demo/permits/P-1", "permits", "permit", "10.00")
	p.IsQuantityModifiable = true
	e.putPayable(p)
	c := e.mustAdd(e.newCart().ID, wire.AddItem{Path: p.Path, Quantity: 2})
	c = e.mustAdd(c.ID, item(p.Path))
	if len(c.Items) != 1 || c.Items[0].Quantity != 3 || c.Subtotal != "30.00" || c.Count != 3 {
		t.Fatalf("cart = %d items, quantity %d, subtotal %s, count %d; want one item x 3 = 30.00",
			len(c.Items), c.Items[0].Quantity, c.Subtotal, c.Count)
	}
}

// TestAdd_ADD03_itemLeavingNoTenderTypeIsRefused proves ADD-03.
func TestAdd_ADD03_itemLeavingNoTenderTypeIsRefused(t *testing.T) {
	e := start(t)
	cardOnly := payable("sunshine/demo/permits/CARD", "permits", "permit", "10.00")
	cardOnly.AllowedTenderTypes = []string{"card"}
	bankOnly := payable("sunshine/demo/permits/BANK", "permits", "permit", "10.00")
	bankOnly.AllowedTenderTypes = []string{"bank"}
	e.putPayable(cardOnly)
	e.putPayable(bankOnly)
	c := e.mustAdd(e.newCart().ID, item(cardOnly.Path))
	status, body := e.add(c.ID, item(bankOnly.Path))
	e.wantError("bank-only after card-only", status, body, http.StatusUnprocessableEntity, wire.ErrNoTenders)
	e.mustAdd(c.ID, item(pathWater)) // allows card among others
}

// TestAdd_ADD04_ADD08_adaptorRestrictionIsSetAndRefusesOtherAdaptors proves ADD-04 ADD-08.
func TestAdd_ADD04_ADD08_adaptorRestrictionIsSetAndRefusesOtherAdaptors(t *testing.T) {
	e := start(t)
	p := payable("sunshine/demo/tolls/T-1", "tolls", "toll", "5.00")
	p.CartRestrictionLevel = wire.RestrictAdaptor
	e.putPayable(p)
	c := e.mustAdd(e.newCart().ID, item(p.Path))
	if c.RestrictionLevel != wire.RestrictAdaptor || c.RestrictionValue != "tolls" {
		t.Fatalf("restriction = %q %q, want adaptor tolls", c.RestrictionLevel, c.RestrictionValue)
	}
	status, body := e.add(c.ID, item(pathWater))
	e.wantError("other adaptor", status, body, http.StatusUnprocessableEntity, wire.ErrRestriction)

	// And the reverse: a restricting item cannot join items of another adaptor.
	other := e.mustAdd(e.newCart().ID, item(pathWater))
	status, body = e.add(other.ID, item(p.Path))
	e.wantError("restricting item after another adaptor", status, body, http.StatusUnprocessableEntity, wire.ErrRestriction)
}

// TestAdd_ADD05_itemCategoryRestrictionRefusesOtherCategories proves ADD-05 ADD-08.
func TestAdd_ADD05_itemCategoryRestrictionRefusesOtherCategories(t *testing.T) {
	e := start(t)
	p := payable("sunshine/demo/property_tax/2026/SPECIAL", "property_tax", "special_assessment", "5.00")
	p.CartRestrictionLevel = wire.RestrictItemCategory
	e.putPayable(p)
	c := e.mustAdd(e.newCart().ID, item(p.Path))
	if c.RestrictionLevel != wire.RestrictItemCategory || c.RestrictionValue != "special_assessment" {
		t.Fatalf("restriction = %q %q, want item_category special_assessment", c.RestrictionLevel, c.RestrictionValue)
	}
	status, body := e.add(c.ID, item(pathTax1)) // same adaptor, other category
	e.wantError("other category", status, body, http.StatusUnprocessableEntity, wire.ErrRestriction)
}

// TestAdd_ADD09_adaptorRestrictionClearsWhenTheCartBecomesEmpty proves ADD-09.
func TestAdd_ADD09_adaptorRestrictionClearsWhenTheCartBecomesEmpty(t *testing.T) {
	e := start(t)
	p := payable("sunshine/demo/tolls/T-1", "tolls", "toll", "5.00")
	p.CartRestrictionLevel = wire.RestrictAdaptor
	e.putPayable(p)
	c := e.mustAdd(e.newCart().ID, item(p.Path))
	status, body := e.do(http.MethodDelete, base+"/"+c.ID+"/items/"+c.Items[0].ID, nil)
	if status != http.StatusOK {
		t.Fatalf("remove: %d %s", status, body)
	}
	if got := decode[wire.Cart](t, body); got.RestrictionLevel != "" || got.RestrictionValue != "" {
		t.Fatalf("restriction after emptying = %q %q, want none", got.RestrictionLevel, got.RestrictionValue)
	}
	e.mustAdd(c.ID, item(pathWater))
}

// TestAdd_ADD06_delayedAndImmediateItemsCannotShareACart proves ADD-06.
func TestAdd_ADD06_delayedAndImmediateItemsCannotShareACart(t *testing.T) {
	e := start(t)
	c := e.mustAdd(e.newCart().ID, item(pathTax1))
	status, body := e.add(c.ID, item(pathBusiness))
	e.wantError("delayed after immediate", status, body, http.StatusUnprocessableEntity, wire.ErrMixedDelay)
	d := e.mustAdd(e.newCart().ID, item(pathBusiness))
	if !d.HasDelayedItems || d.HasImmediateItems {
		t.Errorf("delayed cart flags = delayed %v immediate %v, want delayed only", d.HasDelayedItems, d.HasImmediateItems)
	}
	status, body = e.add(d.ID, item(pathWater))
	e.wantError("immediate after delayed", status, body, http.StatusUnprocessableEntity, wire.ErrMixedDelay)
}

func TestAdd_unknownOrOtherClientsPayableIsNotFound(t *testing.T) {
	e := start(t)
	id := e.newCart().ID
	for _, path := range []string{"sunshine/demo/property_tax/2026/R999-999", pathParking} {
		status, body := e.add(id, item(path))
		e.wantError(path, status, body, http.StatusNotFound, wire.ErrPayableNotFound)
	}
}

func TestAdd_ERR75_unpayableItemIsRefusedWithItsReason(t *testing.T) {
	e := start(t)
	status, body := e.add(e.newCart().ID, item(pathTaxPaid))
	got := e.wantError("paid bill", status, body, http.StatusUnprocessableEntity, wire.ErrNotPayable)
	if !strings.Contains(got.Error.Message, "paid in full") || got.Error.DisplayMessage == "" {
		t.Errorf("error = %+v, want the payable's reason", got.Error)
	}
}

func TestAdd_isAllOrNothing(t *testing.T) {
	e := start(t)
	c := e.newCart()
	status, body := e.add(c.ID, item(pathWater), at(pathTax1, "12.3"))
	e.wantError("batch with a bad amount", status, body, http.StatusUnprocessableEntity, wire.ErrInvalidAmount)
	_, body = e.do(http.MethodGet, base+"/"+c.ID, nil)
	if got := decode[wire.Cart](t, body); len(got.Items) != 0 {
		t.Errorf("items after a refused batch = %d, want 0", len(got.Items))
	}
}

func TestAdd_API28_acceptLanguageSelectsSpanishNames(t *testing.T) {
	e := start(t)
	status, body := e.do(http.MethodPost, base+"/"+e.newCart().ID+"/items", []wire.AddItem{item(pathWater)},
		"Accept-Language", "es-US,es")
	if status != http.StatusOK {
		t.Fatalf("add: %d %s", status, body)
	}
	if name := decode[wire.Cart](t, body).Items[0].Payable.DisplayName; name != "Factura de agua - U-5001" {
		t.Errorf("display name %q, want the Spanish one", name)
	}
}

func TestAdd_freeformValuesAreCheckedAgainstTheirCharLimit(t *testing.T) {
	e := start(t)
	id := e.newCart().ID
	long := wire.AddItem{Path: pathDonation, UserParameters: map[string]string{"dedication": strings.Repeat("a", 101)}}
	status, body := e.add(id, long)
	e.wantError("101 characters", status, body, http.StatusUnprocessableEntity, wire.ErrInvalidField)
	unknown := wire.AddItem{Path: pathDonation, UserParameters: map[string]string{"nickname": "x"}}
	status, body = e.add(id, unknown)
	e.wantError("unknown field", status, body, http.StatusUnprocessableEntity, wire.ErrInvalidField)
	ok := wire.AddItem{Path: pathDonation, UserParameters: map[string]string{"dedication": strings.Repeat("ñ", 100)}}
	if c := e.mustAdd(id, ok); c.Items[0].UserParameters["dedication"] == "" {
		t.Errorf("value of 100 characters not kept: %+v", c.Items[0].UserParameters)
	}
}

func TestAdd_quantityOfAFixedQuantityItemIsOne(t *testing.T) {
	e := start(t)
	status, body := e.add(e.newCart().ID, wire.AddItem{Path: pathWater, Quantity: 2})
	e.wantError("two water bills", status, body, http.StatusUnprocessableEntity, wire.ErrInvalidQuantity)
}

// TestChangeItem_VAL03_VAL06_quantityIsParsedFromAStringAndZeroRemoves proves VAL-03.
func TestChangeItem_VAL03_VAL06_quantityIsParsedFromAStringAndZeroRemoves(t *testing.T) {
	e := start(t)
	p := payable("sunshine/demo/permits/P-1", "permits", "permit", "10.00")
	p.IsQuantityModifiable = true
	e.putPayable(p)
	c := e.mustAdd(e.newCart().ID, item(p.Path), item(pathWater))
	path := base + "/" + c.ID + "/items/" + c.Items[0].ID
	status, body := e.do(http.MethodPatch, path, map[string]any{"quantity": "3"})
	if status != http.StatusOK {
		t.Fatalf("quantity \"3\": %d %s", status, body)
	}
	if got := decode[wire.Cart](t, body); got.Items[0].Quantity != 3 || got.Subtotal != "106.25" {
		t.Fatalf("after quantity 3: quantity %d subtotal %s, want 3 and 106.25", got.Items[0].Quantity, got.Subtotal)
	}
	status, body = e.do(http.MethodPatch, path, map[string]any{"quantity": "2.5"})
	e.wantError("quantity 2.5", status, body, http.StatusUnprocessableEntity, wire.ErrInvalidQuantity)
	status, body = e.do(http.MethodPatch, path, map[string]any{"quantity": 0})
	if got := decode[wire.Cart](t, body); status != http.StatusOK || len(got.Items) != 1 || got.Items[0].Path != pathWater {
		t.Fatalf("quantity 0: %d %s, want only the water bill left", status, body)
	}
}

// TestChangeItem_VAL07_amountChangeNeedsExactlyTwoDecimals proves VAL-07.
func TestChangeItem_VAL07_amountChangeNeedsExactlyTwoDecimals(t *testing.T) {
	cases := map[string]bool{"1,000.00": true, "5.05": true, "12": false, "12.5": false, "12.345": false,
		"0": false, "-1": false, "abc": false, "0.00": false, "1,234.57": false}
	e := start(t)
	c := e.mustAdd(e.newCart().ID, item(pathTax1))
	path := base + "/" + c.ID + "/items/" + c.Items[0].ID
	for amount, ok := range cases {
		status, body := e.do(http.MethodPatch, path, wire.ItemChange{Amount: &amount})
		if !ok {
			e.wantError("amount "+amount, status, body, http.StatusUnprocessableEntity, wire.ErrInvalidAmount)
			continue
		}
		if status != http.StatusOK {
			t.Errorf("amount %s: %d %s, want it accepted", amount, status, body)
		}
	}
}

func TestRemoveItem_API08_unknownItemIsNotFound(t *testing.T) {
	e := start(t)
	c := e.mustAdd(e.newCart().ID, item(pathWater))
	status, body := e.do(http.MethodDelete, base+"/"+c.ID+"/items/itm_nope", nil)
	e.wantError("unknown item", status, body, http.StatusNotFound, wire.ErrItemNotFound)
	status, body = e.do(http.MethodPatch, base+"/"+c.ID+"/items/itm_nope", map[string]any{"quantity": 1})
	e.wantError("unknown item change", status, body, http.StatusNotFound, wire.ErrItemNotFound)
}

func TestAddItems_API07_refreshMarksChangedPayablesButSkipUpdatesDoesNot(t *testing.T) {
	e := start(t)
	p := payable("sunshine/demo/permits/P-9", "permits", "permit", "10.00")
	e.putPayable(p)
	c := e.mustAdd(e.newCart().ID, item(p.Path))
	p.Amount, p.MinimumAmount, p.MaximumAmount = "12.00", "12.00", "12.00"
	if _, err := e.db.SQL().ExecContext(t.Context(), `DELETE FROM payables WHERE path = ?`, p.Path); err != nil {
		t.Fatal(err)
	}
	e.putPayable(p)
	status, body := e.do(http.MethodPost, base+"/"+c.ID+"/items_skip_updates", []wire.AddItem{item(pathWater)})
	if got := decode[wire.Cart](t, body); status != http.StatusOK || got.Items[0].UpdatedPayable != nil {
		t.Fatalf("skip updates: %d, updated payable %+v, want none", status, got.Items[0].UpdatedPayable)
	}
	got := e.mustAdd(c.ID, item(pathVehicle))
	if u := got.Items[0].UpdatedPayable; u == nil || u.Amount != "12.00" {
		t.Fatalf("updated payable = %+v, want the new amount 12.00 (cart.updated)", u)
	}
}

func ptr[T any](v T) *T { return &v }

// TestAdd_PAY11_aParentWithChildrenSharesNoCart proves PAY-11 in the cart's
// own change: a parent bill with children goes into an empty cart only, and
// nothing goes into a cart that holds one, whichever comes first.
func TestAdd_PAY11_aParentWithChildrenSharesNoCart(t *testing.T) {
	e := start(t)
	c := e.mustAdd(e.newCart().ID, item(pathTax1))
	status, body := e.add(c.ID, item(sqlite.PathParentBill))
	e.wantError("the parent after another bill", status, body, http.StatusUnprocessableEntity, wire.ErrPayAlone)
	p := e.mustAdd(e.newCart().ID, item(sqlite.PathParentBill))
	status, body = e.add(p.ID, item(sqlite.PathInstallment1))
	e.wantError("an installment after its parent", status, body, http.StatusUnprocessableEntity, wire.ErrPayAlone)
	status, body = e.add(e.newCart().ID, item(sqlite.PathParentBill), item(pathTax1))
	e.wantError("the parent and another bill at once", status, body, http.StatusUnprocessableEntity, wire.ErrPayAlone)
	// Installments go together.
	e.mustAdd(e.newCart().ID, item(sqlite.PathInstallment1), item(sqlite.PathInstallment2))
}
