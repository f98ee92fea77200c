package login

import (
	"crypto/rand"
	"crypto/subtle"
	"errors"
	"fmt"
	"log/slog"
	"net/http"
	"net/url"

	"github.com/zitadel/oidc/v3/pkg/oidc"
	"github.com/zitadel/oidc/v3/pkg/op"
)

// csrfCookie holds the token the hosted forms echo, so that a form posted
// from another site is refused.
const csrfCookie = "payhub_login_csrf"

// pages are the hosted sign-in and sign-up pages (spec 000 §6: "the
// provider's own sign-in"), in English or Spanish by ui_locales, showing
// the site the user comes from.
type pages struct {
	accounts   *Accounts
	store      Store
	provider   *op.Provider
	issuer     string
	cookiePath string
	secure     bool
	logger     *slog.Logger
}

// request returns the live authorization request the page serves.
func (p *pages) request(r *http.Request, id string) (*AuthRequest, error) {
	a, err := p.provider.Storage().AuthRequestByID(r.Context(), id)
	if err != nil {
		return nil, err
	}
	ar, ok := a.(*AuthRequest)
	if !ok {
		return nil, fmt.Errorf("login: auth request of type %T", a)
	}
	return ar, nil
}

// pageLanguage is the page's language: ?lang= or the posted lang when en or
// es, else the request's ui_locales.
func pageLanguage(r *http.Request, ar *AuthRequest) string {
	if l := r.FormValue("lang"); l == langEN || l == langES {
		return l
	}
	if ar != nil {
		return ar.Language
	}
	return langEN
}

// csrf returns the browser's form token, setting a new one when it has
// none.
func (p *pages) csrf(w http.ResponseWriter, r *http.Request) string {
	if c, err := r.Cookie(csrfCookie); err == nil && len(c.Value) >= 16 {
		return c.Value
	}
	v := rand.Text()
	http.SetCookie(w, &http.Cookie{Name: csrfCookie, Value: v, Path: p.cookiePath, HttpOnly: true,
		Secure: p.secure, SameSite: http.SameSiteLaxMode})
	return v
}

func (p *pages) csrfOK(r *http.Request) bool {
	c, err := r.Cookie(csrfCookie)
	return err == nil && c.Value != "" && subtle.ConstantTimeCompare([]byte(c.Value), []byte(r.PostFormValue("csrf"))) == 1
}

// callback is where a signed-in request continues: the library's authorize
// callback, which sends the code to the client.
func (p *pages) callback(id string) string {
	return p.issuer + PathAuthorize + "/callback?id=" + url.QueryEscape(id)
}

// form is the page of ar in lang, signing in or up, with the values and
// the problem to show.
func (p *pages) form(w http.ResponseWriter, r *http.Request, ar *AuthRequest, lang string, signUp bool, values map[string]string, problem *Problem) pageData {
	t := textsFor(lang)
	name := ar.Display.ClientDisplay
	d := pageData{Lang: lang, T: t, ID: ar.ID, CSRF: p.csrf(w, r), ClientDisplay: name,
		LogoURL: logoURL(ar.Display.LogoURL, ar.RedirectURI), redirectOrigin: originOf(ar.RedirectURI)}
	if d.LogoURL != "" {
		d.LogoAlt = fmt.Sprintf(t.LogoAlt, name)
		if name == "" {
			d.LogoAlt = "Logo"
		}
	}
	if ar.Display.SiteDisplay != "" {
		d.SiteLine = fmt.Sprintf(t.SiteLabel, ar.Display.SiteDisplay)
	}
	path := PathSignIn
	if signUp {
		path = PathSignUp
	}
	d.OtherLangURL = p.issuer + path + "?id=" + url.QueryEscape(ar.ID) + "&lang=" + t.OtherLanguageCode
	email := field{Name: "email", Type: "email", Label: t.Email, Value: values["email"], Autocomplete: "username"}
	if signUp {
		d.Title, d.Heading, d.Submit, d.Notice = t.SignUpTitle, t.SignUpTitle, t.SignUpButton, t.VerifyNotice
		if name != "" {
			d.Heading = fmt.Sprintf(t.SignUpFor, name)
		}
		d.Action, d.SwitchText = p.issuer+PathSignUp, t.ToSignIn
		d.SwitchURL = p.issuer + PathSignIn + "?id=" + url.QueryEscape(ar.ID) + "&lang=" + lang
		email.Autocomplete = "email"
		d.Fields = []field{
			{Name: "givenName", Type: "text", Label: t.GivenName, Value: values["givenName"], Autocomplete: "given-name"},
			{Name: "familyName", Type: "text", Label: t.FamilyName, Value: values["familyName"], Autocomplete: "family-name"},
			email,
			{Name: "password", Type: "password", Label: t.Password, Autocomplete: "new-password", Hint: t.PasswordHint},
		}
	} else {
		d.Title, d.Heading, d.Submit = t.SignInTitle, t.SignInTitle, t.SignInButton
		if name != "" {
			d.Heading = fmt.Sprintf(t.SignInFor, name)
		}
		d.Action, d.SwitchText = p.issuer+PathSignIn, t.ToSignUp
		d.SwitchURL = p.issuer + PathSignUp + "?id=" + url.QueryEscape(ar.ID) + "&lang=" + lang
		if ar.ClientID == ClientStaff {
			// Staff accounts are made by the county: no sign-up link.
			d.SwitchURL = ""
		}
		d.Fields = []field{email,
			{Name: "password", Type: "password", Label: t.Password, Autocomplete: "current-password"}}
	}
	if problem != nil {
		d.FormError = problem.Text(lang)
		for i := range d.Fields {
			if d.Fields[i].Name == problem.Field {
				d.Fields[i].Error = d.FormError
			}
		}
	}
	return d
}

// page serves GET /signin and GET /signup: the form, or straight on to
// the client when the request is signed in already or asked for no page
// (prompt=none answers login_required).
func (p *pages) page(w http.ResponseWriter, r *http.Request, signUp bool) {
	ar, err := p.request(r, r.URL.Query().Get("id"))
	if err != nil {
		p.fail(w, r, pageLanguage(r, nil), http.StatusNotFound)
		return
	}
	switch {
	case ar.Done():
		http.Redirect(w, r, p.callback(ar.ID), http.StatusSeeOther)
	case ar.promptNone():
		op.AuthRequestError(w, r, ar, oidc.ErrLoginRequired(), p.provider)
	default:
		p.render(w, r, http.StatusOK, p.form(w, r, ar, pageLanguage(r, ar), signUp, nil, nil))
	}
}

func (p *pages) signInPage(w http.ResponseWriter, r *http.Request) { p.page(w, r, false) }
func (p *pages) signUpPage(w http.ResponseWriter, r *http.Request) { p.page(w, r, true) }

// submit serves POST /signin and POST /signup: on success the request is
// completed for the user and the browser goes on to the client.
func (p *pages) submit(w http.ResponseWriter, r *http.Request, signUp bool) {
	r.Body = http.MaxBytesReader(w, r.Body, maxFormBytes)
	if err := r.ParseForm(); err != nil {
		p.fail(w, r, langEN, http.StatusBadRequest)
		return
	}
	ar, err := p.request(r, r.PostForm.Get("id"))
	if err != nil {
		p.fail(w, r, pageLanguage(r, nil), http.StatusNotFound)
		return
	}
	if ar.Done() {
		// A second post of the form: the first sign-in stands.
		http.Redirect(w, r, p.callback(ar.ID), http.StatusSeeOther)
		return
	}
	lang := pageLanguage(r, ar)
	values := map[string]string{"email": r.PostForm.Get("email"), "givenName": r.PostForm.Get("givenName"),
		"familyName": r.PostForm.Get("familyName")}
	if !p.csrfOK(r) {
		expired := &Problem{Code: "form_expired", en: textsFor(langEN).FormExpired, es: textsFor(langES).FormExpired}
		p.render(w, r, http.StatusForbidden, p.form(w, r, ar, lang, signUp, values, expired))
		return
	}
	var u User
	switch {
	case ar.ClientID == ClientStaff && signUp:
		// Staff accounts are made by the county, never signed up for.
		err = notStaff()
	case signUp:
		u, err = p.accounts.Register(r.Context(), Registration{Email: values["email"], Password: r.PostForm.Get("password"),
			PasswordRequired: true, GivenName: values["givenName"], FamilyName: values["familyName"], Language: lang})
		if err == nil {
			// The e-mail is unverified: the code goes to the outbox now,
			// and the client sends the user to verify it.
			_, err = p.accounts.SendCode(r.Context(), u.Email, lang)
		}
	default:
		u, err = p.accounts.Authenticate(r.Context(), values["email"], r.PostForm.Get("password"), ClientOf(r))
		if err == nil && ar.ClientID == ClientStaff {
			err = checkStaff(r.Context(), p.store, u.ID)
		}
	}
	if prob, ok := asProblem(err); ok {
		p.render(w, r, prob.Status, p.form(w, r, ar, lang, signUp, values, prob))
		return
	}
	if err == nil {
		err = p.store.CompleteAuthRequest(r.Context(), ar.ID, u.ID, p.accounts.now())
	}
	if err != nil {
		if !errors.Is(err, ErrNotFound) {
			p.logger.ErrorContext(r.Context(), "sign-in not completed", "err", err)
		}
		p.fail(w, r, lang, http.StatusInternalServerError)
		return
	}
	p.logger.InfoContext(r.Context(), "signed in", "user", u.ID, "client", ar.ClientID, "sign_up", signUp)
	http.Redirect(w, r, p.callback(ar.ID), http.StatusSeeOther)
}

func (p *pages) signIn(w http.ResponseWriter, r *http.Request) { p.submit(w, r, false) }
func (p *pages) signUp(w http.ResponseWriter, r *http.Request) { p.submit(w, r, true) }

// signedOut is where end_session sends the browser when the client names
// no page of its own.
func (p *pages) signedOut(w http.ResponseWriter, r *http.Request) {
	lang := pickLanguage(r.URL.Query().Get("ui_locales"))
	if l := r.URL.Query().Get("lang"); l == langES || l == langEN {
		lang = l
	}
	t := textsFor(lang)
	p.render(w, r, http.StatusOK, pageData{Lang: lang, T: t, Title: t.SignedOutTitle, Heading: t.SignedOutTitle,
		Body: t.SignedOutBody})
}
