package http

import (
	"context"
	"encoding/json"
	"log/slog"
	"maps"
	"net/http"
	"slices"
	"testing"

	"github.com/payhub/payhub/bff"
	"github.com/payhub/payhub/bff/account"
	"github.com/payhub/payhub/bff/auth"
	"github.com/payhub/payhub/bff/inmem"
)

// fakeHistory knows whose each receipt is; Page lists the user's, ten a
// page, in id order.
type fakeHistory struct {
	owners    map[string]string // receipt id: its user id, "" for a guest's
	askedUser []string
}

var _ PaymentHistory = (*fakeHistory)(nil)

func (f *fakeHistory) Page(_ context.Context, userID string, page int) (account.PaymentsPage, error) {
	f.askedUser = append(f.askedUser, userID)
	var mine []string
	for _, id := range slices.Sorted(maps.Keys(f.owners)) {
		if f.owners[id] == userID {
			mine = append(mine, id)
		}
	}
	const perPage = 10
	start := min((page-1)*perPage, len(mine))
	end := min(start+perPage, len(mine))
	out := account.PaymentsPage{Page: page, PerPage: perPage, Total: len(mine), TotalPages: (len(mine) + perPage - 1) / perPage,
		Payments: []account.PaymentSummary{}}
	for _, id := range mine[start:end] {
		out.Payments = append(out.Payments, account.PaymentSummary{ReceiptID: id})
	}
	return out, nil
}

func (f *fakeHistory) ReceiptOwner(_ context.Context, id string) (string, error) {
	u, ok := f.owners[id]
	if !ok {
		return "", bff.ErrNotFound
	}
	return u, nil
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
	hist := &fakeHistory{owners: map[string]string{"b1": "bob"}}
	for i := range 12 {
		hist.owners["a"+string(rune('a'+i))] = "alice"
	}
	si := &fakeSignIn{claimed: map[string]string{}}
	h := New(Deps{Env: bff.EnvTest, Store: inmem.New(), SignIn: si, History: hist})

	if rec := (&jar{t: t, h: h}).get("/bff/v1/sunshine/demo/payments"); rec.Code != http.StatusUnauthorized {
		t.Fatalf("a guest's payments: %d", rec.Code)
	}
	alice := signedInAs(t, h, si, "alice")
	var page account.PaymentsPage
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
	hist := &fakeHistory{owners: map[string]string{"r-alice": "alice", "r-anon": ""}}
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
