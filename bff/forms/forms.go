package forms

import (
	"context"
	"io"
	"time"

	"github.com/payhub/payhub/bff"
	"github.com/payhub/payhub/bff/texts"
	wire "github.com/payhub/payhub/bff/upstream/forms"
	"github.com/payhub/payhub/bff/upstream/uploads"
)

// Upstream is the forms service (bff/upstream/forms.Client).
type Upstream interface {
	Forms(ctx context.Context, client, site string) ([]wire.Form, error)
	Submit(ctx context.Context, key string, r wire.SubmitRequest) (wire.Submission, error)
	Submissions(ctx context.Context, client, site, userID string) ([]wire.Submission, error)
}

// Uploader is the uploads service (bff/upstream/uploads.Client).
type Uploader interface {
	Create(ctx context.Context, sourceTag string, retainUntil time.Time) (uploads.CreateResponse, error)
	Send(ctx context.Context, uploadURI, name string, content io.Reader) (uploads.Upload, error)
}

// Retention is how long the uploads service keeps a file no filing
// holds yet; a filing that attaches it keeps it wire.AttachedRetention.
const Retention = wire.UnattachedRetention

// Request is who asks, where, in which language. User is "" for a guest;
// Email is the signed-in resident's address, which gets the copy. Scope is
// the session's: the resident, else the guest's session ("" without a
// session); its uploads are bound to it.
type Request struct {
	Client, Site string
	Lang         bff.Language
	UserID       string
	Email        string
	Scope        string
}

// Service is the forms of the BFF.
type Service struct {
	forms   Upstream
	uploads Uploader
	now     func() time.Time
}

// New returns the service over the two upstreams; now defaults to
// time.Now.
func New(forms Upstream, up Uploader, now func() time.Time) *Service {
	if now == nil {
		now = time.Now
	}
	return &Service{forms: forms, uploads: up, now: now}
}

// FieldView is one field of a form as the portal shows it.
type FieldView struct {
	Name      string `json:"name"`
	Kind      string `json:"kind"`
	Label     string `json:"label"`
	Hint      string `json:"hint,omitempty"`
	Required  bool   `json:"required"`
	MaxLength int    `json:"maxLength,omitempty"`
	Pattern   string `json:"pattern,omitempty"`
	// Multiple and MaxSizeBytes, Accept: an upload field's files (UPL-03, 04).
	Multiple     bool     `json:"multiple,omitempty"`
	MaxSizeBytes int64    `json:"maxSizeBytes,omitempty"`
	Accept       []string `json:"accept,omitempty"`
}

// SignatureView is what the signature pad shows (SIG-04, SIG-05, SIG-07).
type SignatureView struct {
	Placeholder    string `json:"placeholder"`
	Agreement      string `json:"agreement"`
	MaxTypedLength int    `json:"maxTypedLength"`
	MaxPNGBytes    int    `json:"maxPngBytes"`
}

// FormView is a form in the asked language.
type FormView struct {
	Slug        string        `json:"slug"`
	Title       string        `json:"title"`
	Description string        `json:"description"`
	Fields      []FieldView   `json:"fields"`
	Signature   SignatureView `json:"signature"`
}

// Summary names a form in the site's list.
type Summary struct {
	Slug  string `json:"slug"`
	Title string `json:"title"`
}

// List returns the site's forms.
func (s *Service) List(ctx context.Context, req Request) ([]Summary, error) {
	all, err := s.forms.Forms(ctx, req.Client, req.Site)
	if err != nil {
		return nil, err
	}
	out := make([]Summary, 0, len(all))
	for _, f := range all {
		out = append(out, Summary{Slug: f.Slug, Title: f.Title.In(req.Lang)})
	}
	return out, nil
}

// form returns the site's form slug, or the localized not-found error.
func (s *Service) form(ctx context.Context, req Request, slug string) (wire.Form, error) {
	all, err := s.forms.Forms(ctx, req.Client, req.Site)
	if err != nil {
		return wire.Form{}, err
	}
	for _, f := range all {
		if f.Slug == slug {
			return f, nil
		}
	}
	return wire.Form{}, texts.Error(bff.CodeNotFound, texts.FormNotFound, req.Lang, nil)
}

// Form returns the form slug in req's language.
func (s *Service) Form(ctx context.Context, req Request, slug string) (FormView, error) {
	f, err := s.form(ctx, req, slug)
	if err != nil {
		return FormView{}, err
	}
	v := FormView{Slug: f.Slug, Title: f.Title.In(req.Lang), Description: f.Description.In(req.Lang),
		Fields: make([]FieldView, 0, len(f.Fields)),
		Signature: SignatureView{Placeholder: texts.Message(texts.SigPlaceholder, req.Lang),
			Agreement: texts.Message(texts.SigAgreement, req.Lang), MaxTypedLength: wire.MaxTypedSignature,
			MaxPNGBytes: wire.MaxSignaturePNG}}
	for _, fd := range f.Fields {
		fv := FieldView{Name: fd.Name, Kind: fd.Kind, Label: fd.Label.In(req.Lang), Hint: fd.Hint.In(req.Lang),
			Required: fd.Required, MaxLength: fd.MaxLength, Pattern: fd.Pattern, Multiple: fd.Multiple}
		if fd.Kind == wire.KindUpload {
			fv.MaxSizeBytes, fv.Accept = uploads.MaxFileBytes, uploads.AllowedTypes()
		}
		v.Fields = append(v.Fields, fv)
	}
	return v, nil
}

// HasForms reports whether client/site offers any form: the shell's flag
// that opens the portal's forms routes there (ROUTE-32).
func (s *Service) HasForms(ctx context.Context, client, site string) (bool, error) {
	all, err := s.forms.Forms(ctx, client, site)
	return len(all) > 0, err
}
