package main

import (
	"io"
	"net/http"
	"strings"
	"testing"
)

func TestServe_outsideDevMetricsHaveTheirOwnListenerAndTheBFFAnswersNotFound(t *testing.T) {
	m, _ := startMain(t, "--env", "prod", "--metrics-addr", "127.0.0.1:0")
	if m.URL("metrics") == "" || m.URL("metrics") == m.URL("bff") {
		t.Fatalf("no metrics listener of its own: %v", m.Listening())
	}
	var e errorJSON
	if code := getJSON(t, m.URL("bff")+"/metrics", &e); code != http.StatusNotFound || e.Error.Code != "not_found" {
		t.Fatalf("GET /metrics on the BFF in prod: %d %+v, want the JSON 404", code, e)
	}
	// A request the BFF served is counted; its small answer reaches the
	// client only once the handler, and with it the count, is done.
	if code := getJSON(t, m.URL("bff")+"/healthz", nil); code != http.StatusOK {
		t.Fatalf("healthz %d", code)
	}
	resp, err := http.Get(m.URL("metrics") + "/metrics")
	if err != nil {
		t.Fatal(err)
	}
	body, _ := io.ReadAll(resp.Body)
	resp.Body.Close()
	want := `payhub_http_requests_total{method="GET",route="/healthz",status="200"} 1`
	if resp.StatusCode != http.StatusOK || !strings.Contains(string(body), want) {
		t.Fatalf("metrics listener: %d, lacks %s:\n%.2000s", resp.StatusCode, want, body)
	}
	// The metrics listener serves nothing else.
	if code := getJSON(t, m.URL("metrics")+"/healthz", nil); code != http.StatusNotFound {
		t.Errorf("metrics listener /healthz: %d", code)
	}
}

func TestConfig_metricsStayOnTheBFFInDevAndGoToLoopbackElsewhere(t *testing.T) {
	for _, tc := range []struct {
		args []string
		env  map[string]string
		want string
	}{
		{args: []string{"serve"}, want: ""},
		{args: []string{"serve", "--env", "test"}, want: "127.0.0.1:8092"},
		{args: []string{"serve", "--env", "prod"}, want: "127.0.0.1:8092"},
		{args: []string{"serve", "--env", "prod", "--metrics-addr", "0.0.0.0:9100"}, want: "0.0.0.0:9100"},
		{args: []string{"serve", "--env", "stage"}, env: map[string]string{"PAYHUB_METRICS_ADDR": "10.0.0.5:9100"}, want: "10.0.0.5:9100"},
		{args: []string{"serve", "--metrics-addr", "127.0.0.1:9100"}, want: "127.0.0.1:9100"},
	} {
		cfg, err := parseConfig(tc.args, env(tc.env), io.Discard)
		if err != nil {
			t.Fatal(err)
		}
		if cfg.MetricsAddr != tc.want {
			t.Errorf("%v %v: metrics address %q, want %q", tc.args, tc.env, cfg.MetricsAddr, tc.want)
		}
	}
}

func TestConfig_trustedProxiesAreAddressesOrCIDRRanges(t *testing.T) {
	cfg, err := parseConfig([]string{"serve"}, env(nil), io.Discard)
	if err != nil || len(cfg.TrustedProxies) != 0 {
		t.Fatalf("default: %v %v, want none trusted", cfg.TrustedProxies, err)
	}
	cfg, err = parseConfig([]string{"serve"}, env(map[string]string{"PAYHUB_TRUSTED_PROXIES": "10.0.0.0/8, 192.168.1.7,fd00::/8"}), io.Discard)
	if err != nil || strings.Join(cfg.TrustedProxies, " ") != "10.0.0.0/8 192.168.1.7/32 fd00::/8" {
		t.Fatalf("from the environment: %v %v", cfg.TrustedProxies, err)
	}
	for _, bad := range []string{"10.0.0.0/33", "lb.example.gov", "10.0.0.1:80"} {
		if _, err := parseConfig([]string{"serve", "--trusted-proxies", bad}, env(nil), io.Discard); err == nil {
			t.Errorf("--trusted-proxies %q was accepted", bad)
		}
	}
}
