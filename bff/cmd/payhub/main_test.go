package main

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"io"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/payhub/payhub/sandbox"
)

// startMain starts the whole program on port 0 and stops it at cleanup.
func startMain(t *testing.T, args ...string) (*Main, *syncWriter) {
	t.Helper()
	dir := t.TempDir()
	base := []string{"serve", "--addr", "127.0.0.1:0", "--sandbox-addr", "127.0.0.1:0",
		"--examples-addr", "127.0.0.1:0", "--wallet-addr", "127.0.0.1:0", "--data-dir", dir, "--web-dir", dir}
	cfg, err := parseConfig(append(base, args...), func(string) string { return "" }, io.Discard)
	if err != nil {
		t.Fatal(err)
	}
	logs := &syncWriter{}
	m := &Main{Config: cfg, Logger: newLogger(logs, cfg.LogLevel)}
	if err := m.Start(context.Background()); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() {
		ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
		defer cancel()
		if err := m.Shutdown(ctx); err != nil {
			t.Errorf("shutdown: %v", err)
		}
	})
	return m, logs
}

func getJSON(t testing.TB, url string, out any) int {
	t.Helper()
	resp, err := http.Get(url)
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	if out != nil {
		if err := json.NewDecoder(resp.Body).Decode(out); err != nil {
			t.Fatalf("decoding %s: %v", url, err)
		}
	}
	return resp.StatusCode
}

type homeScreen struct {
	Complete   bool     `json:"complete"`
	Incomplete []string `json:"incomplete"`
	Sections   map[string]struct {
		Status string          `json:"status"`
		Data   json.RawMessage `json:"data"`
		Error  *struct {
			Code    string `json:"code"`
			Message string `json:"message"`
		} `json:"error"`
	} `json:"sections"`
}

func TestServe_homeScreenAggregatesConfigSourcesAndAnnouncements(t *testing.T) {
	m, logs := startMain(t)
	var s homeScreen
	if code := getJSON(t, m.URL("bff")+"/bff/v1/sunshine/demo/screens/home", &s); code != 200 {
		t.Fatalf("status %d", code)
	}
	if !s.Complete {
		t.Fatalf("incomplete: %v", s.Incomplete)
	}
	var sources []struct {
		PageRoute string `json:"pageRoute"`
	}
	if err := json.Unmarshal(s.Sections["sources"].Data, &sources); err != nil {
		t.Fatal(err)
	}
	var routes []string
	for _, src := range sources {
		routes = append(routes, src.PageRoute)
	}
	for _, want := range []string{"property-tax", "vehicle-renewal", "utilities", "donations", "business-license"} {
		if !strings.Contains(strings.Join(routes, ","), want) {
			t.Errorf("sources %v lack %s", routes, want)
		}
	}
	if !strings.Contains(string(s.Sections["config"].Data), `"clientTitle":"Sunshine County"`) {
		t.Errorf("config section lacks the client title: %s", s.Sections["config"].Data)
	}
	if !strings.Contains(string(s.Sections["announcements"].Data), `"notifications"`) {
		t.Errorf("announcements section: %s", s.Sections["announcements"].Data)
	}
	// Every log line of the request carries its request id.
	// The access line is written once the response is sent: wait for it.
	deadline := time.Now().Add(10 * time.Second)
	for !strings.Contains(logs.String(), `"route":"/bff/v1/:client/:site/screens/:screen"`) && time.Now().Before(deadline) {
		time.Sleep(10 * time.Millisecond)
	}
	found := false
	for _, line := range strings.Split(logs.String(), "\n") {
		if strings.Contains(line, `"route":"/bff/v1/:client/:site/screens/:screen"`) {
			found = true
			if !strings.Contains(line, `"request_id":"`) {
				t.Errorf("access log line without request id: %s", line)
			}
		}
	}
	if !found {
		t.Errorf("no access log line for the screen request in:\n%s", logs.String())
	}
}

func TestServe_ROUTE03_clientAndSiteAreReadLowercased(t *testing.T) {
	m, _ := startMain(t)
	var s homeScreen
	if code := getJSON(t, m.URL("bff")+"/bff/v1/SunShine/DEMO/screens/home", &s); code != 200 {
		t.Fatalf("status %d", code)
	}
}

func TestServe_unknownSiteIs404WithErrorBody(t *testing.T) {
	m, _ := startMain(t)
	var body struct {
		Error struct{ Code, Message string } `json:"error"`
	}
	if code := getJSON(t, m.URL("bff")+"/bff/v1/sunshine/nowhere/screens/home", &body); code != 404 {
		t.Fatalf("status %d", code)
	}
	if body.Error.Code != "not_found" || body.Error.Message == "" {
		t.Fatalf("body %+v", body)
	}
}

// TestServeUpstreams_homeStillRendersWithAnnouncementsDown runs the BFF
// alone against sandbox upstreams listed in a file, then kills the
// announcements upstream: the home screen still answers 200 and reports
// that section's error.
func TestServeUpstreams_homeStillRendersWithAnnouncementsDown(t *testing.T) {
	sb, err := sandbox.New(context.Background(), sandbox.Options{Dir: t.TempDir()})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { _ = sb.Close() })
	main := httptest.NewServer(sb.Handler())
	t.Cleanup(main.Close)
	ann := httptest.NewServer(sb.Handler())
	file := filepath.Join(t.TempDir(), "upstreams.json")
	ups := fmt.Sprintf(`{"siteconfig":%q,"payables":%q,"announcements":%q,"cart":%q,"history":%q,"wallet":%q}`,
		main.URL+"/svc/config", main.URL+"/svc/payables", ann.URL+"/svc/announcements",
		main.URL+"/svc/cart", main.URL+"/svc/history", main.URL+"/svc/wallet")
	if err := os.WriteFile(file, []byte(ups), 0o600); err != nil {
		t.Fatal(err)
	}
	m, _ := startMain(t, "--upstreams", file, "--wallet-url", "http://127.0.0.1:1")
	if m.URL("sandbox") != "" || m.URL("examples") != "" || m.URL("wallet") != "" {
		t.Fatalf("--upstreams should run the BFF alone, got %v", m.Listening())
	}

	// The shell proves the announcements upstream answers. It is not the
	// home screen, which, complete, would be served from the screen cache
	// for a few seconds after the upstream went away.
	var s homeScreen
	if code := getJSON(t, m.URL("bff")+"/bff/v1/sunshine/demo/screens/shell", &s); code != 200 || !s.Complete {
		t.Fatalf("before: status %d complete %v %v", code, s.Complete, s.Incomplete)
	}
	ann.Close() // the announcements upstream goes away

	s = homeScreen{}
	if code := getJSON(t, m.URL("bff")+"/bff/v1/sunshine/demo/screens/home", &s); code != 200 {
		t.Fatalf("after: status %d", code)
	}
	if s.Complete || len(s.Incomplete) != 1 || s.Incomplete[0] != "announcements" {
		t.Fatalf("complete=%v incomplete=%v", s.Complete, s.Incomplete)
	}
	sec := s.Sections["announcements"]
	if sec.Status != "error" || sec.Error == nil || sec.Error.Code == "" || len(sec.Data) != 0 {
		t.Fatalf("announcements section = %+v", sec)
	}
	if s.Sections["config"].Status != "ok" || s.Sections["sources"].Status != "ok" {
		t.Fatal("config and sources should still be ok")
	}
	// Readiness now reports the announcements upstream as unavailable.
	var ready struct {
		Status string            `json:"status"`
		Checks map[string]string `json:"checks"`
	}
	if code := getJSON(t, m.URL("bff")+"/readyz", &ready); code != 503 || ready.Checks["announcements"] != "unavailable" || ready.Checks["siteconfig"] != "ok" {
		t.Fatalf("readyz %d %+v", code, ready)
	}
}

func TestServe_healthReadyAndMetrics(t *testing.T) {
	m, _ := startMain(t)
	if code := getJSON(t, m.URL("bff")+"/healthz", nil); code != 200 {
		t.Fatalf("healthz %d", code)
	}
	var ready struct {
		Status   string            `json:"status"`
		Checks   map[string]string `json:"checks"`
		Optional []string          `json:"optional"`
	}
	if code := getJSON(t, m.URL("bff")+"/readyz", &ready); code != 200 {
		t.Fatalf("readyz %d %+v", code, ready)
	}
	for _, name := range []string{"store", "siteconfig", "payables", "announcements", "contact", "mythings", "schedpay"} {
		if ready.Checks[name] != "ok" {
			t.Errorf("readyz check %s = %q", name, ready.Checks[name])
		}
	}
	// The side features' upstreams are reported, not required; the money path's are.
	for _, name := range []string{"contact", "mythings", "schedpay"} {
		if !slices.Contains(ready.Optional, name) {
			t.Errorf("readyz: %s is not optional: %v", name, ready.Optional)
		}
	}
	for _, name := range []string{"store", "siteconfig", "payables", "cart", "wallet"} {
		if slices.Contains(ready.Optional, name) {
			t.Errorf("readyz: %s is optional", name)
		}
	}
	getJSON(t, m.URL("bff")+"/bff/v1/sunshine/demo/screens/home", nil)
	// A request is counted once its handler returns, which may be just
	// after its response reached the client: wait for the count.
	screenCount := `payhub_http_requests_total{method="GET",route="/bff/v1/:client/:site/screens/:screen",status="200"}`
	var body []byte
	for deadline := time.Now().Add(10 * time.Second); ; {
		resp, err := http.Get(m.URL("bff") + "/metrics")
		if err != nil {
			t.Fatal(err)
		}
		body, _ = io.ReadAll(resp.Body)
		resp.Body.Close()
		if bytes.Contains(body, []byte(screenCount)) || time.Now().After(deadline) {
			break
		}
		time.Sleep(20 * time.Millisecond)
	}
	for _, want := range []string{
		`payhub_http_requests_total{method="GET",route="/bff/v1/:client/:site/screens/:screen",status="200"}`,
		`payhub_http_request_duration_seconds_bucket`,
		`payhub_upstream_calls_total{outcome="ok"`,
		`service="announcements"`,
	} {
		if !bytes.Contains(body, []byte(want)) {
			t.Errorf("metrics lack %s", want)
		}
	}
}
