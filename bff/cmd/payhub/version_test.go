package main

import (
	"bytes"
	"strings"
	"testing"
)

func TestVersion_printsTheStampedVersionOrDev(t *testing.T) {
	for _, stamped := range []string{"", "v1.4.0-3-gabc1234"} {
		t.Run("stamped="+stamped, func(t *testing.T) {
			old := version
			version = stamped
			t.Cleanup(func() { version = old })
			var out, errs bytes.Buffer
			if code := run([]string{"version"}, env(nil), &out, &errs); code != 0 {
				t.Fatalf("exit %d: %s", code, errs.String())
			}
			want := stamped
			if want == "" {
				want = "dev"
			}
			if got := strings.TrimSpace(out.String()); got != "payhub "+want {
				t.Errorf("payhub version printed %q, want %q", got, "payhub "+want)
			}
		})
	}
}

func TestServe_metricsNameTheVersion(t *testing.T) {
	m, _ := startMain(t)
	_, body := get(t, m.URL("bff")+"/metrics")
	if !strings.Contains(body, `payhub_build_info{version="dev"} 1`) {
		t.Errorf("/metrics lacks payhub_build_info for dev")
	}
}
