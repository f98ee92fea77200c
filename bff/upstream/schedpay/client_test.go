package schedpay_test

import (
	"bytes"
	"encoding/json"
	"net/http"
	"net/http/httptest"
	"testing"
	"time"

	"github.com/payhub/payhub/bff"
	"github.com/payhub/payhub/bff/upstream"
	"github.com/payhub/payhub/bff/upstream/schedpay"
	"github.com/payhub/payhub/bff/upstream/wallet"
	"github.com/payhub/payhub/sandbox"
	"github.com/payhub/payhub/sandbox/processor"
	sbwallet "github.com/payhub/payhub/sandbox/wallet"
)

const (
	pathWater = "sunshine/demo/utilities/U-5001"
	pathTax2  = "sunshine/demo/property_tax/2026/R100-002"
	resident  = "resident-a"
	other     = "resident-b"
)

// fixture is the real sandbox on a listener with a resident's saved card.
type fixture struct {
	srv    *sandbox.Server
	svc    string
	client *schedpay.Client
	card   wallet.Tender
	today  time.Time // the resident's date in New York
}

func newFixture(t *testing.T) *fixture {
	t.Helper()
	var walletHandler http.Handler
	host := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) { walletHandler.ServeHTTP(w, r) }))
	t.Cleanup(host.Close)
	srv, err := sandbox.New(t.Context(), sandbox.Options{Dir: t.TempDir(), WalletURL: host.URL})
	if err != nil {
		t.Fatalf("sandbox.New: %v", err)
	}
	walletHandler = srv.WalletHandler()
	svc := httptest.NewServer(srv.Handler())
	t.Cleanup(func() {
		svc.Close()
		if err := srv.Close(); err != nil {
			t.Errorf("sandbox Close: %v", err)
		}
	})
	pool := upstream.NewPool(upstream.Options{MaxRetries: -1})
	t.Cleanup(pool.Close)
	f := &fixture{srv: srv, svc: svc.URL, client: schedpay.NewClient(pool.Client("schedpay", svc.URL+sandbox.PrefixSchedPay))}
	w := wallet.NewClient(pool.Client("wallet", svc.URL+sandbox.PrefixWallet))
	tokens, err := w.UserToken(t.Context(), resident, wallet.UserTokenRequest{Client: "sunshine", Site: "demo", Origin: "http://portal.test"})
	if err != nil {
		t.Fatalf("UserToken: %v", err)
	}
	body, err := json.Marshal(sbwallet.TokenizeRequest{EwalletToken: tokens.EwalletToken, Type: processor.TypeCard,
		Card: &sbwallet.CardInput{Number: "4242424242424242", Expiry: "12/35", CVC: "123", Name: "Pat Resident"}})
	if err != nil {
		t.Fatal(err)
	}
	req, err := http.NewRequestWithContext(t.Context(), http.MethodPost, host.URL+sbwallet.TokenizePath, bytes.NewReader(body))
	if err != nil {
		t.Fatal(err)
	}
	req.Header.Set("Content-Type", "application/json")
	req.Header.Set("Origin", host.URL)
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	var tok sbwallet.TokenizeResponse
	if err := json.NewDecoder(resp.Body).Decode(&tok); err != nil || resp.StatusCode != http.StatusOK {
		t.Fatalf("tokenize = %d, %v", resp.StatusCode, err)
	}
	if f.card, err = w.AddTender(t.Context(), resident, wallet.SaveRequest{Token: tok.Token, UserName: "Pat Resident"}, ""); err != nil {
		t.Fatalf("AddTender: %v", err)
	}
	loc, err := time.LoadLocation("America/New_York")
	if err != nil {
		t.Fatal(err)
	}
	y, m, d := srv.Clock().Now().In(loc).Date()
	f.today = time.Date(y, m, d, 0, 0, 0, 0, time.UTC)
	return f
}

func (f *fixture) payload(path string, rule schedpay.FrequencyRule) schedpay.PlanPayload {
	return schedpay.PlanPayload{PayablePath: path,
		User:          &schedpay.User{ID: resident, TimeZone: "America/New_York", Email: "pat@example.com", Name: "Pat Resident", Language: "en"},
		FrequencyRule: &rule,
		Tender:        &schedpay.Tender{Token: f.card.TenderID, Type: f.card.Type, LastDigits: f.card.LastDigits, CardBrand: f.card.CardBrand},
		Agreement:     &schedpay.Agreement{Terms: "I agree.", Time: time.Now().UTC().Format(time.RFC3339)},
		Client:        "sunshine", Site: "demo"}
}

func (f *fixture) date(days int) string {
	return f.today.AddDate(0, 0, days).Format(schedpay.DateLayout)
}

func ptr[T any](v T) *T { return &v }

func TestClient_API47_pingAnswers(t *testing.T) {
	f := newFixture(t)
	if err := f.client.Ping(t.Context()); err != nil {
		t.Fatalf("Ping: %v", err)
	}
}

func TestClient_API49_API54_API48_createReadWithSummaryAndProjectedRuns(t *testing.T) {
	f := newFixture(t)
	ctx := t.Context()
	created, err := f.client.Create(ctx, resident, "", f.payload(pathWater,
		schedpay.FrequencyRule{Type: schedpay.RecurringBeforeDue, DaysBeforeDue: ptr(4), StartDate: f.date(1)}))
	if err != nil || created.ID == "" {
		t.Fatalf("Create = %+v, %v", created, err)
	}
	plan, err := f.client.Plan(ctx, resident, created.ID, true, false)
	if err != nil {
		t.Fatalf("Plan: %v", err)
	}
	if !plan.Active || plan.AdminOnly || plan.RequiresTenderChange || plan.ModifiedBy != resident || plan.Summary == nil {
		t.Fatalf("plan = %+v, want active, not admin-only, modified by the resident, with a summary", plan)
	}
	if plan.Summary.NextRun == nil || plan.Summary.NextRun.Status != schedpay.RunFuture || plan.Summary.PayableAmount != "76.25" {
		t.Errorf("summary = %+v, want a future next run and the amount due", plan.Summary)
	}
	runs, err := f.client.Runs(ctx, resident, created.ID, true)
	if err != nil || len(runs.Runs) == 0 {
		t.Fatalf("Runs = %+v, %v", runs, err)
	}
	if none, err := f.client.Runs(ctx, resident, created.ID, false); err != nil || len(none.Runs) != 0 {
		t.Errorf("past runs = %+v, %v; want none yet", none, err)
	}
}

func TestClient_API50_updatePauseAndSoftDelete(t *testing.T) {
	f := newFixture(t)
	ctx := t.Context()
	created, err := f.client.Create(ctx, resident, "", f.payload(pathWater,
		schedpay.FrequencyRule{Type: schedpay.RecurringBeforeDue, DaysBeforeDue: ptr(4), StartDate: f.date(1)}))
	if err != nil {
		t.Fatalf("Create: %v", err)
	}
	start := f.date(0)
	paused, err := f.client.Update(ctx, resident, created.ID, schedpay.PlanPayload{SuspensionStart: &start})
	if err != nil || paused.Pause == nil || paused.Pause.StartDate != start || paused.ID != created.ID {
		t.Fatalf("pause = %+v, %v", paused, err)
	}
	runs, err := f.client.Runs(ctx, resident, created.ID, true)
	if err != nil || len(runs.Runs) == 0 || runs.Runs[0].Status != schedpay.RunFutureSuspended {
		t.Fatalf("runs while paused = %+v, %v; want future_suspended", runs, err)
	}
	if _, err := f.client.Deactivate(ctx, resident, created.ID); err != nil {
		t.Fatalf("Deactivate: %v", err)
	}
	if _, err := f.client.Plan(ctx, resident, created.ID, false, false); bff.ErrorCode(err) != bff.CodeNotFound {
		t.Errorf("deactivated plan read = %v, want not found", err)
	}
	if p, err := f.client.Plan(ctx, resident, created.ID, false, true); err != nil || p.Active {
		t.Errorf("with includeInactive = %+v, %v; want the inactive plan", p, err)
	}
}

func TestClient_API51_runNowPaysAndListsTheRun(t *testing.T) {
	f := newFixture(t)
	ctx := t.Context()
	created, err := f.client.Create(ctx, resident, "", f.payload(pathWater,
		schedpay.FrequencyRule{Type: schedpay.RecurringBeforeDue, DaysBeforeDue: ptr(4), StartDate: f.date(1)}))
	if err != nil {
		t.Fatalf("Create: %v", err)
	}
	runs, err := f.client.RunNow(ctx, resident, created.ID, "run-now-1")
	if err != nil || len(runs.Runs) != 1 || runs.Runs[0].Status != schedpay.RunPaid || !runs.Runs[0].Manual {
		t.Fatalf("RunNow = %+v, %v; want one paid manual run", runs, err)
	}
	// The same key again is the same run (SCHED-31: idempotent).
	again, err := f.client.RunNow(ctx, resident, created.ID, "run-now-1")
	if err != nil || len(again.Runs) != 1 || again.Runs[0].ID != runs.Runs[0].ID {
		t.Fatalf("RunNow again = %+v, %v; want the same one run", again, err)
	}
}

func TestClient_API52_API53_searchAndCheckExistence(t *testing.T) {
	f := newFixture(t)
	ctx := t.Context()
	if _, err := f.client.Create(ctx, resident, "", f.payload(pathWater,
		schedpay.FrequencyRule{Type: schedpay.RecurringBeforeDue, DaysBeforeDue: ptr(4), StartDate: f.date(1)})); err != nil {
		t.Fatalf("Create: %v", err)
	}
	found, err := f.client.Search(ctx, schedpay.SearchRequest{UserEmail: "PAT@example.com",
		Sites: []schedpay.ClientSite{{Client: "sunshine", Site: "demo"}}})
	if err != nil || len(found.Plans) != 1 {
		t.Fatalf("Search = %+v, %v; want one plan", found, err)
	}
	if none, err := f.client.Search(ctx, schedpay.SearchRequest{UserEmail: "pat@example.com",
		Sites: []schedpay.ClientSite{{Client: "moonbeam", Site: "pay"}}}); err != nil || len(none.Plans) != 0 {
		t.Errorf("Search of another site = %+v, %v; want none", none, err)
	}
	for path, want := range map[string]bool{pathWater: true, pathTax2: false} {
		if got, err := f.client.Exists(ctx, schedpay.ExistenceRequest{PayablePath: path, Client: "sunshine", Site: "demo"}); err != nil || got != want {
			t.Errorf("Exists(%s) = %v, %v; want %v", path, got, err, want)
		}
	}
}

func TestClient_crossUserCallsAnswerNotFound(t *testing.T) {
	f := newFixture(t)
	ctx := t.Context()
	created, err := f.client.Create(ctx, resident, "", f.payload(pathWater,
		schedpay.FrequencyRule{Type: schedpay.RecurringBeforeDue, DaysBeforeDue: ptr(4), StartDate: f.date(1)}))
	if err != nil {
		t.Fatalf("Create: %v", err)
	}
	calls := map[string]func() error{
		"read":    func() error { _, err := f.client.Plan(ctx, other, created.ID, true, true); return err },
		"runs":    func() error { _, err := f.client.Runs(ctx, other, created.ID, true); return err },
		"update":  func() error { _, err := f.client.Deactivate(ctx, other, created.ID); return err },
		"run now": func() error { _, err := f.client.RunNow(ctx, other, created.ID, ""); return err },
	}
	for name, call := range calls {
		if err := call(); bff.ErrorCode(err) != bff.CodeNotFound {
			t.Errorf("%s by another user = %v, want not found", name, err)
		}
	}
}
