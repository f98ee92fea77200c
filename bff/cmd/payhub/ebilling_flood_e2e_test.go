package main

import (
	"encoding/json"
	"fmt"
	"net/http"
	"strings"
	"testing"

	payhttp "github.com/payhub/payhub/bff/http"
	"github.com/payhub/payhub/bff/texts"
	sbebilling "github.com/payhub/payhub/sandbox/ebilling"
)

// floodPaths are payables of the demo site a stranger may subscribe.
var floodPaths = []string{
	"sunshine/demo/property_tax/2026/R100-001", "sunshine/demo/property_tax/2026/R100-002",
	"sunshine/demo/property_tax/2026/R100-003", "sunshine/demo/property_tax/2026/R100-004",
	"sunshine/demo/utilities/U-5001", "sunshine/demo/utilities/U-5002",
	"sunshine/demo/business_license/B-9001", "sunshine/demo/business_license/B-9002",
}

// One cookieless client, never signed in, cannot have the county flood a
// stranger's inbox: subscribing it to every payable under every "+tag"
// spelling of its address, then asking codes for each subscription, gets
// it at most the inbox's allowance of e-mails (the e-billing service
// counts per recipient), none carrying the client's own text (the name
// is letters only, and the activation e-mail greets no one by name), and
// pending subscriptions no codes at all.
func TestEbilling_e2e_oneAnonymousClientCannotFloodAnInbox(t *testing.T) {
	m, _ := startMain(t)
	base := m.URL("bff") + "/bff/v1/sunshine/demo"
	anon := newPayer(t, m)
	anon.client = &http.Client{}
	lure := "URGENT pay overdue tax now at http://evil.example/pay"
	subscribe := func(path, email, name string) (int, []byte) {
		return anon.raw(http.MethodPost, base+"/ebilling", map[string]any{"payablePath": path, "email": email, "subscriberName": name, "preference": "mail"}, nil)
	}
	if st, raw := subscribe(floodPaths[0], "victim@example.com", lure); st != http.StatusBadRequest {
		t.Errorf("a name carrying a link: %d %s, want 400", st, raw)
	}
	var ids []string
	addresses := []string{"victim@example.com"}
	for i, p := range floodPaths {
		email := "victim@example.com"
		if i%2 == 1 {
			email = fmt.Sprintf("victim+%d@example.com", i)
			addresses = append(addresses, email)
		}
		st, raw := subscribe(p, email, "Dear Customer")
		var sub subscriptionJSON
		if st == http.StatusCreated && json.Unmarshal(raw, &sub) == nil {
			ids = append(ids, sub.ID)
		}
	}
	for _, id := range ids {
		st, raw := anon.raw(http.MethodPost, base+"/ebilling/"+id+"/send-code", nil, nil)
		if st != http.StatusConflict {
			t.Errorf("a code for pending %s: %d %s, want 409", id, st, raw)
		}
	}
	var all []string
	for _, addr := range addresses {
		all = append(all, outboxTexts(t, m, addr, sbebilling.KindActivation)...)
		all = append(all, outboxTexts(t, m, addr, sbebilling.KindUnsubscribeCode)...)
	}
	if len(all) != sbebilling.MaxMailsPerRecipient || len(ids) != sbebilling.MaxMailsPerRecipient {
		t.Errorf("%d subscriptions, %d e-mails to one inbox, want %d", len(ids), len(all), sbebilling.MaxMailsPerRecipient)
	}
	for _, txt := range all {
		if strings.Contains(txt, "Dear Customer") {
			t.Errorf("an e-mail to an unconfirmed address carries the client's text:\n%s", txt)
		}
	}
}

// One client address has at most EbillingMailLimit e-billing e-mails sent
// a day, whatever the recipients: past it, the refusal says so in the
// request's language, and only commands that sent an e-mail count.
func TestEbilling_e2e_theEmailsAClientAddressHasSentAreBounded(t *testing.T) {
	m, _ := startMain(t)
	base := m.URL("bff") + "/bff/v1/sunshine/demo"
	anon := newPayer(t, m)
	anon.client = &http.Client{}
	// A refused subscribe (an unknown payable, told as not found) sends
	// nothing and is not counted.
	for range 3 {
		st, raw := anon.raw(http.MethodPost, base+"/ebilling?lang=es", map[string]any{"payablePath": "sunshine/demo/property_tax/2026/R999-999",
			"email": "nobody@example.com", "subscriberName": "Pat", "preference": "mail"}, nil)
		refusal(t, "an unknown payable", st, http.StatusNotFound, raw, texts.EbillUnknownPayable)
	}
	sent := 0
	for i := 0; sent < payhttp.EbillingMailLimit.Burst; i++ {
		p := floodPaths[i%len(floodPaths)]
		st, raw := anon.raw(http.MethodPost, base+"/ebilling", map[string]any{"payablePath": p,
			"email": fmt.Sprintf("person%d@example.com", i), "subscriberName": "Pat", "preference": "mail"}, nil)
		if st != http.StatusCreated {
			t.Fatalf("subscribe %d: %d %s", i+1, st, raw)
		}
		sent++
	}
	st, raw := anon.raw(http.MethodPost, base+"/ebilling?lang=es", map[string]any{"payablePath": floodPaths[0],
		"email": "one.more@example.com", "subscriberName": "Pat", "preference": "mail"}, nil)
	refusal(t, "an e-mail past the address's allowance", st, http.StatusTooManyRequests, raw, texts.EbillTooManyFromHere)
	if n := len(outboxTexts(t, m, "one.more@example.com", sbebilling.KindActivation)); n != 0 {
		t.Errorf("%d e-mails sent past the allowance", n)
	}
}
