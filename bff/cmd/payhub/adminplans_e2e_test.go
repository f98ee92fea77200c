package main

import (
	"bytes"
	"encoding/json"
	"net/http"
	"strings"
	"testing"
	"time"

	payhttp "github.com/payhub/payhub/bff/http"
	"github.com/payhub/payhub/sandbox/login"
)

// The staff console's scheduled payments made for a payer through the real
// binary, the sandbox login service's staff client and the sandbox
// scheduled payments, wallet and payables services (spec 001 §2 "Admin
// scheduled-payment screen", §5, §6).

const staffPlanPath = "sunshine/demo/property_tax/2026/R100-001"

// staffPlanJSON is a plan as the staff routes answer it.
type staffPlanJSON struct {
	ID             string  `json:"id"`
	Client         string  `json:"client"`
	Site           string  `json:"site"`
	PayerName      string  `json:"payerName"`
	PayerEmail     string  `json:"payerEmail"`
	ConstantAmount *string `json:"constantAmount"`
	AdminOnly      bool    `json:"adminOnly"`
	LastModified   string  `json:"lastModified"`
}

// staffRunsJSON are a plan's runs as the staff routes answer them.
type staffRunsJSON struct {
	Past []struct {
		Status, Amount string
		Manual         bool
	} `json:"past"`
	Projected []struct{ Status string } `json:"projected"`
}

// manualPaid counts the paid manual runs among r's past ones.
func (r staffRunsJSON) manualPaid() int {
	n := 0
	for _, run := range r.Past {
		if run.Manual && run.Status == "paid" {
			n++
		}
	}
	return n
}

// staffPlanRequest is a monthly plan of 10.00 on the first property tax
// bill for the seed resident, starting in 5 days, paid with tender.
func staffPlanRequest(tender savedTenderJSON) map[string]any {
	ny, _ := time.LoadLocation("America/New_York")
	return map[string]any{
		"client": "sunshine", "site": "demo",
		"payer": map[string]string{"name": "Rosa Resident", "email": login.SeedResidentEmail},
		"plan": map[string]any{
			"payablePath":        staffPlanPath,
			"frequency":          map[string]any{"value": "recurring", "spec": map[string]any{"kind": "onDate", "startDate": time.Now().In(ny).AddDate(0, 0, 5).Format("01/02/2006")}},
			"amount":             map[string]any{"kind": "otherAmount", "value": "10.00"},
			"termsAccepted":      true,
			"noEndDateConfirmed": true,
		},
		"tender": map[string]string{"tenderId": tender.TenderID, "type": tender.Type, "lastDigits": tender.LastDigits,
			"cardBrand": tender.CardBrand, "description": "Visa ending in " + tender.LastDigits},
	}
}

// command sends a staff command with an Idempotency-Key (none when key is
// "") and decodes a success into out.
func (b *staffBrowser) command(method, path, key string, body, out any) (int, string) {
	b.t.Helper()
	raw, err := json.Marshal(body)
	if err != nil {
		b.t.Fatal(err)
	}
	req, err := http.NewRequest(method, b.m.URL("bff")+"/bff/v1/admin"+path, bytes.NewReader(raw))
	if err != nil {
		b.t.Fatal(err)
	}
	req.Header.Set("Content-Type", "application/json")
	req.Header.Set(payhttp.CSRFHeader, payhttp.CSRFValue)
	if key != "" {
		req.Header.Set(payhttp.IdempotencyHeader, key)
	}
	resp, err := b.client.Do(req)
	if err != nil {
		b.t.Fatal(err)
	}
	defer resp.Body.Close()
	var buf bytes.Buffer
	_, _ = buf.ReadFrom(resp.Body)
	if out != nil && resp.StatusCode < 300 {
		if err := json.Unmarshal(buf.Bytes(), out); err != nil {
			b.t.Fatalf("%s %s: %s: %v", method, path, buf.String(), err)
		}
	}
	return resp.StatusCode, buf.String()
}

// SCHED-04, SCHED-05, SCHED-16, SCHED-31, SCHED-55, ROLE-28, ROLE-29: the
// admin sets a monthly plan up for the sandbox resident, who then sees it
// in their plans as set up by the county, last changed by "Admin - Sunny
// Admin"; run now adds one manual run per key; a member of another client
// sees nothing of it.
func TestAdminPlans_SCHED16_SCHED31_theAdminSetsAPlanUpForTheResidentAndRunsItNow(t *testing.T) {
	m, _ := startMain(t)
	router := openAPIRouter(t, m.URL("bff"))
	resident, _ := signInAs(t, m, login.SeedResidentEmail)
	code, card := resident.addCard("4242 4242 4242 4242", resident.newKey())
	if code != http.StatusCreated {
		t.Fatalf("the resident saves a card: %d %+v", code, card)
	}
	admin, _ := signInStaff(t, m, adminEmail, "/admin/")
	base := m.URL("bff") + "/bff/v1/admin/schedpay"
	csrf := map[string]string{payhttp.CSRFHeader: payhttp.CSRFValue}

	// SCHED-04, SCHED-05: the sunshine site that uses scheduled payments,
	// and /admin/sites?feature=schedpay offers the same.
	var sites struct {
		Sites []struct{ Client, Site, ClientTitle string }
	}
	if err := json.Unmarshal(checkExchange(t, router, admin.client, http.MethodGet, base+"/sites", "", nil, http.StatusOK), &sites); err != nil ||
		len(sites.Sites) != 1 || sites.Sites[0].Client != "sunshine" || sites.Sites[0].Site != "demo" || sites.Sites[0].ClientTitle != "Sunshine County" {
		t.Errorf("SCHED-04/05: schedpay sites %+v, %v; want sunshine/demo alone", sites, err)
	}
	var featureSites struct {
		Sites []struct{ Client, Site string }
	}
	if code, raw := admin.admin(http.MethodGet, "/sites?feature=schedpay", nil, &featureSites); code != 200 ||
		len(featureSites.Sites) != 1 || featureSites.Sites[0].Site != "demo" {
		t.Errorf("SCHED-05: /sites?feature=schedpay = %d %s; want the same sunshine/demo", code, raw)
	}
	// SCHED-55: the terms text in either language.
	for lang, want := range map[string]string{"en": "The payer must accept the terms", "es": "El pagador debe aceptar los términos"} {
		var terms struct{ Lang, Text string }
		if err := json.Unmarshal(checkExchange(t, router, admin.client, http.MethodGet, base+"/terms?lang="+lang, "", nil, http.StatusOK), &terms); err != nil || terms.Text != want {
			t.Errorf("SCHED-55 (%s): %+v, %v", lang, terms, err)
		}
	}

	// SCHED-16, ROLE-28: the plan is the payer's, adminOnly, last
	// modified by the admin; the same key answers it again.
	key := resident.newKey()
	hdr := map[string]string{payhttp.CSRFHeader: payhttp.CSRFValue, payhttp.IdempotencyHeader: key}
	body := mustJSON(t, staffPlanRequest(card))
	var made staffPlanJSON
	if err := json.Unmarshal(checkExchange(t, router, admin.client, http.MethodPost, base+"/plans", body, hdr, http.StatusCreated), &made); err != nil ||
		made.ID == "" || !made.AdminOnly || made.LastModified != "Admin - Sunny Admin" || made.PayerEmail != login.SeedResidentEmail ||
		made.PayerName != "Rosa Resident" || made.ConstantAmount == nil || *made.ConstantAmount != "10.00" {
		t.Fatalf("SCHED-16: made %+v, %v", made, err)
	}
	var again staffPlanJSON
	if code, raw := admin.command(http.MethodPost, "/schedpay/plans?lang=es", key, staffPlanRequest(card), &again); code != http.StatusCreated ||
		again.ID != made.ID || again.LastModified != "Administrador - Sunny Admin" {
		t.Errorf("the same key again: %d %s; want plan %s in Spanish", code, raw, made.ID)
	}
	var list struct{ Plans []staffPlanJSON }
	if err := json.Unmarshal(checkExchange(t, router, admin.client, http.MethodGet, base+"/plans?client=sunshine&site=demo", "", nil, http.StatusOK), &list); err != nil ||
		len(list.Plans) != 1 || list.Plans[0].ID != made.ID {
		t.Errorf("the admin's list: %+v, %v", list, err)
	}

	// The resident sees it in My Payments, set up by the county.
	var mine struct {
		Plans []struct {
			ID            string `json:"id"`
			SetUpByCounty bool   `json:"setUpByCounty"`
			LastModified  string `json:"lastModified"`
		}
	}
	if code := resident.call(http.MethodGet, "/schedules", nil, nil, &mine); code != http.StatusOK || len(mine.Plans) != 1 ||
		mine.Plans[0].ID != made.ID || !mine.Plans[0].SetUpByCounty || mine.Plans[0].LastModified != "Admin - Sunny Admin" {
		t.Errorf("SCHED-16: the resident's plans: %d %+v", code, mine)
	}

	// SCHED-31: run now adds one manual run, paid, once per key.
	runKey := resident.newKey()
	for range 2 {
		var runs staffRunsJSON
		raw := checkExchange(t, router, admin.client, http.MethodPost, base+"/plans/"+made.ID+"/runs", "",
			map[string]string{payhttp.CSRFHeader: payhttp.CSRFValue, payhttp.IdempotencyHeader: runKey}, http.StatusOK)
		if err := json.Unmarshal(raw, &runs); err != nil || runs.manualPaid() != 1 || len(runs.Projected) == 0 {
			t.Errorf("SCHED-31: runs after run now %s, %v; want one paid manual run", raw, err)
		}
	}
	var runs staffRunsJSON
	if err := json.Unmarshal(checkExchange(t, router, admin.client, http.MethodGet, base+"/plans/"+made.ID+"/runs", "", csrf, http.StatusOK), &runs); err != nil ||
		runs.manualPaid() != 1 {
		t.Errorf("SCHED-31: the runs read again: %+v, %v", runs, err)
	}
	if code, raw := admin.command(http.MethodPost, "/schedpay/plans/"+made.ID+"/runs", "", nil, nil); code != http.StatusBadRequest {
		t.Errorf("run now without an Idempotency-Key: %d %s, want 400", code, raw)
	}

	// SCHED-04: moonbeam's admin sees nothing of sunshine: no site, 403
	// naming sunshine, 404 on the plan, an empty list.
	moon, _ := signInStaff(t, m, moonbeamEmail, "/admin/")
	var moonSites struct {
		Sites []struct{ Client, Site string }
	}
	if code, raw := moon.admin(http.MethodGet, "/schedpay/sites", nil, &moonSites); code != 200 || len(moonSites.Sites) != 0 {
		t.Errorf("moonbeam's sites: %d %s; want none", code, raw)
	}
	if code, raw := moon.command(http.MethodPost, "/schedpay/plans", moon.t.Name()+"-k1", staffPlanRequest(card), nil); code != http.StatusForbidden {
		t.Errorf("moonbeam creates on sunshine/demo: %d %s, want 403", code, raw)
	}
	if code, raw := moon.admin(http.MethodGet, "/schedpay/plans?client=sunshine&site=demo", nil, nil); code != http.StatusForbidden {
		t.Errorf("moonbeam lists sunshine/demo: %d %s, want 403", code, raw)
	}
	var moonList struct{ Plans []staffPlanJSON }
	if code, raw := moon.admin(http.MethodGet, "/schedpay/plans", nil, &moonList); code != 200 || len(moonList.Plans) != 0 {
		t.Errorf("moonbeam's list: %d %s; want none", code, raw)
	}
	if code, raw := moon.admin(http.MethodGet, "/schedpay/plans/"+made.ID+"/runs", nil, nil); code != http.StatusNotFound {
		t.Errorf("moonbeam reads the runs: %d %s, want 404", code, raw)
	}
	if code, raw := moon.command(http.MethodPost, "/schedpay/plans/"+made.ID+"/runs", "moonbeam-run-1", nil, nil); code != http.StatusNotFound {
		t.Errorf("moonbeam runs the plan: %d %s, want 404", code, raw)
	}
}

// ROLE-28, SCHED-04, SCHED-05, SCHED-54: the refusals, each before a plan
// is made: the viewer has no schedpay scope, a resident's session is no
// staff session (nor is no session), no Idempotency-Key, no payer name (in the request's
// language), a payer e-mail no resident has, and a site without
// scheduled payments.
func TestAdminPlans_ROLE28_SCHED54_SCHED05_refusals(t *testing.T) {
	m, _ := startMain(t)
	resident, _ := signInAs(t, m, login.SeedResidentEmail)
	code, card := resident.addCard("4242 4242 4242 4242", resident.newKey())
	if code != http.StatusCreated {
		t.Fatalf("the resident saves a card: %d %+v", code, card)
	}
	viewer, _ := signInStaff(t, m, viewerEmail, "/admin/")
	asResident := &staffBrowser{t: t, m: m, client: resident.client}
	anon := newStaffBrowser(t, m)
	for _, r := range []struct {
		method, path string
		body         any
	}{
		{http.MethodGet, "/schedpay/sites", nil},
		{http.MethodGet, "/schedpay/terms", nil},
		{http.MethodGet, "/schedpay/plans", nil},
		{http.MethodPost, "/schedpay/plans", staffPlanRequest(card)},
		{http.MethodGet, "/schedpay/plans/p1/runs", nil},
		{http.MethodPost, "/schedpay/plans/p1/runs", nil},
	} {
		if code, raw := viewer.command(r.method, r.path, "viewer-key-1", r.body, nil); code != http.StatusForbidden || errorCode(raw) != "forbidden" {
			t.Errorf("ROLE-28: the viewer %s %s: %d %s, want 403", r.method, r.path, code, raw)
		}
		if code, raw := asResident.command(r.method, r.path, "resident-key-1", r.body, nil); code != http.StatusUnauthorized {
			t.Errorf("a resident's session %s %s: %d %s, want 401", r.method, r.path, code, raw)
		}
		if code, raw := anon.command(r.method, r.path, "anon-key-1", r.body, nil); code != http.StatusUnauthorized || errorCode(raw) != "unauthorized" {
			t.Errorf("no session %s %s: %d %s, want 401", r.method, r.path, code, raw)
		}
	}

	admin, _ := signInStaff(t, m, adminEmail, "/admin/")
	if code, raw := admin.command(http.MethodPost, "/schedpay/plans", "", staffPlanRequest(card), nil); code != http.StatusBadRequest {
		t.Errorf("no Idempotency-Key: %d %s, want 400", code, raw)
	}
	for lang, want := range map[string]string{"en": "The payer's name and e-mail address are required.",
		"es": "Se requieren el nombre y el correo electrónico del pagador."} {
		for _, blank := range []string{"name", "email"} {
			req := staffPlanRequest(card)
			req["payer"].(map[string]string)[blank] = " "
			code, raw := admin.command(http.MethodPost, "/schedpay/plans?lang="+lang, "no-payer-"+lang+"-"+blank, req, nil)
			if code != http.StatusUnprocessableEntity || !strings.Contains(raw, want) {
				t.Errorf("SCHED-54 (%s, no payer %s): %d %s, want 422 with %q", lang, blank, code, raw, want)
			}
		}
	}
	req := staffPlanRequest(card)
	req["payer"] = map[string]string{"name": "Nobody", "email": "nobody@example.com"}
	if code, raw := admin.command(http.MethodPost, "/schedpay/plans", "unknown-payer-1", req, nil); code != http.StatusUnprocessableEntity || !strings.Contains(raw, "No resident account has this e-mail address") {
		t.Errorf("a payer no resident is: %d %s, want 422", code, raw)
	}
	req = staffPlanRequest(card)
	req["site"] = "handoff"
	if code, raw := admin.command(http.MethodPost, "/schedpay/plans", "no-schedpay-1", req, nil); code != http.StatusForbidden {
		t.Errorf("SCHED-05: a site without scheduled payments: %d %s, want 403", code, raw)
	}
	var list struct{ Plans []staffPlanJSON }
	if code, raw := admin.admin(http.MethodGet, "/schedpay/plans", nil, &list); code != 200 || len(list.Plans) != 0 {
		t.Errorf("plans after the refusals: %d %s; want none", code, raw)
	}
}
