package main

import (
	"bytes"
	"encoding/json"
	"io"
	"net/http"
	"net/http/cookiejar"
	"net/http/httptest"
	"net/http/httputil"
	"net/url"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"time"
)

// The embedded store keeps sessions and idempotency keys in the data
// directory: a BFF killed with SIGKILL and started again on the same
// directory still knows the payer's session and the check-out's answer.
// The BFF runs in a process of its own (process_test.go) against a
// sandbox in the test process, whose ledger outlives it; every check-out
// of the cart service passes through crashProxy.

// TestDurableStore_sessionAndReceiptSurviveACrashAfterPaying pays a cart,
// kills the BFF, starts it again on the same data directory and sends the
// same check-out again: the session cookie still reads the receipt, the
// check-out answers the same receipt (replayed), and the cart was charged
// once.
func TestDurableStore_sessionAndReceiptSurviveACrashAfterPaying(t *testing.T) {
	a, _ := startMain(t)
	proxy := newCrashProxy(t, a.URL("sandbox"))
	args := bffArgs(t, a, proxy.url, t.TempDir())
	bff := startProcess(t, args...)
	p := payerAt(t, bff.bff, a.URL("wallet"))
	cartID, body := p.readyToPay()
	key := p.newKey()
	status, raw := p.raw("POST", p.bff+"/bff/v1/sunshine/demo/checkout", body, map[string]string{"Idempotency-Key": key})
	var paid receiptResultJSON
	if status != 200 || json.Unmarshal(raw, &paid) != nil || paid.ReceiptID == "" {
		t.Fatalf("check-out: %d %s", status, raw)
	}

	bff.kill()
	p.bff = startProcess(t, args...).bff

	if code := p.call("GET", "/screens/receipt/"+url.PathEscape(paid.ReceiptID), nil, nil, nil); code != 200 {
		t.Fatalf("receipt screen after the restart: %d, want 200: the session was lost", code)
	}
	p.wantReceipt(body, key, paid)
	if charges := ledger(t, a, cartID); len(charges) != 1 {
		t.Fatalf("%d charges for one cart, want 1: %+v", len(charges), charges)
	}
}

// TestDurableStore_wholeInstallSurvivesACrashAfterPaying is the same with
// the single-machine install in the child, the sandbox included: both
// keep their data in the data directory, and after the SIGKILL the
// restarted install answers the same receipt for the same check-out, with
// one charge in its ledger.
func TestDurableStore_wholeInstallSurvivesACrashAfterPaying(t *testing.T) {
	dir := t.TempDir()
	args := []string{"serve", "--addr", "127.0.0.1:0", "--sandbox-addr", "127.0.0.1:0", "--examples-addr", "",
		"--wallet-addr", "127.0.0.1:0", "--data-dir", dir, "--web-dir", dir}
	install := startProcess(t, args...)
	p := payerAt(t, install.bff, install.url("wallet"))
	cartID, body := p.readyToPay()
	key := p.newKey()
	status, raw := p.raw("POST", p.bff+"/bff/v1/sunshine/demo/checkout", body, map[string]string{"Idempotency-Key": key})
	var paid receiptResultJSON
	if status != 200 || json.Unmarshal(raw, &paid) != nil || paid.ReceiptID == "" {
		t.Fatalf("check-out: %d %s", status, raw)
	}

	install.kill()
	install = startProcess(t, args...)
	p.bff = install.bff

	if code := p.call("GET", "/screens/receipt/"+url.PathEscape(paid.ReceiptID), nil, nil, nil); code != 200 {
		t.Fatalf("receipt screen after the restart: %d, want 200: the session was lost", code)
	}
	p.wantReceipt(body, key, paid)
	var ledger struct {
		Charges []struct{ Outcome string } `json:"charges"`
	}
	if code := getJSON(t, install.url("sandbox")+"/svc/wallet/ledger?reference="+url.QueryEscape(cartID), &ledger); code != 200 || len(ledger.Charges) != 1 {
		t.Fatalf("ledger after the restart: %d, %d charges %+v; want 1", code, len(ledger.Charges), ledger.Charges)
	}
}

// TestDurableStore_checkOutCutByACrashEndsInOneChargeAndTheReceipt kills
// the BFF after the cart service charged the cart and before the BFF
// heard back, so the check-out's key stays reserved in the store by a
// process that no longer exists. The same check-out sent to the BFF
// started again runs again and answers the receipt of the one charge: not
// "in progress" for the lifetime of the reservation, not an empty cart.
func TestDurableStore_checkOutCutByACrashEndsInOneChargeAndTheReceipt(t *testing.T) {
	a, _ := startMain(t)
	proxy := newCrashProxy(t, a.URL("sandbox"))
	args := bffArgs(t, a, proxy.url, t.TempDir())
	bff := startProcess(t, args...)
	p := payerAt(t, bff.bff, a.URL("wallet"))
	cartID, body := p.readyToPay()
	key := p.newKey()

	proxy.afterCheckOut(bff.kill)
	if resp, raw, err := p.tryCheckOut(body, key); err == nil {
		t.Fatalf("the check-out answered %d %s from a BFF killed while it was charging", resp.StatusCode, raw)
	}
	if charges := ledger(t, a, cartID); len(charges) != 1 {
		t.Fatalf("%d charges before the restart, want the 1 the crash cut off: %+v", len(charges), charges)
	}

	p.bff = startProcess(t, args...).bff
	status, raw := p.raw("POST", p.bff+"/bff/v1/sunshine/demo/checkout", body, map[string]string{"Idempotency-Key": key})
	var res receiptResultJSON
	if status != 200 || json.Unmarshal(raw, &res) != nil || res.ReceiptID == "" || res.ConfirmationNumber == "" {
		t.Fatalf("check-out retried after the restart: %d %s, want 200 and the receipt", status, raw)
	}
	if charges := ledger(t, a, cartID); len(charges) != 1 {
		t.Fatalf("%d charges after the retry, want 1: %+v", len(charges), charges)
	}
	if code := p.call("GET", "/screens/receipt/"+url.PathEscape(res.ReceiptID), nil, nil, nil); code != 200 {
		t.Fatalf("receipt screen after the retry: %d, want 200", code)
	}
	p.wantReceipt(body, key, res)
}

// bffArgs runs the BFF alone on dataDir without Redis, against a's sandbox
// through sandboxURL.
func bffArgs(t *testing.T, a *Main, sandboxURL, dataDir string) []string {
	t.Helper()
	file := filepath.Join(t.TempDir(), "upstreams.json")
	ups, err := json.Marshal(sandboxUpstreams(sandboxURL))
	if err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(file, ups, 0o600); err != nil {
		t.Fatal(err)
	}
	return []string{"serve", "--addr", "127.0.0.1:0", "--upstreams", file, "--wallet-url", a.URL("wallet"),
		"--botcheck-url", sandboxURL + "/svc/botcheck", "--botcheck-secret", "sandbox-secret",
		"--data-dir", dataDir, "--web-dir", dataDir}
}

// payerAt is a browser on the BFF at bffURL, with a's wallet host.
func payerAt(t testing.TB, bffURL, walletURL string) *payer {
	t.Helper()
	jar, err := cookiejar.New(nil)
	if err != nil {
		t.Fatal(err)
	}
	return &payer{t: t, bff: bffURL, wallet: walletURL, client: &http.Client{Jar: jar, Timeout: 2 * time.Minute}}
}

// readyToPay puts a property tax in the cart and returns the cart's id and
// a check-out body paying it with a card.
func (p *payer) readyToPay() (cartID string, body map[string]any) {
	p.t.Helper()
	p.add(p.find("R100-002").Path)
	s := p.checkoutScreen()
	token := p.tokenize(s.Sections.Wallet.Data.CardInputURL, "4242424242424242")
	return s.Sections.Cart.Data.ID, checkoutBody(token, "842.10", s.Sections.Fees.Data["card"].Amount)
}

// tryCheckOut sends a check-out with key and reports a failed exchange as
// an error instead of failing the test.
func (p *payer) tryCheckOut(body map[string]any, key string) (*http.Response, []byte, error) {
	p.t.Helper()
	b, err := json.Marshal(body)
	if err != nil {
		p.t.Fatal(err)
	}
	req, err := http.NewRequest("POST", p.bff+"/bff/v1/sunshine/demo/checkout", bytes.NewReader(b))
	if err != nil {
		p.t.Fatal(err)
	}
	req.Header.Set("Content-Type", "application/json")
	req.Header.Set("X-Requested-With", "payhub")
	req.Header.Set("Idempotency-Key", key)
	resp, err := p.client.Do(req)
	if err != nil {
		return nil, nil, err
	}
	defer resp.Body.Close()
	raw, err := io.ReadAll(resp.Body)
	return resp, raw, err
}

// wantReceipt sends the check-out again and wants the kept receipt want,
// replayed.
func (p *payer) wantReceipt(body map[string]any, key string, want receiptResultJSON) {
	p.t.Helper()
	resp, raw, err := p.tryCheckOut(body, key)
	if err != nil {
		p.t.Fatal(err)
	}
	var got receiptResultJSON
	if resp.StatusCode != 200 || json.Unmarshal(raw, &got) != nil ||
		got.ConfirmationNumber != want.ConfirmationNumber || got.ReceiptID != want.ReceiptID {
		p.t.Fatalf("check-out sent again: %d %s, want the receipt %+v", resp.StatusCode, raw, want)
	}
	if resp.Header.Get("Idempotent-Replayed") != "true" {
		p.t.Errorf("check-out sent again was not answered from the kept answer")
	}
}

// crashProxy passes requests to the sandbox; once armed by afterCheckOut,
// it lets the cart service complete the next check-out and runs a hook
// (a kill of the BFF) before the BFF hears the answer.
type crashProxy struct {
	url   string
	mu    sync.Mutex
	crash func()
}

func newCrashProxy(t *testing.T, sandboxURL string) *crashProxy {
	t.Helper()
	target, err := url.Parse(sandboxURL)
	if err != nil {
		t.Fatal(err)
	}
	rp := httputil.NewSingleHostReverseProxy(target)
	cp := &crashProxy{}
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if r.Method == http.MethodPost && strings.HasSuffix(r.URL.Path, "/check_out") {
			if crash := cp.take(); crash != nil {
				rec := httptest.NewRecorder()
				rp.ServeHTTP(rec, r)
				crash() // the answer in rec never reaches the BFF
				return
			}
		}
		rp.ServeHTTP(w, r)
	}))
	t.Cleanup(srv.Close)
	cp.url = srv.URL
	return cp
}

// afterCheckOut arms the proxy: crash runs once the next check-out has
// been answered by the cart service.
func (cp *crashProxy) afterCheckOut(crash func()) {
	cp.mu.Lock()
	defer cp.mu.Unlock()
	cp.crash = crash
}

// take disarms the proxy and returns its hook, nil when not armed.
func (cp *crashProxy) take() func() {
	cp.mu.Lock()
	defer cp.mu.Unlock()
	c := cp.crash
	cp.crash = nil
	return c
}
