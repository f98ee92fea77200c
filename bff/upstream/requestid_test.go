package upstream

import (
	"context"
	"net/http"
	"testing"
)

func TestRequestIDRoundTripsThroughContext(t *testing.T) {
	if got := RequestID(context.Background()); got != "" {
		t.Errorf("RequestID of a bare context = %q, want empty", got)
	}
	if got := RequestID(WithRequestID(context.Background(), "req-1")); got != "req-1" {
		t.Errorf("RequestID = %q, want req-1", got)
	}
}

func TestRequestIDIsForwardedAsXRequestIDOnEveryAttempt(t *testing.T) {
	got := make(chan string, 3)
	srv, _ := countingServer(t, func(w http.ResponseWriter, r *http.Request) {
		got <- r.Header.Get("X-Request-Id")
		w.WriteHeader(http.StatusServiceUnavailable)
	})
	p, _ := newTestPool(t, Options{})
	_ = p.Client("cart", srv.URL).Do(WithRequestID(t.Context(), "req-42"), Call{}, nil)
	close(got)
	n := 0
	for id := range got {
		n++
		if id != "req-42" {
			t.Errorf("attempt %d sent X-Request-Id %q", n, id)
		}
	}
	if n != 3 {
		t.Errorf("%d attempts, want 3", n)
	}
}

func TestNoRequestIDHeaderWithoutOne(t *testing.T) {
	srv, _ := countingServer(t, func(w http.ResponseWriter, r *http.Request) {
		if _, ok := r.Header["X-Request-Id"]; ok {
			w.WriteHeader(http.StatusBadRequest)
		}
	})
	p, _ := newTestPool(t, Options{})
	if err := p.Client("cart", srv.URL).Do(t.Context(), Call{}, nil); err != nil {
		t.Errorf("a call without a request id sent the header: %v", err)
	}
}
