package http

import (
	"context"
	"encoding/json"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
	"time"

	"github.com/payhub/payhub/bff"
	"github.com/payhub/payhub/bff/inmem"
	"github.com/payhub/payhub/bff/staff"
)

// fakeConsole verifies any token as the member it names, or answers err.
type fakeConsole struct {
	StaffConsole
	err error
}

func (f fakeConsole) Member(_ context.Context, token string) (staff.Member, error) {
	if f.err != nil {
		return staff.Member{}, f.err
	}
	return staff.NewMember(staff.Claims{Subject: token, Email: token + "@example", Scopes: []string{staff.ScopeBannersRead},
		Sites: staff.SitePairs{"sunshine/*"}, Expiry: time.Now().Add(time.Minute)}, token), nil
}

// staffRequest sends GET /admin/me with a staff session whose token
// expires at expiry.
func staffRequest(t *testing.T, console StaffConsole, expiry time.Time) (int, string) {
	t.Helper()
	store := inmem.New()
	h := New(Deps{Env: bff.EnvTest, Store: store, Staff: console})
	data, _ := json.Marshal(staffSession{Staff: true, Subject: "u1", Token: "u1", Expiry: expiry})
	id := strings.Repeat("cd", 32)
	if err := store.PutSession(t.Context(), bff.Session{ID: id, UserID: "staff:u1", Data: data}, time.Hour); err != nil {
		t.Fatal(err)
	}
	req := httptest.NewRequest(http.MethodGet, AdminPrefix+"/me", nil)
	req.AddCookie(&http.Cookie{Name: StaffSessionCookie, Value: id})
	rec := httptest.NewRecorder()
	h.ServeHTTP(rec, req)
	return rec.Code, rec.Body.String()
}

func TestRequireStaff_aSessionWhoseTokenEndedIsStaffSessionExpired(t *testing.T) {
	if code, body := staffRequest(t, fakeConsole{}, time.Now().Add(time.Minute)); code != 200 || !strings.Contains(body, `"u1@example"`) {
		t.Fatalf("live session: %d %s", code, body)
	}
	code, body := staffRequest(t, fakeConsole{}, time.Now().Add(-time.Second))
	if code != 401 || !strings.Contains(body, `"staff_session_expired"`) {
		t.Errorf("session past its expiry: %d %s", code, body)
	}
	// The token's own expiry, as the verifier finds it, answers the same.
	expired := fakeConsole{err: bff.Errorf(bff.CodeStaffSessionExpired, "expired")}
	if code, body := staffRequest(t, expired, time.Now().Add(time.Minute)); code != 401 || !strings.Contains(body, `"staff_session_expired"`) {
		t.Errorf("token expired: %d %s", code, body)
	}
	forged := fakeConsole{err: bff.Errorf(bff.CodeUnauthorized, "bad")}
	if code, body := staffRequest(t, forged, time.Now().Add(time.Minute)); code != 401 || !strings.Contains(body, `"unauthorized"`) {
		t.Errorf("token refused: %d %s", code, body)
	}
}

func TestSafeAdminReturn_keepsOnlyConsolePagesOfThisOrigin(t *testing.T) {
	for in, want := range map[string]string{
		"/admin/announcements?kind=banners": "/admin/announcements?kind=banners",
		"/admin":                            "/admin",
		"":                                  adminHome,
		"/sunshine/demo/home":               adminHome,
		"//evil.example/admin/":             adminHome,
		"https://evil.example/admin/":       adminHome,
		"/admin/../sunshine":                adminHome,
		"/admin/\\evil":                     adminHome,
		"/administrator":                    adminHome,
	} {
		if got := safeAdminReturn(in); got != want {
			t.Errorf("safeAdminReturn(%q) = %q, want %q", in, got, want)
		}
	}
}

func TestStaffRateLimit_aBucketPerStaffMemberAndPerAddress(t *testing.T) {
	store := inmem.New()
	h := New(Deps{Env: bff.EnvTest, Store: store, Staff: fakeConsole{},
		StaffRateLimit: bff.Limit{Rate: 1, Period: time.Hour, Burst: 1}})
	session := func(subject string) string {
		data, _ := json.Marshal(staffSession{Staff: true, Subject: subject, Token: subject, Expiry: time.Now().Add(time.Minute)})
		id := randomHex(32)
		if err := store.PutSession(t.Context(), bff.Session{ID: id, UserID: "staff:" + subject, Data: data}, time.Hour); err != nil {
			t.Fatal(err)
		}
		return id
	}
	u1, u2, u3 := session("u1"), session("u2"), session("u3")
	send := func(id, addr string) int {
		req := httptest.NewRequest(http.MethodGet, AdminPrefix+"/me", nil)
		req.RemoteAddr = addr + ":40000"
		req.AddCookie(&http.Cookie{Name: StaffSessionCookie, Value: id})
		rec := httptest.NewRecorder()
		h.ServeHTTP(rec, req)
		return rec.Code
	}
	if code := send(u1, "192.0.2.1"); code != 200 {
		t.Fatalf("first: %d", code)
	}
	if code := send(u1, "192.0.2.2"); code != 429 {
		t.Errorf("the same member from another address: %d, want 429 (the member's bucket)", code)
	}
	if code := send(u2, "192.0.2.3"); code != 200 {
		t.Errorf("another member: %d, want 200", code)
	}
	if code := send(u3, "192.0.2.3"); code != 429 {
		t.Errorf("a third member from a used address: %d, want 429 (the address's bucket)", code)
	}
}
