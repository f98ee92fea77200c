package schedpay_test

import (
	"io"
	"net/http"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/payhub/payhub/bff/upstream/login"
	wire "github.com/payhub/payhub/bff/upstream/schedpay"
	"github.com/payhub/payhub/bff/upstream/wallet"
	sblogin "github.com/payhub/payhub/sandbox/login"
	"github.com/payhub/payhub/sandbox/processor"
	sbwallet "github.com/payhub/payhub/sandbox/wallet"
)

// staffFrames asks the wallet, as the staff member of token, for the
// payer's adminFilling frames on sunshine/demo.
func (f *fixture) staffFrames(token, email string) (wallet.StaffUserTokenResponse, error) {
	return f.wallet.Admin(token).UserToken(f.t.Context(), wallet.StaffUserTokenRequest{Client: "sunshine", Site: "demo",
		Origin: portal, Payer: wallet.StaffPayer{Name: "Rosa Resident", Email: email}})
}

// tokenize types number into the card frame of e-wallet token ewt and
// returns the tender token.
func (f *fixture) tokenize(ewt, number string) string {
	f.t.Helper()
	req := sbwallet.TokenizeRequest{EwalletToken: ewt, Type: processor.TypeCard,
		Card: &sbwallet.CardInput{Number: number, Expiry: expiry, CVC: "123", Name: "Rosa Resident"}}
	var out sbwallet.TokenizeResponse
	if status := f.post(f.host.URL+sbwallet.TokenizePath, req, &out, map[string]string{"Origin": f.host.URL}); status != http.StatusOK {
		f.t.Fatalf("tokenize = %d", status)
	}
	return out.Token
}

// staffSave saves tender token tok for the payer email as the staff member
// of token.
func (f *fixture) staffSave(token, email, tok, key string) (wallet.Tender, error) {
	return f.wallet.Admin(token).SaveTender(f.t.Context(), key, wallet.StaffSaveRequest{Client: "sunshine", Site: "demo",
		Payer: wallet.StaffPayer{Name: "Rosa Resident", Email: email}, Token: tok, Type: "card", UserName: "Rosa Resident"})
}

// framePage fetches the card frame of e-wallet token ewt in lang.
func (f *fixture) framePage(ewt, lang string) (int, string) {
	f.t.Helper()
	req, err := http.NewRequestWithContext(f.t.Context(), http.MethodGet, f.host.URL+sbwallet.FramePath+
		"?env=dev&type=card&v=3&lang="+lang+"&token="+ewt, nil)
	if err != nil {
		f.t.Fatal(err)
	}
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		f.t.Fatal(err)
	}
	defer resp.Body.Close()
	b, err := io.ReadAll(resp.Body)
	if err != nil {
		f.t.Fatal(err)
	}
	return resp.StatusCode, string(b)
}

// ROLE-18, ROLE-28, ROLE-29, SCHED-04: the admin opens the payer's frames
// by e-mail, which say whose details they take; the card typed there is
// saved for the payer out of their wallet list, the same token answering
// the same tender; it pays the staff plan made with it (run now pays), and
// readies no cart outside a scheduled payment, so no check-out takes it.
func TestAdminFilling_ROLE18_staffEnterThePayersCardForTheirPlanAndNothingElse(t *testing.T) {
	f := newAdminFixture(t)
	ctx := t.Context()
	admin := f.staffToken(sunshineAdmin)
	fr, err := f.staffFrames(admin, residentEmail)
	if err != nil || fr.EwalletToken == "" || fr.BankEwalletToken == "" || fr.PayerName != "Rosa Resident" {
		t.Fatalf("staff frames = %+v, %v", fr, err)
	}
	for lang, want := range map[string]string{"en": "You are entering payment details for Rosa Resident.",
		"es": "Está ingresando los datos de pago de Rosa Resident."} {
		if code, page := f.framePage(fr.EwalletToken, lang); code != http.StatusOK || !strings.Contains(page, want) {
			t.Errorf("ROLE-18 frame (%s) = %d, want %q in %s", lang, code, want, page)
		}
	}

	tok := f.tokenize(fr.EwalletToken, approved)
	saved, err := f.staffSave(admin, residentEmail, tok, "staff-save-1")
	if err != nil || saved.TenderID == "" || saved.DisplayInWallet || saved.UserID != f.residentID() || saved.LastDigits != "4242" {
		t.Fatalf("staff save = %+v, %v", saved, err)
	}
	again, err := f.staffSave(admin, residentEmail, tok, "staff-save-1")
	if err != nil || again.TenderID != saved.TenderID {
		t.Errorf("the same token again = %+v, %v; want tender %s", again, err, saved.TenderID)
	}
	listed, err := f.wallet.Tenders(ctx, f.residentID())
	if err != nil || len(listed) != 0 {
		t.Errorf("the payer's wallet list = %+v, %v; want none", listed, err)
	}
	// The payer's own save of the staff's token is refused: it would show.
	_, err = f.wallet.AddTender(ctx, f.residentID(), wallet.SaveRequest{Token: tok, UserName: "Rosa Resident"}, "")
	wantRefusal(t, "the payer saves the staff's token", err, http.StatusNotFound, "")

	// No check-out takes it: validate without a scheduled plan finds no
	// such tender.
	_, err = f.wallet.Validate(ctx, f.residentID(), saved.TenderID, wallet.ValidateRequest{CartID: "c-1", Client: "sunshine", Site: "demo"})
	wantRefusal(t, "a check-out readies the staff's tender", err, http.StatusNotFound, "")

	// SCHED-04: the plan made with it, and run now pays with it.
	before := f.approvedCharges()
	made, err := f.as(sunshineAdmin).Create(ctx, "plan-1", f.adminRequest(saved))
	if err != nil || made.Tender.Token != saved.TenderID {
		t.Fatalf("staff plan with the staff's tender = %+v, %v", made.Tender, err)
	}
	runs, err := f.as(sunshineAdmin).RunNow(ctx, made.ID, "run-1")
	if err != nil {
		t.Fatal(err)
	}
	if s := statuses(runs.Runs); s[wire.RunPaid] != 1 {
		t.Errorf("run now with the staff's tender: %+v", runs.Runs)
	}
	if n := f.approvedCharges(); n != before+1 {
		t.Errorf("approved charges %d -> %d, want one more", before, n)
	}
}

// ROLE-18, ROLE-28, ROLE-29, SCHED-04: the refusals of the staff calls: no
// or a forged token, the viewer (no schedpay scope), another client's
// admin, an e-mail no resident has, and tender tokens that are not of a
// frame staff opened for this payer (the payer's own, another payer's, an
// expired one); nothing is saved.
func TestAdminFilling_ROLE18_ROLE28_refusals(t *testing.T) {
	f := newAdminFixture(t)
	admin := f.staffToken(sunshineAdmin)
	fr, err := f.staffFrames(admin, residentEmail)
	if err != nil {
		t.Fatal(err)
	}
	tok := f.tokenize(fr.EwalletToken, approved)

	for name, token := range map[string]string{"no token": "", "a forged token": "eyJhbGciOiJub25lIn0.e30."} {
		_, err := f.staffFrames(token, residentEmail)
		wantRefusal(t, name+": frames", err, http.StatusUnauthorized, "")
		_, err = f.staffSave(token, residentEmail, tok, "k-"+name)
		wantRefusal(t, name+": save", err, http.StatusUnauthorized, "")
	}
	for name, token := range map[string]string{"the viewer": f.staffToken(sunshineViewer),
		"the admin without a schedpay scope": f.staffToken(sunshineAdmin, login.ScopeBannersWrite),
		"moonbeam's admin":                   f.staffToken(moonbeamAdmin)} {
		_, err := f.staffFrames(token, residentEmail)
		wantRefusal(t, name+": frames", err, http.StatusForbidden, "")
		_, err = f.staffSave(token, residentEmail, tok, "k-"+name)
		wantRefusal(t, name+": save", err, http.StatusForbidden, "")
	}
	_, err = f.staffFrames(admin, "nobody@example.com")
	wantRefusal(t, "frames for an unknown e-mail", err, http.StatusUnprocessableEntity, wallet.CodePayerNotFound)
	_, err = f.staffFrames(admin, sunshineViewer)
	wantRefusal(t, "frames for a staff account", err, http.StatusUnprocessableEntity, wallet.CodePayerNotFound)

	// The payer's own frame token is not the staff's.
	own, err := f.wallet.UserToken(t.Context(), f.residentID(), wallet.UserTokenRequest{Client: "sunshine", Site: "demo", Origin: portal})
	if err != nil {
		t.Fatal(err)
	}
	_, err = f.staffSave(admin, residentEmail, f.tokenize(own.EwalletToken, approved), "own-1")
	wantRefusal(t, "the payer's own token", err, http.StatusUnprocessableEntity, wallet.CodeTokenNotForPayer)
	// A token staff opened for another payer is not this payer's, nor the
	// reverse.
	other, err := f.staffFrames(admin, sblogin.SeedPropertyTaxEmail)
	if err != nil {
		t.Fatal(err)
	}
	_, err = f.staffSave(admin, residentEmail, f.tokenize(other.EwalletToken, approved), "other-1")
	wantRefusal(t, "another payer's staff token", err, http.StatusUnprocessableEntity, wallet.CodeTokenNotForPayer)
	_, err = f.staffSave(admin, sblogin.SeedPropertyTaxEmail, tok, "other-2")
	wantRefusal(t, "this payer's token saved for another", err, http.StatusUnprocessableEntity, wallet.CodeTokenNotForPayer)
	_, err = f.staffSave(admin, residentEmail, "tndr_doesnotexist", "unknown-1")
	wantRefusal(t, "an unknown token", err, http.StatusUnprocessableEntity, wallet.CodeTokenNotForPayer)

	f.advance(16 * time.Minute)
	_, err = f.staffSave(admin, residentEmail, tok, "late-1")
	wantRefusal(t, "an expired token", err, http.StatusUnprocessableEntity, wallet.CodeTokenNotForPayer)

	var n int
	if err := f.srv.DB().SQL().QueryRowContext(t.Context(), `SELECT count(*) FROM stored_tenders`).Scan(&n); err != nil || n != 0 {
		t.Errorf("%d tenders stored after the refusals, %v", n, err)
	}
}

// ROLE-18: two saves of the same staff token at once make one tender.
func TestAdminFilling_ROLE18_twoSavesAtOnceMakeOneTender(t *testing.T) {
	f := newAdminFixture(t)
	admin := f.staffToken(sunshineAdmin)
	fr, err := f.staffFrames(admin, residentEmail)
	if err != nil {
		t.Fatal(err)
	}
	tok := f.tokenize(fr.EwalletToken, approved)
	var wg sync.WaitGroup
	ids := make([]string, 2)
	errs := make([]error, 2)
	for i := range ids {
		wg.Add(1)
		go func() {
			defer wg.Done()
			t, err := f.staffSave(admin, residentEmail, tok, "same-key")
			ids[i], errs[i] = t.TenderID, err
		}()
	}
	wg.Wait()
	if errs[0] != nil || errs[1] != nil || ids[0] == "" || ids[0] != ids[1] {
		t.Errorf("two saves at once = %v %v, %v", ids, errs[0], errs[1])
	}
}
