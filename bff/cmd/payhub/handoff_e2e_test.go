package main

import (
	"encoding/json"
	"io"
	"net/http"
	"net/url"
	"strings"
	"testing"
)

// These tests hand a cart off to the sandbox's external checkout through
// the real binary: the BFF posts the cart to the cart redirect service, the
// browser pays on the external checkout page (served by the sandbox, an
// origin of its own) and comes back to the portal.

const handoffSite = "/bff/v1/sunshine/handoff"

type handoffJSON struct {
	URL    string `json:"url"`
	CartID string `json:"cartId"`
}

// handoffCall sends a request to the BFF API of sunshine/handoff.
func (p *payer) handoffCall(method, path string, body any, hdr map[string]string, out any) (int, []byte) {
	p.t.Helper()
	status, raw := p.raw(method, p.bff+handoffSite+path, body, hdr)
	if out != nil && status/100 == 2 {
		if err := json.Unmarshal(raw, out); err != nil {
			p.t.Fatalf("%s %s: %d %s: %v", method, path, status, raw, err)
		}
	}
	return status, raw
}

// handOff puts the permit fee in a new cart of sunshine/handoff and hands
// it off.
func (p *payer) handOff() handoffJSON {
	p.t.Helper()
	var found struct {
		Payables []payableJSON `json:"payables"`
	}
	if code, raw := p.handoffCall("GET", "/search/permits?permit_number=HP-3001", nil, nil, &found); code != 200 || len(found.Payables) != 1 {
		p.t.Fatalf("search: %d %s", code, raw)
	}
	var c cartJSON
	body := map[string]any{"items": []map[string]string{{"path": found.Payables[0].Path}}}
	if code, raw := p.handoffCall("POST", "/cart/items", body, nil, &c); code != 200 || c.Subtotal != "120.00" {
		p.t.Fatalf("add: %d %s", code, raw)
	}
	var h handoffJSON
	if code, raw := p.handoffCall("POST", "/checkout/handoff", map[string]any{}, map[string]string{"Idempotency-Key": p.newKey()}, &h); code != 200 {
		p.t.Fatalf("handoff: %d %s", code, raw)
	}
	if h.CartID != c.ID {
		p.t.Fatalf("handoff of cart %q, want %q", h.CartID, c.ID)
	}
	return h
}

// externalDecision posts the external checkout page's form as a browser
// on that page would, and returns the status and the address it sends the
// browser to.
func externalDecision(t *testing.T, page string, form url.Values) (int, string) {
	t.Helper()
	u, err := url.Parse(page)
	if err != nil {
		t.Fatal(err)
	}
	req, err := http.NewRequestWithContext(t.Context(), http.MethodPost, page, strings.NewReader(form.Encode()))
	if err != nil {
		t.Fatal(err)
	}
	req.Header.Set("Content-Type", "application/x-www-form-urlencoded")
	req.Header.Set("Origin", u.Scheme+"://"+u.Host)
	noFollow := &http.Client{CheckRedirect: func(*http.Request, []*http.Request) error { return http.ErrUseLastResponse }}
	resp, err := noFollow.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	_, _ = io.Copy(io.Discard, resp.Body)
	return resp.StatusCode, resp.Header.Get("Location")
}

func TestHandoff_CHK02_aSiteConfiguredForExternalCheckoutHandsTheCartOffAndTheReceiptComesBack(t *testing.T) {
	m, _ := startMain(t)
	p := newPayer(t, m)

	var shell struct {
		Sections struct {
			Config struct {
				Data struct {
					ExternalCheckout struct {
						Enabled bool `json:"enabled"`
					} `json:"externalCheckout"`
				} `json:"data"`
			} `json:"config"`
		} `json:"sections"`
	}
	if code, raw := p.handoffCall("GET", "/screens/shell", nil, nil, &shell); code != 200 || !shell.Sections.Config.Data.ExternalCheckout.Enabled {
		t.Fatalf("shell of sunshine/handoff: %d %s, want externalCheckout.enabled", code, raw)
	}

	h := p.handOff()
	if !strings.HasPrefix(h.URL, m.URL("sandbox")+"/svc/cart-redirect/external/sunshine/handoff/") {
		t.Fatalf("handoff url %q, want the sandbox's external checkout", h.URL)
	}
	status, page := p.raw("GET", h.URL, nil, nil)
	if status != 200 || !strings.Contains(string(page), "Building Permit HP-3001") {
		t.Fatalf("external checkout page: %d", status)
	}

	status, to := externalDecision(t, h.URL, url.Values{"decision": {"pay"}, "name": {"Ana Diaz"}, "email": {"ana@example.com"}})
	prefix := m.URL("bff") + "/sunshine/handoff/receipt/"
	if status != http.StatusSeeOther || !strings.HasPrefix(to, prefix) || !strings.HasSuffix(to, "/redirect") {
		t.Fatalf("pay: %d to %q, want 303 to %s{receiptId}/redirect", status, to, prefix)
	}
	receiptID := strings.TrimSuffix(strings.TrimPrefix(to, prefix), "/redirect")

	// Another browser cannot read the receipt; the payer's can.
	if code, _ := newPayer(t, m).handoffCall("GET", "/screens/receipt/"+receiptID, nil, nil, nil); code != 404 {
		t.Fatalf("another session read the receipt: %d", code)
	}
	var rs struct {
		Sections struct {
			Receipt struct {
				Data struct {
					ConfirmationNumber string `json:"confirmationNumber"`
					Total              string `json:"total"`
					Tender             struct {
						Type string `json:"type"`
					} `json:"tender"`
				} `json:"data"`
			} `json:"receipt"`
		} `json:"sections"`
	}
	if code, raw := p.handoffCall("GET", "/screens/receipt/"+receiptID, nil, nil, &rs); code != 200 {
		t.Fatalf("receipt screen: %d %s", code, raw)
	}
	if r := rs.Sections.Receipt.Data; r.ConfirmationNumber != receiptID || r.Total != "120.00" || r.Tender.Type != "external" {
		t.Fatalf("receipt %+v, want %s, 120.00, external", r, receiptID)
	}

	// CHK-18: the paid cart is retired; the next checkout has a new, empty cart.
	var next checkoutJSON
	if code, raw := p.handoffCall("GET", "/screens/checkout", nil, nil, &next); code != 200 ||
		next.Sections.Cart.Data.ID == h.CartID || len(next.Sections.Cart.Data.Items) != 0 {
		t.Fatalf("checkout after the hand-off: %d %s, want a new empty cart", code, raw)
	}
}

func TestHandoff_CHK02_aFailedExternalPaymentReturnsToTheRedirectRouteWithTheCartKept(t *testing.T) {
	m, _ := startMain(t)
	p := newPayer(t, m)
	h := p.handOff()

	status, to := externalDecision(t, h.URL, url.Values{"decision": {"fail"}})
	if want := m.URL("bff") + "/sunshine/handoff/redirect/" + h.CartID; status != http.StatusSeeOther || to != want {
		t.Fatalf("fail: %d to %q, want 303 to %s", status, to, want)
	}
	var s checkoutJSON
	if code, raw := p.handoffCall("GET", "/screens/checkout", nil, nil, &s); code != 200 ||
		s.Sections.Cart.Data.ID != h.CartID || len(s.Sections.Cart.Data.Items) != 1 {
		t.Fatalf("checkout after a failed payment: %d %s, want the same cart with its item", code, raw)
	}
	// The payer can hand the same cart off again.
	var again handoffJSON
	if code, raw := p.handoffCall("POST", "/checkout/handoff", map[string]any{}, map[string]string{"Idempotency-Key": p.newKey()}, &again); code != 200 || again.URL != h.URL {
		t.Fatalf("second hand-off: %d %s", code, raw)
	}
}

func TestHandoff_CHK02_isIdempotentByKeyAndRefusedOnASiteWithoutExternalCheckout(t *testing.T) {
	m, _ := startMain(t)
	p := newPayer(t, m)
	h := p.handOff()

	key := p.newKey()
	var first, second handoffJSON
	if code, raw := p.handoffCall("POST", "/checkout/handoff", map[string]any{}, map[string]string{"Idempotency-Key": key}, &first); code != 200 {
		t.Fatalf("handoff: %d %s", code, raw)
	}
	if code, raw := p.handoffCall("POST", "/checkout/handoff", map[string]any{}, map[string]string{"Idempotency-Key": key}, &second); code != 200 || second != first || first.URL != h.URL {
		t.Fatalf("replay: %d %s, want %+v", code, raw, first)
	}
	if code, _ := p.handoffCall("POST", "/checkout/handoff", map[string]any{}, nil, nil); code != 400 {
		t.Fatalf("handoff without an Idempotency-Key: %d, want 400", code)
	}

	// sunshine/demo takes payments in the portal (CHK-02 applies only to a
	// site configured for external checkout).
	p.add(p.find("R100-002").Path)
	var e errorJSON
	code := p.call("POST", "/checkout/handoff", map[string]any{}, map[string]string{"Idempotency-Key": p.newKey(), "Accept-Language": "es"}, &e)
	if code != 422 || e.Error.DisplayMessage != "Este sitio recibe los pagos en esta página, no en un sitio de pagos externo." {
		t.Fatalf("handoff on sunshine/demo: %d %+v, want 422 with the Spanish text", code, e)
	}
}
