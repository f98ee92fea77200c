package cartredirect_test

import (
	"encoding/json"
	"io"
	"net/http"
	"net/http/httptest"
	"net/url"
	"strings"
	"testing"

	wire "github.com/payhub/payhub/bff/upstream/cart"
	"github.com/payhub/payhub/bff/upstream/cartredirect"
	"github.com/payhub/payhub/bff/upstream/history"
	"github.com/payhub/payhub/sandbox"
	"github.com/payhub/payhub/sandbox/sqlite"
)

const portal = "http://portal.test"

// fixture is the real sandbox listening on a test server.
type fixture struct {
	t    *testing.T
	base string
	http *http.Client
}

func start(t *testing.T) fixture {
	t.Helper()
	srv, err := sandbox.New(t.Context(), sandbox.Options{Dir: t.TempDir()})
	if err != nil {
		t.Fatalf("sandbox.New: %v", err)
	}
	ts := httptest.NewServer(srv.Handler())
	t.Cleanup(func() {
		ts.Close()
		if err := srv.Close(); err != nil {
			t.Errorf("Close: %v", err)
		}
	})
	// Redirects are what the tests read: never follow them.
	noFollow := &http.Client{CheckRedirect: func(*http.Request, []*http.Request) error { return http.ErrUseLastResponse }}
	return fixture{t: t, base: ts.URL, http: noFollow}
}

func (f fixture) do(method, path, contentType, body string, header http.Header) (*http.Response, string) {
	f.t.Helper()
	req, err := http.NewRequestWithContext(f.t.Context(), method, f.base+path, strings.NewReader(body))
	if err != nil {
		f.t.Fatal(err)
	}
	if contentType != "" {
		req.Header.Set("Content-Type", contentType)
	}
	for k, v := range header {
		req.Header[k] = v
	}
	resp, err := f.http.Do(req)
	if err != nil {
		f.t.Fatalf("%s %s: %v", method, path, err)
	}
	defer resp.Body.Close()
	b, err := io.ReadAll(resp.Body)
	if err != nil {
		f.t.Fatal(err)
	}
	return resp, string(b)
}

func (f fixture) json(method, path, body string, out any) {
	f.t.Helper()
	resp, b := f.do(method, path, "application/json", body, nil)
	if resp.StatusCode/100 != 2 {
		f.t.Fatalf("%s %s = %d %s", method, path, resp.StatusCode, b)
	}
	if out != nil {
		if err := json.Unmarshal([]byte(b), out); err != nil {
			f.t.Fatalf("%s %s: %v: %s", method, path, err, b)
		}
	}
}

// handoffCart is a sunshine/handoff cart holding the permit fee, with the
// hand-off URLs the BFF sets before a hand-off.
func (f fixture) handoffCart(items ...string) wire.Cart {
	f.t.Helper()
	var c wire.Cart
	f.json(http.MethodPost, "/svc/cart/carts/sunshine/handoff", `{"user_id":"anon-test"}`, &c)
	if len(items) > 0 {
		adds, _ := json.Marshal(func() []wire.AddItem {
			out := []wire.AddItem{}
			for _, p := range items {
				out = append(out, wire.AddItem{Path: p})
			}
			return out
		}())
		f.json(http.MethodPost, "/svc/cart/carts/sunshine/handoff/"+c.ID+"/items", string(adds), &c)
	}
	urls, _ := json.Marshal(wire.UpdateRequest{Metadata: map[string]string{}, URLs: wire.URLs{
		Receipt: portal + "/sunshine/handoff/receipt/" + cartredirect.ReceiptIDPlaceholder + "/redirect",
		Cancel:  portal + "/sunshine/handoff/redirect/" + c.ID,
	}})
	f.json(http.MethodPut, "/svc/cart/carts/sunshine/handoff/"+c.ID, string(urls), &c)
	return c
}

func (f fixture) passthrough(cartID string, header http.Header) (*http.Response, string) {
	f.t.Helper()
	return f.do(http.MethodPost, sandbox.PrefixCartRedirect+cartredirect.PassthroughPath("sunshine", "handoff"),
		"application/x-www-form-urlencoded", url.Values{cartredirect.FieldID: {cartID}}.Encode(), header)
}

func (f fixture) decide(checkout string, form url.Values, origin string) (*http.Response, string) {
	f.t.Helper()
	h := http.Header{}
	if origin != "" {
		h.Set("Origin", origin)
	}
	return f.do(http.MethodPost, strings.TrimPrefix(checkout, f.base), "application/x-www-form-urlencoded", form.Encode(), h)
}

func errorCode(t *testing.T, body string) string {
	t.Helper()
	var e struct {
		Error struct{ Code string } `json:"error"`
	}
	if err := json.Unmarshal([]byte(body), &e); err != nil {
		t.Fatalf("error body %q: %v", body, err)
	}
	return e.Error.Code
}

func TestPassthrough_CHK02_answersTheExternalCheckoutOfAnOpenCart(t *testing.T) {
	f := start(t)
	c := f.handoffCart(sqlite.PathHandoffPermit)

	resp, body := f.passthrough(c.ID, http.Header{"Accept": {"application/json"}})
	if resp.StatusCode != http.StatusOK {
		t.Fatalf("passthrough = %d %s, want 200", resp.StatusCode, body)
	}
	var p cartredirect.Passthrough
	if err := json.Unmarshal([]byte(body), &p); err != nil {
		t.Fatal(err)
	}
	want := f.base + sandbox.PrefixCartRedirect + "/external/sunshine/handoff/" + c.ID
	if p.URL != want || p.CartID != c.ID {
		t.Errorf("passthrough = %+v, want url %s and the cart id", p, want)
	}

	// A browser posting the form is sent there.
	resp, _ = f.passthrough(c.ID, http.Header{"Accept": {"text/html"}})
	if resp.StatusCode != http.StatusSeeOther || resp.Header.Get("Location") != want {
		t.Errorf("browser passthrough = %d to %q, want 303 to %s", resp.StatusCode, resp.Header.Get("Location"), want)
	}

	for lang, words := range map[string][]string{
		"en": {"Sandbox external checkout", "Building Permit HP-3001", "$120.00", "Pay now", "Payment fails"},
		"es": {"Pago externo de prueba", "Pagar ahora", "El pago falla"},
	} {
		resp, page := f.do(http.MethodGet, strings.TrimPrefix(want, f.base)+"?lang="+lang, "", "", nil)
		if resp.StatusCode != http.StatusOK {
			t.Fatalf("page %s = %d", lang, resp.StatusCode)
		}
		for _, w := range words {
			if !strings.Contains(page, w) {
				t.Errorf("page in %s lacks %q", lang, w)
			}
		}
	}
}

func TestPassthrough_CHK02_refusesUnknownEmptyAndPaidCartsAndAMissingID(t *testing.T) {
	f := start(t)
	accept := http.Header{"Accept": {"application/json"}}
	if resp, body := f.passthrough("crt_nosuchcart", accept); resp.StatusCode != http.StatusNotFound {
		t.Errorf("unknown cart = %d %s, want 404", resp.StatusCode, body)
	}
	if resp, body := f.passthrough("", accept); resp.StatusCode != http.StatusBadRequest {
		t.Errorf("no id = %d %s, want 400", resp.StatusCode, body)
	}
	empty := f.handoffCart()
	if resp, body := f.passthrough(empty.ID, accept); resp.StatusCode != http.StatusUnprocessableEntity ||
		errorCode(t, body) != cartredirect.ErrCartEmpty {
		t.Errorf("empty cart = %d %s, want 422 %s", resp.StatusCode, body, cartredirect.ErrCartEmpty)
	}

	c := f.handoffCart(sqlite.PathHandoffPermit)
	_, body := f.passthrough(c.ID, accept)
	var p cartredirect.Passthrough
	if err := jsonUnmarshal(body, &p); err != nil {
		t.Fatal(err)
	}
	if resp, b := f.decide(p.URL, url.Values{"decision": {"pay"}, "name": {"Ana Diaz"}, "email": {"ana@example.com"}}, f.base); resp.StatusCode != http.StatusSeeOther {
		t.Fatalf("pay = %d %s", resp.StatusCode, b)
	}
	if resp, body := f.passthrough(c.ID, accept); resp.StatusCode != http.StatusConflict ||
		errorCode(t, body) != cartredirect.ErrCartNotOpen {
		t.Errorf("paid cart = %d %s, want 409 %s", resp.StatusCode, body, cartredirect.ErrCartNotOpen)
	}
}

func jsonUnmarshal(s string, v any) error { return json.Unmarshal([]byte(s), v) }

func TestExternalCheckout_CHK02_payRecordsOneReceiptAndReturnsToTheReceiptRoute(t *testing.T) {
	f := start(t)
	c := f.handoffCart(sqlite.PathHandoffPermit)
	_, body := f.passthrough(c.ID, http.Header{"Accept": {"application/json"}})
	var p cartredirect.Passthrough
	if err := jsonUnmarshal(body, &p); err != nil {
		t.Fatal(err)
	}
	pay := url.Values{"decision": {"pay"}, "name": {"Ana Diaz"}, "email": {"ana@example.com"}}

	if resp, _ := f.decide(p.URL, pay, ""); resp.StatusCode != http.StatusForbidden {
		t.Errorf("pay without the page's origin = %d, want 403", resp.StatusCode)
	}
	noEmail := url.Values{"decision": {"pay"}, "name": {"Ana Diaz"}, "lang": {"es"}}
	if resp, page := f.decide(p.URL, noEmail, f.base); resp.StatusCode != http.StatusOK ||
		!strings.Contains(page, "Ingrese su nombre y un correo electrónico válido.") {
		t.Errorf("pay without an e-mail = %d, want the page again with the Spanish notice", resp.StatusCode)
	}

	resp, b := f.decide(p.URL, pay, f.base)
	if resp.StatusCode != http.StatusSeeOther {
		t.Fatalf("pay = %d %s, want 303", resp.StatusCode, b)
	}
	var paid wire.Cart
	f.json(http.MethodGet, "/svc/cart/carts/sunshine/handoff/"+c.ID, "", &paid)
	if paid.Status != wire.StatusCheckedOut || paid.ConfirmationNumber == "" {
		t.Fatalf("cart after pay = %s %q, want checked_out with a confirmation number", paid.Status, paid.ConfirmationNumber)
	}
	wantTo := portal + "/sunshine/handoff/receipt/" + paid.ConfirmationNumber + "/redirect"
	if got := resp.Header.Get("Location"); got != wantTo {
		t.Errorf("pay sends the browser to %q, want %q", got, wantTo)
	}
	var r history.Receipt
	f.json(http.MethodGet, "/svc/history/api/v2/receipts/"+paid.ConfirmationNumber, "", &r)
	if r.Total != "120.00" || r.Tender.Type != "external" || r.Payer.Email != "ana@example.com" || r.CartID != c.ID {
		t.Errorf("receipt = total %s tender %s payer %s cart %s, want 120.00 external ana@example.com %s",
			r.Total, r.Tender.Type, r.Payer.Email, r.CartID, c.ID)
	}

	// A second press answers the same payment: one receipt per cart.
	resp, _ = f.decide(p.URL, pay, f.base)
	if resp.StatusCode != http.StatusSeeOther || resp.Header.Get("Location") != wantTo {
		t.Errorf("second pay = %d to %q, want 303 to the same receipt", resp.StatusCode, resp.Header.Get("Location"))
	}
}

func TestExternalCheckout_CHK02_aFailedPaymentReturnsToTheRedirectRouteAndLeavesTheCartOpen(t *testing.T) {
	f := start(t)
	c := f.handoffCart(sqlite.PathHandoffPermit)
	_, body := f.passthrough(c.ID, http.Header{"Accept": {"application/json"}})
	var p cartredirect.Passthrough
	if err := jsonUnmarshal(body, &p); err != nil {
		t.Fatal(err)
	}
	resp, _ := f.decide(p.URL, url.Values{"decision": {"fail"}}, f.base)
	want := portal + "/sunshine/handoff/redirect/" + c.ID
	if resp.StatusCode != http.StatusSeeOther || resp.Header.Get("Location") != want {
		t.Errorf("fail = %d to %q, want 303 to %s", resp.StatusCode, resp.Header.Get("Location"), want)
	}
	var after wire.Cart
	f.json(http.MethodGet, "/svc/cart/carts/sunshine/handoff/"+c.ID, "", &after)
	if after.Status != wire.StatusOpen || len(after.Items) != 1 {
		t.Errorf("cart after a failed payment = %s with %d items, want open with its item", after.Status, len(after.Items))
	}
}
