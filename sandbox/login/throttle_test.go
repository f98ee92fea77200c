package login_test

import (
	"fmt"
	"net/http"
	"net/http/httptest"
	"net/url"
	"strings"
	"testing"

	"github.com/payhub/payhub/sandbox/login"
)

// testClient is the client address of the tests that sign in from one
// place.
const testClient = "192.0.2.10"

func TestAuthenticate_oneClientTryingThirtyEmailsIsThrottled(t *testing.T) {
	r := newRig(t)
	a := r.svc.Accounts()
	ctx := t.Context()
	email, password := lockee(t, r)
	for i := 1; i <= 30; i++ {
		_, err := a.Authenticate(ctx, fmt.Sprintf("guess.%d@example.com", i), "wrong", testClient)
		want := login.CodeBadCredentials
		if i > login.MaxClientFailures {
			want = login.CodeLocked
		}
		if p := problem(t, err); p.Code != want {
			t.Fatalf("address %d: %s, want %s", i, p.Code, want)
		}
	}
	// Throttled means throttled: the right password of an account is
	// refused too, with the same answer as a locked account.
	_, err := a.Authenticate(ctx, email, password, testClient)
	if p := problem(t, err); p.Code != login.CodeLocked || p.Status != http.StatusLocked || p.Field != "password" {
		t.Fatalf("throttled client with the right password: %+v", p)
	}
	// Another client is not held by this one's throttle.
	if _, err := a.Authenticate(ctx, email, password, "198.51.100.7"); err != nil {
		t.Fatalf("another client: %v", err)
	}
	// The window ends.
	r.clock.Advance(login.ClientWindow)
	if _, err := a.Authenticate(ctx, email, password, testClient); err != nil {
		t.Fatalf("after the window: %v", err)
	}
}

func TestAuthenticate_ERR81_oneClientCannotLockTheResidentOutFromElsewhere(t *testing.T) {
	r := newRig(t)
	a := r.svc.Accounts()
	ctx := t.Context()
	email, password := lockee(t, r)
	for range login.MaxFailedPasswords {
		_, _ = a.Authenticate(ctx, email, "wrong", "203.0.113.66")
	}
	// The guessing client is locked out of the account for the hour ...
	if _, err := a.Authenticate(ctx, email, password, "203.0.113.66"); problem(t, err).Code != login.CodeLocked {
		t.Fatal("the guessing client was not locked out")
	}
	// ... and the resident, from her own address, signs in.
	if u, err := a.Authenticate(ctx, email, password, testClient); err != nil || u.Email != email {
		t.Fatalf("the resident was locked out by another client: %+v %v", u, err)
	}
}

func TestSignInPage_theClientIsTheConnectionsAddressNotAForwardingHeader(t *testing.T) {
	req := httptest.NewRequest(http.MethodPost, "/signin", nil)
	req.RemoteAddr = "192.0.2.44:51234"
	req.Header.Set("X-Forwarded-For", "198.51.100.1")
	req.Header.Set("X-Real-IP", "198.51.100.2")
	if got := login.ClientOf(req); got != "192.0.2.44" {
		t.Fatalf("ClientOf = %q, want the connection's address", got)
	}
}

func TestSignInPage_aThrottledClientGetsTheLockedPage(t *testing.T) {
	r := newRig(t)
	email, password := lockee(t, r)
	b := r.browser()
	_, _, page := r.openPage(b, nil)
	for i := range login.MaxClientFailures {
		status, _, _ := postForm(t, b, r, page, login.PathSignIn,
			url.Values{"email": {fmt.Sprintf("guess.%d@example.com", i)}, "password": {"wrong"}})
		if status != http.StatusUnauthorized {
			t.Fatalf("address %d: %d", i, status)
		}
	}
	// Another browser on the same address is the same client.
	b = r.browser()
	_, _, page = r.openPage(b, nil)
	status, _, body := postForm(t, b, r, page, login.PathSignIn, url.Values{"email": {email}, "password": {password}})
	if status != http.StatusLocked || !strings.Contains(body, "Your account is locked after too many failed sign-in attempts") {
		t.Fatalf("the right password from a throttled client: %d\n%s", status, body)
	}
}
