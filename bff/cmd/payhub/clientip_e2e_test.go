package main

import (
	"fmt"
	"io"
	"net/http"
	"net/http/httptest"
	"testing"
)

// forwardedCalls sends n GETs of the client descriptor, each with the
// headers hdr(i) makes, and counts the 429 answers.
func forwardedCalls(t *testing.T, m *Main, n int, hdr func(i int) map[string]string) (limited int) {
	t.Helper()
	for i := range n {
		req, err := http.NewRequest(http.MethodGet, m.URL("bff")+"/bff/v1/sunshine", nil)
		if err != nil {
			t.Fatal(err)
		}
		for k, v := range hdr(i) {
			req.Header.Set(k, v)
		}
		resp, err := http.DefaultClient.Do(req)
		if err != nil {
			t.Fatal(err)
		}
		resp.Body.Close()
		switch resp.StatusCode {
		case http.StatusOK:
		case http.StatusTooManyRequests:
			limited++
		default:
			t.Fatalf("request %d: status %d", i, resp.StatusCode)
		}
	}
	return limited
}

// perIPLimit lets five requests through per client IP in the test's time.
const perIPLimit = "5/1h:5"

func TestServe_rotatingForwardedForAndRealIPAreStillRateLimitedWithNoTrustedProxy(t *testing.T) {
	m, _ := startMain(t, "--rate-limit", perIPLimit)
	limited := forwardedCalls(t, m, 20, func(i int) map[string]string {
		return map[string]string{"X-Forwarded-For": fmt.Sprintf("203.0.113.%d", i+1), "X-Real-IP": fmt.Sprintf("198.51.100.%d", i+1)}
	})
	if limited != 15 {
		t.Fatalf("%d of 20 requests with made-up client IPs were limited, want 15: the headers were believed", limited)
	}
}

func TestServe_behindATrustedProxyTheForwardedClientIPIsTheOneCounted(t *testing.T) {
	m, _ := startMain(t, "--rate-limit", perIPLimit, "--trusted-proxies", "127.0.0.1/32")
	// Twenty clients behind the load balancer: five requests each would be
	// allowed, one each is.
	if n := forwardedCalls(t, m, 20, func(i int) map[string]string {
		return map[string]string{"X-Forwarded-For": fmt.Sprintf("203.0.113.%d", i+1)}
	}); n != 0 {
		t.Fatalf("%d of 20 distinct forwarded clients were limited", n)
	}
	// One client whose own made-up X-Forwarded-For the load balancer
	// appended to: the right-most address that is no trusted proxy counts.
	if n := forwardedCalls(t, m, 8, func(i int) map[string]string {
		return map[string]string{"X-Forwarded-For": fmt.Sprintf("10.9.9.%d, 198.51.100.7", i+1)}
	}); n != 3 {
		t.Fatalf("one forwarded client: %d of 8 limited, want 3", n)
	}
	// X-Real-IP is never believed, even from a trusted proxy: these are
	// all the proxy's own requests.
	if n := forwardedCalls(t, m, 8, func(i int) map[string]string {
		return map[string]string{"X-Real-IP": fmt.Sprintf("192.0.2.%d", i+1)}
	}); n != 3 {
		t.Fatalf("rotating X-Real-IP from the proxy: %d of 8 limited, want 3", n)
	}
}

// siteverifyRecorder is a bot-challenge provider speaking the siteverify
// protocol that refuses every token and reports the remoteip it was told.
func siteverifyRecorder(t *testing.T) (*httptest.Server, <-chan string) {
	t.Helper()
	seen := make(chan string, 16)
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if err := r.ParseForm(); err != nil {
			t.Errorf("siteverify form: %v", err)
		}
		seen <- r.PostForm.Get("remoteip")
		w.Header().Set("Content-Type", "application/json")
		_, _ = io.WriteString(w, `{"success":false,"error-codes":["invalid-input-response"]}`)
	}))
	t.Cleanup(srv.Close)
	return srv, seen
}

func TestServe_theBotCheckIsToldTheOneTrustedClientIP(t *testing.T) {
	for _, tc := range []struct {
		name, want string
		args       []string
	}{
		{name: "no trusted proxy", want: "127.0.0.1"},
		{name: "behind a trusted proxy", want: "203.0.113.9", args: []string{"--trusted-proxies", "127.0.0.1"}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			provider, seen := siteverifyRecorder(t)
			m, _ := startMain(t, append([]string{"--botcheck-url", provider.URL, "--botcheck-secret", "s"}, tc.args...)...)
			p := newPayer(t, m)
			p.add(p.find("R100-001").Path)
			s := p.checkoutScreen()
			body := checkoutBody("tndr_unused", s.Sections.Cart.Data.Subtotal, s.Sections.Fees.Data["card"].Amount)
			hdr := map[string]string{"Idempotency-Key": p.newKey(), "X-Forwarded-For": "198.51.100.1, 203.0.113.9",
				"X-Real-IP": "192.0.2.1"}
			if code := p.call("POST", "/checkout", body, hdr, nil); code != http.StatusForbidden {
				t.Fatalf("check-out with a refused challenge: %d", code)
			}
			if got := <-seen; got != tc.want {
				t.Fatalf("remoteip %q, want %q", got, tc.want)
			}
		})
	}
}
