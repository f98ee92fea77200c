package forms

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"io"
	"math"
	"net/http"

	"github.com/payhub/payhub/bff"
	"github.com/payhub/payhub/bff/texts"
	"github.com/payhub/payhub/bff/upstream"
	wire "github.com/payhub/payhub/bff/upstream/forms"
	"github.com/payhub/payhub/bff/upstream/uploads"
)

// UploadView is a file the BFF passed to the uploads service (UPL-01):
// the id the filing names it by, its sanitised name, size and sniffed type.
type UploadView struct {
	UploadID  string `json:"uploadId"`
	Name      string `json:"name"`
	SizeBytes int64  `json:"sizeBytes"`
	MimeType  string `json:"mimeType"`
}

// errTooLarge marks a file cut off at its size limit.
var errTooLarge = errors.New("forms: the file is larger than allowed")

// capped passes r on, up to one byte more than max and then ends, so that
// a file too large is cut off while it streams, never read whole: the
// uploads service receives a whole form whose file is over its limit, and
// refuses it itself, keeping nothing, before it answers.
type capped struct {
	r    io.Reader
	left int64 // bytes that may still pass, plus the one that tells
	// over is set once the file went past its limit.
	over bool
	// err is the first failure of r other than its end.
	err error
}

func (c *capped) Read(p []byte) (int, error) {
	if c.left <= 0 {
		c.over = true
		return 0, io.EOF
	}
	if int64(len(p)) > c.left {
		p = p[:c.left]
	}
	n, err := c.r.Read(p)
	c.left -= int64(n)
	if err != nil && !errors.Is(err, io.EOF) && c.err == nil {
		c.err = err
	}
	return n, err
}

// Upload passes the file content, named name, for the upload field of form
// slug to the uploads service (UPL-02..05): the file must be one of the
// allowed types by its content (sniffed here before anything is sent, and
// again by the service), not empty, and at most uploads.MaxFileBytes, cut
// off while it streams. sizeHint is the request's declared length, for the
// message about a file too large (0: unknown). Each refusal is worded in
// req's language, and nothing is stored.
func (s *Service) Upload(ctx context.Context, req Request, slug, field, name string, sizeHint int64, content io.Reader) (UploadView, error) {
	f, err := s.form(ctx, req, slug)
	if err != nil {
		return UploadView{}, err
	}
	if !hasUploadField(f, field) {
		return UploadView{}, texts.Error(bff.CodeInvalid, texts.UploadNotAField, req.Lang, nil)
	}
	if req.Scope == "" {
		// An upload is bound to its session: without one, nothing could
		// ever file it.
		return UploadView{}, texts.Error(bff.CodeUnauthorized, texts.UploadNoSession, req.Lang, nil)
	}
	clean := uploads.SanitizeName(name)
	head := make([]byte, uploads.SniffBytes)
	n, err := io.ReadFull(content, head)
	switch {
	case errors.Is(err, io.EOF) || (err == nil || errors.Is(err, io.ErrUnexpectedEOF)) && n == 0:
		return UploadView{}, fileError(texts.UploadEmpty, req.Lang, clean, nil)
	case err != nil && !errors.Is(err, io.ErrUnexpectedEOF):
		return UploadView{}, s.readError(req.Lang, clean, sizeHint, fmt.Errorf("%w: %w", upstream.ErrCallerBody, err))
	}
	head = head[:n]
	if uploads.Sniff(head) == "" {
		return UploadView{}, fileError(texts.UploadWrongType, req.Lang, clean, map[string]string{"types": uploads.AllowedTypesText})
	}
	body := &capped{r: io.MultiReader(bytes.NewReader(head), content), left: uploads.MaxFileBytes + 1}
	tag := wire.UploadTag(req.Client, req.Site, slug, field, wire.UploadOwner(req.Scope))
	created, err := s.uploads.Create(ctx, tag, s.now().Add(Retention))
	var status *upstream.StatusError
	if errors.As(err, &status) && status.Status == http.StatusTooManyRequests {
		return UploadView{}, texts.Error(bff.CodeRateLimited, texts.UploadTooManyPending, req.Lang, err)
	}
	if err != nil {
		return UploadView{}, fileError(texts.UploadFailed, req.Lang, clean, nil, err)
	}
	u, err := s.uploads.Send(ctx, created.UploadURI, clean, body)
	if err == nil && (body.over || body.left <= 0) {
		// The service must have refused a file over the limit; it did not.
		return UploadView{}, s.readError(req.Lang, clean, sizeHint, errTooLarge)
	}
	if err != nil {
		switch {
		case body.over || body.left <= 0:
			err = errors.Join(errTooLarge, err)
		case body.err != nil:
			err = errors.Join(body.err, err)
		}
		return UploadView{}, s.readError(req.Lang, clean, sizeHint, err)
	}
	return UploadView{UploadID: u.ID, Name: u.Name, SizeBytes: u.SizeBytes, MimeType: u.MimeType}, nil
}

// readError words a failure to read or pass on a file: too large (also
// when the request body's own cap cut it), else the generic ERR-98, a 400
// when the client's own body broke (upstream.ErrCallerBody).
func (s *Service) readError(lang bff.Language, name string, sizeHint int64, err error) error {
	var capErr *http.MaxBytesError
	if errors.Is(err, errTooLarge) || errors.As(err, &capErr) {
		size := max(int64(uploads.MaxFileBytes+1), sizeHint)
		return fileError(texts.UploadTooLarge, lang, name, map[string]string{
			"size": sizeText(size), "max": sizeText(uploads.MaxFileBytes)}, err)
	}
	var status *upstream.StatusError
	if errors.As(err, &status) && status.Status == http.StatusUnprocessableEntity {
		// The service read the whole file and refused what the start did
		// not show (a program or an archive inside an allowed type): its
		// type, not a failure to try again.
		return fileError(texts.UploadWrongType, lang, name, map[string]string{"types": uploads.AllowedTypesText}, err)
	}
	out := fileError(texts.UploadFailed, lang, name, nil, err)
	if errors.Is(err, upstream.ErrCallerBody) {
		// The client's own body broke (a truncated upload): its request
		// was bad, the service did not fail.
		var be *bff.Error
		if errors.As(out, &be) {
			be.Code = bff.CodeInvalid
		}
	}
	return out
}

// fileError is the refusal key about file name, with more slots.
func fileError(key string, lang bff.Language, name string, slots map[string]string, cause ...error) error {
	all := map[string]string{"name": name}
	for k, v := range slots {
		all[k] = v
	}
	code := bff.CodeUnprocessable
	if key == texts.UploadFailed {
		code = bff.CodeUpstreamFailed
	}
	return &bff.Error{Code: code, Message: texts.Fill(key, bff.English, all), DisplayMessage: texts.Fill(key, lang, all),
		Err: errors.Join(cause...)}
}

// sizeText writes n bytes for people: "10 MB", "10.5 MB", "512 KB".
func sizeText(n int64) string {
	switch {
	case n >= 1<<20 && n%(1<<20) == 0:
		return fmt.Sprintf("%d MB", n>>20)
	case n >= 1<<20:
		// Rounded up: a file over a limit never reads as the limit.
		return fmt.Sprintf("%.1f MB", math.Ceil(float64(n)*10/(1<<20))/10)
	case n >= 1<<10:
		return fmt.Sprintf("%d KB", n>>10)
	}
	return fmt.Sprintf("%d bytes", n)
}

// hasUploadField reports whether f has an upload field named field.
func hasUploadField(f wire.Form, field string) bool {
	for _, fd := range f.Fields {
		if fd.Name == field && fd.Kind == wire.KindUpload {
			return true
		}
	}
	return false
}

// FileField is the multipart field that carries a file to the BFF, as to
// the uploads service; MaxFileBytes is the largest file taken (UPL-04).
const (
	FileField    = uploads.FileField
	MaxFileBytes = uploads.MaxFileBytes
)
