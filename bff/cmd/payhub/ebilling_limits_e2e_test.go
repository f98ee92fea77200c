package main

import (
	"encoding/json"
	"fmt"
	"net/http"
	"regexp"
	"testing"

	"github.com/payhub/payhub/bff/texts"
	sbebilling "github.com/payhub/payhub/sandbox/ebilling"
)

// Resending a link and asking for an unsubscribe code need no session and
// mail the subscription's address: both are limited per subscription, and
// wrong unsubscribe codes are counted per subscription, not per code.

func TestEbilling_e2e_resendLinkMailsAStrangerAtMostThreeTimesAnHour(t *testing.T) {
	m, _ := startMain(t)
	base := m.URL("bff") + "/bff/v1/sunshine/demo"
	victim := "victim.inbox@example.com"
	g := newPayer(t, m)
	status, raw := g.raw(http.MethodPost, base+"/ebilling", subscribeBody(victim, "mail"), nil)
	var sub subscriptionJSON
	if err := json.Unmarshal(raw, &sub); status != http.StatusCreated || err != nil {
		t.Fatalf("subscribe: %d %s", status, raw)
	}
	anon := newPayer(t, m)
	anon.client = &http.Client{}
	var last int
	for i := 0; i < 20; i++ {
		if status, raw = anon.raw(http.MethodPost, base+"/ebilling/"+sub.ID+"/resend-link?lang=es", nil, nil); status != http.StatusOK {
			last = status
			break
		}
	}
	refusal(t, "resend over the limit", last, http.StatusTooManyRequests, raw, texts.EbillTooManyMails)
	if n := len(outboxTexts(t, m, victim, sbebilling.KindActivation)); n > sbebilling.MaxMailsPerWindow {
		t.Errorf("%d activation e-mails to an address that never asked for one", n)
	}
}

func TestEbilling_e2e_sendCodeDoesNotLiftTheUnsubscribeLock(t *testing.T) {
	m, _ := startMain(t)
	base := m.URL("bff") + "/bff/v1/sunshine/demo"
	email := "owner.inbox@example.com"
	g := newPayer(t, m)
	if status, raw := g.raw(http.MethodPost, base+"/ebilling", subscribeBody(email, "both"), nil); status != http.StatusCreated {
		t.Fatalf("subscribe: %d %s", status, raw)
	}
	_, id, code := mailedLink(t, m, email)
	if status, raw := g.raw(http.MethodPost, base+"/ebilling/"+id+"/verify/"+code, nil, nil); status != http.StatusOK {
		t.Fatalf("verify: %d %s", status, raw)
	}
	guesser := newPayer(t, m)
	digits := regexp.MustCompile(`\b\d{6}\b`)
	wrongs, locked := 0, 0
	var lastStatus int
	var lastRaw []byte
	for round := 0; round < 3; round++ {
		if status, raw := guesser.raw(http.MethodPost, base+"/ebilling/"+id+"/send-code", nil, nil); status != http.StatusOK {
			t.Fatalf("send-code: %d %s", status, raw)
		}
		real := digits.FindString(outboxTexts(t, m, email, sbebilling.KindUnsubscribeCode)[0])
		for i := 0; i < 6; i++ {
			guess := fmt.Sprintf("%06d", round*10+i)
			if guess == real {
				guess = "999999"
			}
			lastStatus, lastRaw = guesser.raw(http.MethodPost, base+"/ebilling/"+id+"/unsubscribe/"+guess+"?lang=es", nil, nil)
			switch lastStatus {
			case http.StatusUnprocessableEntity:
				wrongs++
			case http.StatusTooManyRequests:
				locked++
			}
		}
	}
	if wrongs > sbebilling.MaxWrongCodesPerWindow {
		t.Errorf("%d wrong unsubscribe codes were checked (%d answers locked): the lock lifts with every new code", wrongs, locked)
	}
	refusal(t, "a day's wrong codes", lastStatus, http.StatusTooManyRequests, lastRaw, texts.EbillCodesLocked)
	// A fourth code in the hour is refused too.
	status, raw := guesser.raw(http.MethodPost, base+"/ebilling/"+id+"/send-code?lang=es", nil, nil)
	refusal(t, "fourth code in an hour", status, http.StatusTooManyRequests, raw, texts.EbillTooManyMails)
}
