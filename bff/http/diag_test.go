package http

import (
	"context"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"

	"github.com/payhub/payhub/bff"
	"github.com/payhub/payhub/bff/diag"
)

// fakeDiag records the posts it is given, or fails with err.
type fakeDiag struct {
	types  []string
	urls   []string
	fields []map[string]any
	err    error
}

func (f *fakeDiag) Record(_ context.Context, typ, client, site, pageURL string, fields map[string]any) error {
	f.types = append(f.types, typ+" "+client+"/"+site)
	f.urls = append(f.urls, pageURL)
	f.fields = append(f.fields, fields)
	return f.err
}

var _ Diagnostics = (*fakeDiag)(nil)

// fakeReporter records reports.
type fakeReporter struct{ reports []diag.ErrorReport }

func (f *fakeReporter) Report(_ context.Context, e diag.ErrorReport) bool {
	f.reports = append(f.reports, e)
	return true
}

var _ ErrorReporter = (*fakeReporter)(nil)

var csrf = map[string]string{CSRFHeader: CSRFValue, "Content-Type": "application/json"}

// doBody is do with a request body.
func doBody(h http.Handler, method, path string, hdr map[string]string, body string) *httptest.ResponseRecorder {
	req := httptest.NewRequest(method, path, strings.NewReader(body))
	for k, v := range hdr {
		req.Header.Set(k, v)
	}
	rec := httptest.NewRecorder()
	h.ServeHTTP(rec, req)
	return rec
}

func TestDiagRoutes_DIAG01_forwardTheBodyAndThePageURLByType(t *testing.T) {
	f := &fakeDiag{}
	h := New(Deps{Env: bff.EnvTest, Diagnostics: f})
	body := `{"url":"https://pay.example/x","diagnostics":{"a":{"b":1}}}`
	for path, typ := range map[string]string{"/diag": diag.KindDiagnostics, "/request-log": diag.KindRequestLog} {
		rec := doBody(h, "POST", "/bff/v1/Sunshine/Demo"+path, csrf, body)
		if rec.Code != 202 || rec.Body.String() != `{"accepted":true}` || rec.Header().Get("Cache-Control") != "no-store" {
			t.Errorf("%s: %d %s", path, rec.Code, rec.Body.String())
		}
		if last := len(f.types) - 1; last < 0 || f.types[last] != typ+" sunshine/demo" || f.urls[last] != "https://pay.example/x" {
			t.Errorf("%s: %v %v", path, f.types, f.urls)
		}
	}
}

func TestDiagRoutes_boundTheBodyAndNeedTheURLAndTheCSRFHeader(t *testing.T) {
	f := &fakeDiag{}
	h := New(Deps{Env: bff.EnvTest, Diagnostics: f})
	big := `{"url":"u","diagnostics":{"x":"` + strings.Repeat("a", maxDiagBody) + `"}}`
	for name, tc := range map[string]struct {
		hdr  map[string]string
		body string
		want int
	}{
		"too large":   {csrf, big, 413},
		"no url":      {csrf, `{"diagnostics":{}}`, 400},
		"long url":    {csrf, `{"url":"` + strings.Repeat("u", maxDiagURL+1) + `"}`, 400},
		"not json":    {csrf, `diagnostics`, 400},
		"not object":  {csrf, `{"url":"u","diagnostics":[1]}`, 400},
		"no csrf":     {map[string]string{"Content-Type": "application/json"}, `{"url":"u"}`, 403},
		"just enough": {csrf, `{"url":"u","diagnostics":{"x":"` + strings.Repeat("a", maxDiagBody-40) + `"}}`, 202},
	} {
		if rec := doBody(h, "POST", "/bff/v1/sunshine/demo/diag", tc.hdr, tc.body); rec.Code != tc.want {
			t.Errorf("%s: %d %s", name, rec.Code, rec.Body.String())
		}
	}
	if len(f.types) != 1 {
		t.Errorf("forwarded %d posts, want only the one that fits", len(f.types))
	}
}

func TestDiagRoutes_invalidDiagnosticsAre400AndAGatewayFailureIs503(t *testing.T) {
	f := &fakeDiag{err: bff.Errorf(bff.CodeInvalid, "The diagnostics have more than 255 values.")}
	rep := &fakeReporter{}
	h := New(Deps{Env: bff.EnvTest, Diagnostics: f, Errors: rep})
	if rec := doBody(h, "POST", "/bff/v1/sunshine/demo/diag", csrf, `{"url":"u"}`); rec.Code != 400 {
		t.Errorf("invalid: %d", rec.Code)
	}
	f.err = bff.Errorf(bff.CodeUnauthorized, "gateway refused the credential")
	rec := doBody(h, "POST", "/bff/v1/sunshine/demo/diag", csrf, `{"url":"u"}`)
	if rec.Code != 503 || strings.Contains(rec.Body.String(), "credential") {
		t.Errorf("gateway failure: %d %s", rec.Code, rec.Body.String())
	}
	// The gateway that failed is not sent a report of its own failure.
	if len(rep.reports) != 0 {
		t.Errorf("reports %+v", rep.reports)
	}
	if rec := doBody(New(Deps{Env: bff.EnvTest}), "POST", "/bff/v1/sunshine/demo/diag", csrf, `{"url":"u"}`); rec.Code != 503 {
		t.Errorf("without diagnostics: %d", rec.Code)
	}
}

func TestErrorReports_everyServerErrorIsReportedWithItsCode(t *testing.T) {
	rep := &fakeReporter{}
	h := New(Deps{Env: bff.EnvTest, Errors: rep})
	// Checkout is not configured: 503 unavailable.
	rec := doBody(h, "POST", "/bff/v1/sunshine/demo/checkout", csrf, `{}`)
	if rec.Code != 503 || len(rep.reports) != 1 {
		t.Fatalf("%d %+v", rec.Code, rep.reports)
	}
	r := rep.reports[0]
	if r.Code != bff.CodeUnavailable || r.Status != 503 || r.Client != "sunshine" || r.Site != "demo" ||
		r.Route != "/bff/v1/:client/:site/checkout" || r.Method != "POST" || r.RequestID != rec.Header().Get("X-Request-Id") {
		t.Errorf("report %+v", r)
	}
	// Client errors are not reported.
	do(h, "GET", "/bff/v1/sunshine/demo/screens/nope", nil)
	if len(rep.reports) != 1 {
		t.Errorf("a 404 was reported: %+v", rep.reports)
	}
}
