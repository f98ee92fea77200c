package verify

import (
	"errors"
	"log/slog"
	"net/http"
	"strings"

	"github.com/payhub/payhub/bff"
	wire "github.com/payhub/payhub/bff/upstream/verify"
	"github.com/payhub/payhub/sandbox/internal/respond"
)

type handler struct {
	svc    *Service
	logger *slog.Logger
}

// NewHandler returns the service's routes relative to its base path
// (/svc/verify): every call of API-55..58.
func NewHandler(svc *Service, logger *slog.Logger) http.Handler {
	if logger == nil {
		logger = slog.New(slog.DiscardHandler)
	}
	h := &handler{svc: svc, logger: logger}
	mux := http.NewServeMux()
	mux.HandleFunc("GET /v1/ping", func(w http.ResponseWriter, r *http.Request) {
		respond.JSON(w, http.StatusOK, map[string]string{"status": "ok"})
	})
	mux.HandleFunc("GET /v1/verify_statuses", h.statuses)
	mux.HandleFunc("POST /v1/verify_statuses/pin", h.pin)
	mux.HandleFunc("POST /v1/verify_statuses/claim", h.claim)
	mux.HandleFunc("POST /v1/prepNonprodTests", h.prep)
	return respond.Routes(mux, logger)
}

// fail answers a refusal with its own status and code, anything else
// through the sandbox's shared table.
func (h *handler) fail(w http.ResponseWriter, r *http.Request, err error) {
	var rf *Refusal
	if errors.As(err, &rf) {
		respond.JSON(w, rf.Status, respond.ErrorBody{Error: respond.ErrorDetail{Code: rf.Code, Message: rf.Message}})
		return
	}
	respond.Error(w, r, h.logger, err)
}

// user reads the calling user; every status call names one.
func user(r *http.Request) (string, error) {
	id := strings.TrimSpace(r.Header.Get(wire.UserIDHeader))
	if id == "" {
		return "", bff.Errorf(bff.CodeUnauthorized, "Name the calling user (%s).", wire.UserIDHeader)
	}
	return id, nil
}

func (h *handler) statuses(w http.ResponseWriter, r *http.Request) {
	id, err := user(r)
	if err != nil {
		h.fail(w, r, err)
		return
	}
	st, err := h.svc.Statuses(r.Context(), id)
	if err != nil {
		h.fail(w, r, err)
		return
	}
	respond.JSON(w, http.StatusOK, wire.StatusesResponse{Statuses: st})
}

func (h *handler) pin(w http.ResponseWriter, r *http.Request) {
	id, err := user(r)
	if err != nil {
		h.fail(w, r, err)
		return
	}
	var in wire.PINRequest
	if err := respond.Decode(w, r, &in); err != nil {
		h.fail(w, r, err)
		return
	}
	st, err := h.svc.RequestPIN(r.Context(), id, in)
	if err != nil {
		h.fail(w, r, err)
		return
	}
	respond.JSON(w, http.StatusOK, st)
}

func (h *handler) claim(w http.ResponseWriter, r *http.Request) {
	id, err := user(r)
	if err != nil {
		h.fail(w, r, err)
		return
	}
	var in wire.ClaimRequest
	if err := respond.Decode(w, r, &in); err != nil {
		h.fail(w, r, err)
		return
	}
	st, err := h.svc.Claim(r.Context(), id, in)
	if err != nil {
		h.fail(w, r, err)
		return
	}
	respond.JSON(w, http.StatusOK, st)
}

func (h *handler) prep(w http.ResponseWriter, r *http.Request) {
	var in wire.PrepRequest
	if err := respond.Decode(w, r, &in); err != nil {
		h.fail(w, r, err)
		return
	}
	if err := h.svc.Prep(r.Context(), in.UserID); err != nil {
		h.fail(w, r, err)
		return
	}
	respond.JSON(w, http.StatusOK, map[string]string{"status": "ok"})
}
