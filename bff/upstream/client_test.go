package upstream

import (
	"context"
	"encoding/json"
	"errors"
	"io"
	"log/slog"
	"net/http"
	"net/url"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/payhub/payhub/bff"
)

func TestDoSendsJSONWithHeadersAndDecodesTheAnswer(t *testing.T) {
	type seen struct {
		method, path, query, body                            string
		accept, contentType, lang, requestID, idempotencyKey string
	}
	got := make(chan seen, 1)
	srv, _ := countingServer(t, func(w http.ResponseWriter, r *http.Request) {
		body, _ := io.ReadAll(r.Body)
		got <- seen{r.Method, r.URL.EscapedPath(), r.URL.RawQuery, string(body),
			r.Header.Get("Accept"), r.Header.Get("Content-Type"), r.Header.Get("Accept-Language"),
			r.Header.Get("X-Request-Id"), r.Header.Get("Idempotency-Key")}
		w.Header().Set("Content-Type", "application/json")
		_, _ = w.Write([]byte(`{"payables":[{"path":"a/b"}],"is_success":true}`))
	})
	p, _ := newTestPool(t, Options{})
	c := p.Client("payables", srv.URL+"/svc/payables/")
	var out struct {
		Payables []struct {
			Path string `json:"path"`
		} `json:"payables"`
		IsSuccess bool `json:"is_success"`
	}
	err := c.Do(WithRequestID(t.Context(), "req-7"), Call{
		Method:         http.MethodPost,
		Path:           "/v0/" + url.PathEscape("a/b"),
		Query:          url.Values{"lang": {"es"}},
		Header:         http.Header{"Accept-Language": {"es"}},
		Body:           map[string][]string{"paths": {"a/b"}},
		IdempotencyKey: "key-1",
	}, &out)
	if err != nil {
		t.Fatal(err)
	}
	want := seen{"POST", "/svc/payables/v0/a%2Fb", "lang=es", `{"paths":["a/b"]}`,
		"application/json", "application/json", "es", "req-7", "key-1"}
	if s := <-got; s != want {
		t.Errorf("upstream saw\n %+v\nwant\n %+v", s, want)
	}
	if !out.IsSuccess || len(out.Payables) != 1 || out.Payables[0].Path != "a/b" {
		t.Errorf("decoded %+v", out)
	}
}

func TestDoFormEncodesURLValues(t *testing.T) {
	got := make(chan string, 1)
	srv, _ := countingServer(t, func(w http.ResponseWriter, r *http.Request) {
		_ = r.ParseForm()
		got <- r.Header.Get("Content-Type") + " " + r.PostForm.Get("grant_type")
	})
	p, _ := newTestPool(t, Options{})
	err := p.Client("login", srv.URL).Do(t.Context(), Call{
		Method: http.MethodPost, Path: "/token",
		Body: url.Values{"grant_type": {"urn:ietf:params:oauth:grant-type:token-exchange"}},
	}, nil)
	if err != nil {
		t.Fatal(err)
	}
	if s := <-got; s != "application/x-www-form-urlencoded urn:ietf:params:oauth:grant-type:token-exchange" {
		t.Errorf("upstream saw %q", s)
	}
}

func TestDoWithoutBodySendsNoContentTypeAndDefaultsToGet(t *testing.T) {
	got := make(chan string, 1)
	srv, _ := countingServer(t, func(w http.ResponseWriter, r *http.Request) {
		got <- r.Method + " [" + r.Header.Get("Content-Type") + "]"
	})
	p, _ := newTestPool(t, Options{})
	if err := p.Client("cart", srv.URL).Do(t.Context(), Call{Path: "/c"}, nil); err != nil {
		t.Fatal(err)
	}
	if s := <-got; s != "GET []" {
		t.Errorf("upstream saw %q", s)
	}
}

func TestDoLeavesOutUntouchedOnNoContent(t *testing.T) {
	srv, _ := countingServer(t, status(http.StatusNoContent))
	p, _ := newTestPool(t, Options{})
	out := map[string]int{"kept": 1}
	if err := p.Client("cart", srv.URL).Do(t.Context(), Call{Method: http.MethodDelete}, &out); err != nil {
		t.Fatal(err)
	}
	if out["kept"] != 1 {
		t.Errorf("out = %v", out)
	}
}

func TestDoReportsAnUndecodableBodyAsUpstreamFailedWithoutTrippingTheBreaker(t *testing.T) {
	srv, _ := countingServer(t, func(w http.ResponseWriter, r *http.Request) {
		_, _ = w.Write([]byte(`<html>not json</html>`))
	})
	p, obs := newTestPool(t, Options{Breaker: BreakerSettings{ConsecutiveFailures: 2}})
	c := p.Client("config", srv.URL)
	var out map[string]any
	for range 3 {
		err := c.Do(t.Context(), Call{}, &out)
		wantCode(t, err, bff.CodeUpstreamFailed)
		if !errors.Is(err, errBadBody) || bff.ErrorMessage(err) != bff.GenericMessage {
			t.Fatalf("err = %v", err)
		}
	}
	if got := obs.lastCall().outcome; got != OutcomeServerError {
		t.Errorf("outcome = %q", got)
	}
	if s := p.BreakerStates()["config"]; s != "closed" {
		t.Errorf("breaker %s after undecodable bodies, want closed", s)
	}
}

func TestDoRefusesABodyLargerThan8MiB(t *testing.T) {
	srv, _ := countingServer(t, func(w http.ResponseWriter, r *http.Request) {
		_, _ = w.Write([]byte(`"`))
		_, _ = w.Write([]byte(strings.Repeat("a", maxBodyBytes)))
		_, _ = w.Write([]byte(`"`))
	})
	p, _ := newTestPool(t, Options{})
	var out string
	err := p.Client("payables", srv.URL).Do(t.Context(), Call{}, &out)
	wantCode(t, err, bff.CodeUpstreamFailed)
	if !errors.Is(err, errBadBody) || out != "" {
		t.Errorf("err = %v, decoded %d bytes", err, len(out))
	}
}

func TestDoWithAnUnencodableBodyFailsWithoutSending(t *testing.T) {
	srv, hits := countingServer(t, status(http.StatusOK))
	p, _ := newTestPool(t, Options{})
	err := p.Client("cart", srv.URL).Do(t.Context(), Call{Method: http.MethodPost, Body: make(chan int)}, nil)
	wantCode(t, err, bff.CodeInternal)
	if hits.Load() != 0 {
		t.Error("a request with an unencodable body was sent")
	}
}

func TestDoTimeoutEndsTheCallWithCodeTimeout(t *testing.T) {
	srv, _ := countingServer(t, func(w http.ResponseWriter, r *http.Request) {
		select {
		case <-r.Context().Done():
		case <-time.After(30 * time.Second):
		}
	})
	p, obs := newTestPool(t, Options{})
	err := p.Client("cart", srv.URL).Do(t.Context(), Call{Timeout: 50 * time.Millisecond}, nil)
	wantCode(t, err, bff.CodeTimeout)
	if !errors.Is(err, context.DeadlineExceeded) {
		t.Errorf("err = %v, want context.DeadlineExceeded in the chain", err)
	}
	if got := obs.lastCall().outcome; got != OutcomeTimeout {
		t.Errorf("outcome = %q", got)
	}
}

func TestDoOnAnEndedContextSendsNothing(t *testing.T) {
	srv, hits := countingServer(t, status(http.StatusOK))
	p, obs := newTestPool(t, Options{})
	ctx, cancel := context.WithCancel(t.Context())
	cancel()
	err := p.Client("cart", srv.URL).Do(ctx, Call{}, nil)
	if !errors.Is(err, context.Canceled) || hits.Load() != 0 {
		t.Errorf("err = %v, %d requests", err, hits.Load())
	}
	if got := obs.lastCall().outcome; got != OutcomeCanceled {
		t.Errorf("outcome = %q", got)
	}
}

func TestPingSucceedsOnlyOn2xx(t *testing.T) {
	srv, _ := countingServer(t, func(w http.ResponseWriter, r *http.Request) {
		if r.Method != http.MethodGet || r.URL.Path != "/v0/ping" {
			w.WriteHeader(http.StatusNotFound)
		}
	})
	p, _ := newTestPool(t, Options{})
	c := p.Client("payables", srv.URL)
	if err := c.Ping(t.Context(), "/v0/ping"); err != nil {
		t.Errorf("Ping of a healthy upstream = %v", err)
	}
	wantCode(t, c.Ping(t.Context(), "/nope"), bff.CodeNotFound)
}

func TestDoLogsNothingOnSuccessOrFailure(t *testing.T) {
	srv, _ := countingServer(t, func(w http.ResponseWriter, r *http.Request) {
		switch r.URL.Path {
		case "/ok":
			_ = json.NewEncoder(w).Encode(map[string]int{"n": 1})
		case "/missing":
			w.WriteHeader(http.StatusNotFound)
		default:
			w.WriteHeader(http.StatusServiceUnavailable)
		}
	})
	h := newRecordHandler()
	p, _ := newTestPool(t, Options{Logger: slog.New(h)})
	c := p.Client("cart", srv.URL)
	var out map[string]int
	_ = c.Do(t.Context(), Call{Path: "/ok"}, &out)
	_ = c.Do(t.Context(), Call{Path: "/missing"}, nil)
	_ = c.Do(t.Context(), Call{Path: "/down"}, nil)
	if recs := h.records(); len(recs) != 0 {
		t.Errorf("logged %d records, first %q; errors are returned, not logged", len(recs), recs[0].Message)
	}
}

// recordHandler is a slog.Handler that keeps every record, at every level.
type recordHandler struct {
	mu   *sync.Mutex
	recs *[]slog.Record
}

func newRecordHandler() recordHandler {
	return recordHandler{mu: &sync.Mutex{}, recs: &[]slog.Record{}}
}

func (h recordHandler) Enabled(context.Context, slog.Level) bool { return true }
func (h recordHandler) WithAttrs([]slog.Attr) slog.Handler       { return h }
func (h recordHandler) WithGroup(string) slog.Handler            { return h }
func (h recordHandler) Handle(_ context.Context, r slog.Record) error {
	h.mu.Lock()
	defer h.mu.Unlock()
	*h.recs = append(*h.recs, r)
	return nil
}

func (h recordHandler) records() []slog.Record {
	h.mu.Lock()
	defer h.mu.Unlock()
	return append([]slog.Record(nil), *h.recs...)
}
