package addresses_test

import (
	"net/http/httptest"
	"testing"
	"time"

	"github.com/payhub/payhub/bff"
	"github.com/payhub/payhub/bff/upstream"
	"github.com/payhub/payhub/bff/upstream/addresses"
	"github.com/payhub/payhub/sandbox"
)

// newClient starts the real sandbox on a fresh database and returns a
// client of its addresses service.
func newClient(t *testing.T) *addresses.Client {
	t.Helper()
	srv, err := sandbox.New(t.Context(), sandbox.Options{Dir: t.TempDir()})
	if err != nil {
		t.Fatalf("sandbox.New: %v", err)
	}
	t.Cleanup(func() { srv.Close() })
	ts := httptest.NewServer(srv.Handler())
	t.Cleanup(ts.Close)
	pool := upstream.NewPool(upstream.Options{MaxRetries: -1})
	t.Cleanup(pool.Close)
	return addresses.NewClient(pool.Client("addresses", ts.URL+sandbox.PrefixAddresses))
}

func home() addresses.Address {
	return addresses.Address{Name: "Ana Diaz", Address1: "12 Palm Way", City: "Sunshine", State: "FL",
		PostalCode: "32801", Nickname: "Home"}
}

func TestAddresses_API22_API23_API24_API25_saveListMarkUsedAndDelete(t *testing.T) {
	c := newClient(t)
	ctx := t.Context()
	if err := c.Ping(ctx); err != nil {
		t.Fatalf("ping: %v", err)
	}
	saved, err := c.Save(ctx, "user-1", home())
	if err != nil || saved.ID == "" || saved.Country != "US" {
		t.Fatalf("API-23 save: %+v %v, want an id and DLV-04 country US by default", saved, err)
	}
	if _, err := c.Save(ctx, "user-2", home()); err != nil {
		t.Fatal(err)
	}
	list, err := c.List(ctx, "user-1")
	if err != nil || len(list) != 1 || list[0].ID != saved.ID || list[0].Nickname != "Home" {
		t.Fatalf("API-22 list: %+v %v, want only user-1's address", list, err)
	}
	used := time.Date(2026, 5, 4, 12, 0, 0, 0, time.UTC)
	got, err := c.MarkUsed(ctx, "user-1", saved.ID, used)
	if err != nil || got.LastUsed == nil || !got.LastUsed.Equal(used) || got.City != "Sunshine" {
		t.Fatalf("API-24 last used: %+v %v", got, err)
	}
	blank := ""
	if _, err := c.Change(ctx, "user-1", saved.ID, addresses.Change{City: &blank}); bff.ErrorCode(err) != bff.CodeUpstreamFailed {
		t.Errorf("DLV-28 a change that leaves no city: %v, want a refusal", err)
	}
	if _, err := c.MarkUsed(ctx, "user-2", saved.ID, used); bff.ErrorCode(err) != bff.CodeNotFound {
		t.Errorf("another user's address: %v, want not found", err)
	}
	if err := c.Delete(ctx, "user-1", saved.ID); err != nil {
		t.Fatalf("API-25 delete: %v", err)
	}
	if list, err := c.List(ctx, "user-1"); err != nil || len(list) != 0 {
		t.Fatalf("after delete: %+v %v", list, err)
	}
	if err := c.Delete(ctx, "user-1", saved.ID); bff.ErrorCode(err) != bff.CodeNotFound {
		t.Errorf("deleting twice: %v, want not found", err)
	}
}

func TestAddresses_anIncompleteAddressIsNotSavedAndAUserIsRequired(t *testing.T) {
	c := newClient(t)
	a := home()
	a.PostalCode = ""
	if _, err := c.Save(t.Context(), "user-1", a); bff.ErrorCode(err) != bff.CodeUpstreamFailed {
		t.Errorf("DLV-28 incomplete address: %v, want a refusal", err)
	}
	if _, err := c.List(t.Context(), ""); bff.ErrorCode(err) != bff.CodeUnauthorized {
		t.Errorf("no user: %v, want unauthorized", err)
	}
}
