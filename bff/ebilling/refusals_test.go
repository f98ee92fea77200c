package ebilling_test

import (
	"errors"
	"net/http"
	"testing"

	"github.com/payhub/payhub/bff"
	"github.com/payhub/payhub/bff/ebilling"
	"github.com/payhub/payhub/bff/texts"
)

// An unknown payable is not found, not "another site's": each refusal
// speaks of what happened, in the request's language; so do the limit
// on one inbox's e-mails and the refusal of a code for a subscription
// not confirmed yet.
func TestFailure_anUnknownPayableHasItsOwnNotFoundText(t *testing.T) {
	for _, c := range []struct {
		status int
		body   string
		code   bff.Code
		key    string
	}{
		{http.StatusNotFound, `{"error":{"code":"unknown_payable","message":"x"}}`, bff.CodeNotFound, texts.EbillUnknownPayable},
		{http.StatusUnprocessableEntity, `{"error":{"code":"wrong_site","message":"x"}}`, bff.CodeNotFound, texts.EbillWrongSite},
		{http.StatusTooManyRequests, `{"error":{"code":"too_many_mails_to_address","message":"x"}}`, bff.CodeRateLimited, texts.EbillTooManyToAddress},
	} {
		e := &ebilling.Ebilling{Subscriptions: service(t, c.status, c.body)}
		f := form
		f.Preference = ebilling.PreferenceMail
		_, err := e.Subscribe(t.Context(), ebilling.Request{Client: "sunshine", Site: "demo", Lang: bff.Spanish, UserID: "anon-1"}, f)
		if code, msg := displayOf(err); code != c.code || msg != texts.Message(c.key, bff.Spanish) {
			t.Errorf("%s: %s %q, want %s %q", c.body, code, msg, c.code, texts.Message(c.key, bff.Spanish))
		}
	}
	e := &ebilling.Ebilling{Subscriptions: service(t, http.StatusConflict, `{"error":{"code":"pending_no_code","message":"x"}}`)}
	err := e.SendCode(t.Context(), ebilling.Request{Client: "sunshine", Site: "demo", Lang: bff.Spanish}, "eb_1")
	if code, msg := displayOf(err); code != bff.CodeConflict || msg != texts.Message(texts.EbillPendingNoCode, bff.Spanish) {
		t.Errorf("a code for a pending subscription: %s %q", code, msg)
	}
}

// The subscriber's name is letters of any script, spaces and . ' - only,
// at most 100 characters: the service is not asked otherwise, and the
// refusal names the field in the request's language.
func TestSubscribe_theSubscribersNameIsLettersSpacesAndPunctuationOnly(t *testing.T) {
	e := &ebilling.Ebilling{Subscriptions: service(t, http.StatusCreated, `{"id":"eb_1","status":"pending"}`)}
	req := ebilling.Request{Client: "sunshine", Site: "demo", Lang: bff.Spanish, UserID: "anon-1"}
	for _, bad := range []string{"URGENT pay now at http://evil.example/pay", "Call 555-0100", "pat@example.com", "evil.example", "<b>Pat</b>"} {
		f := form
		f.Preference, f.SubscriberName = ebilling.PreferenceMail, bad
		_, err := e.Subscribe(t.Context(), req, f)
		var be *bff.Error
		if !errors.As(err, &be) || be.Fields["subscriberName"] != texts.Message(texts.EbillNameRequired, bff.Spanish) {
			t.Errorf("name %q: %v", bad, err)
		}
	}
	for _, good := range []string{"José Núñez-O'Brien", "Mary Ann St. John", "李小龍"} {
		f := form
		f.Preference, f.SubscriberName = ebilling.PreferenceMail, good
		if _, err := e.Subscribe(t.Context(), req, f); err != nil {
			t.Errorf("name %q refused: %v", good, err)
		}
	}
}
