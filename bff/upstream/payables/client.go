package payables

import (
	"context"
	"net/http"
	"net/url"
	"time"

	"github.com/payhub/payhub/bff"
	"github.com/payhub/payhub/bff/upstream"
)

// Per-call budgets of the payables service. The specification names none;
// payables come from the counties' own systems behind the service, which
// can be slow, so reads get more room than configuration does. Bulk search
// answers many keys in one call and gets more still.
const (
	ReadTimeout       = 10 * time.Second
	BulkSearchTimeout = 20 * time.Second
)

// Accept-Language values sent with every call (spec 001 §7 "Payables
// service": default en-US,en).
const (
	AcceptEnglish = "en-US,en"
	AcceptSpanish = "es-US,es"
)

// Client is the typed client of the payables service (spec 001 §7). Every
// call sends Accept-Language for the language asked for, English unless
// Spanish.
type Client struct {
	c *upstream.Client
}

// NewClient returns the payables client over c, whose base URL is the
// service's (e.g. http://127.0.0.1:8090/svc/payables).
func NewClient(c *upstream.Client) *Client { return &Client{c: c} }

// acceptLanguage is the Accept-Language header for lang.
func acceptLanguage(lang bff.Language) http.Header {
	v := AcceptEnglish
	if lang == bff.Spanish {
		v = AcceptSpanish
	}
	return http.Header{"Accept-Language": {v}}
}

// Get returns the payable at path (GET /v0/{encoded path}); an unknown path
// is bff.CodeNotFound.
func (c *Client) Get(ctx context.Context, path string, lang bff.Language) (Payable, error) {
	var out Payable
	err := c.c.Do(ctx, upstream.Call{
		Method:  http.MethodGet,
		Path:    "/v0/" + url.PathEscape(path),
		Route:   "GET /v0/{path}",
		Header:  acceptLanguage(lang),
		Timeout: ReadTimeout,
	}, &out)
	return out, err
}

// Retrieve returns the payables at paths (POST /v0/retrieve). Unknown paths
// are left out, and then IsSuccess is false.
func (c *Client) Retrieve(ctx context.Context, paths []string, lang bff.Language) (RetrieveResponse, error) {
	var out RetrieveResponse
	err := c.c.Do(ctx, upstream.Call{
		Method:  http.MethodPost,
		Path:    "/v0/retrieve",
		Route:   "POST /v0/retrieve",
		Header:  acceptLanguage(lang),
		Body:    RetrieveRequest{Paths: paths},
		Timeout: ReadTimeout,
	}, &out)
	return out, err
}

// Search searches adaptor's payables (POST /v0/{adaptor}). No match is an
// empty answer, not an error; an unknown adaptor is bff.CodeNotFound.
func (c *Client) Search(ctx context.Context, adaptor string, req SearchRequest, lang bff.Language) (SearchResponse, error) {
	var out SearchResponse
	err := c.c.Do(ctx, upstream.Call{
		Method:  http.MethodPost,
		Path:    "/v0/" + url.PathEscape(adaptor),
		Route:   "POST /v0/{adaptor}",
		Header:  acceptLanguage(lang),
		Body:    req,
		Timeout: ReadTimeout,
	}, &out)
	return out, err
}

// BulkSearch searches adaptor's payables for many keys at once (POST
// /v0/{adaptor}/bulk_search). Each key's answer, or its own error, is
// under BulkKey(key).
func (c *Client) BulkSearch(ctx context.Context, adaptor string, req BulkSearchRequest, lang bff.Language) (BulkSearchResponse, error) {
	var out BulkSearchResponse
	err := c.c.Do(ctx, upstream.Call{
		Method:  http.MethodPost,
		Path:    "/v0/" + url.PathEscape(adaptor) + "/bulk_search",
		Route:   "POST /v0/{adaptor}/bulk_search",
		Header:  acceptLanguage(lang),
		Body:    req,
		Timeout: BulkSearchTimeout,
	}, &out)
	return out, err
}

// Ping reports whether the service answers (GET /v0/ping, for /readyz). It
// sends Accept-Language too, like every payables call.
func (c *Client) Ping(ctx context.Context) error {
	return c.c.Do(ctx, upstream.Call{
		Method:  http.MethodGet,
		Path:    "/v0/ping",
		Route:   "GET /v0/ping",
		Header:  acceptLanguage(bff.English),
		Timeout: upstream.PingTimeout,
	}, nil)
}
