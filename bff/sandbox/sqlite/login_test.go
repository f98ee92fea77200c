package sqlite_test

import (
	"errors"
	"sync"
	"testing"
	"time"

	"github.com/payhub/payhub/bff/sandbox/login"
)

func TestLoginStore_anAuthorizationCodeIsTakenOnceEvenInParallel(t *testing.T) {
	s := open(t, t.TempDir()).Login()
	ctx := t.Context()
	now := time.Now().UTC().Truncate(time.Millisecond)
	if err := s.SaveAuthRequest(ctx, login.AuthRequest{ID: "ar_1", ClientID: login.ClientSPA, Created: now}); err != nil {
		t.Fatal(err)
	}
	if err := s.SaveAuthCode(ctx, "ar_1", "code-1", now); !errors.Is(err, login.ErrNotFound) {
		t.Fatalf("a code for a request nobody signed in to: %v", err)
	}
	if err := s.CompleteAuthRequest(ctx, "ar_1", "usr_1", now); err != nil {
		t.Fatal(err)
	}
	if err := s.CompleteAuthRequest(ctx, "ar_1", "usr_2", now); !errors.Is(err, login.ErrNotFound) {
		t.Fatalf("a request completed twice: %v", err)
	}
	if err := s.SaveAuthCode(ctx, "ar_1", "code-1", now); err != nil {
		t.Fatal(err)
	}
	var wg sync.WaitGroup
	var mu sync.Mutex
	taken := 0
	for range 8 {
		wg.Go(func() {
			r, _, err := s.TakeAuthCode(ctx, "code-1")
			if err == nil && r.UserID == "usr_1" && r.ClientID == login.ClientSPA {
				mu.Lock()
				taken++
				mu.Unlock()
			}
		})
	}
	wg.Wait()
	if taken != 1 {
		t.Fatalf("the code was taken %d times", taken)
	}
}

func TestLoginStore_ERR81_failuresLockAndALockThatEndedStartsANewCount(t *testing.T) {
	s := open(t, t.TempDir()).Login()
	ctx := t.Context()
	now := time.Now().UTC().Truncate(time.Millisecond)
	var a login.Attempts
	var err error
	for range 3 {
		if a, err = s.RecordFailure(ctx, "Lee@Example.com", now, 3, time.Hour); err != nil {
			t.Fatal(err)
		}
	}
	if !a.LockedUntil.Equal(now.Add(time.Hour)) {
		t.Fatalf("after 3 of 3: %+v", a)
	}
	if got, _ := s.Attempts(ctx, "lee@example.com"); !got.LockedUntil.Equal(a.LockedUntil) {
		t.Fatalf("attempts %+v", got)
	}
	if a, _ = s.RecordFailure(ctx, "lee@example.com", now.Add(time.Hour), 3, time.Hour); a.Failures != 1 || !a.LockedUntil.IsZero() {
		t.Fatalf("after the lock: %+v", a)
	}
	if err := s.ClearFailures(ctx, "lee@example.com"); err != nil {
		t.Fatal(err)
	}
	if got, _ := s.Attempts(ctx, "lee@example.com"); got != (login.Attempts{}) {
		t.Fatalf("cleared %+v", got)
	}
}

func TestLoginStore_anEmailHasOneAccount(t *testing.T) {
	s := open(t, t.TempDir()).Login()
	u := login.User{ID: "usr_1", Email: "lee@example.com", Language: "en", ContactPreference: "email"}
	if err := s.CreateUser(t.Context(), u); err != nil {
		t.Fatal(err)
	}
	u.ID = "usr_2"
	u.Email = "LEE@example.com"
	if err := s.CreateUser(t.Context(), u); !errors.Is(err, login.ErrEmailTaken) {
		t.Fatalf("second account: %v", err)
	}
}
