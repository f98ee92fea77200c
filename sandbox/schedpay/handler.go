package schedpay

import (
	"encoding/json"
	"log/slog"
	"net/http"
	"strings"

	"github.com/payhub/payhub/bff"
	"github.com/payhub/payhub/bff/upstream/history"
	wire "github.com/payhub/payhub/bff/upstream/schedpay"
	"github.com/payhub/payhub/sandbox/internal/respond"
)

// UserIDHeader names the calling user, as the history service's does.
const UserIDHeader = history.UserIDHeader

// handler serves the service's routes.
type handler struct {
	svc    *Service
	runner *Runner
	logger *slog.Logger
	// tenders, WithAdmin's, removes the staff-entered tender of a plan
	// canceled by its payer (releaseTenders); nil leaves tenders alone.
	tenders Tenders
}

// NewHandler returns the service's routes, relative to its base path
// (/svc/schedpay): every call of API-47..54 and, WithAdmin, the staff
// calls under wire.AdminPlansPath.
func NewHandler(runner *Runner, logger *slog.Logger, opts ...Option) http.Handler {
	if logger == nil {
		logger = slog.New(slog.DiscardHandler)
	}
	var o options
	for _, opt := range opts {
		opt(&o)
	}
	h := &handler{svc: runner.svc, runner: runner, logger: logger}
	if o.admin != nil {
		h.tenders = o.admin.Tenders
	}
	mux := http.NewServeMux()
	mux.HandleFunc("GET /v2/ping", func(w http.ResponseWriter, r *http.Request) {
		respond.JSON(w, http.StatusOK, map[string]string{"status": "ok"})
	})
	mux.HandleFunc("POST /v2/plans", h.create)
	mux.HandleFunc("GET /v2/plans/{id}", h.get)
	mux.HandleFunc("PATCH /v2/plans/{id}", h.update)
	mux.HandleFunc("GET /v2/plans/{id}/runs", h.runs)
	mux.HandleFunc("POST /v2/plans/{id}/runs", h.runNow)
	mux.HandleFunc("POST /v2/plans/action/search", h.search)
	mux.HandleFunc("POST /v2/plans/action/checkExistence", h.exists)
	if o.admin != nil {
		adminRoutes(mux, h, o.admin)
	}
	return respond.Routes(mux, logger)
}

// fail answers err: a refusal with its own code and status, anything else
// through the sandbox's shared table.
func (h *handler) fail(w http.ResponseWriter, r *http.Request, err error) {
	if status, code, msg, ok := errorParts(err); ok {
		respond.JSON(w, status, respond.ErrorBody{Error: respond.ErrorDetail{Code: code, Message: msg}})
		return
	}
	respond.Error(w, r, h.logger, err)
}

// caller reads the calling user; every plan call names one.
func caller(r *http.Request) (Caller, error) {
	c := Caller{UserID: strings.TrimSpace(r.Header.Get(UserIDHeader)), Admin: strings.TrimSpace(r.Header.Get(AdminUserHeader))}
	if c.UserID == "" {
		return c, bff.Errorf(bff.CodeUnauthorized, "Name the calling user (%s).", UserIDHeader)
	}
	return c, nil
}

// flag reads a query flag: 1 or true.
func flag(r *http.Request, name string) bool {
	v := r.URL.Query().Get(name)
	return v == "1" || strings.EqualFold(v, "true")
}

func (h *handler) create(w http.ResponseWriter, r *http.Request) {
	c, err := caller(r)
	if err != nil {
		h.fail(w, r, err)
		return
	}
	var in wire.PlanPayload
	if err := respond.Decode(w, r, &in); err != nil {
		h.fail(w, r, err)
		return
	}
	p, err := h.svc.Create(r.Context(), c, strings.TrimSpace(r.Header.Get("Idempotency-Key")), in)
	if err != nil {
		h.fail(w, r, err)
		return
	}
	respond.JSON(w, http.StatusCreated, wire.CreateResponse{ID: p.ID})
}

func (h *handler) get(w http.ResponseWriter, r *http.Request) {
	c, err := caller(r)
	if err != nil {
		h.fail(w, r, err)
		return
	}
	p, err := h.svc.Get(r.Context(), c, r.PathValue("id"), flag(r, "includeSummary"), flag(r, "includeInactive"))
	if err != nil {
		h.fail(w, r, err)
		return
	}
	respond.JSON(w, http.StatusOK, p)
}

func (h *handler) update(w http.ResponseWriter, r *http.Request) {
	c, err := caller(r)
	if err != nil {
		h.fail(w, r, err)
		return
	}
	ch, err := decodeChange(w, r)
	if err != nil {
		h.fail(w, r, err)
		return
	}
	before, p, err := h.svc.update(r.Context(), c, r.PathValue("id"), ch, "")
	if err == nil {
		err = h.releaseTenders(r.Context(), before, p)
	}
	if err != nil {
		h.fail(w, r, err)
		return
	}
	respond.JSON(w, http.StatusOK, p)
}

func (h *handler) runs(w http.ResponseWriter, r *http.Request) {
	c, err := caller(r)
	if err != nil {
		h.fail(w, r, err)
		return
	}
	runs, err := h.svc.Runs(r.Context(), c, r.PathValue("id"), flag(r, "includeFuture"))
	if err != nil {
		h.fail(w, r, err)
		return
	}
	respond.JSON(w, http.StatusOK, wire.RunsResponse{Runs: runs})
}

func (h *handler) runNow(w http.ResponseWriter, r *http.Request) {
	c, err := caller(r)
	if err != nil {
		h.fail(w, r, err)
		return
	}
	runs, err := h.runner.RunNow(r.Context(), c, r.PathValue("id"), strings.TrimSpace(r.Header.Get("Idempotency-Key")))
	if err != nil {
		h.fail(w, r, err)
		return
	}
	respond.JSON(w, http.StatusOK, wire.RunsResponse{Runs: runs})
}

func (h *handler) search(w http.ResponseWriter, r *http.Request) {
	var req wire.SearchRequest
	if err := respond.Decode(w, r, &req); err != nil {
		h.fail(w, r, err)
		return
	}
	plans, err := h.svc.Search(r.Context(), req)
	if err != nil {
		h.fail(w, r, err)
		return
	}
	respond.JSON(w, http.StatusOK, wire.SearchResponse{Plans: plans})
}

func (h *handler) exists(w http.ResponseWriter, r *http.Request) {
	var req wire.ExistenceRequest
	if err := respond.Decode(w, r, &req); err != nil {
		h.fail(w, r, err)
		return
	}
	ok, err := h.svc.Exists(r.Context(), req)
	if err != nil {
		h.fail(w, r, err)
		return
	}
	respond.JSON(w, http.StatusOK, wire.ExistenceResponse{Exists: ok})
}

// decodeChange reads a PATCH body: the payload and which keys it sent.
func decodeChange(w http.ResponseWriter, r *http.Request) (Change, error) {
	var raw map[string]json.RawMessage
	if err := respond.Decode(w, r, &raw); err != nil {
		return Change{}, err
	}
	ch := Change{Sent: map[string]bool{}}
	for k := range raw {
		ch.Sent[k] = true
	}
	// The keys were read once; the payload is the same JSON object.
	whole, err := json.Marshal(raw)
	if err == nil {
		err = json.Unmarshal(whole, &ch.Payload)
	}
	if err != nil {
		return Change{}, bff.Wrap(err, bff.CodeInvalid, "The request body is not a plan payload.")
	}
	return ch, nil
}
