package main

import (
	"net/http"
	"testing"

	payhttp "github.com/payhub/payhub/bff/http"
)

// Creating a plan sent again with its Idempotency-Key (contracts §4) after
// the resident switched to Spanish answers the one plan in Spanish, as
// reading it does, not the first answer's English; the replay is marked.
func TestSchedules_e2e_SCHED01_aCreateReplayedInSpanishAnswersInSpanish(t *testing.T) {
	_, a, _, _ := startResidents(t)
	if code, card := a.addCard("4242 4242 4242 4242", a.newKey()); code != http.StatusCreated {
		t.Fatalf("save a card: %d %+v", code, card)
	}
	card := a.savedTenders().Tenders[0]
	hdr := map[string]string{payhttp.CSRFHeader: payhttp.CSRFValue, payhttp.IdempotencyHeader: a.newKey()}
	var en, es, fresh planDetailJSON
	if code := a.call(http.MethodPost, "/schedules?lang=en", monthlyWater(card.TenderID), hdr, &en); code != http.StatusCreated {
		t.Fatalf("create in English: %d", code)
	}
	if code := a.call(http.MethodPost, "/schedules?lang=es", monthlyWater(card.TenderID), hdr, &es); code != http.StatusCreated {
		t.Fatalf("the create sent again in Spanish: %d, want 201", code)
	}
	if code := a.call(http.MethodGet, "/schedules/"+en.Plan.ID+"?lang=es", nil, nil, &fresh); code != http.StatusOK {
		t.Fatalf("read the plan in Spanish: %d", code)
	}
	if es.Plan.ID != en.Plan.ID {
		t.Errorf("the replay answered plan %q, want %q", es.Plan.ID, en.Plan.ID)
	}
	if es.Plan.Status.Text == en.Plan.Status.Text || es.Plan.Status.Text != fresh.Plan.Status.Text {
		t.Errorf("the replay in Spanish answered %q (English %q), the plan in Spanish is %q", es.Plan.Status.Text, en.Plan.Status.Text, fresh.Plan.Status.Text)
	}
}
