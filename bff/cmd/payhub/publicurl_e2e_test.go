package main

import (
	"strings"
	"testing"
)

// TestPublicURL_aBFFBehindATLSProxyNamesItsPublicPages runs the BFF as it
// runs behind a load balancer that ends TLS: the request reaches it over
// plain http, so without --public-url a PayPal return address on the
// public https origin is refused as another site's page. With it, the
// public origin is the page's, and another origin is still refused.
func TestPublicURL_aBFFBehindATLSProxyNamesItsPublicPages(t *testing.T) {
	const public = "https://pay.example.gov"
	order := func(p *payer, returnURL string) int {
		p.t.Helper()
		s := p.checkoutScreen()
		body := map[string]any{"brand": "paypal", "returnUrl": returnURL, "botToken": passToken,
			"extraFields": map[string]string{"email": "ana@example.com", "contactPreference": "email"},
			"expected":    map[string]string{"subtotal": s.Sections.Cart.Data.Subtotal, "fee": s.Sections.Fees.Data["paypal"].Amount}}
		var out struct{ OrderID string }
		return p.call("POST", "/checkout/paypal", body, map[string]string{"Idempotency-Key": p.newKey()}, &out)
	}

	t.Run("without --public-url the request's own origin is the page's", func(t *testing.T) {
		m, _ := startMain(t)
		p := newPayer(t, m)
		p.add(p.find("R100-001").Path)
		if code := order(p, public+"/sunshine/demo/checkout"); code != 400 {
			t.Fatalf("a return address on the public origin: %d, want 400 (the request came over http)", code)
		}
	})

	t.Run("with --public-url the public origin is the page's", func(t *testing.T) {
		m, _ := startMain(t, "--public-url", public+"/")
		p := newPayer(t, m)
		p.add(p.find("R100-001").Path)
		if code := order(p, public+"/sunshine/demo/checkout"); code != 200 {
			t.Fatalf("a return address on the public origin: %d, want 200", code)
		}
		if code := order(p, m.URL("bff")+"/sunshine/demo/checkout"); code != 400 {
			t.Fatalf("a return address on the internal origin: %d, want 400", code)
		}
		if code := order(p, strings.Replace(public, "https", "http", 1)+"/sunshine/demo/checkout"); code != 400 {
			t.Fatalf("a return address on the public host over http: %d, want 400", code)
		}
	})
}

// TestPublicURL_onlyAnOriginIsAccepted checks --public-url's parsing.
func TestPublicURL_onlyAnOriginIsAccepted(t *testing.T) {
	for in, want := range map[string]string{"": "", "https://pay.example.gov": "https://pay.example.gov",
		"https://pay.example.gov/": "https://pay.example.gov", "http://127.0.0.1:8080": "http://127.0.0.1:8080"} {
		if got, err := parsePublicURL(in); err != nil || got != want {
			t.Errorf("parsePublicURL(%q) = %q, %v; want %q", in, got, err, want)
		}
	}
	for _, in := range []string{"pay.example.gov", "ftp://pay.example.gov", "https://pay.example.gov/portal",
		"https://pay.example.gov?x=1", "https://user@pay.example.gov", "https://"} {
		if got, err := parsePublicURL(in); err == nil {
			t.Errorf("parsePublicURL(%q) = %q, want an error", in, got)
		}
	}
}
