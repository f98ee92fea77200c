package botcheck_test

import (
	"encoding/json"
	"log/slog"
	"net/http"
	"net/http/httptest"
	"net/url"
	"slices"
	"strings"
	"testing"

	"github.com/payhub/payhub/sandbox/botcheck"
)

func siteverify(t *testing.T, form url.Values) (int, map[string]any) {
	t.Helper()
	req := httptest.NewRequest(http.MethodPost, "/siteverify", strings.NewReader(form.Encode()))
	req.Header.Set("Content-Type", "application/x-www-form-urlencoded")
	rec := httptest.NewRecorder()
	botcheck.NewHandler(slog.New(slog.DiscardHandler)).ServeHTTP(rec, req)
	var out map[string]any
	if err := json.Unmarshal(rec.Body.Bytes(), &out); err != nil {
		t.Fatalf("body %q: %v", rec.Body.String(), err)
	}
	return rec.Code, out
}

func errorCodes(out map[string]any) []string {
	var codes []string
	list, _ := out["error-codes"].([]any)
	for _, c := range list {
		s, _ := c.(string)
		codes = append(codes, s)
	}
	return codes
}

func TestSiteverify_passTokenWithTheSandboxSecretSucceeds(t *testing.T) {
	status, out := siteverify(t, url.Values{"secret": {botcheck.Secret}, "response": {botcheck.PassToken}, "remoteip": {"203.0.113.7"}})
	if status != http.StatusOK || out["success"] != true || len(errorCodes(out)) != 0 {
		t.Errorf("status %d, answer %v", status, out)
	}
}

func TestSiteverify_anyOtherTokenFailsWithInvalidInputResponse(t *testing.T) {
	status, out := siteverify(t, url.Values{"secret": {botcheck.Secret}, "response": {"sandbox-fail"}})
	if status != http.StatusOK || out["success"] != false || !slices.Equal(errorCodes(out), []string{"invalid-input-response"}) {
		t.Errorf("status %d, answer %v", status, out)
	}
}

func TestSiteverify_wrongSecretFails(t *testing.T) {
	_, out := siteverify(t, url.Values{"secret": {"guess"}, "response": {botcheck.PassToken}})
	if out["success"] != false || !slices.Equal(errorCodes(out), []string{"invalid-input-secret"}) {
		t.Errorf("answer %v", out)
	}
}

func TestSiteverify_missingTokenFails(t *testing.T) {
	_, out := siteverify(t, url.Values{"secret": {botcheck.Secret}})
	if out["success"] != false || !slices.Equal(errorCodes(out), []string{"missing-input-response"}) {
		t.Errorf("answer %v", out)
	}
}
