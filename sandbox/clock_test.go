package sandbox_test

import (
	"encoding/json"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
	"time"

	"github.com/payhub/payhub/sandbox"
)

// startAt runs a sandbox on dir whose real time stands still at base, and
// returns its URL and a stop function.
func startAt(t *testing.T, dir string, base time.Time) (string, func()) {
	t.Helper()
	srv, err := sandbox.New(t.Context(), sandbox.Options{Dir: dir, Now: func() time.Time { return base }})
	if err != nil {
		t.Fatalf("New: %v", err)
	}
	ts := httptest.NewServer(srv.Handler())
	return ts.URL, func() {
		ts.Close()
		if err := srv.Close(); err != nil {
			t.Errorf("Close: %v", err)
		}
	}
}

func clockAnswer(t *testing.T, status int, body []byte) sandbox.ClockAnswer {
	t.Helper()
	var out sandbox.ClockAnswer
	if err := json.Unmarshal(body, &out); status != http.StatusOK || err != nil {
		t.Fatalf("clock = %d %s", status, body)
	}
	return out
}

func TestClock_advanceMovesItForwardAndARestartedSandboxKeepsItsTime(t *testing.T) {
	dir, base := t.TempDir(), time.Date(2026, time.May, 15, 16, 0, 0, 0, time.UTC)
	url, stop := startAt(t, dir, base)
	status, _, body := do(t, http.MethodGet, url+sandbox.PathClock, "")
	if got := clockAnswer(t, status, body); got.Now != "2026-05-15T16:00:00Z" || got.Runs != nil {
		t.Fatalf("GET clock = %+v, want the real time", got)
	}
	status, _, body = do(t, http.MethodPost, url+sandbox.PathClock+"/advance", `{"by": "720h"}`)
	if got := clockAnswer(t, status, body); got.Now != "2026-06-14T16:00:00Z" || got.Runs == nil || *got.Runs != 0 {
		t.Fatalf("advance = %+v, want 30 days later and no runs", got)
	}
	stop()

	url, stop = startAt(t, dir, base)
	defer stop()
	status, _, body = do(t, http.MethodGet, url+sandbox.PathClock, "")
	if got := clockAnswer(t, status, body); got.Now != "2026-06-14T16:00:00Z" {
		t.Errorf("GET clock after a restart = %+v, want the advanced time", got)
	}
}

func TestClock_advanceTakesAPositiveGoDurationOfAtMostTenYears(t *testing.T) {
	url, stop := startAt(t, t.TempDir(), time.Date(2026, time.May, 15, 16, 0, 0, 0, time.UTC))
	defer stop()
	for _, body := range []string{`{"by": "0s"}`, `{"by": "-1h"}`, `{"by": "30d"}`, `{"by": "900000h"}`, `{}`, `nope`} {
		if status, _, got := do(t, http.MethodPost, url+sandbox.PathClock+"/advance", body); status != http.StatusBadRequest {
			t.Errorf("advance %s = %d %s, want 400", body, status, got)
		}
	}
}

// A page on any origin may send a "simple" cross-site POST (text/plain, no
// preflight); the clock, which never goes back, must not move for it.
func TestClock_aTextPlainPostDoesNotMoveTheClock(t *testing.T) {
	url, stop := startAt(t, t.TempDir(), time.Date(2026, time.May, 15, 16, 0, 0, 0, time.UTC))
	defer stop()
	req, err := http.NewRequestWithContext(t.Context(), http.MethodPost, url+sandbox.PathClock+"/advance", strings.NewReader(`{"by": "87000h"}`))
	if err != nil {
		t.Fatal(err)
	}
	req.Header.Set("Content-Type", "text/plain")
	req.Header.Set("Origin", "https://evil.example")
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	resp.Body.Close()
	if resp.StatusCode != http.StatusUnsupportedMediaType {
		t.Errorf("text/plain advance = %d, want 415", resp.StatusCode)
	}
	status, _, body := do(t, http.MethodGet, url+sandbox.PathClock, "")
	if got := clockAnswer(t, status, body); got.Now != "2026-05-15T16:00:00Z" {
		t.Errorf("clock after a text/plain advance = %+v, want unmoved", got)
	}
}
