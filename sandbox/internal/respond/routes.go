package respond

import (
	"fmt"
	"log/slog"
	"net/http"

	"github.com/payhub/payhub/bff"
)

// Routes serves mux, answering the requests that match no route with the
// JSON error shape instead of the mux's plain-text 404 and 405 pages.
func Routes(mux *http.ServeMux, logger *slog.Logger) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if h, pattern := mux.Handler(r); pattern == "" {
			// The mux's own fallback decides between 404 and 405 (and sets
			// Allow); only its status is kept.
			probe := &statusProbe{header: http.Header{}}
			h.ServeHTTP(probe, r)
			unmatched(w, r, logger, probe)
			return
		}
		mux.ServeHTTP(w, r)
	})
}

func unmatched(w http.ResponseWriter, r *http.Request, logger *slog.Logger, probe *statusProbe) {
	switch probe.status {
	case http.StatusMethodNotAllowed:
		if allow := probe.header.Get("Allow"); allow != "" {
			w.Header().Set("Allow", allow)
		}
		JSON(w, http.StatusMethodNotAllowed, ErrorBody{Error: ErrorDetail{
			Code:    "method_not_allowed",
			Message: fmt.Sprintf("Method %s is not allowed here.", r.Method),
		}})
	case http.StatusNotFound:
		Error(w, r, logger, bff.Errorf(bff.CodeNotFound, "No such resource."))
	default:
		Error(w, r, logger, bff.Errorf(bff.CodeInvalid, "The request cannot be routed."))
	}
}

// statusProbe records what the mux's fallback handler would answer.
type statusProbe struct {
	header http.Header
	status int
}

func (p *statusProbe) Header() http.Header { return p.header }

func (p *statusProbe) Write(b []byte) (int, error) {
	if p.status == 0 {
		p.status = http.StatusOK
	}
	return len(b), nil
}

func (p *statusProbe) WriteHeader(status int) {
	if p.status == 0 {
		p.status = status
	}
}

// Recover answers a panicking handler with the generic internal error and
// logs the panic, so that no stack trace or connection reset reaches the
// caller.
func Recover(next http.Handler, logger *slog.Logger) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		defer func() {
			if v := recover(); v != nil {
				if v == http.ErrAbortHandler {
					panic(v)
				}
				Error(w, r, logger, fmt.Errorf("panic: %v", v))
			}
		}()
		next.ServeHTTP(w, r)
	})
}
