package http

import (
	"fmt"
	"slices"
	"sync"
	"testing"

	"github.com/payhub/payhub/bff"
	"github.com/payhub/payhub/bff/inmem"
)

// Two replicas (two guests, each with its own in-process locks) sharing
// one store update one session at once: every change is kept, where a
// read-then-put would lose those made between another's read and put.
func TestGuestsUpdate_replicasSharingAStoreLoseNoChange(t *testing.T) {
	store := inmem.New()
	t.Cleanup(func() { _ = store.Close() })
	replicas := []*guests{newGuests(store, bff.EnvTest), newGuests(store, bff.EnvTest)}
	ctx := t.Context()
	g := &guest{id: randomHex(32), data: sessionData{UserID: "anon-1", Carts: map[string]string{}}}
	if err := replicas[0].put(ctx, g); err != nil {
		t.Fatal(err)
	}
	const n = maxSessionReceipts
	errs := make([]error, n)
	start := make(chan struct{})
	var wg sync.WaitGroup
	for i := range n {
		wg.Go(func() {
			<-start
			mine := &guest{id: g.id}
			errs[i] = replicas[i%2].update(ctx, mine, func(d *sessionData) {
				d.Receipts = append(d.Receipts, fmt.Sprintf("r%d", i))
			})
		})
	}
	close(start)
	wg.Wait()
	for _, err := range errs {
		if err != nil {
			t.Fatal(err)
		}
	}
	got, err := replicas[0].get(ctx, g.id)
	if err != nil {
		t.Fatal(err)
	}
	for i := range n {
		if !slices.Contains(got.data.Receipts, fmt.Sprintf("r%d", i)) {
			t.Errorf("receipt r%d was lost: %v", i, got.data.Receipts)
		}
	}
}

// A change that changes nothing does not write the session.
func TestGuestsUpdate_aChangeThatChangesNothingWritesNothing(t *testing.T) {
	store := inmem.New()
	t.Cleanup(func() { _ = store.Close() })
	gs := newGuests(store, bff.EnvTest)
	ctx := t.Context()
	g := &guest{id: randomHex(32), data: sessionData{UserID: "anon-1", Carts: map[string]string{"sunshine/demo": "c1"}}}
	if err := gs.put(ctx, g); err != nil {
		t.Fatal(err)
	}
	before, _ := store.GetSession(ctx, g.id)
	if err := gs.update(ctx, g, func(d *sessionData) { d.Carts["sunshine/demo"] = "c1" }); err != nil {
		t.Fatal(err)
	}
	if after, _ := store.GetSession(ctx, g.id); after.Version != before.Version {
		t.Fatalf("version %d → %d after a change that changed nothing", before.Version, after.Version)
	}
}
