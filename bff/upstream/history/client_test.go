package history_test

import (
	"fmt"
	"net/http/httptest"
	"testing"
	"time"

	"github.com/payhub/payhub/bff"
	"github.com/payhub/payhub/bff/upstream"
	"github.com/payhub/payhub/bff/upstream/history"
	"github.com/payhub/payhub/sandbox"
)

// newClient starts the real sandbox holding n receipts of user-7 (R0
// oldest, a minute apart) and returns a client of its history service.
func newClient(t *testing.T, n int) *history.Client {
	t.Helper()
	srv, err := sandbox.New(t.Context(), sandbox.Options{Dir: t.TempDir()})
	if err != nil {
		t.Fatalf("sandbox.New: %v", err)
	}
	t.Cleanup(func() {
		if err := srv.Close(); err != nil {
			t.Errorf("sandbox Close: %v", err)
		}
	})
	at := time.Date(2026, 5, 4, 12, 0, 0, 0, time.UTC)
	for i := range n {
		id := fmt.Sprintf("R%02d", i)
		r := history.Receipt{ID: id, ConfirmationNumber: id, Client: "sunshine", Site: "demo", UserID: "user-7",
			PostedAt: at.Add(time.Duration(i) * time.Minute), Base: "10.00", Fee: "0.50", Total: "10.50"}
		if err := srv.DB().History().Add(t.Context(), r); err != nil {
			t.Fatalf("Add: %v", err)
		}
	}
	ts := httptest.NewServer(srv.Handler())
	t.Cleanup(ts.Close)
	pool := upstream.NewPool(upstream.Options{})
	t.Cleanup(pool.Close)
	return history.NewClient(pool.Client("history", ts.URL+sandbox.PrefixHistory))
}

func TestReceipts_CONST28_pagesAreNewestFirst(t *testing.T) {
	c := newClient(t, 12)
	p, err := c.Receipts(t.Context(), "user-7", 1, history.DefaultPerPage)
	if err != nil || p.Total != 12 || p.TotalPages != 2 || len(p.Results) != 10 || p.Results[0].ID != "R11" {
		t.Fatalf("page 1 = %d results from %v, total %d, pages %d (%v)", len(p.Results), first(p), p.Total, p.TotalPages, err)
	}
	p, err = c.Receipts(t.Context(), "user-7", 2, history.DefaultPerPage)
	if err != nil || len(p.Results) != 2 || p.Results[1].ID != "R00" {
		t.Fatalf("page 2 = %d results (%v)", len(p.Results), err)
	}
}

func TestReceipts_API96_pageSizeZeroFetchesEverythingInOnePage(t *testing.T) {
	c := newClient(t, 23)
	p, err := c.Receipts(t.Context(), "user-7", 1, 0)
	if err != nil || p.Total != 23 || len(p.Results) != 23 || p.Results[22].ID != "R00" {
		t.Fatalf("everything = %d results, total %d (%v), want all 23", len(p.Results), p.Total, err)
	}
	none, err := c.Receipts(t.Context(), "user-without-payments", 1, 0)
	if err != nil || none.Total != 0 || none.Results == nil || len(none.Results) != 0 {
		t.Fatalf("a user without receipts = %+v (%v), want an empty page", none, err)
	}
}

func TestReceipt_ERR101_unknownReceiptIsNotFound(t *testing.T) {
	c := newClient(t, 1)
	if r, err := c.Receipt(t.Context(), "R00"); err != nil || r.Total != "10.50" {
		t.Fatalf("Receipt R00 = %+v, %v", r, err)
	}
	if _, err := c.Receipt(t.Context(), "PH-NOPE"); bff.ErrorCode(err) != bff.CodeNotFound {
		t.Errorf("unknown receipt = %v, want not found", err)
	}
}

func TestPing_API94_answers(t *testing.T) {
	if err := newClient(t, 0).Ping(t.Context()); err != nil {
		t.Errorf("Ping: %v", err)
	}
}

func first(p history.Page) string {
	if len(p.Results) == 0 {
		return ""
	}
	return p.Results[0].ID
}
