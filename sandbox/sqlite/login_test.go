package sqlite_test

import (
	"errors"
	"sync"
	"testing"
	"time"

	"github.com/payhub/payhub/sandbox/login"
	"github.com/payhub/payhub/sandbox/outbox"
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

func TestLoginStore_aVerificationCodeGivesOutMaxTriesEvenInParallel(t *testing.T) {
	s := open(t, t.TempDir()).Login()
	ctx := t.Context()
	now := time.Now().UTC().Truncate(time.Millisecond)
	const email = "pat@example.com"
	c := login.Code{Email: email, Code: "123456", SentAt: now, ExpiresAt: now.Add(5 * time.Minute)}
	if err := s.SaveCode(ctx, c, outbox.Message{To: email, Subject: "Your code", Text: "123456", SentAt: now}); err != nil {
		t.Fatal(err)
	}
	var wg sync.WaitGroup
	var mu sync.Mutex
	var seen []int
	for range 3 * login.MaxWrongCodes {
		wg.Go(func() {
			got, err := s.TakeCodeTry(ctx, email, login.MaxWrongCodes)
			switch {
			case errors.Is(err, login.ErrNotFound):
			case err != nil:
				t.Error(err)
			case got.Code != c.Code || !got.ExpiresAt.Equal(c.ExpiresAt):
				t.Errorf("try answered %+v, want the saved code", got)
			default:
				mu.Lock()
				seen = append(seen, got.Attempts)
				mu.Unlock()
			}
		})
	}
	wg.Wait()
	// Each try sees the count before it, so the tries given out are the
	// counts 0 to MaxWrongCodes-1, once each.
	if len(seen) != login.MaxWrongCodes {
		t.Fatalf("%d tries given out, want %d: %v", len(seen), login.MaxWrongCodes, seen)
	}
	counted := map[int]bool{}
	for _, n := range seen {
		counted[n] = true
	}
	for n := range login.MaxWrongCodes {
		if !counted[n] {
			t.Errorf("no try saw the count %d: %v", n, seen)
		}
	}
	if _, err := s.TakeCodeTry(ctx, "nobody@example.com", login.MaxWrongCodes); !errors.Is(err, login.ErrNotFound) {
		t.Errorf("a try of an address with no code: %v", err)
	}
}
