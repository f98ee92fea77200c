package account

import (
	"context"
	"log/slog"
	"strings"
	"unicode/utf8"

	"github.com/payhub/payhub/bff"
	"github.com/payhub/payhub/bff/checkout"
	"github.com/payhub/payhub/bff/screen"
	"github.com/payhub/payhub/bff/texts"
	"github.com/payhub/payhub/bff/upstream/login"
	"github.com/payhub/payhub/bff/upstream/siteconfig"
)

// Phone digits of a settings phone (spec 001 §5 "Forms and fields": "10-15
// digits in settings"; VAL-44).
const (
	MinSettingsPhoneDigits = 10
	MaxSettingsPhoneDigits = 15
)

// LoginUsers is what the settings need of the login service's users API
// (bff/upstream/login.Client).
type LoginUsers interface {
	GetUser(ctx context.Context, id string) (login.UserBody, error)
	PatchUser(ctx context.Context, id string, p login.PatchUserRequest) (login.UserBody, error)
}

// Profile reads and changes the signed-in resident's settings, "My
// settings" (spec 001 §3 "User profile updatable fields"; ROUTE-56). It
// checks every change again: the portal's checks are for the resident's
// comfort, not a guarantee.
type Profile struct {
	Config screen.SiteConfig
	Users  LoginUsers
	Logger *slog.Logger
}

// ProfileRequest names a settings call's site, resident and language.
// UserID is always the session's subject, never a value from the request.
type ProfileRequest struct {
	Client, Site string
	UserID       string
	Lang         bff.Language
	// Embedded is a call from the embedded widget, where settings are
	// never changed (spec 000 §6; EMBED-05).
	Embedded bool
}

// ProfileView is the resident's settings. CanModify says whether this site
// lets them be changed.
type ProfileView struct {
	GivenName     string `json:"givenName"`
	FamilyName    string `json:"familyName"`
	Email         string `json:"email"`
	EmailVerified bool   `json:"emailVerified"`
	Phone         string `json:"phone"`
	// Language is en or es; empty when the account holds neither.
	Language string `json:"language,omitempty"`
	// ContactPreference is email or sms (default email).
	ContactPreference string `json:"contactPreference"`
	CanModify         bool   `json:"canModify"`
}

// ProfileChange is a settings change: the fields to change, absent ones
// stay (spec 001 §3: language, phone, givenName, familyName,
// contactPreference; PROF-01). An empty phone removes it.
type ProfileChange struct {
	GivenName         *string `json:"givenName,omitempty"`
	FamilyName        *string `json:"familyName,omitempty"`
	Phone             *string `json:"phone,omitempty"`
	Language          *string `json:"language,omitempty"`
	ContactPreference *string `json:"contactPreference,omitempty"`
}

// Get returns the resident's settings.
func (p *Profile) Get(ctx context.Context, req ProfileRequest) (ProfileView, error) {
	site, err := p.Config.Site(ctx, req.Client, req.Site)
	if err != nil {
		return ProfileView{}, err
	}
	u, err := p.Users.GetUser(ctx, req.UserID)
	if err != nil {
		return ProfileView{}, p.usersError(ctx, err)
	}
	return p.view(ctx, u, canModifySettings(site, req.Embedded)), nil
}

// Update checks ch and changes the resident's settings, returning them. A
// site that does not let settings be changed is bff.CodeForbidden; a
// field that breaks its rule is bff.CodeUnprocessable naming each such
// field in Fields.
func (p *Profile) Update(ctx context.Context, req ProfileRequest, ch ProfileChange) (ProfileView, error) {
	site, err := p.Config.Site(ctx, req.Client, req.Site)
	if err != nil {
		return ProfileView{}, err
	}
	if !canModifySettings(site, req.Embedded) {
		return ProfileView{}, texts.Error(bff.CodeForbidden, texts.ProfileReadOnly, req.Lang, nil)
	}
	patch, fields := CheckProfileChange(ch)
	if len(fields) == 0 && needsCurrentPhone(patch) {
		cur, err := p.Users.GetUser(ctx, req.UserID)
		if err != nil {
			return ProfileView{}, p.usersError(ctx, err)
		}
		if f := smsWithoutPhone(patch, cur); f != "" {
			fields = map[string]string{f: texts.ProfileSMSNeedPhone}
		}
	}
	if len(fields) > 0 {
		e := texts.Error(bff.CodeUnprocessable, texts.ProfileInvalid, req.Lang, nil)
		e.Fields = make(map[string]string, len(fields))
		for f, key := range fields {
			e.Fields[f] = texts.Message(key, req.Lang)
		}
		return ProfileView{}, e
	}
	if patch.Empty() {
		u, err := p.Users.GetUser(ctx, req.UserID)
		if err != nil {
			return ProfileView{}, p.usersError(ctx, err)
		}
		return p.view(ctx, u, true), nil
	}
	u, err := p.Users.PatchUser(ctx, req.UserID, patch)
	if err != nil {
		return ProfileView{}, p.usersError(ctx, err)
	}
	p.logger().InfoContext(ctx, "settings changed", "client", req.Client, "site", req.Site, "user", req.UserID)
	return p.view(ctx, u, true), nil
}

// canModifySettings is the site's install flag enableMySettingsModification
// (spec 000 §3 "Config"; SHELL-38), off in embedded mode (spec 000 §6:
// "in embedded mode ... settings modification is not allowed"; EMBED-05).
func canModifySettings(site siteconfig.Site, embedded bool) bool {
	return site.Install.EnableMySettingsModification && !embedded && site.Mode != siteconfig.ModeEmbeddedPublic
}

// view is u's settings. A stored language or contact preference outside
// the allowed values is dropped and logged (spec 001 §5: "invalid values
// are dropped and logged"; VAL-57); the contact preference then defaults
// to email (spec 000 §3 "Extra fields").
func (p *Profile) view(ctx context.Context, u login.UserBody, canModify bool) ProfileView {
	v := ProfileView{GivenName: u.GivenName, FamilyName: u.FamilyName, Email: u.Email, EmailVerified: u.EmailVerified,
		Phone: u.Phone, Language: u.Language, ContactPreference: u.ContactPreference, CanModify: canModify}
	if v.Language != "" && v.Language != login.LanguageEN && v.Language != login.LanguageES {
		p.logger().WarnContext(ctx, "stored language dropped", "user", u.ID, "language", v.Language)
		v.Language = ""
	}
	switch v.ContactPreference {
	case login.ContactEmail, login.ContactSMS:
	case "":
		v.ContactPreference = login.ContactEmail
	default:
		p.logger().WarnContext(ctx, "stored contact preference dropped", "user", u.ID, "contactPreference", v.ContactPreference)
		v.ContactPreference = login.ContactEmail
	}
	return v
}

// usersError keeps the users API refusing the BFF's credential (a
// configuration fault) from reading as the resident's sign-in problem.
func (p *Profile) usersError(ctx context.Context, err error) error {
	if c := bff.ErrorCode(err); c == bff.CodeUnauthorized || c == bff.CodeForbidden {
		p.logger().ErrorContext(ctx, "the login service's users API refused the BFF", "err", err)
		return bff.Wrap(err, bff.CodeUnavailable, "Your settings are not available right now. Please try again later.")
	}
	return err
}

func (p *Profile) logger() *slog.Logger {
	if p.Logger == nil {
		return slog.New(slog.DiscardHandler)
	}
	return p.Logger
}

// CheckProfileChange trims and checks ch against the settings' rules (spec
// 001 §5 "Forms and fields"; VAL-44..VAL-46, VAL-50) and returns the
// login service's patch, or the failed fields, each with its message key.
// The phone is sent as digits with an optional leading plus.
func CheckProfileChange(ch ProfileChange) (login.PatchUserRequest, map[string]string) {
	fields := map[string]string{}
	trim := func(v *string) *string {
		if v == nil {
			return nil
		}
		t := strings.TrimSpace(*v)
		return &t
	}
	patch := login.PatchUserRequest{GivenName: trim(ch.GivenName), FamilyName: trim(ch.FamilyName),
		Language: trim(ch.Language), ContactPreference: trim(ch.ContactPreference)}
	for _, n := range []struct {
		v     *string
		field string
		key   string
	}{
		{patch.GivenName, "givenName", texts.ProfileGivenName},
		{patch.FamilyName, "familyName", texts.ProfileFamilyName},
	} {
		if n.v != nil && (*n.v == "" || utf8.RuneCountInString(*n.v) > checkout.MaxNameLength) {
			fields[n.field] = n.key
		}
	}
	if ch.Phone != nil {
		if phone, ok := SettingsPhone(*ch.Phone); ok {
			patch.Phone = &phone
		} else {
			fields["phone"] = texts.ProfilePhone
		}
	}
	if l := patch.Language; l != nil && *l != login.LanguageEN && *l != login.LanguageES {
		fields["language"] = texts.ProfileLanguage
	}
	if c := patch.ContactPreference; c != nil && *c != login.ContactEmail && *c != login.ContactSMS {
		fields["contactPreference"] = texts.ProfileContact
	}
	if c := patch.ContactPreference; c != nil && *c == login.ContactSMS && patch.Phone != nil && *patch.Phone == "" {
		fields["contactPreference"] = texts.ProfileSMSNeedPhone
	}
	if len(fields) == 0 {
		return patch, nil
	}
	return login.PatchUserRequest{}, fields
}

// SettingsPhone is s as a settings phone (spec 001 §5: "10-15 digits in
// settings; only digits, hyphens, parentheses, spaces and a plus sign; a
// plus only at the start; ... must not start with 0"; VAL-44..VAL-46):
// spaces, hyphens and parentheses removed, an optional leading plus kept.
// An empty s is the empty phone, which removes it.
func SettingsPhone(s string) (string, bool) {
	s = strings.TrimSpace(s)
	if s == "" {
		return "", true
	}
	if len(s) > checkout.MaxPhoneLength {
		return "", false
	}
	var b strings.Builder
	for i, c := range s {
		switch {
		case c >= '0' && c <= '9', c == '+' && i == 0:
			b.WriteRune(c)
		case c == ' ', c == '-', c == '(', c == ')':
		default:
			return "", false
		}
	}
	digits := strings.TrimPrefix(b.String(), "+")
	if len(digits) < MinSettingsPhoneDigits || len(digits) > MaxSettingsPhoneDigits || digits[0] == '0' {
		return "", false
	}
	return b.String(), true
}

// needsCurrentPhone reports whether the sms rule depends on the stored
// account: text messages chosen without a phone in the change, or the
// phone removed without a new contact preference.
func needsCurrentPhone(p login.PatchUserRequest) bool {
	sms := p.ContactPreference != nil && *p.ContactPreference == login.ContactSMS
	return (sms && p.Phone == nil) || (p.ContactPreference == nil && p.Phone != nil && *p.Phone == "")
}

// smsWithoutPhone is the field to blame when p applied to cur would leave
// text messages chosen without a phone (spec 001 §3: contact preference
// sms reaches the resident by phone), or "".
func smsWithoutPhone(p login.PatchUserRequest, cur login.UserBody) string {
	phone, pref := cur.Phone, cur.ContactPreference
	if p.Phone != nil {
		phone = *p.Phone
	}
	if p.ContactPreference != nil {
		pref = *p.ContactPreference
	}
	if pref != login.ContactSMS || phone != "" {
		return ""
	}
	if p.Phone != nil {
		return "phone"
	}
	return "contactPreference"
}

// EmailReadOnly is the error of a settings change that names the e-mail
// address, which cannot be changed (spec 001 §3 "Other"; PROF-01).
func EmailReadOnly(lang bff.Language) error {
	e := texts.Error(bff.CodeInvalid, texts.ProfileEmail, lang, nil)
	e.Fields = map[string]string{"email": e.DisplayMessage}
	return e
}
