package screen

import (
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

func TestCheckOutInput_TENDER01_TENDER16_TENDER17_theTenderTypeAndUserName(t *testing.T) {
	cases := []struct {
		name string
		edit func(*TenderInput)
		ok   bool
	}{
		{"TENDER-01 a card tender is accepted", func(*TenderInput) {}, true},
		{"TENDER-01 a bank tender is accepted", func(tn *TenderInput) { tn.Type, tn.CardBrand = TenderBank, "" }, true},
		{"TENDER-01 a card from Apple Pay is accepted", func(tn *TenderInput) { tn.Type = TenderApplePay }, true},
		{"TENDER-01 a card from Google Pay is accepted", func(tn *TenderInput) { tn.Type = TenderGooglePay }, true},
		{"TENDER-01 another type is rejected", func(tn *TenderInput) { tn.Type = "cash" }, false},
		{"TENDER-01 a type in other letters is rejected", func(tn *TenderInput) { tn.Type = "Card" }, false},
		{"TENDER-01 paypal is paid only through its own order, never as a card-input tender", func(tn *TenderInput) { tn.Type = TenderPayPal }, false},
		{"TENDER-16 a tender without a type is rejected", func(tn *TenderInput) { tn.Type = "" }, false},
		{"TENDER-17 a card tender without a user name is rejected", func(tn *TenderInput) { tn.UserName = "  " }, false},
		{"TENDER-17 a bank tender without a user name is rejected", func(tn *TenderInput) {
			tn.Type, tn.CardBrand, tn.UserName = TenderBank, "", ""
		}, false},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			in := validInput()
			tc.edit(&in.Tender)
			in.Normalize()
			err := in.Validate()
			if (err == nil) != tc.ok || (err != nil && bff.ErrorCode(err) != bff.CodeInvalid) {
				t.Fatalf("err %v, want accepted %v", err, tc.ok)
			}
		})
	}
	t.Run("TENDER-17 a PayPal order needs no user name", func(t *testing.T) {
		in := PayPalInput{Brand: "paypal", ExtraFields: ExtraFieldsInput{Email: "ana@example.com"},
			Expected: ExpectedInput{Subtotal: "1234.56", Fee: "29.01"}, ReturnURL: "http://localhost:8080/sunshine/demo/checkout"}
		if err := in.Validate("http://localhost:8080"); err != nil {
			t.Fatalf("err %v", err)
		}
	})
}
