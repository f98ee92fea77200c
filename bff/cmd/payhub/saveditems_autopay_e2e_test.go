package main

import (
	"encoding/json"
	"fmt"
	"net/http"
	"strings"
	"testing"

	payhttp "github.com/payhub/payhub/bff/http"
	"github.com/payhub/payhub/sandbox/login"
)

const propertyTaxSavePath = "/sunshine/demo/property_tax/2026/R100-001"

type bulkAutopayJSON struct {
	Groups []struct {
		Kind              string `json:"kind"`
		LimitToYearlyDate string `json:"limitToYearlyDate"`
		Results           []struct {
			PayablePath string `json:"payablePath"`
			Enrolled    bool   `json:"enrolled"`
			Message     string `json:"message"`
		} `json:"results"`
	} `json:"groups"`
	NotEligible []struct {
		PayablePath string `json:"payablePath"`
		Message     string `json:"message"`
	} `json:"notEligible"`
}

// ROUTE-55, ROUTE-56, SCHED-38 over real HTTP with the sandbox: the
// resident's saved water bill, vehicle renewal and property tax bill are
// listed under services and fees, DMV items and tax items, each with its
// autopay group; a bulk autopay of the three makes the water bill's plan
// in the before-due group and the renewal's in the group of its yearly
// date, and says the property tax bill (no autopay) cannot be enrolled.
func TestSavedItemsAutopay_e2e_ROUTE55_ROUTE56_SCHED38_tabsGroupsAndPlans(t *testing.T) {
	m, _ := startMain(t)
	r := openAPIRouter(t, m.URL("bff"))
	base := m.URL("bff") + "/bff/v1/sunshine/demo/saved-items"
	alice, _ := signInAs(t, m, login.SeedResidentEmail)
	for _, path := range []string{waterPath, "sunshine/demo/vehicle_renewal/ABC1234", "sunshine/demo/property_tax/2026/R100-001"} {
		checkExchange(t, r, alice.client, http.MethodPut, base, fmt.Sprintf(`{"path":%q}`, path), csrfHeader, 200)
	}
	var list struct {
		Items []struct {
			SavePath string `json:"savePath"`
			Tab      string `json:"tab"`
			Autopay  *struct {
				Kind              string `json:"kind"`
				LimitToYearlyDate string `json:"limitToYearlyDate"`
			} `json:"autopay"`
		} `json:"items"`
	}
	if err := json.Unmarshal(checkExchange(t, r, alice.client, http.MethodGet, base, "", nil, 200), &list); err != nil {
		t.Fatal(err)
	}
	got := map[string]string{}
	yearlyDate := ""
	for _, it := range list.Items {
		group := "none"
		if it.Autopay != nil {
			group = it.Autopay.Kind
			if it.Autopay.Kind == "yearly" {
				yearlyDate = it.Autopay.LimitToYearlyDate
			}
		}
		got[it.SavePath] = it.Tab + " " + group
	}
	want := map[string]string{waterSavePath: "services beforeDue", vehicleSavePath: "dmv yearly", propertyTaxSavePath: "tax none"}
	for p, w := range want {
		if got[p] != w {
			t.Errorf("%s: %q, want %q", p, got[p], w)
		}
	}
	if len(yearlyDate) != 5 {
		t.Fatalf("the renewal's yearly date %q", yearlyDate)
	}

	_, card := alice.addCard("4242 4242 4242 4242", alice.newKey())
	ask := func(paths []string, key string, status int) bulkAutopayJSON {
		t.Helper()
		body, err := json.Marshal(map[string]any{"savePaths": paths, "tenderId": card.TenderID, "termsAccepted": true})
		if err != nil {
			t.Fatal(err)
		}
		hdr := map[string]string{"X-Requested-With": "payhub", payhttp.IdempotencyHeader: key}
		var out bulkAutopayJSON
		raw := checkExchange(t, r, alice.client, http.MethodPost, base+"/autopay", string(body), hdr, status)
		if status == 200 {
			if err := json.Unmarshal(raw, &out); err != nil {
				t.Fatal(err)
			}
		}
		return out
	}
	plans := func() int {
		var body struct{ Plans []json.RawMessage }
		if code := alice.call(http.MethodGet, "/schedules", nil, nil, &body); code != 200 {
			t.Fatalf("plans: %d", code)
		}
		return len(body.Plans)
	}
	// A path the resident has not saved: refused whole, no plan made.
	ask([]string{waterSavePath, "/sunshine/demo/utilities/U-9999"}, alice.newKey(), 404)
	if n := plans(); n != 0 {
		t.Fatalf("%d plans after a refused bulk autopay", n)
	}

	res := ask([]string{propertyTaxSavePath, vehicleSavePath, waterSavePath}, alice.newKey(), 200)
	var groups []string
	for _, g := range res.Groups {
		var items []string
		for _, it := range g.Results {
			if !it.Enrolled {
				t.Errorf("%s: %s", it.PayablePath, it.Message)
			}
			items = append(items, it.PayablePath)
		}
		groups = append(groups, g.Kind+" "+g.LimitToYearlyDate+": "+strings.Join(items, ","))
	}
	wantGroups := []string{"beforeDue : " + waterPath, "yearly " + yearlyDate + ": sunshine/demo/vehicle_renewal/ABC1234"}
	if strings.Join(groups, "; ") != strings.Join(wantGroups, "; ") {
		t.Errorf("groups %q, want %q", groups, wantGroups)
	}
	if len(res.NotEligible) != 1 || !strings.Contains(res.NotEligible[0].PayablePath, "R100-001") || res.NotEligible[0].Message == "" {
		t.Errorf("not eligible %+v", res.NotEligible)
	}
	if n := plans(); n != 2 {
		t.Errorf("%d plans, want 2", n)
	}
	// Asked again under a new key, no second plan is made for either bill.
	again := ask([]string{vehicleSavePath, waterSavePath}, alice.newKey(), 200)
	for _, g := range again.Groups {
		for _, it := range g.Results {
			if it.Enrolled {
				t.Errorf("%s enrolled twice", it.PayablePath)
			}
		}
	}
	if n := plans(); n != 2 {
		t.Errorf("%d plans after asking again, want 2", n)
	}
}
