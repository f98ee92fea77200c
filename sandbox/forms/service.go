package forms

import (
	"context"
	"crypto/rand"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"net/mail"
	"strings"
	"time"

	"github.com/payhub/payhub/bff"
	wire "github.com/payhub/payhub/bff/upstream/forms"
	"github.com/payhub/payhub/sandbox/outbox"
)

// ErrUploadUnavailable is a store's refusal of an upload id that names no
// stored upload, or one another submission holds.
var ErrUploadUnavailable = errors.New("forms: the upload is not stored or is attached already")

// ErrKeyReused is a store's refusal of an Idempotency-Key that filed a
// different form or for another filer.
var ErrKeyReused = errors.New("forms: the idempotency key filed another form")

// ErrKeyMismatch is a store's refusal of an Idempotency-Key sent again
// with another request than the one it filed.
var ErrKeyMismatch = errors.New("forms: the idempotency key filed another request")

// Record is a submission as the store keeps it.
type Record struct {
	Submission   wire.Submission
	UserID       string
	Email        string
	Language     string
	SignaturePNG []byte
	UploadIDs    map[string][]string
	// UploadOwner is the filer's wire.UploadOwner: each upload must have
	// been created under wire.UploadTag of the form, its field and owner.
	UploadOwner    string
	IdempotencyKey string
	// RequestHash is the digest of the filing's request (requestHash):
	// its key sent again answers it only with the same request.
	RequestHash string
}

// Store keeps the sites' forms and the filed ones.
type Store interface {
	// Forms returns the forms of client/site.
	Forms(ctx context.Context, client, site string) ([]wire.Form, error)
	// SaveSubmission stores r, attaching its uploads, and queues mails, in
	// one transaction. With r.IdempotencyKey set, a submission made with
	// the same key for the same site answers that submission and stores
	// nothing (ErrKeyReused when it is another filer's or form's). An
	// upload id that is not stored, is attached already, or was created
	// for another form, field or owner is ErrUploadUnavailable; an upload
	// attached is kept wire.AttachedRetention from the filing. The answer carries the uploads' records.
	SaveSubmission(ctx context.Context, r Record, mails []outbox.Message) (wire.Submission, error)
	// Submissions returns userID's filed forms on client/site, newest first.
	Submissions(ctx context.Context, client, site, userID string) ([]wire.Submission, error)
}

// Service files forms.
type Service struct {
	store Store
	now   func() time.Time
}

// NewService returns the service over store; now is the sandbox clock.
func NewService(store Store, now func() time.Time) *Service {
	if now == nil {
		now = time.Now
	}
	return &Service{store: store, now: now}
}

// Forms returns the forms of client/site.
func (s *Service) Forms(ctx context.Context, client, site string) ([]wire.Form, error) {
	return s.store.Forms(ctx, client, site)
}

// Form returns the form slug of client/site.
func (s *Service) Form(ctx context.Context, client, site, slug string) (wire.Form, error) {
	all, err := s.store.Forms(ctx, client, site)
	if err != nil {
		return wire.Form{}, err
	}
	for _, f := range all {
		if f.Slug == slug {
			return f, nil
		}
	}
	return wire.Form{}, bff.Errorf(bff.CodeNotFound, "The site has no form %q.", slug)
}

// Submit files r with idempotency key key ("" for none).
func (s *Service) Submit(ctx context.Context, key string, r wire.SubmitRequest) (wire.Submission, error) {
	r = wire.Trimmed(r)
	f, err := s.Form(ctx, r.Client, r.Site, r.Slug)
	if err != nil {
		return wire.Submission{}, err
	}
	if problems := wire.Check(f, r); len(problems) > 0 {
		return wire.Submission{}, bff.Errorf(bff.CodeInvalid, "The form is incomplete or invalid: %s.", describe(problems))
	}
	if r.Email != "" {
		if _, err := mail.ParseAddress(r.Email); err != nil || len(r.Email) > 100 {
			return wire.Submission{}, bff.Errorf(bff.CodeInvalid, "The e-mail address is not valid.")
		}
	}
	now := s.now().UTC()
	sub := wire.Submission{
		ID:                 "form_" + strings.ToLower(rand.Text()[:16]),
		ConfirmationNumber: confirmationNumber(),
		Client:             r.Client, Site: r.Site, Slug: f.Slug, Title: f.Title,
		Values: r.Values, SignatureKind: "typed", SignedName: r.Signature.Typed, SubmittedAt: now,
	}
	if len(r.Signature.PNG) > 0 {
		sub.SignatureKind, sub.SignedName = "drawn", ""
	}
	lang := bff.ParseLanguage(r.Language)
	mails := []outbox.Message{Copy(f, sub, DeskAddress(r.Client), bff.English)}
	// The filer's copy goes to a signed-in user's account address only: a
	// guest's filing names no address anyone verified.
	if r.Email != "" && r.UserID != "" {
		mails = append(mails, Copy(f, sub, r.Email, lang))
	}
	digest, err := requestHash(r)
	if err != nil {
		return wire.Submission{}, err
	}
	out, err := s.store.SaveSubmission(ctx, Record{Submission: sub, UserID: r.UserID, Email: r.Email,
		Language: string(lang), SignaturePNG: r.Signature.PNG, UploadIDs: r.Uploads, UploadOwner: r.UploadOwner, IdempotencyKey: key,
		RequestHash: digest}, mails)
	switch {
	case errors.Is(err, ErrUploadUnavailable):
		return out, bff.Wrap(err, bff.CodeUnprocessable, "An attached file is not stored, or belongs to another form.")
	case errors.Is(err, ErrKeyMismatch):
		return out, bff.Wrap(err, bff.CodeUnprocessable, "This Idempotency-Key filed another request.")
	case errors.Is(err, ErrKeyReused):
		return out, bff.Wrap(err, bff.CodeConflict, "This Idempotency-Key filed another form.")
	}
	return out, err
}

// Submissions returns userID's filed forms.
func (s *Service) Submissions(ctx context.Context, client, site, userID string) ([]wire.Submission, error) {
	if userID == "" {
		return nil, bff.Errorf(bff.CodeUnauthorized, "Name the signed-in user (%s).", wire.UserIDHeader)
	}
	return s.store.Submissions(ctx, client, site, userID)
}

// describe lists problems as "field kind".
func describe(problems []wire.Problem) string {
	parts := make([]string, len(problems))
	for i, p := range problems {
		parts[i] = p.Field + " " + p.Kind
	}
	return strings.Join(parts, ", ")
}

// confirmationNumber is a filed form's number for people: FRM- and ten
// characters of an alphabet without look-alikes, random.
func confirmationNumber() string {
	t := rand.Text() // base32: A-Z and 2-7
	return fmt.Sprintf("FRM-%s-%s", t[:5], t[5:10])
}

// DeskAddress is where the copy of a client's filed forms goes.
func DeskAddress(client string) string {
	return "forms-desk@" + strings.ToLower(client) + ".example.org"
}

// requestHash is the hex SHA-256 of what r files: form, filer, values,
// uploads, signature and upload owner, not the copy's language or address
// (a retry in the other language files the same form). JSON encodes maps
// in key order, so one request always has one digest.
func requestHash(r wire.SubmitRequest) (string, error) {
	b, err := json.Marshal(struct {
		Client, Site, Slug, UserID, UploadOwner string
		Values                                  map[string]string
		Uploads                                 map[string][]string
		Signature                               wire.Signature
	}{r.Client, r.Site, r.Slug, r.UserID, r.UploadOwner, r.Values, r.Uploads, r.Signature})
	if err != nil {
		return "", fmt.Errorf("forms: request digest: %w", err)
	}
	sum := sha256.Sum256(b)
	return hex.EncodeToString(sum[:]), nil
}
