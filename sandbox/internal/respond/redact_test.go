package respond_test

import (
	"bytes"
	"errors"
	"log/slog"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"

	"github.com/payhub/payhub/sandbox/internal/respond"
)

// A failure's log line names the route, never a code that works nor an
// e-mail address: the sandbox's 5xx logs are read by people who may not
// use the subscriptions, uploads or tenders those codes open.
func TestError_aFailuresLogRedactsTheCodesAndAddressesOfItsPath(t *testing.T) {
	for path, secret := range map[string]string{
		"/svc/ebilling/v1/subscriptions/eb_1/activate/k3ycode0000001":                      "k3ycode0000001",
		"/svc/ebilling/v1/subscriptions/eb_1/unsubscribe/482913":                           "482913",
		"/svc/ebilling/v1/subscriptions/sunshine%2Fdemo%2Fx/pat%40example.com/unsubscribe": "pat@example.com",
		"/svc/uploads/v1/upload-targets/TOKEN5ECRET":                                       "TOKEN5ECRET",
		"/wallet/claim_tender/tok_5ecret":                                                  "tok_5ecret",
	} {
		var logs bytes.Buffer
		req := httptest.NewRequest(http.MethodPost, path, nil)
		respond.Error(httptest.NewRecorder(), req, slog.New(slog.NewTextHandler(&logs, nil)), errors.New("disk full"))
		if strings.Contains(logs.String(), secret) || !strings.Contains(logs.String(), "[redacted]") {
			t.Errorf("%s: logged %q", path, logs.String())
		}
		if !strings.Contains(logs.String(), "disk full") {
			t.Errorf("%s: the failure itself is not logged: %q", path, logs.String())
		}
	}
}

func TestLoggedPath_keepsTheRouteAndPathsWithoutSecrets(t *testing.T) {
	for in, want := range map[string]string{
		"/v1/subscriptions/eb_1/activate/abc":         "/v1/subscriptions/eb_1/activate/[redacted]",
		"/v1/subscriptions/eb_1/unsubscribe/123":      "/v1/subscriptions/eb_1/unsubscribe/[redacted]",
		"/v1/subscriptions/p/a@b.example/unsubscribe": "/v1/subscriptions/p/[redacted]/unsubscribe",
		"/v1/subscriptions/eb_1/sendUnsubscribeCode":  "/v1/subscriptions/eb_1/sendUnsubscribeCode",
		"/v1/verify_statuses/claim":                   "/v1/verify_statuses/claim",
		"/v1/uploads/uploads-service:x":               "/v1/uploads/uploads-service:x",
	} {
		if got := respond.LoggedPath(in); got != want {
			t.Errorf("LoggedPath(%q) = %q, want %q", in, got, want)
		}
	}
}
