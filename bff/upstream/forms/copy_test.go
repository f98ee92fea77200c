package forms_test

import (
	"testing"

	sandboxforms "github.com/payhub/payhub/sandbox/forms"
)

// A guest's filing names no address anyone verified: its copy goes to the
// forms desk only, whatever address comes with it.
func TestSubmit_aGuestFilingMailsNoCopyToTheAddressItNames(t *testing.T) {
	f := newFixture(t)
	ctx := t.Context()
	req := affidavit("")
	req.Values["companyName"] = "URGENT: pay at http://evil.example/"
	if _, err := f.forms.Submit(ctx, "guest-key", req); err != nil {
		t.Fatal(err)
	}
	if mail, err := f.srv.DB().Outbox().List(ctx, req.Email, 10); err != nil || len(mail) != 0 {
		t.Errorf("a guest's filing mailed %s: %+v, %v", req.Email, mail, err)
	}
	if desk, err := f.srv.DB().Outbox().List(ctx, sandboxforms.DeskAddress("sunshine"), 10); err != nil || len(desk) != 1 {
		t.Errorf("desk copy = %+v, %v", desk, err)
	}
}
