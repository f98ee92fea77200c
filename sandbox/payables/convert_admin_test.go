package payables_test

import (
	"bytes"
	"log/slog"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"

	"github.com/payhub/payhub/bff"
	"github.com/payhub/payhub/bff/upstream/payables"
	sandboxpayables "github.com/payhub/payhub/sandbox/payables"
)

// ROLE-34: the convert call reads the staff member acting from
// X-Admin-User and records it with the call; a call without the header (a
// resident's) records no staff member.
func TestConvert_ROLE34_readsTheAdminUserHeader(t *testing.T) {
	var logs bytes.Buffer
	h := sandboxpayables.NewHandler(fakeStore{t: t,
		get: func(path string, _ bff.Language) (payables.Payable, error) { return payables.Payable{Path: path}, nil },
	}, slog.New(slog.NewTextHandler(&logs, nil)))
	for _, admin := range []string{"Sunny Admin", ""} {
		logs.Reset()
		req := httptest.NewRequest(http.MethodPost, "/v0/a%2Fb/convert", strings.NewReader(`{"query":{"0":{"path":"a/b"}}}`))
		req.Header.Set("Content-Type", "application/json")
		req.Header.Set(payables.HeaderRemoteUser, "resident@example.com")
		if admin != "" {
			req.Header.Set(payables.HeaderAdminUser, admin)
		}
		rec := httptest.NewRecorder()
		h.ServeHTTP(rec, req)
		if rec.Code != http.StatusOK {
			t.Fatalf("convert = %d %s", rec.Code, rec.Body.String())
		}
		got := strings.Contains(logs.String(), `admin_user="Sunny Admin"`)
		if got != (admin != "") || (admin == "" && strings.Contains(logs.String(), "admin_user")) {
			t.Errorf("admin user %q: logs %s", admin, logs.String())
		}
	}
}
