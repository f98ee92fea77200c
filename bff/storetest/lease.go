package storetest

import (
	"testing"
	"time"

	"github.com/payhub/payhub/bff"
)

// A reservation is a lease its holder renews while the command runs:
// RenewIdempotent extends an in-progress record of the holder's
// fingerprint, and refuses (changing nothing) a record that is done, held
// with another fingerprint, or absent.

// testIdempotencyRenewExtends reserves k and a control key with shortTTL
// and renews k for long: once the control has expired (so k's first TTL
// has passed too), k is still reserved by its holder.
func testIdempotencyRenewExtends(t *testing.T, s bff.Store) {
	ctx := t.Context()
	start := time.Now()
	if _, won, err := s.BeginIdempotent(ctx, "k", "fp-1", shortTTL); err != nil || !won {
		t.Fatalf("begin k = %v, %v", won, err)
	}
	if _, won, err := s.BeginIdempotent(ctx, "control", "fp-1", shortTTL); err != nil || !won {
		t.Fatalf("begin control = %v, %v", won, err)
	}
	renewed, err := s.RenewIdempotent(ctx, "k", "fp-1", long)
	if err != nil || !renewed {
		t.Fatalf("renew of an in-progress record = %v, %v; want true", renewed, err)
	}
	waitGone(t, start, func() error {
		if _, won, err := s.BeginIdempotent(ctx, "control", "fp-2", long); err != nil || !won {
			return err
		}
		return bff.ErrNotFound
	})
	rec, won, err := s.BeginIdempotent(ctx, "k", "fp-2", long)
	mustNil(t, err)
	want := bff.IdempotencyRecord{Key: "k", Fingerprint: "fp-1", State: bff.IdempotencyInProgress}
	if won || !sameRecord(rec, want) {
		t.Fatalf("begin after the first TTL of a renewed record = %+v, %v; want %+v, false", rec, won, want)
	}
	// Once the record is released there is nothing left to renew.
	mustNil(t, s.ReleaseIdempotent(ctx, "k"))
	if renewed, err := s.RenewIdempotent(ctx, "k", "fp-1", long); err != nil || renewed {
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
	if renewed, err := s.RenewIdempotent(ctx, "k", "fp", long); err != nil || renewed {
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

// testIdempotencyRenewRefusesOthers: a renewal with another fingerprint,
// or of a key never reserved, is refused and reserves nothing.
func testIdempotencyRenewRefusesOthers(t *testing.T, s bff.Store) {
	ctx := t.Context()
	if _, won, err := s.BeginIdempotent(ctx, "k", "fp-1", long); err != nil || !won {
		t.Fatalf("begin = %v, %v", won, err)
	}
	if renewed, err := s.RenewIdempotent(ctx, "k", "fp-2", long); err != nil || renewed {
		t.Fatalf("renew with another fingerprint = %v, %v; want false", renewed, err)
	}
	want := bff.IdempotencyRecord{Key: "k", Fingerprint: "fp-1", State: bff.IdempotencyInProgress}
	if got, won, err := s.BeginIdempotent(ctx, "k", "fp-2", long); err != nil || won || !sameRecord(got, want) {
		t.Fatalf("begin after a refused renewal = %+v, %v, %v; want %+v, false", got, won, err, want)
	}
	if renewed, err := s.RenewIdempotent(ctx, "absent", "fp-1", long); err != nil || renewed {
		t.Fatalf("renew of an absent key = %v, %v; want false", renewed, err)
	}
	if _, won, err := s.BeginIdempotent(ctx, "absent", "fp-2", long); err != nil || !won {
		t.Fatalf("begin after renewing an absent key = %v, %v; want a win", won, err)
	}
}
