package main

import (
	"encoding/json"
	"io"
	"net/http"
	"strings"
	"sync"
	"testing"

	payhttp "github.com/payhub/payhub/bff/http"
	"github.com/payhub/payhub/sandbox/login"
)

// Staff entering a payer's card or bank account (ROLE-18 adminFilling)
// through the real binary, the sandbox login service's staff client and
// the sandbox wallet host and services: the console's frames, the frame
// page, the tokenize, the save, a plan paid with it, and the refusals.

// staffFramesJSON is POST /admin/schedpay/tender-frames's answer.
type staffFramesJSON struct {
	Origin       string `json:"origin"`
	CardInputURL string `json:"cardInputUrl"`
	BankInputURL string `json:"bankInputUrl"`
	ExpiresAt    string `json:"expiresAt"`
	PayerName    string `json:"payerName"`
}

// staffFramesBody asks for the payer's frames on sunshine/demo.
func staffFramesBody(email string) map[string]any {
	return map[string]any{"client": "sunshine", "site": "demo",
		"payer": map[string]string{"name": "Rosa Resident", "email": email}}
}

// staffTenderBody saves tender token tok for the seed resident.
func staffTenderBody(tok string) map[string]any {
	return map[string]any{"client": "sunshine", "site": "demo",
		"payer": map[string]string{"name": "Rosa Resident", "email": login.SeedResidentEmail},
		"token": tok, "type": "card", "userName": "Rosa Resident"}
}

// framePage fetches a card-input frame's page.
func framePage(t *testing.T, u string) (int, string) {
	t.Helper()
	resp, err := http.Get(u)
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	b, err := io.ReadAll(resp.Body)
	if err != nil {
		t.Fatal(err)
	}
	return resp.StatusCode, string(b)
}

// ROLE-18, ROLE-28, ROLE-29, SCHED-04: the admin opens the seed resident's
// frames, which name her in English and Spanish; the card typed there is
// saved with an Idempotency-Key (the same key answers the same tender,
// with another body 409), a plan is made with it and run now pays it; the
// resident's wallet does not list it and her own check-out cannot use it.
func TestAdminFilling_ROLE18_SCHED04_theAdminEntersTheResidentsCardAndAPlanPaysWithIt(t *testing.T) {
	m, _ := startMain(t)
	router := openAPIRouter(t, m.URL("bff"))
	resident, _ := signInAs(t, m, login.SeedResidentEmail)
	admin, _ := signInStaff(t, m, adminEmail, "/admin/")
	base := m.URL("bff") + "/bff/v1/admin/schedpay"
	csrf := map[string]string{payhttp.CSRFHeader: payhttp.CSRFValue}

	var fr staffFramesJSON
	if err := jsonInto(checkExchange(t, router, admin.client, http.MethodPost, base+"/tender-frames",
		mustJSON(t, staffFramesBody(login.SeedResidentEmail)), csrf, http.StatusOK), &fr); err != nil ||
		fr.Origin != m.URL("wallet") || fr.PayerName != "Rosa Resident" || fr.ExpiresAt == "" ||
		!strings.HasPrefix(fr.CardInputURL, m.URL("wallet")+"/card-input/?") || !strings.Contains(fr.BankInputURL, "type=bank") {
		t.Fatalf("ROLE-18: frames %+v, %v", fr, err)
	}
	if code, page := framePage(t, fr.CardInputURL); code != http.StatusOK || !strings.Contains(page, "You are entering payment details for Rosa Resident.") {
		t.Errorf("ROLE-18: the frame page = %d, want the payer named in English: %s", code, page)
	}
	var es staffFramesJSON
	if code, raw := admin.command(http.MethodPost, "/schedpay/tender-frames?lang=es", "", staffFramesBody(login.SeedResidentEmail), &es); code != http.StatusOK {
		t.Fatalf("frames in Spanish: %d %s", code, raw)
	}
	if code, page := framePage(t, es.CardInputURL); code != http.StatusOK || !strings.Contains(page, "Está ingresando los datos de pago de Rosa Resident.") {
		t.Errorf("ROLE-18: the frame page (es) = %d, want the payer named in Spanish: %s", code, page)
	}

	tok := resident.tokenize(fr.CardInputURL, "4242 4242 4242 4242")
	key := resident.newKey()
	hdr := map[string]string{payhttp.CSRFHeader: payhttp.CSRFValue, payhttp.IdempotencyHeader: key}
	var saved savedTenderJSON
	if err := jsonInto(checkExchange(t, router, admin.client, http.MethodPost, base+"/tenders", mustJSON(t, staffTenderBody(tok)), hdr,
		http.StatusCreated), &saved); err != nil || saved.TenderID == "" || saved.Type != "card" || saved.LastDigits != "4242" || saved.CardBrand != "Visa" {
		t.Fatalf("ROLE-18: saved %+v, %v", saved, err)
	}
	var again savedTenderJSON
	if code, raw := admin.command(http.MethodPost, "/schedpay/tenders", key, staffTenderBody(tok), &again); code != http.StatusCreated || again.TenderID != saved.TenderID {
		t.Errorf("the same key again: %d %s; want tender %s", code, raw, saved.TenderID)
	}
	other := staffTenderBody(tok)
	other["userName"] = "Someone Else"
	if code, raw := admin.command(http.MethodPost, "/schedpay/tenders", key, other, nil); code != http.StatusConflict {
		t.Errorf("the same key with another body: %d %s, want 409", code, raw)
	}
	if code, raw := admin.command(http.MethodPost, "/schedpay/tenders", "", staffTenderBody(tok), nil); code != http.StatusBadRequest {
		t.Errorf("no Idempotency-Key: %d %s, want 400", code, raw)
	}
	// Two saves of a new card at once, with one key, and two more with
	// two keys, keep one tender each time.
	second := resident.tokenize(fr.CardInputURL, "5555 5555 5555 4444")
	for _, keys := range [][2]string{{"both-keys-1", "both-keys-1"}, {"each-key-1", "each-key-2"}} {
		var wg sync.WaitGroup
		got := make([]savedTenderJSON, 2)
		codes := make([]int, 2)
		for i, k := range keys {
			wg.Add(1)
			go func() {
				defer wg.Done()
				codes[i], _ = admin.command(http.MethodPost, "/schedpay/tenders", k, staffTenderBody(second), &got[i])
			}()
		}
		wg.Wait()
		if codes[0] != http.StatusCreated || codes[1] != http.StatusCreated || got[0].TenderID == "" || got[0].TenderID != got[1].TenderID {
			t.Errorf("two saves at once with keys %v: %v %+v; want one tender", keys, codes, got)
		}
	}

	// The resident's wallet does not list it, and her check-out cannot
	// pay with it: not found, nothing charged.
	for _, tn := range resident.savedTenders().Tenders {
		if tn.TenderID == saved.TenderID {
			t.Errorf("ROLE-18: the resident's wallet lists the staff's tender %+v", tn)
		}
	}
	if status, raw, cartID := resident.payWithSaved(resident.find("R100-002").Path, saved.TenderID); status != http.StatusNotFound ||
		len(ledger(t, m, cartID)) != 0 {
		t.Errorf("ROLE-18: the resident pays with the staff's tender: %d %s, want 404 and no charge", status, raw)
	}

	// SCHED-04: the plan made with it; run now pays.
	var made staffPlanJSON
	if code, raw := admin.command(http.MethodPost, "/schedpay/plans", resident.newKey(), staffPlanRequest(saved), &made); code != http.StatusCreated || made.ID == "" {
		t.Fatalf("the plan with the staff's tender: %d %s", code, raw)
	}
	var runs staffRunsJSON
	if code, raw := admin.command(http.MethodPost, "/schedpay/plans/"+made.ID+"/runs", resident.newKey(), nil, &runs); code != http.StatusOK || runs.manualPaid() != 1 {
		t.Errorf("SCHED-31: run now with the staff's tender: %d %s; want one paid manual run", code, raw)
	}
}

// ROLE-18, ROLE-28, SCHED-04: the refusals of both routes: the viewer (no
// schedpay scope) 403, moonbeam's admin on sunshine/demo 403, a resident's
// session and no session 401, an e-mail no resident has 422, a malformed
// e-mail 400, and the resident's own frame token saved through the staff
// route 422.
func TestAdminFilling_ROLE18_ROLE28_refusals(t *testing.T) {
	m, _ := startMain(t)
	resident, _ := signInAs(t, m, login.SeedResidentEmail)
	viewer, _ := signInStaff(t, m, viewerEmail, "/admin/")
	moon, _ := signInStaff(t, m, moonbeamEmail, "/admin/")
	asResident := &staffBrowser{t: t, m: m, client: resident.client}
	anon := newStaffBrowser(t, m)
	body := staffTenderBody("tndr_abc123")
	for _, r := range []struct {
		path string
		body any
	}{{"/schedpay/tender-frames", staffFramesBody(login.SeedResidentEmail)}, {"/schedpay/tenders", body}} {
		if code, raw := viewer.command(http.MethodPost, r.path, "viewer-key-1", r.body, nil); code != http.StatusForbidden {
			t.Errorf("ROLE-28: the viewer %s: %d %s, want 403", r.path, code, raw)
		}
		if code, raw := moon.command(http.MethodPost, r.path, "moon-key-1", r.body, nil); code != http.StatusForbidden {
			t.Errorf("SCHED-04: moonbeam's admin %s for sunshine/demo: %d %s, want 403", r.path, code, raw)
		}
		if code, raw := asResident.command(http.MethodPost, r.path, "resident-key-1", r.body, nil); code != http.StatusUnauthorized {
			t.Errorf("a resident's session %s: %d %s, want 401", r.path, code, raw)
		}
		if code, raw := anon.command(http.MethodPost, r.path, "anon-key-1", r.body, nil); code != http.StatusUnauthorized {
			t.Errorf("no session %s: %d %s, want 401", r.path, code, raw)
		}
	}

	admin, _ := signInStaff(t, m, adminEmail, "/admin/")
	if code, raw := admin.command(http.MethodPost, "/schedpay/tender-frames", "", staffFramesBody("nobody@example.com"), nil); code != http.StatusUnprocessableEntity ||
		!strings.Contains(raw, "No resident account has this e-mail address") {
		t.Errorf("an unknown e-mail: %d %s, want 422", code, raw)
	}
	if code, raw := admin.command(http.MethodPost, "/schedpay/tender-frames", "", staffFramesBody("rosa@"), nil); code != http.StatusBadRequest ||
		!strings.Contains(raw, "payer.email") {
		t.Errorf("a malformed e-mail: %d %s, want 400 naming payer.email", code, raw)
	}

	// The resident's own frame token is not one staff opened for her.
	var own struct{ CardInputURL string }
	if code := resident.call(http.MethodGet, "/wallet/frames", nil, nil, &own); code != http.StatusOK {
		t.Fatalf("the resident's frames: %d", code)
	}
	tok := resident.tokenize(own.CardInputURL, "4242 4242 4242 4242")
	if code, raw := admin.command(http.MethodPost, "/schedpay/tenders", "own-token-key-1", staffTenderBody(tok), nil); code != http.StatusUnprocessableEntity ||
		!strings.Contains(raw, "token_not_for_payer") {
		t.Errorf("ROLE-18: the resident's own token through the staff route: %d %s, want 422 token_not_for_payer", code, raw)
	}
	if w := resident.savedTenders(); len(w.Tenders) != 0 {
		t.Errorf("tenders after the refusals: %+v", w.Tenders)
	}
}

// jsonInto decodes raw into out.
func jsonInto(raw []byte, out any) error { return json.Unmarshal(raw, out) }
