package upstream

import (
	"context"

	"github.com/payhub/payhub/bff"
)

// RequestIDHeader is the header that carries the request id to upstreams.
const RequestIDHeader = "X-Request-Id"

// WithRequestID returns a copy of ctx carrying the request id id; every
// upstream call made with it forwards id as X-Request-Id, so one user request
// can be followed through every service it touched. It is bff.WithRequestID:
// the HTTP layer, the logs and the upstream calls share one context key.
func WithRequestID(ctx context.Context, id string) context.Context {
	return bff.WithRequestID(ctx, id)
}

// RequestID returns the request id carried by ctx, or "" if there is none.
func RequestID(ctx context.Context) string {
	return bff.RequestID(ctx)
}
