package bff

import (
	"context"
	"log/slog"
)

type requestIDKey struct{}

// WithRequestID returns ctx carrying the request id id.
func WithRequestID(ctx context.Context, id string) context.Context {
	return context.WithValue(ctx, requestIDKey{}, id)
}

// RequestID returns the request id carried by ctx, or "".
func RequestID(ctx context.Context) string {
	id, _ := ctx.Value(requestIDKey{}).(string)
	return id
}

// LogHandler wraps a slog.Handler so that every record logged with a
// context carrying a request id gets a request_id attribute: one grep finds
// every line of one request, across the BFF and its upstream calls. It
// also masks every card number in the message and the attributes
// (MaskCardNumbers), so that no log line carries one, whatever a path, a
// query or an upstream's error text held.
type LogHandler struct {
	slog.Handler
}

// Handle masks card numbers, adds the request id from ctx, if any, and
// passes the record on.
func (h LogHandler) Handle(ctx context.Context, r slog.Record) error {
	masked := slog.NewRecord(r.Time, r.Level, MaskCardNumbers(r.Message), r.PC)
	r.Attrs(func(a slog.Attr) bool {
		masked.AddAttrs(maskAttr(a))
		return true
	})
	if id := RequestID(ctx); id != "" {
		masked.AddAttrs(slog.String("request_id", id))
	}
	return h.Handler.Handle(ctx, masked)
}

// WithAttrs masks attrs and keeps the wrapper around the derived handler.
func (h LogHandler) WithAttrs(attrs []slog.Attr) slog.Handler {
	return LogHandler{h.Handler.WithAttrs(maskAttrs(attrs))}
}

// WithGroup keeps the wrapper around the derived handler.
func (h LogHandler) WithGroup(name string) slog.Handler {
	return LogHandler{h.Handler.WithGroup(name)}
}
