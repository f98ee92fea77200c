package mythings_test

import (
	"bytes"
	"encoding/json"
	"io"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
	"time"

	"github.com/payhub/payhub/bff/upstream/mythings"
	sandboxmythings "github.com/payhub/payhub/sandbox/mythings"
	"github.com/payhub/payhub/sandbox/sqlite"
)

const credential = "test-credential"

// start runs the service over a fresh database and returns its URL and the
// URL of sunshine/demo's items.
func start(t *testing.T) (base, items string) {
	t.Helper()
	db, err := sqlite.Open(t.Context(), t.TempDir(), nil)
	if err != nil {
		t.Fatalf("Open: %v", err)
	}
	t.Cleanup(func() { db.Close() })
	at := time.Date(2026, 5, 4, 12, 0, 0, 0, time.UTC)
	now := func() time.Time { at = at.Add(time.Minute); return at }
	ts := httptest.NewServer(sandboxmythings.NewHandler(db.MyThings(), credential, nil, now))
	t.Cleanup(ts.Close)
	return ts.URL, ts.URL + "/api/v2/items/sunshine/demo"
}

// call sends method url as user with the credential (none when empty) and
// body, and returns the status and the answer.
func call(t *testing.T, method, url, user, cred, body string) (int, []byte) {
	t.Helper()
	req, err := http.NewRequestWithContext(t.Context(), method, url, strings.NewReader(body))
	if err != nil {
		t.Fatal(err)
	}
	if user != "" {
		req.Header.Set(mythings.UserHeader, user)
	}
	if cred != "" {
		req.Header.Set("Authorization", "Bearer "+cred)
	}
	if body != "" {
		req.Header.Set("Content-Type", "application/json") // the service takes JSON bodies only
	}
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	b, err := io.ReadAll(resp.Body)
	if err != nil {
		t.Fatal(err)
	}
	return resp.StatusCode, b
}

func list(t *testing.T, items, user string) []mythings.Item {
	t.Helper()
	status, body := call(t, http.MethodGet, items, user, credential, "")
	var out []mythings.Item
	if err := json.Unmarshal(body, &out); status != http.StatusOK || err != nil || out == nil {
		t.Fatalf("list as %s: %d %s (%v)", user, status, body, err)
	}
	return out
}

func paths(items []mythings.Item) string {
	var b bytes.Buffer
	for _, it := range items {
		b.WriteString(it.SavePath + "=" + it.DisplayType + " ")
	}
	return b.String()
}

func TestPing_API99_answersWithoutCredentials(t *testing.T) {
	base, _ := start(t)
	if status, body := call(t, http.MethodGet, base+"/api/v2/ping", "", "", ""); status != http.StatusOK {
		t.Fatalf("ping: %d %s", status, body)
	}
}

func TestItems_API100_API101_savesAndListsTheUsersSavePathsOnce(t *testing.T) {
	_, items := start(t)
	if got := list(t, items, "user-a"); len(got) != 0 {
		t.Fatalf("a new user has %s", paths(got))
	}
	// Escaped into one segment, over several segments, with a leading
	// slash: one item, saved twice is still once (idempotent PUT).
	for _, p := range []string{"/sunshine%2Fdemo%2Futilities%2FU-5001", "/sunshine/demo/utilities/U-5001", "/%2Fsunshine%2Fdemo%2Futilities%2FU-5001"} {
		if status, body := call(t, http.MethodPut, items+p, "user-a", credential, `{"displayType":"utility_bill"}`); status != http.StatusOK {
			t.Fatalf("PUT %s: %d %s", p, status, body)
		}
	}
	call(t, http.MethodPut, items+"/sunshine%2Fdemo%2Fdonations%2Fparks", "user-a", credential, `{"displayType":"donation"}`)
	if got := paths(list(t, items, "user-a")); got != "sunshine/demo/utilities/U-5001=utility_bill sunshine/demo/donations/parks=donation " {
		t.Errorf("user-a's items = %s", got)
	}
	// Saving again changes only the display type.
	call(t, http.MethodPut, items+"/sunshine%2Fdemo%2Fdonations%2Fparks", "user-a", credential, `{"displayType":"gift"}`)
	if got := list(t, items, "user-a"); len(got) != 2 || got[1].DisplayType != "gift" {
		t.Errorf("after a second save: %s", paths(got))
	}
}

func TestItems_API102_deleteUnsavesOnlyTheUsersItemAndIsIdempotent(t *testing.T) {
	_, items := start(t)
	one := items + "/sunshine%2Fdemo%2Futilities%2FU-5001"
	call(t, http.MethodPut, one, "user-a", credential, `{"displayType":"utility_bill"}`)
	call(t, http.MethodPut, one, "user-b", credential, `{"displayType":"utility_bill"}`)
	for range 2 {
		if status, body := call(t, http.MethodDelete, one, "user-b", credential, ""); status != http.StatusNoContent {
			t.Fatalf("DELETE: %d %s", status, body)
		}
	}
	if got := list(t, items, "user-b"); len(got) != 0 {
		t.Errorf("user-b still has %s", paths(got))
	}
	if got := list(t, items, "user-a"); len(got) != 1 {
		t.Errorf("user-b's delete changed user-a's items: %s", paths(got))
	}
}

func TestItems_areKeptPerUserClientAndSite(t *testing.T) {
	base, items := start(t)
	call(t, http.MethodPut, items+"/a%2Fb", "user-a", credential, `{"displayType":"x"}`)
	if got := list(t, items, "user-b"); len(got) != 0 {
		t.Errorf("user-b sees %s", paths(got))
	}
	if got := list(t, base+"/api/v2/items/sunshine/other", "user-a"); len(got) != 0 {
		t.Errorf("another site shows %s", paths(got))
	}
	if got := list(t, base+"/api/v2/items/SUNSHINE/Demo", "user-a"); len(got) != 1 {
		t.Errorf("client and site are not read lowercased: %s", paths(got))
	}
}

func TestItems_ROLE20_needTheServiceCredentialAndASignedInUser(t *testing.T) {
	_, items := start(t)
	one := items + "/a%2Fb"
	cases := []struct {
		name, method, user, cred string
		want                     int
	}{
		{"no credential", http.MethodGet, "user-a", "", http.StatusUnauthorized},
		{"a wrong credential", http.MethodPut, "user-a", "guess", http.StatusUnauthorized},
		{"no user", http.MethodGet, "", credential, http.StatusUnauthorized},
		{"a guest's anonymous id", http.MethodPut, "anon-123", credential, http.StatusForbidden},
		{"a guest deleting", http.MethodDelete, "anon-123", credential, http.StatusForbidden},
	}
	for _, c := range cases {
		url := one
		if c.method == http.MethodGet {
			url = items
		}
		if status, body := call(t, c.method, url, c.user, c.cred, `{"displayType":"x"}`); status != c.want {
			t.Errorf("%s: %d %s, want %d", c.name, status, body, c.want)
		}
	}
	if got := list(t, items, "user-a"); len(got) != 0 {
		t.Errorf("a refused call saved %s", paths(got))
	}
}

func TestItems_API103_refuseBadBodiesAndEmptySavePaths(t *testing.T) {
	_, items := start(t)
	for name, c := range map[string]struct{ path, body string }{
		"not JSON":        {"/a%2Fb", "displayType=x"},
		"no body":         {"/a%2Fb", ""},
		"empty save path": {"/%2F", `{"displayType":"x"}`},
		"long type":       {"/a%2Fb", `{"displayType":"` + strings.Repeat("x", 201) + `"}`},
	} {
		if status, _ := call(t, http.MethodPut, items+c.path, "user-a", credential, c.body); status != http.StatusBadRequest {
			t.Errorf("%s: %d, want 400", name, status)
		}
	}
}

func TestItems_savingBeyondTheMaximumIsRefused(t *testing.T) {
	_, items := start(t)
	for i := range sandboxmythings.MaxItems {
		url := items + "/item%2F" + strings.Repeat("i", i+1)
		if status, body := call(t, http.MethodPut, url, "user-a", credential, `{"displayType":"x"}`); status != http.StatusOK {
			t.Fatalf("save %d: %d %s", i, status, body)
		}
	}
	if status, _ := call(t, http.MethodPut, items+"/one%2Fmore", "user-a", credential, `{"displayType":"x"}`); status != http.StatusUnprocessableEntity {
		t.Errorf("one more than the maximum: %d, want 422", status)
	}
	if status, _ := call(t, http.MethodPut, items+"/item%2Fi", "user-a", credential, `{"displayType":"y"}`); status != http.StatusOK {
		t.Errorf("saving a saved item at the maximum: %d, want 200", status)
	}
}
