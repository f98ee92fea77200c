package main

import (
	"context"
	"encoding/json"
	"io"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/payhub/payhub/bff/internal/redistest"
)

// oneCartPaths are sunshine/demo payables that one cart can hold together.
var oneCartPaths = []string{
	"sunshine/demo/property_tax/2026/R100-001",
	"sunshine/demo/property_tax/2026/R100-002",
	"sunshine/demo/property_tax/2026/R100-004",
	"sunshine/demo/vehicle_renewal/ABC1234",
	"sunshine/demo/vehicle_renewal/MIL0001",
	"sunshine/demo/utilities/U-5001",
	"sunshine/demo/donations/parks",
	"sunshine/demo/donations/shelter",
	"sunshine/demo/donations/library",
}

// addItemBody adds path; a donation takes the amount the payer gives.
func addItemBody(path string) map[string]any {
	item := map[string]any{"path": path}
	if strings.Contains(path, "/donations/") {
		item["amount"] = "10.00"
	}
	return map[string]any{"items": []map[string]any{item}}
}

// raceFirstAdds sends, at once, one add per oneCartPaths item and a load
// of the checkout screen (the widget's "Add to cart" followed at once by
// the host's navigate('checkout')) in one session that has no cart on
// sunshine/demo yet; request i goes to replicas[i % len(replicas)]. Then
// every add must have answered one cart, the screen that cart too, and the
// session's cart must hold every item.
func raceFirstAdds(t *testing.T, p *payer, replicas ...*Main) {
	t.Helper()
	// The session comes from another site, so it exists before the race
	// and holds no sunshine/demo cart.
	if code, raw := p.raw("GET", replicas[0].URL("bff")+"/bff/v1/moonbeam/pay/screens/checkout", nil, nil); code != 200 {
		t.Fatalf("moonbeam/pay checkout screen: %d %s", code, raw)
	}
	n := len(oneCartPaths)
	carts := make([]cartJSON, n+1)
	codes := make([]int, n+1)
	start := make(chan struct{})
	var wg sync.WaitGroup
	for i := range n + 1 {
		base := replicas[i%len(replicas)].URL("bff") + "/bff/v1/sunshine/demo"
		wg.Go(func() {
			<-start
			if i == n {
				var s checkoutJSON
				var raw []byte
				codes[i], raw = p.raw("GET", base+"/screens/checkout", nil, nil)
				_ = json.Unmarshal(raw, &s)
				carts[i] = s.Sections.Cart.Data
				return
			}
			var raw []byte
			codes[i], raw = p.raw("POST", base+"/cart/items", addItemBody(oneCartPaths[i]), nil)
			_ = json.Unmarshal(raw, &carts[i])
		})
	}
	close(start)
	wg.Wait()
	for i, code := range codes {
		if code != 200 || carts[i].ID == "" {
			t.Fatalf("request %d answered %d with cart %+v", i, code, carts[i])
		}
	}
	for i, c := range carts {
		if c.ID != carts[0].ID {
			t.Errorf("request %d answered cart %s, request 0 cart %s: one session made two carts", i, c.ID, carts[0].ID)
		}
	}
	final := p.checkoutScreen().Sections.Cart.Data
	var got []string
	for _, it := range final.Items {
		got = append(got, it.Path)
	}
	for _, path := range oneCartPaths {
		if !slices.Contains(got, path) {
			t.Errorf("the session's cart %s lacks %s: it holds %v", final.ID, path, got)
		}
	}
	if final.ID != carts[0].ID {
		t.Errorf("the session's cart is %s, the adds answered %s", final.ID, carts[0].ID)
	}
}

// TestCart_CART08_concurrentFirstAddsOfASessionShareOneCart: concurrent
// first adds of one session (with a checkout screen loading among them) on
// one BFF with the memory store end in one cart with every item.
func TestCart_CART08_concurrentFirstAddsOfASessionShareOneCart(t *testing.T) {
	m, _ := startMain(t)
	raceFirstAdds(t, newPayer(t, m), m)
}

// TestCart_CART08_concurrentFirstAddsAcrossTwoReplicasShareOneCart: the
// same race split between two BFF replicas sharing one Redis.
func TestCart_CART08_concurrentFirstAddsAcrossTwoReplicasShareOneCart(t *testing.T) {
	redisURL := redistest.Start(t)
	a, _ := startMain(t, "--redis-url", redisURL)
	b := startReplica(t, a, redisURL)
	raceFirstAdds(t, newPayer(t, a), a, b) // the cookie reaches both replicas: same host
}

// startReplica starts a second BFF in front of a's sandbox, sharing the
// Redis at redisURL, and stops it at cleanup.
func startReplica(t *testing.T, a *Main, redisURL string) *Main {
	t.Helper()
	file := filepath.Join(t.TempDir(), "upstreams.json")
	ups, err := json.Marshal(sandboxUpstreams(a.URL("sandbox")))
	if err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(file, ups, 0o600); err != nil {
		t.Fatal(err)
	}
	cfg, err := parseConfig([]string{"serve", "--addr", "127.0.0.1:0", "--upstreams", file,
		"--wallet-url", a.URL("wallet"), "--redis-url", redisURL,
		"--botcheck-url", a.URL("sandbox") + "/svc/botcheck", "--botcheck-secret", "sandbox-secret"},
		func(string) string { return "" }, io.Discard)
	if err != nil {
		t.Fatal(err)
	}
	b := &Main{Config: cfg}
	if err := b.Start(context.Background()); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() {
		ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
		defer cancel()
		_ = b.Shutdown(ctx)
	})
	return b
}
