package sqlite_test

import (
	"errors"
	"strconv"
	"sync"
	"testing"
	"time"

	"github.com/payhub/payhub/bff"
	wire "github.com/payhub/payhub/bff/upstream/cart"
	"github.com/payhub/payhub/bff/upstream/history"
	"github.com/payhub/payhub/sandbox/cart"
	"github.com/payhub/payhub/sandbox/outbox"
	"github.com/payhub/payhub/sandbox/sqlite"
)

// insertCart stores an open cart of user and returns it.
func insertCart(t *testing.T, db *sqlite.DB, id, user string, updated time.Time) cart.Record {
	t.Helper()
	r := cart.Record{ID: id, Client: "sunshine", Site: "demo", UserID: user, Status: wire.StatusOpen,
		Metadata: map[string]string{}, CreatedAt: updated, UpdatedAt: updated, ExpiresAt: updated.Add(time.Hour)}
	if err := db.Carts().Insert(t.Context(), r); err != nil {
		t.Fatalf("Insert: %v", err)
	}
	return r
}

func TestCartStore_updatesOfOneCartAreSerialized(t *testing.T) {
	db := open(t, t.TempDir())
	insertCart(t, db, "cart_1", "anon-1", seedTime())
	const n = 20
	var wg sync.WaitGroup
	errs := make([]error, n)
	for i := range n {
		wg.Go(func() {
			_, errs[i] = db.Carts().Update(t.Context(), "sunshine", "demo", "cart_1", func(r *cart.Record) error {
				count, _ := strconv.Atoi(r.Metadata["gsgFee"])
				r.Metadata["gsgFee"] = strconv.Itoa(count + 1)
				return nil
			})
		})
	}
	wg.Wait()
	if err := errors.Join(errs...); err != nil {
		t.Fatalf("Update: %v", err)
	}
	r, err := db.Carts().Load(t.Context(), "sunshine", "demo", "cart_1")
	if err != nil || r.Metadata["gsgFee"] != strconv.Itoa(n) {
		t.Fatalf("counter = %q (%v), want %d: an update was lost", r.Metadata["gsgFee"], err, n)
	}
}

func TestCartStore_failedUpdateChangesNothing(t *testing.T) {
	db := open(t, t.TempDir())
	insertCart(t, db, "cart_1", "anon-1", seedTime())
	refuse := errors.New("refused")
	_, err := db.Carts().Update(t.Context(), "sunshine", "demo", "cart_1", func(r *cart.Record) error {
		r.Locked = true
		return refuse
	})
	if !errors.Is(err, refuse) {
		t.Fatalf("Update = %v, want fn's error", err)
	}
	if r, _ := db.Carts().Load(t.Context(), "sunshine", "demo", "cart_1"); r.Locked {
		t.Errorf("a refused update was stored")
	}
}

func TestCartStore_finishWritesTheCartTheReceiptAndTheMailTogether(t *testing.T) {
	db := open(t, t.TempDir())
	insertCart(t, db, "cart_1", "anon-1", seedTime())
	insertCart(t, db, "cart_2", "anon-2", seedTime())
	receipt := history.Receipt{ID: "PH-AAAAAAAAAA", ConfirmationNumber: "PH-AAAAAAAAAA", Client: "sunshine",
		Site: "demo", UserID: "anon-1", CartID: "cart_1", PostedAt: seedTime(), Total: "1.00"}
	mail := &outbox.Message{To: "pat@example.com", Subject: "Your payment receipt", Text: "PH-AAAAAAAAAA", SentAt: seedTime()}
	paid := func(conf string) func(*cart.Record) error {
		return func(r *cart.Record) error {
			r.Status, r.ConfirmationNumber = wire.StatusCheckedOut, conf
			return nil
		}
	}
	if _, err := db.Carts().Finish(t.Context(), "sunshine", "demo", "cart_1", paid(receipt.ID), receipt, mail); err != nil {
		t.Fatalf("Finish: %v", err)
	}
	if got, err := db.History().Receipt(t.Context(), receipt.ID); err != nil || got.CartID != "cart_1" {
		t.Errorf("receipt = %+v, %v", got, err)
	}
	// A second payment reusing the confirmation number fails as a whole.
	if _, err := db.Carts().Finish(t.Context(), "sunshine", "demo", "cart_2", paid(receipt.ID), receipt, mail); err == nil {
		t.Fatalf("Finish with a taken confirmation number succeeded")
	}
	if r, _ := db.Carts().Load(t.Context(), "sunshine", "demo", "cart_2"); r.Status != wire.StatusOpen {
		t.Errorf("cart_2 is %q after a failed finish, want open", r.Status)
	}
	if msgs, err := db.Outbox().List(t.Context(), "pat@example.com", 10); err != nil || len(msgs) != 1 {
		t.Errorf("outbox = %d messages (%v), want the first payment's only", len(msgs), err)
	}
}

func TestCartStore_latestOpenIsTheUsersMostRecentUnexpiredOpenCart(t *testing.T) {
	db := open(t, t.TempDir())
	at := seedTime()
	insertCart(t, db, "cart_old", "user-7", at)
	insertCart(t, db, "cart_new", "user-7", at.Add(time.Minute))
	insertCart(t, db, "cart_other", "user-8", at.Add(2*time.Minute))
	r, err := db.Carts().LatestOpen(t.Context(), "sunshine", "demo", "user-7", at)
	if err != nil || r.ID != "cart_new" {
		t.Fatalf("LatestOpen = %s, %v; want cart_new", r.ID, err)
	}
	_, err = db.Carts().LatestOpen(t.Context(), "sunshine", "demo", "user-7", at.Add(2*time.Hour))
	if bff.ErrorCode(err) != bff.CodeNotFound {
		t.Errorf("after expiry: %v, want not found", err)
	}
}

func TestCartStore_deleteAndLoadOfAnUnknownCartAreNotFound(t *testing.T) {
	db := open(t, t.TempDir())
	if err := db.Carts().Delete(t.Context(), "sunshine", "demo", "cart_nope"); bff.ErrorCode(err) != bff.CodeNotFound {
		t.Errorf("Delete = %v, want not found", err)
	}
	if _, err := db.Carts().Load(t.Context(), "sunshine", "demo", "cart_nope"); bff.ErrorCode(err) != bff.CodeNotFound {
		t.Errorf("Load = %v, want not found", err)
	}
}

func TestCartStore_rememberKeepsTheFirstAnswerOfAKey(t *testing.T) {
	db := open(t, t.TempDir())
	insertCart(t, db, "cart_1", "anon-1", seedTime())
	s := db.Carts()
	for _, body := range []string{`{"first":true}`, `{"second":true}`} {
		if err := s.Remember(t.Context(), "cart_1", "k", cart.Replay{Fingerprint: "f", Status: 200,
			Body: []byte(body), CreatedAt: seedTime()}); err != nil {
			t.Fatalf("Remember: %v", err)
		}
	}
	got, err := s.Replay(t.Context(), "cart_1", "k")
	if err != nil || string(got.Body) != `{"first":true}` || got.Status != 200 {
		t.Fatalf("Replay = %+v, %v; want the first answer", got, err)
	}
	if _, err := s.Replay(t.Context(), "cart_1", "other"); bff.ErrorCode(err) != bff.CodeNotFound {
		t.Errorf("unknown key: %v, want not found", err)
	}
}

func TestSeed_sunshineDemoHasTheSandboxFees(t *testing.T) {
	db := openSeeded(t, t.TempDir())
	rules, err := db.Carts().FeeRules(t.Context(), "SunShine", "demo")
	if err != nil {
		t.Fatal(err)
	}
	card, bank, paypal := rules["card"], rules["bank"], rules["paypal"]
	if card.RateBP != 235 || card.Minimum != "1.00" || bank.Flat != "0.50" || bank.RateBP != 0 || paypal.RateBP != 235 {
		t.Errorf("fees = %+v", rules)
	}
	if err := db.Seed(t.Context(), seedTime()); err != nil {
		t.Fatalf("second Seed: %v", err)
	}
	if again, _ := db.Carts().FeeRules(t.Context(), "sunshine", "demo"); len(again) != len(rules) || len(again) != 6 {
		t.Errorf("fees after a second seed = %d, want the 6 of the first (card, bank, paypal, venmo, applePay, googlePay)", len(again))
	}
}

func TestCartStore_departmentLimitCarriesTheDisplayName(t *testing.T) {
	db := openSeeded(t, t.TempDir())
	d, err := db.Carts().DepartmentLimit(t.Context(), "sunshine", "TAXCOL")
	if err != nil || d.DisplayName != "Tax Collector" || d.CardLimit != "5000.00" || d.BankLimit != "100000.00" {
		t.Fatalf("TAXCOL = %+v, %v", d, err)
	}
}
