package schedpay_test

import (
	"net/http"
	"testing"
	"time"

	"github.com/payhub/payhub/bff/upstream/wallet"
)

// ROLE-18: the staff save takes a tender token only within its frame's
// e-wallet token lifetime: a card typed in the frame's 14th minute and
// saved 14 minutes later, after the frame token expired, is refused 422
// token_not_for_payer.
func TestAdminFilling_ROLE18_aSaveAfterTheFrameTokenExpiredIsRefused(t *testing.T) {
	f := newAdminFixture(t)
	admin := f.staffToken(sunshineAdmin)
	fr, err := f.staffFrames(admin, residentEmail)
	if err != nil {
		t.Fatal(err)
	}
	f.advance(14 * time.Minute)
	tok := f.tokenize(fr.EwalletToken, approved)
	f.advance(14 * time.Minute)
	_, err = f.staffSave(admin, residentEmail, tok, "late-1")
	wantRefusal(t, "a save after the frame token expired", err, http.StatusUnprocessableEntity, wallet.CodeTokenNotForPayer)
}
