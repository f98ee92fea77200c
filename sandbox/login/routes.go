package login

import (
	"crypto/subtle"
	"net/http"
	"net/url"
	"strings"
	"unicode/utf8"

	"github.com/zitadel/oidc/v3/pkg/oidc"

	wire "github.com/payhub/payhub/bff/upstream/login"
	"github.com/payhub/payhub/sandbox/internal/respond"
)

// Request limits.
const (
	// maxFormBytes bounds a form posted to the token endpoint or a page.
	maxFormBytes = 64 << 10
	// maxDisplayLength bounds each display parameter of the authorize
	// request (a logo URL included).
	maxDisplayLength = 2048
)

func (s *Service) routes() http.Handler {
	mux := http.NewServeMux()
	mux.HandleFunc("GET /v1/ping", func(w http.ResponseWriter, r *http.Request) {
		respond.JSON(w, http.StatusOK, map[string]string{"status": "ok"})
	})
	mux.Handle("/v1/", s.requireService(s.usersAPI()))
	// The one /v1 call a user makes with their own access token.
	mux.HandleFunc("POST "+wire.PathUpdateUserMetadata, s.updateUserMetadata)
	mux.HandleFunc("POST "+PathIsEmailVerified, s.isEmailVerified)
	mux.HandleFunc("POST "+PathVerifyEmail, s.verifyEmail)
	mux.HandleFunc("GET "+PathSignIn, s.pages.signInPage)
	mux.HandleFunc("POST "+PathSignIn, s.pages.signIn)
	mux.HandleFunc("GET "+PathSignUp, s.pages.signUpPage)
	mux.HandleFunc("POST "+PathSignUp, s.pages.signUp)
	mux.HandleFunc("GET "+PathSignedOut, s.pages.signedOut)
	mux.HandleFunc("GET "+PathStylesheet, s.pages.stylesheet)
	mux.Handle(PathAuthorize, s.guardAuthorize(s.provider))
	mux.Handle("POST "+PathToken, publicClientForm(s.provider))
	// Discovery, keys, the authorize callback, userinfo, end session and
	// revocation are the library's.
	mux.Handle("/", s.provider)
	return mux
}

// guardAuthorize applies ClientSPA's loopback redirect rule before the
// library sees the request (a refused redirect URI is never redirected
// to), and hands the sign-in redirect's display parameters to
// CreateAuthRequest, since the library keeps only the standard ones.
func (s *Service) guardAuthorize(next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		r.Body = http.MaxBytesReader(w, r.Body, maxFormBytes)
		if err := r.ParseForm(); err != nil {
			s.pages.fail(w, r, langEN, http.StatusBadRequest)
			return
		}
		redirect := r.Form.Get("redirect_uri")
		if (r.Form.Get("client_id") == ClientSPA && !LoopbackCallback(redirect)) ||
			(r.Form.Get("client_id") == ClientStaff && !StaffLoopbackCallback(redirect)) {
			s.cfg.Logger.WarnContext(r.Context(), "authorize refused: redirect URI outside loopback",
				"redirect_uri", r.Form.Get("redirect_uri"))
			s.pages.fail(w, r, pickLanguage(r.Form.Get("ui_locales")), http.StatusBadRequest)
			return
		}
		get := func(k string) string {
			v := strings.TrimSpace(r.Form.Get(k))
			if !utf8.ValidString(v) || len(v) > maxDisplayLength {
				return ""
			}
			return v
		}
		d := Display{ClientSite: get("client_site"), ClientDisplay: get("client_display"),
			SiteDisplay: get("site_display"), LogoURL: get("display_logo_url"), EmailParamSite: get("email_param_site")}
		next.ServeHTTP(w, r.WithContext(withDisplay(r.Context(), d)))
	})
}

// publicClientForm lets a public client name itself by the form's
// client_id in a token exchange, as spec 001 §7 sends it: the library reads
// a token-exchange client only from HTTP Basic authentication, so the
// form's client_id becomes that, with an empty secret.
func publicClientForm(next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		r.Body = http.MaxBytesReader(w, r.Body, maxFormBytes)
		if err := r.ParseForm(); err != nil {
			w.Header().Set("Content-Type", "application/json")
			w.WriteHeader(http.StatusBadRequest)
			_, _ = w.Write([]byte(`{"error":"invalid_request","error_description":"the form cannot be read"}`))
			return
		}
		if _, _, ok := r.BasicAuth(); !ok && r.PostForm.Get("grant_type") == string(oidc.GrantTypeTokenExchange) {
			if id := r.PostForm.Get("client_id"); id != "" {
				r.SetBasicAuth(url.QueryEscape(id), "")
			}
		}
		next.ServeHTTP(w, r)
	})
}

// requireService refuses a users API call without the service credential:
// the API reads and changes any account, so only services may call it.
func (s *Service) requireService(next http.Handler) http.Handler {
	want := []byte("Bearer " + s.cfg.ServiceToken)
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if subtle.ConstantTimeCompare([]byte(r.Header.Get("Authorization")), want) != 1 {
			w.Header().Set("WWW-Authenticate", `Bearer realm="payhub-login"`)
			respond.JSON(w, http.StatusUnauthorized, respond.ErrorBody{Error: respond.ErrorDetail{
				Code: CodeServiceAuth, Message: "This call needs the login service's service credential."}})
			return
		}
		next.ServeHTTP(w, r)
	})
}
