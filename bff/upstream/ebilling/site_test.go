package ebilling_test

import (
	"net/http"
	"testing"

	"github.com/payhub/payhub/bff/upstream/ebilling"
	sbebilling "github.com/payhub/payhub/sandbox/ebilling"
)

// Every call on one subscription names the site whose page it comes from;
// a subscription of another site is answered as none, and nothing about
// it changes, even with its own link or code.
func TestSiteHeader_aSubscriptionOfAnotherSiteIsNotFoundAndUnchanged(t *testing.T) {
	f := newFixture(t)
	tour := ebilling.Site{Client: "sunshine", Site: "tour"}
	elsewhere := ebilling.Site{Client: "moonbeam", Site: "demo"}
	sub, err := f.client.Subscribe(t.Context(), resident, subscribeReq(ebilling.PreferenceBoth))
	if err != nil {
		t.Fatal(err)
	}
	id, code := f.activationLink(t)
	for _, site := range []ebilling.Site{tour, elsewhere} {
		_, err := f.client.Activate(t.Context(), site, id, code)
		if _, s := upstreamCode(err); s != http.StatusNotFound {
			t.Errorf("activate on %s = %d (%v), want 404", site, s, err)
		}
		_, err = f.client.ResendActivation(t.Context(), site, id, origin)
		if _, s := upstreamCode(err); s != http.StatusNotFound {
			t.Errorf("resend on %s = %d (%v), want 404", site, s, err)
		}
	}
	if list, _ := f.client.List(t.Context(), resident); len(list) != 1 || list[0].Status != ebilling.StatusPending {
		t.Fatalf("after another site's calls: %+v, want still pending", list)
	}
	if n := f.count(t, sbebilling.KindActivation); n != 1 {
		t.Fatalf("activation e-mails = %d: another site's resend mailed the subscriber", n)
	}
	if got, err := f.client.Activate(t.Context(), demo, sub.ID, code); err != nil || got.Status != ebilling.StatusActive {
		t.Fatalf("activate on its own site = %+v, %v", got, err)
	}

	_, err = f.client.SetPaperless(t.Context(), tour, resident, id, true)
	if _, s := upstreamCode(err); s != http.StatusNotFound {
		t.Errorf("paperless on another site = %d (%v), want 404", s, err)
	}
	err = f.client.SendUnsubscribeCode(t.Context(), tour, id, origin)
	if _, s := upstreamCode(err); s != http.StatusNotFound {
		t.Errorf("send code on another site = %d (%v), want 404", s, err)
	}
	if err := f.client.SendUnsubscribeCode(t.Context(), demo, id, origin); err != nil {
		t.Fatal(err)
	}
	unsub := f.unsubscribeCode(t)
	_, err = f.client.Unsubscribe(t.Context(), tour, id, unsub)
	if _, s := upstreamCode(err); s != http.StatusNotFound {
		t.Errorf("unsubscribe on another site = %d (%v), want 404", s, err)
	}
	list, _ := f.client.List(t.Context(), resident)
	if len(list) != 1 || list[0].Status != ebilling.StatusActive || list[0].Paperless {
		t.Fatalf("after another site's calls: %+v, want active, not paperless", list)
	}
	if got, err := f.client.Unsubscribe(t.Context(), demo, id, unsub); err != nil || got.Status != ebilling.StatusUnsubscribed {
		t.Fatalf("unsubscribe on its own site with the same code = %+v, %v", got, err)
	}
}
