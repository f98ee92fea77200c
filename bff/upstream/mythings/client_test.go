package mythings_test

import (
	"net/http/httptest"
	"testing"

	"github.com/payhub/payhub/bff"
	"github.com/payhub/payhub/bff/upstream"
	"github.com/payhub/payhub/bff/upstream/mythings"
	"github.com/payhub/payhub/sandbox"
	sandboxmythings "github.com/payhub/payhub/sandbox/mythings"
)

// newClient starts the real sandbox and returns a client of its saved
// items service sending credential.
func newClient(t *testing.T, credential string) *mythings.Client {
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
	ts := httptest.NewServer(srv.Handler())
	t.Cleanup(ts.Close)
	pool := upstream.NewPool(upstream.Options{})
	t.Cleanup(pool.Close)
	return mythings.NewClient(pool.Client("mythings", ts.URL+sandbox.PrefixMyThings), credential)
}

func savePaths(items []mythings.Item) []string {
	out := make([]string, len(items))
	for i, it := range items {
		out[i] = it.SavePath
	}
	return out
}

func TestClient_API100_API101_API102_savesListsAndRemovesOneUsersItems(t *testing.T) {
	c := newClient(t, sandboxmythings.Credential)
	ctx := t.Context()
	const water = "sunshine/demo/utilities/U-5001"
	if got, err := c.List(ctx, "alice", "sunshine", "demo"); err != nil || got == nil || len(got) != 0 {
		t.Fatalf("a new user's list = %v, %v", got, err)
	}
	it, err := c.Save(ctx, "alice", "sunshine", "demo", mythings.Item{SavePath: "/" + water, DisplayType: "utility_bill"})
	if err != nil || it.SavePath != water || it.DisplayType != "utility_bill" || it.SavedAt.IsZero() {
		t.Fatalf("Save = %+v, %v", it, err)
	}
	if _, err := c.Save(ctx, "alice", "sunshine", "demo", mythings.Item{SavePath: water, DisplayType: "utility_bill"}); err != nil {
		t.Fatalf("saving again: %v", err)
	}
	got, err := c.List(ctx, "alice", "sunshine", "demo")
	if err != nil || len(got) != 1 || got[0].SavePath != water {
		t.Fatalf("alice's list = %v, %v", savePaths(got), err)
	}
	if other, err := c.List(ctx, "bob", "sunshine", "demo"); err != nil || len(other) != 0 {
		t.Errorf("bob sees %v (%v)", savePaths(other), err)
	}
	// Bob's remove of the same save path touches only bob's list.
	if err := c.Remove(ctx, "bob", "sunshine", "demo", water); err != nil {
		t.Fatalf("bob's Remove: %v", err)
	}
	if got, _ := c.List(ctx, "alice", "sunshine", "demo"); len(got) != 1 {
		t.Errorf("bob removed alice's item: %v", savePaths(got))
	}
	for range 2 {
		if err := c.Remove(ctx, "alice", "sunshine", "demo", "/"+water); err != nil {
			t.Fatalf("Remove: %v", err)
		}
	}
	if got, _ := c.List(ctx, "alice", "sunshine", "demo"); len(got) != 0 {
		t.Errorf("after Remove: %v", savePaths(got))
	}
}

func TestClient_ROLE20_aGuestOrAWrongCredentialIsRefused(t *testing.T) {
	c := newClient(t, sandboxmythings.Credential)
	if _, err := c.Save(t.Context(), "anon-42", "sunshine", "demo", mythings.Item{SavePath: "a/b"}); bff.ErrorCode(err) != bff.CodeForbidden {
		t.Errorf("a guest's save = %v, want forbidden", err)
	}
	wrong := newClient(t, "not-the-credential")
	if _, err := wrong.List(t.Context(), "alice", "sunshine", "demo"); bff.ErrorCode(err) != bff.CodeUnauthorized {
		t.Errorf("a wrong credential = %v, want unauthorized", err)
	}
}

func TestClient_anEmptySavePathIsInvalidWithoutACall(t *testing.T) {
	c := newClient(t, sandboxmythings.Credential)
	if _, err := c.Save(t.Context(), "alice", "sunshine", "demo", mythings.Item{SavePath: " / "}); bff.ErrorCode(err) != bff.CodeInvalid {
		t.Errorf("Save of an empty path = %v", err)
	}
	if err := c.Remove(t.Context(), "alice", "sunshine", "demo", ""); bff.ErrorCode(err) != bff.CodeInvalid {
		t.Errorf("Remove of an empty path = %v", err)
	}
}

func TestPing_API99_answers(t *testing.T) {
	if err := newClient(t, "").Ping(t.Context()); err != nil {
		t.Errorf("Ping: %v", err)
	}
}
