package ebilling

import (
	"errors"
	"log/slog"
	"net/http"
	"strings"

	"github.com/payhub/payhub/bff"
	wire "github.com/payhub/payhub/bff/upstream/ebilling"
	"github.com/payhub/payhub/sandbox/internal/respond"
)

type handler struct {
	svc    *Service
	logger *slog.Logger
}

// NewHandler returns the service's routes relative to its base path
// (/svc/ebilling): every call of API-78..85, and the resend of an
// activation link (EBILL-07).
func NewHandler(svc *Service, logger *slog.Logger) http.Handler {
	if logger == nil {
		logger = slog.New(slog.DiscardHandler)
	}
	h := &handler{svc: svc, logger: logger}
	mux := http.NewServeMux()
	mux.HandleFunc("GET /v1/ping", func(w http.ResponseWriter, r *http.Request) {
		respond.JSON(w, http.StatusOK, map[string]string{"status": "ok"})
	})
	mux.HandleFunc("GET /v1/subscriptions", h.list)
	mux.HandleFunc("POST /v1/subscriptions", h.subscribe)
	mux.HandleFunc("PATCH /v1/subscriptions/{id}", h.paperless)
	// Both unsubscribe calls have three segments: {id}/unsubscribe/{code}
	// and {path}/{email}/unsubscribe (the path escaped into one segment).
	mux.HandleFunc("DELETE /v1/subscriptions/{a}/{b}/{c}", h.unsubscribe)
	mux.HandleFunc("POST /v1/subscriptions/{id}/sendUnsubscribeCode", h.sendCode)
	mux.HandleFunc("POST /v1/subscriptions/{id}/activate/{authCode}", h.activate)
	mux.HandleFunc("POST /v1/subscriptions/{id}/resendActivation", h.resend)
	mux.HandleFunc("POST /v1/prepNonprodTests", h.prep)
	return respond.Routes(mux, logger)
}

func (h *handler) fail(w http.ResponseWriter, r *http.Request, err error) {
	var rf *Refusal
	if errors.As(err, &rf) {
		respond.JSON(w, rf.Status, respond.ErrorBody{Error: respond.ErrorDetail{Code: rf.Code, Message: rf.Message}})
		return
	}
	respond.Error(w, r, h.logger, err)
}

func user(r *http.Request) (string, error) {
	id := strings.TrimSpace(r.Header.Get(wire.UserIDHeader))
	if id == "" {
		return "", bff.Errorf(bff.CodeUnauthorized, "Name the calling user (%s).", wire.UserIDHeader)
	}
	return id, nil
}

// site is the client and site the call names (wire.SiteHeader): every
// call on one subscription names the site whose page it comes from.
func site(r *http.Request) (wire.Site, error) {
	client, name, ok := strings.Cut(strings.TrimSpace(r.Header.Get(wire.SiteHeader)), "/")
	if !ok || client == "" || name == "" || strings.Contains(name, "/") {
		return wire.Site{}, bff.Errorf(bff.CodeInvalid, "Name the site (%s: client/site).", wire.SiteHeader)
	}
	return wire.Site{Client: client, Site: name}, nil
}

// answer writes v, or err.
func (h *handler) answer(w http.ResponseWriter, r *http.Request, status int, v any, err error) {
	if err != nil {
		h.fail(w, r, err)
		return
	}
	respond.JSON(w, status, v)
}

func (h *handler) list(w http.ResponseWriter, r *http.Request) {
	id, err := user(r)
	if err != nil {
		h.fail(w, r, err)
		return
	}
	subs, err := h.svc.List(r.Context(), id)
	h.answer(w, r, http.StatusOK, wire.ListResponse{Subscriptions: subs}, err)
}

func (h *handler) subscribe(w http.ResponseWriter, r *http.Request) {
	id, err := user(r)
	if err != nil {
		h.fail(w, r, err)
		return
	}
	var in wire.SubscribeRequest
	if err := respond.Decode(w, r, &in); err != nil {
		h.fail(w, r, err)
		return
	}
	sub, err := h.svc.Subscribe(r.Context(), id, in)
	h.answer(w, r, http.StatusCreated, sub, err)
}

func (h *handler) paperless(w http.ResponseWriter, r *http.Request) {
	id, err := user(r)
	if err != nil {
		h.fail(w, r, err)
		return
	}
	st, err := site(r)
	if err != nil {
		h.fail(w, r, err)
		return
	}
	var in wire.PaperlessRequest
	if err := respond.Decode(w, r, &in); err != nil {
		h.fail(w, r, err)
		return
	}
	sub, err := h.svc.SetPaperless(r.Context(), st, id, r.PathValue("id"), in.Paperless)
	h.answer(w, r, http.StatusOK, sub, err)
}

func (h *handler) unsubscribe(w http.ResponseWriter, r *http.Request) {
	a, b, c := r.PathValue("a"), r.PathValue("b"), r.PathValue("c")
	switch {
	case b == "unsubscribe":
		st, err := site(r)
		if err != nil {
			h.fail(w, r, err)
			return
		}
		sub, err := h.svc.Unsubscribe(r.Context(), st, a, c)
		h.answer(w, r, http.StatusOK, sub, err)
	case c == "unsubscribe":
		id, err := user(r)
		if err != nil {
			h.fail(w, r, err)
			return
		}
		sub, err := h.svc.UnsubscribeByPathEmail(r.Context(), id, a, b)
		h.answer(w, r, http.StatusOK, sub, err)
	default:
		h.fail(w, r, bff.Errorf(bff.CodeNotFound, "No such route."))
	}
}

func (h *handler) sendCode(w http.ResponseWriter, r *http.Request) {
	st, err := site(r)
	if err != nil {
		h.fail(w, r, err)
		return
	}
	var in wire.LinkRequest
	if err := respond.Decode(w, r, &in); err != nil {
		h.fail(w, r, err)
		return
	}
	err = h.svc.SendUnsubscribeCode(r.Context(), st, r.PathValue("id"), in)
	h.answer(w, r, http.StatusOK, map[string]string{"status": "sent"}, err)
}

func (h *handler) activate(w http.ResponseWriter, r *http.Request) {
	st, err := site(r)
	if err != nil {
		h.fail(w, r, err)
		return
	}
	sub, err := h.svc.Activate(r.Context(), st, r.PathValue("id"), r.PathValue("authCode"))
	h.answer(w, r, http.StatusOK, sub, err)
}

func (h *handler) resend(w http.ResponseWriter, r *http.Request) {
	st, err := site(r)
	if err != nil {
		h.fail(w, r, err)
		return
	}
	var in wire.LinkRequest
	if err := respond.Decode(w, r, &in); err != nil {
		h.fail(w, r, err)
		return
	}
	sub, err := h.svc.ResendActivation(r.Context(), st, r.PathValue("id"), in)
	h.answer(w, r, http.StatusOK, sub, err)
}

func (h *handler) prep(w http.ResponseWriter, r *http.Request) {
	var in wire.PrepRequest
	if err := respond.Decode(w, r, &in); err != nil {
		h.fail(w, r, err)
		return
	}
	err := h.svc.Prep(r.Context(), in.UserID)
	h.answer(w, r, http.StatusOK, map[string]string{"status": "ok"}, err)
}
