package deploytest

import (
	"bytes"
	"encoding/json"
	"fmt"
	"io"
	"net/http"
	"net/http/cookiejar"
	"net/url"
	"regexp"
	"strconv"
	"strings"
	"testing"
	"time"
)

// loopbackJar is a browser's cookie jar on this machine: like browsers, it
// treats http://127.0.0.1 as a secure context, so the BFF's Secure session
// cookie (every environment but dev and test sets it) is sent back.
type loopbackJar struct{ *cookiejar.Jar }

func secure(u *url.URL) *url.URL {
	if u.Scheme == "http" && (u.Hostname() == "127.0.0.1" || u.Hostname() == "localhost") {
		c := *u
		c.Scheme = "https"
		return &c
	}
	return u
}

func (j loopbackJar) SetCookies(u *url.URL, cookies []*http.Cookie) {
	j.Jar.SetCookies(secure(u), cookies)
}
func (j loopbackJar) Cookies(u *url.URL) []*http.Cookie { return j.Jar.Cookies(secure(u)) }

// browser is one guest: a cookie jar and the portal's headers.
type browser struct {
	t      *testing.T
	client *http.Client
}

func newBrowser(t *testing.T) *browser {
	jar, err := cookiejar.New(nil)
	if err != nil {
		t.Fatal(err)
	}
	return &browser{t: t, client: &http.Client{Jar: loopbackJar{jar}, Timeout: time.Minute}}
}

// do sends a request and decodes a JSON answer into out (when not nil).
func (b *browser) do(method, u string, body any, hdr map[string]string, out any) (int, http.Header, []byte) {
	b.t.Helper()
	var r io.Reader
	if body != nil {
		raw, err := json.Marshal(body)
		if err != nil {
			b.t.Fatal(err)
		}
		r = bytes.NewReader(raw)
	}
	req, err := http.NewRequest(method, u, r)
	if err != nil {
		b.t.Fatal(err)
	}
	if body != nil {
		req.Header.Set("Content-Type", "application/json")
	}
	if method != http.MethodGet {
		req.Header.Set("X-Requested-With", "payhub")
	}
	for k, v := range hdr {
		req.Header.Set(k, v)
	}
	resp, err := b.client.Do(req)
	if err != nil {
		b.t.Fatalf("%s %s: %v", method, u, err)
	}
	defer resp.Body.Close()
	raw, err := io.ReadAll(resp.Body)
	if err != nil {
		b.t.Fatal(err)
	}
	if out != nil {
		if err := json.Unmarshal(raw, out); err != nil {
			b.t.Fatalf("%s %s: %d %s: %v", method, u, resp.StatusCode, raw, err)
		}
	}
	return resp.StatusCode, resp.Header, raw
}

// TestComposeUp_guestPaysThroughTheLoadBalancer runs docker/compose.yaml's
// services as local processes (Redis, the sandbox, two BFF replicas and
// nginx with the file's own configuration) and pays a property-tax bill as
// a guest through nginx: search, add to cart, the checkout screen, a test
// card typed into the wallet host, check-out. Both replicas serve the
// guest's requests, so the cart and session are shared through Redis.
func TestComposeUp_guestPaysThroughTheLoadBalancer(t *testing.T) {
	r, c := upCompose(t)
	lb := r.url("8080")
	api := lb + "/bff/v1/sunshine/demo"
	b := newBrowser(t)

	// Each replica is ready, asked directly as an orchestrator asks; the
	// load balancer does not answer the probes to the outside.
	for _, name := range []string{"bff-1", "bff-2"} {
		addr := r.rewrite(c.Services[name].Environment["PAYHUB_ADDR"])
		_, port, _ := strings.Cut(addr, ":")
		if code, _, raw := b.do("GET", "http://127.0.0.1:"+port+"/readyz", nil, nil, nil); code != 200 {
			t.Fatalf("%s /readyz: %d %s", name, code, raw)
		}
	}
	for _, probe := range []string{"/readyz", "/healthz"} {
		if code, _, _ := b.do("GET", lb+probe, nil, nil, nil); code != 404 {
			t.Errorf("%s through nginx: %d, want 404 (the probes are not public)", probe, code)
		}
	}
	var found struct {
		Payables []struct{ Path, Amount string } `json:"payables"`
	}
	if code, _, raw := b.do("GET", api+"/search/property-tax?account_number=R100-001", nil, nil, &found); code != 200 || len(found.Payables) != 1 {
		t.Fatalf("search: %d %s", code, raw)
	}
	var cart struct {
		ID       string `json:"id"`
		Subtotal string `json:"subtotal"`
	}
	body := map[string]any{"items": []map[string]any{{"path": found.Payables[0].Path}}}
	if code, _, raw := b.do("POST", api+"/cart/items", body, nil, &cart); code != 200 || cart.Subtotal != "1234.56" {
		t.Fatalf("add to cart: %d %s", code, raw)
	}
	var screen struct {
		Sections struct {
			Cart struct {
				Data struct {
					ID       string `json:"id"`
					Subtotal string `json:"subtotal"`
				}
			} `json:"cart"`
			Fees struct {
				Data map[string]struct{ Amount string }
			} `json:"fees"`
			Wallet struct {
				Data struct {
					CardInputURL string `json:"cardInputUrl"`
				}
			} `json:"wallet"`
		} `json:"sections"`
	}
	if code, _, raw := b.do("GET", api+"/screens/checkout", nil, nil, &screen); code != 200 || screen.Sections.Cart.Data.ID != cart.ID {
		t.Fatalf("checkout screen: %d %s", code, raw)
	}
	// The card-input frame is on the wallet host's published origin, the
	// compose file's PAYHUB_WALLET_URL.
	frame, err := url.Parse(screen.Sections.Wallet.Data.CardInputURL)
	wallet := r.rewrite(c.Services["bff-1"].Environment["PAYHUB_WALLET_URL"])
	if err != nil || frame.Scheme+"://"+frame.Host != wallet {
		t.Fatalf("card input %q is not on the wallet host %s", screen.Sections.Wallet.Data.CardInputURL, wallet)
	}
	var tender struct {
		Token string `json:"token"`
	}
	card := map[string]any{"ewalletToken": frame.Query().Get("token"), "type": "card",
		"card": map[string]string{"number": "4242424242424242", "expiry": "12/" + fmt.Sprint(time.Now().Year()%100+3),
			"cvc": "123", "name": "Ana Diaz"}}
	if code, _, raw := b.do("POST", wallet+"/card-input/v3/tokenize", card, map[string]string{"Origin": wallet}, &tender); code != 200 ||
		!strings.HasPrefix(tender.Token, "tndr_") {
		t.Fatalf("tokenize at the wallet host: %d %s", code, raw)
	}
	checkout := map[string]any{
		"botToken": "sandbox-pass",
		"tender": map[string]string{"type": "card", "token": tender.Token, "lastDigits": "4242",
			"cardBrand": "Visa", "userName": "Ana Diaz"},
		"extraFields": map[string]string{"email": "ana@example.com", "phone": "", "contactPreference": "email"},
		"expected":    map[string]string{"subtotal": "1234.56", "fee": screen.Sections.Fees.Data["card"].Amount},
		"language":    "en",
	}
	var receipt struct {
		ConfirmationNumber string `json:"confirmationNumber"`
		Total              string `json:"total"`
	}
	key := "compose-" + strconv.FormatInt(time.Now().UnixNano(), 36)
	if code, _, raw := b.do("POST", api+"/checkout", checkout, map[string]string{"Idempotency-Key": key}, &receipt); code != 200 ||
		receipt.ConfirmationNumber == "" {
		t.Fatalf("check-out: %d %s", code, raw)
	}
	// The sandbox charged the cart once.
	var ledger struct {
		Charges []struct{ Amount, Outcome string } `json:"charges"`
	}
	if code, _, raw := b.do("GET", r.url("8090")+"/svc/wallet/ledger?reference="+url.QueryEscape(cart.ID), nil, nil, &ledger); code != 200 ||
		len(ledger.Charges) != 1 || ledger.Charges[0].Outcome != "approved" || ledger.Charges[0].Amount != receipt.Total {
		t.Fatalf("ledger: %d %s, want one approved charge of %s", code, raw, receipt.Total)
	}
	checkBothReplicasServed(t, r, b, c)
}

// apiRequest counts a replica's served requests to the API's cart and
// checkout routes in its /metrics.
var apiRequest = regexp.MustCompile(`(?m)^payhub_http_requests_total\{[^}]*route="/bff/v1/:client/:site/(?:cart|checkout|screens)[^"]*"[^}]*\} (\d+)`)

// checkBothReplicasServed reads each BFF's metrics listener: nginx spread
// the guest's requests over both, so one replica's session and cart were
// the other's, through Redis.
func checkBothReplicasServed(t *testing.T, r *localRun, b *browser, c composeFile) {
	t.Helper()
	for _, name := range []string{"bff-1", "bff-2"} {
		addr := r.rewrite(c.Services[name].Environment["PAYHUB_METRICS_ADDR"])
		_, port, _ := strings.Cut(addr, ":")
		code, _, raw := b.do("GET", "http://127.0.0.1:"+port+"/metrics", nil, nil, nil)
		if code != 200 {
			t.Fatalf("%s /metrics: %d", name, code)
		}
		served := 0
		for _, m := range apiRequest.FindAllStringSubmatch(string(raw), -1) {
			n, _ := strconv.Atoi(m[1])
			served += n
		}
		if served == 0 {
			t.Errorf("%s served none of the guest's cart and checkout requests", name)
		}
	}
}

// TestComposeUp_exampleSiteNamesThePublishedOrigins loads the example county
// website from nginx: its pages name the load balancer's origin for the
// SDK and the portal, and carry the site's Content-Security-Policy.
func TestComposeUp_exampleSiteNamesThePublishedOrigins(t *testing.T) {
	r, _ := upCompose(t)
	b := newBrowser(t)
	lbOrigin := "http://localhost:" + r.port("8080")
	for _, page := range []string{"/", "/township.html"} {
		code, hdr, raw := b.do("GET", r.url("8081")+page, nil, nil, nil)
		html := string(raw)
		if code != 200 || strings.Contains(html, "{{") || !strings.Contains(html, lbOrigin+"/sdk/payhub.js") ||
			!strings.Contains(html, `content="http://localhost:`+r.port("8090")+`/svc/issuer"`) {
			t.Fatalf("%s: %d, want the page with the running origins filled in:\n%s", page, code, html)
		}
		if csp := hdr.Get("Content-Security-Policy"); !strings.Contains(csp, "frame-src "+lbOrigin) {
			t.Errorf("%s: Content-Security-Policy %q does not let the widget be framed from %s", page, csp, lbOrigin)
		}
	}
}
