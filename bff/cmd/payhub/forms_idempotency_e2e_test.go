package main

import (
	"net/http"
	"testing"

	"github.com/payhub/payhub/bff/texts"
)

// An Idempotency-Key sent again with another body is refused (422, in the
// asked language), never answered with the first filing as if the second
// were filed; the same body again still answers the first filing.
func TestForms_e2e_anIdempotencyKeyReplayedWithAnotherBodyIsRefused(t *testing.T) {
	m, _ := startMain(t)
	g := newPayer(t, m)
	u := g.bff + "/bff/v1/sunshine/demo" + affidavitPath + "/submissions?lang=es"
	key := map[string]string{"Idempotency-Key": "same-key"}
	first := affidavitFiling()
	if code, raw := g.raw(http.MethodPost, u, first, key); code != http.StatusCreated {
		t.Fatalf("first filing: %d %s", code, raw)
	}
	if code, raw := g.raw(http.MethodPost, u, first, key); code != http.StatusCreated {
		t.Errorf("the same body again: %d %s, want the first filing", code, raw)
	}
	second := affidavitFiling()
	second["values"].(map[string]string)["policyNumber"] = "POL-CHANGED"
	code, raw := g.raw(http.MethodPost, u, second, key)
	refusal(t, "same key, another body", code, http.StatusUnprocessableEntity, raw, texts.FormKeyReused)
	if n := deskCopies(t, m); n != 1 {
		t.Errorf("%d filings mailed, want 1", n)
	}
}
