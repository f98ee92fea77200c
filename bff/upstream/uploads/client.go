package uploads

import (
	"context"
	"io"
	"mime/multipart"
	"net/http"
	"net/url"
	"strings"
	"time"

	"github.com/payhub/payhub/bff"
	"github.com/payhub/payhub/bff/upstream"
)

// CallTimeout bounds a create or a look-up; FileTimeout bounds passing a
// file through, at most MaxFileBytes on a slow link.
const (
	CallTimeout = 10 * time.Second
	FileTimeout = 2 * time.Minute
)

// Client is the typed client of the uploads service (API-59..61).
type Client struct {
	c *upstream.Client
}

// NewClient returns the client over c, whose base URL is the service's
// (e.g. http://127.0.0.1:8090/svc/uploads).
func NewClient(c *upstream.Client) *Client { return &Client{c: c} }

// Create makes an upload (API-60) for sourceTag, kept until retainUntil.
// Not retried: a retry would only make a second, unused upload.
func (c *Client) Create(ctx context.Context, sourceTag string, retainUntil time.Time) (CreateResponse, error) {
	var out CreateResponse
	err := c.c.Do(ctx, upstream.Call{Method: http.MethodPost, Path: UploadsPath, Route: "POST " + UploadsPath,
		Body:    CreateRequest{SourceTag: sourceTag, RetainUntil: retainUntil.UTC().Format(time.RFC3339)},
		Timeout: CallTimeout}, &out)
	return out, err
}

// Send posts content, named name, to uploadURI as multipart form data
// (API-61), streaming it, and returns the stored upload. uploadURI must be
// a path the service answered from Create: anything else (another host, a
// path outside the service) is refused before a byte is sent.
func (c *Client) Send(ctx context.Context, uploadURI, name string, content io.Reader) (Upload, error) {
	u, err := url.Parse(uploadURI)
	if err != nil || u.IsAbs() || u.Host != "" || !strings.HasPrefix(u.Path, "/v1/") || strings.Contains(u.Path, "..") {
		return Upload{}, bff.Errorf(bff.CodeInternal, "The uploads service answered an upload URI outside itself.")
	}
	pr, pw := io.Pipe()
	mw := multipart.NewWriter(pw)
	done := make(chan struct{})
	go func() {
		defer close(done)
		part, err := mw.CreateFormFile(FileField, name)
		if err == nil {
			_, err = io.Copy(part, content)
		}
		if err == nil {
			err = mw.Close()
		}
		// A failed read (a file over its limit, a client gone) breaks the
		// body, so the service stores nothing rather than a part of it.
		pw.CloseWithError(err)
	}()
	defer func() {
		pr.Close() // ends the copy if the call ends first
		<-done     // and content is not read after Send returns
	}()
	var out Upload
	err = c.c.Do(ctx, upstream.Call{Method: http.MethodPost, Path: u.EscapedPath(), Route: "POST {uploadUri}",
		Stream: pr, StreamType: mw.FormDataContentType(), Timeout: FileTimeout}, &out)
	return out, err
}

// Upload returns a stored upload.
func (c *Client) Upload(ctx context.Context, id string) (Upload, error) {
	var out Upload
	err := c.c.Do(ctx, upstream.Call{Path: UploadsPath + "/" + url.PathEscape(id), Route: "GET " + UploadsPath + "/{id}",
		Timeout: CallTimeout}, &out)
	return out, err
}

// Ping reports whether the service answers (GET /v1/ping; API-59).
func (c *Client) Ping(ctx context.Context) error { return c.c.Ping(ctx, "/v1/ping") }
