package forms

import (
	"context"
	"errors"
	"net/http"
	"strconv"
	"strings"
	"time"

	"github.com/payhub/payhub/bff"
	"github.com/payhub/payhub/bff/texts"
	"github.com/payhub/payhub/bff/upstream"
	wire "github.com/payhub/payhub/bff/upstream/forms"
	"github.com/payhub/payhub/bff/upstream/uploads"
)

// SignatureForm is the filer's signature: a typed name, or a drawn PNG
// (base64 in JSON), not both (SIG-01).
type SignatureForm struct {
	Typed string `json:"typed,omitempty"`
	PNG   []byte `json:"png,omitempty"`
}

// SubmitForm is a filing as the portal sends it. Email is read and
// ignored: a copy goes only to a signed-in resident's verified account
// address (Request.Email), never to an address a filer names, which would
// let anyone mail their own text to anyone; a guest keeps the confirmation
// number shown on screen.
type SubmitForm struct {
	Values    map[string]string   `json:"values"`
	Uploads   map[string][]string `json:"uploads,omitempty"`
	Signature SignatureForm       `json:"signature"`
	Email     string              `json:"email,omitempty"`
}

// Confirmation answers a filing: its confirmation number, for a guest the
// only trace of it.
type Confirmation struct {
	ID                 string    `json:"id"`
	ConfirmationNumber string    `json:"confirmationNumber"`
	Slug               string    `json:"slug"`
	Title              string    `json:"title"`
	SubmittedAt        time.Time `json:"submittedAt"`
}

// Submit checks f against form slug and files it with idempotency key
// key: every rule broken is named per field in req's language (VAL-58,
// VAL-59, SIG-04, SIG-05, ERR-99), and nothing is sent until none is.
func (s *Service) Submit(ctx context.Context, req Request, key, slug string, f SubmitForm) (Confirmation, error) {
	form, err := s.form(ctx, req, slug)
	if err != nil {
		return Confirmation{}, err
	}
	r := wire.Trimmed(wire.SubmitRequest{Client: req.Client, Site: req.Site, Slug: slug, UserID: req.UserID,
		Email: req.Email, Language: string(req.Lang), Values: f.Values, Uploads: f.Uploads,
		Signature: wire.Signature{Typed: f.Signature.Typed, PNG: f.Signature.PNG}, UploadOwner: wire.UploadOwner(req.Scope)})
	for field, ids := range r.Uploads {
		for _, id := range ids {
			if !strings.HasPrefix(id, uploads.IDPrefix) {
				return Confirmation{}, fieldError(bff.CodeInvalid, texts.FormUploadUnavailable, req.Lang, field, nil)
			}
		}
	}
	if problems := wire.Check(form, r); len(problems) > 0 {
		return Confirmation{}, problemsError(form, problems, req.Lang)
	}
	sub, err := s.forms.Submit(ctx, key, r)
	if err != nil {
		// The service refuses, 422, an upload that is not stored or that
		// another filing holds; its other refusals are this check's too.
		var status *upstream.StatusError
		if errors.As(err, &status) && status.Code == wire.ErrorCodeKeyReused {
			return Confirmation{}, texts.Error(bff.CodeUnprocessable, texts.FormKeyReused, req.Lang, err)
		}
		if errors.As(err, &status) && status.Status == http.StatusUnprocessableEntity {
			return Confirmation{}, fieldError(bff.CodeUnprocessable, texts.FormUploadUnavailable, req.Lang, "", err)
		}
		return Confirmation{}, err
	}
	return Confirmation{ID: sub.ID, ConfirmationNumber: sub.ConfirmationNumber, Slug: sub.Slug,
		Title: sub.Title.In(req.Lang), SubmittedAt: sub.SubmittedAt}, nil
}

// problemsError is the refusal of a filing: the first problem's text as
// the message, and every field's own.
func problemsError(form wire.Form, problems []wire.Problem, lang bff.Language) error {
	labels := map[string]wire.Field{}
	for _, fd := range form.Fields {
		labels[fd.Name] = fd
	}
	fields := map[string]string{}
	var first, firstEn string
	for _, p := range problems {
		slots, key := problemSlots(labels[p.Field], p, lang)
		msg := texts.Fill(key, lang, slots)
		if _, seen := fields[p.Field]; !seen {
			fields[p.Field] = msg
		}
		if first == "" {
			first = msg
			enSlots, _ := problemSlots(labels[p.Field], p, bff.English)
			firstEn = texts.Fill(key, bff.English, enSlots)
		}
	}
	return &bff.Error{Code: bff.CodeInvalid, Message: firstEn, DisplayMessage: first, Fields: fields}
}

// problemSlots is the slots and key of p in lang.
func problemSlots(fd wire.Field, p wire.Problem, lang bff.Language) (map[string]string, string) {
	label := fd.Label.In(lang)
	if label == "" {
		label = p.Field
	}
	slots := map[string]string{"field": label}
	switch p.Kind {
	case wire.ProblemRequired:
		return slots, texts.FormFieldRequired
	case wire.ProblemTooLong:
		slots["len"] = strconv.Itoa(fd.MaxLength)
		return slots, texts.FormFieldTooLong
	case wire.ProblemPattern:
		if fd.PatternRule == "VAL-58" {
			return slots, texts.FormCompanyCode
		}
		return slots, texts.FormFieldInvalid
	case wire.ProblemUnknownField:
		return slots, texts.FormUnknownField
	case wire.ProblemTooManyFiles:
		return slots, texts.FormOneFile
	case wire.ProblemSignatureMissing:
		return slots, texts.SigRequired
	case wire.ProblemSignatureTooLong:
		slots["len"] = strconv.Itoa(wire.MaxTypedSignature)
		return slots, texts.SigTooLong
	case wire.ProblemSignatureTooLarge:
		return slots, texts.SigTooLarge
	}
	// A drawing that is no PNG, or a typed and a drawn signature at once.
	return slots, texts.SigFailed
}

// fieldError is the refusal key, marked on field when it is set.
func fieldError(code bff.Code, key string, lang bff.Language, field string, cause error) error {
	e := texts.Error(code, key, lang, cause)
	if field != "" {
		e.Fields = map[string]string{field: texts.Message(key, lang)}
	}
	return e
}

// SignatureTooLarge is the refusal of a filing whose body is too large to
// read: only a drawn signature makes it so (SIG-05, ERR-99).
func SignatureTooLarge(lang bff.Language, cause error) error {
	return fieldError(bff.CodeInvalid, texts.SigTooLarge, lang, "signature", cause)
}

// FileView is a filed form's attached file.
type FileView struct {
	Field     string `json:"field"`
	Name      string `json:"name"`
	SizeBytes int64  `json:"sizeBytes"`
	MimeType  string `json:"mimeType"`
}

// ValueView is one answered field of a filed form.
type ValueView struct {
	Name  string `json:"name"`
	Label string `json:"label"`
	Value string `json:"value"`
}

// SubmissionView is a filed form under My Forms.
type SubmissionView struct {
	Confirmation
	Values        []ValueView `json:"values"`
	Files         []FileView  `json:"files"`
	SignatureKind string      `json:"signatureKind"`
	SignedName    string      `json:"signedName,omitempty"`
}

// Mine returns the signed-in resident's filed forms on the site, newest
// first; a guest has none to see (401).
func (s *Service) Mine(ctx context.Context, req Request) ([]SubmissionView, error) {
	if req.UserID == "" {
		return nil, texts.Error(bff.CodeSignInRequired, texts.FormSignInRequired, req.Lang, nil)
	}
	subs, err := s.forms.Submissions(ctx, req.Client, req.Site, req.UserID)
	if err != nil {
		return nil, err
	}
	defs, err := s.forms.Forms(ctx, req.Client, req.Site)
	if err != nil && !errors.Is(err, context.Canceled) {
		defs = nil // labels fall back to field names
	}
	out := make([]SubmissionView, 0, len(subs))
	for _, sub := range subs {
		out = append(out, view(sub, defs, req.Lang))
	}
	return out, nil
}

// view is sub as My Forms shows it, its fields labelled from its form.
func view(sub wire.Submission, defs []wire.Form, lang bff.Language) SubmissionView {
	v := SubmissionView{Confirmation: Confirmation{ID: sub.ID, ConfirmationNumber: sub.ConfirmationNumber,
		Slug: sub.Slug, Title: sub.Title.In(lang), SubmittedAt: sub.SubmittedAt},
		Values: []ValueView{}, Files: []FileView{}, SignatureKind: sub.SignatureKind, SignedName: sub.SignedName}
	var fields []wire.Field
	for _, f := range defs {
		if f.Slug == sub.Slug {
			fields = f.Fields
		}
	}
	seen := map[string]bool{}
	for _, fd := range fields {
		seen[fd.Name] = true
		if val, ok := sub.Values[fd.Name]; ok && fd.Kind == wire.KindText {
			v.Values = append(v.Values, ValueView{Name: fd.Name, Label: fd.Label.In(lang), Value: val})
		}
		for _, u := range sub.Uploads[fd.Name] {
			v.Files = append(v.Files, FileView{Field: fd.Name, Name: u.Name, SizeBytes: u.SizeBytes, MimeType: u.MimeType})
		}
	}
	for name, val := range sub.Values {
		if !seen[name] {
			v.Values = append(v.Values, ValueView{Name: name, Label: name, Value: val})
		}
	}
	return v
}
