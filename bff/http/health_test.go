package http

import (
	"context"
	"encoding/json"
	"errors"
	"log/slog"
	"net/http"
	"slices"
	"testing"

	"github.com/payhub/payhub/bff"
)

// readyServer is a BFF whose readiness checks are up unless named in down.
func readyServer(t *testing.T, down ...string) http.Handler {
	t.Helper()
	check := func(name string, optional bool) Check {
		return Check{Name: name, Optional: optional, Ping: func(context.Context) error {
			if slices.Contains(down, name) {
				return errors.New("connection refused")
			}
			return nil
		}}
	}
	return New(Deps{Logger: slog.New(slog.DiscardHandler), Env: bff.EnvTest, Checks: []Check{
		check("store", false), check("siteconfig", false), check("cart", false),
		check("contact", true), check("mythings", true),
	}})
}

func readiness(t *testing.T, h http.Handler) (int, readyBody) {
	t.Helper()
	rec := do(h, http.MethodGet, "/readyz", nil)
	var b readyBody
	if err := json.Unmarshal(rec.Body.Bytes(), &b); err != nil {
		t.Fatalf("%d %s: %v", rec.Code, rec.Body.String(), err)
	}
	return rec.Code, b
}

func TestReadyz_everyCheckUpIsReady(t *testing.T) {
	code, b := readiness(t, readyServer(t))
	if code != http.StatusOK || b.Status != "ok" || len(b.Checks) != 5 {
		t.Fatalf("%d %+v", code, b)
	}
	if !slices.Equal(b.Optional, []string{"contact", "mythings"}) {
		t.Errorf("optional %v", b.Optional)
	}
}

func TestReadyz_anOptionalUpstreamDownIsReportedAndStaysReady(t *testing.T) {
	code, b := readiness(t, readyServer(t, "contact", "mythings"))
	if code != http.StatusOK || b.Status != "degraded" {
		t.Fatalf("%d %+v", code, b)
	}
	if b.Checks["contact"] != "unavailable" || b.Checks["mythings"] != "unavailable" || b.Checks["cart"] != "ok" {
		t.Errorf("checks %v", b.Checks)
	}
}

func TestReadyz_aRequiredUpstreamOrTheStoreDownIsNotReady(t *testing.T) {
	for _, down := range [][]string{{"cart"}, {"store"}, {"siteconfig", "contact"}} {
		code, b := readiness(t, readyServer(t, down...))
		if code != http.StatusServiceUnavailable || b.Status != "unavailable" {
			t.Errorf("%v down: %d %+v", down, code, b)
		}
		for _, name := range down {
			if b.Checks[name] != "unavailable" {
				t.Errorf("%v down: %s = %q", down, name, b.Checks[name])
			}
		}
	}
}
