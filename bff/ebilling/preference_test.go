package ebilling_test

import (
	"encoding/json"
	"errors"
	"net/http"
	"net/http/httptest"
	"testing"

	"github.com/payhub/payhub/bff"
	"github.com/payhub/payhub/bff/ebilling"
	"github.com/payhub/payhub/bff/texts"
	"github.com/payhub/payhub/bff/upstream"
	api "github.com/payhub/payhub/bff/upstream/ebilling"
)

// EBILL-05 at the BFF: the preference is mail, email or both, passed to the
// service as chosen; any other is refused on its field in the resident's
// language before the service is asked.
func TestSubscribe_EBILL05_thePreferenceIsMailEmailOrBothAndReachesTheService(t *testing.T) {
	var got []string
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		var in api.SubscribeRequest
		_ = json.NewDecoder(r.Body).Decode(&in)
		got = append(got, in.Preference)
		w.Header().Set("Content-Type", "application/json")
		w.WriteHeader(http.StatusCreated)
		_ = json.NewEncoder(w).Encode(api.Subscription{ID: "eb_1", AccountPayableSavePath: path, Client: "sunshine",
			Site: "demo", Status: api.StatusPending, Preference: in.Preference, Paperless: in.Preference == api.PreferenceEmail})
	}))
	t.Cleanup(srv.Close)
	pool := upstream.NewPool(upstream.Options{MaxRetries: -1})
	t.Cleanup(pool.Close)
	e := &ebilling.Ebilling{Subscriptions: api.NewClient(pool.Client("ebilling", srv.URL)), Owners: owners(true)}
	req := ebilling.Request{Client: "sunshine", Site: "demo", Lang: bff.Spanish, UserID: "u", Resident: true, Origin: "http://p"}
	for _, pref := range []string{ebilling.PreferenceMail, ebilling.PreferenceEmail, ebilling.PreferenceBoth} {
		f := form
		f.Preference = pref
		v, err := e.Subscribe(t.Context(), req, f)
		if err != nil || v.Preference != pref || v.Paperless != (pref == ebilling.PreferenceEmail) {
			t.Errorf("%s: %+v, %v", pref, v, err)
		}
	}
	if len(got) != 3 || got[0] != "mail" || got[1] != "email" || got[2] != "both" {
		t.Errorf("the service was asked for %v, want mail, email, both", got)
	}
	for _, bad := range []string{"", "fax", "Email", "paper"} {
		f := form
		f.Preference = bad
		_, err := e.Subscribe(t.Context(), req, f)
		var be *bff.Error
		if !errors.As(err, &be) || be.Code != bff.CodeInvalid || be.Fields["preference"] != texts.Message(texts.EbillPreference, bff.Spanish) {
			t.Errorf("preference %q: %v", bad, err)
		}
	}
	if len(got) != 3 {
		t.Errorf("a refused preference reached the service: %v", got)
	}
}
