package main

import (
	"net/http"
	"net/url"
	"testing"

	payhttp "github.com/payhub/payhub/bff/http"
)

// SCHED-41 is per resident: another resident's plan for a bill, even one
// kept paused, neither shows on the resident's schedule form nor blocks
// the resident's own plan; the resident's own plan then does.
func TestSchedules_e2e_SCHED41_anotherResidentsPausedPlanDoesNotBlockTheBill(t *testing.T) {
	_, a, b, _ := startResidents(t)
	_, bCard := b.addCard("5555 5555 5555 4444", b.newKey())
	var d planDetailJSON
	if code := b.call(http.MethodPost, "/schedules", monthlyWater(bCard.TenderID), map[string]string{payhttp.IdempotencyHeader: b.newKey()}, &d); code != http.StatusCreated {
		t.Fatalf("b's plan: %d", code)
	}
	if code := b.call(http.MethodPost, "/schedules/"+d.Plan.ID+"/pause", map[string]any{"indefiniteConfirmed": true}, nil, nil); code != http.StatusOK {
		t.Fatalf("pause: %d", code)
	}
	var form struct{ PlanExists bool }
	formPath := "/schedules/form?payablePath=" + url.QueryEscape(waterPath)
	if code := a.call(http.MethodGet, formPath, nil, nil, &form); code != http.StatusOK || form.PlanExists {
		t.Errorf("a's form with b's plan: %d planExists=%v, want false", code, form.PlanExists)
	}
	_, aCard := a.addCard("4242 4242 4242 4242", a.newKey())
	var e struct {
		Error struct{ Code, DisplayMessage string }
	}
	if code := a.call(http.MethodPost, "/schedules", monthlyWater(aCard.TenderID), map[string]string{payhttp.IdempotencyHeader: a.newKey()}, &e); code != http.StatusCreated {
		t.Fatalf("a schedules a's bill while b holds a paused plan for it: %d %+v", code, e)
	}
	if code := a.call(http.MethodGet, formPath, nil, nil, &form); code != http.StatusOK || !form.PlanExists {
		t.Errorf("a's form with a's own plan: %d planExists=%v, want true", code, form.PlanExists)
	}
	if code := a.call(http.MethodPost, "/schedules", monthlyWater(aCard.TenderID), map[string]string{payhttp.IdempotencyHeader: a.newKey()}, &e); code != http.StatusConflict ||
		e.Error.Code != "duplicate_plan" {
		t.Errorf("a's second plan: %d %+v, want 409 duplicate_plan", code, e)
	}
}
