package bulk_test

import (
	"slices"
	"sync"
	"testing"
	"time"

	"github.com/payhub/payhub/bff"
	"github.com/payhub/payhub/bff/bulk"
	"github.com/payhub/payhub/bff/inmem"
	"github.com/payhub/payhub/bff/internal/redistest"
	"github.com/payhub/payhub/bff/redis"
)

// stores are the two stores the BFF runs on, each fresh for one test.
func stores(t *testing.T) map[string]func(t *testing.T) bulk.Store {
	url := redistest.Start(t)
	return map[string]func(t *testing.T) bulk.Store{
		"inmem": func(t *testing.T) bulk.Store {
			s := inmem.New()
			t.Cleanup(func() { _ = s.Close() })
			return s
		},
		"redis": func(t *testing.T) bulk.Store {
			s, err := redis.New(t.Context(), url, redis.WithPrefix(t.Name()+":"))
			if err != nil {
				t.Fatal(err)
			}
			t.Cleanup(func() { _ = s.Close() })
			return s
		},
	}
}

// TestSubmit_BULK04_concurrentSubmissionsOfOneListHaveOneWinner proves on
// both stores that a list is submitted once however many submissions race
// (two tabs, a double click): exactly one gets the reference, the others
// are refused, and the winner's record is kept under the reference.
func TestSubmit_BULK04_concurrentSubmissionsOfOneListHaveOneWinner(t *testing.T) {
	for name, open := range stores(t) {
		t.Run(name, func(t *testing.T) {
			s := newServiceWith(t, open(t))
			rev, err := s.Upload(t.Context(), resident, "a.csv", []byte("R100-001\nR100-002\n"))
			if err != nil {
				t.Fatalf("Upload: %v", err)
			}
			const racers = 8
			var (
				wg      sync.WaitGroup
				mu      sync.Mutex
				won     []bulk.Submitted
				refused int
			)
			start := make(chan struct{})
			for i := range racers {
				method := []string{bulk.PayInPerson, bulk.PayWire}[i%2]
				wg.Go(func() {
					<-start
					got, err := s.Submit(t.Context(), resident, rev.ID, method)
					mu.Lock()
					defer mu.Unlock()
					switch {
					case err == nil:
						won = append(won, got)
					case bff.ErrorReason(err) == bulk.ReasonSubmitted || bff.ErrorReason(err) == bulk.ReasonExpired:
						// Refused: the reservation, or (after the winner removed it) the list is gone.
						refused++
					default:
						t.Errorf("Submit: %v, want a win or a refusal", err)
					}
				})
			}
			close(start)
			wg.Wait()
			if len(won) != 1 || refused != racers-1 {
				t.Fatalf("%d won %+v, %d refused; want exactly one winner of %d", len(won), won, refused, racers)
			}
			rec, err := s.Submission(t.Context(), won[0].Reference)
			if err != nil {
				t.Fatalf("Submission(%s): %v", won[0].Reference, err)
			}
			want := []string{"sunshine/demo/property_tax/2026/R100-001", "sunshine/demo/property_tax/2026/R100-002"}
			if rec.Reference != won[0].Reference || rec.Method != won[0].Method || rec.Items != 2 || rec.UserID != resident.UserID ||
				rec.Client != "sunshine" || rec.Site != "demo" || rec.Total != "2076.66" || !slices.Equal(rec.Paths, want) ||
				time.Since(rec.SubmittedAt) > time.Hour {
				t.Errorf("record = %+v, want the winner's list of %v", rec, want)
			}
			if _, err := s.Submit(t.Context(), resident, rev.ID, bulk.PayInPerson); err == nil {
				t.Error("a submission after the race succeeded")
			}
			if _, err := s.Submission(t.Context(), "BULK-0000000000"); bff.ErrorCode(err) != bff.CodeNotFound {
				t.Errorf("Submission of an unknown reference: %v, want not found", err)
			}
		})
	}
}

// TestSubmit_VAL81_wireTransferOnlyAtOrAboveTheMinimum proves on
// sunshine/demo's property tax (minimum 2,000.00) that a list under the
// minimum is not offered wire transfer and its wire submission is refused,
// leaving the list to be paid another way, while a list above it is.
func TestSubmit_VAL81_wireTransferOnlyAtOrAboveTheMinimum(t *testing.T) {
	s := newService(t, &clock{now: time.Now()})
	small, err := s.Upload(t.Context(), resident, "a.csv", []byte("R100-001\n"))
	if err != nil {
		t.Fatalf("Upload: %v", err)
	}
	if small.WireTransfer || small.Total != "1234.56" || small.WireTransferMinimum != "2000.00" {
		t.Errorf("review of 1,234.56 = wire %v, total %s, minimum %s; want no wire under 2000.00",
			small.WireTransfer, small.Total, small.WireTransferMinimum)
	}
	if _, err := s.Submit(t.Context(), resident, small.ID, bulk.PayWire); bff.ErrorReason(err) != bulk.ReasonWireBelowMinimum {
		t.Errorf("wire under the minimum: %v, want %s", err, bulk.ReasonWireBelowMinimum)
	}
	if got, err := s.Submit(t.Context(), resident, small.ID, bulk.PayInPerson); err != nil || got.Items != 1 {
		t.Errorf("in person after the refused wire = %+v, %v; want the list submitted", got, err)
	}
	big, err := s.Upload(t.Context(), resident, "b.csv", []byte("R100-001\nR100-002\n"))
	if err != nil {
		t.Fatalf("Upload: %v", err)
	}
	if !big.WireTransfer || big.Total != "2076.66" {
		t.Errorf("review of 2,076.66 = wire %v, total %s; want wire offered", big.WireTransfer, big.Total)
	}
	if rev, err := s.Review(t.Context(), resident, big.ID); err != nil || !rev.WireTransfer {
		t.Errorf("read again = wire %v, %v; want offered", rev.WireTransfer, err)
	}
	if got, err := s.Submit(t.Context(), resident, big.ID, bulk.PayWire); err != nil || got.Method != bulk.PayWire {
		t.Errorf("wire above the minimum = %+v, %v", got, err)
	}
}
