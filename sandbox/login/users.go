package login

import (
	"errors"
	"net/http"
	"strconv"
	"strings"
	"time"
	"unicode/utf8"

	"github.com/payhub/payhub/bff"
	wire "github.com/payhub/payhub/bff/upstream/login"
	"github.com/payhub/payhub/sandbox/internal/respond"
)

// The users API (spec 001 §7 "Login service"; API-107..API-113), in the
// wire shape of bff/upstream/login.

func bodyOf(u User) wire.UserBody {
	return wire.UserBody{ID: u.ID, Email: u.Email, EmailVerified: u.EmailVerified, Name: u.Name(),
		GivenName: u.GivenName, FamilyName: u.FamilyName, Phone: u.Phone, Language: u.Language,
		ContactPreference: u.ContactPreference, CreatedAt: u.CreatedAt}
}

func (s *Service) usersAPI() http.Handler {
	mux := http.NewServeMux()
	mux.HandleFunc("POST /v1/users", s.createUser)
	mux.HandleFunc("GET /v1/users/{id}", s.getUser)
	mux.HandleFunc("PATCH /v1/users/{id}", s.patchUser)
	mux.HandleFunc("DELETE /v1/users/{id}", s.deleteUser)
	mux.HandleFunc("GET /v1/findUser", s.findUser)
	mux.HandleFunc("POST /v1/sendVerificationMail", s.sendVerificationMail)
	mux.HandleFunc("POST "+wire.PathIdentityCode, s.sendLinkCode)
	mux.HandleFunc("POST "+wire.PathIdentityLink, s.link)
	return respond.Routes(mux, s.cfg.Logger)
}

// answer writes err: a *Problem with its code and status, its English text
// as the message and lang's as the displayMessage; ErrNotFound as 404;
// anything else as the internal error, logged.
func (s *Service) answer(w http.ResponseWriter, r *http.Request, lang string, err error) {
	if p, ok := asProblem(err); ok {
		if p.RetryAfter > 0 {
			w.Header().Set("Retry-After", strconv.Itoa(int((p.RetryAfter+time.Second-1)/time.Second)))
		}
		respond.JSON(w, p.Status, respond.ErrorBody{Error: respond.ErrorDetail{
			Code: p.Code, Message: p.Text(langEN), DisplayMessage: p.Text(pickLanguage(lang))}})
		return
	}
	if errors.Is(err, ErrNotFound) {
		err = bff.Errorf(bff.CodeNotFound, "No such user.")
	}
	respond.Error(w, r, s.cfg.Logger, err)
}

func (s *Service) createUser(w http.ResponseWriter, r *http.Request) {
	var in wire.CreateUserRequest
	if err := respond.Decode(w, r, &in); err != nil {
		respond.Error(w, r, s.cfg.Logger, err)
		return
	}
	given, family := in.GivenName, in.FamilyName
	if given == "" && family == "" {
		given, family, _ = strings.Cut(strings.TrimSpace(in.Name), " ")
	}
	if in.Phone != "" {
		if err := checkPhone(in.Phone); err != nil {
			s.answer(w, r, in.Language, err)
			return
		}
	}
	u, err := s.accounts.Register(r.Context(), Registration{Email: in.Email, Password: in.Password,
		GivenName: given, FamilyName: family, Phone: in.Phone, Language: in.Language, Verified: in.Options.ForceActive})
	if err != nil {
		s.answer(w, r, in.Language, err)
		return
	}
	if !u.EmailVerified {
		if _, err := s.accounts.SendCode(r.Context(), u.Email, u.Language); err != nil {
			s.cfg.Logger.WarnContext(r.Context(), "activation code not sent", "user", u.ID, "err", err)
		}
	}
	respond.JSON(w, http.StatusCreated, bodyOf(u))
}

func (s *Service) getUser(w http.ResponseWriter, r *http.Request) {
	u, err := s.cfg.Store.UserByID(r.Context(), r.PathValue("id"))
	if err != nil {
		s.answer(w, r, "", err)
		return
	}
	respond.JSON(w, http.StatusOK, bodyOf(u))
}

func (s *Service) findUser(w http.ResponseWriter, r *http.Request) {
	u, err := s.cfg.Store.UserByEmail(r.Context(), NormalizeEmail(r.URL.Query().Get("email")))
	if err != nil {
		s.answer(w, r, "", err)
		return
	}
	respond.JSON(w, http.StatusOK, bodyOf(u))
}

func (s *Service) patchUser(w http.ResponseWriter, r *http.Request) {
	var in wire.PatchUserRequest
	if err := respond.Decode(w, r, &in); err != nil {
		respond.Error(w, r, s.cfg.Logger, err)
		return
	}
	p, err := checkProfile(in)
	if err != nil {
		s.answer(w, r, "", err)
		return
	}
	u, err := s.cfg.Store.UpdateProfile(r.Context(), r.PathValue("id"), p, s.cfg.Now())
	if err != nil {
		s.answer(w, r, "", err)
		return
	}
	respond.JSON(w, http.StatusOK, bodyOf(u))
}

// checkProfile trims and checks a profile change (spec 001 §3 "User
// profile updatable fields", §5: given and family name required in the
// profile, the settings' phone rule).
func checkProfile(in wire.PatchUserRequest) (Profile, error) {
	trim := func(p *string) *string {
		if p == nil {
			return nil
		}
		v := strings.TrimSpace(*p)
		return &v
	}
	p := Profile{GivenName: trim(in.GivenName), FamilyName: trim(in.FamilyName), Phone: trim(in.Phone),
		Language: trim(in.Language), ContactPreference: trim(in.ContactPreference)}
	for _, n := range []struct {
		v      *string
		field  string
		en, es string
	}{
		{p.GivenName, "given_name", "The first name is required (up to 100 characters).", "El nombre es obligatorio (hasta 100 caracteres)."},
		{p.FamilyName, "family_name", "The last name is required (up to 100 characters).", "El apellido es obligatorio (hasta 100 caracteres)."},
	} {
		if n.v != nil && (*n.v == "" || utf8.RuneCountInString(*n.v) > MaxFieldLength) {
			return Profile{}, invalidField(n.field, n.en, n.es)
		}
	}
	if p.Phone != nil && *p.Phone != "" {
		if err := checkPhone(*p.Phone); err != nil {
			return Profile{}, err
		}
	}
	if p.Language != nil && *p.Language != langEN && *p.Language != langES {
		return Profile{}, invalidField("language", "The language must be en or es.", "El idioma debe ser en o es.")
	}
	if p.ContactPreference != nil && *p.ContactPreference != "email" && *p.ContactPreference != "sms" {
		return Profile{}, invalidField("contact_preference", "The contact preference must be email or sms.",
			"La preferencia de contacto debe ser email o sms.")
	}
	return p, nil
}

// checkPhone applies the settings' phone rule (spec 001 §5 "Forms and
// fields"): 10 to 15 digits; only digits, hyphens, parentheses, spaces and
// a plus sign, the plus only at the start; not starting with 0.
func checkPhone(phone string) error {
	digits := 0
	ok := true
	for i, c := range phone {
		switch {
		case c >= '0' && c <= '9':
			if digits == 0 && c == '0' {
				ok = false
			}
			digits++
		case c == '+' && i == 0, c == '-', c == '(', c == ')', c == ' ':
		default:
			ok = false
		}
	}
	if !ok || digits < 10 || digits > 15 {
		return invalidField("phone", "Enter a phone number of 10 to 15 digits that does not start with 0.",
			"Escriba un número de teléfono de 10 a 15 dígitos que no empiece por 0.")
	}
	return nil
}

func (s *Service) deleteUser(w http.ResponseWriter, r *http.Request) {
	if err := s.cfg.Store.DeleteUser(r.Context(), r.PathValue("id")); err != nil {
		s.answer(w, r, "", err)
		return
	}
	w.WriteHeader(http.StatusNoContent)
}

func (s *Service) sendVerificationMail(w http.ResponseWriter, r *http.Request) {
	var in wire.SendMailRequest
	if err := respond.Decode(w, r, &in); err != nil {
		respond.Error(w, r, s.cfg.Logger, err)
		return
	}
	u, err := s.cfg.Store.UserByEmail(r.Context(), NormalizeEmail(in.Email))
	if err != nil {
		s.answer(w, r, in.Locale, err)
		return
	}
	sent, err := s.accounts.SendCode(r.Context(), u.Email, in.Locale)
	if err != nil {
		s.answer(w, r, in.Locale, err)
		return
	}
	respond.JSON(w, http.StatusOK, wire.SendMailResponse{Sent: sent, Verified: u.EmailVerified})
}
