package main

import (
	"encoding/json"
	"net/http"
	"slices"
	"strings"
	"testing"

	"github.com/payhub/payhub/sandbox/login"
)

// refusalJSON is an error answer of the BFF.
type refusalJSON struct {
	Error struct {
		Code           string `json:"code"`
		Reason         string `json:"reason"`
		DisplayMessage string `json:"displayMessage"`
	} `json:"error"`
}

// ANN-10, SCHED-31: while a cardDown banner is active on sunshine/demo,
// staff running a plan paid by card now is refused 422
// method_unavailable, in English and Spanish, and nothing is charged; once
// the banner is deleted the same plan runs and charges.
func TestAdminPlans_ANN10_runNowIsRefusedDuringACardOutage(t *testing.T) {
	m, _ := startMain(t)
	resident, _ := signInAs(t, m, login.SeedResidentEmail)
	code, card := resident.addCard("4242 4242 4242 4242", resident.newKey())
	if code != http.StatusCreated {
		t.Fatalf("the resident saves a card: %d %+v", code, card)
	}
	admin, _ := signInStaff(t, m, adminEmail, "/admin/")
	var made staffPlanJSON
	if code, raw := admin.command(http.MethodPost, "/schedpay/plans", "outage-plan-1", staffPlanRequest(card), &made); code != http.StatusCreated {
		t.Fatalf("create: %d %s", code, raw)
	}
	banner := map[string]any{"preset": "cardDown", "clientSites": []map[string]string{{"client": "sunshine", "site": "demo"}}}
	var posted bannerJSON
	if code, raw := admin.admin(http.MethodPost, "/announcements/banners", banner, &posted); code != http.StatusCreated {
		t.Fatalf("POST cardDown: %d %s", code, raw)
	}
	if ms := shellMethods(t, m); slices.Contains(ms, "card") {
		t.Fatalf("card still listed during the outage: %v", ms)
	}

	for _, c := range []struct{ lang, want string }{
		{"en", "not available right now"},
		{"es", "no está disponible"},
	} {
		code, raw := admin.command(http.MethodPost, "/schedpay/plans/"+made.ID+"/runs?lang="+c.lang, "outage-run-"+c.lang, nil, nil)
		var refusal refusalJSON
		if err := json.Unmarshal([]byte(raw), &refusal); err != nil {
			t.Fatalf("run now (%s): %d %s: %v", c.lang, code, raw, err)
		}
		if code != http.StatusUnprocessableEntity || refusal.Error.Reason != "method_unavailable" ||
			!strings.Contains(refusal.Error.DisplayMessage, c.want) {
			t.Errorf("run now during the card outage (%s): %d %s; want 422 method_unavailable saying %q", c.lang, code, raw, c.want)
		}
	}
	var runs staffRunsJSON
	if code, raw := admin.command(http.MethodGet, "/schedpay/plans/"+made.ID+"/runs", "", nil, &runs); code != http.StatusOK || len(runs.Past) != 0 {
		t.Errorf("runs after the refused run now: %d %s; want none", code, raw)
	}

	if code, raw := admin.admin(http.MethodDelete, "/announcements/banners/"+posted.ID, nil, nil); code != http.StatusNoContent {
		t.Fatalf("DELETE: %d %s", code, raw)
	}
	if code, raw := admin.command(http.MethodPost, "/schedpay/plans/"+made.ID+"/runs", "outage-run-after", nil, &runs); code != http.StatusOK || runs.manualPaid() != 1 {
		t.Errorf("run now after the banner is deleted: %d %s; want one paid manual run", code, raw)
	}
}
