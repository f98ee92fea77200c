package http

import (
	"context"
	"encoding/json"
	"errors"
	"net/http"
	"strings"

	"github.com/gin-gonic/gin"

	"github.com/payhub/payhub/bff"
	"github.com/payhub/payhub/bff/diag"
)

// Diagnostics forwards a page's diagnostics and request logs (spec 001 §7
// "Diagnostics"; diag.Diagnostics).
type Diagnostics interface {
	Record(ctx context.Context, typ, client, site, pageURL string, fields map[string]any) error
}

// ErrorReporter reports failed requests, sampled (spec 001 §8;
// diag.ErrorReports).
type ErrorReporter interface {
	Report(ctx context.Context, e diag.ErrorReport) bool
}

// Limits of one diagnostics post. The specification names none; a page's
// diagnostics are a few kilobytes.
const (
	maxDiagBody = 64 << 10
	maxDiagURL  = 2048
)

// errorCodeKey holds the code of the error a request answered (writeError).
const errorCodeKey = "payhub.errorCode"

// diagBody is a diagnostics post: the page's url and its diagnostics,
// nested objects allowed.
type diagBody struct {
	URL         string         `json:"url"`
	Diagnostics map[string]any `json:"diagnostics"`
}

// postDiag answers POST /bff/v1/{client}/{site}/diag: the page's
// diagnostics, to the {app}.diag queue (DIAG-01).
func (h *handlers) postDiag(c *gin.Context) { h.recordDiag(c, diag.KindDiagnostics) }

// postRequestLog answers POST /bff/v1/{client}/{site}/request-log: an HTTP
// request log, to the {app}.request queue (API-118).
func (h *handlers) postRequestLog(c *gin.Context) { h.recordDiag(c, diag.KindRequestLog) }

// recordDiag forwards one post of typ: 202 once the gateway has the
// message.
func (h *handlers) recordDiag(c *gin.Context, typ string) {
	{
		dec := json.NewDecoder(http.MaxBytesReader(c.Writer, c.Request.Body, maxDiagBody))
		dec.UseNumber()
		var body diagBody
		if err := dec.Decode(&body); err != nil {
			var tooBig *http.MaxBytesError
			if errors.As(err, &tooBig) {
				writeError(c, bff.Errorf(bff.CodeInvalid, "The diagnostics are larger than %d bytes.", maxDiagBody),
					http.StatusRequestEntityTooLarge)
				return
			}
			writeError(c, bff.Errorf(bff.CodeInvalid, "The diagnostics are not a JSON object."), 0)
			return
		}
		if body.URL == "" || len(body.URL) > maxDiagURL {
			writeError(c, bff.Errorf(bff.CodeInvalid, "The page url is missing or too long."), 0)
			return
		}
		client, site := strings.ToLower(c.Param("client")), strings.ToLower(c.Param("site"))
		if body.Diagnostics == nil {
			body.Diagnostics = map[string]any{}
		}
		err := h.d.Diagnostics.Record(c.Request.Context(), typ, client, site, body.URL, body.Diagnostics)
		switch {
		case err == nil:
			c.JSON(http.StatusAccepted, gin.H{"accepted": true})
		case bff.ErrorCode(err) == bff.CodeInvalid:
			writeError(c, err, 0)
		default:
			writeError(c, bff.Wrap(err, bff.CodeUnavailable, "Diagnostics could not be sent."), 0)
		}
	}
}

// errorReports reports every answer of 500 or above, with the code of its
// error, to r (sampled there). Failures of the diagnostics routes are not
// reported: they go to the same gateway that just failed.
func errorReports(r ErrorReporter) gin.HandlerFunc {
	return func(c *gin.Context) {
		c.Next()
		status := c.Writer.Status()
		route := c.FullPath()
		if r == nil || status < 500 || strings.HasSuffix(route, "/diag") || strings.HasSuffix(route, "/request-log") {
			return
		}
		code := bff.CodeInternal
		if v, ok := c.Get(errorCodeKey); ok {
			code = v.(bff.Code)
		}
		if route == "" {
			route = "unmatched"
		}
		r.Report(context.WithoutCancel(c.Request.Context()), diag.ErrorReport{
			Client: strings.ToLower(c.Param("client")), Site: strings.ToLower(c.Param("site")),
			Code: code, Status: status, Route: route, Method: c.Request.Method,
			RequestID: bff.RequestID(c.Request.Context()),
		})
	}
}
