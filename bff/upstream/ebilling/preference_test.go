package ebilling_test

import (
	"encoding/json"
	"fmt"
	"net/http"
	"testing"

	"github.com/payhub/payhub/bff/upstream/ebilling"
)

// EBILL-05: the delivery preference is mail, email or both, kept as asked
// and read back on the wire as "preference"; the e-mail preference alone
// is paperless, and any other preference is refused and nothing kept.
func TestSubscribe_EBILL05_theDeliveryPreferenceIsMailEmailOrBoth(t *testing.T) {
	if got := []string{ebilling.PreferenceMail, ebilling.PreferenceEmail, ebilling.PreferenceBoth}; fmt.Sprint(got) != "[mail email both]" {
		t.Fatalf("preferences = %v, want mail, email and both", got)
	}
	f := newFixture(t)
	for i, pref := range []string{ebilling.PreferenceMail, ebilling.PreferenceEmail, ebilling.PreferenceBoth} {
		req := subscribeReq(pref)
		req.Email = fmt.Sprintf("pref%d@example.com", i)
		sub, err := f.client.Subscribe(t.Context(), resident, req)
		if err != nil || sub.Preference != pref || sub.Paperless != (pref == ebilling.PreferenceEmail) {
			t.Errorf("%s: subscribe = %+v, %v", pref, sub, err)
		}
		raw, err := json.Marshal(sub)
		var wire map[string]any
		if err == nil {
			err = json.Unmarshal(raw, &wire)
		}
		if err != nil || wire["preference"] != pref {
			t.Errorf("%s: on the wire %s", pref, raw)
		}
	}
	list, err := f.client.List(t.Context(), resident)
	if err != nil || len(list) != 3 {
		t.Fatalf("list = %+v, %v", list, err)
	}
	listed := map[string]string{}
	for _, s := range list {
		listed[s.Email] = s.Preference
	}
	for i, want := range []string{ebilling.PreferenceMail, ebilling.PreferenceEmail, ebilling.PreferenceBoth} {
		if got := listed[fmt.Sprintf("pref%d@example.com", i)]; got != want {
			t.Errorf("listed pref%d: preference %q, want %q", i, got, want)
		}
	}
	for _, bad := range []string{"", "fax", "MAIL", "paper", "email,mail"} {
		req := subscribeReq(bad)
		req.Email = "bad@example.com"
		_, err := f.client.Subscribe(t.Context(), resident, req)
		if c, s := upstreamCode(err); c != ebilling.ErrorCodeInvalid || s != http.StatusBadRequest {
			t.Errorf("preference %q = %q %d, want invalid_subscription 400", bad, c, s)
		}
	}
	if list, _ := f.client.List(t.Context(), resident); len(list) != 3 {
		t.Errorf("a refused preference was kept: %+v", list)
	}
}
