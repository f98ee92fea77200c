package http

import (
	"context"
	"encoding/json"
	"log/slog"
	"net/http"
	"testing"

	"github.com/payhub/payhub/bff"
	"github.com/payhub/payhub/bff/auth"
	"github.com/payhub/payhub/bff/inmem"
	"github.com/payhub/payhub/bff/upstream/history"
)

// fakeHistory holds receipts by id; Receipts lists the user's, 10 a page.
type fakeHistory struct {
	receipts  []history.Receipt
	askedUser []string
}

var _ PaymentHistory = (*fakeHistory)(nil)

func (f *fakeHistory) Receipts(_ context.Context, userID string, page, perPage int) (history.Page, error) {
	f.askedUser = append(f.askedUser, userID)
	var mine []history.Receipt
	for _, r := range f.receipts {
		if r.UserID == userID {
			mine = append(mine, r)
		}
	}
	start := min((page-1)*perPage, len(mine))
	end := min(start+perPage, len(mine))
	return history.Page{Results: mine[start:end], Total: len(mine), TotalPages: (len(mine) + perPage - 1) / perPage}, nil
}

func (f *fakeHistory) Receipt(_ context.Context, id string) (history.Receipt, error) {
	for _, r := range f.receipts {
		if r.ID == id {
			return r, nil
		}
	}
	return history.Receipt{}, bff.ErrNotFound
}

func signedInAs(t *testing.T, h http.Handler, si *fakeSignIn, subject string) *jar {
	t.Helper()
	si.identity = auth.Identity{Subject: subject, Email: subject + "@example.com", EmailVerified: true}
	b := &jar{t: t, h: h}
	state := stateOf(t, b.get("/bff/v1/sunshine/demo/login"))
	b.get(CallbackPath + "?state=" + state + "&code=code-for-" + state)
	return b
}

func TestPayments_CONST28_onlyTheResidentsOwnPaymentsTenAPage(t *testing.T) {
	hist := &fakeHistory{}
	for i := range 12 {
		hist.receipts = append(hist.receipts, history.Receipt{ID: "a" + string(rune('a'+i)), UserID: "alice", Total: "10.00",
			Transactions: []history.Transaction{{Items: []history.Item{{DisplayName: "Water bill"}}}}})
	}
	hist.receipts = append(hist.receipts, history.Receipt{ID: "b1", UserID: "bob", Total: "99.00"})
	si := &fakeSignIn{claimed: map[string]string{}}
	h := New(Deps{Env: bff.EnvTest, Store: inmem.New(), SignIn: si, History: hist})

	if rec := (&jar{t: t, h: h}).get("/bff/v1/sunshine/demo/payments"); rec.Code != http.StatusUnauthorized {
		t.Fatalf("a guest's payments: %d", rec.Code)
	}
	alice := signedInAs(t, h, si, "alice")
	var page PaymentsPage
	rec := alice.get("/bff/v1/sunshine/demo/payments?page=2")
	if err := json.Unmarshal(rec.Body.Bytes(), &page); err != nil || rec.Code != 200 {
		t.Fatalf("%d %s", rec.Code, rec.Body)
	}
	if page.Page != 2 || page.PerPage != 10 || page.Total != 12 || page.TotalPages != 2 || len(page.Payments) != 2 {
		t.Errorf("page %+v", page)
	}
	for _, p := range page.Payments {
		if p.ReceiptID == "b1" {
			t.Error("alice sees bob's payment")
		}
	}
	// A user id in the request is never used.
	alice.get("/bff/v1/sunshine/demo/payments?userId=bob")
	for _, u := range hist.askedUser {
		if u != "alice" {
			t.Errorf("history asked for user %q", u)
		}
	}
}

func TestOwnsReceipt_aReceiptIsReadableOnlyByItsOwner(t *testing.T) {
	hist := &fakeHistory{receipts: []history.Receipt{{ID: "r-alice", UserID: "alice"}, {ID: "r-anon", UserID: ""}}}
	h := &handlers{d: Deps{History: hist, Logger: slog.New(slog.DiscardHandler)}}
	alice := &guest{data: sessionData{User: &signedIn{Subject: "alice"}}}
	bob := &guest{data: sessionData{User: &signedIn{Subject: "bob"}}}
	guestOnly := &guest{data: sessionData{UserID: "anon-1"}}
	ctx := context.Background()
	if !h.ownsReceipt(ctx, alice, "r-alice") {
		t.Error("the owner cannot read her receipt")
	}
	if h.ownsReceipt(ctx, bob, "r-alice") || h.ownsReceipt(ctx, guestOnly, "r-alice") {
		t.Error("another user read alice's receipt")
	}
	if h.ownsReceipt(ctx, alice, "r-anon") || h.ownsReceipt(ctx, alice, "missing") {
		t.Error("an ownerless or missing receipt was claimed")
	}
}

func TestPayments_HIST02_summaryTotalsAreComputedFromTheTransactions(t *testing.T) {
	hist := &fakeHistory{receipts: []history.Receipt{{ID: "r1", UserID: "alice", Total: "99.99", ItemCount: 9,
		Transactions: []history.Transaction{
			{BaseAmount: "10.00", Fee: "0.50", ItemCount: 1, Items: []history.Item{{DisplayName: "Water bill"}}},
			{BaseAmount: "0.00", Fee: "0.00", Items: []history.Item{{DisplayName: "Closed account", Failed: true}}},
		}}}}
	si := &fakeSignIn{claimed: map[string]string{}}
	h := New(Deps{Env: bff.EnvTest, Store: inmem.New(), SignIn: si, History: hist})
	var page PaymentsPage
	rec := signedInAs(t, h, si, "alice").get("/bff/v1/sunshine/demo/payments")
	if err := json.Unmarshal(rec.Body.Bytes(), &page); err != nil || len(page.Payments) != 1 {
		t.Fatalf("%d %s", rec.Code, rec.Body)
	}
	if p := page.Payments[0]; p.Total != "10.50" || p.ItemCount != 1 {
		t.Errorf("summary total %s for %d items, want 10.50 for 1", p.Total, p.ItemCount)
	}
}
