package staffplans_test

import (
	"bytes"
	"encoding/json"
	"errors"
	"net/http"
	"net/http/httptest"
	"testing"
	"time"

	"github.com/coreos/go-oidc/v3/oidc"

	"github.com/payhub/payhub/bff"
	"github.com/payhub/payhub/bff/schedule"
	"github.com/payhub/payhub/bff/staffplans"
	"github.com/payhub/payhub/bff/upstream"
	"github.com/payhub/payhub/bff/upstream/login"
	"github.com/payhub/payhub/bff/upstream/payables"
	"github.com/payhub/payhub/bff/upstream/schedpay"
	"github.com/payhub/payhub/bff/upstream/siteconfig"
	"github.com/payhub/payhub/bff/upstream/wallet"
	"github.com/payhub/payhub/sandbox"
	sblogin "github.com/payhub/payhub/sandbox/login"
	"github.com/payhub/payhub/sandbox/processor"
	"github.com/payhub/payhub/sandbox/stafftest"
	sbwallet "github.com/payhub/payhub/sandbox/wallet"
)

// Seed accounts (sandbox/login) and payables (contracts §6).
const (
	sunshineAdmin  = sblogin.SeedStaffAdminEmail
	sunshineViewer = sblogin.SeedStaffViewerEmail
	moonbeamAdmin  = sblogin.SeedStaffOtherEmail
	residentEmail  = sblogin.SeedResidentEmail
	pathTax1       = "sunshine/demo/property_tax/2026/R100-001"
)

// rig is the real sandbox at its own address (its login service's issuer)
// and the use cases over its services, called over HTTP as the BFF calls
// them.
type rig struct {
	t        *testing.T
	base     string
	srv      *sandbox.Server
	svc      *staffplans.Service
	plans    *schedpay.Client
	verifier *login.StaffVerifier
	card     wallet.Tender // the seed resident's saved card
	resident string        // the seed resident's account id
	host     string        // the wallet host's origin
	wallet   *wallet.Client
}

func newRig(t *testing.T) *rig {
	t.Helper()
	var walletHandler http.Handler
	host := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) { walletHandler.ServeHTTP(w, r) }))
	t.Cleanup(host.Close)
	ts := httptest.NewUnstartedServer(nil)
	base := "http://" + ts.Listener.Addr().String()
	srv, err := sandbox.New(t.Context(), sandbox.Options{Dir: t.TempDir(), URL: base, WalletURL: host.URL})
	if err != nil {
		ts.Close()
		t.Fatal(err)
	}
	t.Cleanup(func() { _ = srv.Close() })
	walletHandler = srv.WalletHandler()
	ts.Config.Handler = srv.Handler()
	ts.Start()
	t.Cleanup(ts.Close)
	pool := upstream.NewPool(upstream.Options{MaxRetries: -1})
	t.Cleanup(pool.Close)
	plans := schedpay.NewClient(pool.Client("schedpay", base+sandbox.PrefixSchedPay))
	cfg := siteconfig.NewClient(pool.Client("siteconfig", base+sandbox.PrefixConfig))
	pay := payables.NewClient(pool.Client("payables", base+sandbox.PrefixPayables))
	issuer := base + sandbox.PrefixLogin
	walletAPI := wallet.NewClient(pool.Client("wallet", base+sandbox.PrefixWallet))
	r := &rig{t: t, base: base, srv: srv, plans: plans, host: host.URL, wallet: walletAPI,
		svc: &staffplans.Service{Plans: plans, Config: cfg, Schedules: &schedule.Scheduler{Payables: pay},
			Wallet: walletAPI, WalletOrigin: host.URL, Env: bff.EnvDev},
		verifier: login.NewStaffVerifier(issuer, oidc.NewRemoteKeySet(t.Context(), issuer+"/oidc/keys"), time.Now)}
	u, err := srv.DB().Login().UserByEmail(t.Context(), residentEmail)
	if err != nil {
		t.Fatal(err)
	}
	r.resident = u.ID
	r.card = saveCard(t, walletAPI, host.URL, r.resident)
	return r
}

// saveCard saves an approved card for user, as the wallet's card frame
// does, and returns the saved tender.
func saveCard(t *testing.T, w *wallet.Client, host, user string) wallet.Tender {
	t.Helper()
	tokens, err := w.UserToken(t.Context(), user, wallet.UserTokenRequest{Client: "sunshine", Site: "demo", Origin: "http://portal.test"})
	if err != nil {
		t.Fatalf("UserToken: %v", err)
	}
	body, err := json.Marshal(sbwallet.TokenizeRequest{EwalletToken: tokens.EwalletToken, Type: processor.TypeCard,
		Card: &sbwallet.CardInput{Number: "4242424242424242", Expiry: "12/35", CVC: "123", Name: "Rosa Resident"}})
	if err != nil {
		t.Fatal(err)
	}
	req, err := http.NewRequestWithContext(t.Context(), http.MethodPost, host+sbwallet.TokenizePath, bytes.NewReader(body))
	if err != nil {
		t.Fatal(err)
	}
	req.Header.Set("Content-Type", "application/json")
	req.Header.Set("Origin", host)
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	var tok sbwallet.TokenizeResponse
	if err := json.NewDecoder(resp.Body).Decode(&tok); err != nil || resp.StatusCode != http.StatusOK {
		t.Fatalf("tokenize = %d, %v", resp.StatusCode, err)
	}
	saved, err := w.AddTender(t.Context(), user, wallet.SaveRequest{Token: tok.Token, UserName: "Rosa Resident"}, "")
	if err != nil {
		t.Fatalf("AddTender: %v", err)
	}
	return saved
}

// member is a signed-in staff member: the verified token, as the staff
// session keeps it.
type member struct {
	raw string
	login.Staff
}

func (m member) Token() string                   { return m.raw }
func (m member) Allows(client, site string) bool { return m.Sites.Allows(client, site) }

// as signs email in with scopes (every admin scope when none) and returns
// the member.
func (r *rig) as(email string, scopes ...string) member {
	r.t.Helper()
	raw := stafftest.Token(r.t, r.base+sandbox.PrefixLogin, email, scopes...)
	s, err := r.verifier.Verify(r.t.Context(), raw)
	if err != nil {
		r.t.Fatal(err)
	}
	return member{raw: raw, Staff: s}
}

// request is a monthly plan of 10.00 on pathTax1 for the seed resident,
// paid with their saved card, the payer's acceptance ticked.
func (r *rig) request(lang bff.Language) staffplans.CreateRequest {
	start := time.Now().In(mustZone(r.t)).AddDate(0, 0, 5).Format("01/02/2006")
	return staffplans.CreateRequest{Client: "sunshine", Site: "demo", Lang: lang,
		Payer: staffplans.Payer{Name: "Rosa Resident", Email: residentEmail},
		Form: schedule.PlanForm{PayablePath: pathTax1, TermsAccepted: true, NoEndDateConfirmed: true,
			Frequency: &schedule.Frequency{Value: schedule.Recurring, Spec: schedule.Spec{Kind: schedule.KindOnDate, StartDate: start}},
			Amount:    schedule.AmountInput{Kind: schedule.OtherAmount, Value: "10.00"}},
		Tender: schedule.TenderSummary{TenderID: r.card.TenderID, Type: r.card.Type, LastDigits: r.card.LastDigits,
			CardBrand: r.card.CardBrand, Description: "Visa ending in " + r.card.LastDigits}}
}

func mustZone(t *testing.T) *time.Location {
	loc, err := time.LoadLocation("America/New_York")
	if err != nil {
		t.Fatal(err)
	}
	return loc
}

// codeOf is the bff code of err ("" for nil).
func codeOf(err error) bff.Code {
	var e *bff.Error
	if errors.As(err, &e) {
		return e.Code
	}
	return ""
}

func wantCode(t *testing.T, what string, err error, code bff.Code) {
	t.Helper()
	if got := codeOf(err); got != code {
		t.Errorf("%s: %v (code %q), want %q", what, err, got, code)
	}
}

func asError(err error, target **bff.Error) bool { return errors.As(err, target) }
