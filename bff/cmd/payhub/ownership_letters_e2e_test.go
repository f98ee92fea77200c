package main

import (
	"net/http"
	"testing"

	"github.com/payhub/payhub/bff/texts"
	verifyapi "github.com/payhub/payhub/bff/upstream/verify"
	sbverify "github.com/payhub/payhub/sandbox/verify"
)

// The letters-a-day limit is the property's, whoever asks: a second
// account does not mail the same property three more letters a day.
func TestOwnership_e2e_lettersToOnePropertyDoNotGrowWithAccounts(t *testing.T) {
	m, a, b, _ := startResidents(t)
	base := m.URL("bff") + "/bff/v1/sunshine/demo"
	for i := 0; i < verifyapi.MaxPayableLettersPerDay; i++ {
		if st, raw := a.raw(http.MethodPost, base+"/ownership/pin", map[string]string{"payablePath": propertyPath}, nil); st != http.StatusOK {
			t.Fatalf("pin %d: %d %s", i, st, raw)
		}
	}
	st, raw := b.raw(http.MethodPost, base+"/ownership/pin?lang=es", map[string]string{"payablePath": propertyPath}, nil)
	refusal(t, "another account's letter over the property's limit", st, http.StatusTooManyRequests, raw, texts.VerifyTooManyLetters)
	if n := len(outboxTexts(t, m, sbverify.LetterAddress(propertyAddress), sbverify.KindPINLetter)); n > verifyapi.MaxPayableLettersPerDay {
		t.Errorf("%d PIN letters to one property in a day", n)
	}
}
