package schedpay_test

import (
	"bytes"
	"encoding/json"
	"errors"
	"io"
	"net/http"
	"net/http/httptest"
	"net/url"
	"testing"
	"time"

	"github.com/payhub/payhub/bff/upstream"
	wire "github.com/payhub/payhub/bff/upstream/schedpay"
	"github.com/payhub/payhub/bff/upstream/wallet"
	"github.com/payhub/payhub/sandbox"
	"github.com/payhub/payhub/sandbox/outbox"
	"github.com/payhub/payhub/sandbox/processor"
	"github.com/payhub/payhub/sandbox/schedpay"
	sbwallet "github.com/payhub/payhub/sandbox/wallet"
)

// Seeded payables (contracts §6).
const (
	pathWater   = "sunshine/demo/utilities/U-5001"           // 76.25, recurring before due, 1..10 days
	pathTax1    = "sunshine/demo/property_tax/2026/R100-001" // 1,234.56, from 0.01
	pathTax2    = "sunshine/demo/property_tax/2026/R100-002" // 842.10
	pathVehicle = "sunshine/demo/vehicle_renewal/ABC1234"    // yearly autopay on its expiry month-day
	pathDonate  = "sunshine/demo/donations/parks"            // not schedulable
	portal      = "http://portal.test"
	alice       = "resident-alice"
	bob         = "resident-bob"
	approved    = "4242424242424242"
	declined    = "4000000000000002"
	expiry      = "12/35"
	newYork     = "America/New_York"
	startOfTest = "2026-05-15T16:00:00Z" // noon in New York
)

// fixture is the real sandbox on a listener, its wallet host, and clients.
type fixture struct {
	t      *testing.T
	dir    string
	base   time.Time
	srv    *sandbox.Server
	svc    *httptest.Server
	host   *httptest.Server
	plans  *wire.Client
	stopFn func()
	wallet *wallet.Client
	// ownURL serves the sandbox at its own address, which is then the
	// login service's issuer, as staff sign-in needs.
	ownURL bool
}

func newFixture(t *testing.T) *fixture {
	t.Helper()
	base, err := time.Parse(time.RFC3339, startOfTest)
	if err != nil {
		t.Fatal(err)
	}
	f := &fixture{t: t, dir: t.TempDir(), base: base}
	f.start()
	return f
}

// start opens the sandbox on f.dir, as a (re)started process would.
func (f *fixture) start() {
	t := f.t
	t.Helper()
	var walletHandler http.Handler
	f.host = httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		walletHandler.ServeHTTP(w, r)
	}))
	base := f.base
	f.svc = httptest.NewUnstartedServer(nil)
	opts := sandbox.Options{Dir: f.dir, Now: func() time.Time { return base }, WalletURL: f.host.URL}
	if f.ownURL {
		opts.URL = "http://" + f.svc.Listener.Addr().String()
	}
	srv, err := sandbox.New(t.Context(), opts)
	if err != nil {
		f.svc.Close()
		t.Fatalf("sandbox.New: %v", err)
	}
	walletHandler = srv.WalletHandler()
	f.srv = srv
	f.svc.Config.Handler = srv.Handler()
	f.svc.Start()
	pool := upstream.NewPool(upstream.Options{MaxRetries: -1})
	f.plans = wire.NewClient(pool.Client("schedpay", f.svc.URL+sandbox.PrefixSchedPay))
	f.wallet = wallet.NewClient(pool.Client("wallet", f.svc.URL+sandbox.PrefixWallet))
	stopped := false
	stop := func() {
		if stopped {
			return
		}
		stopped = true
		f.svc.Close()
		f.host.Close()
		pool.Close()
		if err := srv.Close(); err != nil {
			t.Errorf("sandbox Close: %v", err)
		}
	}
	t.Cleanup(stop)
	f.stopFn = stop
}

// restart stops the sandbox and starts it again on the same database.
func (f *fixture) restart() {
	f.stopFn()
	f.start()
}

// addCard saves a card for user outside a check-out and returns its
// tender id.
func (f *fixture) addCard(user, number string) wallet.Tender {
	return f.addCardExpiring(user, number, expiry)
}

// addCardExpiring is addCard with the card's expiry (MM/YY).
func (f *fixture) addCardExpiring(user, number, expiry string) wallet.Tender {
	t := f.t
	t.Helper()
	tokens, err := f.wallet.UserToken(t.Context(), user, wallet.UserTokenRequest{Client: "sunshine", Site: "demo", Origin: portal})
	if err != nil {
		t.Fatalf("UserToken: %v", err)
	}
	req := sbwallet.TokenizeRequest{EwalletToken: tokens.EwalletToken, Type: processor.TypeCard,
		Card: &sbwallet.CardInput{Number: number, Expiry: expiry, CVC: "123", Name: "Pat Resident"}}
	var out sbwallet.TokenizeResponse
	if status := f.post(f.host.URL+sbwallet.TokenizePath, req, &out, map[string]string{"Origin": f.host.URL}); status != http.StatusOK {
		t.Fatalf("tokenize = %d", status)
	}
	saved, err := f.wallet.AddTender(t.Context(), user, wallet.SaveRequest{Token: out.Token, UserName: "Pat Resident"}, "")
	if err != nil {
		t.Fatalf("AddTender: %v", err)
	}
	return saved
}

// post sends v as JSON to u and decodes the answer into out.
func (f *fixture) post(u string, v, out any, headers map[string]string) int {
	t := f.t
	t.Helper()
	b, err := json.Marshal(v)
	if err != nil {
		t.Fatal(err)
	}
	req, err := http.NewRequestWithContext(t.Context(), http.MethodPost, u, bytes.NewReader(b))
	if err != nil {
		t.Fatal(err)
	}
	req.Header.Set("Content-Type", "application/json")
	for k, v := range headers {
		req.Header.Set(k, v)
	}
	return f.do(req, out)
}

func (f *fixture) do(req *http.Request, out any) int {
	t := f.t
	t.Helper()
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	body, err := io.ReadAll(resp.Body)
	if err != nil {
		t.Fatal(err)
	}
	if out != nil && resp.StatusCode < 300 {
		if err := json.Unmarshal(body, out); err != nil {
			t.Fatalf("%s %s: %v: %s", req.Method, req.URL, err, body)
		}
	}
	return resp.StatusCode
}

// advance moves the sandbox clock by d and returns its answer.
func (f *fixture) advance(d time.Duration) sandbox.ClockAnswer {
	f.t.Helper()
	var out sandbox.ClockAnswer
	if status := f.post(f.svc.URL+sandbox.PathClock+"/advance", sandbox.AdvanceRequest{By: d.String()}, &out, nil); status != http.StatusOK {
		f.t.Fatalf("advance %s = %d", d, status)
	}
	return out
}

// now reads the sandbox clock.
func (f *fixture) now() time.Time {
	f.t.Helper()
	req, err := http.NewRequestWithContext(f.t.Context(), http.MethodGet, f.svc.URL+sandbox.PathClock, nil)
	if err != nil {
		f.t.Fatal(err)
	}
	var out sandbox.ClockAnswer
	if status := f.do(req, &out); status != http.StatusOK {
		f.t.Fatalf("GET clock = %d", status)
	}
	now, err := time.Parse(time.RFC3339, out.Now)
	if err != nil {
		f.t.Fatal(err)
	}
	return now
}

// mail lists the outbox messages to addr of kind ("" for any), newest first.
func (f *fixture) mail(addr, kind string) []outbox.Message {
	f.t.Helper()
	req, err := http.NewRequestWithContext(f.t.Context(), http.MethodGet, f.svc.URL+sandbox.PathOutbox+".json?to="+url.QueryEscape(addr), nil)
	if err != nil {
		f.t.Fatal(err)
	}
	var out outbox.List
	if status := f.do(req, &out); status != http.StatusOK {
		f.t.Fatalf("outbox = %d", status)
	}
	var msgs []outbox.Message
	for _, m := range out.Messages {
		if kind == "" || m.Kind == kind {
			msgs = append(msgs, m)
		}
	}
	return msgs
}

// approvedCharges counts the ledger's approved charges.
func (f *fixture) approvedCharges() int {
	f.t.Helper()
	var n int
	if err := f.srv.DB().SQL().QueryRowContext(f.t.Context(),
		`SELECT count(*) FROM charges WHERE outcome = 'approved'`).Scan(&n); err != nil {
		f.t.Fatal(err)
	}
	return n
}

// today is the sandbox's date in New York, shifted by days.
func (f *fixture) date(days int) string {
	loc, err := time.LoadLocation(newYork)
	if err != nil {
		f.t.Fatal(err)
	}
	return f.now().In(loc).AddDate(0, 0, days).Format(wire.DateLayout)
}

func ptr[T any](v T) *T { return &v }

// payload is a plan of user for path, paid with tender, of rule.
func payload(user, email, lang, path string, tender wallet.Tender, rule wire.FrequencyRule) wire.PlanPayload {
	return wire.PlanPayload{
		PayablePath:   path,
		User:          &wire.User{ID: user, TimeZone: newYork, Email: email, Name: "Pat Resident", Language: lang},
		FrequencyRule: &rule,
		Tender: &wire.Tender{Token: tender.TenderID, Description: "Visa ending in " + tender.LastDigits, Type: tender.Type,
			LastDigits: tender.LastDigits, CardBrand: tender.CardBrand},
		Agreement: &wire.Agreement{Terms: "I authorize these payments.", Time: startOfTest},
		Client:    "sunshine", Site: "demo",
	}
}

// create stores p as user's plan and returns its id.
func (f *fixture) create(user string, p wire.PlanPayload) string {
	f.t.Helper()
	out, err := f.plans.Create(f.t.Context(), user, "", p)
	if err != nil {
		f.t.Fatalf("Create: %v", err)
	}
	return out.ID
}

// pastRuns returns the plan's recorded runs.
func (f *fixture) pastRuns(user, id string) []wire.Run {
	f.t.Helper()
	out, err := f.plans.Runs(f.t.Context(), user, id, false)
	if err != nil {
		f.t.Fatalf("Runs: %v", err)
	}
	return out.Runs
}

func statuses(runs []wire.Run) map[string]int {
	out := map[string]int{}
	for _, r := range runs {
		out[r.Status]++
	}
	return out
}

// setPayable changes a field of the payable at path in both languages, as
// the county's data would change (jsonPath as SQLite's json_set takes it).
func (f *fixture) setPayable(path, jsonPath, jsonValue string) {
	f.t.Helper()
	if _, err := f.srv.DB().SQL().ExecContext(f.t.Context(), `
		UPDATE payables SET payable_en = json_set(payable_en, ?1, json(?2)), payable_es = json_set(payable_es, ?1, json(?2))
		WHERE path = ?3`, jsonPath, jsonValue, path); err != nil {
		f.t.Fatal(err)
	}
}

// code is the service's error code of err.
func code(err error) string {
	var se *upstream.StatusError
	if errors.As(err, &se) {
		return se.Code
	}
	return ""
}

// status is the service's HTTP status of err.
func status(err error) int {
	var se *upstream.StatusError
	if errors.As(err, &se) {
		return se.Status
	}
	return 0
}

// status2 is the HTTP status a service error of err answers with.
func status2(err error) int { return schedpay.HTTPStatus(err) }
