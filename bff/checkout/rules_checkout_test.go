package checkout

import (
	"reflect"
	"strings"
	"testing"
	"time"

	"github.com/payhub/payhub/bff"
	"github.com/payhub/payhub/bff/upstream/cart"
)

func TestCartView_CART02_expiryDerivesFromSecondsToExpiryOnThisClock(t *testing.T) {
	now := time.Date(2026, 5, 4, 12, 0, 0, 0, time.UTC)
	// The service's own clock is an hour off: its expires_at must not count.
	skewed := now.Add(time.Hour)
	cases := []struct {
		name    string
		c       cart.Cart
		expired bool
		at      string
		minutes int
	}{
		{"CART-02 expiration is now plus seconds_to_expiry", cart.Cart{ExpiresAt: skewed, SecondsToExpiry: 1800},
			false, "2026-05-04T12:30:00Z", 30},
		{"CART-02 minutesUntilExpiration rounds 569 s to 9", cart.Cart{ExpiresAt: skewed, SecondsToExpiry: 569},
			false, "2026-05-04T12:09:29Z", 9},
		{"CART-02 minutesUntilExpiration rounds 570 s to 10", cart.Cart{ExpiresAt: skewed, SecondsToExpiry: 570},
			false, "2026-05-04T12:09:30Z", 10},
		{"CART-02 no seconds left is expired", cart.Cart{ExpiresAt: now.Add(-time.Minute)},
			true, "2026-05-04T11:59:00Z", 0},
		{"CART-02 no seconds left is expired even when the service's clock says later", cart.Cart{ExpiresAt: skewed},
			true, "2026-05-04T12:00:00Z", 0},
		{"CART-02 a cart the service calls expired is expired", cart.Cart{Expired: true},
			true, "2026-05-04T12:00:00Z", 0},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			v := cartViewAt(tc.c, now)
			if v.Expired != tc.expired || v.ExpiresAt != tc.at || v.MinutesUntilExpiration != tc.minutes {
				t.Fatalf("expired %v at %s minutes %d, want %v %s %d", v.Expired, v.ExpiresAt,
					v.MinutesUntilExpiration, tc.expired, tc.at, tc.minutes)
			}
		})
	}
}

func TestCartView_CART01_CART02_theCartCommandsAnswerTheSpecFields(t *testing.T) {
	r := newRuleRig(t)
	before := time.Now()
	g, v := r.newGuestCart(t, "anon-shape", seedTax, seedWater)
	after := time.Now()

	// CART-01: the cart's fields, as the portal reads them.
	want := []string{"count", "enrollInAutopay", "expired", "expiresAt", "hasDelayedItems", "hasImmediateItems", "id",
		"items", "locked", "metadata", "minutesUntilExpiration", "needsDelivery", "secondsToExpiry", "subtotal", "urls"}
	if got := keysOf(t, v); !isSubset(want, got) {
		t.Errorf("CART-01: cart fields %v, want at least %v", got, want)
	}
	if v.ID != g.CartID || len(v.Items) != 2 || v.Subtotal != "1310.81" || v.Count != 2 || v.Locked ||
		!v.HasImmediateItems || v.HasDelayedItems || v.NeedsDelivery || v.EnrollInAutopay {
		t.Errorf("CART-01: cart %+v", v)
	}

	// CART-01: metadata of the spec's keys reach the portal; the service's
	// own bookkeeping does not.
	meta := map[string]string{"userEmail": "ana@example.com", "gsgFee": "1.00", cart.MetaDeliveryConfirmed: "true"}
	c, err := r.carts.Update(t.Context(), g.Client, g.Site, g.CartID, cart.UpdateRequest{Metadata: meta,
		URLs: cart.URLs{Return: "https://county.example/return", Postback: "https://county.example/postback"}})
	if err != nil {
		t.Fatalf("Update: %v", err)
	}
	cv := cartView(c)
	if len(cv.Metadata) != 2 || cv.Metadata["userEmail"] != "ana@example.com" || cv.Metadata["gsgFee"] != "1.00" ||
		cv.URLs.Return != "https://county.example/return" || cv.URLs.Postback != "https://county.example/postback" {
		t.Errorf("CART-01: metadata %v urls %+v", cv.Metadata, cv.URLs)
	}

	// CART-01: an item enrolled in autopay marks the cart.
	c.Items[1].EnrollInAutopay = true
	if !cartView(c).EnrollInAutopay {
		t.Error("CART-01: a cart with an enrolled item has enrollInAutopay false")
	}

	// CART-02: the sandbox's 30-minute lifetime, read against this clock.
	exp, err := time.Parse(time.RFC3339, v.ExpiresAt)
	if err != nil || v.Expired || v.SecondsToExpiry != 1800 || v.MinutesUntilExpiration != 30 ||
		exp.Before(before.Add(30*time.Minute).Truncate(time.Second)) || exp.After(after.Add(30*time.Minute)) {
		t.Errorf("CART-02: expired %v expiresAt %s (%v) seconds %d minutes %d", v.Expired, v.ExpiresAt, err,
			v.SecondsToExpiry, v.MinutesUntilExpiration)
	}
}

func TestCheckOutInput_TENDER01_TENDER16_TENDER17_theTenderTypeSourceAndUserName(t *testing.T) {
	cases := []struct {
		name string
		edit func(*TenderInput)
		// upstream is the cart service's tender type of an accepted tender
		// (its fees and limits are keyed by it); "" for a refused one.
		upstream string
		// says is a word the refusal's message holds.
		says string
	}{
		{"TENDER-01 a card typed into the card input (source direct) is accepted",
			func(tn *TenderInput) { tn.Source = SourceDirect }, TenderCard, ""},
		{"TENDER-01 a bank account (source direct) is accepted",
			func(tn *TenderInput) { tn.Type, tn.Source, tn.CardBrand = TenderBank, SourceDirect, "" }, TenderBank, ""},
		{"TENDER-01 a tender without a source is direct",
			func(tn *TenderInput) { tn.Source = "" }, TenderCard, ""},
		{"TENDER-01 a bank account without a source is direct",
			func(tn *TenderInput) { tn.Type, tn.Source, tn.CardBrand = TenderBank, "", "" }, TenderBank, ""},
		{"TENDER-01 a card from Apple Pay (source apple) is accepted and priced as Apple Pay",
			func(tn *TenderInput) { tn.Source = SourceApple }, TenderApplePay, ""},
		{"TENDER-01 a card from Google Pay (source google) is accepted and priced as Google Pay",
			func(tn *TenderInput) { tn.Source = SourceGoogle }, TenderGooglePay, ""},
		{"TENDER-01 paypal is paid only through its own order, never as a tender token",
			func(tn *TenderInput) { tn.Type = TenderPayPal }, "", "order"},
		{"TENDER-01 paypal from a mobile wallet is refused as paypal",
			func(tn *TenderInput) { tn.Type, tn.Source = TenderPayPal, SourceApple }, "", "order"},
		{"TENDER-01 another type is rejected", func(tn *TenderInput) { tn.Type = "cash" }, "", "card or bank"},
		{"TENDER-01 a type in other letters is rejected", func(tn *TenderInput) { tn.Type = "Card" }, "", "card or bank"},
		{"TENDER-01 Venmo is not a tender type of this endpoint", func(tn *TenderInput) { tn.Type = TenderVenmo }, "", "card or bank"},
		{"TENDER-01 the former applePay type is rejected: Apple Pay is a card with source apple",
			func(tn *TenderInput) { tn.Type = TenderApplePay }, "", "source apple"},
		{"TENDER-01 the former googlePay type is rejected: Google Pay is a card with source google",
			func(tn *TenderInput) { tn.Type, tn.Source = TenderGooglePay, SourceGoogle }, "", "source apple or google"},
		// "Or another source" (spec 000 §3): the check-out takes only the
		// sources whose tokens it can verify; any other is refused, never
		// paid as a plain card.
		{"TENDER-01 another source is rejected", func(tn *TenderInput) { tn.Source = "samsung" }, "", "direct, apple or google"},
		{"TENDER-01 a source in other letters is rejected", func(tn *TenderInput) { tn.Source = "Apple" }, "", "direct, apple or google"},
		{"TENDER-01 a mobile wallet carries a card, not a bank account",
			func(tn *TenderInput) { tn.Type, tn.Source, tn.CardBrand = TenderBank, SourceGoogle, "" }, "", "must be card"},
		{"TENDER-16 a tender without a type is rejected", func(tn *TenderInput) { tn.Type = "" }, "", "payment method"},
		{"TENDER-16 a mobile wallet's tender without a type is rejected",
			func(tn *TenderInput) { tn.Type, tn.Source = "", SourceApple }, "", "payment method"},
		{"TENDER-17 a card tender without a user name is rejected", func(tn *TenderInput) { tn.UserName = "  " }, "", "name"},
		{"TENDER-17 a bank tender without a user name is rejected", func(tn *TenderInput) {
			tn.Type, tn.CardBrand, tn.UserName = TenderBank, "", ""
		}, "", "name"},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			in := validInput()
			tc.edit(&in.Tender)
			in.Normalize()
			err := in.Validate(bff.English)
			switch {
			case tc.upstream != "" && err != nil:
				t.Fatalf("err %v, want accepted", err)
			case tc.upstream != "" && checkOutType(in.Tender) != tc.upstream:
				t.Fatalf("cart service type %q, want %q", checkOutType(in.Tender), tc.upstream)
			case tc.upstream == "" && (bff.ErrorCode(err) != bff.CodeInvalid || !strings.Contains(bff.ErrorMessage(err), tc.says)):
				t.Fatalf("err %v (code %s), want invalid saying %q", err, bff.ErrorCode(err), tc.says)
			}
		})
	}
	t.Run("TENDER-01 a missing source reads as direct, so both submissions are equal", func(t *testing.T) {
		absent, direct := validInput(), validInput()
		direct.Tender.Source = SourceDirect
		absent.Normalize()
		direct.Normalize()
		if !reflect.DeepEqual(absent, direct) || absent.Tender.Source != SourceDirect {
			t.Fatalf("normalized %+v and %+v, want equal with source direct", absent.Tender, direct.Tender)
		}
	})
	t.Run("TENDER-17 a PayPal order needs no user name", func(t *testing.T) {
		in := PayPalInput{Brand: "paypal", ExtraFields: ExtraFieldsInput{Email: "ana@example.com"},
			Expected: ExpectedInput{Subtotal: "1234.56", Fee: "29.01"}, ReturnURL: "http://localhost:8080/sunshine/demo/checkout"}
		if err := in.Validate("http://localhost:8080"); err != nil {
			t.Fatalf("err %v", err)
		}
	})
}
