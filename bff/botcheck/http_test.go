package botcheck_test

import (
	"encoding/json"
	"net/http"
	"net/http/httptest"
	"sync"
	"testing"
	"time"

	"github.com/payhub/payhub/bff"
	"github.com/payhub/payhub/bff/botcheck"
	"github.com/payhub/payhub/bff/upstream"
)

// provider is a siteverify endpoint answering success for the token "good".
type provider struct {
	mu   sync.Mutex
	form map[string]string
}

func (p *provider) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	if r.Method != http.MethodPost || r.URL.Path != botcheck.PathSiteVerify {
		http.NotFound(w, r)
		return
	}
	_ = r.ParseForm()
	p.mu.Lock()
	p.form = map[string]string{"secret": r.PostForm.Get("secret"), "response": r.PostForm.Get("response"),
		"remoteip": r.PostForm.Get("remoteip"), "content-type": r.Header.Get("Content-Type")}
	p.mu.Unlock()
	ok := r.PostForm.Get("secret") == "s3cret" && r.PostForm.Get("response") == "good"
	body := map[string]any{"success": ok, "error-codes": []string{}}
	if !ok {
		body["error-codes"] = []string{"invalid-input-response"}
	}
	_ = json.NewEncoder(w).Encode(body)
}

func newVerifier(t *testing.T, baseURL, secret string) *botcheck.HTTP {
	t.Helper()
	pool := upstream.NewPool(upstream.Options{MaxRetries: -1, RetryWaitMin: time.Millisecond, RetryWaitMax: time.Millisecond})
	t.Cleanup(pool.Close)
	return botcheck.NewHTTP(pool, baseURL, secret, nil)
}

func wantRefusal(t *testing.T, err error, message string) {
	t.Helper()
	if bff.ErrorCode(err) != bff.CodeForbidden || botcheck.RefusalMessage(err) != message {
		t.Fatalf("err = %v, want forbidden %q", err, message)
	}
}

func TestHTTP_passedChallengeIsAcceptedWithTheSiteverifyForm(t *testing.T) {
	p := &provider{}
	srv := httptest.NewServer(p)
	t.Cleanup(srv.Close)
	if err := newVerifier(t, srv.URL, "s3cret").Verify(t.Context(), "good", "203.0.113.7"); err != nil {
		t.Fatalf("Verify = %v", err)
	}
	p.mu.Lock()
	defer p.mu.Unlock()
	if p.form["secret"] != "s3cret" || p.form["response"] != "good" || p.form["remoteip"] != "203.0.113.7" ||
		p.form["content-type"] != "application/x-www-form-urlencoded" {
		t.Errorf("provider received %v", p.form)
	}
}

func TestHTTP_ERR_botChallengeFailure_refusedTokenIsFailedTurnstileChallenge(t *testing.T) {
	srv := httptest.NewServer(&provider{})
	t.Cleanup(srv.Close)
	err := newVerifier(t, srv.URL, "s3cret").Verify(t.Context(), "bad", "")
	wantRefusal(t, err, botcheck.MsgChallengeFailed)
	if bff.ErrorMessage(err) != "Failed Turnstile Challenge" {
		t.Errorf("message = %q", bff.ErrorMessage(err))
	}
}

func TestHTTP_emptyTokenIsRefusedWithoutCallingTheProvider(t *testing.T) {
	hits := 0
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) { hits++ }))
	t.Cleanup(srv.Close)
	wantRefusal(t, newVerifier(t, srv.URL, "s3cret").Verify(t.Context(), " ", ""), botcheck.MsgChallengeFailed)
	if hits != 0 {
		t.Errorf("provider called %d times", hits)
	}
}

func TestHTTP_providerDownFailsClosedWithoutPreClearance(t *testing.T) {
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		w.WriteHeader(http.StatusServiceUnavailable)
	}))
	t.Cleanup(srv.Close)
	wantRefusal(t, newVerifier(t, srv.URL, "s3cret").Verify(t.Context(), "good", ""), botcheck.MsgNoPreClearance)

	closed := httptest.NewServer(http.NotFoundHandler())
	closed.Close()
	wantRefusal(t, newVerifier(t, closed.URL, "s3cret").Verify(t.Context(), "good", ""), botcheck.MsgNoPreClearance)
}

func TestHTTP_unconfiguredVerifierIsNotProperlyInitialized(t *testing.T) {
	wantRefusal(t, newVerifier(t, "", "s3cret").Verify(t.Context(), "good", ""), botcheck.MsgNotInitialized)
	wantRefusal(t, newVerifier(t, "http://127.0.0.1:1", "").Verify(t.Context(), "good", ""), botcheck.MsgNotInitialized)
}
