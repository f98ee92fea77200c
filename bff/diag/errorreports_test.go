package diag

import (
	"errors"
	"testing"

	"github.com/payhub/payhub/bff"
)

func TestErrorReports_areSampledAndTaggedWithTheirCode(t *testing.T) {
	gw := &fakeGateway{}
	draws := []float64{0.05, 0.5, 0.0999, 0.1}
	r := &ErrorReports{Diagnostics: newTestDiagnostics(gw), Rate: 0.1, Rand: func() float64 {
		v := draws[0]
		draws = draws[1:]
		return v
	}}
	e := ErrorReport{Client: "sunshine", Site: "demo", Code: bff.CodeUpstreamFailed, Status: 502,
		Route: "/bff/v1/:client/:site/checkout", Method: "POST", RequestID: "req-12345678"}
	var sent []bool
	for range 4 {
		sent = append(sent, r.Report(t.Context(), e))
	}
	if want := []bool{true, false, true, false}; len(gw.msgs) != 2 || sent[0] != want[0] || sent[1] != want[1] ||
		sent[2] != want[2] || sent[3] != want[3] {
		t.Fatalf("sent %v, messages %d", sent, len(gw.msgs))
	}
	m := gw.msgs[0]
	if gw.queues[0] != "payhub.diag" || m.Type != "error" || m.Diagnostics["error.code"] != "upstream_failed" ||
		m.Diagnostics["error.tag"] != "code:upstream_failed" || m.Diagnostics["http.status"] != "502" ||
		m.Diagnostics["request_id"] != "req-12345678" || m.Site != "sunshine/demo" {
		t.Errorf("report %+v on %s", m, gw.queues[0])
	}
	// A rate of 0 reports nothing and 1 everything, without drawing.
	r.Rand = func() float64 { t.Fatal("drew"); return 0 }
	r.Rate = 0
	if r.Report(t.Context(), e) {
		t.Error("rate 0 reported")
	}
	r.Rate = 1
	if !r.Report(t.Context(), e) {
		t.Error("rate 1 did not report")
	}
	// A gateway failure is not the request's failure.
	gw.err = errors.New("down")
	if r.Report(t.Context(), e) {
		t.Error("a failed send counted as sent")
	}
}

func TestDefaultErrorSampleRate_everyErrorInDevAndTestOneInTenElsewhere(t *testing.T) {
	for _, env := range bff.Envs {
		want := 0.1
		if env == bff.EnvDev || env == bff.EnvTest {
			want = 1
		}
		if got := DefaultErrorSampleRate(env); got != want {
			t.Errorf("%s: %v", env, got)
		}
	}
}
