package ebilling_test

import (
	"errors"
	"net/http"
	"net/http/httptest"
	"regexp"
	"strings"
	"testing"
	"time"

	"github.com/payhub/payhub/bff/upstream"
	"github.com/payhub/payhub/bff/upstream/ebilling"
	"github.com/payhub/payhub/sandbox"
	sbebilling "github.com/payhub/payhub/sandbox/ebilling"
)

const (
	pathTax  = "sunshine/demo/property_tax/2026/R100-001"
	email    = "pat@example.com"
	resident = "resident-a"
	other    = "resident-b"
	origin   = "http://portal.test"
)

// demo is the site of the subscriptions made here.
var demo = ebilling.Site{Client: "sunshine", Site: "demo"}

type fixture struct {
	srv    *sandbox.Server
	client *ebilling.Client
}

func newFixture(t *testing.T) *fixture {
	t.Helper()
	srv, err := sandbox.New(t.Context(), sandbox.Options{Dir: t.TempDir()})
	if err != nil {
		t.Fatalf("sandbox.New: %v", err)
	}
	svc := httptest.NewServer(srv.Handler())
	t.Cleanup(func() {
		svc.Close()
		if err := srv.Close(); err != nil {
			t.Errorf("sandbox Close: %v", err)
		}
	})
	pool := upstream.NewPool(upstream.Options{MaxRetries: -1})
	t.Cleanup(pool.Close)
	return &fixture{srv: srv, client: ebilling.NewClient(pool.Client("ebilling", svc.URL+sandbox.PrefixEbilling))}
}

func subscribeReq(pref string) ebilling.SubscribeRequest {
	return ebilling.SubscribeRequest{AccountPayableSavePath: pathTax, Client: "sunshine", Site: "demo", Email: email,
		SubscriberName: "Pat Resident", Language: "en", Preference: pref, PortalOrigin: origin}
}

// newest is the newest e-mail of kind to the subscriber.
func (f *fixture) newest(t *testing.T, kind string) string {
	t.Helper()
	msgs, err := f.srv.DB().Outbox().List(t.Context(), email, 20)
	if err != nil {
		t.Fatal(err)
	}
	for _, m := range msgs {
		if m.Kind == kind {
			return m.Text
		}
	}
	t.Fatalf("no %s e-mail to %s", kind, email)
	return ""
}

var linkCode = regexp.MustCompile(`/sunshine/demo/ebilling/([a-z0-9_]+)/verify/([a-z0-9]+)`)

// activationLink reads the newest activation link: subscription id and
// code.
func (f *fixture) activationLink(t *testing.T) (string, string) {
	t.Helper()
	text := f.newest(t, sbebilling.KindActivation)
	if !strings.Contains(text, origin+"/sunshine/demo/ebilling/") {
		t.Fatalf("the link is not the portal's: %q", text)
	}
	m := linkCode.FindStringSubmatch(text)
	if m == nil {
		t.Fatalf("no link in %q", text)
	}
	return m[1], m[2]
}

var sixDigits = regexp.MustCompile(`\b(\d{6})\b`)

func (f *fixture) unsubscribeCode(t *testing.T) string {
	t.Helper()
	m := sixDigits.FindStringSubmatch(f.newest(t, sbebilling.KindUnsubscribeCode))
	if m == nil {
		t.Fatal("no code in the e-mail")
	}
	return m[1]
}

func upstreamCode(err error) (string, int) {
	var se *upstream.StatusError
	if errors.As(err, &se) {
		return se.Code, se.Status
	}
	return "", 0
}

func (f *fixture) advance(t *testing.T, by time.Duration) {
	t.Helper()
	if _, _, err := f.srv.Runner().Advance(t.Context(), by); err != nil {
		t.Fatal(err)
	}
}

// active subscribes and activates; it returns the subscription id.
func (f *fixture) active(t *testing.T, pref string) string {
	t.Helper()
	if _, err := f.client.Subscribe(t.Context(), resident, subscribeReq(pref)); err != nil {
		t.Fatal(err)
	}
	id, code := f.activationLink(t)
	if _, err := f.client.Activate(t.Context(), demo, id, code); err != nil {
		t.Fatal(err)
	}
	return id
}

func TestSubscribe_EBILL06_EBILL10_API79_API84_pendingUntilTheEmailedLinkIsFollowed(t *testing.T) {
	f := newFixture(t)
	sub, err := f.client.Subscribe(t.Context(), resident, subscribeReq(ebilling.PreferenceBoth))
	if err != nil || sub.Status != ebilling.StatusPending || sub.Paperless || sub.ID == "" {
		t.Fatalf("Subscribe = %+v, %v", sub, err)
	}
	list, err := f.client.List(t.Context(), resident)
	if err != nil || len(list) != 1 || list[0].Status != ebilling.StatusPending {
		t.Fatalf("API-78 list = %+v, %v", list, err)
	}
	// EBILL-04: the subscription's fields.
	s := list[0]
	if s.AccountPayableSavePath != pathTax || s.Client != "sunshine" || s.Site != "demo" || s.Email != email ||
		s.SubscriberName != "Pat Resident" || s.Language != "en" || s.Preference != ebilling.PreferenceBoth {
		t.Errorf("EBILL-04 fields = %+v", s)
	}
	id, code := f.activationLink(t)
	if id != sub.ID {
		t.Fatalf("link names %s, want %s", id, sub.ID)
	}
	got, err := f.client.Activate(t.Context(), demo, id, code)
	if err != nil || got.Status != ebilling.StatusActive {
		t.Fatalf("Activate = %+v, %v", got, err)
	}
	// The link is single-use.
	_, err = f.client.Activate(t.Context(), demo, id, code)
	if c, _ := upstreamCode(err); c != ebilling.ErrorCodeNotPending {
		t.Fatalf("second use of the link = %q (%v), want not_pending", c, err)
	}
}

func TestActivate_EBILL10_aWrongCodeIsRefusedAndChangesNothing(t *testing.T) {
	f := newFixture(t)
	if _, err := f.client.Subscribe(t.Context(), resident, subscribeReq(ebilling.PreferenceMail)); err != nil {
		t.Fatal(err)
	}
	id, code := f.activationLink(t)
	_, err := f.client.Activate(t.Context(), demo, id, "x"+code[1:])
	if c, s := upstreamCode(err); c != ebilling.ErrorCodeIncorrectCode || s != http.StatusUnprocessableEntity {
		t.Fatalf("wrong code = %q %d", c, s)
	}
	if list, _ := f.client.List(t.Context(), resident); list[0].Status != ebilling.StatusPending {
		t.Fatalf("status after a wrong code = %q", list[0].Status)
	}
}

func TestActivate_EBILL07_anExpiredLinkIsRefusedAndCanBeResent(t *testing.T) {
	f := newFixture(t)
	if _, err := f.client.Subscribe(t.Context(), resident, subscribeReq(ebilling.PreferenceEmail)); err != nil {
		t.Fatal(err)
	}
	id, old := f.activationLink(t)
	f.advance(t, ebilling.ActivationTTL+time.Minute)
	_, err := f.client.Activate(t.Context(), demo, id, old)
	if c, s := upstreamCode(err); c != ebilling.ErrorCodeExpiredLink || s != http.StatusGone {
		t.Fatalf("expired link = %q %d, want expired_link 410", c, s)
	}
	if _, err := f.client.ResendActivation(t.Context(), demo, id, origin); err != nil {
		t.Fatalf("ResendActivation: %v", err)
	}
	_, fresh := f.activationLink(t)
	if fresh == old {
		t.Fatal("the resent link has the old code")
	}
	if _, err := f.client.Activate(t.Context(), demo, id, old); err == nil {
		t.Fatal("the old link still activates")
	}
	if got, err := f.client.Activate(t.Context(), demo, id, fresh); err != nil || got.Status != ebilling.StatusActive {
		t.Fatalf("resent link = %+v, %v", got, err)
	}
}

func TestSubscribe_aSecondSubscriptionOfThePayableAndEmailIsRefused(t *testing.T) {
	f := newFixture(t)
	if _, err := f.client.Subscribe(t.Context(), resident, subscribeReq(ebilling.PreferenceMail)); err != nil {
		t.Fatal(err)
	}
	again := subscribeReq(ebilling.PreferenceBoth)
	again.Email = strings.ToUpper(email)
	_, err := f.client.Subscribe(t.Context(), other, again)
	if c, s := upstreamCode(err); c != ebilling.ErrorCodeDuplicate || s != http.StatusConflict {
		t.Fatalf("duplicate = %q %d, want duplicate_subscription 409", c, s)
	}
	if list, _ := f.client.List(t.Context(), other); len(list) != 0 {
		t.Fatalf("the refused subscription was kept: %+v", list)
	}
}

func TestSubscribe_refusesBadInput(t *testing.T) {
	f := newFixture(t)
	for name, change := range map[string]func(*ebilling.SubscribeRequest){
		"e-mail":     func(r *ebilling.SubscribeRequest) { r.Email = "Pat <pat@example.com>" },
		"name":       func(r *ebilling.SubscribeRequest) { r.SubscriberName = " " },
		"preference": func(r *ebilling.SubscribeRequest) { r.Preference = "fax" },
		"origin":     func(r *ebilling.SubscribeRequest) { r.PortalOrigin = "javascript:alert(1)" },
		"site":       func(r *ebilling.SubscribeRequest) { r.Site = "tour" },
		"payable":    func(r *ebilling.SubscribeRequest) { r.AccountPayableSavePath = "sunshine/demo/property_tax/2026/NOPE" },
	} {
		req := subscribeReq(ebilling.PreferenceMail)
		change(&req)
		if _, err := f.client.Subscribe(t.Context(), resident, req); err == nil {
			t.Errorf("%s: accepted", name)
		}
	}
	if list, _ := f.client.List(t.Context(), resident); len(list) != 0 {
		t.Fatalf("refused subscriptions were kept: %+v", list)
	}
}

func TestSetPaperless_EBILL08_API80_onAndOffByItsUserOnly(t *testing.T) {
	f := newFixture(t)
	id := f.active(t, ebilling.PreferenceBoth)
	on, err := f.client.SetPaperless(t.Context(), demo, resident, id, true)
	if err != nil || !on.Paperless || on.Preference != ebilling.PreferenceEmail {
		t.Fatalf("paperless on = %+v, %v", on, err)
	}
	off, err := f.client.SetPaperless(t.Context(), demo, resident, id, false)
	if err != nil || off.Paperless || off.Preference != ebilling.PreferenceBoth {
		t.Fatalf("paperless off = %+v, %v", off, err)
	}
	_, err = f.client.SetPaperless(t.Context(), demo, other, id, true)
	if _, s := upstreamCode(err); s != http.StatusNotFound {
		t.Fatalf("another user's paperless = %d (%v), want 404", s, err)
	}
	if list, _ := f.client.List(t.Context(), other); len(list) != 0 {
		t.Fatalf("API-78: another user sees %+v", list)
	}
}

func TestSetPaperless_aPendingSubscriptionIsRefused(t *testing.T) {
	f := newFixture(t)
	sub, err := f.client.Subscribe(t.Context(), resident, subscribeReq(ebilling.PreferenceBoth))
	if err != nil {
		t.Fatal(err)
	}
	_, err = f.client.SetPaperless(t.Context(), demo, resident, sub.ID, true)
	if c, _ := upstreamCode(err); c != ebilling.ErrorCodeNotActive {
		t.Fatalf("paperless of a pending subscription = %q, want not_active", c)
	}
}

func TestUnsubscribe_EBILL09_API82_API83_withTheEmailedCodeOnceOnly(t *testing.T) {
	f := newFixture(t)
	id := f.active(t, ebilling.PreferenceEmail)
	_, err := f.client.Unsubscribe(t.Context(), demo, id, "123456")
	if c, _ := upstreamCode(err); c != ebilling.ErrorCodeIncorrectCode {
		t.Fatalf("unsubscribe before any code = %q, want incorrect_code", c)
	}
	if err := f.client.SendUnsubscribeCode(t.Context(), demo, id, origin); err != nil {
		t.Fatal(err)
	}
	code := f.unsubscribeCode(t)
	got, err := f.client.Unsubscribe(t.Context(), demo, id, code)
	if err != nil || got.Status != ebilling.StatusUnsubscribed {
		t.Fatalf("Unsubscribe = %+v, %v", got, err)
	}
	_, err = f.client.Unsubscribe(t.Context(), demo, id, code)
	if c, _ := upstreamCode(err); c != ebilling.ErrorCodeNotActive {
		t.Fatalf("reused code = %q, want not_active", c)
	}
	if list, _ := f.client.List(t.Context(), resident); len(list) != 0 {
		t.Fatalf("an ended subscription is listed: %+v", list)
	}
	// The payable and e-mail can subscribe again once it ended.
	if _, err := f.client.Subscribe(t.Context(), resident, subscribeReq(ebilling.PreferenceMail)); err != nil {
		t.Fatalf("subscribe after unsubscribe: %v", err)
	}
}

func TestUnsubscribe_CONST30_theCodeExpiresAfterFiveMinutes(t *testing.T) {
	if ebilling.UnsubscribeCodeTTL != 5*time.Minute {
		t.Fatalf("UnsubscribeCodeTTL = %v, want 5m", ebilling.UnsubscribeCodeTTL)
	}
	f := newFixture(t)
	id := f.active(t, ebilling.PreferenceEmail)
	if err := f.client.SendUnsubscribeCode(t.Context(), demo, id, origin); err != nil {
		t.Fatal(err)
	}
	code := f.unsubscribeCode(t)
	f.advance(t, ebilling.UnsubscribeCodeTTL)
	_, err := f.client.Unsubscribe(t.Context(), demo, id, code)
	if c, s := upstreamCode(err); c != ebilling.ErrorCodeExpiredCode || s != http.StatusGone {
		t.Fatalf("expired code = %q %d, want expired_code 410", c, s)
	}
	if list, _ := f.client.List(t.Context(), resident); len(list) != 1 {
		t.Fatal("an expired code unsubscribed")
	}
}

func TestUnsubscribe_wrongCodesLockTheCode(t *testing.T) {
	f := newFixture(t)
	id := f.active(t, ebilling.PreferenceEmail)
	if err := f.client.SendUnsubscribeCode(t.Context(), demo, id, origin); err != nil {
		t.Fatal(err)
	}
	code := f.unsubscribeCode(t)
	wrong := "000000"
	if code == wrong {
		wrong = "111111"
	}
	for range ebilling.MaxCodeAttempts {
		if _, err := f.client.Unsubscribe(t.Context(), demo, id, wrong); err == nil {
			t.Fatal("a wrong code unsubscribed")
		}
	}
	_, err := f.client.Unsubscribe(t.Context(), demo, id, code)
	if c, _ := upstreamCode(err); c != ebilling.ErrorCodeTooManyCodes {
		t.Fatalf("right code after the limit = %q, want code_locked", c)
	}
}

func TestUnsubscribeByPathEmail_API81(t *testing.T) {
	f := newFixture(t)
	f.active(t, ebilling.PreferenceMail)
	if _, err := f.client.UnsubscribeByPathEmail(t.Context(), other, pathTax, email); err == nil {
		t.Fatal("another user unsubscribed")
	}
	got, err := f.client.UnsubscribeByPathEmail(t.Context(), resident, pathTax, email)
	if err != nil || got.Status != ebilling.StatusUnsubscribed {
		t.Fatalf("UnsubscribeByPathEmail = %+v, %v", got, err)
	}
}

func TestPrep_API85(t *testing.T) {
	f := newFixture(t)
	f.active(t, ebilling.PreferenceMail)
	if err := f.client.Prep(t.Context(), resident); err != nil {
		t.Fatal(err)
	}
	if list, _ := f.client.List(t.Context(), resident); len(list) != 0 {
		t.Fatalf("after prep: %+v", list)
	}
	if err := f.client.Ping(t.Context()); err != nil {
		t.Fatal(err)
	}
}
