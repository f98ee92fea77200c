package bff

import (
	"strings"
	"testing"
)

func TestParseEnv_CONST20_acceptsTheSixEnvironments(t *testing.T) {
	for _, s := range []string{"dev", "test", "stage", "beta", "demo", "prod"} {
		if e, err := ParseEnv(s); err != nil || string(e) != s {
			t.Errorf("ParseEnv(%q) = %q, %v", s, e, err)
		}
	}
}

func TestParseEnv_CONST20_refusesOthersNamingTheAllowedValues(t *testing.T) {
	for _, s := range []string{"", "production", "PROD", "qa"} {
		_, err := ParseEnv(s)
		if err == nil {
			t.Fatalf("ParseEnv(%q) succeeded", s)
		}
		if !strings.Contains(err.Error(), "dev, test, stage, beta, demo, prod") {
			t.Errorf("error %q does not name the allowed values", err)
		}
	}
}
