package upstream

import (
	"net/http"
	"testing"
	"time"
)

func TestNopObserverDiscardsEverything(t *testing.T) {
	var o Observer = NopObserver{}
	o.ObserveCall("cart", "GET", OutcomeOK, time.Second)
	o.ObserveRetry("cart")
	o.SetBreakerState("cart", "open")
}

func TestObserveCallGetsRouteDefaultingToMethodAndOutcome(t *testing.T) {
	srv, _ := countingServer(t, func(w http.ResponseWriter, r *http.Request) {
		if r.URL.Path == "/missing" {
			w.WriteHeader(http.StatusNotFound)
		}
	})
	p, obs := newTestPool(t, Options{})
	c := p.Client("payables", srv.URL)

	_ = c.Do(t.Context(), Call{Method: http.MethodPost, Path: "/x"}, nil)
	if got := obs.lastCall(); got != (observedCall{"payables", "POST", OutcomeOK}) {
		t.Errorf("observed %+v", got)
	}
	_ = c.Do(t.Context(), Call{Path: "/missing", Route: "GET /{path}"}, nil)
	if got := obs.lastCall(); got != (observedCall{"payables", "GET /{path}", OutcomeClientError}) {
		t.Errorf("observed %+v", got)
	}
}
