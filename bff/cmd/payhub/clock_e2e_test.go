package main

import (
	"bytes"
	"encoding/json"
	"net/http"
	"strings"
	"testing"
	"time"

	"github.com/payhub/payhub/sandbox"
	"github.com/payhub/payhub/sandbox/login"
)

// advanceClock moves the sandbox clock of m by d.
func advanceClock(t *testing.T, m *Main, d time.Duration) sandbox.ClockAnswer {
	t.Helper()
	body, err := json.Marshal(sandbox.AdvanceRequest{By: d.String()})
	if err != nil {
		t.Fatal(err)
	}
	req, err := http.NewRequestWithContext(t.Context(), http.MethodPost, m.URL("sandbox")+sandbox.PathClock+"/advance", bytes.NewReader(body))
	if err != nil {
		t.Fatal(err)
	}
	req.Header.Set("Content-Type", "application/json")
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	var out sandbox.ClockAnswer
	if err := json.NewDecoder(resp.Body).Decode(&out); err != nil || resp.StatusCode != http.StatusOK {
		t.Fatalf("advance = %d, %v", resp.StatusCode, err)
	}
	return out
}

// A resident signs in and pays after the sandbox clock moved a month: the
// login service's tokens stay on real time, which the BFF checks them
// against, while the cart, the wallet and the receipts read the clock.
func TestServe_signInAndPayAfterTheSandboxClockMoved720h(t *testing.T) {
	m, _ := startMain(t)
	var before sandbox.ClockAnswer
	if code := getJSON(t, m.URL("sandbox")+sandbox.PathClock, &before); code != http.StatusOK {
		t.Fatalf("GET clock = %d", code)
	}
	moved := advanceClock(t, m, 720*time.Hour)
	from, err1 := time.Parse(time.RFC3339, before.Now)
	to, err2 := time.Parse(time.RFC3339, moved.Now)
	if err1 != nil || err2 != nil || to.Sub(from) < 720*time.Hour || moved.Runs == nil || *moved.Runs != 0 {
		t.Fatalf("clock %s -> %+v, want 720h later and no runs", before.Now, moved)
	}

	p, _ := signInAs(t, m, login.SeedResidentEmail)
	found := p.find("R100-002")
	p.add(found.Path)
	s := p.checkoutScreen()
	if !s.Complete {
		t.Fatalf("checkout screen incomplete: %v", s.Incomplete)
	}
	token := p.tokenize(s.Sections.Wallet.Data.CardInputURL, "4242 4242 4242 4242")
	var res receiptResultJSON
	if code := p.call("POST", "/checkout", checkoutBody(token, found.Amount, s.Sections.Fees.Data["card"].Amount),
		map[string]string{"Idempotency-Key": p.newKey()}, &res); code != http.StatusOK || !strings.HasPrefix(res.ConfirmationNumber, "PH-") {
		t.Fatalf("checkout after the clock moved = %d %+v", code, res)
	}
}
