package ebilling_test

import (
	"net/http"
	"testing"
	"time"

	"github.com/payhub/payhub/bff/upstream/ebilling"
)

// A pending subscription never confirmed expires wire.PendingLife after it
// was made, by the service's clock: while it lives it keeps refusing a
// second subscription of the payable and e-mail address; once it expired
// they may subscribe again, and its old link and resends are refused.
func TestPendingLife_anUnconfirmedSubscriptionExpiresSoThePayableAndEmailCanSubscribeAgain(t *testing.T) {
	if ebilling.PendingLife <= ebilling.ActivationTTL {
		t.Fatalf("PendingLife %v is not beyond the link's life %v", ebilling.PendingLife, ebilling.ActivationTTL)
	}
	f := newFixture(t)
	old, err := f.client.Subscribe(t.Context(), resident, subscribeReq(ebilling.PreferenceMail))
	if err != nil {
		t.Fatal(err)
	}
	_, oldCode := f.activationLink(t)

	f.advance(t, ebilling.PendingLife-time.Minute)
	_, err = f.client.Subscribe(t.Context(), other, subscribeReq(ebilling.PreferenceBoth))
	if c, s := upstreamCode(err); c != ebilling.ErrorCodeDuplicate || s != http.StatusConflict {
		t.Fatalf("a second subscription while the first is pending = %q %d, want duplicate_subscription 409", c, s)
	}
	if list, _ := f.client.List(t.Context(), resident); len(list) != 1 {
		t.Fatalf("a pending subscription within its life is not listed: %+v", list)
	}

	f.advance(t, 2*time.Minute)
	if list, _ := f.client.List(t.Context(), resident); len(list) != 0 {
		t.Fatalf("an expired subscription is listed: %+v", list)
	}
	again, err := f.client.Subscribe(t.Context(), other, subscribeReq(ebilling.PreferenceBoth))
	if err != nil || again.Status != ebilling.StatusPending || again.ID == old.ID {
		t.Fatalf("subscribe after the first expired = %+v, %v", again, err)
	}
	_, err = f.client.Activate(t.Context(), demo, old.ID, oldCode)
	if c, s := upstreamCode(err); c != ebilling.ErrorCodeExpired || s != http.StatusGone {
		t.Errorf("the expired subscription's link = %q %d, want expired_subscription 410", c, s)
	}
	_, err = f.client.ResendActivation(t.Context(), demo, old.ID, origin)
	if c, _ := upstreamCode(err); c != ebilling.ErrorCodeExpired {
		t.Errorf("a resend of the expired subscription = %q (%v), want it refused", c, err)
	}
	id, code := f.activationLink(t)
	if got, err := f.client.Activate(t.Context(), demo, id, code); err != nil || got.ID != again.ID || got.Status != ebilling.StatusActive {
		t.Fatalf("the new subscription's link = %+v, %v", got, err)
	}
}

// Resending links does not keep a subscription pending beyond its life:
// whoever made it cannot hold the e-mail address's subscription forever.
func TestPendingLife_resentLinksDoNotProlongIt(t *testing.T) {
	f := newFixture(t)
	sub, err := f.client.Subscribe(t.Context(), resident, subscribeReq(ebilling.PreferenceMail))
	if err != nil {
		t.Fatal(err)
	}
	f.advance(t, ebilling.PendingLife-time.Hour)
	if _, err := f.client.ResendActivation(t.Context(), demo, sub.ID, origin); err != nil {
		t.Fatalf("a resend within the life: %v", err)
	}
	_, code := f.activationLink(t)
	f.advance(t, time.Hour)
	_, err = f.client.Activate(t.Context(), demo, sub.ID, code)
	if c, _ := upstreamCode(err); c != ebilling.ErrorCodeExpired {
		t.Errorf("a link resent near the end, used after it = %q (%v), want expired_subscription", c, err)
	}
	if _, err := f.client.Subscribe(t.Context(), other, subscribeReq(ebilling.PreferenceBoth)); err != nil {
		t.Errorf("subscribe after the resent one expired: %v", err)
	}
}
