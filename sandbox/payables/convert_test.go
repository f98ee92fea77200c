package payables_test

import (
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"

	"github.com/payhub/payhub/bff"
	"github.com/payhub/payhub/bff/upstream/payables"
	sandboxpayables "github.com/payhub/payhub/sandbox/payables"
)

func TestConvert_API92_answersTheStoredPayableAsPayablesZero(t *testing.T) {
	h := sandboxpayables.NewHandler(fakeStore{t: t,
		get: func(path string, lang bff.Language) (payables.Payable, error) {
			return payables.Payable{Path: path, Amount: "10.00", DisplayName: string(lang)}, nil
		},
	}, nil)
	rec := serve(h, http.MethodPost, "/v0/a%2Fb/convert", `{"query":{"0":{"path":"a/b","amount":"1.00"}}}`, "es")
	if rec.Code != http.StatusOK || !strings.Contains(rec.Body.String(), `"payables":[{"path":"a/b"`) ||
		!strings.Contains(rec.Body.String(), `"amount":"10.00"`) || !strings.Contains(rec.Body.String(), `"display_name":"es"`) {
		t.Fatalf("answer = %d %s, want the stored a/b in Spanish as payables[0]", rec.Code, rec.Body.String())
	}
}

func TestConvert_API92_refusesABadCredentialOrQuery(t *testing.T) {
	h := sandboxpayables.NewHandler(fakeStore{t: t,
		get: func(path string, _ bff.Language) (payables.Payable, error) { return payables.Payable{Path: path}, nil },
	}, nil)
	for name, tc := range map[string]struct {
		auth, body string
		want       int
	}{
		"basic credential":  {"Basic dXNlcjpwdw==", `{"query":{"0":{"path":"a/b"}}}`, http.StatusUnauthorized},
		"empty bearer":      {"Bearer ", `{"query":{"0":{"path":"a/b"}}}`, http.StatusUnauthorized},
		"no query 0":        {"", `{"query":{"1":{"path":"a/b"}}}`, http.StatusBadRequest},
		"two payables":      {"", `{"query":{"0":{"path":"a/b"},"1":{"path":"a/b"}}}`, http.StatusBadRequest},
		"another's payable": {"Bearer t", `{"query":{"0":{"path":"c/d"}}}`, http.StatusBadRequest},
	} {
		req := httptest.NewRequest(http.MethodPost, "/v0/a%2Fb/convert", strings.NewReader(tc.body))
		req.Header.Set("Content-Type", "application/json")
		if tc.auth != "" {
			req.Header.Set("Authorization", tc.auth)
		}
		rec := httptest.NewRecorder()
		h.ServeHTTP(rec, req)
		if rec.Code != tc.want {
			t.Errorf("%s: %d %s, want %d", name, rec.Code, rec.Body.String(), tc.want)
		}
	}
}
