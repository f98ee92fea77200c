package wallet_test

import (
	"net/http"
	"strings"
	"testing"

	"github.com/payhub/payhub/sandbox/ewallet"
)

// ROLE-18: a frame of an adminFilling token says, above the fields and in
// the frame's language, whose payment details staff enter; the payer's
// name is text, never markup. A payer's own frame shows no such line.
func TestFrame_ROLE18_anAdminFillingFrameNamesThePayerAsText(t *testing.T) {
	f := newFixture(t)
	tok, err := f.signer.Issue(ewallet.Claims{Client: "sunshine", Site: "demo", Kind: ewallet.KindCard, Origin: portal,
		UserID: "resident-1", AdminFilling: true, Who: "admin@sunshine.example", PayerName: `Rosa <img src=x onerror=alert(1)> "R"`})
	if err != nil {
		t.Fatal(err)
	}
	for lang, want := range map[string]string{
		"en": "You are entering payment details for Rosa &lt;img src=x onerror=alert(1)&gt; &#34;R&#34;.",
		"es": "Está ingresando los datos de pago de Rosa &lt;img src=x onerror=alert(1)&gt; &#34;R&#34;.",
	} {
		resp, body := get(t, f.frameURL(tok, "card", lang), nil)
		if resp.StatusCode != http.StatusOK || !strings.Contains(body, `<p class="admin-filling" id="admin-filling" role="note">`+want+`</p>`) {
			t.Errorf("ROLE-18 (%s) = %d, want %q in %s", lang, resp.StatusCode, want, body)
		}
		if strings.Contains(body, "<img") {
			t.Errorf("ROLE-18 (%s): the payer's name is markup: %s", lang, body)
		}
		if i, j := strings.Index(body, "admin-filling"), strings.Index(body, `<main id="card-input">`); i < 0 || i > j {
			t.Errorf("ROLE-18 (%s): the line is not above the fields", lang)
		}
	}
	_, own := get(t, f.frameURL(f.token(t, portal), "card", "en"), nil)
	if strings.Contains(own, "admin-filling") || strings.Contains(own, "entering payment details for") {
		t.Errorf("a payer's own frame names a payer: %s", own)
	}
}
