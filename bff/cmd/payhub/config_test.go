package main

import (
	"bytes"
	"io"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

func env(kv map[string]string) func(string) string {
	return func(k string) string { return kv[k] }
}

func TestConfig_CONST20_invalidPAYHUB_ENVIsAStartUpErrorNamingTheAllowedValues(t *testing.T) {
	var stderr bytes.Buffer
	code := run([]string{"serve"}, env(map[string]string{"PAYHUB_ENV": "production"}), io.Discard, &stderr)
	if code == 0 {
		t.Fatal("started with PAYHUB_ENV=production")
	}
	if !strings.Contains(stderr.String(), "dev, test, stage, beta, demo, prod") {
		t.Fatalf("stderr %q does not name the allowed values", stderr.String())
	}
}

func TestConfig_flagWinsOverEnvironmentWhichWinsOverDefault(t *testing.T) {
	cfg, err := parseConfig([]string{"serve"}, env(map[string]string{"PAYHUB_ADDR": "127.0.0.1:9999", "PAYHUB_ENV": "demo"}), io.Discard)
	if err != nil {
		t.Fatal(err)
	}
	if cfg.Addr != "127.0.0.1:9999" || cfg.Env != "demo" || cfg.SandboxAddr != "127.0.0.1:8090" {
		t.Fatalf("cfg = %+v", cfg)
	}
	cfg, err = parseConfig([]string{"serve", "--addr", "127.0.0.1:7000", "--env", "test"}, env(map[string]string{"PAYHUB_ADDR": "127.0.0.1:9999"}), io.Discard)
	if err != nil {
		t.Fatal(err)
	}
	if cfg.Addr != "127.0.0.1:7000" || cfg.Env != "test" {
		t.Fatalf("cfg = %+v", cfg)
	}
}

func TestConfig_defaultsMatchTheContract(t *testing.T) {
	cfg, err := parseConfig([]string{"serve"}, env(nil), io.Discard)
	if err != nil {
		t.Fatal(err)
	}
	if cfg.Addr != "localhost:8080" || cfg.SandboxAddr != "127.0.0.1:8090" || cfg.ExamplesAddr != "127.0.0.1:8081" ||
		cfg.Env != "dev" || cfg.DataDir != "./var" || cfg.RedisURL != "" {
		t.Fatalf("defaults = %+v", cfg)
	}
}

func TestConfig_refusesUnknownCommandsFlagsAndArguments(t *testing.T) {
	for _, args := range [][]string{nil, {"launch"}, {"serve", "--nope"}, {"serve", "extra"}, {"sandbox", "--upstreams", "x.json"}, {"serve", "--log-level", "loud"}} {
		if _, err := parseConfig(args, env(nil), io.Discard); err == nil {
			t.Errorf("parseConfig(%v) succeeded", args)
		}
	}
}

func TestUpstreams_fileMustNameEveryServiceWithAbsoluteURLs(t *testing.T) {
	dir := t.TempDir()
	write := func(s string) string {
		p := filepath.Join(dir, "u.json")
		if err := os.WriteFile(p, []byte(s), 0o600); err != nil {
			t.Fatal(err)
		}
		return p
	}
	good := `{"siteconfig":"http://a/svc/config/","payables":"https://b/p","announcements":"http://c",` +
		`"cart":"http://a/svc/cart","history":"http://a/svc/history","wallet":"http://a/svc/wallet"}`
	u, err := loadUpstreams(write(good))
	if err != nil {
		t.Fatal(err)
	}
	if u["siteconfig"] != "http://a/svc/config" {
		t.Errorf("trailing slash kept: %q", u["siteconfig"])
	}
	rest := `,"payables":"http://b","announcements":"http://c","cart":"http://d","history":"http://e","wallet":"http://f"}`
	for _, bad := range []string{`[]`, `{"siteconfig":"http://a"}`, `{"siteconfig":"a/b"` + rest, `{"siteconfig":"ftp://a"` + rest,
		`{"siteconfig":"http://a","payables":"http://b","announcements":"http://c"}`} {
		if _, err := loadUpstreams(write(bad)); err == nil {
			t.Errorf("loadUpstreams(%s) succeeded", bad)
		}
	}
	if _, err := loadUpstreams(filepath.Join(dir, "missing.json")); err == nil {
		t.Error("a missing file was accepted")
	}
}
