package main

import (
	"io"
	"testing"
	"time"

	"github.com/payhub/payhub/bff"
	payhttp "github.com/payhub/payhub/bff/http"
)

func TestParseRateLimit_readsRatePeriodAndBurst(t *testing.T) {
	for _, tc := range []struct {
		in   string
		want bff.Limit
	}{
		{"0", bff.Limit{}},
		{"20", bff.Limit{Rate: 20, Period: time.Second, Burst: 20}},
		{"20/s:60", bff.Limit{Rate: 20, Period: time.Second, Burst: 60}},
		{"600/1m:100", bff.Limit{Rate: 600, Period: time.Minute, Burst: 100}},
		{"5/h", bff.Limit{Rate: 5, Period: time.Hour, Burst: 5}},
	} {
		got, err := parseRateLimit(tc.in)
		if err != nil || got != tc.want {
			t.Errorf("parseRateLimit(%q) = %+v, %v; want %+v", tc.in, got, err, tc.want)
		}
	}
	for _, bad := range []string{"", "-1", "x", "20/week", "20/s:", "20/s:0", "0/s"} {
		if _, err := parseRateLimit(bad); err == nil {
			t.Errorf("parseRateLimit(%q) succeeded", bad)
		}
	}
}

func TestConfig_rateLimitDefaultsToTheAPIDefaultAndReadsFlagAndEnvironment(t *testing.T) {
	cfg, err := parseConfig([]string{"serve"}, env(nil), io.Discard)
	if err != nil {
		t.Fatal(err)
	}
	if cfg.RateLimit != payhttp.DefaultRateLimit {
		t.Errorf("default rate limit %+v, want %+v", cfg.RateLimit, payhttp.DefaultRateLimit)
	}
	cfg, err = parseConfig([]string{"serve"}, env(map[string]string{"PAYHUB_RATE_LIMIT": "0"}), io.Discard)
	if err != nil || cfg.RateLimit.Rate != 0 {
		t.Errorf("PAYHUB_RATE_LIMIT=0: %+v, %v; want the limit off", cfg.RateLimit, err)
	}
	cfg, err = parseConfig([]string{"serve", "--rate-limit", "2/s:4"}, env(map[string]string{"PAYHUB_RATE_LIMIT": "0"}), io.Discard)
	if err != nil || cfg.RateLimit != (bff.Limit{Rate: 2, Period: time.Second, Burst: 4}) {
		t.Errorf("--rate-limit 2/s:4: %+v, %v", cfg.RateLimit, err)
	}
	if _, err := parseConfig([]string{"serve", "--rate-limit", "lots"}, env(nil), io.Discard); err == nil {
		t.Error("--rate-limit lots was accepted")
	}
}
