package main

import (
	"bytes"
	"net/http"
	"strconv"
	"testing"

	payhttp "github.com/payhub/payhub/bff/http"
	"github.com/payhub/payhub/bff/texts"
	"github.com/payhub/payhub/bff/upstream/uploads/uploadstest"
	"github.com/payhub/payhub/sandbox/login"
)

// A visitor who drops the session cookie gets a new guest session, and a
// new allowance of unattached files, with every upload: the client address
// bounds them instead (payhttp.GuestUploadLimit), so that one address
// cannot fill the uploads service's disk. A signed-in resident from the
// same address is not counted with the guests.
func TestForms_e2e_guestUploadsWithoutASessionCookieAreCappedPerClientAddress(t *testing.T) {
	m, _ := startMain(t)
	before := len(storedFiles(t, m))
	for i := range payhttp.GuestUploadLimit.Burst {
		p := newPayer(t, m)
		p.client = &http.Client{} // no cookie jar: every upload is a new guest session
		if code, raw := p.uploadFile("en", "x.pdf", bytes.NewReader(uploadstest.PDF())); code != http.StatusCreated {
			t.Fatalf("upload %d: %d %s", i+1, code, raw)
		}
	}
	stored := len(storedFiles(t, m))
	p := newPayer(t, m)
	p.client = &http.Client{}
	code, raw := p.uploadFile("es", "x.pdf", bytes.NewReader(uploadstest.PDF()))
	refusal(t, "an upload beyond the address's allowance", code, http.StatusTooManyRequests, raw, texts.UploadTooManyFromAddress)
	if after := len(storedFiles(t, m)); after != stored || stored-before != payhttp.GuestUploadLimit.Burst {
		t.Errorf("files: %d before, %d after the allowance, %d after the refusal", before, stored, after)
	}
	// A guest keeping its cookie is the same address: refused too.
	g := newPayer(t, m)
	if code, _ := g.uploadFile("en", "x.pdf", bytes.NewReader(uploadstest.PDF())); code != http.StatusTooManyRequests {
		t.Errorf("a guest with a session from the same address: %d, want 429", code)
	}

	rosa, _ := signInAs(t, m, login.SeedResidentEmail)
	if code, raw := rosa.uploadFile("en", "x.pdf", bytes.NewReader(uploadstest.PDF())); code != http.StatusCreated {
		t.Errorf("a signed-in resident from the same address: %d %s, want 201", code, raw)
	}
}

// The refusal says when to try again.
func TestForms_e2e_theGuestUploadRefusalHasRetryAfter(t *testing.T) {
	m, _ := startMain(t)
	for range payhttp.GuestUploadLimit.Burst {
		p := newPayer(t, m)
		p.client = &http.Client{}
		if code, raw := p.uploadFile("en", "x.pdf", bytes.NewReader(uploadstest.PDF())); code != http.StatusCreated {
			t.Fatalf("upload: %d %s", code, raw)
		}
	}
	req, err := http.NewRequestWithContext(t.Context(), http.MethodPost,
		m.URL("bff")+"/bff/v1/sunshine/demo"+affidavitPath+"/uploads?field=proofOfInsurance", bytes.NewReader(nil))
	if err != nil {
		t.Fatal(err)
	}
	req.Header.Set(payhttp.CSRFHeader, payhttp.CSRFValue)
	req.Header.Set("Content-Type", "multipart/form-data; boundary=x")
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	resp.Body.Close()
	if secs, err := strconv.Atoi(resp.Header.Get("Retry-After")); resp.StatusCode != http.StatusTooManyRequests || err != nil || secs < 1 {
		t.Errorf("refusal: %d Retry-After %q", resp.StatusCode, resp.Header.Get("Retry-After"))
	}
}
