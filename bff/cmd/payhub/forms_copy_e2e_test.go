package main

import (
	"encoding/json"
	"net/http"
	"testing"

	sandboxforms "github.com/payhub/payhub/sandbox/forms"
)

// A guest's filing sends no copy to the address it names, with the
// filer's own text in it: only the forms desk gets one, and the guest
// keeps the confirmation number shown.
func TestForms_e2e_aGuestFilingMailsNoAddressItNames(t *testing.T) {
	m, _ := startMain(t)
	g := newPayer(t, m)
	victim := "someone.else@example.com"
	const filings = 5
	for i := 0; i < filings; i++ {
		body := affidavitFiling()
		body["values"].(map[string]string)["companyName"] = "URGENT: pay at http://evil.example/"
		body["email"] = victim
		code, raw := g.file("en", body)
		var conf struct {
			ConfirmationNumber string `json:"confirmationNumber"`
		}
		if err := json.Unmarshal(raw, &conf); code != http.StatusCreated || err != nil || conf.ConfirmationNumber == "" {
			t.Fatalf("filing %d: %d %s", i, code, raw)
		}
	}
	if n := len(outboxTexts(t, m, victim, sandboxforms.KindFormCopy)); n > 0 {
		t.Errorf("%d copies with the filer's text went to an address nobody verified", n)
	}
	if n := deskCopies(t, m); n != filings {
		t.Errorf("%d copies to the forms desk, want %d", n, filings)
	}
}
