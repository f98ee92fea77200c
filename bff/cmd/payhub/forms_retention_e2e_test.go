package main

import (
	"bytes"
	"encoding/json"
	"net/http"
	"testing"
	"time"

	"github.com/payhub/payhub/bff/texts"
	"github.com/payhub/payhub/bff/upstream/uploads"
	"github.com/payhub/payhub/bff/upstream/uploads/uploadstest"
)

// The uploads service's clock alone decides when a file no filing holds
// expires, whatever the BFF's clock says: once the sandbox clock moved days
// ahead a guest still attaches and files, and a file kept past its day by
// the sandbox's clock no longer attaches, removed or not yet.
func TestForms_e2e_theSandboxClockAloneDecidesWhenAnUnattachedUploadExpires(t *testing.T) {
	m, _ := startMain(t)
	advanceClock(t, m, 72*time.Hour)
	g := newPayer(t, m)
	code, raw := g.uploadFile("en", "proof.pdf", bytes.NewReader(uploadstest.PDF()))
	var up formUploadJSON
	if err := json.Unmarshal(raw, &up); code != http.StatusCreated || err != nil {
		t.Fatalf("upload after the sandbox clock moved three days: %d %s", code, raw)
	}
	if code, raw := g.file("en", affidavitFiling(up.UploadID)); code != http.StatusCreated {
		t.Fatalf("filing with it: %d %s", code, raw)
	}

	code, raw = g.uploadFile("en", "late.pdf", bytes.NewReader(uploadstest.PDF()))
	if err := json.Unmarshal(raw, &up); code != http.StatusCreated || err != nil {
		t.Fatalf("second upload: %d %s", code, raw)
	}
	advanceClock(t, m, uploads.UnattachedRetention)
	code, raw = g.file("es", affidavitFiling(up.UploadID))
	refusal(t, "a file past its day by the sandbox's clock", code, http.StatusUnprocessableEntity, raw, texts.FormUploadUnavailable)
}
