package wallet_test

import (
	"encoding/json"
	"fmt"
	"io"
	"net/http"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/payhub/payhub/sandbox/ewallet"
	"github.com/payhub/payhub/sandbox/processor"
	"github.com/payhub/payhub/sandbox/wallet"
)

// post sends a tokenize request with body from the host's own origin,
// headers overriding, and returns the status and the body.
func (f *fixture) post(t *testing.T, body string, header map[string]string) (int, []byte) {
	t.Helper()
	req, err := http.NewRequestWithContext(t.Context(), http.MethodPost, f.url+wallet.TokenizePath, strings.NewReader(body))
	if err != nil {
		t.Fatal(err)
	}
	req.Header.Set("Content-Type", "application/json")
	req.Header.Set("Origin", f.url)
	for k, v := range header {
		if v == "" {
			req.Header.Del(k)
		} else {
			req.Header.Set(k, v)
		}
	}
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		t.Fatalf("POST tokenize: %v", err)
	}
	defer resp.Body.Close()
	b, err := io.ReadAll(resp.Body)
	if err != nil {
		t.Fatal(err)
	}
	return resp.StatusCode, b
}

func cardBody(token, number, expiry, cvc string) string {
	b, _ := json.Marshal(wallet.TokenizeRequest{EwalletToken: token, Type: processor.TypeCard,
		Card: &wallet.CardInput{Number: number, Expiry: expiry, CVC: cvc, Name: "Ana Diaz"}})
	return string(b)
}

func bankBody(token string, in wallet.BankInput) string {
	b, _ := json.Marshal(wallet.TokenizeRequest{EwalletToken: token, Type: processor.TypeBank, Bank: &in})
	return string(b)
}

// assertNowhere fails when secret is in any column of any table, in the
// database files, or in the logs.
func (f *fixture) assertNowhere(t *testing.T, secret string) {
	t.Helper()
	ctx := t.Context()
	rows, err := f.db.SQL().QueryContext(ctx, `SELECT name FROM sqlite_master WHERE type = 'table'`)
	if err != nil {
		t.Fatal(err)
	}
	var tables []string
	for rows.Next() {
		var name string
		if err := rows.Scan(&name); err != nil {
			t.Fatal(err)
		}
		tables = append(tables, name)
	}
	rows.Close()
	for _, table := range tables {
		r, err := f.db.SQL().QueryContext(ctx, `SELECT * FROM "`+table+`"`)
		if err != nil {
			t.Fatalf("%s: %v", table, err)
		}
		cols, _ := r.Columns()
		for r.Next() {
			vals := make([]any, len(cols))
			ptrs := make([]any, len(cols))
			for i := range vals {
				ptrs[i] = &vals[i]
			}
			if err := r.Scan(ptrs...); err != nil {
				t.Fatal(err)
			}
			for i, v := range vals {
				if s := fmt.Sprintf("%s", v); strings.Contains(s, secret) {
					t.Errorf("table %s column %s holds %s", table, cols[i], secret)
				}
			}
		}
		r.Close()
	}
	files, _ := filepath.Glob(filepath.Join(f.dir, "*"))
	for _, file := range files {
		if b, err := os.ReadFile(file); err == nil && strings.Contains(string(b), secret) {
			t.Errorf("file %s holds %s", filepath.Base(file), secret)
		}
	}
	if strings.Contains(f.logs.String(), secret) {
		t.Errorf("the logs hold %s", secret)
	}
}

func TestTokenize_contractSandboxCardsStoreOnlyBrandLastDigitsAndOutcome(t *testing.T) {
	f := newFixture(t)
	tok := f.token(t, portal)
	cases := []struct{ number, cvc, brand, last, outcome string }{
		{"4242 4242 4242 4242", "123", processor.Visa, "4242", processor.Approved},
		{"5555 5555 5555 4444", "123", processor.MasterCard, "4444", processor.Approved},
		{"3782 822463 10005", "1234", processor.AmericanExpress, "0005", processor.Approved},
		{"6011 1111 1111 1117", "123", processor.Discover, "1117", processor.Approved},
		{"4000 0000 0000 0002", "123", processor.Visa, "0002", processor.Declined},
		{"4000 0000 0000 9995", "123", processor.Visa, "9995", processor.InsufficientFunds},
		{"4000 0000 0000 0069", "123", processor.Visa, "0069", processor.ExpiredCard},
		{"4000-0000-0000-0119", "123", processor.Visa, "0119", processor.ProcessingError},
	}
	for _, c := range cases {
		status, body := f.post(t, cardBody(tok, c.number, "3/30", c.cvc), nil)
		var got wallet.TokenizeResponse
		if err := json.Unmarshal(body, &got); status != http.StatusOK || err != nil {
			t.Errorf("%s: %d %s", c.number, status, body)
			continue
		}
		if !strings.HasPrefix(got.Token, wallet.TokenPrefix) || got.Type != "card" || got.CardBrand != c.brand ||
			got.LastDigits != c.last || got.Expiry != "03/30" {
			t.Errorf("%s: answer %+v", c.number, got)
		}
		stored, err := f.db.Wallet(may2026).Tender(t.Context(), got.Token)
		if err != nil || stored.Outcome != c.outcome || stored.CardBrand != c.brand || stored.LastDigits != c.last ||
			stored.CartID != "cart-1" || stored.Client != "sunshine" || stored.Expiry != "03/30" {
			t.Errorf("%s: stored %+v, %v; want outcome %s", c.number, stored, err, c.outcome)
		}
	}
	for _, c := range cases {
		f.assertNowhere(t, processor.Digits(c.number))
		f.assertNowhere(t, c.number)
	}
}

func TestTokenize_contractSandboxBankAccountsStoreNoAccountNumber(t *testing.T) {
	f := newFixture(t)
	tok := f.tokenOf(t, portal, ewallet.KindBank)
	for account, outcome := range map[string]string{"000123456789": processor.Approved, "000111111116": processor.Returned} {
		status, body := f.post(t, bankBody(tok, wallet.BankInput{Routing: "110000000", Account: account,
			ConfirmAccount: account, AccountType: wallet.AccountSavings, Name: "Ana Diaz"}), nil)
		var got wallet.TokenizeResponse
		if err := json.Unmarshal(body, &got); status != http.StatusOK || err != nil {
			t.Fatalf("%s: %d %s", account, status, body)
		}
		if got.Type != "bank" || got.LastDigits != account[len(account)-4:] || got.CardBrand != "" ||
			got.BankAccountType != wallet.AccountSavings {
			t.Errorf("%s: answer %+v", account, got)
		}
		stored, err := f.db.Wallet(may2026).Tender(t.Context(), got.Token)
		if err != nil || stored.Outcome != outcome || stored.BankAccountType != wallet.AccountSavings {
			t.Errorf("%s: stored %+v, %v; want outcome %s", account, stored, err, outcome)
		}
		f.assertNowhere(t, account)
	}
}

func TestTokenize_invalidInputIsRefused422NamingTheField(t *testing.T) {
	f := newFixture(t)
	tok, bankTok := f.token(t, portal), f.tokenOf(t, portal, ewallet.KindBank)
	good := wallet.BankInput{Routing: "110000000", Account: "000123456789", ConfirmAccount: "000123456789",
		AccountType: wallet.AccountChecking, Name: "Ana Diaz"}
	bank := func(edit func(*wallet.BankInput)) string {
		in := good
		edit(&in)
		return bankBody(bankTok, in)
	}
	cases := []struct{ name, body, field string }{
		{"TENDER-22 bad checksum", cardBody(tok, "4242 4242 4242 4241", "12/30", "123"), "number"},
		{"TENDER-21 short number", cardBody(tok, "4242 4242 42", "12/30", "123"), "number"},
		{"TENDER-23 expired", cardBody(tok, "4242 4242 4242 4242", "4/26", "123"), "expiry"},
		{"VAL-69 amex needs 4 digits", cardBody(tok, "3782 822463 10005", "12/30", "123"), "cvc"},
		{"VAL-69 visa needs 3 digits", cardBody(tok, "4242 4242 4242 4242", "12/30", "1234"), "cvc"},
		{"no card at all", `{"ewalletToken":"` + tok + `","type":"card"}`, "number"},
		{"VAL-63 bad routing checksum", bank(func(b *wallet.BankInput) { b.Routing = "110000001" }), "routing"},
		{"VAL-65 mismatched confirmation", bank(func(b *wallet.BankInput) { b.ConfirmAccount = "000123456780" }), "confirmAccount"},
		{"VAL-64 account equals routing", bank(func(b *wallet.BankInput) { b.Account, b.ConfirmAccount = "110000000", "" }), "account"},
		{"VAL-66 no account type", bank(func(b *wallet.BankInput) { b.AccountType = "" }), "accountType"},
	}
	for _, c := range cases {
		status, body := f.post(t, c.body, nil)
		var e wallet.FieldErrorBody
		if err := json.Unmarshal(body, &e); status != http.StatusUnprocessableEntity || err != nil ||
			e.Error.Code != "invalid" || e.Error.Message == "" || e.Error.Fields[c.field] == "" {
			t.Errorf("%s: %d %s; want 422 naming %s", c.name, status, body, c.field)
		}
	}
	if n := countTenders(t, f); n != 0 {
		t.Errorf("%d tenders stored for invalid input", n)
	}
}

func countTenders(t *testing.T, f *fixture) int {
	t.Helper()
	var n int
	if err := f.db.SQL().QueryRowContext(t.Context(), `SELECT count(*) FROM tender_tokens`).Scan(&n); err != nil {
		t.Fatal(err)
	}
	return n
}

func TestTokenize_anExpiredOrForgedTokenIs401(t *testing.T) {
	f := newFixture(t)
	expired, _ := f.signer.Issue(ewallet.Claims{CartID: "cart-1", Kind: ewallet.KindCard, Origin: portal, ExpiresAt: may2026().Add(-1)})
	forged, _ := ewallet.NewSigner([]byte(strings.Repeat("k", 32)), may2026).Issue(ewallet.Claims{CartID: "cart-1", Kind: ewallet.KindCard, Origin: portal})
	for name, tok := range map[string]string{"expired": expired, "forged": forged, "none": ""} {
		status, body := f.post(t, cardBody(tok, "4242424242424242", "12/30", "123"), nil)
		if status != http.StatusUnauthorized || !strings.Contains(string(body), `"unauthorized"`) {
			t.Errorf("%s token: %d %s, want 401", name, status, body)
		}
	}
	if n := countTenders(t, f); n != 0 {
		t.Errorf("%d tenders stored with bad tokens", n)
	}
}

func TestTokenize_refusesRequestsFromAnyOtherOrigin(t *testing.T) {
	f := newFixture(t)
	body := cardBody(f.token(t, portal), "4242424242424242", "12/30", "123")
	for name, h := range map[string]map[string]string{
		"no Origin":          {"Origin": ""},
		"the portal":         {"Origin": portal},
		"null":               {"Origin": "null"},
		"cross-site fetch":   {"Sec-Fetch-Site": "cross-site"},
		"same-site subframe": {"Sec-Fetch-Site": "same-site"},
	} {
		if status, b := f.post(t, body, h); status != http.StatusForbidden || !strings.Contains(string(b), `"forbidden"`) {
			t.Errorf("%s: %d %s, want 403", name, status, b)
		}
	}
	if status, b := f.post(t, body, map[string]string{"Sec-Fetch-Site": "same-origin"}); status != http.StatusOK {
		t.Errorf("same origin: %d %s, want 200", status, b)
	}
}

func TestTokenize_takesOnlyOneBoundedJSONValue(t *testing.T) {
	f := newFixture(t)
	tok := f.token(t, portal)
	body := cardBody(tok, "4242424242424242", "12/30", "123")
	if status, b := f.post(t, body, map[string]string{"Content-Type": "application/x-www-form-urlencoded"}); status != http.StatusUnsupportedMediaType {
		t.Errorf("form post: %d %s, want 415", status, b)
	}
	huge := `{"ewalletToken":"` + strings.Repeat("a", wallet.MaxTokenizeBody) + `"}`
	for name, b := range map[string]string{"too large": huge, "two values": body + body, "broken": `{"type":`,
		"unknown type": `{"ewalletToken":"` + tok + `","type":"paypal"}`} {
		if status, answer := f.post(t, b, nil); status != http.StatusBadRequest {
			t.Errorf("%s: %d %s, want 400", name, status, answer)
		}
	}
	if status, b := f.post(t, body, map[string]string{"Content-Type": "application/json; charset=utf-8"}); status != http.StatusOK {
		t.Errorf("json with charset: %d %s", status, b)
	}
}

// TestTokenize_anInputTokenTokenizesOnlyItsOwnKind proves that the bank
// input's e-wallet token cannot tokenize a card, nor the card input's a
// bank account: the tender a token stands for is the kind it was issued
// for, so a card can never be recorded under a bank input's token.
func TestTokenize_anInputTokenTokenizesOnlyItsOwnKind(t *testing.T) {
	f := newFixture(t)
	cardTok, bankTok := f.token(t, portal), f.tokenOf(t, portal, ewallet.KindBank)
	account := wallet.BankInput{Routing: "110000000", Account: "000123456789", ConfirmAccount: "000123456789",
		AccountType: wallet.AccountChecking, Name: "Ana Diaz"}
	for name, body := range map[string]string{
		"a card with the bank input's token":   cardBody(bankTok, "4242424242424242", "12/30", "123"),
		"a bank account with the card's token": bankBody(cardTok, account),
	} {
		status, b := f.post(t, body, nil)
		var e struct {
			Error struct{ Code, Message string }
		}
		if err := json.Unmarshal(b, &e); status != http.StatusUnprocessableEntity || err != nil ||
			e.Error.Code != wallet.CodeKindMismatch || e.Error.Message == "" {
			t.Errorf("%s: %d %s, want 422 %s", name, status, b, wallet.CodeKindMismatch)
		}
	}
	if n := countTenders(t, f); n != 0 {
		t.Errorf("%d tenders stored under a token of another kind", n)
	}
	// Each token still tokenizes its own kind.
	if status, b := f.post(t, cardBody(cardTok, "4242424242424242", "12/30", "123"), nil); status != http.StatusOK {
		t.Errorf("card with the card input's token: %d %s", status, b)
	}
	if status, b := f.post(t, bankBody(bankTok, account), nil); status != http.StatusOK {
		t.Errorf("bank account with the bank input's token: %d %s", status, b)
	}
}
