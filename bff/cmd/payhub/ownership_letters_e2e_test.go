package main

import (
	"encoding/json"
	"net/http"
	"testing"

	verifyapi "github.com/payhub/payhub/bff/upstream/verify"
	sbverify "github.com/payhub/payhub/sandbox/verify"
)

// One resident cannot use up a property's PIN letters for everyone: the
// PIN is the property's and one letter a day goes to it, whoever asks. A
// squatter asking again and again mails one letter; the owner asking the
// same day is told a letter is on its way (pin_requested, no new letter),
// and claims with that letter's PIN when it arrives at the property, the
// claim recording the owner's account name.
func TestOwnership_e2e_oneResidentCannotUseUpAPropertysLetters(t *testing.T) {
	m, a, b, _ := startResidents(t)
	base := m.URL("bff") + "/bff/v1/sunshine/demo"
	for i := 0; i < 3; i++ {
		if st, raw := b.raw(http.MethodPost, base+"/ownership/pin", map[string]string{"payablePath": propertyPath}, nil); st != http.StatusOK {
			t.Fatalf("the squatter's request %d: %d %s", i+1, st, raw)
		}
	}
	st, raw := a.raw(http.MethodPost, base+"/ownership/pin", map[string]string{"payablePath": propertyPath}, nil)
	var view struct {
		Status         string `json:"status"`
		LetterOnItsWay bool   `json:"letterOnItsWay"`
		VerifiedName   string `json:"verifiedName"`
	}
	if st != http.StatusOK || json.Unmarshal(raw, &view) != nil || view.Status != "pin_requested" || !view.LetterOnItsWay {
		t.Fatalf("the owner's request the same day: %d %s, want 200 pin_requested with letterOnItsWay", st, raw)
	}
	if n := len(outboxTexts(t, m, sbverify.LetterAddress(propertyAddress), sbverify.KindPINLetter)); n != verifyapi.MaxPayableLettersPerDay {
		t.Errorf("%d PIN letters to one property in a day, want %d", n, verifyapi.MaxPayableLettersPerDay)
	}
	st, raw = a.raw(http.MethodPost, base+"/ownership/claim", map[string]string{"payablePath": propertyPath, "pin": letterPIN(t, m)}, nil)
	if st != http.StatusOK || json.Unmarshal(raw, &view) != nil || view.Status != "payable_claimed" || view.VerifiedName != "Rosa Resident" {
		t.Fatalf("the owner claims with the letter's PIN: %d %s", st, raw)
	}
}

// The name on the printed bill is the one the verification service
// recorded at the moment of the claim, with its date: editing the profile
// afterwards does not put another name on the bill.
func TestOwnership_e2e_theVerifiedNameIsRecordedAtTheClaim(t *testing.T) {
	m, a, _, _ := startResidents(t)
	base := m.URL("bff") + "/bff/v1/sunshine/demo"
	if st, raw := a.raw(http.MethodPost, base+"/ownership/pin", map[string]string{"payablePath": propertyPath}, nil); st != http.StatusOK {
		t.Fatalf("letter: %d %s", st, raw)
	}
	if st, raw := a.raw(http.MethodPost, base+"/ownership/claim", map[string]string{"payablePath": propertyPath, "pin": letterPIN(t, m)}, nil); st != http.StatusOK {
		t.Fatalf("claim: %d %s", st, raw)
	}
	if st, raw := a.raw(http.MethodPatch, base+"/profile", map[string]string{"givenName": "Mallory", "familyName": "Impostor"}, nil); st != http.StatusOK {
		t.Fatalf("profile: %d %s", st, raw)
	}
	var list struct {
		Statuses []struct {
			Status       string `json:"status"`
			VerifiedName string `json:"verifiedName"`
			VerifiedAt   string `json:"verifiedAt"`
		} `json:"statuses"`
	}
	if a.call(http.MethodGet, "/ownership", nil, nil, &list); len(list.Statuses) != 1 || list.Statuses[0].VerifiedName != "Rosa Resident" ||
		list.Statuses[0].VerifiedAt == "" {
		t.Fatalf("statuses after a profile edit: %+v, want the name verified at the claim", list)
	}
}
