package main

import (
	"bytes"
	"encoding/json"
	"net/http"
	"net/url"
	"strings"
	"testing"

	"github.com/payhub/payhub/bff"
	"github.com/payhub/payhub/sandbox"
)

// These tests send card numbers where none belongs, written as people and
// attackers write them, through the real binary: the contact form refuses
// them, the sandbox's contact service keeps none, and diagnostics and logs
// mask them.

const (
	dottedCard = "4242.4242.4242.4242"
	wideCard   = "４２４２　４２４２　４２４２　４２４２" // full-width digits and ideographic spaces
)

func TestContact_VAL73_dottedAndFullWidthCardNumbersAreRefused(t *testing.T) {
	expectContactRefused(t, map[string]string{"dotted": "my card is " + dottedCard, "full-width": "my card is " + wideCard,
		"after a number": "my card is ref 12, 4242 4242 4242 4242"})
}

// expectContactRefused sends each message body of bodies (by name) through
// the contact form of a fresh payhub: each is refused with 400 invalid and
// a message that repeats no card number, and none reaches the outbox.
func expectContactRefused(t *testing.T, bodies map[string]string) {
	t.Helper()
	m, _ := startMain(t)
	p := newPayer(t, m)
	for name, text := range bodies {
		body := map[string]any{"topic": "property_tax", "body": text, "first_name": "Ana",
			"last_name": "Lopez", "email": "ana@example.com", "custom_fields": map[string]string{"Parcel or account number": "R100-001"}}
		var e errorJSON
		if code := p.call("POST", "/contact", body, nil, &e); code != http.StatusBadRequest || e.Error.Code != "invalid" ||
			bff.ContainsCardNumber(e.Error.Message) {
			t.Errorf("%s: %d %+v, want 400 naming the field only", name, code, e)
		}
	}
	var mail outboxJSON
	getJSON(t, m.URL("sandbox")+"/outbox.json?to="+url.QueryEscape(helpDesk), &mail)
	if len(mail.Messages) != 0 {
		t.Errorf("refused messages reached the outbox: %+v", mail.Messages)
	}
}

func TestContact_theSandboxContactServiceKeepsNoCardNumber(t *testing.T) {
	m, _ := startMain(t)
	msg := map[string]any{"client": "sunshine", "site": "demo", "topic": "property_tax",
		"body": "dotted " + dottedCard + ", wide " + wideCard, "first_name": "Ana", "last_name": "Lopez",
		"email": "ana@example.com", "custom_fields": map[string]string{"4242424242424242": "in a label"}}
	b, err := json.Marshal(msg)
	if err != nil {
		t.Fatal(err)
	}
	resp, err := http.Post(m.URL("sandbox")+sandbox.PrefixContact+"/v1/messages", "application/json", bytes.NewReader(b))
	if err != nil {
		t.Fatal(err)
	}
	resp.Body.Close()
	if resp.StatusCode != http.StatusCreated {
		t.Fatalf("contact service: %d", resp.StatusCode)
	}
	var mail outboxJSON
	if code := getJSON(t, m.URL("sandbox")+"/outbox.json?to="+url.QueryEscape(helpDesk), &mail); code != 200 || len(mail.Messages) != 1 {
		t.Fatalf("outbox: %d %+v", code, mail)
	}
	text := mail.Messages[0].Text
	if bff.ContainsCardNumber(text) || !strings.Contains(text, "dotted ****.****.****.4242, wide ****　****　****　４２４２") ||
		!strings.Contains(text, "************4242: in a label") {
		t.Errorf("the kept message: %s", text)
	}
}

func TestDiag_DIAG01_cardNumbersInKeysAndDottedOrFullWidthValuesAreMasked(t *testing.T) {
	m, _ := startMain(t)
	p := newPayer(t, m)
	marker := diagMarker(p)
	body := map[string]any{"url": m.URL("bff") + "/sunshine/demo/checkout?card=" + dottedCard,
		"diagnostics": map[string]any{"marker": marker, "form": map[string]any{"4242424242424242": "typed"},
			"dotted": dottedCard, "wide": wideCard}}
	if code := p.call("POST", "/diag", body, nil, nil); code != http.StatusAccepted {
		t.Fatalf("diag: %d", code)
	}
	var gw gatewayJSON
	if code := getJSON(t, m.URL("sandbox")+"/svc/diag/?n=20", &gw); code != 200 {
		t.Fatalf("gateway: %d", code)
	}
	var got map[string]string
	for _, r := range gw.Messages {
		if r.Queue == "payhub.diag" && r.Message.Diagnostics["marker"] == marker {
			got = r.Message.Diagnostics
		}
	}
	if got == nil {
		t.Fatalf("no diagnostics with the marker in %+v", gw.Messages)
	}
	for k, v := range got {
		if bff.ContainsCardNumber(k) || bff.ContainsCardNumber(v) {
			t.Errorf("a card number reached the gateway: %q = %q", k, v)
		}
	}
	want := map[string]string{"form.************4242": "typed", "dotted": "****.****.****.4242",
		"wide": "****　****　****　４２４２", "url": m.URL("bff") + "/sunshine/demo/checkout?card=****.****.****.4242"}
	for k, v := range want {
		if got[k] != v {
			t.Errorf("%s = %q, want %q (all: %v)", k, got[k], v, got)
		}
	}
}

func TestLogs_aCardNumberInARequestPathIsMasked(t *testing.T) {
	m, logs := startMain(t)
	p := newPayer(t, m)
	status, _ := p.raw(http.MethodGet, p.bff+"/bff/v1/sunshine/demo/no-such-route/"+url.PathEscape(dottedCard), nil, nil)
	if status != http.StatusNotFound {
		t.Fatalf("status %d", status)
	}
	// A second request on the same connection is read only once the first
	// one's handler, and so its access line, is done.
	p.raw(http.MethodGet, p.bff+"/bff/v1/sunshine/demo/no-such-route/x", nil, nil)
	out := logs.String()
	if !strings.Contains(out, "/no-such-route/****.****.****.4242") {
		t.Errorf("no masked access line in:\n%s", out)
	}
	if strings.Contains(out, dottedCard) || strings.Contains(out, "4242424242424242") {
		t.Errorf("the card number was logged:\n%s", out)
	}
}

// diagMarker is a fresh value to find one's diagnostics by, without digits:
// a long run of digits may read as a card number and be masked.
func diagMarker(p *payer) string {
	return strings.Map(func(r rune) rune {
		if r >= '0' && r <= '9' {
			return 'a' + r - '0'
		}
		return r
	}, p.newKey())
}

// escapedCards are card numbers with their groups parted by percent escapes,
// as a URL or a form value carries them, each with its masked form.
var escapedCards = map[string]string{
	"4242%204242%204242%204242":          "****%20****%20****%204242",
	"4242%2D4242%2d4242%2E4242":          "****%2D****%2d****%2E4242",
	"4242%094242%094242%094242":          "****%09****%09****%094242",
	"4242%C2%A04242%C2%A04242%C2%A04242": "****%C2%A0****%C2%A0****%C2%A04242",
	"4242+4242+4242+4242":                "****+****+****+4242",
	"4242%25204242%25204242%25204242":    "****%2520****%2520****%25204242",
}

func TestDiag_DIAG01_cardNumbersWithPercentEscapedSeparatorsAreMaskedInTheRequestLog(t *testing.T) {
	m, _ := startMain(t)
	p := newPayer(t, m)
	marker := diagMarker(p)
	diagnostics := map[string]any{"marker": marker, "short": "/x?unit=12%2034&ref=R100-001"}
	for card := range escapedCards {
		diagnostics[card] = "http://h/sunshine/demo/property-tax?account_number=" + card
	}
	if code := p.call("POST", "/request-log", map[string]any{"url": "/x", "diagnostics": diagnostics}, nil, nil); code != http.StatusAccepted {
		t.Fatalf("request-log: %d", code)
	}
	var gw gatewayJSON
	if code := getJSON(t, m.URL("sandbox")+"/svc/diag/?n=20", &gw); code != 200 {
		t.Fatalf("gateway: %d", code)
	}
	var got map[string]string
	for _, r := range gw.Messages {
		if r.Message.Diagnostics["marker"] == marker {
			got = r.Message.Diagnostics
		}
	}
	if got == nil {
		t.Fatalf("no diagnostics with the marker in %+v", gw.Messages)
	}
	for k, v := range got {
		if bff.ContainsCardNumber(k) || bff.ContainsCardNumber(v) {
			t.Errorf("a card number reached the gateway: %q = %q", k, v)
		}
	}
	for card, masked := range escapedCards {
		if v := got[masked]; v != "http://h/sunshine/demo/property-tax?account_number="+masked {
			t.Errorf("%s: key %q = %q (all: %v)", card, masked, v, got)
		}
	}
	if got["short"] != "/x?unit=12%2034&ref=R100-001" {
		t.Errorf("text without a card number changed: %q", got["short"])
	}
}

func TestContact_VAL73_cardNumbersWithPercentEscapedSeparatorsAreRefused(t *testing.T) {
	bodies := map[string]string{}
	for card := range escapedCards {
		bodies[card] = card
	}
	expectContactRefused(t, bodies)
}
