package verify_test

import (
	"net/http"
	"testing"

	"github.com/payhub/payhub/bff/upstream/verify"
)

// Letters go to a property, whoever asks: the day's limit is the
// payable's, not each user's, or every new account would mail the same
// mailbox MaxLettersPerDay more letters.
func TestRequestPIN_lettersToOnePayableAreCountedAcrossUsers(t *testing.T) {
	f := newFixture(t)
	for i := range verify.MaxLettersPerDay {
		user := resident
		if i%2 == 1 {
			user = other
		}
		if _, err := f.client.RequestPIN(t.Context(), user, pinReq()); err != nil {
			t.Fatalf("letter %d: %v", i, err)
		}
	}
	for _, user := range []string{resident, other, "resident-c"} {
		_, err := f.client.RequestPIN(t.Context(), user, pinReq())
		if code, status := upstreamCode(err); code != verify.ErrorCodeTooManyLetters || status != http.StatusTooManyRequests {
			t.Errorf("%s's letter over the payable's limit = %q %d, want too_many_letters 429", user, code, status)
		}
	}
}
