package history_test

import (
	"encoding/json"
	"fmt"
	"io"
	"net/http"
	"net/http/httptest"
	"testing"
	"time"

	"github.com/payhub/payhub/bff/upstream/history"
	sandboxhistory "github.com/payhub/payhub/sandbox/history"
	"github.com/payhub/payhub/sandbox/sqlite"
)

// start runs the history service over a fresh database holding n receipts
// of user-7 (posted a minute apart, R0 oldest) and one of user-8.
func start(t *testing.T, n int) string {
	t.Helper()
	db, err := sqlite.Open(t.Context(), t.TempDir(), nil)
	if err != nil {
		t.Fatalf("Open: %v", err)
	}
	t.Cleanup(func() { db.Close() })
	at := time.Date(2026, 5, 4, 12, 0, 0, 0, time.UTC)
	add := func(id, user string, posted time.Time) {
		r := history.Receipt{ID: id, ConfirmationNumber: id, Client: "sunshine", Site: "demo", UserID: user,
			PostedAt: posted, Base: "10.00", Fee: "0.50", Total: "10.50", ItemCount: 1}
		if err := db.History().Add(t.Context(), r); err != nil {
			t.Fatalf("Add %s: %v", id, err)
		}
	}
	for i := range n {
		add(fmt.Sprintf("R%d", i), "user-7", at.Add(time.Duration(i)*time.Minute))
	}
	add("OTHER", "user-8", at)
	ts := httptest.NewServer(sandboxhistory.NewHandler(db.History(), nil))
	t.Cleanup(ts.Close)
	return ts.URL
}

// get does GET url as user (none when empty).
func get(t *testing.T, url, user string) (int, []byte) {
	t.Helper()
	req, err := http.NewRequestWithContext(t.Context(), http.MethodGet, url, nil)
	if err != nil {
		t.Fatal(err)
	}
	if user != "" {
		req.Header.Set(sandboxhistory.UserIDHeader, user)
	}
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	b, err := io.ReadAll(resp.Body)
	if err != nil {
		t.Fatal(err)
	}
	return resp.StatusCode, b
}

func page(t *testing.T, url, user string) history.Page {
	t.Helper()
	status, body := get(t, url, user)
	if status != http.StatusOK {
		t.Fatalf("GET %s: %d %s", url, status, body)
	}
	var p history.Page
	if err := json.Unmarshal(body, &p); err != nil {
		t.Fatal(err)
	}
	return p
}

func ids(p history.Page) string {
	s := ""
	for _, r := range p.Results {
		s += r.ID + " "
	}
	return s
}

func TestPing_API94_answers(t *testing.T) {
	if status, body := get(t, start(t, 0)+"/api/v2/ping", ""); status != http.StatusOK {
		t.Fatalf("ping: %d %s", status, body)
	}
}

func TestReceipts_API95_CONST28_pageOneOfTenNewestFirstByDefault(t *testing.T) {
	url := start(t, 12)
	p := page(t, url+"/api/v2/receipts", "user-7")
	if p.Total != 12 || p.TotalPages != 2 || len(p.Results) != 10 || p.Results[0].ID != "R11" || p.Results[9].ID != "R2" {
		t.Fatalf("default page = %s total %d pages %d, want R11..R2 of 12 in 2 pages", ids(p), p.Total, p.TotalPages)
	}
	p = page(t, url+"/api/v2/receipts?page=2&perPage=10", "user-7")
	if ids(p) != "R1 R0 " {
		t.Errorf("page 2 = %s, want R1 R0", ids(p))
	}
	if p = page(t, url+"/api/v2/receipts?page=3&perPage=10", "user-7"); len(p.Results) != 0 || p.Results == nil {
		t.Errorf("page 3 = %v, want an empty list", p.Results)
	}
}

func TestReceipts_API96_pageSizeZeroAnswersTheTotalOnly(t *testing.T) {
	p := page(t, start(t, 3)+"/api/v2/receipts?perPage=0", "user-7")
	if p.Total != 3 || len(p.Results) != 0 || p.TotalPages != 1 {
		t.Errorf("perPage 0 = %d results, total %d, pages %d; want none, 3, 1", len(p.Results), p.Total, p.TotalPages)
	}
}

func TestReceipts_areTheUsersOwnAndNeedAUser(t *testing.T) {
	url := start(t, 2)
	if p := page(t, url+"/api/v2/receipts", "user-8"); ids(p) != "OTHER " {
		t.Errorf("user-8 sees %s, want only OTHER", ids(p))
	}
	if status, _ := get(t, url+"/api/v2/receipts", ""); status != http.StatusUnauthorized {
		t.Errorf("without a user: %d, want 401", status)
	}
	for _, q := range []string{"?page=0", "?perPage=-1", "?page=x", "?perPage=100000"} {
		if status, _ := get(t, url+"/api/v2/receipts"+q, "user-7"); status != http.StatusBadRequest {
			t.Errorf("%s: %d, want 400", q, status)
		}
	}
}

func TestReceipt_API97_returnsOneReceiptOr404(t *testing.T) {
	url := start(t, 2)
	status, body := get(t, url+"/api/v2/receipts/R1", "")
	var r history.Receipt
	if err := json.Unmarshal(body, &r); status != http.StatusOK || err != nil || r.ID != "R1" || r.Total != "10.50" {
		t.Fatalf("receipt R1: %d %s", status, body)
	}
	if status, _ := get(t, url+"/api/v2/receipts/NOPE", ""); status != http.StatusNotFound {
		t.Errorf("unknown receipt: %d, want 404", status)
	}
	if status, _ := get(t, url+"/api/v2/receipts/R1", "user-8"); status != http.StatusNotFound {
		t.Errorf("another user's receipt: %d, want 404", status)
	}
}
