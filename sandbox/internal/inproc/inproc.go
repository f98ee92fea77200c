// Package inproc lets a sandbox service call the sandbox's other services
// over HTTP without a network: a request to an inproc:// URL is served by
// the sandbox's own handler in the calling goroutine. The calls go through
// the same routes, decoding and rules as a browser's or the BFF's, and the
// sandbox needs no listener address to make them (tests serve it on a port
// chosen after it starts).
package inproc

import (
	"net/http"
	"net/http/httptest"
)

// Scheme is the URL scheme served in process.
const Scheme = "inproc"

// BaseURL is the base URL of the sandbox's handler over Transport.
const BaseURL = Scheme + "://sandbox"

// Transport returns an HTTP transport that serves inproc:// requests with
// h and every other URL as http.Transport does.
func Transport(h http.Handler) *http.Transport {
	t := &http.Transport{}
	t.RegisterProtocol(Scheme, handlerTransport{h: h})
	return t
}

// handlerTransport serves a request with a handler.
type handlerTransport struct{ h http.Handler }

// RoundTrip serves req with the handler as a server would receive it.
func (t handlerTransport) RoundTrip(req *http.Request) (*http.Response, error) {
	in := req.Clone(req.Context())
	in.RequestURI = req.URL.RequestURI()
	in.RemoteAddr = "127.0.0.1:0"
	if in.Body == nil {
		in.Body = http.NoBody
	}
	rec := httptest.NewRecorder()
	t.h.ServeHTTP(rec, in)
	res := rec.Result()
	res.Request = req
	return res, nil
}
