package ebilling_test

import (
	"fmt"
	"net/http"
	"strings"
	"testing"

	"github.com/payhub/payhub/bff/upstream/ebilling"
	sbebilling "github.com/payhub/payhub/sandbox/ebilling"
)

// mailsTo is every e-billing e-mail text to address.
func (f *fixture) mailsTo(t *testing.T, address string) []string {
	t.Helper()
	msgs, err := f.srv.DB().Outbox().List(t.Context(), address, 100)
	if err != nil {
		t.Fatal(err)
	}
	var out []string
	for _, m := range msgs {
		if m.Kind == sbebilling.KindActivation || m.Kind == sbebilling.KindUnsubscribeCode {
			out = append(out, m.Text)
		}
	}
	return out
}

// One inbox gets at most MaxMailsPerRecipient e-billing e-mails in
// RecipientWindow across payables, sites and spellings of its address
// (any case, a "+tag"): each subscription's own limit alone let anyone
// mail a stranger once per payable. The refusal changes nothing.
func TestRecipientLimit_oneInboxAcrossPayablesSitesAndTags(t *testing.T) {
	f := newFixture(t)
	paths := []string{
		"sunshine/demo/property_tax/2026/R100-001", "sunshine/demo/property_tax/2026/R100-002",
		"sunshine/demo/property_tax/2026/R100-003", "sunshine/demo/utilities/U-5001",
		"sunshine/demo/business_license/B-9001", "sunshine/demo/utilities/U-5002",
	}
	spellings := []string{"victim@example.com", "Victim+1@Example.com", "victim+bills@example.com", "VICTIM@example.com", "victim+2@example.com", "victim+3@example.com"}
	sent := 0
	for i, p := range paths {
		req := subscribeReq(ebilling.PreferenceMail)
		req.AccountPayableSavePath, req.Email = p, spellings[i]
		_, err := f.client.Subscribe(t.Context(), fmt.Sprintf("anon-%d", i), req)
		if i < sbebilling.MaxMailsPerRecipient {
			if err != nil {
				t.Fatalf("subscribe %d (%s): %v", i+1, spellings[i], err)
			}
			sent++
			continue
		}
		if c, s := upstreamCode(err); c != ebilling.ErrorCodeTooManyToAddress || s != http.StatusTooManyRequests {
			t.Fatalf("subscribe %d past the recipient's limit = %q %d, want %s 429", i+1, c, s, ebilling.ErrorCodeTooManyToAddress)
		}
	}
	n, listed := 0, map[string]bool{}
	for _, a := range spellings {
		if a = strings.ToLower(a); !listed[a] { // the outbox lists an address in any case
			listed[a] = true
			n += len(f.mailsTo(t, a))
		}
	}
	if n != sbebilling.MaxMailsPerRecipient || sent != n {
		t.Errorf("%d e-mails to one inbox (%d subscribes answered), want %d", n, sent, sbebilling.MaxMailsPerRecipient)
	}
	// Resending a link to the same inbox is refused too; a day later one
	// more is sent.
	subs, err := f.client.List(t.Context(), "anon-0")
	if err != nil || len(subs) != 1 {
		t.Fatalf("anon-0's subscriptions: %v %v", subs, err)
	}
	if _, err := f.client.ResendActivation(t.Context(), demo, subs[0].ID, origin); err == nil {
		t.Errorf("a resent link past the recipient's limit was sent")
	}
	f.advance(t, sbebilling.RecipientWindow)
	if _, err := f.client.ResendActivation(t.Context(), demo, subs[0].ID, origin); err != nil {
		t.Errorf("a resent link a day later: %v", err)
	}
	// Another inbox is not counted with this one.
	req := subscribeReq(ebilling.PreferenceMail)
	req.Email = "someone.else@example.com"
	if _, err := f.client.Subscribe(t.Context(), "anon-x", req); err != nil {
		t.Errorf("another inbox: %v", err)
	}
}

// Recipient is the inbox an address reaches: lower-cased, without a
// "+tag" in its local part.
func TestRecipient_lowerCasedWithoutTag(t *testing.T) {
	for in, want := range map[string]string{
		"Victim+1@Example.com": "victim@example.com",
		" victim@example.com ": "victim@example.com",
		"a+b+c@x.org":          "a@x.org",
		"plain@x.org":          "plain@x.org",
	} {
		if got := sbebilling.Recipient(in); got != want {
			t.Errorf("Recipient(%q) = %q, want %q", in, got, want)
		}
	}
}

// A pending subscription gets no unsubscribe code: it ends by itself
// unless its link is followed, and each code would be one more e-mail to
// an address that never confirmed anything.
func TestSendUnsubscribeCode_aPendingSubscriptionGetsNone(t *testing.T) {
	f := newFixture(t)
	sub, err := f.client.Subscribe(t.Context(), resident, subscribeReq(ebilling.PreferenceMail))
	if err != nil {
		t.Fatal(err)
	}
	err = f.client.SendUnsubscribeCode(t.Context(), demo, sub.ID, origin)
	if c, s := upstreamCode(err); c != ebilling.ErrorCodePendingNoCode || s != http.StatusConflict {
		t.Fatalf("a code for a pending subscription = %q %d, want %s 409", c, s, ebilling.ErrorCodePendingNoCode)
	}
	if n := f.count(t, sbebilling.KindUnsubscribeCode); n != 0 {
		t.Errorf("%d codes sent for a pending subscription", n)
	}
}

// The subscriber's name is letters of any script, spaces and . ' - only,
// at most MaxNameLength: no digits, no link, no address a stranger could
// put in the county's e-mail.
func TestSubscribe_theSubscribersNameIsLettersSpacesAndPunctuationOnly(t *testing.T) {
	f := newFixture(t)
	for _, bad := range []string{
		"URGENT pay overdue tax now at http://evil.example/pay", "Call 555-0100", "pat@example.com",
		"Pat <b>", "www.evil.example", "-Pat", strings.Repeat("a", sbebilling.MaxNameLength+1),
	} {
		req := subscribeReq(ebilling.PreferenceMail)
		req.SubscriberName = bad
		if _, err := f.client.Subscribe(t.Context(), resident, req); err == nil {
			t.Errorf("name %q accepted", bad)
		}
	}
	for i, good := range []string{"José Núñez-O'Brien", "Mary Ann St. John", "J.R.R. Tolkien", "李小龍", "Zoë Ångström", "Renée D’Arcy"} {
		req := subscribeReq(ebilling.PreferenceMail)
		req.SubscriberName, req.Email = good, fmt.Sprintf("good%d@example.com", i)
		if _, err := f.client.Subscribe(t.Context(), resident, req); err != nil {
			t.Errorf("name %q refused: %v", good, err)
		}
	}
}

// The activation e-mail goes to an address not confirmed yet: it greets
// no one by the name typed on subscribing.
func TestActivationMail_greetsNeutrallyWithoutTheTypedName(t *testing.T) {
	f := newFixture(t)
	req := subscribeReq(ebilling.PreferenceMail)
	req.SubscriberName = "Dear Customer Your Account Is Suspended"
	if _, err := f.client.Subscribe(t.Context(), "anon-1", req); err != nil {
		t.Fatal(err)
	}
	txt := f.newest(t, sbebilling.KindActivation)
	if strings.Contains(txt, req.SubscriberName) || !strings.HasPrefix(txt, "Hello,") {
		t.Errorf("activation e-mail:\n%s", txt)
	}
}
