package main

import (
	"context"
	"io"
	"net/http"
	"testing"
)

// TestDrain_answersCloseTheirConnectionOnceDraining: before the drain the
// BFF keeps connections open for the next request; once it drains, every
// answer says Connection: close, so a load balancer never finds one of
// its idle connections closed under a request it is sending.
func TestDrain_answersCloseTheirConnectionOnceDraining(t *testing.T) {
	m, _ := startMain(t)
	ask := func() *http.Response {
		t.Helper()
		resp, err := http.Get(m.URL("bff") + "/healthz")
		if err != nil {
			t.Fatal(err)
		}
		_, _ = io.Copy(io.Discard, resp.Body)
		_ = resp.Body.Close()
		if resp.StatusCode != 200 {
			t.Fatalf("/healthz: %d", resp.StatusCode)
		}
		return resp
	}
	if resp := ask(); resp.Close {
		t.Fatal("the BFF closes connections before it drains")
	}
	m.drain(context.Background(), 0)
	// The client reads Connection: close into Close.
	if resp := ask(); !resp.Close {
		t.Error("an answer while draining keeps its connection open, want Connection: close")
	}
}

// TestConfig_drainDelayIsNeverNegative: a negative delay is refused.
func TestConfig_drainDelayIsNeverNegative(t *testing.T) {
	if _, err := parseConfig([]string{"serve", "--drain-delay", "-1s"}, func(string) string { return "" }, io.Discard); err == nil {
		t.Error("--drain-delay -1s accepted")
	}
}
