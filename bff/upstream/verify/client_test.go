package verify_test

import (
	"errors"
	"net/http"
	"net/http/httptest"
	"regexp"
	"testing"
	"time"

	"github.com/payhub/payhub/bff/upstream"
	"github.com/payhub/payhub/bff/upstream/verify"
	"github.com/payhub/payhub/sandbox"
	sbverify "github.com/payhub/payhub/sandbox/verify"
)

const (
	pathTax   = "sunshine/demo/property_tax/2026/R100-001"
	address   = "123 Main St"
	resident  = "resident-a"
	other     = "resident-b"
	wrongPIN1 = "000000"
)

type fixture struct {
	srv    *sandbox.Server
	client *verify.Client
}

// newFixture is the real sandbox on a listener and the client over it.
func newFixture(t *testing.T) *fixture {
	t.Helper()
	srv, err := sandbox.New(t.Context(), sandbox.Options{Dir: t.TempDir()})
	if err != nil {
		t.Fatalf("sandbox.New: %v", err)
	}
	svc := httptest.NewServer(srv.Handler())
	t.Cleanup(func() {
		svc.Close()
		if err := srv.Close(); err != nil {
			t.Errorf("sandbox Close: %v", err)
		}
	})
	pool := upstream.NewPool(upstream.Options{MaxRetries: -1})
	t.Cleanup(pool.Close)
	return &fixture{srv: srv, client: verify.NewClient(pool.Client("verify", svc.URL+sandbox.PrefixVerify))}
}

var pinInLetter = regexp.MustCompile(`\b(\d{6})\b`)

// letterPIN reads the PIN of the newest letter to the property.
func (f *fixture) letterPIN(t *testing.T) string {
	t.Helper()
	msgs, err := f.srv.DB().Outbox().List(t.Context(), sbverify.LetterAddress(address), 1)
	if err != nil || len(msgs) == 0 {
		t.Fatalf("no letter to %q: %v", address, err)
	}
	if msgs[0].Kind != sbverify.KindPINLetter {
		t.Fatalf("letter kind = %q", msgs[0].Kind)
	}
	m := pinInLetter.FindStringSubmatch(msgs[0].Text)
	if m == nil {
		t.Fatalf("no PIN in the letter %q", msgs[0].Text)
	}
	return m[1]
}

func pinReq() verify.PINRequest {
	return verify.PINRequest{AccountPayableSavePath: pathTax, Client: "sunshine", Site: "demo"}
}

func claimReq(pin string) verify.ClaimRequest {
	return verify.ClaimRequest{AccountPayableSavePath: pathTax, Client: "sunshine", Site: "demo", PIN: pin}
}

// advance moves the sandbox clock by.
func (f *fixture) advance(t *testing.T, by time.Duration) {
	t.Helper()
	if _, _, err := f.srv.Runner().Advance(t.Context(), by); err != nil {
		t.Fatal(err)
	}
}

// upstreamCode is the service's error code and status in err.
func upstreamCode(err error) (string, int) {
	var se *upstream.StatusError
	if errors.As(err, &se) {
		return se.Code, se.Status
	}
	return "", 0
}

func (f *fixture) status(t *testing.T, user string) string {
	t.Helper()
	st, err := f.client.Statuses(t.Context(), user)
	if err != nil {
		t.Fatalf("Statuses: %v", err)
	}
	for _, s := range st {
		if s.AccountPayableSavePath == pathTax {
			return s.Status
		}
	}
	return verify.StatusPending
}

func TestClaim_VERIFY04_API57_pendingThenPINRequestedThenClaimedWithTheMailedPIN(t *testing.T) {
	f := newFixture(t)
	if got := f.status(t, resident); got != verify.StatusPending {
		t.Fatalf("before: %q, want pending", got)
	}
	st, err := f.client.RequestPIN(t.Context(), resident, pinReq())
	if err != nil || st.Status != verify.StatusPINRequested {
		t.Fatalf("RequestPIN = %+v, %v", st, err)
	}
	if got := f.status(t, resident); got != verify.StatusPINRequested {
		t.Fatalf("after the letter: %q, want pin_requested", got)
	}
	claimed, err := f.client.Claim(t.Context(), resident, claimReq(f.letterPIN(t)))
	if err != nil || claimed.Status != verify.StatusPayableClaimed {
		t.Fatalf("Claim = %+v, %v", claimed, err)
	}
	all, err := f.client.Statuses(t.Context(), resident)
	if err != nil || len(all) != 1 || all[0].Status != verify.StatusPayableClaimed || all[0].Payable == nil ||
		all[0].Client != "sunshine" || all[0].Site != "demo" {
		t.Fatalf("API-55 statuses = %+v, %v", all, err)
	}
}

func TestRequestPIN_API56_theLetterIsPostalMailToThePropertyAndThePINIsNotStoredInClear(t *testing.T) {
	f := newFixture(t)
	if _, err := f.client.RequestPIN(t.Context(), resident, pinReq()); err != nil {
		t.Fatal(err)
	}
	pin := f.letterPIN(t)
	var doc string
	if err := f.srv.DB().SQL().QueryRowContext(t.Context(), `SELECT doc FROM verify_statuses`).Scan(&doc); err != nil {
		t.Fatal(err)
	}
	if regexp.MustCompile(pin).MatchString(doc) {
		t.Errorf("the stored status holds the PIN in clear: %s", doc)
	}
}

func TestClaim_VERIFY05_aWrongPINKeepsPINRequested(t *testing.T) {
	f := newFixture(t)
	if _, err := f.client.RequestPIN(t.Context(), resident, pinReq()); err != nil {
		t.Fatal(err)
	}
	wrong := wrongPINFor(f.letterPIN(t))
	_, err := f.client.Claim(t.Context(), resident, claimReq(wrong))
	if code, status := upstreamCode(err); code != verify.ErrorCodeInvalidPIN || status != http.StatusUnprocessableEntity {
		t.Fatalf("wrong PIN = %q %d (%v), want invalid_pin 422", code, status, err)
	}
	if got := f.status(t, resident); got != verify.StatusPINRequested {
		t.Fatalf("after a wrong PIN: %q, want pin_requested", got)
	}
}

// wrongPINFor is a six-digit PIN other than pin.
func wrongPINFor(pin string) string {
	if pin == wrongPIN1 {
		return "111111"
	}
	return wrongPIN1
}

func TestClaim_VERIFY05_MaxPINAttemptsWrongPINsLockTheLetterEvenForTheRightPINUntilANewLetter(t *testing.T) {
	f := newFixture(t)
	if _, err := f.client.RequestPIN(t.Context(), resident, pinReq()); err != nil {
		t.Fatal(err)
	}
	pin := f.letterPIN(t)
	for i := 1; i <= verify.MaxPINAttempts; i++ {
		_, err := f.client.Claim(t.Context(), resident, claimReq(wrongPINFor(pin)))
		want := verify.ErrorCodeInvalidPIN
		if i == verify.MaxPINAttempts {
			want = verify.ErrorCodeLocked
		}
		if code, _ := upstreamCode(err); code != want {
			t.Fatalf("wrong PIN %d = %q (%v), want %q", i, code, err, want)
		}
	}
	_, err := f.client.Claim(t.Context(), resident, claimReq(pin))
	if code, status := upstreamCode(err); code != verify.ErrorCodeLocked || status != http.StatusLocked {
		t.Fatalf("right PIN after the limit = %q %d, want pin_locked 423", code, status)
	}
	if got := f.status(t, resident); got != verify.StatusPINRequested {
		t.Fatalf("locked status = %q, want pin_requested", got)
	}
	// A new letter (the next day: one a day goes to a property) brings a
	// new PIN; the old one is void.
	f.advance(t, 24*time.Hour)
	if _, err := f.client.RequestPIN(t.Context(), resident, pinReq()); err != nil {
		t.Fatal(err)
	}
	fresh := f.letterPIN(t)
	if fresh != pin {
		if _, err := f.client.Claim(t.Context(), resident, claimReq(pin)); err == nil {
			t.Fatal("the first letter's PIN still claims")
		}
	}
	if st, err := f.client.Claim(t.Context(), resident, claimReq(fresh)); err != nil || st.Status != verify.StatusPayableClaimed {
		t.Fatalf("new letter's PIN = %+v, %v", st, err)
	}
}

func TestStatuses_API55_anotherUsersStatusesAreInvisible(t *testing.T) {
	f := newFixture(t)
	if _, err := f.client.RequestPIN(t.Context(), resident, pinReq()); err != nil {
		t.Fatal(err)
	}
	if st, err := f.client.Statuses(t.Context(), other); err != nil || len(st) != 0 {
		t.Fatalf("other's statuses = %+v, %v, want none", st, err)
	}
	// A wrong PIN of another user counts against them, not the resident.
	for range verify.MaxPINAttempts {
		_, _ = f.client.Claim(t.Context(), other, claimReq(wrongPINFor(f.letterPIN(t))))
	}
	if _, err := f.client.Claim(t.Context(), resident, claimReq(f.letterPIN(t))); err != nil {
		t.Fatalf("the resident's claim after another user's wrong PINs: %v", err)
	}
}

func TestRequestPIN_aPayableOfAnotherSiteIsRefused(t *testing.T) {
	f := newFixture(t)
	req := pinReq()
	req.Site = "tour"
	_, err := f.client.RequestPIN(t.Context(), resident, req)
	if code, _ := upstreamCode(err); code != verify.ErrorCodeWrongSite {
		t.Fatalf("other site = %q (%v), want wrong_site", code, err)
	}
	if _, err := f.client.Claim(t.Context(), resident, claimReq("123456")); err == nil {
		t.Fatal("a claim with no letter succeeded")
	}
}

func TestClaim_aClaimedPayableTakesNoNewLetter(t *testing.T) {
	f := newFixture(t)
	if _, err := f.client.RequestPIN(t.Context(), resident, pinReq()); err != nil {
		t.Fatal(err)
	}
	if _, err := f.client.Claim(t.Context(), resident, claimReq(f.letterPIN(t))); err != nil {
		t.Fatal(err)
	}
	_, err := f.client.RequestPIN(t.Context(), resident, pinReq())
	if code, _ := upstreamCode(err); code != verify.ErrorCodeAlreadyClaimed {
		t.Fatalf("letter after the claim = %q, want already_claimed", code)
	}
}

func TestPrep_API58_resetsTheUsersStatuses(t *testing.T) {
	f := newFixture(t)
	if _, err := f.client.RequestPIN(t.Context(), resident, pinReq()); err != nil {
		t.Fatal(err)
	}
	if err := f.client.Prep(t.Context(), resident); err != nil {
		t.Fatal(err)
	}
	if got := f.status(t, resident); got != verify.StatusPending {
		t.Fatalf("after prep: %q, want pending", got)
	}
	if err := f.client.Ping(t.Context()); err != nil {
		t.Fatalf("Ping: %v", err)
	}
}
