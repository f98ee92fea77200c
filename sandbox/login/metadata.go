package login

import (
	"errors"
	"net/http"
	"regexp"
	"strings"
	"unicode/utf8"

	wire "github.com/payhub/payhub/bff/upstream/login"
	"github.com/payhub/payhub/sandbox/internal/respond"
)

// Metadata limits. The specification shows no metadata fields (spec 001 §3
// "Login-service user: email and metadata (fields not shown)"): they are
// short values a client keeps with the account, bounded so that a user
// cannot make the service keep much.
const (
	// MaxMetadataKeys is how many keys one user may keep.
	MaxMetadataKeys = 20
	// MaxMetadataValue is the longest value in bytes.
	MaxMetadataValue = 1024
)

// metadataKey is a key's shape: a letter, then up to 63 letters, digits,
// dots, hyphens or underscores.
var metadataKey = regexp.MustCompile(`^[A-Za-z][A-Za-z0-9_.-]{0,63}$`)

// updateUserMetadata answers POST /v1/public/update_user_metadata (spec
// 001 §7): the caller's own metadata changes, the caller named by a live
// access token of this service, never by anything in the body. The change
// is checked whole before anything is kept.
func (s *Service) updateUserMetadata(w http.ResponseWriter, r *http.Request) {
	lang := r.Header.Get("Accept-Language")
	u, ok := s.tokenUser(w, r)
	if !ok {
		return
	}
	var in wire.UpdateUserMetadataRequest
	if err := respond.Decode(w, r, &in); err != nil {
		respond.Error(w, r, s.cfg.Logger, err)
		return
	}
	set, del, err := checkMetadata(in.Metadata)
	if err != nil {
		s.answer(w, r, lang, err)
		return
	}
	kept, err := s.cfg.Store.UpdateUserMetadata(r.Context(), u.ID, set, del, MaxMetadataKeys, s.accounts.now())
	if errors.Is(err, ErrMetadataFull) {
		err = invalidField("metadata", "An account keeps at most 20 metadata keys.",
			"Una cuenta guarda como máximo 20 claves de metadatos.")
	}
	if err != nil {
		s.answer(w, r, lang, err)
		return
	}
	respond.JSON(w, http.StatusOK, wire.UserMetadataResponse{Email: u.Email, Metadata: kept})
}

// checkMetadata splits a change into the keys to set and those to delete,
// refusing it whole when a key or value breaks the limits.
func checkMetadata(in map[string]*string) (map[string]string, []string, error) {
	if len(in) == 0 || len(in) > MaxMetadataKeys {
		return nil, nil, invalidField("metadata", "Name from 1 to 20 metadata keys to change.",
			"Indique de 1 a 20 claves de metadatos para cambiar.")
	}
	set := map[string]string{}
	var del []string
	for k, v := range in {
		if !metadataKey.MatchString(k) {
			return nil, nil, invalidField("metadata", "A metadata key is a letter followed by up to 63 letters, digits, dots, hyphens or underscores.",
				"Una clave de metadatos es una letra seguida de hasta 63 letras, dígitos, puntos, guiones o guiones bajos.")
		}
		if v == nil {
			del = append(del, k)
			continue
		}
		if len(*v) > MaxMetadataValue || !utf8.ValidString(*v) {
			return nil, nil, invalidField("metadata", "A metadata value is text of at most 1024 bytes.",
				"Un valor de metadatos es un texto de 1024 bytes como máximo.")
		}
		set[k] = *v
	}
	return set, del, nil
}

// tokenUser is the user of the request's bearer access token, which this
// service issued, is live and names that user; else it writes 401.
func (s *Service) tokenUser(w http.ResponseWriter, r *http.Request) (User, bool) {
	refuse := func() (User, bool) {
		w.Header().Set("WWW-Authenticate", `Bearer realm="payhub-login", error="invalid_token"`)
		respond.JSON(w, http.StatusUnauthorized, respond.ErrorBody{Error: respond.ErrorDetail{
			Code: CodeInvalidToken, Message: "This call needs a valid access token of the signed-in user."}})
		return User{}, false
	}
	raw, ok := strings.CutPrefix(r.Header.Get("Authorization"), "Bearer ")
	if !ok || raw == "" {
		return refuse()
	}
	plain, err := s.provider.Crypto().Decrypt(raw)
	if err != nil {
		return refuse()
	}
	tokenID, subject, ok := strings.Cut(plain, ":")
	if !ok {
		return refuse()
	}
	t, err := s.cfg.Store.TokenByID(r.Context(), tokenID)
	if err != nil || t.UserID != subject || !s.accounts.now().Before(t.ExpiresAt) {
		return refuse()
	}
	u, err := s.cfg.Store.UserByID(r.Context(), t.UserID)
	if err != nil {
		return refuse()
	}
	return u, true
}
