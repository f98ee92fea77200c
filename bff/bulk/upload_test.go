package bulk_test

import (
	"net/http/httptest"
	"slices"
	"sync"
	"testing"
	"time"

	"github.com/payhub/payhub/bff"
	"github.com/payhub/payhub/bff/bulk"
	"github.com/payhub/payhub/bff/inmem"
	"github.com/payhub/payhub/bff/upstream"
	"github.com/payhub/payhub/bff/upstream/payables"
	"github.com/payhub/payhub/bff/upstream/siteconfig"
	"github.com/payhub/payhub/sandbox"
)

// clock is a settable clock for the in-memory store.
type clock struct {
	mu  sync.Mutex
	now time.Time
}

func (c *clock) Now() time.Time { c.mu.Lock(); defer c.mu.Unlock(); return c.now }
func (c *clock) Advance(d time.Duration) {
	c.mu.Lock()
	defer c.mu.Unlock()
	c.now = c.now.Add(d)
}

// newService is bulk add against the real sandbox's site configuration and
// payables services, with an in-memory store on clk.
func newService(t *testing.T, clk *clock) *bulk.Service {
	t.Helper()
	store := inmem.New(inmem.WithClock(clk.Now))
	t.Cleanup(func() { _ = store.Close() })
	return newServiceWith(t, store)
}

// newServiceWith is newService keeping its lists in store.
func newServiceWith(t *testing.T, store bulk.Store) *bulk.Service {
	t.Helper()
	srv, err := sandbox.New(t.Context(), sandbox.Options{Dir: t.TempDir()})
	if err != nil {
		t.Fatalf("sandbox.New: %v", err)
	}
	t.Cleanup(func() { _ = srv.Close() })
	ts := httptest.NewServer(srv.Handler())
	t.Cleanup(ts.Close)
	pool := upstream.NewPool(upstream.Options{})
	t.Cleanup(pool.Close)
	return &bulk.Service{
		Config:   siteconfig.NewClient(pool.Client("config", ts.URL+sandbox.PrefixConfig)),
		Payables: payables.NewClient(pool.Client("payables", ts.URL+sandbox.PrefixPayables)),
		Store:    store,
	}
}

var resident = bulk.Request{Client: "sunshine", Site: "demo", PageRoute: "property-tax", UserID: "resident-1", Lang: bff.English}

func TestUpload_BULK03_eachRowHasItsPayablesOrItsError(t *testing.T) {
	s := newService(t, &clock{now: time.Now()})
	file := "account_number,installment\nR100-001,any\n R100-002 \nR999-999\nr100-001\n"
	rev, err := s.Upload(t.Context(), resident, "accounts.csv", []byte(file))
	if err != nil {
		t.Fatalf("Upload: %v", err)
	}
	if rev.Found != 2 || rev.Failed != 2 || len(rev.Rows) != 4 {
		t.Fatalf("found %d failed %d of %d rows, want 2 found and 2 failed of 4: %+v", rev.Found, rev.Failed, len(rev.Rows), rev.Rows)
	}
	for i, account := range []string{"R100-001", "R100-002"} {
		r := rev.Rows[i]
		if r.Error != nil || len(r.Payables) != 1 || r.Payables[0].Path != "sunshine/demo/property_tax/2026/"+account {
			t.Errorf("row %d = %+v, want the bill of %s", i, r, account)
		}
	}
	if e := rev.Rows[2].Error; e == nil || e.Code != bulk.RowNotFound || e.DisplayMessage == "" {
		t.Errorf("unknown account's error = %+v, want not found with the service's message", e)
	}
	// BULK-09: the service matches regardless of case, the bill does not.
	if e := rev.Rows[3].Error; e == nil || e.Code != bulk.RowNotFound || len(rev.Rows[3].Payables) != 0 {
		t.Errorf("lower-case account = %+v, want not found: account numbers match exactly", rev.Rows[3])
	}
}

func TestUpload_BULK01_aSourceWithoutBulkAddHasNone(t *testing.T) {
	s := newService(t, &clock{now: time.Now()})
	req := resident
	req.PageRoute = "utilities"
	if _, err := s.Upload(t.Context(), req, "a.csv", []byte("U-5001\n")); bff.ErrorCode(err) != bff.CodeNotFound {
		t.Errorf("Upload on utilities: %v, want not found", err)
	}
	if _, err := s.Review(t.Context(), req, "x"); bff.ErrorCode(err) != bff.CodeNotFound {
		t.Errorf("Review on utilities: %v, want not found", err)
	}
}

func TestUpload_BULK07_theSourcesMaxItems(t *testing.T) {
	s := newService(t, &clock{now: time.Now()})
	_, err := s.Upload(t.Context(), resident, "a.csv", listOf(101))
	if bff.ErrorReason(err) != bulk.ReasonTooManyRows || bff.ErrorMessage(err) != "A file can list at most 100 accounts." {
		t.Errorf("101 rows: %v, want refused naming 100", err)
	}
}

func TestReview_BULK05_anUploadExpiresAfterSittingIdle(t *testing.T) {
	clk := &clock{now: time.Now()}
	s := newService(t, clk)
	rev, err := s.Upload(t.Context(), resident, "a.csv", []byte("R100-001\n"))
	if err != nil {
		t.Fatalf("Upload: %v", err)
	}
	// Used every 20 minutes, it lives on past the 30-minute waiting time.
	for range 3 {
		clk.Advance(20 * time.Minute)
		if _, err := s.Review(t.Context(), resident, rev.ID); err != nil {
			t.Fatalf("Review while in use: %v", err)
		}
	}
	other := resident
	other.UserID = "resident-2"
	if _, err := s.Review(t.Context(), other, rev.ID); bff.ErrorReason(err) != bulk.ReasonExpired {
		t.Errorf("another resident's Review: %v, want it unknown to them", err)
	}
	clk.Advance(30*time.Minute + time.Second)
	if _, err := s.Review(t.Context(), resident, rev.ID); bff.ErrorReason(err) != bulk.ReasonExpired {
		t.Errorf("Review after 30 idle minutes: %v, want expired", err)
	}
}

func TestSubmit_BULK04_endsTheUploadWithTheWayToPay(t *testing.T) {
	s := newService(t, &clock{now: time.Now()})
	rev, err := s.Upload(t.Context(), resident, "a.csv", []byte("R100-001\nR100-002\n"))
	if err != nil {
		t.Fatalf("Upload: %v", err)
	}
	if _, err := s.Submit(t.Context(), resident, rev.ID, "cash"); bff.ErrorCode(err) != bff.CodeInvalid {
		t.Errorf("Submit cash: %v, want invalid", err)
	}
	got, err := s.Submit(t.Context(), resident, rev.ID, bulk.PayWire)
	if err != nil || got.Items != 2 || got.Method != bulk.PayWire || got.Reference == "" {
		t.Fatalf("Submit wire = %+v, %v; want 2 items with a reference", got, err)
	}
	if _, err := s.Review(t.Context(), resident, rev.ID); bff.ErrorReason(err) != bulk.ReasonExpired {
		t.Errorf("Review after submit: %v, want gone", err)
	}
}

func TestUpload_BULK10_aSingleBillIsItsOwnFirstInstallment(t *testing.T) {
	s := newService(t, &clock{now: time.Now()})
	rev, err := s.Upload(t.Context(), resident, "a.csv", []byte("R100-001,1\nR100-002,any\nR100-004,2\n"))
	if err != nil {
		t.Fatalf("Upload: %v", err)
	}
	if len(rev.Rows[0].Payables) != 1 || len(rev.Rows[1].Payables) != 1 {
		t.Errorf("installments 1 and any = %+v, want the whole bill each", rev.Rows[:2])
	}
	if e := rev.Rows[2].Error; e == nil || e.Code != bulk.RowInstallment {
		t.Errorf("installment 2 of a single bill = %+v, want the installment refused", rev.Rows[2])
	}
}

// TestUpload_BULK10_anyPaysBothInstallments proves on sunshine/demo's
// two-installment property R100-008 that "any" pays both installments,
// a number that installment alone, no value the first, and a number it
// lacks nothing (a file lists an account once, so one file each).
func TestUpload_BULK10_anyPaysBothInstallments(t *testing.T) {
	s := newService(t, &clock{now: time.Now()})
	const first, second = "sunshine/demo/property_tax/2026/R100-008/1", "sunshine/demo/property_tax/2026/R100-008/2"
	for _, tc := range []struct {
		row       string
		want      []string
		wantTotal string
	}{
		{"R100-008,any", []string{first, second}, "1230.00"},
		{"R100-008,ANY", []string{first, second}, "1230.00"},
		{"R100-008,2", []string{second}, "615.00"},
		{"R100-008", []string{first}, "615.00"},
		{"R100-008,3", nil, "0.00"},
	} {
		rev, err := s.Upload(t.Context(), resident, "a.csv", []byte(tc.row+"\n"))
		if err != nil {
			t.Fatalf("Upload %q: %v", tc.row, err)
		}
		var got []string
		for _, p := range rev.Rows[0].Payables {
			got = append(got, p.Path)
		}
		slices.Sort(got)
		if !slices.Equal(got, tc.want) || rev.Total != tc.wantTotal {
			t.Errorf("%q pays %v (total %s), want %v (%s)", tc.row, got, rev.Total, tc.want, tc.wantTotal)
		}
		if e := rev.Rows[0].Error; (e != nil) != (tc.want == nil) || (e != nil && e.Code != bulk.RowInstallment) {
			t.Errorf("%q error = %+v, want the installment refused only when none matches", tc.row, e)
		}
	}
}
