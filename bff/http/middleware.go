package http

import (
	"crypto/rand"
	"encoding/hex"
	"fmt"
	"log/slog"
	"net/http"
	"regexp"
	"time"

	"github.com/gin-gonic/gin"

	"github.com/payhub/payhub/bff"
)

const loggerKey = "payhub.logger"

// validRequestID accepts an incoming X-Request-Id only when it is short and
// plain, so a caller cannot inject text into the logs.
var validRequestID = regexp.MustCompile(`^[A-Za-z0-9._-]{8,64}$`)

// requestID gives every request an id (the caller's X-Request-Id when it is
// well-formed, else a fresh one), puts it in the context for logs and
// upstream calls, and echoes it in the response.
func requestID() gin.HandlerFunc {
	return func(c *gin.Context) {
		id := c.GetHeader("X-Request-Id")
		if !validRequestID.MatchString(id) {
			id = newID()
		}
		c.Request = c.Request.WithContext(bff.WithRequestID(c.Request.Context(), id))
		c.Header("X-Request-Id", id)
		c.Next()
	}
}

func newID() string {
	var b [12]byte
	_, _ = rand.Read(b[:])
	return hex.EncodeToString(b[:])
}

// recovery turns a panic into a logged internal error.
func recovery(log *slog.Logger) gin.HandlerFunc {
	return func(c *gin.Context) {
		defer func() {
			if v := recover(); v != nil {
				if v == http.ErrAbortHandler {
					panic(v)
				}
				log.ErrorContext(c.Request.Context(), "panic serving request", slog.String("panic", fmt.Sprint(v)))
				writeError(c, bff.Errorf(bff.CodeInternal, "%s", bff.GenericMessage), http.StatusInternalServerError)
			}
		}()
		c.Next()
	}
}

// accessLog logs one line per request and records its metrics by route
// template.
func accessLog(log *slog.Logger, m Metrics) gin.HandlerFunc {
	return func(c *gin.Context) {
		c.Set(loggerKey, log)
		start := time.Now()
		c.Next()
		d := time.Since(start)
		route := c.FullPath()
		if route == "" {
			route = "unmatched"
		}
		status := c.Writer.Status()
		if m != nil {
			m.ObserveRequest(route, c.Request.Method, status, d)
		}
		if route == "/healthz" || route == "/metrics" {
			return
		}
		log.LogAttrs(c.Request.Context(), slog.LevelInfo, "request",
			slog.String("method", c.Request.Method),
			slog.String("route", route),
			slog.String("path", loggedPath(c.Request.URL.Path)),
			slog.Int("status", status),
			slog.Duration("duration", d),
			slog.Int("bytes", c.Writer.Size()),
		)
	}
}

func logger(c *gin.Context) *slog.Logger {
	if l, ok := c.Get(loggerKey); ok {
		return l.(*slog.Logger)
	}
	return slog.New(slog.DiscardHandler)
}
