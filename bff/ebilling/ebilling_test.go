package ebilling_test

import (
	"context"
	"errors"
	"net/http"
	"net/http/httptest"
	"testing"

	"github.com/payhub/payhub/bff"
	"github.com/payhub/payhub/bff/ebilling"
	"github.com/payhub/payhub/bff/ownership"
	"github.com/payhub/payhub/bff/texts"
	"github.com/payhub/payhub/bff/upstream"
	api "github.com/payhub/payhub/bff/upstream/ebilling"
)

// owners says whether the one payable is claimed.
type owners bool

func (o owners) Claimed(context.Context, ownership.Request, string) (bool, error) {
	return bool(o), nil
}

// service answers every call with status and body.
func service(t *testing.T, status int, body string) *api.Client {
	t.Helper()
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Content-Type", "application/json")
		w.WriteHeader(status)
		_, _ = w.Write([]byte(body))
	}))
	t.Cleanup(srv.Close)
	pool := upstream.NewPool(upstream.Options{MaxRetries: -1})
	t.Cleanup(pool.Close)
	return api.NewClient(pool.Client("ebilling", srv.URL))
}

const path = "sunshine/demo/property_tax/2026/R100-001"

var form = ebilling.SubscribeForm{PayablePath: path, Email: "pat@example.com", SubscriberName: "Pat", Preference: ebilling.PreferenceEmail}

func displayOf(err error) (bff.Code, string) {
	var be *bff.Error
	if errors.As(err, &be) {
		return be.Code, be.DisplayMessage
	}
	return "", ""
}

func TestSubscribe_VERIFY01_paperlessNeedsAResidentWhoClaimedThePayable(t *testing.T) {
	created := service(t, http.StatusCreated, `{"id":"eb_1","accountPayableSavePath":"`+path+`","client":"sunshine","site":"demo","status":"pending","preference":"email","paperless":true}`)
	for name, c := range map[string]struct {
		resident bool
		claimed  bool
		ok       bool
	}{
		"guest (ROLE-19)":     {false, false, false},
		"resident, unclaimed": {true, false, false},
		"resident, claimed":   {true, true, true},
	} {
		e := &ebilling.Ebilling{Subscriptions: created, Owners: owners(c.claimed)}
		req := ebilling.Request{Client: "sunshine", Site: "demo", Lang: bff.Spanish, UserID: "u", Resident: c.resident, Origin: "http://p"}
		_, err := e.Subscribe(t.Context(), req, form)
		if c.ok != (err == nil) {
			t.Errorf("%s: %v", name, err)
		}
		if code, msg := displayOf(err); !c.ok && (code != bff.CodeForbidden || msg != texts.Message(texts.EbillVerifyFirst, bff.Spanish)) {
			t.Errorf("%s: %s %q", name, code, msg)
		}
	}
	// A guest subscribes with the bill still mailed (ROLE-19).
	e := &ebilling.Ebilling{Subscriptions: created}
	f := form
	f.Preference = ebilling.PreferenceBoth
	if _, err := e.Subscribe(t.Context(), ebilling.Request{Client: "sunshine", Site: "demo", UserID: "anon-1"}, f); err != nil {
		t.Errorf("ROLE-19 guest: %v", err)
	}
}

func TestSubscribe_badInputNamesItsFieldInSpanish(t *testing.T) {
	e := &ebilling.Ebilling{Subscriptions: service(t, http.StatusInternalServerError, `{}`)}
	req := ebilling.Request{Client: "sunshine", Site: "demo", Lang: bff.Spanish, UserID: "anon-1"}
	for field, change := range map[string]func(*ebilling.SubscribeForm){
		"email":          func(f *ebilling.SubscribeForm) { f.Email = "not an address" },
		"subscriberName": func(f *ebilling.SubscribeForm) { f.SubscriberName = "" },
		"preference":     func(f *ebilling.SubscribeForm) { f.Preference = "fax" },
	} {
		f := form
		f.Preference = ebilling.PreferenceMail
		change(&f)
		_, err := e.Subscribe(t.Context(), req, f)
		var be *bff.Error
		if !errors.As(err, &be) || be.Code != bff.CodeInvalid || be.Fields[field] == "" || be.Fields[field] != be.DisplayMessage {
			t.Errorf("%s: %v", field, err)
		}
	}
}

func TestFailure_ERR71_ERR72_eachRefusalItsOwnMessageAndServerErrors(t *testing.T) {
	req := ebilling.Request{Client: "sunshine", Site: "demo", Lang: bff.Spanish}
	for _, c := range []struct {
		status int
		body   string
		code   bff.Code
		key    string
		reason string
	}{
		{http.StatusUnprocessableEntity, `{"error":{"code":"incorrect_code","message":"x"}}`, bff.CodeUnprocessable, texts.EbillIncorrectCode, "incorrect_code"},
		{http.StatusGone, `{"error":{"code":"expired_link","message":"x"}}`, bff.CodeConflict, texts.EbillExpiredLink, "expired_link"},
		{http.StatusConflict, `{"error":{"code":"expired_code","message":"x"}}`, bff.CodeConflict, texts.EbillExpiredCode, "expired_code"},
		{http.StatusConflict, `{"error":{"code":"not_pending","message":"x"}}`, bff.CodeConflict, texts.EbillAlreadyConfirmed, "already_confirmed"},
		{http.StatusInternalServerError, `{"error":{"code":"internal","message":"x"}}`, bff.CodeUnavailable, texts.EbillServerError, ""},
		{http.StatusBadRequest, `{"error":{"code":"odd","message":"x"}}`, bff.CodeUpstreamFailed, texts.EbillModifyFailed, ""},
	} {
		e := &ebilling.Ebilling{Subscriptions: service(t, c.status, c.body)}
		_, err := e.Verify(t.Context(), req, "eb_1", "code")
		if code, msg := displayOf(err); code != c.code || msg != texts.Message(c.key, bff.Spanish) {
			t.Errorf("%d %s: %s %q, want %s %q", c.status, c.body, code, msg, c.code, texts.Message(c.key, bff.Spanish))
		}
		// EBILL-07: the screen offers a new link for the expired link alone, by this reason.
		if got := bff.ErrorReason(err); got != c.reason {
			t.Errorf("%d %s: reason %q, want %q", c.status, c.body, got, c.reason)
		}
	}
	e := &ebilling.Ebilling{Subscriptions: service(t, http.StatusConflict, `{"error":{"code":"duplicate_subscription","message":"x"}}`)}
	f := form
	f.Preference = ebilling.PreferenceMail
	_, err := e.Subscribe(t.Context(), ebilling.Request{Client: "sunshine", Site: "demo", Lang: bff.Spanish, UserID: "u"}, f)
	if code, msg := displayOf(err); code != bff.CodeConflict || msg != texts.Message(texts.EbillDuplicate, bff.Spanish) {
		t.Errorf("duplicate: %s %q", code, msg)
	}
	_, err = e.Verify(t.Context(), req, "../x", "code")
	if code, _ := displayOf(err); code != bff.CodeUnprocessable {
		t.Errorf("a path trick in the id reached the service: %v", err)
	}
}
