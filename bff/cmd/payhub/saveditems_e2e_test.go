package main

import (
	"encoding/json"
	"net/http"
	"net/url"
	"strings"
	"testing"

	"github.com/payhub/payhub/bff/upstream/mythings"
	"github.com/payhub/payhub/sandbox"
	"github.com/payhub/payhub/sandbox/login"
	sandboxmythings "github.com/payhub/payhub/sandbox/mythings"
)

// startSavedItems runs payhub serve, whose sandbox login service signs
// residents in, and returns the program and the sandbox's URL.
func startSavedItems(t *testing.T) (*Main, string) {
	t.Helper()
	m, _ := startMain(t)
	return m, m.URL("sandbox")
}

type savedItemsJSON struct {
	Items []struct {
		SavePath        string `json:"savePath"`
		DisplayType     string `json:"displayType"`
		PayableNotFound bool   `json:"payableNotFound"`
		Payable         *struct {
			DisplayName string `json:"displayName"`
		} `json:"payable"`
	} `json:"items"`
	Counts []struct {
		DisplayType string `json:"displayType"`
		Count       int    `json:"count"`
		OverLimit   bool   `json:"overLimit"`
	} `json:"counts"`
}

func (s savedItemsJSON) paths() string {
	var out []string
	for _, it := range s.Items {
		out = append(out, it.SavePath)
	}
	return strings.Join(out, " ")
}

const (
	vehicleSavePath = "/sunshine/demo/vehicle_renewal/ABC1234"
	waterSavePath   = "/sunshine/demo/utilities/U-5001"
)

func TestSavedItems_ROLE20_SAVED06_residentsOnlyEverSeeAndChangeTheirOwnItems(t *testing.T) {
	m, sandboxURL := startSavedItems(t)
	r := openAPIRouter(t, m.URL("bff"))
	base := m.URL("bff") + "/bff/v1/sunshine/demo/saved-items"
	list := func(p *payer, query string) savedItemsJSON {
		var out savedItemsJSON
		if err := json.Unmarshal(checkExchange(t, r, p.client, http.MethodGet, base+query, "", nil, 200), &out); err != nil {
			t.Fatal(err)
		}
		return out
	}

	// A guest: 401, with or without the CSRF header.
	guest := newPayer(t, m)
	checkExchange(t, r, guest.client, http.MethodGet, base, "", nil, 401)
	checkExchange(t, r, guest.client, http.MethodPut, base, `{"path":"sunshine/demo/utilities/U-5001"}`, csrfHeader, 401)

	alice, aliceID := signInAs(t, m, login.SeedResidentEmail)
	// The 24-month renewal is saved under the save path the payables
	// service gives it, never the path the browser sent.
	var saved struct {
		Item struct {
			SavePath    string `json:"savePath"`
			DisplayType string `json:"displayType"`
		} `json:"item"`
	}
	body := checkExchange(t, r, alice.client, http.MethodPut, base, `{"path":"sunshine/demo/vehicle_renewal/ABC1234/24"}`, csrfHeader, 200)
	if err := json.Unmarshal(body, &saved); err != nil || saved.Item.SavePath != vehicleSavePath || saved.Item.DisplayType != "vehicle_renewal" {
		t.Fatalf("saved %s", body)
	}
	checkExchange(t, r, alice.client, http.MethodPut, base, `{"path":"sunshine/demo/utilities/U-5001"}`, csrfHeader, 200)
	checkExchange(t, r, alice.client, http.MethodPut, base, `{"path":"sunshine/demo/utilities/U-5001"}`, nil, 403)
	checkExchange(t, r, alice.client, http.MethodPut, base, `{"path":""}`, csrfHeader, 400)
	checkExchange(t, r, alice.client, http.MethodPut, base, `{"path":"sunshine/demo/utilities/NOPE"}`, csrfHeader, 404)
	checkExchange(t, r, alice.client, http.MethodPut, base, `{"path":"moonbeam/pay/parking_citations/P-42"}`, csrfHeader, 404)

	// A save path the payables service no longer knows stays listed,
	// marked, so that alice can remove it.
	saveDirectly(t, sandboxURL, aliceID, "sunshine/demo/utilities/GONE", "utility_bill")

	got := list(alice, "?lang=es")
	if got.paths() != vehicleSavePath+" "+waterSavePath+" /sunshine/demo/utilities/GONE" {
		t.Fatalf("alice's items: %s", got.paths())
	}
	if p := got.Items[0].Payable; p == nil || p.DisplayName != "Renovación del registro de vehículo - ABC1234" {
		t.Errorf("the renewal in Spanish: %+v", p)
	}
	if !got.Items[2].PayableNotFound || got.Items[2].Payable != nil {
		t.Errorf("the stale item: %+v", got.Items[2])
	}

	createResident(t, m, bobEmail, "Bob Baker")
	bob, _ := signInAs(t, m, bobEmail)
	if other := list(bob, "?userId="+url.QueryEscape(aliceID)); len(other.Items) != 0 {
		t.Errorf("bob sees %s", other.paths())
	}
	// Bob's delete of alice's save path only touches bob's own list.
	checkExchange(t, r, bob.client, http.MethodDelete, base+"?savePath="+url.QueryEscape(vehicleSavePath), "", csrfHeader, 204)
	checkExchange(t, r, alice.client, http.MethodDelete, base+"?savePath="+url.QueryEscape(vehicleSavePath), "", nil, 403)
	if after := list(alice, ""); len(after.Items) != 3 {
		t.Errorf("after bob's delete and a delete without the CSRF header alice has %s", after.paths())
	}
	checkExchange(t, r, alice.client, http.MethodDelete, base+"?savePath="+url.QueryEscape(vehicleSavePath), "", csrfHeader, 204)
	checkExchange(t, r, alice.client, http.MethodDelete, base+"?savePath=%2Fsunshine%2Fdemo%2Futilities%2FGONE", "", csrfHeader, 204)
	if after := list(alice, ""); after.paths() != waterSavePath || len(after.Counts) != 1 || after.Counts[0].Count != 1 {
		t.Errorf("after alice's deletes: %s %+v", after.paths(), after.Counts)
	}

	// The service itself refuses callers without its credential.
	req, err := http.NewRequest(http.MethodGet, sandboxURL+sandbox.PrefixMyThings+"/api/v2/items/sunshine/demo", nil)
	if err != nil {
		t.Fatal(err)
	}
	req.Header.Set(mythings.UserHeader, aliceID)
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	resp.Body.Close()
	if resp.StatusCode != http.StatusUnauthorized {
		t.Errorf("the sandbox without the credential: %d, want 401", resp.StatusCode)
	}
}

func TestSavedItems_CONST44_moreThanFourOfOneDisplayTypeIsFlagged(t *testing.T) {
	m, sandboxURL := startSavedItems(t)
	alice, aliceID := signInAs(t, m, login.SeedResidentEmail)
	for _, account := range []string{"R100-001", "R100-002", "R100-003", "R100-004"} {
		path := "sunshine/demo/property_tax/2026/" + account
		if code := alice.call(http.MethodPut, "/saved-items", map[string]string{"path": path}, nil, nil); code != http.StatusOK {
			t.Fatalf("saving %s: %d", path, code)
		}
	}
	var got savedItemsJSON
	alice.call(http.MethodGet, "/saved-items", nil, nil, &got)
	if len(got.Counts) != 1 || got.Counts[0].DisplayType != "property_tax" || got.Counts[0].Count != 4 || got.Counts[0].OverLimit {
		t.Fatalf("four property taxes: %+v", got.Counts)
	}
	// The sandbox has four property tax bills; a fifth saved item of that
	// display type, whose bill is gone, still counts.
	saveDirectly(t, sandboxURL, aliceID, "sunshine/demo/property_tax/2025/R100-001", "property_tax")
	alice.call(http.MethodGet, "/saved-items", nil, nil, &got)
	if len(got.Counts) != 1 || got.Counts[0].Count != 5 || !got.Counts[0].OverLimit {
		t.Fatalf("five property taxes: %+v", got.Counts)
	}
}

// saveDirectly saves an item for user in the sandbox's saved items service,
// as the BFF would, without asking the payables service.
func saveDirectly(t *testing.T, sandboxURL, user, savePath, displayType string) {
	t.Helper()
	req, err := http.NewRequest(http.MethodPut, sandboxURL+sandbox.PrefixMyThings+"/api/v2/items/sunshine/demo/"+
		url.PathEscape(savePath), strings.NewReader(`{"displayType":"`+displayType+`"}`))
	if err != nil {
		t.Fatal(err)
	}
	req.Header.Set(mythings.UserHeader, user)
	req.Header.Set("Authorization", "Bearer "+sandboxmythings.Credential)
	req.Header.Set("Content-Type", "application/json")
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	resp.Body.Close()
	if resp.StatusCode != http.StatusOK {
		t.Fatalf("saving %s directly: %d", savePath, resp.StatusCode)
	}
}

func TestServeUpstreams_API98_withoutItsCredentialSavedItemsAreOff(t *testing.T) {
	checkOffWithoutCredential(t, "/bff/v1/sunshine/demo/saved-items", "--mythings-credential")
}
