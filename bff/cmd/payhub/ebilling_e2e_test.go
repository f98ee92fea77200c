package main

import (
	"encoding/json"
	"fmt"
	"net/http"
	"net/url"
	"regexp"
	"strings"
	"testing"

	"github.com/payhub/payhub/bff"
	payhttp "github.com/payhub/payhub/bff/http"
	"github.com/payhub/payhub/bff/texts"
	"github.com/payhub/payhub/sandbox"
	sbebilling "github.com/payhub/payhub/sandbox/ebilling"
	sbverify "github.com/payhub/payhub/sandbox/verify"
)

// Paperless billing and ownership by mailed PIN over real HTTP between the
// BFF and the sandbox's e-billing, verification, payables and login
// services, reading the e-mails and letters in the sandbox outbox (spec 001
// §1, §4 "E-billing" and "Ownership").

const (
	propertyPath    = "sunshine/demo/property_tax/2026/R100-001"
	propertyAddress = "123 Main St"
	guestEmail      = "guest.paperless@example.com"
)

// subscriptionJSON is a subscription as the e-billing routes answer it.
type subscriptionJSON struct {
	ID          string `json:"id"`
	PayablePath string `json:"payablePath"`
	Email       string `json:"email"`
	Preference  string `json:"preference"`
	Paperless   bool   `json:"paperless"`
	Status      string `json:"status"`
}

func subscribeBody(email, pref string) map[string]any {
	return map[string]any{"payablePath": propertyPath, "email": email, "subscriberName": "Pat Paperless", "preference": pref}
}

var activationLink = regexp.MustCompile(`(http://[^/\s]+)/sunshine/demo/ebilling/([a-z0-9_]+)/verify/([a-z0-9]+)`)

// outboxTexts are the texts of kind in the outbox to to, newest first.
func outboxTexts(t *testing.T, m *Main, to, kind string) []string {
	t.Helper()
	var mail outboxJSON
	if code := getJSON(t, m.URL("sandbox")+sandbox.PathOutbox+".json?to="+url.QueryEscape(to), &mail); code != http.StatusOK {
		t.Fatalf("outbox: %d", code)
	}
	var out []string
	for _, msg := range mail.Messages {
		if msg.Kind == kind {
			out = append(out, msg.Text)
		}
	}
	return out
}

// mailedLink is the newest activation link to email: its origin,
// subscription id and code.
func mailedLink(t *testing.T, m *Main, email string) (origin, id, code string) {
	t.Helper()
	texts := outboxTexts(t, m, email, sbebilling.KindActivation)
	if len(texts) == 0 {
		t.Fatalf("no activation e-mail to %s", email)
	}
	l := activationLink.FindStringSubmatch(texts[0])
	if l == nil {
		t.Fatalf("no activation link in %q", texts[0])
	}
	return l[1], l[2], l[3]
}

// letterPIN is the PIN of the newest letter mailed to the property.
func letterPIN(t *testing.T, m *Main) string {
	t.Helper()
	letters := outboxTexts(t, m, sbverify.LetterAddress(propertyAddress), sbverify.KindPINLetter)
	if len(letters) == 0 {
		t.Fatal("no PIN letter to the property")
	}
	pin := regexp.MustCompile(`\b\d{6}\b`).FindString(letters[0])
	if pin == "" {
		t.Fatalf("no PIN in the letter %q", letters[0])
	}
	return pin
}

// refusal checks an error answer's status and its display message in
// Spanish.
func refusal(t *testing.T, what string, status, want int, raw []byte, key string) {
	t.Helper()
	var e errorJSON
	if err := json.Unmarshal(raw, &e); err != nil || status != want || e.Error.DisplayMessage != texts.Message(key, bff.Spanish) {
		t.Errorf("%s: %d %s, want %d with %q", what, status, raw, want, texts.Message(key, bff.Spanish))
	}
}

func TestEbilling_e2e_EBILL01_ROLE19_aGuestSubscribesR100001AndActivatesFromTheOutboxLink(t *testing.T) {
	m, logs := startMain(t)
	router := openAPIRouter(t, m.URL("bff"))
	base := m.URL("bff") + "/bff/v1/sunshine/demo"
	csrf := map[string]string{payhttp.CSRFHeader: payhttp.CSRFValue}
	guest := newPayer(t, m)

	// VERIFY-01: a guest is never offered paperless (the e-mail only).
	status, raw := guest.raw(http.MethodPost, base+"/ebilling?lang=es", subscribeBody(guestEmail, "email"), nil)
	refusal(t, "VERIFY-01 guest paperless", status, http.StatusForbidden, raw, texts.EbillVerifyFirst)

	raw = checkExchange(t, router, guest.client, http.MethodPost, base+"/ebilling", mustJSON(t, subscribeBody(guestEmail, "both")), csrf, http.StatusCreated)
	var sub subscriptionJSON
	if err := json.Unmarshal(raw, &sub); err != nil || sub.Status != "pending" || sub.Paperless || sub.PayablePath != propertyPath {
		t.Fatalf("EBILL-06: subscribe %s", raw)
	}
	// A second subscription of the payable and e-mail is refused.
	status, raw = guest.raw(http.MethodPost, base+"/ebilling?lang=es", subscribeBody(strings.ToUpper(guestEmail), "mail"), nil)
	refusal(t, "second subscription", status, http.StatusConflict, raw, texts.EbillDuplicate)

	origin, id, code := mailedLink(t, m, guestEmail)
	if origin != m.URL("bff") || id != sub.ID {
		t.Fatalf("the link goes to %s for %s, want %s for %s", origin, id, m.URL("bff"), sub.ID)
	}
	// The link works from any browser: the code is the credential.
	other := newPayer(t, m)
	status, raw = other.raw(http.MethodPost, base+"/ebilling/"+id+"/verify/"+wrongCode(code)+"?lang=es", nil, nil)
	refusal(t, "ERR-72 incorrect code", status, http.StatusUnprocessableEntity, raw, texts.EbillIncorrectCode)
	raw = checkExchange(t, router, other.client, http.MethodPost, base+"/ebilling/"+id+"/verify/"+code, "", csrf, http.StatusOK)
	if err := json.Unmarshal(raw, &sub); err != nil || sub.Status != "active" {
		t.Fatalf("EBILL-10: verify %s", raw)
	}
	status, raw = other.raw(http.MethodPost, base+"/ebilling/"+id+"/verify/"+code+"?lang=es", nil, nil)
	refusal(t, "a used link", status, http.StatusConflict, raw, texts.EbillAlreadyConfirmed)

	var list struct{ Subscriptions []subscriptionJSON }
	checkExchange(t, router, guest.client, http.MethodGet, base+"/ebilling", "", csrf, http.StatusOK)
	if code := guest.call(http.MethodGet, "/ebilling", nil, nil, &list); code != http.StatusOK || len(list.Subscriptions) != 1 ||
		list.Subscriptions[0].Status != "active" {
		t.Fatalf("the guest's subscriptions: %d %+v", code, list)
	}
	// A guest cannot turn paperless on either (VERIFY-01).
	status, raw = guest.raw(http.MethodPatch, base+"/ebilling/"+id+"?lang=es", map[string]bool{"paperless": true}, nil)
	refusal(t, "VERIFY-01 guest paperless on", status, http.StatusForbidden, raw, texts.EbillVerifyFirst)

	// EBILL-09: unsubscribe with the e-mailed code, once.
	checkExchange(t, router, other.client, http.MethodPost, base+"/ebilling/"+id+"/send-code", "", csrf, http.StatusOK)
	codes := outboxTexts(t, m, guestEmail, sbebilling.KindUnsubscribeCode)
	if len(codes) != 1 {
		t.Fatalf("unsubscribe codes mailed: %d", len(codes))
	}
	unsub := regexp.MustCompile(`\b\d{6}\b`).FindString(codes[0])
	raw = checkExchange(t, router, other.client, http.MethodPost, base+"/ebilling/"+id+"/unsubscribe/"+unsub, "", csrf, http.StatusOK)
	if err := json.Unmarshal(raw, &sub); err != nil || sub.Status != "unsubscribed" {
		t.Fatalf("EBILL-09: unsubscribe %s", raw)
	}
	status, raw = other.raw(http.MethodPost, base+"/ebilling/"+id+"/unsubscribe/"+unsub+"?lang=es", nil, nil)
	refusal(t, "a used unsubscribe code", status, http.StatusConflict, raw, texts.EbillNotActive)
	// The e-mailed link and code are credentials: never in the log.
	if l := logs.String(); !strings.Contains(l, "/verify/[redacted]") || strings.Contains(l, code) || strings.Contains(l, "/unsubscribe/"+unsub) {
		t.Error("an e-mailed code is in the log")
	}
}

func TestOwnership_e2e_VERIFY04_VERIFY01_aResidentClaimsWithTheMailedPINAndTurnsPaperlessOn(t *testing.T) {
	m, a, _, _ := startResidents(t)
	router := openAPIRouter(t, m.URL("bff"))
	base := m.URL("bff") + "/bff/v1/sunshine/demo"
	csrf := map[string]string{payhttp.CSRFHeader: payhttp.CSRFValue}
	email := "pat.owner@example.com"

	// VERIFY-01: no paperless before ownership is verified.
	status, raw := a.raw(http.MethodPost, base+"/ebilling?lang=es", subscribeBody(email, "email"), nil)
	refusal(t, "VERIFY-01 before the claim", status, http.StatusForbidden, raw, texts.EbillVerifyFirst)

	var st struct {
		Statuses []struct{ PayablePath, Status string }
	}
	checkExchange(t, router, a.client, http.MethodGet, base+"/ownership", "", csrf, http.StatusOK)
	if code := a.call(http.MethodGet, "/ownership", nil, nil, &st); code != http.StatusOK || len(st.Statuses) != 0 {
		t.Fatalf("VERIFY-04 pending: %d %+v", code, st)
	}
	raw = checkExchange(t, router, a.client, http.MethodPost, base+"/ownership/pin", mustJSON(t, map[string]string{"payablePath": propertyPath}), csrf, http.StatusOK)
	if !strings.Contains(string(raw), `"status":"pin_requested"`) {
		t.Fatalf("VERIFY-04 letter: %s", raw)
	}
	pin := letterPIN(t, m)
	wrong := "000000"
	if pin == wrong {
		wrong = "111111"
	}
	status, raw = a.raw(http.MethodPost, base+"/ownership/claim?lang=es", map[string]string{"payablePath": propertyPath, "pin": wrong}, nil)
	refusal(t, "ERR-70 wrong PIN", status, http.StatusUnprocessableEntity, raw, texts.VerifyInvalidPIN)
	if a.call(http.MethodGet, "/ownership", nil, nil, &st); len(st.Statuses) != 1 || st.Statuses[0].Status != "pin_requested" {
		t.Fatalf("VERIFY-05: after a wrong PIN %+v", st)
	}
	raw = checkExchange(t, router, a.client, http.MethodPost, base+"/ownership/claim",
		mustJSON(t, map[string]string{"payablePath": propertyPath, "pin": pin}), csrf, http.StatusOK)
	if !strings.Contains(string(raw), `"status":"payable_claimed"`) {
		t.Fatalf("VERIFY-04 claim: %s", raw)
	}

	// Subscribed with the bill still mailed, confirmed, then paperless.
	var sub subscriptionJSON
	if code := a.call(http.MethodPost, "/ebilling", subscribeBody(email, "mail"), nil, &sub); code != http.StatusCreated {
		t.Fatalf("subscribe: %d", code)
	}
	_, id, code := mailedLink(t, m, email)
	if c := a.call(http.MethodPost, "/ebilling/"+id+"/verify/"+code, nil, nil, &sub); c != http.StatusOK || sub.Status != "active" {
		t.Fatalf("verify: %d %+v", c, sub)
	}
	raw = checkExchange(t, router, a.client, http.MethodPatch, base+"/ebilling/"+id, `{"paperless":true}`, csrf, http.StatusOK)
	if err := json.Unmarshal(raw, &sub); err != nil || !sub.Paperless || sub.Preference != "email" {
		t.Fatalf("EBILL-08: paperless on %s", raw)
	}
	if c := a.call(http.MethodPatch, "/ebilling/"+id, map[string]bool{"paperless": false}, nil, &sub); c != http.StatusOK || sub.Paperless {
		t.Fatalf("EBILL-08: paperless off %d %+v", c, sub)
	}
}

func TestOwnership_e2e_VERIFY05_aPINBruteForceIsLockedEvenForTheRightPIN(t *testing.T) {
	m, a, _, _ := startResidents(t)
	base := m.URL("bff") + "/bff/v1/sunshine/demo"
	if code := a.call(http.MethodPost, "/ownership/pin", map[string]string{"payablePath": propertyPath}, nil, nil); code != http.StatusOK {
		t.Fatalf("letter: %d", code)
	}
	pin := letterPIN(t, m)
	tried := 0
	for guess := 0; tried < 5; guess++ {
		g := fmt.Sprintf("%06d", guess)
		if g == pin {
			continue
		}
		tried++
		status, raw := a.raw(http.MethodPost, base+"/ownership/claim?lang=es", map[string]string{"payablePath": propertyPath, "pin": g}, nil)
		key, want := texts.VerifyInvalidPIN, http.StatusUnprocessableEntity
		if tried == 5 {
			key, want = texts.VerifyLocked, http.StatusTooManyRequests
		}
		refusal(t, "guess "+g, status, want, raw, key)
	}
	status, raw := a.raw(http.MethodPost, base+"/ownership/claim?lang=es", map[string]string{"payablePath": propertyPath, "pin": pin}, nil)
	refusal(t, "the right PIN after the limit", status, http.StatusTooManyRequests, raw, texts.VerifyLocked)
	var st struct{ Statuses []struct{ Status string } }
	if a.call(http.MethodGet, "/ownership", nil, nil, &st); len(st.Statuses) != 1 || st.Statuses[0].Status != "pin_requested" {
		t.Fatalf("locked: %+v, want pin_requested", st)
	}
	// A PIN of another shape never reaches the service.
	status, raw = a.raw(http.MethodPost, base+"/ownership/claim?lang=es", map[string]string{"payablePath": propertyPath, "pin": "12a4"}, nil)
	refusal(t, "PIN shape", status, http.StatusBadRequest, raw, texts.VerifyPINFormat)
}

func TestOwnership_e2e_API55_anotherResidentsStatusesAndSubscriptionsAreInvisible(t *testing.T) {
	m, a, b, _ := startResidents(t)
	base := m.URL("bff") + "/bff/v1/sunshine/demo"
	if code := a.call(http.MethodPost, "/ownership/pin", map[string]string{"payablePath": propertyPath}, nil, nil); code != http.StatusOK {
		t.Fatalf("letter: %d", code)
	}
	pin := letterPIN(t, m)
	var sub subscriptionJSON
	if code := a.call(http.MethodPost, "/ebilling", subscribeBody("a.owner@example.com", "both"), nil, &sub); code != http.StatusCreated {
		t.Fatalf("subscribe: %d", code)
	}
	var st struct{ Statuses []any }
	if code := b.call(http.MethodGet, "/ownership", nil, nil, &st); code != http.StatusOK || len(st.Statuses) != 0 {
		t.Fatalf("B sees statuses: %d %+v", code, st)
	}
	var list struct{ Subscriptions []any }
	if code := b.call(http.MethodGet, "/ebilling", nil, nil, &list); code != http.StatusOK || len(list.Subscriptions) != 0 {
		t.Fatalf("B sees subscriptions: %d %+v", code, list)
	}
	// The PIN is the property's: B, holding the letter, claims into B's
	// own account; A's status is A's, and the used PIN claims nothing more.
	status, raw := b.raw(http.MethodPost, base+"/ownership/claim?lang=es", map[string]string{"payablePath": propertyPath, "pin": pin}, nil)
	if status != http.StatusOK {
		t.Fatalf("B claims with the letter's PIN: %d %s", status, raw)
	}
	var mine struct{ Statuses []struct{ Status string } }
	if a.call(http.MethodGet, "/ownership", nil, nil, &mine); len(mine.Statuses) != 1 || mine.Statuses[0].Status != "pin_requested" {
		t.Fatalf("A after B's claim: %+v, want pin_requested", mine)
	}
	status, raw = a.raw(http.MethodPost, base+"/ownership/claim?lang=es", map[string]string{"payablePath": propertyPath, "pin": pin}, nil)
	refusal(t, "A claims with the used PIN", status, http.StatusConflict, raw, texts.VerifyNoPIN)
	status, raw = b.raw(http.MethodPatch, base+"/ebilling/"+sub.ID+"?lang=es", map[string]bool{"paperless": false}, nil)
	refusal(t, "B changes A's subscription", status, http.StatusNotFound, raw, texts.EbillNotFound)
	// A guest has no ownership routes (ROLE-19 covers e-billing only).
	guest := newPayer(t, m)
	status, raw = guest.raw(http.MethodGet, base+"/ownership?lang=es", nil, nil)
	refusal(t, "a guest's statuses", status, http.StatusUnauthorized, raw, texts.VerifySignIn)
}

// wrongCode is code with its last character changed to another one: never
// the code itself, whatever its last character.
func wrongCode(code string) string {
	last := "x"
	if strings.HasSuffix(code, last) {
		last = "y"
	}
	return code[:len(code)-1] + last
}
