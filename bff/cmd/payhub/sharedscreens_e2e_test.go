package main

import (
	"encoding/json"
	"io"
	"net/http"
	"slices"
	"testing"
)

// The shell and home screens are the same for every visitor of a site: the
// BFF keeps them a few seconds, answers them with an ETag and a 304 to a
// browser that holds them, and drops them when staff change a banner.

// screenGet GETs the BFF's path with the request headers hdr, and answers
// the response and its body.
func screenGet(t *testing.T, m *Main, path string, hdr map[string]string) (*http.Response, []byte) {
	t.Helper()
	req, err := http.NewRequestWithContext(t.Context(), http.MethodGet, m.URL("bff")+path, nil)
	if err != nil {
		t.Fatal(err)
	}
	for k, v := range hdr {
		req.Header.Set(k, v)
	}
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	body, err := io.ReadAll(resp.Body)
	if err != nil {
		t.Fatal(err)
	}
	return resp, body
}

func TestSharedScreens_anETagAnd304OverHTTPAndTheSameBytesInEveryLanguage(t *testing.T) {
	m, _ := startMain(t)
	const home = "/bff/v1/sunshine/demo/screens/home"
	resp, body := screenGet(t, m, home, nil)
	tag := resp.Header.Get("ETag")
	if resp.StatusCode != 200 || len(tag) < 10 || tag[0] != '"' || resp.Header.Get("Cache-Control") != "private, no-cache" ||
		resp.Header.Get("X-Content-Type-Options") != "nosniff" || resp.Header.Get("Referrer-Policy") == "" {
		t.Fatalf("home: %d %v", resp.StatusCode, resp.Header)
	}
	var s homeScreen
	if err := json.Unmarshal(body, &s); err != nil || !s.Complete {
		t.Fatalf("home: %v %s", err, body)
	}
	for _, inm := range []string{tag, `"nope", W/` + tag} {
		resp, body := screenGet(t, m, home, map[string]string{"If-None-Match": inm})
		if resp.StatusCode != http.StatusNotModified || len(body) != 0 || resp.Header.Get("ETag") != tag ||
			resp.Header.Get("Cache-Control") != "private, no-cache" {
			t.Errorf("If-None-Match %s: %d %q %v", inm, resp.StatusCode, body, resp.Header)
		}
	}
	// Spanish visitors get the same bytes: the screen carries both languages.
	for _, hdr := range []map[string]string{{"Accept-Language": "es-MX,es;q=0.9"}, {"Accept-Language": "en"}} {
		if resp, _ := screenGet(t, m, home+"?lang=es", hdr); resp.StatusCode != 200 || resp.Header.Get("ETag") != tag {
			t.Errorf("%v: %d ETag %s, want %s", hdr, resp.StatusCode, resp.Header.Get("ETag"), tag)
		}
	}
	// Another site, and the other screen, are other entries.
	if resp, _ := screenGet(t, m, "/bff/v1/moonbeam/pay/screens/home", nil); resp.Header.Get("ETag") == tag {
		t.Error("moonbeam/pay got sunshine/demo's home screen")
	}
	if resp, _ := screenGet(t, m, "/bff/v1/sunshine/demo/screens/shell", map[string]string{"If-None-Match": tag}); resp.StatusCode != 200 {
		t.Errorf("the shell answered %d to the home screen's tag", resp.StatusCode)
	}
	// The checkout screen, which is the payer's own, stays out of every cache.
	if resp, _ := screenGet(t, m, "/bff/v1/sunshine/demo/screens/checkout", map[string]string{"X-Requested-With": "payhub"}); resp.Header.Get("Cache-Control") != "no-store" || resp.Header.Get("ETag") != "" {
		t.Errorf("checkout: %d %v", resp.StatusCode, resp.Header)
	}
}

func TestSharedScreens_ANN10_aBannerStaffPostShowsAtOnceOnTheHomeScreenWithANewETag(t *testing.T) {
	m, _ := startMain(t)
	admin, _ := signInStaff(t, m, adminEmail, "/admin/")
	const home = "/bff/v1/sunshine/demo/screens/home"
	// Read the home screen so that it is kept.
	before, body := screenGet(t, m, home, nil)
	if state, _ := bannerState(t, body); state != "" {
		t.Fatalf("state before %q", state)
	}
	tag := before.Header.Get("ETag")

	post := map[string]any{"preset": "cardDown", "clientSites": []map[string]string{{"client": "sunshine", "site": "demo"}}}
	var made bannerJSON
	if code, raw := admin.admin(http.MethodPost, "/announcements/banners", post, &made); code != 201 {
		t.Fatalf("POST cardDown: %d %s", code, raw)
	}
	after, body := screenGet(t, m, home, map[string]string{"If-None-Match": tag})
	state, ids := bannerState(t, body)
	if after.StatusCode != 200 || state != "noCard" || !slices.Contains(ids, made.ID) {
		t.Fatalf("after the banner: %d state %q banners %v", after.StatusCode, state, ids)
	}
	if newTag := after.Header.Get("ETag"); newTag == tag || newTag == "" {
		t.Errorf("the changed screen kept its ETag %s", newTag)
	}

	if code, raw := admin.admin(http.MethodDelete, "/announcements/banners/"+made.ID, nil, nil); code != 204 {
		t.Fatalf("DELETE: %d %s", code, raw)
	}
	_, body = screenGet(t, m, home, nil)
	if state, ids := bannerState(t, body); state != "" || slices.Contains(ids, made.ID) {
		t.Errorf("after the deletion: state %q banners %v", state, ids)
	}
}

// bannerState reads a home screen's banner state and banner ids.
func bannerState(t *testing.T, body []byte) (string, []string) {
	t.Helper()
	var s homeScreen
	if err := json.Unmarshal(body, &s); err != nil {
		t.Fatalf("%v: %s", err, body)
	}
	var ann struct {
		State   string `json:"state"`
		Banners []struct {
			ID string `json:"id"`
		} `json:"banners"`
	}
	if err := json.Unmarshal(s.Sections["announcements"].Data, &ann); err != nil {
		t.Fatalf("%v: %s", err, body)
	}
	ids := make([]string, 0, len(ann.Banners))
	for _, b := range ann.Banners {
		ids = append(ids, b.ID)
	}
	return ann.State, ids
}
