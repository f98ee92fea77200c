package main

import (
	"io"
	"strings"
	"testing"
	"time"
)

func TestConfig_walletAndCartTTLDefaultsFlagsAndEnvironment(t *testing.T) {
	cfg, err := parseConfig([]string{"serve"}, env(nil), io.Discard)
	if err != nil {
		t.Fatal(err)
	}
	if cfg.WalletAddr != "127.0.0.1:8091" || cfg.WalletURL != "" || cfg.SandboxCartTTL != 30*time.Minute {
		t.Fatalf("defaults %+v", cfg)
	}
	cfg, err = parseConfig([]string{"serve", "--sandbox-cart-ttl", "2m", "--wallet-url", "https://wallet.example.gov/"},
		env(map[string]string{"PAYHUB_WALLET_ADDR": "127.0.0.1:9191", "PAYHUB_SANDBOX_CART_TTL": "5m"}), io.Discard)
	if err != nil {
		t.Fatal(err)
	}
	if cfg.WalletAddr != "127.0.0.1:9191" || cfg.SandboxCartTTL != 2*time.Minute || cfg.WalletURL != "https://wallet.example.gov" {
		t.Fatalf("cfg %+v", cfg)
	}
}

func TestConfig_walletURLIsRequiredWithUpstreamsAndMustBeAnOrigin(t *testing.T) {
	_, err := parseConfig([]string{"serve", "--upstreams", "u.json"}, env(nil), io.Discard)
	if err == nil || !strings.Contains(err.Error(), "--wallet-url") {
		t.Fatalf("err %v", err)
	}
	if _, err := parseConfig([]string{"serve", "--upstreams", "u.json"}, env(map[string]string{"PAYHUB_WALLET_URL": "https://w.example"}), io.Discard); err != nil {
		t.Fatalf("from the environment: %v", err)
	}
	for _, bad := range []string{"wallet.example", "ftp://w", "https://w.example/card-input", "https://w.example?x=1"} {
		if _, err := parseConfig([]string{"serve", "--wallet-url", bad}, env(nil), io.Discard); err == nil {
			t.Errorf("--wallet-url %q accepted", bad)
		}
	}
	for _, args := range [][]string{{"serve", "--sandbox-cart-ttl", "0s"}, {"serve", "--sandbox-cart-ttl", "soon"}} {
		if _, err := parseConfig(args, env(nil), io.Discard); err == nil {
			t.Errorf("%v accepted", args)
		}
	}
	if _, err := parseConfig([]string{"serve"}, env(map[string]string{"PAYHUB_SANDBOX_CART_TTL": "later"}), io.Discard); err == nil {
		t.Error("a bad PAYHUB_SANDBOX_CART_TTL was accepted")
	}
}
