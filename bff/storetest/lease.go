package storetest

import (
	"testing"
	"time"

	"github.com/payhub/payhub/bff"
)

// A reservation is a lease its holder renews while the command runs. The
// holder is the token BeginIdempotent hands the winner: renewing,
// releasing and completing with it touch only that holder's reservation.
// A lapsed lease is taken over by the same fingerprint only, under a new
// holder; until then its holder may still renew it.

// lapsed waits, by polling a control key reserved at start with shortTTL,
// until a lease of shortTTL begun at start has lapsed.
func lapsed(t *testing.T, s bff.Store, start time.Time, control string) {
	t.Helper()
	ctx := t.Context()
	waitGone(t, start, func() error {
		if _, won, err := s.BeginIdempotent(ctx, control, "fp-control", long); err != nil || !won {
			return err
		}
		return bff.ErrNotFound
	})
}

// testIdempotencyRenewExtends reserves k and a control key with shortTTL
// and renews k for long: once the control's lease has lapsed (so k's first
// lease has too), k is still held by its holder, for any request.
func testIdempotencyRenewExtends(t *testing.T, s bff.Store) {
	ctx := t.Context()
	start := time.Now()
	rec, won, err := s.BeginIdempotent(ctx, "k", "fp-1", shortTTL)
	if err != nil || !won || rec.Holder == "" {
		t.Fatalf("begin k = %+v, %v, %v; want a win with a holder", rec, won, err)
	}
	if _, won, err := s.BeginIdempotent(ctx, "control", "fp-control", shortTTL); err != nil || !won {
		t.Fatalf("begin control = %v, %v", won, err)
	}
	renewed, err := s.RenewIdempotent(ctx, "k", rec.Holder, long)
	if err != nil || !renewed {
		t.Fatalf("renew by its holder = %v, %v; want true", renewed, err)
	}
	lapsed(t, s, start, "control")
	want := bff.IdempotencyRecord{Key: "k", Fingerprint: "fp-1", State: bff.IdempotencyInProgress}
	for _, fp := range []string{"fp-1", "fp-2"} {
		got, won, err := s.BeginIdempotent(ctx, "k", fp, long)
		mustNil(t, err)
		if won || !sameRecord(got, want) || got.Holder != rec.Holder {
			t.Fatalf("begin (%s) after the first lease of a renewed record = %+v, %v; want %+v held by %s, false", fp, got, won, want, rec.Holder)
		}
	}
	// Once the record is released there is nothing left to renew.
	mustNil(t, s.ReleaseIdempotent(ctx, "k", rec.Holder))
	if renewed, err := s.RenewIdempotent(ctx, "k", rec.Holder, long); err != nil || renewed {
		t.Fatalf("renew of a released record = %v, %v; want false", renewed, err)
	}
}

// testIdempotencyRenewRefusesDone completes a record with shortTTL: a
// renewal of it is refused, keeps its answer, and does not keep it past
// its own TTL.
func testIdempotencyRenewRefusesDone(t *testing.T, s bff.Store) {
	ctx := t.Context()
	rec, won, err := s.BeginIdempotent(ctx, "k", "fp", long)
	if err != nil || !won {
		t.Fatalf("begin = %v, %v", won, err)
	}
	start := time.Now()
	rec.Status, rec.Body = 200, []byte(`{"receiptId":"r1"}`)
	mustNil(t, s.CompleteIdempotent(ctx, rec, shortTTL))
	if renewed, err := s.RenewIdempotent(ctx, "k", rec.Holder, long); err != nil || renewed {
		t.Fatalf("renew of a done record = %v, %v; want false", renewed, err)
	}
	want := bff.IdempotencyRecord{Key: "k", Fingerprint: "fp", State: bff.IdempotencyDone, Status: 200, Body: rec.Body}
	got, won, err := s.BeginIdempotent(ctx, "k", "fp", long)
	mustNil(t, err)
	if won || !sameRecord(got, want) {
		t.Fatalf("begin after renewing a done record = %+v, %v; want %+v, false", got, won, want)
	}
	waitGone(t, start, func() error {
		if _, won, err := s.BeginIdempotent(ctx, "k", "fp-2", long); err != nil || !won {
			return err
		}
		return bff.ErrNotFound
	})
}

// testIdempotencyRenewRefusesOthers: a renewal naming another holder, or
// no holder, or of a key never reserved, is refused and reserves nothing.
func testIdempotencyRenewRefusesOthers(t *testing.T, s bff.Store) {
	ctx := t.Context()
	rec, won, err := s.BeginIdempotent(ctx, "k", "fp-1", long)
	if err != nil || !won {
		t.Fatalf("begin = %v, %v", won, err)
	}
	for _, holder := range []string{"someone-else", ""} {
		if renewed, err := s.RenewIdempotent(ctx, "k", holder, long); err != nil || renewed {
			t.Fatalf("renew by holder %q = %v, %v; want false", holder, renewed, err)
		}
	}
	want := bff.IdempotencyRecord{Key: "k", Fingerprint: "fp-1", State: bff.IdempotencyInProgress}
	if got, won, err := s.BeginIdempotent(ctx, "k", "fp-2", long); err != nil || won || !sameRecord(got, want) || got.Holder != rec.Holder {
		t.Fatalf("begin after a refused renewal = %+v, %v, %v; want %+v, false", got, won, err, want)
	}
	if renewed, err := s.RenewIdempotent(ctx, "absent", rec.Holder, long); err != nil || renewed {
		t.Fatalf("renew of an absent key = %v, %v; want false", renewed, err)
	}
	if _, won, err := s.BeginIdempotent(ctx, "absent", "fp-2", long); err != nil || !won {
		t.Fatalf("begin after renewing an absent key = %v, %v; want a win", won, err)
	}
}

// testIdempotencyLapsedLease: once a lease lapses, a request with the same
// fingerprint takes the key over under a new holder, and one with another
// body is still refused. The first holder can then neither renew, release
// nor complete it; until a takeover it could still renew it.
func testIdempotencyLapsedLease(t *testing.T, s bff.Store) {
	ctx := t.Context()
	start := time.Now()
	first, won, err := s.BeginIdempotent(ctx, "k", "fp-1", shortTTL)
	if err != nil || !won {
		t.Fatalf("begin = %v, %v", won, err)
	}
	untaken, won, err := s.BeginIdempotent(ctx, "untaken", "fp-1", shortTTL)
	if err != nil || !won {
		t.Fatalf("begin untaken = %v, %v", won, err)
	}
	if _, won, err := s.BeginIdempotent(ctx, "control", "fp-control", shortTTL); err != nil || !won {
		t.Fatalf("begin control = %v, %v", won, err)
	}
	lapsed(t, s, start, "control")

	// Lapsed but not taken over: its holder renews it and keeps it.
	if renewed, err := s.RenewIdempotent(ctx, "untaken", untaken.Holder, long); err != nil || !renewed {
		t.Fatalf("renew of a lapsed lease nobody took = %v, %v; want true", renewed, err)
	}
	if _, won, err := s.BeginIdempotent(ctx, "untaken", "fp-1", long); err != nil || won {
		t.Fatalf("begin after its holder renewed a lapsed lease = %v, %v; want refused", won, err)
	}

	// Another body is refused after the lapse too.
	want := bff.IdempotencyRecord{Key: "k", Fingerprint: "fp-1", State: bff.IdempotencyInProgress}
	if got, won, err := s.BeginIdempotent(ctx, "k", "fp-2", long); err != nil || won || !sameRecord(got, want) {
		t.Fatalf("begin with another fingerprint after the lapse = %+v, %v, %v; want %+v, false", got, won, err, want)
	}
	second, won, err := s.BeginIdempotent(ctx, "k", "fp-1", long)
	if err != nil || !won || second.Holder == "" || second.Holder == first.Holder {
		t.Fatalf("begin with the same fingerprint after the lapse = %+v, %v, %v; want a takeover under a new holder", second, won, err)
	}
	if renewed, err := s.RenewIdempotent(ctx, "k", first.Holder, long); err != nil || renewed {
		t.Fatalf("renew by the first holder after the takeover = %v, %v; want false", renewed, err)
	}
	mustNil(t, s.ReleaseIdempotent(ctx, "k", first.Holder))
	first.Status, first.Body = 503, []byte(`{"error":"first"}`)
	mustNil(t, s.CompleteIdempotent(ctx, first, long))
	if got, won, err := s.BeginIdempotent(ctx, "k", "fp-1", long); err != nil || won || !sameRecord(got, want) || got.Holder != second.Holder {
		t.Fatalf("after the first holder's release and completion = %+v, %v, %v; want the second holder's reservation", got, won, err)
	}
	second.Status, second.Body = 200, []byte(`{"receiptId":"r1"}`)
	mustNil(t, s.CompleteIdempotent(ctx, second, long))
	done := bff.IdempotencyRecord{Key: "k", Fingerprint: "fp-1", State: bff.IdempotencyDone, Status: 200, Body: second.Body}
	if got, won, err := s.BeginIdempotent(ctx, "k", "fp-1", long); err != nil || won || !sameRecord(got, done) {
		t.Fatalf("after the second holder completed = %+v, %v, %v; want %+v", got, won, err, done)
	}
}
