package main

import (
	"bytes"
	"encoding/json"
	"fmt"
	"io"
	"net/http"
	"net/http/cookiejar"
	"net/url"
	"strconv"
	"strings"
	"sync/atomic"
	"testing"
	"time"
)

// payer is one browser on the portal: it keeps the BFF's session cookie and
// sends what the portal sends (the CSRF header on commands). Card numbers
// go only to the wallet host, as the card-input frame would send them.
type payer struct {
	t      testing.TB
	bff    string
	wallet string
	client *http.Client
	keys   atomic.Int64
}

func newPayer(t testing.TB, m *Main) *payer {
	t.Helper()
	jar, err := cookiejar.New(nil)
	if err != nil {
		t.Fatal(err)
	}
	return &payer{t: t, bff: m.URL("bff"), wallet: m.URL("wallet"), client: &http.Client{Jar: jar, Timeout: 2 * time.Minute}}
}

// call sends a request to the BFF API under /bff/v1/sunshine/demo and
// decodes a JSON answer into out (when out is not nil).
func (p *payer) call(method, path string, body any, hdr map[string]string, out any) int {
	p.t.Helper()
	status, raw := p.raw(method, p.bff+"/bff/v1/sunshine/demo"+path, body, hdr)
	if out != nil {
		if err := json.Unmarshal(raw, out); err != nil {
			p.t.Fatalf("%s %s: %d %s: %v", method, path, status, raw, err)
		}
	}
	return status
}

func (p *payer) raw(method, u string, body any, hdr map[string]string) (int, []byte) {
	p.t.Helper()
	var r io.Reader
	if body != nil {
		b, err := json.Marshal(body)
		if err != nil {
			p.t.Fatal(err)
		}
		r = bytes.NewReader(b)
	}
	req, err := http.NewRequest(method, u, r)
	if err != nil {
		p.t.Fatal(err)
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
	resp, err := p.client.Do(req)
	if err != nil {
		p.t.Fatalf("%s %s: %v", method, u, err)
	}
	defer resp.Body.Close()
	raw, _ := io.ReadAll(resp.Body)
	return resp.StatusCode, raw
}

// Wire shapes the tests read.
type (
	payableJSON struct {
		Path   string `json:"path"`
		Amount string `json:"amount"`
		InCart bool   `json:"inCart"`
	}
	cartJSON struct {
		ID       string `json:"id"`
		Subtotal string `json:"subtotal"`
		Items    []struct {
			ID   string `json:"id"`
			Path string `json:"path"`
		} `json:"items"`
	}
	tendersJSON struct {
		Allowed []string `json:"allowed"`
		Blocked []struct {
			Type, Reason, Department, Limit string
		} `json:"blocked"`
		Alerts []struct {
			Level string   `json:"level"`
			Types []string `json:"types"`
		} `json:"alerts"`
	}
	walletJSON struct {
		Origin       string `json:"origin"`
		CardInputURL string `json:"cardInputUrl"`
		BankInputURL string `json:"bankInputUrl"`
	}
	checkoutJSON struct {
		Complete   bool     `json:"complete"`
		Incomplete []string `json:"incomplete"`
		Sections   struct {
			Cart struct{ Data cartJSON } `json:"cart"`
			Fees struct {
				Data map[string]struct{ Amount string }
			} `json:"fees"`
			Tenders struct{ Data tendersJSON } `json:"tenders"`
			Wallet  struct{ Data walletJSON }  `json:"wallet"`
		} `json:"sections"`
	}
	receiptResultJSON struct {
		ConfirmationNumber string `json:"confirmationNumber"`
		ReceiptID          string `json:"receiptId"`
		Total              string `json:"total"`
		Items              []struct {
			DisplayName string `json:"displayName"`
		} `json:"items"`
		Tender struct {
			LastDigits string `json:"lastDigits"`
		} `json:"tender"`
	}
	errorJSON struct {
		Error struct {
			Code           string `json:"code"`
			Message        string `json:"message"`
			DisplayMessage string `json:"displayMessage"`
		} `json:"error"`
	}
)

// find searches the property-tax source for account and returns its one result.
func (p *payer) find(account string) payableJSON {
	p.t.Helper()
	var res struct {
		Payables []payableJSON `json:"payables"`
	}
	if code := p.call("GET", "/search/property-tax?account_number="+url.QueryEscape(account), nil, nil, &res); code != 200 || len(res.Payables) != 1 {
		p.t.Fatalf("search %s: %d %+v", account, code, res)
	}
	return res.Payables[0]
}

// add puts path in the cart.
func (p *payer) add(path string) cartJSON {
	p.t.Helper()
	var c cartJSON
	body := map[string]any{"items": []map[string]any{{"path": path}}}
	if code := p.call("POST", "/cart/items", body, nil, &c); code != 200 {
		p.t.Fatalf("add %s: %d %+v", path, code, c)
	}
	return c
}

// checkoutScreen loads the checkout screen.
func (p *payer) checkoutScreen() checkoutJSON {
	p.t.Helper()
	var s checkoutJSON
	if code := p.call("GET", "/screens/checkout", nil, nil, &s); code != 200 {
		p.t.Fatalf("checkout screen: %d", code)
	}
	return s
}

// tokenize types a card into the wallet host, as the card-input frame at
// frameURL would, and returns the tender token.
func (p *payer) tokenize(frameURL, number string) string {
	p.t.Helper()
	u, err := url.Parse(frameURL)
	if err != nil || u.Scheme+"://"+u.Host != p.wallet {
		p.t.Fatalf("frame URL %q is not on the wallet host %s", frameURL, p.wallet)
	}
	body := map[string]any{"ewalletToken": u.Query().Get("token"), "type": "card",
		"card": map[string]string{"number": number, "expiry": "12/" + fmt.Sprint(time.Now().Year()%100+3), "cvc": "123", "name": "Ana Diaz"}}
	status, raw := p.raw("POST", p.wallet+"/card-input/v3/tokenize", body, map[string]string{"Origin": p.wallet})
	var out struct {
		Token string `json:"token"`
	}
	if status != 200 || json.Unmarshal(raw, &out) != nil || !strings.HasPrefix(out.Token, "tndr_") {
		p.t.Fatalf("tokenize: %d %s", status, raw)
	}
	return out.Token
}

// passToken is the sandbox bot challenge's passed token; sunshine/demo
// enables the challenge (spec 000 §1).
const passToken = "sandbox-pass"

// checkoutBody is the body the portal posts to pay with a card token.
func checkoutBody(token, subtotal, fee string) map[string]any {
	return map[string]any{
		"botToken":    passToken,
		"tender":      map[string]string{"type": "card", "token": token, "lastDigits": "4242", "cardBrand": "Visa", "userName": "Ana Diaz"},
		"extraFields": map[string]string{"email": "ana@example.com", "phone": "", "contactPreference": "email"},
		"expected":    map[string]string{"subtotal": subtotal, "fee": fee},
		"language":    "en",
	}
}

// newKey is a fresh idempotency key, as the portal makes one per submit.
//
// The time is written in base 36: a long run of decimal digits may read as a
// card number, and a key that ends up in a message or a log would be masked.
func (p *payer) newKey() string {
	return fmt.Sprintf("submit-%s-%d", strconv.FormatInt(time.Now().UnixNano(), 36), p.keys.Add(1))
}

// ledger lists the sandbox's charges of one cart.
func ledger(t *testing.T, m *Main, cartID string) []struct{ Outcome string } {
	t.Helper()
	var out struct {
		Charges []struct{ Outcome string } `json:"charges"`
	}
	if code := getJSON(t, m.URL("sandbox")+"/svc/wallet/ledger?reference="+url.QueryEscape(cartID), &out); code != 200 {
		t.Fatalf("ledger: %d", code)
	}
	return out.Charges
}
