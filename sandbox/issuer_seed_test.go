package sandbox_test

import (
	"encoding/json"
	"net"
	"net/http"
	"net/http/httptest"
	"slices"
	"testing"

	"github.com/payhub/payhub/bff/upstream/siteconfig"
	"github.com/payhub/payhub/sandbox"
)

func TestSandbox_demoSiteAllowsTheRunningExampleOriginAndTrustsTheSandboxIssuer(t *testing.T) {
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	url := "http://" + ln.Addr().String()
	const example = "http://127.0.0.1:18081"
	srv, err := sandbox.New(t.Context(), sandbox.Options{Dir: t.TempDir(), URL: url, ExampleOrigins: []string{example}})
	if err != nil {
		t.Fatal(err)
	}
	ts := httptest.NewUnstartedServer(srv.Handler())
	ts.Listener.Close()
	ts.Listener = ln
	ts.Start()
	t.Cleanup(func() {
		ts.Close()
		_ = srv.Close()
	})

	code, _, body := do(t, http.MethodGet, url+sandbox.PrefixConfig+"/v1/sites/sunshine/demo", "")
	var site siteconfig.Site
	if err := json.Unmarshal(body, &site); err != nil || code != http.StatusOK {
		t.Fatalf("%d %s", code, body)
	}
	// contracts §5: the two default origins stay, the running one is added.
	if !slices.Equal(site.FrameAncestors, []string{"http://127.0.0.1:8081", "http://localhost:8081", example}) {
		t.Errorf("frameAncestors %v", site.FrameAncestors)
	}
	want := siteconfig.HostIssuer{Issuer: url + sandbox.PrefixIssuer,
		JWKSURL: url + sandbox.PrefixIssuer + "/.well-known/jwks.json", Audience: "payhub-widget"}
	if !slices.Equal(site.HostIssuers, []siteconfig.HostIssuer{want}) {
		t.Errorf("hostIssuers %+v, want %+v", site.HostIssuers, want)
	}
	code, _, body = do(t, http.MethodGet, want.JWKSURL, "")
	if code != http.StatusOK || !json.Valid(body) {
		t.Errorf("jwks: %d %s", code, body)
	}
	req, _ := http.NewRequest(http.MethodOptions, url+sandbox.PrefixIssuer+"/token", nil)
	req.Header.Set("Origin", example)
	req.Header.Set("Access-Control-Request-Method", "POST")
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	resp.Body.Close()
	if resp.Header.Get("Access-Control-Allow-Origin") != example {
		t.Errorf("the running example origin may not ask for tokens: %d %v", resp.StatusCode, resp.Header)
	}
}
