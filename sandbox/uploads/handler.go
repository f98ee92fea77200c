package uploads

import (
	"errors"
	"io"
	"log/slog"
	"net/http"

	"github.com/payhub/payhub/bff"
	wire "github.com/payhub/payhub/bff/upstream/uploads"
	"github.com/payhub/payhub/sandbox/internal/respond"
)

// maxFormOverhead is what a multipart body may hold beside the file: part
// headers, boundaries and small fields.
const maxFormOverhead = 64 << 10

type handler struct {
	svc    *Service
	logger *slog.Logger
}

// NewHandler returns the service's routes, relative to its base path
// (/svc/uploads).
func NewHandler(svc *Service, logger *slog.Logger) http.Handler {
	if logger == nil {
		logger = slog.New(slog.DiscardHandler)
	}
	h := handler{svc: svc, logger: logger}
	mux := http.NewServeMux()
	mux.HandleFunc("GET /v1/ping", func(w http.ResponseWriter, r *http.Request) {
		respond.JSON(w, http.StatusOK, map[string]string{"status": "ok"})
	})
	mux.HandleFunc("POST "+wire.UploadsPath, h.create)
	mux.HandleFunc("GET "+wire.UploadsPath+"/{id}", h.get)
	mux.HandleFunc("POST "+TargetsPath+"/{token}", h.file)
	return respond.Routes(mux, logger)
}

func (h handler) create(w http.ResponseWriter, r *http.Request) {
	var req wire.CreateRequest
	if err := respond.Decode(w, r, &req); err != nil {
		respond.Error(w, r, h.logger, err)
		return
	}
	out, err := h.svc.Create(r.Context(), req)
	if err != nil {
		respond.Error(w, r, h.logger, err)
		return
	}
	respond.JSON(w, http.StatusCreated, out)
}

func (h handler) get(w http.ResponseWriter, r *http.Request) {
	u, err := h.svc.Upload(r.Context(), r.PathValue("id"))
	if err != nil {
		respond.Error(w, r, h.logger, err)
		return
	}
	respond.JSON(w, http.StatusOK, u)
}

// file takes the multipart body of an upload URI: the first part named
// wire.FileField with a file name is the file; any other part is skipped
// unread beyond the body's cap.
func (h handler) file(w http.ResponseWriter, r *http.Request) {
	r.Body = http.MaxBytesReader(w, r.Body, wire.MaxFileBytes+maxFormOverhead)
	mr, err := r.MultipartReader()
	if err != nil {
		respond.Error(w, r, h.logger, bff.Wrap(err, bff.CodeInvalid, "Send the file as multipart/form-data."))
		return
	}
	for {
		part, err := mr.NextPart()
		if errors.Is(err, io.EOF) {
			respond.Error(w, r, h.logger, bff.Errorf(bff.CodeInvalid, "The form has no %q file.", wire.FileField))
			return
		}
		if err != nil {
			var tooBig *http.MaxBytesError
			if errors.As(err, &tooBig) {
				respond.Error(w, r, h.logger, tooLarge("upload"))
				return
			}
			respond.Error(w, r, h.logger, bff.Wrap(err, bff.CodeInvalid, "The multipart form could not be read."))
			return
		}
		if part.FormName() != wire.FileField || part.FileName() == "" {
			continue
		}
		u, err := h.svc.Store(r.Context(), r.PathValue("token"), part.FileName(), part)
		if err != nil {
			respond.Error(w, r, h.logger, err)
			return
		}
		h.logger.InfoContext(r.Context(), "upload stored", "id", u.ID, "bytes", u.SizeBytes, "type", u.MimeType)
		respond.JSON(w, http.StatusCreated, u)
		return
	}
}
