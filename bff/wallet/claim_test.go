package wallet

import (
	"context"
	"testing"
	"time"

	"github.com/payhub/payhub/bff"
	api "github.com/payhub/payhub/bff/upstream/wallet"
)

// paidAt is when the guest's payment of these tests was made.
var paidAt = time.Date(2026, 7, 15, 12, 0, 0, 0, time.UTC)

// claimableOfPat is a card a guest paid with as pat@example.com.
var claimableOfPat = Claimable{Token: "tndr_paid", GuestID: "anon-1", Type: api.TenderCard, CardBrand: "Visa",
	LastDigits: "1111", PaidAt: paidAt, Email: "pat@example.com"}

func TestClaim_ROLE21_onlyThePayerWithinTheClaimWindowIsOfferedAndMayClaim(t *testing.T) {
	for _, tc := range []struct {
		name  string
		email string
		at    time.Duration
		want  bool
	}{
		{"the payer, just after paying", "pat@example.com", time.Minute, true},
		{"the payer, in other letters' case", " Pat@Example.COM ", time.Minute, true},
		{"the payer, at the window's last second", "pat@example.com", ClaimWindow - time.Second, true},
		{"the payer, once the window is over", "pat@example.com", ClaimWindow, false},
		{"another resident", "bob@example.com", time.Minute, false},
		{"no e-mail", "", time.Minute, false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			f := newFake("sub-1")
			w := &Wallet{Service: f, Now: func() time.Time { return paidAt.Add(tc.at) }}
			v, offered := w.Offer(claimableOfPat, tc.email, bff.English)
			if offered != tc.want || (offered && v.Name != "Visa Card") {
				t.Errorf("offer = %+v %v, want %v", v, offered, tc.want)
			}
			_, err := w.Claim(context.Background(), Request{UserID: "sub-1"}, claimableOfPat,
				ClaimInput{CardOnFileDisclosure: true, Email: tc.email}, "k1")
			if tc.want != (err == nil) || (!tc.want && bff.ErrorCode(err) != bff.CodeNotFound) {
				t.Errorf("claim: %v, want claimed %v (else not_found)", err, tc.want)
			}
			if !tc.want && len(f.claims) != 0 {
				t.Errorf("the wallet service was asked to claim: %+v", f.claims)
			}
		})
	}
}

func TestClaimable_aRecordWithoutItsPaymentTimeIsExpired(t *testing.T) {
	c := claimableOfPat
	c.PaidAt = time.Time{}
	if !c.Expired(paidAt) || c.OfferedTo("pat@example.com", paidAt) {
		t.Error("a record without PaidAt is offered")
	}
}
