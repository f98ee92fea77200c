package main

import (
	"encoding/json"
	"slices"
	"testing"
)

// The announcements of the sandbox seen through the real binary: moonbeam/pay
// carries a card outage banner whose effect takes card payments away.

func TestAnnouncements_ANN10_ANN11_aCardOutageTakesCardOffTheSiteAndSetsTheBannerState(t *testing.T) {
	m, _ := startMain(t)
	var shell homeScreen
	if code := getJSON(t, m.URL("bff")+"/bff/v1/moonbeam/pay/screens/shell", &shell); code != 200 {
		t.Fatalf("shell: %d", code)
	}
	var ann struct {
		State   string `json:"state"`
		Banners []struct {
			ID string `json:"id"`
		} `json:"banners"`
	}
	if err := json.Unmarshal(shell.Sections["announcements"].Data, &ann); err != nil {
		t.Fatal(err)
	}
	if ann.State != "noCard" {
		t.Errorf("moonbeam/pay state %q, want noCard (its card outage banner disables card payments)", ann.State)
	}
	var cfg struct {
		PaymentMethods []string `json:"paymentMethods"`
	}
	if err := json.Unmarshal(shell.Sections["config"].Data, &cfg); err != nil {
		t.Fatal(err)
	}
	if slices.Contains(cfg.PaymentMethods, "card") || !slices.Contains(cfg.PaymentMethods, "bank") {
		t.Errorf("moonbeam/pay methods %v: card should be off, bank on", cfg.PaymentMethods)
	}
	var demo homeScreen
	if code := getJSON(t, m.URL("bff")+"/bff/v1/sunshine/demo/screens/shell", &demo); code != 200 {
		t.Fatalf("shell: %d", code)
	}
	if err := json.Unmarshal(demo.Sections["announcements"].Data, &ann); err != nil {
		t.Fatal(err)
	}
	if ann.State != "" {
		t.Errorf("sunshine/demo state %q, want none", ann.State)
	}
}
