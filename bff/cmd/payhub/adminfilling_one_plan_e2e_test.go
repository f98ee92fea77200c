package main

import (
	"encoding/json"
	"net/http"
	"strings"
	"testing"

	"github.com/payhub/payhub/sandbox/login"
)

// ROLE-18, SCHED-25: the card staff typed for the seed resident pays the
// one plan it was entered for. The resident cannot see it in her wallet
// (removing it there is 404) nor make her own plan with it; when she
// cancels the staff's plan it is removed, so that staff cannot set a new
// plan up with it (422 tender_not_found) and no run charges it again. No
// card number or tender token reaches the log.
func TestAdminFilling_ROLE18_SCHED25_thePayersCancelRemovesTheCardStaffEntered(t *testing.T) {
	m, logs := startMain(t)
	resident, _ := signInAs(t, m, login.SeedResidentEmail)
	admin, _ := signInStaff(t, m, adminEmail, "/admin/")

	var fr staffFramesJSON
	if code, raw := admin.command(http.MethodPost, "/schedpay/tender-frames", "", staffFramesBody(login.SeedResidentEmail), &fr); code != http.StatusOK {
		t.Fatalf("frames: %d %s", code, raw)
	}
	tok := resident.tokenize(fr.CardInputURL, "4242 4242 4242 4242")
	var saved savedTenderJSON
	if code, raw := admin.command(http.MethodPost, "/schedpay/tenders", resident.newKey(), staffTenderBody(tok), &saved); code != http.StatusCreated {
		t.Fatalf("save: %d %s", code, raw)
	}
	var made staffPlanJSON
	if code, raw := admin.command(http.MethodPost, "/schedpay/plans", resident.newKey(), staffPlanRequest(saved), &made); code != http.StatusCreated {
		t.Fatalf("plan: %d %s", code, raw)
	}

	if status, raw := resident.raw(http.MethodDelete, m.URL("bff")+"/bff/v1/sunshine/demo/wallet/tenders/"+saved.TenderID, nil, nil); status != http.StatusNotFound {
		t.Errorf("the resident removes the staff's card from her wallet: %d %s, want 404 (not listed)", status, raw)
	}
	form := staffPlanRequest(saved)["plan"].(map[string]any)
	form["tenderId"] = saved.TenderID
	if status, raw := resident.raw(http.MethodPost, m.URL("bff")+"/bff/v1/sunshine/demo/schedules", form,
		map[string]string{"Idempotency-Key": resident.newKey()}); status == http.StatusCreated {
		t.Errorf("the resident's own plan took the staff's card: %s", raw)
	}

	if code := resident.call(http.MethodDelete, "/schedules/"+made.ID, nil, nil, nil); code != http.StatusNoContent {
		t.Fatalf("SCHED-25: the resident cancels: %d", code)
	}
	code, raw := admin.command(http.MethodPost, "/schedpay/plans", resident.newKey(), staffPlanRequest(saved), nil)
	var refusal refusalJSON
	if err := json.Unmarshal([]byte(raw), &refusal); err != nil || code != http.StatusUnprocessableEntity || refusal.Error.Reason != "tender_not_found" {
		t.Errorf("a new staff plan with the canceled plan's card: %d %s, want 422 tender_not_found", code, raw)
	}

	all := logs.String()
	for _, s := range []string{"4242424242424242", "4242 4242 4242 4242", tok, "\"cvc\""} {
		if strings.Contains(all, s) {
			t.Errorf("the log holds %q", s)
		}
	}
}
