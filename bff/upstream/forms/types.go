// Package forms holds the wire types, rules and client of the forms
// service, which keeps a site's county forms and the forms residents and
// guests file (spec 000 §2 `forms/{slug}`, spec 001 §3 "Other", §5 "Forms
// and fields" and "Upload and signature"). The specification names no
// paths; ours are below. The sandbox server (sandbox/forms) and the BFF
// client share these types, and both apply Check.
package forms

import (
	"time"

	"github.com/payhub/payhub/bff/upstream/siteconfig"
	"github.com/payhub/payhub/bff/upstream/uploads"
)

// Paths of the service.
const (
	FormsPath       = "/v1/forms"       // GET ?client=&site= : the site's forms
	SubmissionsPath = "/v1/submissions" // POST: file a form; GET (X-User-Id): the user's filed forms
)

// UserIDHeader names the signed-in user whose filed forms are listed.
const UserIDHeader = "X-User-Id"

// ErrorCodeKeyReused is the error code of a filing refused (422) because
// its Idempotency-Key filed a different request already.
const ErrorCodeKeyReused = "idempotency_key_reused"

// Field kinds.
const (
	KindText      = "text"
	KindSignature = "signature"
	KindUpload    = "upload"
)

// Localized is a text in English and Spanish.
type Localized = siteconfig.Localized

// Field is one field of a form. A text field's value must match Pattern
// when it is set and be at most MaxLength characters; an upload field takes
// upload ids; the signature field takes the form's one signature.
type Field struct {
	Name      string    `json:"name"`
	Kind      string    `json:"kind"`
	Label     Localized `json:"label"`
	Hint      Localized `json:"hint,omitzero"`
	Required  bool      `json:"required"`
	Pattern   string    `json:"pattern,omitempty"`
	MaxLength int       `json:"maxLength,omitempty"`
	// PatternRule is the rule id Pattern proves (e.g. "VAL-58"), for the
	// message a mismatch shows.
	PatternRule string `json:"patternRule,omitempty"`
	// Multiple lets an upload field take more than one file (UPL-04).
	Multiple bool `json:"multiple,omitempty"`
}

// Form is one county form of a site.
type Form struct {
	Slug        string    `json:"slug"`
	Title       Localized `json:"title"`
	Description Localized `json:"description"`
	Fields      []Field   `json:"fields"`
}

// FormsResponse is the answer of GET /v1/forms.
type FormsResponse struct {
	Forms []Form `json:"forms"`
}

// Signature is a typed name or a drawn PNG (SIG-01); exactly one is set.
type Signature struct {
	Typed string `json:"typed,omitempty"`
	// PNG is the drawn signature's image, base64 in JSON.
	PNG []byte `json:"png,omitempty"`
}

// SubmitRequest files a form. UserID is the signed-in filer's ("" for a
// guest), whose My Forms lists it; Email, the signed-in filer's verified
// account address, receives a copy (a guest's filing sends none).
// Values maps text field names to values; Uploads maps upload field names
// to the ids of stored uploads, each of which must have been created under
// UploadTag of this form, its field and UploadOwner.
type SubmitRequest struct {
	Client    string              `json:"client"`
	Site      string              `json:"site"`
	Slug      string              `json:"slug"`
	UserID    string              `json:"userId,omitempty"`
	Email     string              `json:"email,omitempty"`
	Language  string              `json:"language"`
	Values    map[string]string   `json:"values"`
	Uploads   map[string][]string `json:"uploads,omitempty"`
	Signature Signature           `json:"signature"`
	// UploadOwner is the filer's session scope as UploadOwner names it.
	UploadOwner string `json:"uploadOwner,omitempty"`
}

// Submission is a filed form as the filer sees it.
type Submission struct {
	ID                 string                      `json:"id"`
	ConfirmationNumber string                      `json:"confirmationNumber"`
	Client             string                      `json:"client"`
	Site               string                      `json:"site"`
	Slug               string                      `json:"slug"`
	Title              Localized                   `json:"title"`
	Values             map[string]string           `json:"values"`
	Uploads            map[string][]uploads.Upload `json:"uploads"`
	// SignatureKind is "typed" or "drawn"; SignedName is the typed name.
	SignatureKind string    `json:"signatureKind"`
	SignedName    string    `json:"signedName,omitempty"`
	SubmittedAt   time.Time `json:"submittedAt"`
}

// SubmissionsResponse is the answer of GET /v1/submissions.
type SubmissionsResponse struct {
	Submissions []Submission `json:"submissions"`
}
