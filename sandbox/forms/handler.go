package forms

import (
	"encoding/json"
	"errors"
	"log/slog"
	"mime"
	"net/http"
	"strings"

	"github.com/payhub/payhub/bff"
	wire "github.com/payhub/payhub/bff/upstream/forms"
	"github.com/payhub/payhub/sandbox/internal/respond"
)

// MaxSubmitBytes bounds a submission's body: a drawn signature of
// wire.MaxSignaturePNG bytes is 4/3 as long in base64, beside the fields.
// A larger PNG is still read far enough to be refused as too large.
const MaxSubmitBytes = 3 << 20

type handler struct {
	svc    *Service
	logger *slog.Logger
}

// NewHandler returns the service's routes, relative to its base path
// (/svc/forms).
func NewHandler(svc *Service, logger *slog.Logger) http.Handler {
	if logger == nil {
		logger = slog.New(slog.DiscardHandler)
	}
	h := handler{svc: svc, logger: logger}
	mux := http.NewServeMux()
	mux.HandleFunc("GET /v1/ping", func(w http.ResponseWriter, r *http.Request) {
		respond.JSON(w, http.StatusOK, map[string]string{"status": "ok"})
	})
	mux.HandleFunc("GET "+wire.FormsPath, h.forms)
	mux.HandleFunc("POST "+wire.SubmissionsPath, h.submit)
	mux.HandleFunc("GET "+wire.SubmissionsPath, h.submissions)
	return respond.Routes(mux, logger)
}

func (h handler) forms(w http.ResponseWriter, r *http.Request) {
	q := r.URL.Query()
	all, err := h.svc.Forms(r.Context(), q.Get("client"), q.Get("site"))
	if err != nil {
		respond.Error(w, r, h.logger, err)
		return
	}
	if all == nil {
		all = []wire.Form{}
	}
	respond.JSON(w, http.StatusOK, wire.FormsResponse{Forms: all})
}

func (h handler) submit(w http.ResponseWriter, r *http.Request) {
	var req wire.SubmitRequest
	if err := decode(w, r, &req); err != nil {
		respond.Error(w, r, h.logger, err)
		return
	}
	sub, err := h.svc.Submit(r.Context(), strings.TrimSpace(r.Header.Get("Idempotency-Key")), req)
	if errors.Is(err, ErrKeyMismatch) {
		respond.JSON(w, http.StatusUnprocessableEntity, respond.ErrorBody{Error: respond.ErrorDetail{
			Code: wire.ErrorCodeKeyReused, Message: "This Idempotency-Key filed another request."}})
		return
	}
	if err != nil {
		respond.Error(w, r, h.logger, err)
		return
	}
	h.logger.InfoContext(r.Context(), "form filed", "id", sub.ID, "client", sub.Client, "site", sub.Site, "slug", sub.Slug)
	respond.JSON(w, http.StatusCreated, sub)
}

func (h handler) submissions(w http.ResponseWriter, r *http.Request) {
	q := r.URL.Query()
	subs, err := h.svc.Submissions(r.Context(), q.Get("client"), q.Get("site"), strings.TrimSpace(r.Header.Get(wire.UserIDHeader)))
	if err != nil {
		respond.Error(w, r, h.logger, err)
		return
	}
	if subs == nil {
		subs = []wire.Submission{}
	}
	respond.JSON(w, http.StatusOK, wire.SubmissionsResponse{Submissions: subs})
}

// decode reads a JSON submission of at most MaxSubmitBytes: the shared
// decoder's 1 MiB would refuse a drawn signature the rules allow.
func decode(w http.ResponseWriter, r *http.Request, v any) error {
	if mt, _, err := mime.ParseMediaType(r.Header.Get("Content-Type")); err != nil || mt != "application/json" {
		return bff.Errorf(bff.CodeInvalid, "Send the request body as application/json.")
	}
	if err := json.NewDecoder(http.MaxBytesReader(w, r.Body, MaxSubmitBytes)).Decode(v); err != nil {
		var tooLarge *http.MaxBytesError
		if errors.As(err, &tooLarge) {
			return bff.Wrap(err, bff.CodeInvalid, "The request body is too large: a drawn signature is at most 2,000,000 bytes.")
		}
		return bff.Wrap(err, bff.CodeInvalid, "The request body is not a form submission.")
	}
	return nil
}
