package checkout

import (
	"slices"
	"testing"

	"github.com/payhub/payhub/bff"
	"github.com/payhub/payhub/bff/texts"
	"github.com/payhub/payhub/bff/upstream/cart"
	"github.com/payhub/payhub/bff/upstream/payables"
	"github.com/payhub/payhub/bff/upstream/siteconfig"
	"github.com/payhub/payhub/sandbox/processor"
	"github.com/payhub/payhub/sandbox/sqlite"
)

// The tests in this file prove that the BFF's check-out answers the cart
// service's refusal of a tender by what its token really is, through the
// BFF's checkout, its cart client and the sandbox cart service.

// payWith checks out guest g's cart with a tender of type declared and
// token, at the fee the cart quotes for fee, in lang.
func (r *cartRig) payWith(t *testing.T, g Guest, v CartView, declared, token, fee string, lang bff.Language) (ReceiptResult, error) {
	t.Helper()
	fees, err := r.carts.Fees(t.Context(), g.Client, g.Site, g.CartID, []string{fee})
	if err != nil {
		t.Fatalf("Fees: %v", err)
	}
	in := CheckOutInput{
		Tender:      TenderInput{Type: declared, Token: token, LastDigits: "1111", CardBrand: "Discover Card", UserName: "Ana Diaz"},
		ExtraFields: ExtraFieldsInput{Email: "ana@example.com"},
		Expected:    ExpectedInput{Subtotal: v.Subtotal, Fee: fees.Fees[fee].Amount},
	}
	if declared == TenderBank {
		in.Tender.CardBrand = ""
	}
	in.Normalize()
	if err := in.Validate(bff.English); err != nil {
		t.Fatalf("Validate: %v", err)
	}
	return r.s.CheckOut(t.Context(), g, in, "key-"+declared+token, lang)
}

func TestCheckOut_API18_aTenderDeclaredAsAnotherTypeIsTenderMismatchInTheAskedLanguage(t *testing.T) {
	r := newRuleRig(t)
	for i, lang := range []bff.Language{bff.English, bff.Spanish} {
		g, v := r.newGuestCart(t, "anon-mismatch-"+string(rune('a'+i)), seedWater)
		_, err := r.payWith(t, g, v, TenderBank, ruleToken+processor.TypeCard, TenderBank, lang)
		if bff.ErrorCode(err) != bff.CodeTenderMismatch || cart.ServiceCode(err) != cart.ErrTenderMismatch ||
			bff.ErrorMessage(err) != texts.Message(texts.TenderMismatch, bff.English) ||
			bff.ErrorDisplayMessage(err) != texts.Message(texts.TenderMismatch, lang) {
			t.Fatalf("%s: err %v (code %s, service %q), want %s %s", lang, err, bff.ErrorCode(err),
				cart.ServiceCode(err), bff.CodeTenderMismatch, cart.ErrTenderMismatch)
		}
		if c := r.wire(t, g); c.Status != cart.StatusOpen {
			t.Fatalf("a refused check-out left the cart %s, want it open", c.Status)
		}
	}
	if texts.Message(texts.TenderMismatch, bff.English) == texts.Message(texts.TenderMismatch, bff.Spanish) {
		t.Error("the mismatch message has no Spanish text")
	}
}

func TestCheckOut_TENDER04_aCardBrandTheCartDisablesIsRefusedAndTheReceiptNamesTheTokensCard(t *testing.T) {
	r := newRuleRig(t)
	g, v := r.newGuestCart(t, "anon-brand-a", sqlite.PathWaterMeterFee)
	_, err := r.payWith(t, g, v, TenderCard, ruleAmex, TenderCard, bff.Spanish)
	if bff.ErrorCode(err) != bff.CodeUnprocessable || cart.ServiceCode(err) != cart.ErrCardBrandRefused ||
		bff.ErrorDisplayMessage(err) != texts.Message(texts.BrandRefused, bff.Spanish) {
		t.Fatalf("Amex on U-5002: err %v (service %q), want unprocessable %s", err, cart.ServiceCode(err), cart.ErrCardBrandRefused)
	}
	// The Visa pays, and what the payer sees of it is the token's card,
	// not the brand and digits the request claimed.
	res, err := r.payWith(t, g, v, TenderCard, ruleToken+processor.TypeCard, TenderCard, bff.English)
	if err != nil || res.Tender.CardBrand != processor.Visa || res.Tender.LastDigits != "4242" {
		t.Fatalf("Visa on U-5002: %+v, %v; want it paid by the Visa ending in 4242", res.Tender, err)
	}
}

func TestTenders_TENDER04_theCardBrandsAreTheSitesMinusThoseAnItemDisables(t *testing.T) {
	site := siteconfig.Site{}
	item := func(disabled []string, restricted []string) cart.Item {
		p := payables.Payable{DisabledCardBrands: disabled}
		if restricted != nil {
			p.PaymentRestrictions = &payables.PaymentRestrictions{DisabledCardBrands: restricted}
		}
		return cart.Item{Payable: p}
	}
	cases := []struct {
		name  string
		site  siteconfig.Site
		items []cart.Item
		want  []string
	}{
		{"TENDER-03 no item disables a brand", site, []cart.Item{item(nil, nil)}, siteconfig.CardBrands()},
		{"U-5002 disables American Express", site, []cart.Item{item(nil, nil), item([]string{siteconfig.BrandAmex}, nil)},
			[]string{siteconfig.BrandVisa, siteconfig.BrandMasterCard, siteconfig.BrandDiscover}},
		{"a payment restriction spelled amex and discover", site, []cart.Item{item(nil, []string{"amex", "Discover"})},
			[]string{siteconfig.BrandVisa, siteconfig.BrandMasterCard}},
		{"the site's own brands narrowed further", siteconfig.Site{CardBrands: []string{"visa", "amex"}},
			[]cart.Item{item([]string{"American Express"}, nil)}, []string{siteconfig.BrandVisa}},
	}
	for _, c := range cases {
		if got := acceptedCardBrands(c.site, cart.Cart{Items: c.items}); !slices.Equal(got, c.want) {
			t.Errorf("%s: %v, want %v", c.name, got, c.want)
		}
	}
}
