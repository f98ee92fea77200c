package main

import (
	"net/http"
	"slices"
	"strings"
	"testing"

	"github.com/getkin/kin-openapi/openapi3"

	payhttp "github.com/payhub/payhub/bff/http"
	"github.com/payhub/payhub/sandbox/login"
)

// apiCall is one request of the route walk.
type apiCall struct{ method, path string }

// documentedCalls lists every operation of the OpenAPI document (kept in
// step with the router by the http package's tests) under /bff/, with its
// path parameters filled in for sunshine/demo, the item itemID and the
// receipt receiptID: the reads first, then the commands, and signing out
// last, so that the resident stays signed in for the rest.
func documentedCalls(t *testing.T, itemID, receiptID string) []apiCall {
	t.Helper()
	doc, err := openapi3.NewLoader().LoadFromData(payhttp.OpenAPI)
	if err != nil {
		t.Fatal(err)
	}
	fill := strings.NewReplacer("{client}", "sunshine", "{site}", "demo", "{itemId}", itemID, "{id}", receiptID,
		"{pageRoute}", "utilities")
	var calls []apiCall
	for p, item := range doc.Paths.Map() {
		if !strings.HasPrefix(p, "/bff/") {
			continue
		}
		for method := range item.Operations() {
			if strings.Contains(p, "{screen}") {
				screens := []string{"shell", "home", "checkout"}
				if strings.HasSuffix(p, "{id}") {
					screens = []string{"receipt"}
				}
				for _, s := range screens {
					calls = append(calls, apiCall{method, fill.Replace(strings.Replace(p, "{screen}", s, 1))})
				}
				continue
			}
			calls = append(calls, apiCall{method, fill.Replace(p)})
		}
	}
	rank := func(c apiCall) int {
		switch {
		case c.method == http.MethodGet:
			return 0
		case c.method == http.MethodDelete && strings.HasSuffix(c.path, "/session"):
			return 3
		case c.method == http.MethodDelete:
			return 2
		}
		return 1
	}
	slices.SortFunc(calls, func(a, b apiCall) int {
		if d := rank(a) - rank(b); d != 0 {
			return d
		}
		return strings.Compare(a.method+a.path, b.method+b.path)
	})
	return calls
}

// sharedScreenPaths are the API answers that are the same for every
// visitor of a site, which a browser may keep and revalidate (private,
// no-cache, with an ETag) instead of no-store.
var sharedScreenPaths = []string{"/bff/v1/sunshine/demo/screens/shell", "/bff/v1/sunshine/demo/screens/home"}

// wantCacheControl is the Cache-Control of an answer to path with status.
func wantCacheControl(path string, status int) string {
	if status == http.StatusOK && slices.Contains(sharedScreenPaths, path) {
		return "private, no-cache"
	}
	return "no-store"
}

// TestServe_everyAPIAnswerIsNoStoreForASignedInResidentWithACart walks
// every documented API route as a signed-in resident with a paid receipt
// and an item in the cart: whatever the route and whatever it answers
// (data, a redirect, an error), no cache may keep it, but for the shell
// and home screens, which a browser may keep and must revalidate, and
// which are, byte for byte, what a visitor who never signed in gets.
func TestServe_everyAPIAnswerIsNoStoreForASignedInResidentWithACart(t *testing.T) {
	m, _ := startMain(t)
	alice, _ := signInAs(t, m, login.SeedResidentEmail)
	alice.add("sunshine/demo/utilities/U-5001")
	s := alice.checkoutScreen()
	token := alice.tokenize(s.Sections.Wallet.Data.CardInputURL, "4242424242424242")
	var paid receiptResultJSON
	body := checkoutBody(token, s.Sections.Cart.Data.Subtotal, s.Sections.Fees.Data["card"].Amount)
	if code := alice.call("POST", "/checkout", body, map[string]string{"Idempotency-Key": alice.newKey()}, &paid); code != 200 {
		t.Fatalf("check-out: %d", code)
	}
	cart := alice.add("sunshine/demo/utilities/U-5001")
	// The walk sees every answer itself, redirects included.
	client := &http.Client{Jar: alice.client.Jar, CheckRedirect: func(*http.Request, []*http.Request) error {
		return http.ErrUseLastResponse
	}}
	calls := documentedCalls(t, cart.Items[0].ID, paid.ReceiptID)
	statuses := map[int]int{}
	for _, c := range calls {
		var bodyText string
		if c.method != http.MethodGet && c.method != http.MethodDelete {
			bodyText = "{}"
		}
		req, err := http.NewRequest(c.method, m.URL("bff")+c.path, strings.NewReader(bodyText))
		if err != nil {
			t.Fatal(err)
		}
		req.Header.Set("X-Requested-With", "payhub")
		req.Header.Set("Idempotency-Key", alice.newKey())
		if bodyText != "" {
			req.Header.Set("Content-Type", "application/json")
		}
		resp, err := client.Do(req)
		if err != nil {
			t.Fatal(err)
		}
		resp.Body.Close()
		statuses[resp.StatusCode/100]++
		want := wantCacheControl(c.path, resp.StatusCode)
		if cc := resp.Header.Get("Cache-Control"); cc != want {
			t.Errorf("%s %s: %d with Cache-Control %q, want %s", c.method, c.path, resp.StatusCode, cc, want)
		}
		if want != "no-store" {
			anon, _ := get(t, m.URL("bff")+c.path)
			if tag := resp.Header.Get("ETag"); tag == "" || anon.Header.Get("ETag") != tag || resp.Header.Get("Set-Cookie") != "" {
				t.Errorf("%s %s: ETag %q (a visitor never signed in: %q), Set-Cookie %q: a resident's screen is not the same as everyone's",
					c.method, c.path, tag, anon.Header.Get("ETag"), resp.Header.Get("Set-Cookie"))
			}
		}
	}
	// The walk reached the resident's data, not only refusals.
	if len(calls) < 30 || statuses[2] < 10 {
		t.Fatalf("walked %d calls, answers by class %v", len(calls), statuses)
	}
}

// TestServe_aBogusSavePathIsANotFoundLoggedAtWarnNeverAnError: a path the
// browser sends is the caller's to get right; no ERROR line pages anyone.
func TestServe_aBogusSavePathIsANotFoundLoggedAtWarnNeverAnError(t *testing.T) {
	m, logs := startMain(t)
	alice, _ := signInAs(t, m, login.SeedResidentEmail)
	for _, bogus := range []string{"sunshine/demo/utilities/NOPE", "nothing", "../../etc/passwd", "sunshine/demo/utilities/U-5001/../../x"} {
		var e errorJSON
		if code := alice.call("PUT", "/saved-items", map[string]string{"path": bogus}, nil, &e); code != http.StatusNotFound || e.Error.Code != "not_found" {
			t.Errorf("saving %q: %d %+v, want 404 not_found", bogus, code, e)
		}
	}
	text := logs.String()
	if !strings.Contains(text, `"level":"WARN","msg":"payable not found when saving"`) {
		t.Errorf("no warn line for the bogus paths:\n%s", text)
	}
	for _, line := range strings.Split(text, "\n") {
		if strings.Contains(line, `"level":"ERROR"`) {
			t.Errorf("an ERROR line: %s", line)
		}
	}
}

// TestServe_everyKindOfAnswerUnderBFFIsNoStoreAndATrailingSlashNeverRedirects
// asks under /bff/ for data, the document, unknown paths, a wrong method, a
// refused command, paths with a trailing slash and a rate-limited route:
// each answer is no-store (the shell's, which everyone gets alike,
// private and revalidated), and none is a redirect (a redirect would skip
// the middleware, rate limit included).
func TestServe_everyKindOfAnswerUnderBFFIsNoStoreAndATrailingSlashNeverRedirects(t *testing.T) {
	noRedirect := &http.Client{CheckRedirect: func(*http.Request, []*http.Request) error { return http.ErrUseLastResponse }}
	ask := func(m *Main, method, path string, hdr map[string]string) *http.Response {
		t.Helper()
		req, err := http.NewRequest(method, m.URL("bff")+path, strings.NewReader("{}"))
		if err != nil {
			t.Fatal(err)
		}
		req.Header.Set("Content-Type", "application/json")
		for k, v := range hdr {
			req.Header.Set(k, v)
		}
		resp, err := noRedirect.Do(req)
		if err != nil {
			t.Fatal(err)
		}
		resp.Body.Close()
		return resp
	}
	csrf := map[string]string{"X-Requested-With": "payhub"}
	m := startStatic(t)
	for _, c := range []struct {
		method, path string
		hdr          map[string]string
		want         int
	}{
		{"GET", "/bff/v1/sunshine", csrf, http.StatusOK},
		{"GET", "/bff/v1/sunshine/demo/screens/shell", csrf, http.StatusOK},
		{"GET", "/bff/openapi.yaml", nil, http.StatusOK},
		{"HEAD", "/bff/openapi.yaml", nil, http.StatusOK},
		{"GET", "/bff/nothing", nil, http.StatusNotFound},
		{"PUT", "/bff/openapi.yaml", nil, http.StatusMethodNotAllowed},
		{"POST", "/bff/v1/sunshine/demo/contact", nil, http.StatusForbidden},
		{"GET", "/bff/v1/sunshine/", csrf, http.StatusNotFound},
		{"GET", "/bff/v1/sunshine/demo/screens/shell/", csrf, http.StatusNotFound},
		{"GET", "/bff/v1/starlight/checkout/screens/shell/", csrf, http.StatusNotFound},
		{"GET", "/bff/v1/sunshine/demo/session/", csrf, http.StatusNotFound},
		{"POST", "/bff/v1/sunshine/demo/cart/items/", csrf, http.StatusNotFound},
		{"GET", "/bff/auth/callback/", nil, http.StatusNotFound},
		{"GET", "/bff/openapi.yaml/", nil, http.StatusNotFound},
		{"GET", "/bff/V1/sunshine", csrf, http.StatusNotFound},
	} {
		resp := ask(m, c.method, c.path, c.hdr)
		if cc := wantCacheControl(c.path, c.want); resp.StatusCode != c.want || resp.Header.Get("Cache-Control") != cc {
			t.Errorf("%s %s: %d (Location %q) with Cache-Control %q, want %d and %s", c.method, c.path,
				resp.StatusCode, resp.Header.Get("Location"), resp.Header.Get("Cache-Control"), c.want, cc)
		}
	}
	// Portal pages keep their trailing slash: the catch-all draws them.
	for _, p := range []string{"/sunshine/demo/", "/sunshine/demo/checkout/", "/"} {
		if resp, body := get(t, m.URL("bff")+p); resp.StatusCode != http.StatusOK || !strings.Contains(body, "<title>portal") {
			t.Errorf("the portal page %s: %d %q", p, resp.StatusCode, body)
		}
	}

	// Once the rate limit is used up, a trailing slash is no way around it.
	limited, _ := startMain(t, "--rate-limit", "1/1h:1")
	for i, want := range []int{http.StatusOK, http.StatusTooManyRequests} {
		if resp := ask(limited, "GET", "/bff/v1/sunshine", csrf); resp.StatusCode != want || resp.Header.Get("Cache-Control") != "no-store" {
			t.Errorf("request %d: %d %q, want %d and no-store", i+1, resp.StatusCode, resp.Header.Get("Cache-Control"), want)
		}
	}
	if resp := ask(limited, "GET", "/bff/v1/sunshine/", csrf); resp.StatusCode/100 == 3 || resp.Header.Get("Cache-Control") != "no-store" {
		t.Errorf("a trailing slash past the limit: %d (Location %q) with Cache-Control %q", resp.StatusCode,
			resp.Header.Get("Location"), resp.Header.Get("Cache-Control"))
	}
}
