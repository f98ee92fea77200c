package main

import (
	"encoding/json"
	"net/http"
	"net/url"
	"slices"
	"strings"
	"testing"

	"github.com/payhub/payhub/sandbox/login"
)

// The staff console's routes through the real binary, the sandbox login
// service's staff client and the sandbox announcements service.

type meJSON struct {
	Email  string   `json:"email"`
	Name   string   `json:"name"`
	Scopes []string `json:"scopes"`
	Sites  []string `json:"sites"`
}

type bannerJSON struct {
	ID          string `json:"id"`
	Type        string `json:"type"`
	ClientSites []struct {
		Client string `json:"client"`
		Site   string `json:"site"`
	} `json:"clientSites"`
	Effects []string `json:"effects"`
}

const (
	adminEmail    = "admin@sunshine.example"
	viewerEmail   = "viewer@sunshine.example"
	moonbeamEmail = "admin@moonbeam.example"
)

func TestAdmin_ROLE29_theStaffSignInDanceMakesASessionOfItsOwn(t *testing.T) {
	m, _ := startMain(t)
	b, to := signInStaff(t, m, adminEmail, "/admin/announcements?kind=banners")
	if to != "/admin/announcements?kind=banners" {
		t.Errorf("sent to %q, want the console page asked for", to)
	}
	var me meJSON
	if code, raw := b.admin(http.MethodGet, "/me", nil, &me); code != 200 {
		t.Fatalf("me: %d %s", code, raw)
	}
	if me.Email != adminEmail || len(me.Scopes) != 8 || !slices.Equal(me.Sites, []string{"sunshine/*"}) {
		t.Errorf("me %+v, want the admin with 8 scopes on sunshine/*", me)
	}
	// The cookie is the staff console's: HttpOnly, SameSite=Strict, on the
	// staff routes only.
	u, _ := url.Parse(m.URL("bff") + "/bff/v1/admin/me")
	var staffCookie *http.Cookie
	for _, c := range b.client.Jar.Cookies(u) {
		if c.Name == "payhub_staff" {
			staffCookie = c
		}
	}
	if staffCookie == nil {
		t.Fatal("no payhub_staff cookie")
	}
	home, _ := url.Parse(m.URL("bff") + "/bff/v1/sunshine/demo/session")
	for _, c := range b.client.Jar.Cookies(home) {
		if c.Name == "payhub_staff" {
			t.Error("the staff cookie is sent to the residents' routes")
		}
	}
	// A staff session is no resident's session.
	p := newPayer(t, m)
	p.client.Jar.SetCookies(home, []*http.Cookie{{Name: "payhub_session", Value: staffCookie.Value}})
	var s signedInJSON
	if code := p.call(http.MethodGet, "/session", nil, nil, &s); code != 200 || s.User != nil {
		t.Errorf("the staff session as a resident's: %d %+v", code, s.User)
	}
	// returnTo is only a console page of this origin.
	for _, bad := range []string{"https://evil.example/admin/", "//evil.example/admin/", "/sunshine/demo/home", "/admin/../x"} {
		b2 := newStaffBrowser(t, m)
		if to := b2.signIn(adminEmail, bad); to != "/admin/" {
			t.Errorf("returnTo %q sent to %q, want /admin/", bad, to)
		}
	}
	// ROLE-29: the session's token is what the BFF passes upstream; the
	// announcements service takes it.
	rec, err := m.store.GetSession(t.Context(), staffCookie.Value)
	if err != nil {
		t.Fatal(err)
	}
	var kept struct {
		Token string `json:"token"`
	}
	if err := json.Unmarshal(rec.Data, &kept); err != nil || kept.Token == "" {
		t.Fatalf("staff session record %s: %v", rec.Data, err)
	}
	if code := superBanners(t, m, kept.Token); code != 200 {
		t.Fatalf("the announcements service refuses the session's token: %d", code)
	}
	// Sign-out ends the session, and the token at the login service too.
	if code, raw := b.admin(http.MethodPost, "/auth/logout", nil, nil); code != 204 {
		t.Fatalf("logout: %d %s", code, raw)
	}
	if code, raw := b.admin(http.MethodGet, "/me", nil, nil); code != 401 || errorCode(raw) != "unauthorized" {
		t.Errorf("me after logout: %d %s", code, raw)
	}
	if code := superBanners(t, m, kept.Token); code != 401 {
		t.Errorf("the announcements service takes the token after sign-out: %d, want 401", code)
	}
}

func TestAdmin_everyStaffRouteRefusesNoSessionAResidentAndAForgedCookie(t *testing.T) {
	m, _ := startMain(t)
	anon := newStaffBrowser(t, m)
	resident, _ := signInAs(t, m, login.SeedResidentEmail)
	residentCookie := ""
	home, _ := url.Parse(m.URL("bff") + "/bff/v1/sunshine/demo/session")
	for _, c := range resident.client.Jar.Cookies(home) {
		if c.Name == "payhub_session" {
			residentCookie = c.Value
		}
	}
	if residentCookie == "" {
		t.Fatal("the resident has no session cookie")
	}
	// The resident's own browser, its cookie also given as a staff cookie.
	asResident := &staffBrowser{t: t, m: m, client: resident.client}
	adminURL, _ := url.Parse(m.URL("bff") + "/bff/v1/admin/")
	resident.client.Jar.SetCookies(adminURL, []*http.Cookie{{Name: "payhub_staff", Value: residentCookie, Path: "/bff/v1/admin"}})
	forged := newStaffBrowser(t, m)
	forged.client.Jar.SetCookies(adminURL, []*http.Cookie{{Name: "payhub_staff", Value: strings.Repeat("ab", 32), Path: "/bff/v1/admin"}})
	for _, b := range []*staffBrowser{anon, asResident, forged} {
		for _, r := range adminRoutes() {
			if code, raw := b.admin(r.method, r.path, r.body, nil); code != 401 || errorCode(raw) != "unauthorized" {
				t.Errorf("%s %s: %d %s, want 401 unauthorized", r.method, r.path, code, raw)
			}
		}
	}
	// The resident cannot become staff at the login service either: its
	// staff page refuses the account, and no staff session is made.
	tried := newStaffBrowser(t, m)
	if resp, body := tried.trySignIn(login.SeedResidentEmail, "/admin/"); resp.StatusCode != http.StatusForbidden || !strings.Contains(body, "no access to the staff console") {
		t.Errorf("a resident on the staff page: %d %s, want 403 with the not-staff message", resp.StatusCode, body)
	}
	if code, _ := tried.admin(http.MethodGet, "/me", nil, nil); code != 401 {
		t.Errorf("me after a resident's staff sign-in: %d, want 401", code)
	}
	// A command without the CSRF header is refused before anything else.
	req, _ := http.NewRequest(http.MethodPost, m.URL("bff")+"/bff/v1/admin/announcements/banners", strings.NewReader("{}"))
	r2, err := http.DefaultClient.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	r2.Body.Close()
	if r2.StatusCode != 403 {
		t.Errorf("POST without the CSRF header: %d, want 403", r2.StatusCode)
	}
}

func TestAdmin_ROLE26_ROLE27_ANN18_ANN19_scopesAndSitesAreCheckedInTheBFF(t *testing.T) {
	m, _ := startMain(t)
	admin, _ := signInStaff(t, m, adminEmail, "/admin/")
	viewer, _ := signInStaff(t, m, viewerEmail, "/admin/")
	moon, _ := signInStaff(t, m, moonbeamEmail, "/admin/")

	// ANN-19, SCHED-04/05: the sites of each member that use the feature.
	var sites struct {
		Sites []struct{ Client, Site string } `json:"sites"`
	}
	if code, raw := admin.admin(http.MethodGet, "/sites?feature=announcements", nil, &sites); code != 200 || len(sites.Sites) == 0 {
		t.Fatalf("admin sites: %d %s", code, raw)
	}
	if !slices.ContainsFunc(sites.Sites, func(s struct{ Client, Site string }) bool { return s.Client == "sunshine" && s.Site == "demo" }) {
		t.Errorf("admin sites %+v lack sunshine/demo", sites.Sites)
	}
	for _, s := range sites.Sites {
		if s.Client != "sunshine" {
			t.Errorf("the sunshine admin is offered %s/%s", s.Client, s.Site)
		}
	}
	if code, raw := moon.admin(http.MethodGet, "/sites?feature=schedpay", nil, &sites); code != 200 {
		t.Fatalf("moonbeam sites: %d %s", code, raw)
	}
	for _, s := range sites.Sites {
		if s.Client != "moonbeam" {
			t.Errorf("the moonbeam admin is offered %s/%s", s.Client, s.Site)
		}
	}
	if code, _ := admin.admin(http.MethodGet, "/sites?feature=nope", nil, nil); code != 400 {
		t.Errorf("an unknown feature: %d, want 400", code)
	}

	// The admin posts a banner on sunshine/demo.
	body := map[string]any{"preset": "paypalDown", "clientSites": []map[string]string{{"client": "sunshine", "site": "demo"}}}
	var made bannerJSON
	if code, raw := admin.admin(http.MethodPost, "/announcements/banners", body, &made); code != 201 || made.ID == "" || made.Type != "paypalDown" {
		t.Fatalf("admin POST: %d %s", code, raw)
	}
	// ROLE-26: the viewer reads it; ROLE-27: cannot write.
	var got bannerJSON
	if code, raw := viewer.admin(http.MethodGet, "/announcements/banners/"+made.ID, nil, &got); code != 200 || got.ID != made.ID {
		t.Errorf("viewer GET: %d %s", code, raw)
	}
	for _, r := range []adminRoute{
		{http.MethodPost, "/announcements/banners", body},
		{http.MethodPut, "/announcements/banners/" + made.ID, body},
		{http.MethodDelete, "/announcements/banners/" + made.ID, nil},
		{http.MethodPost, "/announcements/footers", map[string]any{"client": "sunshine", "site": "demo"}},
	} {
		if code, raw := viewer.admin(r.method, r.path, r.body, nil); code != 403 {
			t.Errorf("viewer %s %s: %d %s, want 403", r.method, r.path, code, raw)
		}
	}
	// ANN-18: the moonbeam admin sees nothing of sunshine, and cannot post
	// on it.
	var list struct {
		Banners []bannerJSON `json:"banners"`
	}
	if code, raw := moon.admin(http.MethodGet, "/announcements/banners?includeInactive=true", nil, &list); code != 200 {
		t.Fatalf("moonbeam list: %d %s", code, raw)
	}
	for _, b := range list.Banners {
		for _, cs := range b.ClientSites {
			if cs.Client != "moonbeam" {
				t.Errorf("the moonbeam admin lists %s with %s/%s", b.ID, cs.Client, cs.Site)
			}
		}
	}
	if code, _ := moon.admin(http.MethodGet, "/announcements/banners/"+made.ID, nil, nil); code != 404 {
		t.Errorf("moonbeam GET a sunshine banner: %d, want 404", code)
	}
	for _, r := range []adminRoute{
		{http.MethodPost, "/announcements/banners", body},
		{http.MethodPut, "/announcements/banners/" + made.ID, body},
		{http.MethodDelete, "/announcements/banners/" + made.ID, nil},
	} {
		if code, raw := moon.admin(r.method, r.path, r.body, nil); code != 403 && code != 404 {
			t.Errorf("moonbeam %s %s: %d %s, want 403 or 404", r.method, r.path, code, raw)
		}
	}
	var audit struct {
		Entries []struct {
			Who, Kind, ID, Action string
		} `json:"entries"`
	}
	if code, raw := moon.admin(http.MethodGet, "/audit", nil, &audit); code != 200 {
		t.Fatalf("moonbeam audit: %d %s", code, raw)
	}
	for _, e := range audit.Entries {
		if e.ID == made.ID {
			t.Errorf("the moonbeam admin's audit shows the sunshine change %+v", e)
		}
	}
	if code, raw := viewer.admin(http.MethodGet, "/audit", nil, &audit); code != 200 || len(audit.Entries) == 0 ||
		audit.Entries[0].Who != adminEmail || audit.Entries[0].ID != made.ID || audit.Entries[0].Action != "create" {
		t.Errorf("viewer audit: %d %s", code, raw)
	}
	// API-43, API-44 through the BFF.
	body["preset"] = "googlePayDown"
	if code, raw := admin.admin(http.MethodPut, "/announcements/banners/"+made.ID, body, &got); code != 200 || got.Type != "googlePayDown" {
		t.Errorf("admin PUT: %d %s", code, raw)
	}
	if code, raw := admin.admin(http.MethodDelete, "/announcements/banners/"+made.ID, nil, nil); code != 204 {
		t.Errorf("admin DELETE: %d %s", code, raw)
	}
	if code, _ := admin.admin(http.MethodGet, "/announcements/banners/"+made.ID, nil, nil); code != 404 {
		t.Errorf("GET after DELETE: %d, want 404", code)
	}
	if code, _ := admin.admin(http.MethodGet, "/announcements/widgets", nil, nil); code != 404 {
		t.Errorf("an unknown kind: %d, want 404", code)
	}
}

func TestAdmin_ANN08_ANN09_presetsInTheRequestsLanguageOrBoth(t *testing.T) {
	m, _ := startMain(t)
	admin, _ := signInStaff(t, m, viewerEmail, "/admin/")
	type text struct{ En, Es string }
	var v struct {
		Presets []struct {
			Name           string
			Label, Message text
		} `json:"presets"`
		ModulePresets []struct {
			Module, Severity string
			Message          text
		} `json:"modulePresets"`
	}
	if code, raw := admin.admin(http.MethodGet, "/announcements/presets", nil, &v); code != 200 || len(v.Presets) != 11 || len(v.ModulePresets) != 75 {
		t.Fatalf("presets: %d %d presets %d module presets: %s", code, len(v.Presets), len(v.ModulePresets), raw)
	}
	if p := v.Presets[0]; p.Name != "cardDown" || p.Message.En == "" || p.Message.Es == "" {
		t.Errorf("both languages: %+v", p)
	}
	v.Presets, v.ModulePresets = nil, nil
	if code, _ := admin.admin(http.MethodGet, "/announcements/presets?lang=es", nil, &v); code != 200 {
		t.Fatal(code)
	}
	if p := v.Presets[0]; p.Message.En != "" || !strings.Contains(p.Message.Es, "tarjeta") {
		t.Errorf("Spanish: %+v", p)
	}
	if p := v.ModulePresets[0]; p.Message.En != "" || p.Message.Es == "" {
		t.Errorf("Spanish module preset: %+v", p)
	}
}

func TestAdmin_ANN07_aFooterIsStoredSanitizedWithItsPreview(t *testing.T) {
	m, _ := startMain(t)
	admin, _ := signInStaff(t, m, adminEmail, "/admin/")
	body := map[string]any{"client": "sunshine", "site": "demo", "active": true,
		"title":    map[string]string{"en": "Office hours", "es": "Horario"},
		"headline": map[string]string{"en": "Open", "es": "Abierto"},
		"content": map[string]string{"en": `<p onclick="x()">Mon-Fri <script>alert(1)</script><a href="javascript:x">a</a></p>`,
			"es": "<p>Lunes a viernes</p>"}}
	var f struct {
		ID      string `json:"id"`
		Content struct{ En, Es string }
		Preview struct {
			En string `json:"en"`
		} `json:"preview"`
		Sanitized bool `json:"sanitized"`
	}
	if code, raw := admin.admin(http.MethodPost, "/announcements/footers", body, &f); code != 201 {
		t.Fatalf("POST footer: %d %s", code, raw)
	}
	for _, s := range []string{f.Content.En, f.Preview.En} {
		if strings.Contains(s, "script") || strings.Contains(s, "onclick") || strings.Contains(s, "javascript") || !strings.Contains(s, "Mon-Fri") {
			t.Errorf("footer content %q is not sanitized", s)
		}
	}
	if !f.Sanitized {
		t.Error("sanitized is false although the sanitizer removed the script")
	}
	if code, _ := admin.admin(http.MethodDelete, "/announcements/footers/"+f.ID, nil, nil); code != 204 {
		t.Errorf("DELETE footer: %d", code)
	}
}

func TestAdmin_ANN10_aCardDownPresetTakesCardOffTheSiteAtOnceAndItsDeletionBringsItBack(t *testing.T) {
	m, _ := startMain(t)
	admin, _ := signInStaff(t, m, adminEmail, "/admin/")
	p := newPayer(t, m)
	p.add(p.find("R100-001").Path)
	before := p.checkoutScreen()
	fee := before.Sections.Fees.Data["card"].Amount
	if !slices.Contains(before.Sections.Tenders.Data.Allowed, "card") || fee == "" {
		t.Fatalf("before: tenders %v fee %q", before.Sections.Tenders.Data.Allowed, fee)
	}
	// Read the shell once so that its configuration is cached.
	if ms := shellMethods(t, m); !slices.Contains(ms, "card") {
		t.Fatalf("shell methods before %v", ms)
	}

	body := map[string]any{"preset": "cardDown", "clientSites": []map[string]string{{"client": "sunshine", "site": "demo"}}}
	var made bannerJSON
	if code, raw := admin.admin(http.MethodPost, "/announcements/banners", body, &made); code != 201 ||
		!slices.Equal(made.Effects, []string{"disableCardPayments"}) {
		t.Fatalf("POST cardDown: %d %s", code, raw)
	}
	if ms := shellMethods(t, m); slices.Contains(ms, "card") {
		t.Errorf("the shell still lists card: %v", ms)
	}
	if s := p.checkoutScreen(); slices.Contains(s.Sections.Tenders.Data.Allowed, "card") {
		t.Errorf("the checkout still offers card: %v", s.Sections.Tenders.Data.Allowed)
	}
	token := p.tokenize(before.Sections.Wallet.Data.CardInputURL, "4242 4242 4242 4242")
	var res receiptResultJSON
	code := p.call(http.MethodPost, "/checkout", checkoutBody(token, "1234.56", fee), map[string]string{"Idempotency-Key": p.newKey()}, &res)
	if code < 400 || code >= 500 || res.ReceiptID != "" {
		t.Errorf("a check-out by card during the outage: %d %+v, want refused", code, res)
	}

	if code, raw := admin.admin(http.MethodDelete, "/announcements/banners/"+made.ID, nil, nil); code != 204 {
		t.Fatalf("DELETE: %d %s", code, raw)
	}
	if ms := shellMethods(t, m); !slices.Contains(ms, "card") {
		t.Errorf("card is not back: %v", ms)
	}
	if s := p.checkoutScreen(); !slices.Contains(s.Sections.Tenders.Data.Allowed, "card") {
		t.Errorf("the checkout does not offer card again: %v", s.Sections.Tenders.Data.Allowed)
	}
}

// shellMethods are sunshine/demo's payment methods as the shell lists them.
func shellMethods(t *testing.T, m *Main) []string {
	t.Helper()
	var shell homeScreen
	if code := getJSON(t, m.URL("bff")+"/bff/v1/sunshine/demo/screens/shell", &shell); code != 200 {
		t.Fatalf("shell: %d", code)
	}
	var cfg struct {
		PaymentMethods []string `json:"paymentMethods"`
	}
	if err := json.Unmarshal(shell.Sections["config"].Data, &cfg); err != nil {
		t.Fatal(err)
	}
	return cfg.PaymentMethods
}

// superBanners is the sandbox announcements service's answer to an admin
// list with token in Remote-User.
func superBanners(t *testing.T, m *Main, token string) int {
	t.Helper()
	req, err := http.NewRequestWithContext(t.Context(), http.MethodGet, m.URL("sandbox")+"/svc/announcements/super/banners", nil)
	if err != nil {
		t.Fatal(err)
	}
	req.Header.Set("Remote-User", token)
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	resp.Body.Close()
	return resp.StatusCode
}
