package main

import (
	"bytes"
	"encoding/json"
	"net/http"
	"testing"

	payhttp "github.com/payhub/payhub/bff/http"
	"github.com/payhub/payhub/bff/texts"
	"github.com/payhub/payhub/bff/upstream/uploads/uploadstest"
)

// Signing in does not end the guest upload bound: an account made a moment
// ago on the login service's sign-up page, its e-mail never verified,
// attaches and files only the address's allowance (GuestUploadLimit), each
// file a filing would keep for years, and is then told so in its language.
func TestForms_e2e_aFreshUnverifiedAccountIsBoundLikeAGuest(t *testing.T) {
	m, _ := startMain(t)
	r := newResident(t, m)
	r.signUp("fresh.account@example.com", "Correct-Horse-9", "Fresh", "Account", "/sunshine/demo/home")
	if s, body := r.session(); s.User == nil || s.User.EmailVerified {
		t.Fatalf("want signed in, e-mail unverified: %s", body)
	}
	p := &payer{t: t, bff: m.URL("bff"), wallet: m.URL("wallet"), client: r.client}
	before := len(storedFiles(t, m))
	for i := range payhttp.GuestUploadLimit.Burst {
		code, raw := p.uploadFile("en", "proof.pdf", bytes.NewReader(uploadstest.PDF()))
		var up struct {
			UploadID string `json:"uploadId"`
		}
		if code != http.StatusCreated || json.Unmarshal(raw, &up) != nil {
			t.Fatalf("upload %d: %d %s", i+1, code, raw)
		}
		if code, raw := p.file("en", affidavitFiling(up.UploadID)); code != http.StatusCreated {
			t.Fatalf("filing %d: %d %s", i+1, code, raw)
		}
	}
	code, raw := p.uploadFile("es", "proof.pdf", bytes.NewReader(uploadstest.PDF()))
	refusal(t, "an unverified account past the address's allowance", code, http.StatusTooManyRequests, raw, texts.UploadTooManyFromAddressSigned)
	if n := len(storedFiles(t, m)) - before; n != payhttp.GuestUploadLimit.Burst {
		t.Errorf("%d files stored, want %d", n, payhttp.GuestUploadLimit.Burst)
	}
}

// A file refused for its content gives its allowance back: a guest
// address that first sent as many renamed programs as its allowance still
// attaches its allowance of real files.
func TestForms_e2e_aRefusedFileDoesNotUseTheAddressAllowance(t *testing.T) {
	m, _ := startMain(t)
	for i := range payhttp.GuestUploadLimit.Burst {
		p := newPayer(t, m)
		p.client = &http.Client{}
		if code, raw := p.uploadFile("en", "proof.pdf", bytes.NewReader(uploadstest.Executable())); code == http.StatusCreated || code == http.StatusTooManyRequests {
			t.Fatalf("renamed program %d: %d %s, want refused for its type", i+1, code, raw)
		}
	}
	for i := range payhttp.GuestUploadLimit.Burst {
		p := newPayer(t, m)
		p.client = &http.Client{}
		if code, raw := p.uploadFile("en", "proof.pdf", bytes.NewReader(uploadstest.PDF())); code != http.StatusCreated {
			t.Fatalf("file %d after the refused ones: %d %s", i+1, code, raw)
		}
	}
}
