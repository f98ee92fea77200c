package cart_test

import (
	"net/http"
	"testing"
	"time"

	wire "github.com/payhub/payhub/bff/upstream/cart"
	"github.com/payhub/payhub/bff/upstream/payables"
	"github.com/payhub/payhub/sandbox/cart"
	"github.com/payhub/payhub/sandbox/processor"
	"github.com/payhub/payhub/sandbox/sqlite"
)

// Seeded payables whose tender rules these tests use.
const (
	pathTaxBig   = "sunshine/demo/property_tax/2026/R100-004" // 7250.00, TAXCOL: over the 5000.00 card limit
	pathBankOnly = "sunshine/demo/business_license/B-9004"    // 95.00, bank only
)

// TestCheckOut_API18_theTenderTypeIsTheTokensNotTheDeclaredOne proves that
// a check-out declaring another tender type than its token's is refused
// before anything is charged, whichever way round, and that the type the
// token was tokenized as is the one every rule then applies to.
func TestCheckOut_API18_theTenderTypeIsTheTokensNotTheDeclaredOne(t *testing.T) {
	e := start(t)
	cases := []struct{ name, path, declared, token string }{
		{"a card declared as a bank account", pathTax1, "bank", tokVisa},
		{"a bank account declared as a card", pathTax1, "card", tokBank},
		{"a frame card declared as Apple Pay", pathTax1, "applePay", tokVisa},
		{"Apple Pay's card declared as a card", pathTax1, "card", tokApplePay},
		{"ADD-03 a card declared as bank on a bank-only item", pathBankOnly, "bank", tokVisa},
		{"VAL-23 a card declared as bank over the card limit", pathTaxBig, "bank", tokVisa},
	}
	for _, c := range cases {
		crt := e.mustAdd(e.newCart().ID, item(c.path))
		status, body := e.checkOut(crt.ID, e.checkOutRequest(crt, c.declared, c.token))
		e.wantError(c.name, status, body, http.StatusUnprocessableEntity, wire.ErrTenderMismatch)
	}
	if calls := e.charger.calls.Load(); calls != 0 {
		t.Errorf("charger called %d times, want 0", calls)
	}
	// Declared as what it is, each pays or meets the rule of its own type.
	crt := e.mustAdd(e.newCart().ID, item(pathTaxBig))
	status, body := e.checkOut(crt.ID, e.checkOutRequest(crt, "card", tokVisa))
	e.wantError("VAL-23 the card declared as a card over the limit", status, body, http.StatusUnprocessableEntity, wire.ErrOverLimit)
	crt = e.mustAdd(e.newCart().ID, item(pathBankOnly))
	status, body = e.checkOut(crt.ID, e.checkOutRequest(crt, "card", tokVisa))
	e.wantError("ADD-03 the card declared as a card on a bank-only item", status, body, http.StatusUnprocessableEntity, wire.ErrNoTenders)
	e.mustCheckOut(crt.ID, e.checkOutRequest(crt, "bank", tokBank))
	crt = e.mustAdd(e.newCart().ID, item(pathTax1))
	e.mustCheckOut(crt.ID, e.checkOutRequest(crt, "applePay", tokApplePay))
}

// TestCheckOut_CHK08_aCardDeclaredAsBankIsNotChargedTheBankFee proves that
// the fee is the token's type's: a card declared as a bank account with
// the bank's 0.50 fee is refused, and the card pays only with the card fee.
func TestCheckOut_CHK08_aCardDeclaredAsBankIsNotChargedTheBankFee(t *testing.T) {
	e := start(t)
	crt := e.mustAdd(e.newCart().ID, item(pathTax1))
	asBank := e.checkOutRequest(crt, "bank", tokVisa)
	if asBank.FeeAmount != "0.50" {
		t.Fatalf("bank fee %s, want 0.50", asBank.FeeAmount)
	}
	status, body := e.checkOut(crt.ID, asBank)
	e.wantError("card with the bank fee", status, body, http.StatusUnprocessableEntity, wire.ErrTenderMismatch)
	asCard := e.checkOutRequest(crt, "card", tokVisa)
	asCard.FeeAmount = "0.50"
	status, body = e.checkOut(crt.ID, asCard)
	e.wantError("card with the bank fee declared as card", status, body, http.StatusConflict, wire.ErrAmountMismatch)
	resp := e.mustCheckOut(crt.ID, e.checkOutRequest(crt, "card", tokVisa))
	if resp.FeeTotal != "29.01" || resp.Total != "1263.57" {
		t.Errorf("paid fee %s total %s, want the card fee 29.01 and 1263.57", resp.FeeTotal, resp.Total)
	}
}

// TestCheckOut_theBrandAndLastDigitsAreTheTokens proves that what the
// request says of the card (brand, last digits) is not what the answer and
// the receipt say: those come from the token.
func TestCheckOut_theBrandAndLastDigitsAreTheTokens(t *testing.T) {
	e := start(t)
	crt := e.mustAdd(e.newCart().ID, item(pathWater))
	req := e.checkOutRequest(crt, "card", tokVisa)
	req.CardBrand, req.LastDigits, req.TenderSummary = processor.Discover, "1117", "Discover Card ending in 1117"
	resp := e.mustCheckOut(crt.ID, req)
	if resp.Tender == nil || resp.Tender.Type != "card" || resp.Tender.CardBrand != processor.Visa || resp.Tender.LastDigits != "4242" {
		t.Errorf("answer's tender %+v, want the token's Visa ending in 4242", resp.Tender)
	}
	r, err := e.db.History().Receipt(t.Context(), resp.ReceiptID)
	if err != nil || r.Tender.CardBrand != processor.Visa || r.Tender.LastDigits != "4242" {
		t.Errorf("receipt tender %+v, %v; want the token's Visa ending in 4242", r.Tender, err)
	}
}

// TestCheckOut_anUnknownTokenIsRefusedBeforeAnyCharge proves that a token
// the wallet does not know for the cart is a 400, never a charge.
func TestCheckOut_anUnknownTokenIsRefusedBeforeAnyCharge(t *testing.T) {
	e := start(t)
	crt := e.mustAdd(e.newCart().ID, item(pathWater))
	status, body := e.checkOut(crt.ID, e.checkOutRequest(crt, "bank", "tndr_never_tokenized"))
	e.wantError("unknown token", status, body, http.StatusBadRequest, "invalid")
	if calls := e.charger.calls.Load(); calls != 0 {
		t.Errorf("charger called %d times, want 0", calls)
	}
}

// TestCheckOut_TENDER04_aCardBrandTheItemDisablesIsRefused proves that the
// cart service refuses a card of a brand that a payable in the cart
// disables, by its disabledCardBrands (U-5002: American Express) or its
// payment restrictions, whatever the spelling, and takes every other brand.
func TestCheckOut_TENDER04_aCardBrandTheItemDisablesIsRefused(t *testing.T) {
	e := start(t)
	crt := e.mustAdd(e.newCart().ID, item(sqlite.PathWaterMeterFee))
	status, body := e.checkOut(crt.ID, e.checkOutRequest(crt, "card", tokAmex))
	e.wantError("Amex on U-5002", status, body, http.StatusUnprocessableEntity, wire.ErrCardBrandRefused)
	// Declaring another brand changes nothing: the brand is the token's.
	req := e.checkOutRequest(crt, "card", tokAmex)
	req.CardBrand = processor.Visa
	status, body = e.checkOut(crt.ID, req)
	e.wantError("Amex declared as Visa on U-5002", status, body, http.StatusUnprocessableEntity, wire.ErrCardBrandRefused)
	if calls := e.charger.calls.Load(); calls != 0 {
		t.Errorf("charger called %d times, want 0", calls)
	}
	e.mustCheckOut(crt.ID, e.checkOutRequest(crt, "card", tokVisa))

	restricted := payable("sunshine/demo/utilities/RESTRICTED", "utilities", "utilities", "40.00")
	restricted.PaymentRestrictions = &payables.PaymentRestrictions{DisabledCardBrands: []string{"amex"}}
	e.putPayable(restricted)
	crt = e.mustAdd(e.newCart().ID, item(restricted.Path))
	status, body = e.checkOut(crt.ID, e.checkOutRequest(crt, "card", tokAmex))
	e.wantError("Amex on a payable restricting amex", status, body, http.StatusUnprocessableEntity, wire.ErrCardBrandRefused)
	e.mustCheckOut(crt.ID, e.checkOutRequest(crt, "applePay", tokApplePay))
}

// TestCheckOut_TENDER08_aTenderTypeTurnedOffByARestrictionIsRefused proves
// that a payable's payment restrictions turn a tender type off at
// check-out while they are in force, and not after effective_until.
func TestCheckOut_TENDER08_aTenderTypeTurnedOffByARestrictionIsRefused(t *testing.T) {
	e := start(t)
	off := payable("sunshine/demo/utilities/CARD-OFF", "utilities", "utilities", "40.00")
	off.PaymentRestrictions = &payables.PaymentRestrictions{DisabledTenderTypes: []payables.DisabledTenderType{{Type: "card"}}}
	ended := payable("sunshine/demo/utilities/CARD-BACK", "utilities", "utilities", "40.00")
	ended.PaymentRestrictions = &payables.PaymentRestrictions{DisabledTenderTypes: []payables.DisabledTenderType{
		{Type: "card", EffectiveUntil: e.clock.Now().Add(-time.Hour).Format(time.RFC3339)}}}
	e.putPayable(off)
	e.putPayable(ended)
	crt := e.mustAdd(e.newCart().ID, item(off.Path))
	status, body := e.checkOut(crt.ID, e.checkOutRequest(crt, "card", tokVisa))
	e.wantError("card turned off", status, body, http.StatusUnprocessableEntity, wire.ErrNoTenders)
	e.mustCheckOut(crt.ID, e.checkOutRequest(crt, "bank", tokBank))
	crt = e.mustAdd(e.newCart().ID, item(ended.Path))
	e.mustCheckOut(crt.ID, e.checkOutRequest(crt, "card", tokVisa))
}

// TestCheckOut_ADD03_VAL23_aCheckOutTakingOverAStuckCartMeetsTheTenderRules
// proves that a check-out taking over a cart left checking_out (after
// StaleCheckOut, as after a crash) is held to the tender types and limits
// like any other: a card on a bank-only item and a card over the card
// limit are refused and nothing is charged, while a retry with the tender
// the rules allow still takes the cart over and pays it.
func TestCheckOut_ADD03_VAL23_aCheckOutTakingOverAStuckCartMeetsTheTenderRules(t *testing.T) {
	e := start(t)
	stuck := func(path string) wire.Cart {
		crt := e.mustAdd(e.newCart().ID, item(path))
		if _, err := e.db.Carts().Update(t.Context(), crt.Client, crt.Site, crt.ID, func(r *cart.Record) error {
			r.Status = wire.StatusCheckingOut
			r.CheckOut.Attempt++
			r.CheckOut.StartedAt = e.clock.Now()
			return nil
		}); err != nil {
			t.Fatal(err)
		}
		return crt
	}
	bankOnly, big := stuck(pathBankOnly), stuck(pathTaxBig)
	e.clock.Advance(cart.StaleCheckOut)
	status, body := e.checkOut(bankOnly.ID, e.checkOutRequest(bankOnly, "card", tokVisa))
	e.wantError("ADD-03 a card taking over a bank-only cart", status, body, http.StatusUnprocessableEntity, wire.ErrNoTenders)
	status, body = e.checkOut(big.ID, e.checkOutRequest(big, "card", tokVisa))
	e.wantError("VAL-23 a card taking over a cart over the card limit", status, body, http.StatusUnprocessableEntity, wire.ErrOverLimit)
	if calls := e.charger.calls.Load(); calls != 0 {
		t.Errorf("charger called %d times, want 0", calls)
	}
	e.mustCheckOut(bankOnly.ID, e.checkOutRequest(bankOnly, "bank", tokBank))
	e.mustCheckOut(big.ID, e.checkOutRequest(big, "bank", tokBank))
}

// TestCheckOut_PAY13_aRestrictionInAnyCaseWithADateOnlyEndHoldsThroughThatDay
// proves that the sandbox's check-out reads a restriction's tender type
// without regard to case, and a date-only effective_until as the end of
// that day anywhere on earth (UTC-12, 12:00 UTC the next day, the clock's
// time): in force on the day, lifted once it has passed.
func TestCheckOut_PAY13_aRestrictionInAnyCaseWithADateOnlyEndHoldsThroughThatDay(t *testing.T) {
	e := start(t)
	today := e.clock.Now().UTC().Format(time.DateOnly)
	yesterday := e.clock.Now().UTC().AddDate(0, 0, -1).Format(time.DateOnly)
	on := payable("sunshine/demo/utilities/CARD-TODAY", "utilities", "utilities", "40.00")
	on.PaymentRestrictions = &payables.PaymentRestrictions{DisabledTenderTypes: []payables.DisabledTenderType{
		{Type: "Card", EffectiveUntil: today}}}
	past := payable("sunshine/demo/utilities/CARD-YESTERDAY", "utilities", "utilities", "40.00")
	past.PaymentRestrictions = &payables.PaymentRestrictions{DisabledTenderTypes: []payables.DisabledTenderType{
		{Type: "CARD", EffectiveUntil: yesterday}}}
	e.putPayable(on)
	e.putPayable(past)
	crt := e.mustAdd(e.newCart().ID, item(on.Path))
	status, body := e.checkOut(crt.ID, e.checkOutRequest(crt, "card", tokVisa))
	e.wantError("card turned off through today", status, body, http.StatusUnprocessableEntity, wire.ErrNoTenders)
	crt = e.mustAdd(e.newCart().ID, item(past.Path))
	e.mustCheckOut(crt.ID, e.checkOutRequest(crt, "card", tokVisa))
}
