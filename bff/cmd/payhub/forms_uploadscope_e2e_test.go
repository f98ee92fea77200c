package main

import (
	"bytes"
	"encoding/json"
	"net/http"
	"testing"

	"github.com/payhub/payhub/bff/texts"
	"github.com/payhub/payhub/bff/upstream/uploads/uploadstest"
	sbuploads "github.com/payhub/payhub/sandbox/uploads"
)

// An upload is bound to the session that made it (a guest's is made on the
// spot) and to its form and field: another session's filing cannot attach
// it, and a session keeps only a few files no filing holds.

func TestForms_e2e_anotherSessionsUploadDoesNotAttachToMyFiling(t *testing.T) {
	m, _ := startMain(t)
	owner, thief := newPayer(t, m), newPayer(t, m)
	code, raw := owner.uploadFile("en", "proof.pdf", bytes.NewReader(uploadstest.PDF()))
	var up formUploadJSON
	if err := json.Unmarshal(raw, &up); code != http.StatusCreated || err != nil {
		t.Fatalf("upload: %d %s", code, raw)
	}
	code, raw = thief.file("es", affidavitFiling(up.UploadID))
	if code == http.StatusCreated {
		t.Errorf("another session filed with the owner's upload: %d %s", code, raw)
	}
	refusal(t, "another session's upload", code, http.StatusUnprocessableEntity, raw, texts.FormUploadUnavailable)
	if code, raw := owner.file("en", affidavitFiling(up.UploadID)); code != http.StatusCreated {
		t.Errorf("the owner can no longer file with their own upload: %d %s", code, raw)
	}
}

func TestForms_e2e_aSessionKeepsAtMostTenUnattachedUploads(t *testing.T) {
	m, _ := startMain(t)
	g := newPayer(t, m)
	for i := 0; i < sbuploads.MaxPendingPerOwner; i++ {
		if code, raw := g.uploadFile("en", "x.pdf", bytes.NewReader(uploadstest.PDF())); code != http.StatusCreated {
			t.Fatalf("upload %d: %d %s", i, code, raw)
		}
	}
	before := len(storedFiles(t, m))
	code, raw := g.uploadFile("es", "x.pdf", bytes.NewReader(uploadstest.PDF()))
	refusal(t, "an eleventh unattached upload", code, http.StatusTooManyRequests, raw, texts.UploadTooManyPending)
	if after := len(storedFiles(t, m)); after != before {
		t.Errorf("a refused upload left a file: %d files, were %d", after, before)
	}
}

func TestForms_e2e_anUploadWithoutACookieGetsAGuestSession(t *testing.T) {
	m, _ := startMain(t)
	p := newPayer(t, m)
	p.client = &http.Client{} // no cookie jar: the session cookie set is dropped
	code, raw := p.uploadFile("en", "x.pdf", bytes.NewReader(uploadstest.PDF()))
	var up formUploadJSON
	if err := json.Unmarshal(raw, &up); code != http.StatusCreated || err != nil {
		t.Fatalf("upload: %d %s", code, raw)
	}
	// The client dropped its session, so no filing can attach the file: it
	// is removed once its day passes (sandbox/uploads).
	q := newPayer(t, m)
	if code, raw := q.file("en", affidavitFiling(up.UploadID)); code == http.StatusCreated {
		t.Errorf("a file of a dropped session was filed by another: %s", raw)
	}
}
