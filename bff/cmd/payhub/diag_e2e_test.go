package main

import (
	"io"
	"strings"
	"testing"

	"github.com/payhub/payhub/bff"
	"github.com/payhub/payhub/sandbox/diaggw"
)

type gatewayJSON struct {
	Messages []diaggw.Received `json:"messages"`
}

// TestDiag_DIAG01_DIAG02_postedDiagnosticsReachTheSandboxGatewayFlattenedAndCut
// posts through the real BFF to the real sandbox gateway over HTTP.
func TestDiag_DIAG01_DIAG02_postedDiagnosticsReachTheSandboxGatewayFlattenedAndCut(t *testing.T) {
	m, _ := startMain(t)
	p := newPayer(t, m)
	marker := diagMarker(p)
	body := map[string]any{"url": m.URL("bff") + "/sunshine/demo/checkout",
		"diagnostics": map[string]any{"marker": marker, "browser": map[string]any{"name": "Firefox", "size": []any{1280, 720}},
			"note": "card 4242 4242 4242 4242", "long": strings.Repeat("x", 9000)}}
	if code := p.call("POST", "/diag", body, nil, nil); code != 202 {
		t.Fatalf("diag: %d", code)
	}
	if code := p.call("POST", "/request-log", map[string]any{"url": "/x", "diagnostics": map[string]any{"marker": marker, "status": 200}}, nil, nil); code != 202 {
		t.Fatalf("request-log: %d", code)
	}
	var gw gatewayJSON
	if code := getJSON(t, m.URL("sandbox")+"/svc/diag/?n=20", &gw); code != 200 {
		t.Fatalf("gateway: %d", code)
	}
	queues := map[string]diaggw.Received{}
	for _, r := range gw.Messages {
		if r.Message.Diagnostics["marker"] == marker {
			queues[r.Queue] = r
		}
	}
	d, ok := queues["payhub.diag"]
	if !ok || queues["payhub.request"].Message.Type != "request" {
		t.Fatalf("queues %v", gw.Messages)
	}
	msg := d.Message
	if msg.App != "payhub" || msg.Site != "sunshine/demo" || msg.Type != "diag" || len(msg.UUID) != 36 ||
		msg.Epoch == 0 || msg.EpochHires < float64(msg.Epoch) || msg.Server == "" || msg.Environment != string(bff.EnvDev) {
		t.Errorf("envelope %+v", msg)
	}
	want := map[string]string{"browser.name": "Firefox", "browser.size.0": "1280", "browser.size.1": "720",
		"note": "card **** **** **** 4242", "url": m.URL("bff") + "/sunshine/demo/checkout",
		"long": strings.Repeat("x", 8191) + "... (truncated)"}
	for k, v := range want {
		if msg.Diagnostics[k] != v {
			t.Errorf("%s = %.60q, want %.60q", k, msg.Diagnostics[k], v)
		}
	}
}

func TestDiag_theSandboxGatewayRefusesAPostWithoutItsCredential(t *testing.T) {
	m, _ := startMain(t)
	resp, err := newPayer(t, m).client.Post(m.URL("sandbox")+"/svc/diag/payhub.diag", "application/json", strings.NewReader(`{}`))
	if err != nil {
		t.Fatal(err)
	}
	_, _ = io.Copy(io.Discard, resp.Body)
	resp.Body.Close()
	if resp.StatusCode != 401 {
		t.Errorf("%d", resp.StatusCode)
	}
}

// TestDiagConfig_DIAG03_betaAndProductionPickTheirOwnGatewayAndCredential
// reads one environment holding both environments' settings.
func TestDiagConfig_DIAG03_betaAndProductionPickTheirOwnGatewayAndCredential(t *testing.T) {
	vars := map[string]string{
		"PAYHUB_DIAG_GATEWAY_BETA": "https://mq.beta.example", "PAYHUB_DIAG_CREDENTIAL_BETA": "beta:secret",
		"PAYHUB_DIAG_GATEWAY_PROD": "https://mq.example/", "PAYHUB_DIAG_CREDENTIAL_PROD": "prod-token",
		"PAYHUB_DIAG_GATEWAY": "https://mq.other.example", "PAYHUB_DIAG_CREDENTIAL": "other",
	}
	getenv := func(k string) string { return vars[k] }
	for _, tc := range []struct {
		env              string
		gateway, cred    string
		sample           float64
		args             []string
		wantErrSubstring string
	}{
		{env: "beta", gateway: "https://mq.beta.example", cred: "beta:secret", sample: 0.1},
		{env: "prod", gateway: "https://mq.example", cred: "prod-token", sample: 0.1},
		{env: "stage", gateway: "https://mq.other.example", cred: "other", sample: 0.1},
		{env: "dev", gateway: "https://mq.other.example", cred: "other", sample: 1},
		{env: "prod", gateway: "https://flag.example", cred: "flag", sample: 0.5,
			args: []string{"--diag-gateway", "https://flag.example", "--diag-credential", "flag", "--error-sample-rate", "0.5"}},
	} {
		cfg, err := parseConfig(append([]string{"serve", "--env", tc.env}, tc.args...), getenv, io.Discard)
		if err != nil {
			t.Fatalf("%s: %v", tc.env, err)
		}
		if cfg.Diag.Gateway != tc.gateway || cfg.Diag.Credential != tc.cred || cfg.Diag.ErrorSampleRate != tc.sample {
			t.Errorf("%s: %+v", tc.env, cfg.Diag)
		}
	}
	// Production with a gateway but no credential does not start.
	_, err := parseConfig([]string{"serve", "--env", "prod", "--diag-gateway", "https://mq.example"},
		func(string) string { return "" }, io.Discard)
	if err == nil || !strings.Contains(err.Error(), "PAYHUB_DIAG_CREDENTIAL_PROD") {
		t.Errorf("prod without a credential: %v", err)
	}
	for _, bad := range []string{"1.5", "-0.1", "often"} {
		if _, err := parseConfig([]string{"serve", "--error-sample-rate", bad}, func(string) string { return "" }, io.Discard); err == nil {
			t.Errorf("sample rate %s accepted", bad)
		}
	}
}
