package verify_test

import (
	"net/http"
	"testing"
	"time"

	"github.com/payhub/payhub/bff/upstream/verify"
	sbverify "github.com/payhub/payhub/sandbox/verify"
)

// letters is how many PIN letters went to the property.
func (f *fixture) letters(t *testing.T) int {
	t.Helper()
	msgs, err := f.srv.DB().Outbox().List(t.Context(), sbverify.LetterAddress(address), 100)
	if err != nil {
		t.Fatal(err)
	}
	return len(msgs)
}

// One letter a day goes to a property, whoever asks: one resident asking
// again and again cannot use up the property's letters for its owner, as a
// per-user limit equal to the property's let them. A later request that
// day, by anyone, is told a letter is on its way and is pin_requested,
// with no new letter; the next day a new letter goes.
func TestRequestPIN_oneLetterAPropertyADayWhoeverAsks(t *testing.T) {
	f := newFixture(t)
	if st, err := f.client.RequestPIN(t.Context(), other, pinReq()); err != nil || st.LetterOnItsWay {
		t.Fatalf("the day's first letter: %+v, %v", st, err)
	}
	for _, user := range []string{other, other, resident, "resident-c"} {
		st, err := f.client.RequestPIN(t.Context(), user, pinReq())
		if err != nil || st.Status != verify.StatusPINRequested || !st.LetterOnItsWay {
			t.Errorf("%s's request the same day = %+v, %v; want pin_requested, a letter on its way", user, st, err)
		}
	}
	if n := f.letters(t); n != verify.MaxPayableLettersPerDay {
		t.Errorf("%d letters to the property in a day, want %d", n, verify.MaxPayableLettersPerDay)
	}
	if got := f.status(t, resident); got != verify.StatusPINRequested {
		t.Errorf("the owner's status = %q, want pin_requested", got)
	}
	f.advance(t, 24*time.Hour)
	if st, err := f.client.RequestPIN(t.Context(), resident, pinReq()); err != nil || st.LetterOnItsWay || f.letters(t) != 2 {
		t.Errorf("the next day's request = %+v, %v, %d letters", st, err, f.letters(t))
	}
}

// The PIN is the property's: whoever holds the letter claims into their
// own account, whoever asked for it; the claim records the claimant's
// name and the moment, and uses the PIN up.
func TestClaim_thePINIsThePropertysAndItsClaimRecordsTheClaimantsName(t *testing.T) {
	f := newFixture(t)
	if _, err := f.client.RequestPIN(t.Context(), other, pinReq()); err != nil {
		t.Fatal(err)
	}
	req := claimReq(f.letterPIN(t))
	req.ClaimantName = "Rosa Resident"
	st, err := f.client.Claim(t.Context(), resident, req)
	if err != nil || st.Status != verify.StatusPayableClaimed || st.VerifiedName != "Rosa Resident" || st.VerifiedAt == "" {
		t.Fatalf("the letter's holder claims = %+v, %v", st, err)
	}
	all, err := f.client.Statuses(t.Context(), resident)
	if err != nil || len(all) != 1 || all[0].VerifiedName != "Rosa Resident" || all[0].VerifiedAt != st.VerifiedAt {
		t.Fatalf("statuses after the claim = %+v, %v", all, err)
	}
	if _, err := time.Parse(time.RFC3339, all[0].VerifiedAt); err != nil {
		t.Errorf("verifiedAt %q: %v", all[0].VerifiedAt, err)
	}
	// Used up: the same letter claims nothing more.
	_, err = f.client.Claim(t.Context(), other, req)
	if code, status := upstreamCode(err); code != verify.ErrorCodeNoPIN || status != http.StatusConflict {
		t.Errorf("a used PIN = %q %d, want pin_not_requested 409", code, status)
	}
}

// A PIN claims for PINLife, then is refused as expired.
func TestClaim_aPINOlderThanItsLifeIsRefused(t *testing.T) {
	f := newFixture(t)
	if _, err := f.client.RequestPIN(t.Context(), resident, pinReq()); err != nil {
		t.Fatal(err)
	}
	pin := f.letterPIN(t)
	f.advance(t, verify.PINLife)
	_, err := f.client.Claim(t.Context(), resident, claimReq(pin))
	if code, status := upstreamCode(err); code != verify.ErrorCodePINExpired || status != http.StatusGone {
		t.Errorf("an expired PIN = %q %d, want pin_expired 410", code, status)
	}
}
