package main

import (
	"context"
	"io"
	"net/http"
	"testing"
)

// TestDrain_refusesNewConnectionsAndClosesOpenOnesAfterTheirAnswer:
// before the drain the BFF keeps a connection open for the next request;
// once it drains, a new connection is refused (a load balancer sends the
// request to another replica) and a connection already open is still
// served, its answer saying Connection: close, so that a balancer never
// finds one of its idle connections closed under a request it is sending.
func TestDrain_refusesNewConnectionsAndClosesOpenOnesAfterTheirAnswer(t *testing.T) {
	m, _ := startMain(t)
	kept := &http.Client{Transport: &http.Transport{MaxIdleConnsPerHost: 1}}
	ask := func(c *http.Client) (*http.Response, error) {
		resp, err := c.Get(m.URL("bff") + "/healthz")
		if err != nil {
			return nil, err
		}
		_, _ = io.Copy(io.Discard, resp.Body)
		_ = resp.Body.Close()
		if resp.StatusCode != 200 {
			t.Fatalf("/healthz: %d", resp.StatusCode)
		}
		return resp, nil
	}
	if resp, err := ask(kept); err != nil || resp.Close {
		t.Fatalf("before the drain: %v, close %v; want the connection kept", err, resp != nil && resp.Close)
	}

	m.drain(context.Background(), 0)

	if _, err := ask(&http.Client{Transport: &http.Transport{}}); err == nil {
		t.Error("a new connection was accepted while draining")
	}
	// The client reads Connection: close into Close.
	if resp, err := ask(kept); err != nil || !resp.Close {
		t.Errorf("the open connection while draining: %v, close %v; want served with Connection: close", err, resp != nil && resp.Close)
	}
}

// TestConfig_drainDelayIsNeverNegative: a negative delay is refused.
func TestConfig_drainDelayIsNeverNegative(t *testing.T) {
	if _, err := parseConfig([]string{"serve", "--drain-delay", "-1s"}, func(string) string { return "" }, io.Discard); err == nil {
		t.Error("--drain-delay -1s accepted")
	}
}
