// Package botcheck is the sandbox bot-challenge provider: a siteverify
// endpoint compatible with Cloudflare Turnstile's (spec 000 §7: the
// bot-challenge provider of check-out), so that the BFF's verifier
// (bff/botcheck) talks to it exactly as to the real provider.
package botcheck

import (
	"log/slog"
	"net/http"

	"github.com/payhub/payhub/sandbox/internal/respond"
)

// The sandbox's credentials: the secret the BFF must send, the site key the
// portal's widget renders with, and the token of a passed challenge.
const (
	Secret    = "sandbox-secret"
	SiteKey   = "sandbox-site-key"
	PassToken = "sandbox-pass"
)

// Siteverify error codes (Turnstile's vocabulary).
const (
	errInvalidSecret   = "invalid-input-secret"
	errMissingResponse = "missing-input-response"
	errInvalidResponse = "invalid-input-response"
)

// answer is the siteverify answer.
type answer struct {
	Success    bool     `json:"success"`
	ErrorCodes []string `json:"error-codes"`
}

// NewHandler returns POST /siteverify: a form of secret, response and
// remoteip. The secret must be Secret; the response PassToken succeeds and
// any other fails with invalid-input-response.
func NewHandler(logger *slog.Logger) http.Handler {
	mux := http.NewServeMux()
	mux.HandleFunc("POST /siteverify", func(w http.ResponseWriter, r *http.Request) {
		if err := r.ParseForm(); err != nil {
			respond.JSON(w, http.StatusBadRequest, answer{ErrorCodes: []string{"bad-request"}})
			return
		}
		a := answer{ErrorCodes: []string{}}
		switch token := r.PostForm.Get("response"); {
		case r.PostForm.Get("secret") != Secret:
			a.ErrorCodes = append(a.ErrorCodes, errInvalidSecret)
		case token == "":
			a.ErrorCodes = append(a.ErrorCodes, errMissingResponse)
		case token != PassToken:
			a.ErrorCodes = append(a.ErrorCodes, errInvalidResponse)
		default:
			a.Success = true
		}
		if !a.Success {
			logger.InfoContext(r.Context(), "sandbox bot challenge refused", "error_codes", a.ErrorCodes)
		}
		respond.JSON(w, http.StatusOK, a)
	})
	mux.HandleFunc("GET /ping", func(w http.ResponseWriter, r *http.Request) {
		respond.JSON(w, http.StatusOK, map[string]string{"status": "ok"})
	})
	return mux
}
