package main

import (
	"bytes"
	"context"
	"strings"
	"testing"
)

func TestHealthcheck_exitsZeroWhenTheBFFIsReady(t *testing.T) {
	m, _ := startMain(t)
	addr := strings.TrimPrefix(m.URL("bff"), "http://")
	var out, errs bytes.Buffer
	if code := healthcheck(context.Background(), nil, env(map[string]string{"PAYHUB_ADDR": addr}), &out, &errs); code != 0 {
		t.Fatalf("exit %d: %s %s", code, out.String(), errs.String())
	}
	if !strings.Contains(out.String(), "/readyz 200") {
		t.Errorf("output %q", out.String())
	}
	out.Reset()
	if code := healthcheck(context.Background(), []string{"--addr", addr, "--path", "/healthz"}, env(nil), &out, &errs); code != 0 {
		t.Fatalf("/healthz: exit %d: %s", code, errs.String())
	}
}

func TestHealthcheck_exitsOneWhenNothingAnswers(t *testing.T) {
	m, _ := startMain(t)
	// The sandbox listener answers /readyz with 404: not the BFF.
	addr := strings.TrimPrefix(m.URL("sandbox"), "http://")
	var out, errs bytes.Buffer
	if code := healthcheck(context.Background(), []string{"--addr", addr}, env(nil), &out, &errs); code != 1 {
		t.Errorf("exit %d, want 1: %s", code, out.String())
	}
}

func TestProbeURL_asksAnUnspecifiedHostOnLoopback(t *testing.T) {
	for addr, want := range map[string]string{
		"0.0.0.0:8080":   "http://127.0.0.1:8080/readyz",
		":8080":          "http://127.0.0.1:8080/readyz",
		"[::]:8080":      "http://127.0.0.1:8080/readyz",
		"localhost:9000": "http://localhost:9000/readyz",
	} {
		if got, err := probeURL(addr, "/readyz"); err != nil || got != want {
			t.Errorf("%s: %q %v, want %q", addr, got, err, want)
		}
	}
	if _, err := probeURL("8080", "/readyz"); err == nil {
		t.Error("an address without a port is accepted")
	}
}
