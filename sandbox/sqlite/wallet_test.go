package sqlite_test

import (
	"sync"
	"testing"
	"time"

	"github.com/payhub/payhub/bff"
	"github.com/payhub/payhub/sandbox/processor"
	"github.com/payhub/payhub/sandbox/sqlite"
	"github.com/payhub/payhub/sandbox/wallet"
)

// walletNow is the wallet's clock in these tests: May 2026.
func walletNow() time.Time { return time.Date(2026, 5, 4, 12, 0, 0, 0, time.UTC) }

// saveTender stores a tender of cart with outcome and returns its token.
func saveTender(t *testing.T, s sqlite.WalletStore, cart, typ, outcome, expiry string) string {
	t.Helper()
	tok := wallet.NewToken()
	tender := wallet.Tender{Token: tok, Type: typ, LastDigits: "4242", Outcome: outcome,
		CartID: cart, Client: "sunshine", Site: "demo", CreatedAt: walletNow()}
	if typ == processor.TypeCard {
		tender.CardBrand, tender.Expiry = processor.Visa, expiry
	} else {
		tender.BankAccountType = wallet.AccountChecking
	}
	if err := s.SaveTender(t.Context(), tender); err != nil {
		t.Fatalf("SaveTender: %v", err)
	}
	return tok
}

func charge(tok, cart, amount string) processor.Charge {
	return processor.Charge{Token: tok, Amount: amount, Reference: cart, Client: "sunshine", Site: "demo"}
}

func ledger(t *testing.T, s sqlite.WalletStore, cart string) []wallet.LedgerCharge {
	t.Helper()
	list, err := s.Charges(t.Context(), cart)
	if err != nil {
		t.Fatalf("Charges: %v", err)
	}
	return list
}

func TestSaveTenderRoundTripsWhatTheWalletKeeps(t *testing.T) {
	s := open(t, t.TempDir()).Wallet(walletNow)
	tok := saveTender(t, s, "cart-1", processor.TypeCard, processor.Approved, "12/30")
	got, err := s.Tender(t.Context(), tok)
	if err != nil {
		t.Fatalf("Tender: %v", err)
	}
	if got.Type != processor.TypeCard || got.CardBrand != processor.Visa || got.LastDigits != "4242" ||
		got.Expiry != "12/30" || got.CartID != "cart-1" || !got.CreatedAt.Equal(walletNow()) {
		t.Errorf("tender = %+v", got)
	}
	if _, err := s.Tender(t.Context(), "tndr_unknown"); bff.ErrorCode(err) != bff.CodeNotFound {
		t.Errorf("unknown token: %v, want not found", err)
	}
}

func TestCharge_approvedCardRecordsOneLedgerRowWithAnAuthCode(t *testing.T) {
	s := open(t, t.TempDir()).Wallet(walletNow)
	tok := saveTender(t, s, "cart-1", processor.TypeCard, processor.Approved, "12/30")
	res, err := s.Charge(t.Context(), charge(tok, "cart-1", "1263.57"))
	if err != nil {
		t.Fatalf("Charge: %v", err)
	}
	if !res.Approved || res.Code != processor.Approved || len(res.AuthCode) != sqlite.AuthCodeLength ||
		res.TenderType != processor.TypeCard || res.CardBrand != processor.Visa || res.LastDigits != "4242" {
		t.Errorf("result = %+v", res)
	}
	rows := ledger(t, s, "cart-1")
	if len(rows) != 1 || rows[0].Amount != "1263.57" || rows[0].Token != tok || rows[0].AuthCode != res.AuthCode ||
		rows[0].Outcome != processor.Approved || !rows[0].CreatedAt.Equal(walletNow()) {
		t.Errorf("ledger = %+v", rows)
	}
}

func TestCharge_twentyConcurrentChargesOfOneCartChargeItOnce(t *testing.T) {
	s := open(t, t.TempDir()).Wallet(walletNow)
	tok := saveTender(t, s, "cart-1", processor.TypeCard, processor.Approved, "12/30")
	const n = 20
	results := make([]processor.Result, n)
	errs := make([]error, n)
	var wg sync.WaitGroup
	for i := range n {
		wg.Go(func() { results[i], errs[i] = s.Charge(t.Context(), charge(tok, "cart-1", "45.60")) })
	}
	wg.Wait()
	for i := range n {
		if errs[i] != nil || !results[i].Approved || results[i].AuthCode != results[0].AuthCode {
			t.Errorf("charge %d = %+v, %v; want the one approval (%s)", i, results[i], errs[i], results[0].AuthCode)
		}
	}
	if rows := ledger(t, s, "cart-1"); len(rows) != 1 {
		t.Errorf("ledger has %d rows, want exactly 1: %+v", len(rows), rows)
	}
}

func TestCharge_anApprovedCartReturnsItsChargeAgainEvenWithAnotherToken(t *testing.T) {
	s := open(t, t.TempDir()).Wallet(walletNow)
	first := saveTender(t, s, "cart-1", processor.TypeCard, processor.Approved, "12/30")
	second := saveTender(t, s, "cart-1", processor.TypeCard, processor.Approved, "12/31")
	a, err := s.Charge(t.Context(), charge(first, "cart-1", "10.00"))
	if err != nil {
		t.Fatal(err)
	}
	b, err := s.Charge(t.Context(), charge(second, "cart-1", "10.00"))
	if err != nil || b != a {
		t.Errorf("second charge = %+v, %v; want the first %+v", b, err, a)
	}
	if rows := ledger(t, s, "cart-1"); len(rows) != 1 {
		t.Errorf("ledger has %d rows, want 1", len(rows))
	}
}

func TestCharge_declineCodesAreRecordedAndLeaveTheCartChargeable(t *testing.T) {
	s := open(t, t.TempDir()).Wallet(walletNow)
	cases := []struct{ typ, outcome string }{
		{processor.TypeCard, processor.Declined},
		{processor.TypeCard, processor.InsufficientFunds},
		{processor.TypeCard, processor.ExpiredCard},
		{processor.TypeCard, processor.ProcessingError},
		{processor.TypeBank, processor.Returned},
		{processor.TypeBank, processor.Declined},
	}
	for _, c := range cases {
		tok := saveTender(t, s, "cart-1", c.typ, c.outcome, "12/30")
		res, err := s.Charge(t.Context(), charge(tok, "cart-1", "76.25"))
		if err != nil || res.Approved || res.Code != c.outcome || res.AuthCode != "" || res.TenderType != c.typ {
			t.Errorf("%s %s: %+v, %v", c.typ, c.outcome, res, err)
		}
	}
	tok := saveTender(t, s, "cart-1", processor.TypeCard, processor.Approved, "12/30")
	if res, err := s.Charge(t.Context(), charge(tok, "cart-1", "76.25")); err != nil || !res.Approved {
		t.Errorf("approved card after declines: %+v, %v", res, err)
	}
	rows := ledger(t, s, "cart-1")
	if len(rows) != len(cases)+1 {
		t.Fatalf("ledger has %d rows, want %d", len(rows), len(cases)+1)
	}
	for i, c := range cases {
		if rows[i].Outcome != c.outcome {
			t.Errorf("row %d outcome = %q, want %q (oldest first)", i, rows[i].Outcome, c.outcome)
		}
	}
}

func TestCharge_WAL11_aCardPastItsExpiryIsRefusedAsExpiredCard(t *testing.T) {
	s := open(t, t.TempDir()).Wallet(walletNow) // May 2026
	for expiry, want := range map[string]string{
		"04/26": processor.ExpiredCard, // last month
		"12/25": processor.ExpiredCard, // last year
		"05/26": processor.Approved,    // this month is not expired
	} {
		cart := "cart-" + expiry
		tok := saveTender(t, s, cart, processor.TypeCard, processor.Approved, expiry)
		res, err := s.Charge(t.Context(), charge(tok, cart, "1.00"))
		if err != nil || res.Code != want {
			t.Errorf("expiry %s: %+v, %v; want %s", expiry, res, err, want)
		}
	}
}

func TestCharge_aTokenOfAnotherCartOrUnknownIsNotFound(t *testing.T) {
	s := open(t, t.TempDir()).Wallet(walletNow)
	tok := saveTender(t, s, "cart-1", processor.TypeCard, processor.Approved, "12/30")
	for name, c := range map[string]processor.Charge{
		"other cart":    charge(tok, "cart-2", "1.00"),
		"unknown token": charge("tndr_nothing", "cart-1", "1.00"),
		"other client":  {Token: tok, Amount: "1.00", Reference: "cart-1", Client: "elsewhere", Site: "demo"},
	} {
		if _, err := s.Charge(t.Context(), c); bff.ErrorCode(err) != bff.CodeNotFound {
			t.Errorf("%s: %v, want not found", name, err)
		}
	}
	if rows := ledger(t, s, "cart-2"); len(rows) != 0 {
		t.Errorf("refused charges were recorded: %+v", rows)
	}
}

func TestCharge_anAmountThatIsNotAnExactPositiveDecimalIsInvalid(t *testing.T) {
	s := open(t, t.TempDir()).Wallet(walletNow)
	tok := saveTender(t, s, "cart-1", processor.TypeCard, processor.Approved, "12/30")
	for _, amount := range []string{"", "12", "12.5", "12.345", "-1.00", "0.00", "1e3", "01.00", "1,234.56"} {
		if _, err := s.Charge(t.Context(), charge(tok, "cart-1", amount)); bff.ErrorCode(err) != bff.CodeInvalid {
			t.Errorf("amount %q: %v, want invalid", amount, err)
		}
	}
	if rows := ledger(t, s, "cart-1"); len(rows) != 0 {
		t.Errorf("invalid charges were recorded: %+v", rows)
	}
}

// TestTenderOfAnswersWhatTheTokenWasTokenizedAsForItsCartOnly proves that
// the cart service's tender lookup answers the recorded type, mobile
// wallet, brand and last digits, and knows a token only for its own cart.
func TestTenderOfAnswersWhatTheTokenWasTokenizedAsForItsCartOnly(t *testing.T) {
	s := open(t, t.TempDir()).Wallet(walletNow)
	card := saveTender(t, s, "cart-1", processor.TypeCard, processor.Approved, "12/30")
	bank := saveTender(t, s, "cart-1", processor.TypeBank, processor.Approved, "")
	apple := wallet.Tender{Token: wallet.NewToken(), Type: processor.TypeCard, Wallet: "applePay",
		CardBrand: processor.Visa, LastDigits: "4242", Expiry: "12/30", Outcome: processor.Approved,
		CartID: "cart-1", Client: "sunshine", Site: "demo", CreatedAt: walletNow()}
	if err := s.SaveTender(t.Context(), apple); err != nil {
		t.Fatalf("SaveTender: %v", err)
	}
	query := func(tok string) processor.TenderQuery {
		return processor.TenderQuery{Token: tok, Reference: "cart-1", Client: "Sunshine", Site: "demo"}
	}
	for tok, want := range map[string]processor.Tender{
		card:        {Type: processor.TypeCard, CardBrand: processor.Visa, LastDigits: "4242"},
		bank:        {Type: processor.TypeBank, LastDigits: "4242"},
		apple.Token: {Type: processor.TypeCard, Wallet: "applePay", CardBrand: processor.Visa, LastDigits: "4242"},
	} {
		if got, err := s.TenderOf(t.Context(), query(tok)); err != nil || got != want {
			t.Errorf("TenderOf(%s) = %+v, %v; want %+v", tok, got, err, want)
		}
	}
	if got := (processor.Tender{Type: processor.TypeCard, Wallet: "applePay"}).CheckOutType(); got != "applePay" {
		t.Errorf("Apple Pay's card checks out as %q", got)
	}
	for name, q := range map[string]processor.TenderQuery{
		"unknown token":  query("tndr_unknown"),
		"another cart":   {Token: card, Reference: "cart-2", Client: "sunshine", Site: "demo"},
		"another site":   {Token: card, Reference: "cart-1", Client: "sunshine", Site: "other"},
		"another client": {Token: card, Reference: "cart-1", Client: "moonbeam", Site: "demo"},
	} {
		if _, err := s.TenderOf(t.Context(), q); bff.ErrorCode(err) != bff.CodeNotFound {
			t.Errorf("%s: %v, want not found", name, err)
		}
	}
}
