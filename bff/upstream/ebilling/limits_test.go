package ebilling_test

import (
	"net/http"
	"testing"

	"github.com/payhub/payhub/bff/upstream/ebilling"
	sbebilling "github.com/payhub/payhub/sandbox/ebilling"
)

// count is how many e-mails of kind went to the subscriber.
func (f *fixture) count(t *testing.T, kind string) int {
	t.Helper()
	msgs, err := f.srv.DB().Outbox().List(t.Context(), email, 100)
	if err != nil {
		t.Fatal(err)
	}
	n := 0
	for _, m := range msgs {
		if m.Kind == kind {
			n++
		}
	}
	return n
}

func TestResendActivation_atMostThreeLinksAnHourPerSubscription(t *testing.T) {
	f := newFixture(t)
	sub, err := f.client.Subscribe(t.Context(), resident, subscribeReq(ebilling.PreferenceMail))
	if err != nil {
		t.Fatal(err)
	}
	for i := 1; i < sbebilling.MaxMailsPerWindow; i++ {
		if _, err := f.client.ResendActivation(t.Context(), demo, sub.ID, origin); err != nil {
			t.Fatalf("resend %d: %v", i, err)
		}
	}
	_, err = f.client.ResendActivation(t.Context(), demo, sub.ID, origin)
	if c, s := upstreamCode(err); c != ebilling.ErrorCodeTooManyMails || s != http.StatusTooManyRequests {
		t.Fatalf("resend over the limit = %q %d, want too_many_mails 429", c, s)
	}
	if n := f.count(t, sbebilling.KindActivation); n != sbebilling.MaxMailsPerWindow {
		t.Fatalf("%d activation e-mails in an hour, want %d", n, sbebilling.MaxMailsPerWindow)
	}
	// An hour later a link can be sent again.
	f.advance(t, sbebilling.MailWindow)
	if _, err := f.client.ResendActivation(t.Context(), demo, sub.ID, origin); err != nil {
		t.Fatalf("resend an hour later: %v", err)
	}
}

func TestSendUnsubscribeCode_atMostThreeCodesAnHourPerSubscription(t *testing.T) {
	f := newFixture(t)
	id := f.active(t, ebilling.PreferenceEmail)
	for i := 0; i < sbebilling.MaxMailsPerWindow; i++ {
		if err := f.client.SendUnsubscribeCode(t.Context(), demo, id, origin); err != nil {
			t.Fatalf("code %d: %v", i, err)
		}
	}
	code := f.unsubscribeCode(t)
	err := f.client.SendUnsubscribeCode(t.Context(), demo, id, origin)
	if c, s := upstreamCode(err); c != ebilling.ErrorCodeTooManyMails || s != http.StatusTooManyRequests {
		t.Fatalf("code over the limit = %q %d, want too_many_mails 429", c, s)
	}
	if n := f.count(t, sbebilling.KindUnsubscribeCode); n != sbebilling.MaxMailsPerWindow {
		t.Fatalf("%d unsubscribe codes in an hour, want %d", n, sbebilling.MaxMailsPerWindow)
	}
	// Nothing changed on refusal: the last code mailed still works.
	if got, err := f.client.Unsubscribe(t.Context(), demo, id, code); err != nil || got.Status != ebilling.StatusUnsubscribed {
		t.Fatalf("the last code after a refused send = %+v, %v", got, err)
	}
}

func TestUnsubscribe_wrongCodesCountedPerSubscriptionADayAcrossNewCodes(t *testing.T) {
	f := newFixture(t)
	id := f.active(t, ebilling.PreferenceEmail)
	wrongs := 0
	for round := 0; round < sbebilling.MaxMailsPerWindow; round++ {
		if err := f.client.SendUnsubscribeCode(t.Context(), demo, id, origin); err != nil {
			t.Fatalf("code %d: %v", round, err)
		}
		code := f.unsubscribeCode(t)
		for i := 0; i < ebilling.MaxCodeAttempts+1; i++ {
			wrong := "000000"
			if code == wrong {
				wrong = "111111"
			}
			_, err := f.client.Unsubscribe(t.Context(), demo, id, wrong)
			if c, _ := upstreamCode(err); c == ebilling.ErrorCodeIncorrectCode {
				wrongs++
			}
		}
	}
	if wrongs != sbebilling.MaxWrongCodesPerWindow {
		t.Fatalf("%d wrong codes checked across new codes, want %d", wrongs, sbebilling.MaxWrongCodesPerWindow)
	}
	// A new code (an hour later) does not lift the lock, even on the right code.
	f.advance(t, sbebilling.MailWindow)
	if err := f.client.SendUnsubscribeCode(t.Context(), demo, id, origin); err != nil {
		t.Fatal(err)
	}
	_, err := f.client.Unsubscribe(t.Context(), demo, id, f.unsubscribeCode(t))
	if c, s := upstreamCode(err); c != ebilling.ErrorCodeCodesLocked || s != http.StatusTooManyRequests {
		t.Fatalf("right code after a day's wrong ones = %q %d, want codes_locked 429", c, s)
	}
	// A day after, it works.
	f.advance(t, sbebilling.WrongCodeWindow)
	if err := f.client.SendUnsubscribeCode(t.Context(), demo, id, origin); err != nil {
		t.Fatal(err)
	}
	if got, err := f.client.Unsubscribe(t.Context(), demo, id, f.unsubscribeCode(t)); err != nil || got.Status != ebilling.StatusUnsubscribed {
		t.Fatalf("a day later = %+v, %v", got, err)
	}
}
