package loadtest

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

// loopbackJar treats http://127.0.0.1 as a secure context, as browsers do,
// so the BFF's Secure session cookie (PAYHUB_ENV demo sets it) comes back.
type loopbackJar struct{ *cookiejar.Jar }

func secure(u *url.URL) *url.URL {
	if u.Scheme == "http" && u.Hostname() == "127.0.0.1" {
		c := *u
		c.Scheme = "https"
		return &c
	}
	return u
}

func (j loopbackJar) SetCookies(u *url.URL, c []*http.Cookie) { j.Jar.SetCookies(secure(u), c) }
func (j loopbackJar) Cookies(u *url.URL) []*http.Cookie       { return j.Jar.Cookies(secure(u)) }

// transport is shared by every simulated browser, with enough idle
// connections for the harness's concurrency.
var sharedTransport = &http.Transport{MaxIdleConns: 512, MaxIdleConnsPerHost: 256, IdleConnTimeout: 30 * time.Second}

// guest is one payer's browser: a cookie jar, an address of its own (sent
// as X-Forwarded-For, which nginx passes on and the BFF trusts from it, so
// the per-address rate limit sees one person), and the recorder.
type guest struct {
	t      *testing.T
	rec    *recorder
	client *http.Client
	ip     string
	lb     string // nginx
	wallet string
	api    string
}

var guestSeq atomic.Int64

func newGuest(t *testing.T, s *stack, rec *recorder) *guest {
	jar, err := cookiejar.New(nil)
	must(t, err)
	n := guestSeq.Add(1)
	return &guest{t: t, rec: rec, lb: s.lbURL, wallet: s.walletURL, api: s.lbURL + "/bff/v1/sunshine/demo",
		ip:     fmt.Sprintf("10.%d.%d.%d", n>>16&255, n>>8&255, n&255),
		client: &http.Client{Jar: loopbackJar{jar}, Timeout: 2 * time.Minute, Transport: sharedTransport}}
}

// answer is one exchange: err is set when no answer came (the portal's
// network error); fromLB marks an error page of nginx itself rather than
// a JSON answer of a replica.
type answer struct {
	status int
	header http.Header
	body   []byte
	err    error
}

func (a answer) fromLB() bool {
	return a.err == nil && a.status >= 500 && !strings.HasPrefix(a.header.Get("Content-Type"), "application/json")
}

// do sends one request and records it under kind.
func (g *guest) do(kind, method, u string, body any, hdr map[string]string) answer {
	var r io.Reader
	if body != nil {
		raw, err := json.Marshal(body)
		must(g.t, err)
		r = bytes.NewReader(raw)
	}
	req, err := http.NewRequest(method, u, r)
	must(g.t, err)
	if body != nil {
		req.Header.Set("Content-Type", "application/json")
	}
	if method != http.MethodGet {
		req.Header.Set("X-Requested-With", "payhub")
	}
	req.Header.Set("X-Forwarded-For", g.ip)
	for k, v := range hdr {
		req.Header.Set(k, v)
	}
	start := time.Now()
	resp, err := g.client.Do(req)
	var a answer
	if err != nil {
		a.err = err
	} else {
		a.status, a.header = resp.StatusCode, resp.Header
		a.body, a.err = io.ReadAll(resp.Body)
		_ = resp.Body.Close()
	}
	if g.rec != nil && strings.HasPrefix(u, g.lb) {
		g.rec.add(kind, start, time.Since(start), a)
	}
	return a
}

// checkoutScreen is the part of the checkout screen a payment needs.
type checkoutScreen struct {
	Complete   bool     `json:"complete"`
	Incomplete []string `json:"incomplete"`
	Sections   struct {
		Cart struct {
			Data *struct {
				ID       string `json:"id"`
				Subtotal string `json:"subtotal"`
			}
		} `json:"cart"`
		Fees struct {
			Data map[string]struct{ Amount string }
		} `json:"fees"`
		Wallet struct {
			Data *struct {
				CardInputURL string `json:"cardInputUrl"`
			}
		} `json:"wallet"`
	} `json:"sections"`
}

// receipt is the part of a check-out's answer the reconciliation reads.
type receipt struct {
	ReceiptID          string `json:"receiptId"`
	ConfirmationNumber string `json:"confirmationNumber"`
	Total              string `json:"total"`
}

// cartResult is how one guest's payment ended, as the guest saw it.
type cartResult struct {
	cartID   string
	paid     *receipt
	failure  string // the error shown, when not paid
	attempts int
	keys     int
}

// bounded tries of each step: a guest gives up after these, and the
// reconciliation then wants the cart uncharged.
const (
	stepTries     = 8
	checkoutTries = 12
)

// backoff waits before try n (0-based), doubling from 100 ms to 3 s.
func backoff(n int) {
	d := 100 * time.Millisecond << min(n, 5)
	time.Sleep(min(d, 3*time.Second))
}

// ready puts R100-002 in the guest's cart, reads the checkout screen and
// tokenizes a test card at the wallet host; it answers the cart's id and
// the check-out body, or the reason it could not.
func (g *guest) ready(payablePath string) (string, map[string]any, error) {
	var last string
	added := false
	for n := 0; n < stepTries && !added; n++ {
		a := g.do("add", "POST", g.api+"/cart/items", map[string]any{"items": []map[string]any{{"path": payablePath}}}, nil)
		switch {
		case a.err == nil && a.status == 200:
			added = true
		case a.err == nil && a.status == 409 && n > 0:
			// An earlier try added it and its answer was lost (409
			// conflict: already in the cart, the only conflict a new
			// guest's cart has): the portal shows the item in the
			// cart, and the checkout screen read next must too.
			added = true
		default:
			last = describe(a)
			backoff(n)
		}
	}
	if !added {
		return "", nil, fmt.Errorf("add to cart: %s", last)
	}
	var s checkoutScreen
	for n := 0; ; n++ {
		if n == stepTries {
			return "", nil, fmt.Errorf("checkout screen: %s", last)
		}
		a := g.do("screen:checkout", "GET", g.api+"/screens/checkout", nil, nil)
		s = checkoutScreen{}
		if a.err == nil && a.status == 200 && json.Unmarshal(a.body, &s) == nil && s.Sections.Cart.Data != nil &&
			s.Sections.Cart.Data.Subtotal != "" && s.Sections.Cart.Data.Subtotal != "0.00" && s.Sections.Wallet.Data != nil && s.Sections.Fees.Data["card"].Amount != "" {
			break
		}
		last = describe(a)
		backoff(n)
	}
	frame, err := url.Parse(s.Sections.Wallet.Data.CardInputURL)
	if err != nil {
		return "", nil, err
	}
	card := map[string]any{"ewalletToken": frame.Query().Get("token"), "type": "card",
		"card": map[string]string{"number": "4242424242424242", "expiry": "12/" + fmt.Sprint(time.Now().Year()%100+3),
			"cvc": "123", "name": "Ana Diaz"}}
	a := g.do("tokenize", "POST", g.wallet+"/card-input/v3/tokenize", card, map[string]string{"Origin": g.wallet})
	var tender struct {
		Token string `json:"token"`
	}
	if a.err != nil || a.status != 200 || json.Unmarshal(a.body, &tender) != nil {
		return "", nil, fmt.Errorf("tokenize: %s", describe(a))
	}
	body := map[string]any{
		"botToken": "sandbox-pass",
		"tender": map[string]string{"type": "card", "token": tender.Token, "lastDigits": "4242",
			"cardBrand": "Visa", "userName": "Ana Diaz"},
		"extraFields": map[string]string{"email": "ana@example.com", "phone": "", "contactPreference": "email"},
		"expected":    map[string]string{"subtotal": s.Sections.Cart.Data.Subtotal, "fee": s.Sections.Fees.Data["card"].Amount},
		"language":    "en",
	}
	return s.Sections.Cart.Data.ID, body, nil
}

var keySeq atomic.Int64

func newKey() string {
	return "load-" + strconv.FormatInt(time.Now().UnixNano(), 36) + "-" + strconv.FormatInt(keySeq.Add(1), 36)
}

// pay sends the check-out as the portal does (widget/src/features/review/
// useSubmitPayment.ts): one Idempotency-Key per attempt, kept for a retry
// when the answer may have been lost (no answer, 502, 504); any other
// answer ends the attempt, and the payer pressing Pay again starts a new
// one with a new key. Also kept: the key of an attempt answered 409
// (another request with it still runs) or 429 (slowed down). A decline or
// another refusal is final.
func (g *guest) pay(cartID string, body map[string]any) cartResult {
	return g.payWith(cartID, body, newKey())
}

// payWith is pay whose first attempt sends key: the portal sends an
// attempt again with its key after its answer was lost.
func (g *guest) payWith(cartID string, body map[string]any, key string) cartResult {
	res := cartResult{cartID: cartID, keys: 1}
	for n := 0; n < checkoutTries; n++ {
		res.attempts++
		a := g.do("checkout", "POST", g.api+"/checkout", body, map[string]string{"Idempotency-Key": key})
		switch {
		case a.err == nil && a.status == 200:
			var r receipt
			if json.Unmarshal(a.body, &r) == nil && r.ReceiptID != "" {
				res.paid = &r
				return res
			}
			res.failure = "200 without a receipt: " + describe(a)
			return res
		case a.err != nil, a.status == 502, a.status == 504, a.status == 409, a.status == 429:
			// The same attempt again.
		case a.status >= 500:
			key = newKey()
			res.keys++
		default:
			res.failure = describe(a)
			return res
		}
		res.failure = describe(a)
		backoff(n)
	}
	return res
}

// describe is an answer in a line, for failures.
func describe(a answer) string {
	if a.err != nil {
		return "no answer: " + a.err.Error()
	}
	b := string(a.body)
	if len(b) > 200 {
		b = b[:200]
	}
	return fmt.Sprintf("%d %s", a.status, strings.TrimSpace(b))
}

// charge is one entry of the sandbox's ledger.
type charge struct {
	Amount  string `json:"amount"`
	Outcome string `json:"outcome"`
}

// ledger is the sandbox's record of a cart's charges, asked of the
// sandbox directly (not through the faults).
func ledger(t *testing.T, s *stack, cartID string) []charge {
	t.Helper()
	resp, err := http.Get(s.sandboxURL + "/svc/wallet/ledger?reference=" + url.QueryEscape(cartID))
	must(t, err)
	defer resp.Body.Close()
	var out struct {
		Charges []charge `json:"charges"`
	}
	if resp.StatusCode != 200 || json.NewDecoder(resp.Body).Decode(&out) != nil {
		t.Fatalf("ledger of %s: %d", cartID, resp.StatusCode)
	}
	var approved []charge
	for _, c := range out.Charges {
		if c.Outcome == "approved" {
			approved = append(approved, c)
		}
	}
	return approved
}

// reconciliation is the ledger against what the guests saw.
type reconciliation struct {
	carts, paid, unpaid, notReady int
	doubleCharges                 int // carts charged more than once
	chargedNoReceipt              int // charged, yet the guest saw an error
	wrongAmount                   int // charged another amount than the receipt's
	keys, attempts                int
	failures                      map[string]int
}

// reconcile checks each cart against the ledger: paid exactly once with
// the receipt's total, or not charged at all.
func reconcile(t *testing.T, s *stack, results []cartResult) reconciliation {
	t.Helper()
	r := reconciliation{failures: map[string]int{}}
	for _, res := range results {
		r.carts++
		if res.cartID == "" {
			r.notReady++
			r.failures[firstWords(res.failure)]++
			continue
		}
		r.keys += res.keys
		r.attempts += res.attempts
		charges := ledger(t, s, res.cartID)
		if len(charges) > 1 {
			r.doubleCharges++
			t.Errorf("cart %s: %d charges %+v", res.cartID, len(charges), charges)
		}
		switch {
		case res.paid != nil:
			r.paid++
			if len(charges) == 0 {
				t.Errorf("cart %s: receipt %s without a charge", res.cartID, res.paid.ConfirmationNumber)
			} else if charges[0].Amount != res.paid.Total {
				r.wrongAmount++
				t.Errorf("cart %s: charged %s, receipt says %s", res.cartID, charges[0].Amount, res.paid.Total)
			}
		default:
			r.unpaid++
			r.failures[firstWords(res.failure)]++
			if len(charges) > 0 {
				r.chargedNoReceipt++
				t.Errorf("cart %s: charged %s but the guest saw %q", res.cartID, charges[0].Amount, res.failure)
			}
		}
	}
	return r
}

// firstWords groups failures by their status and error code.
func firstWords(s string) string {
	if i := strings.Index(s, `"code":"`); i >= 0 {
		rest := s[i+8:]
		if j := strings.IndexByte(rest, '"'); j >= 0 {
			return strings.SplitN(s, " ", 2)[0] + " " + rest[:j]
		}
	}
	if len(s) > 60 {
		s = s[:60]
	}
	return s
}

// findPayable searches the property tax the guests pay, once.
func findPayable(t *testing.T, s *stack) string {
	t.Helper()
	g := newGuest(t, s, nil)
	a := g.do("search", "GET", g.api+"/search/property-tax?account_number=R100-002", nil, nil)
	var found struct {
		Payables []struct{ Path string } `json:"payables"`
	}
	if a.err != nil || a.status != 200 || json.Unmarshal(a.body, &found) != nil || len(found.Payables) != 1 {
		t.Fatalf("search: %s", describe(a))
	}
	return found.Payables[0].Path
}
