package diag

import (
	"context"
	"crypto/rand"
	"log/slog"
	"strconv"

	"github.com/payhub/payhub/bff"
	"github.com/payhub/payhub/bff/upstream/diaggw"
)

// ErrorReports sends sampled reports of failed requests (5xx), tagged with
// their error code, to the gateway (spec 001 §8: errors go to the
// error-reporting service with an error code tag; reporting is sampled).
type ErrorReports struct {
	Diagnostics *Diagnostics
	// Rate is the share of errors reported, from 0 to 1.
	Rate float64
	// Rand draws from [0, 1); it defaults to a random source and is
	// injected by tests.
	Rand   func() float64
	Logger *slog.Logger
}

// ErrorReport is one failed request.
type ErrorReport struct {
	Client, Site string
	Code         bff.Code
	Status       int
	Route        string
	Method       string
	RequestID    string
}

// sampled reports whether this error is to be reported.
func (r *ErrorReports) sampled() bool {
	switch {
	case r.Rate <= 0:
		return false
	case r.Rate >= 1:
		return true
	}
	draw := randomFloat
	if r.Rand != nil {
		draw = r.Rand
	}
	return draw() < r.Rate
}

// Report sends e when it is sampled, and reports whether it was sent. A
// failure to send is logged, never returned: reporting must not fail the
// request it reports.
func (r *ErrorReports) Report(ctx context.Context, e ErrorReport) bool {
	if r == nil || r.Diagnostics == nil || !r.sampled() {
		return false
	}
	flat := map[string]string{
		"error.code":  string(e.Code),
		"error.tag":   "code:" + string(e.Code),
		"http.status": strconv.Itoa(e.Status),
		"http.route":  e.Route,
		"http.method": e.Method,
		"request_id":  e.RequestID,
		"sample_rate": strconv.FormatFloat(r.Rate, 'g', -1, 64),
	}
	if err := r.Diagnostics.send(ctx, diaggw.TypeError, e.Client, e.Site, flat); err != nil {
		if r.Logger != nil {
			r.Logger.WarnContext(ctx, "error report not sent", "code", string(e.Code), "error", err.Error())
		}
		return false
	}
	return true
}

// randomFloat draws from [0, 1) with crypto/rand, so that no shared
// generator is needed.
func randomFloat() float64 {
	var b [8]byte
	_, _ = rand.Read(b[:])
	var n uint64
	for _, x := range b {
		n = n<<8 | uint64(x)
	}
	return float64(n>>11) / (1 << 53)
}

// DefaultErrorSampleRate is the share of errors reported when the
// configuration names none: every one on a developer's machine and in
// tests, one in ten elsewhere.
func DefaultErrorSampleRate(env bff.Env) float64 {
	if env == bff.EnvDev || env == bff.EnvTest {
		return 1
	}
	return 0.1
}
