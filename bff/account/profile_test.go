package account

import (
	"context"
	"errors"
	"strings"
	"sync"
	"testing"

	"github.com/payhub/payhub/bff"
	"github.com/payhub/payhub/bff/screen/screentest"
	"github.com/payhub/payhub/bff/texts"
	"github.com/payhub/payhub/bff/upstream/login"
	"github.com/payhub/payhub/bff/upstream/siteconfig"
)

// fakeUsers is a LoginUsers made of function fields.
type fakeUsers struct {
	get   func(ctx context.Context, id string) (login.UserBody, error)
	patch func(ctx context.Context, id string, p login.PatchUserRequest) (login.UserBody, error)
}

var _ LoginUsers = fakeUsers{}

func (f fakeUsers) GetUser(ctx context.Context, id string) (login.UserBody, error) {
	return f.get(ctx, id)
}

func (f fakeUsers) PatchUser(ctx context.Context, id string, p login.PatchUserRequest) (login.UserBody, error) {
	return f.patch(ctx, id, p)
}

// userBook keeps accounts by id behind a fakeUsers and counts the patches.
type userBook struct {
	mu      sync.Mutex
	users   map[string]login.UserBody
	patches int
}

func (b *userBook) fake() fakeUsers {
	return fakeUsers{
		get: func(_ context.Context, id string) (login.UserBody, error) {
			b.mu.Lock()
			defer b.mu.Unlock()
			u, ok := b.users[id]
			if !ok {
				return login.UserBody{}, bff.Errorf(bff.CodeNotFound, "No such user.")
			}
			return u, nil
		},
		patch: func(_ context.Context, id string, p login.PatchUserRequest) (login.UserBody, error) {
			b.mu.Lock()
			defer b.mu.Unlock()
			b.patches++
			u := b.users[id]
			set := func(dst *string, v *string) {
				if v != nil {
					*dst = *v
				}
			}
			set(&u.GivenName, p.GivenName)
			set(&u.FamilyName, p.FamilyName)
			set(&u.Phone, p.Phone)
			set(&u.Language, p.Language)
			set(&u.ContactPreference, p.ContactPreference)
			b.users[id] = u
			return u, nil
		},
	}
}

func settingsSite(modify bool) siteconfig.Site {
	return siteconfig.Site{Client: "sunshine", Site: "demo", Mode: siteconfig.ModeHomepage, Enabled: true,
		Install: siteconfig.Install{EnableMySettingsModification: modify}}
}

func newProfile(site siteconfig.Site) (*Profile, *userBook) {
	book := &userBook{users: map[string]login.UserBody{
		"usr_a": {ID: "usr_a", Email: "a@example.com", EmailVerified: true, GivenName: "Ana", FamilyName: "Alvarez",
			Language: "en", ContactPreference: "email"},
		"usr_b": {ID: "usr_b", Email: "b@example.com", GivenName: "Ben", FamilyName: "Brown", Phone: "+15550001111",
			ContactPreference: "sms"},
	}}
	return &Profile{Config: screentest.Config{SiteFunc: func(context.Context, string, string) (siteconfig.Site, error) { return site, nil }},
		Users: book.fake()}, book
}

func ptr(s string) *string { return &s }

func profileReq(user string) ProfileRequest {
	return ProfileRequest{Client: "sunshine", Site: "demo", UserID: user, Lang: bff.English}
}

func TestProfile_ROLE01_readsTheResidentsSettingsWithCanModifyFromTheSite(t *testing.T) {
	p, _ := newProfile(settingsSite(true))
	v, err := p.Get(t.Context(), profileReq("usr_a"))
	if err != nil {
		t.Fatal(err)
	}
	want := ProfileView{GivenName: "Ana", FamilyName: "Alvarez", Email: "a@example.com", EmailVerified: true,
		Language: "en", ContactPreference: "email", CanModify: true}
	if v != want {
		t.Errorf("view = %+v\nwant %+v", v, want)
	}
	off, _ := newProfile(settingsSite(false))
	if v, _ := off.Get(t.Context(), profileReq("usr_a")); v.CanModify {
		t.Error("canModify without enableMySettingsModification")
	}
}

func TestProfile_EMBED05_settingsAreNeverChangedInEmbeddedMode(t *testing.T) {
	p, book := newProfile(settingsSite(true))
	r := profileReq("usr_a")
	r.Embedded = true
	if v, _ := p.Get(t.Context(), r); v.CanModify {
		t.Error("canModify in the embedded widget")
	}
	if _, err := p.Update(t.Context(), r, ProfileChange{GivenName: ptr("X")}); bff.ErrorCode(err) != bff.CodeForbidden {
		t.Errorf("an embedded change = %v, want forbidden", err)
	}
	embedded, _ := newProfile(func() siteconfig.Site { s := settingsSite(true); s.Mode = siteconfig.ModeEmbeddedPublic; return s }())
	if v, _ := embedded.Get(t.Context(), profileReq("usr_a")); v.CanModify {
		t.Error("canModify on an embedded public site")
	}
	if book.patches != 0 {
		t.Errorf("%d patches", book.patches)
	}
}

func TestProfile_VAL57_anInvalidStoredLanguageOrPreferenceIsDropped(t *testing.T) {
	p, book := newProfile(settingsSite(true))
	book.users["usr_a"] = login.UserBody{ID: "usr_a", Language: "fr", ContactPreference: "pigeon"}
	v, err := p.Get(t.Context(), profileReq("usr_a"))
	if err != nil || v.Language != "" || v.ContactPreference != "email" {
		t.Errorf("view = %+v, %v", v, err)
	}
}

func TestProfile_PROF01_changesOnlyTheNamedFieldsOfTheSessionsUser(t *testing.T) {
	p, book := newProfile(settingsSite(true))
	v, err := p.Update(t.Context(), profileReq("usr_a"), ProfileChange{GivenName: ptr("  Anita "), Phone: ptr("+1 (555) 123-4567"),
		Language: ptr("es"), ContactPreference: ptr("sms")})
	if err != nil {
		t.Fatal(err)
	}
	if v.GivenName != "Anita" || v.FamilyName != "Alvarez" || v.Phone != "+15551234567" || v.Language != "es" ||
		v.ContactPreference != "sms" || v.Email != "a@example.com" || !v.CanModify {
		t.Errorf("view = %+v", v)
	}
	if b := book.users["usr_b"]; b.GivenName != "Ben" || b.Phone != "+15550001111" {
		t.Errorf("another user changed: %+v", b)
	}
}

func TestProfile_ROLE33_aSiteWithoutSettingsModificationRefusesChanges(t *testing.T) {
	p, book := newProfile(settingsSite(false))
	r := profileReq("usr_a")
	r.Lang = bff.Spanish
	_, err := p.Update(t.Context(), r, ProfileChange{GivenName: ptr("Anita")})
	var e *bff.Error
	if !errors.As(err, &e) || e.Code != bff.CodeForbidden || !strings.Contains(e.DisplayMessage, "configuración") {
		t.Fatalf("err = %v", err)
	}
	if book.patches != 0 {
		t.Errorf("%d patches", book.patches)
	}
}

func TestProfile_VAL44_VAL45_VAL46_VAL50_fieldsThatBreakTheirRulesAreNamed(t *testing.T) {
	long := strings.Repeat("x", 101)
	for name, c := range map[string]struct {
		ch     ProfileChange
		fields []string
	}{
		"an empty first name":        {ProfileChange{GivenName: ptr("  ")}, []string{"givenName"}},
		"a long last name":           {ProfileChange{FamilyName: ptr(long)}, []string{"familyName"}},
		"nine digits":                {ProfileChange{Phone: ptr("555-123-456")}, []string{"phone"}},
		"sixteen digits":             {ProfileChange{Phone: ptr("+1234567890123456")}, []string{"phone"}},
		"a leading zero":             {ProfileChange{Phone: ptr("0555123456")}, []string{"phone"}},
		"a plus inside":              {ProfileChange{Phone: ptr("555+1234567")}, []string{"phone"}},
		"a letter":                   {ProfileChange{Phone: ptr("555-CALL-NOW")}, []string{"phone"}},
		"a third language":           {ProfileChange{Language: ptr("fr")}, []string{"language"}},
		"a third preference":         {ProfileChange{ContactPreference: ptr("fax")}, []string{"contactPreference"}},
		"sms while removing a phone": {ProfileChange{ContactPreference: ptr("sms"), Phone: ptr("")}, []string{"contactPreference"}},
		"several":                    {ProfileChange{GivenName: ptr(""), Language: ptr("de")}, []string{"givenName", "language"}},
	} {
		t.Run(name, func(t *testing.T) {
			p, book := newProfile(settingsSite(true))
			r := profileReq("usr_a")
			r.Lang = bff.Spanish
			_, err := p.Update(t.Context(), r, c.ch)
			var e *bff.Error
			if !errors.As(err, &e) || e.Code != bff.CodeUnprocessable || len(e.Fields) != len(c.fields) {
				t.Fatalf("err = %v (fields %v)", err, bff.ErrorFields(err))
			}
			english := map[string]bool{"": true}
			for _, key := range texts.Keys() {
				english[texts.Message(key, bff.English)] = true
			}
			for _, f := range c.fields {
				if english[e.Fields[f]] {
					t.Errorf("field %s: %q, want a Spanish message", f, e.Fields[f])
				}
			}
			if e.Message == "" || e.DisplayMessage == e.Message {
				t.Errorf("message %q display %q", e.Message, e.DisplayMessage)
			}
			if book.patches != 0 {
				t.Errorf("an invalid change was sent")
			}
		})
	}
}

func TestProfile_smsNeedsAPhoneOnTheAccountOrInTheChange(t *testing.T) {
	p, book := newProfile(settingsSite(true))
	// usr_a has no phone: text messages alone are refused, with a phone they
	// are taken.
	if _, err := p.Update(t.Context(), profileReq("usr_a"), ProfileChange{ContactPreference: ptr("sms")}); bff.ErrorFields(err)["contactPreference"] == "" {
		t.Errorf("sms without a phone = %v", err)
	}
	if _, err := p.Update(t.Context(), profileReq("usr_a"), ProfileChange{ContactPreference: ptr("sms"), Phone: ptr("555 123 4567")}); err != nil {
		t.Errorf("sms with a phone: %v", err)
	}
	// usr_b gets text messages: removing the phone alone is refused, with
	// e-mail chosen it is taken.
	if _, err := p.Update(t.Context(), profileReq("usr_b"), ProfileChange{Phone: ptr("")}); bff.ErrorFields(err)["phone"] == "" {
		t.Errorf("removing the phone of sms = %v", err)
	}
	v, err := p.Update(t.Context(), profileReq("usr_b"), ProfileChange{Phone: ptr(""), ContactPreference: ptr("email")})
	if err != nil || v.Phone != "" || v.ContactPreference != "email" {
		t.Errorf("removing the phone with e-mail = %+v, %v", v, err)
	}
	if book.patches != 2 {
		t.Errorf("%d patches, want 2", book.patches)
	}
}

func TestSettingsPhone_VAL44_tenToFifteenDigitsWithAnOptionalLeadingPlus(t *testing.T) {
	for in, want := range map[string]string{
		"5551234567": "5551234567", "(555) 123-4567": "5551234567", "+44 20 7946 0958": "+442079460958",
		"+123456789012345": "+123456789012345", "": "",
	} {
		if got, ok := SettingsPhone(in); !ok || got != want {
			t.Errorf("SettingsPhone(%q) = %q, %v; want %q", in, got, ok, want)
		}
	}
	for _, in := range []string{"+123456789", "1234567890123456", "0123456789", "555.123.4567", "++5551234567", "555 123 4567 ext 9"} {
		if got, ok := SettingsPhone(in); ok {
			t.Errorf("SettingsPhone(%q) = %q, want refused", in, got)
		}
	}
}

func TestProfile_theUsersAPIRefusingTheBFFIsUnavailableNotASignInProblem(t *testing.T) {
	p, _ := newProfile(settingsSite(true))
	p.Users = fakeUsers{get: func(context.Context, string) (login.UserBody, error) {
		return login.UserBody{}, bff.Errorf(bff.CodeUnauthorized, "upstream said 401")
	}}
	if _, err := p.Get(t.Context(), profileReq("usr_a")); bff.ErrorCode(err) != bff.CodeUnavailable {
		t.Errorf("err = %v, want unavailable", err)
	}
}
