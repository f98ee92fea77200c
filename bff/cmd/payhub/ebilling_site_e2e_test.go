package main

import (
	"encoding/json"
	"net/http"
	"regexp"
	"testing"
	"time"

	"github.com/payhub/payhub/bff/texts"
	ebillingapi "github.com/payhub/payhub/bff/upstream/ebilling"
	sbebilling "github.com/payhub/payhub/sandbox/ebilling"
)

// The e-billing screen's commands on another site's URL: a subscription of
// sunshine/demo, with its own link and code, is not found on
// sunshine/handoff, and nothing about it changes there.
func TestEbilling_e2e_aSubscriptionsLinkAndCodeAreNotFoundOnAnotherSite(t *testing.T) {
	m, _ := startMain(t)
	demo := m.URL("bff") + "/bff/v1/sunshine/demo/ebilling/"
	other := m.URL("bff") + "/bff/v1/sunshine/handoff/ebilling/"
	guest := newPayer(t, m)
	var sub subscriptionJSON
	if code := guest.call(http.MethodPost, "/ebilling", subscribeBody(guestEmail, "both"), nil, &sub); code != http.StatusCreated {
		t.Fatalf("subscribe: %d", code)
	}
	_, id, code := mailedLink(t, m, guestEmail)

	status, raw := guest.raw(http.MethodPost, other+id+"/verify/"+code+"?lang=es", nil, nil)
	refusal(t, "verify on another site", status, http.StatusNotFound, raw, texts.EbillNotFound)
	status, raw = guest.raw(http.MethodPost, other+id+"/resend-link?lang=es", nil, nil)
	refusal(t, "resend on another site", status, http.StatusNotFound, raw, texts.EbillNotFound)
	if n := len(outboxTexts(t, m, guestEmail, sbebilling.KindActivation)); n != 1 {
		t.Errorf("activation e-mails = %d: another site's resend mailed the subscriber", n)
	}
	status, raw = guest.raw(http.MethodPost, demo+id+"/verify/"+code, nil, nil)
	if err := json.Unmarshal(raw, &sub); status != http.StatusOK || err != nil || sub.Status != "active" {
		t.Fatalf("verify on its own site after the other site's tries: %d %s", status, raw)
	}

	status, raw = guest.raw(http.MethodPost, other+id+"/send-code?lang=es", nil, nil)
	refusal(t, "send code on another site", status, http.StatusNotFound, raw, texts.EbillNotFound)
	if status, raw := guest.raw(http.MethodPost, demo+id+"/send-code", nil, nil); status != http.StatusOK {
		t.Fatalf("send code: %d %s", status, raw)
	}
	codes := outboxTexts(t, m, guestEmail, sbebilling.KindUnsubscribeCode)
	if len(codes) != 1 {
		t.Fatalf("unsubscribe codes mailed: %d", len(codes))
	}
	unsub := regexp.MustCompile(`\b\d{6}\b`).FindString(codes[0])
	status, raw = guest.raw(http.MethodPost, other+id+"/unsubscribe/"+unsub+"?lang=es", nil, nil)
	refusal(t, "unsubscribe on another site", status, http.StatusNotFound, raw, texts.EbillNotFound)
	status, raw = guest.raw(http.MethodPost, demo+id+"/unsubscribe/"+unsub, nil, nil)
	if err := json.Unmarshal(raw, &sub); status != http.StatusOK || err != nil || sub.Status != "unsubscribed" {
		t.Fatalf("unsubscribe on its own site with the same code: %d %s", status, raw)
	}
}

// A guest's pending subscription that nobody confirms expires by the
// sandbox's clock: its link then says so in the resident's language, and
// the payable and e-mail address may subscribe again.
func TestEbilling_e2e_anUnconfirmedSubscriptionExpiresAndTheAddressMaySubscribeAgain(t *testing.T) {
	m, _ := startMain(t)
	guest := newPayer(t, m)
	if code := guest.call(http.MethodPost, "/ebilling", subscribeBody(guestEmail, "mail"), nil, nil); code != http.StatusCreated {
		t.Fatalf("subscribe: %d", code)
	}
	_, id, code := mailedLink(t, m, guestEmail)
	status, raw := guest.raw(http.MethodPost, guest.bff+"/bff/v1/sunshine/demo/ebilling?lang=es", subscribeBody(guestEmail, "both"), nil)
	refusal(t, "a second subscription while the first is pending", status, http.StatusConflict, raw, texts.EbillDuplicate)

	advanceClock(t, m, ebillingapi.PendingLife+time.Minute)
	status, raw = guest.raw(http.MethodPost, guest.bff+"/bff/v1/sunshine/demo/ebilling/"+id+"/verify/"+code+"?lang=es", nil, nil)
	refusal(t, "the link of an expired subscription", status, http.StatusConflict, raw, texts.EbillExpired)
	var again subscriptionJSON
	if code := guest.call(http.MethodPost, "/ebilling", subscribeBody(guestEmail, "both"), nil, &again); code != http.StatusCreated ||
		again.Status != "pending" || again.ID == id {
		t.Fatalf("subscribe again after the first expired: %d %+v", code, again)
	}
}
