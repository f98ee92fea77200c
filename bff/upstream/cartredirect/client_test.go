package cartredirect_test

import (
	"net/http/httptest"
	"strings"
	"testing"

	"github.com/payhub/payhub/bff"
	"github.com/payhub/payhub/bff/upstream"
	"github.com/payhub/payhub/bff/upstream/cart"
	"github.com/payhub/payhub/bff/upstream/cartredirect"
	"github.com/payhub/payhub/sandbox"
	"github.com/payhub/payhub/sandbox/sqlite"
)

// clients starts the real sandbox on a fresh database and returns clients
// of its cart and cart redirect services.
func clients(t *testing.T) (*cart.Client, *cartredirect.Client) {
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
	return cart.NewClient(pool.Client("cart", ts.URL+sandbox.PrefixCart)),
		cartredirect.NewClient(pool.Client("cart-redirect", ts.URL+sandbox.PrefixCartRedirect))
}

func TestPassthrough_CHK02_postsTheCartIDAndReadsTheExternalCheckout(t *testing.T) {
	carts, redirect := clients(t)
	ctx := t.Context()
	if err := redirect.Ping(ctx); err != nil {
		t.Fatalf("Ping: %v", err)
	}
	c, err := carts.Vivify(ctx, "sunshine", "handoff", cart.VivifyRequest{Create: true, UserID: "anon-1"})
	if err != nil {
		t.Fatalf("Vivify: %v", err)
	}
	if _, err := redirect.Passthrough(ctx, "sunshine", "handoff", c.ID); bff.ErrorCode(err) != bff.CodeUpstreamFailed {
		t.Errorf("Passthrough of an empty cart = %v, want the service's refusal", err)
	}
	if _, err := carts.AddItems(ctx, "sunshine", "handoff", c.ID, []cart.AddItem{{Path: sqlite.PathHandoffPermit}}, bff.English); err != nil {
		t.Fatalf("AddItems: %v", err)
	}
	p, err := redirect.Passthrough(ctx, "sunshine", "handoff", c.ID)
	if err != nil {
		t.Fatalf("Passthrough: %v", err)
	}
	if p.CartID != c.ID || !strings.HasSuffix(p.URL, sandbox.PrefixCartRedirect+"/external/sunshine/handoff/"+c.ID) {
		t.Errorf("Passthrough = %+v, want the external checkout of %s", p, c.ID)
	}
	if _, err := redirect.Passthrough(ctx, "sunshine", "handoff", "crt_nosuch"); bff.ErrorCode(err) != bff.CodeNotFound {
		t.Errorf("Passthrough of an unknown cart = %v, want not found", err)
	}
}
