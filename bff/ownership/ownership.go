package ownership

import (
	"context"
	"errors"
	"log/slog"
	"regexp"
	"strings"

	"github.com/payhub/payhub/bff"
	"github.com/payhub/payhub/bff/texts"
	"github.com/payhub/payhub/bff/upstream"
	api "github.com/payhub/payhub/bff/upstream/verify"
)

// Service is what the domain needs of the user verification service
// (bff/upstream/verify.Client).
type Service interface {
	Statuses(ctx context.Context, userID string) ([]api.Status, error)
	RequestPIN(ctx context.Context, userID string, req api.PINRequest) (api.Status, error)
	Claim(ctx context.Context, userID string, req api.ClaimRequest) (api.Status, error)
}

// Statuses of a payable as the portal shows them (VERIFY-04).
const (
	StatusPending   = api.StatusPending
	StatusRequested = api.StatusPINRequested
	StatusClaimed   = api.StatusPayableClaimed
)

// Request is one call's site, language and signed-in resident, with the
// resident's name as their account gives it now (recorded with a claim).
type Request struct {
	Client, Site string
	Lang         bff.Language
	UserID       string
	Name         string
}

// StatusView is one payable's ownership status for the portal.
type StatusView struct {
	PayablePath string `json:"payablePath"`
	Status      string `json:"status"`
	DisplayName string `json:"displayName,omitempty"`
	// AttemptsLeft is how many wrong PINs the current letter still takes
	// (pin_requested only).
	AttemptsLeft int `json:"attemptsLeft,omitempty"`
	// LetterOnItsWay answers a PIN request that mailed no new letter: one
	// went to the property today, and its PIN serves whoever holds it.
	LetterOnItsWay bool `json:"letterOnItsWay,omitempty"`
	// VerifiedName and VerifiedAt are the name the verification service
	// recorded at the moment of the claim, and that moment (RFC 3339):
	// the only name a printed bill carries (VERIFY-02), never the
	// resident's editable profile name.
	VerifiedName string `json:"verifiedName,omitempty"`
	VerifiedAt   string `json:"verifiedAt,omitempty"`
}

// viewOf is the portal's view of the service's status s.
func viewOf(s api.Status) StatusView {
	v := StatusView{PayablePath: s.AccountPayableSavePath, Status: s.Status, AttemptsLeft: s.AttemptsLeft,
		LetterOnItsWay: s.LetterOnItsWay}
	if s.Status == StatusClaimed {
		v.VerifiedName, v.VerifiedAt = s.VerifiedName, s.VerifiedAt
	}
	if s.Payable != nil {
		v.DisplayName = s.Payable.DisplayName
	}
	return v
}

// Ownership serves the resident's ownership verification.
type Ownership struct {
	Verify Service
	Logger *slog.Logger
}

// pinShape is a mailed PIN: six digits.
var pinShape = regexp.MustCompile(`^[0-9]{6}$`)

// onSite reports whether path is a payable of the request's site.
func (r Request) onSite(path string) bool {
	return r.Client != "" && r.Site != "" && strings.HasPrefix(path, r.Client+"/"+r.Site+"/")
}

// cleanPath trims a payable path and its leading slash.
func cleanPath(p string) string { return strings.TrimPrefix(strings.TrimSpace(p), "/") }

// Statuses returns the resident's statuses on the request's client and
// site only (API-55): another site's are left out.
func (o *Ownership) Statuses(ctx context.Context, req Request) ([]StatusView, error) {
	all, err := o.Verify.Statuses(ctx, req.UserID)
	if err != nil {
		return nil, o.failure(ctx, err, req.Lang, texts.VerifyFailed)
	}
	out := []StatusView{}
	for _, s := range all {
		if s.Client != req.Client || s.Site != req.Site {
			continue
		}
		out = append(out, viewOf(s))
	}
	return out, nil
}

// Status returns the resident's status of one payable: pending when the
// service has none.
func (o *Ownership) Status(ctx context.Context, req Request, path string) (string, error) {
	all, err := o.Statuses(ctx, req)
	if err != nil {
		return "", err
	}
	path = cleanPath(path)
	for _, s := range all {
		if s.PayablePath == path {
			return s.Status, nil
		}
	}
	return StatusPending, nil
}

// Claimed reports whether the resident verified ownership of path
// (VERIFY-01, VERIFY-02).
func (o *Ownership) Claimed(ctx context.Context, req Request, path string) (bool, error) {
	st, err := o.Status(ctx, req, path)
	return st == StatusClaimed, err
}

// RequestPIN has a PIN letter mailed to the payable's property (API-56,
// VERIFY-04), or, when one went there today, says it is on its way
// (LetterOnItsWay); a failure is the PIN-request-issue message (ERR-70).
func (o *Ownership) RequestPIN(ctx context.Context, req Request, path string) (StatusView, error) {
	path = cleanPath(path)
	if !req.onSite(path) {
		return StatusView{}, texts.Error(bff.CodeNotFound, texts.VerifyNotFound, req.Lang, nil)
	}
	st, err := o.Verify.RequestPIN(ctx, req.UserID, api.PINRequest{AccountPayableSavePath: path, Client: req.Client,
		Site: req.Site, Language: string(req.Lang)})
	if err != nil {
		return StatusView{}, o.failure(ctx, err, req.Lang, texts.VerifyPINRequestIssue)
	}
	return viewOf(st), nil
}

// Claim claims the payable with the letter's PIN (API-57), the service
// recording the resident's name of the moment: a wrong PIN is the
// invalid-PIN message (ERR-70) and leaves the status pin_requested
// (VERIFY-05).
func (o *Ownership) Claim(ctx context.Context, req Request, path, pin string) (StatusView, error) {
	path, pin = cleanPath(path), strings.TrimSpace(pin)
	if !req.onSite(path) {
		return StatusView{}, texts.Error(bff.CodeNotFound, texts.VerifyNotFound, req.Lang, nil)
	}
	if !pinShape.MatchString(pin) {
		e := texts.Error(bff.CodeInvalid, texts.VerifyPINFormat, req.Lang, nil)
		e.Fields = map[string]string{"pin": e.DisplayMessage}
		return StatusView{}, e
	}
	st, err := o.Verify.Claim(ctx, req.UserID, api.ClaimRequest{AccountPayableSavePath: path, Client: req.Client,
		Site: req.Site, PIN: pin, ClaimantName: strings.TrimSpace(req.Name)})
	if err != nil {
		return StatusView{}, o.failure(ctx, err, req.Lang, texts.VerifyFailed)
	}
	return viewOf(st), nil
}

// failure is the resident's error for the service's err (ERR-69): each
// refusal of the service its own message and status, any other answer of
// 400 or above its status with the service's displayMessage when it gave
// one, else fallback.
func (o *Ownership) failure(ctx context.Context, err error, lang bff.Language, fallback string) error {
	var se *upstream.StatusError
	if !errors.As(err, &se) {
		if o.Logger != nil {
			o.Logger.WarnContext(ctx, "verification call failed", "error", err.Error())
		}
		return texts.Error(bff.ErrorCode(err), fallback, lang, err)
	}
	switch se.Code {
	case api.ErrorCodeInvalidPIN:
		return texts.Error(bff.CodeUnprocessable, texts.VerifyInvalidPIN, lang, err)
	case api.ErrorCodeLocked:
		return texts.Error(bff.CodeRateLimited, texts.VerifyLocked, lang, err)
	case api.ErrorCodeTooManyLetters:
		return texts.Error(bff.CodeRateLimited, texts.VerifyTooManyLetters, lang, err)
	case api.ErrorCodeAlreadyClaimed:
		return texts.Error(bff.CodeConflict, texts.VerifyAlreadyClaimed, lang, err)
	case api.ErrorCodeNoPIN:
		return texts.Error(bff.CodeConflict, texts.VerifyNoPIN, lang, err)
	case api.ErrorCodePINExpired:
		return texts.Error(bff.CodeConflict, texts.VerifyPINExpired, lang, err)
	case api.ErrorCodeWrongSite:
		return texts.Error(bff.CodeNotFound, texts.VerifyNotFound, lang, err)
	case api.ErrorCodeNoAddress:
		return texts.Error(bff.CodeUnprocessable, texts.VerifyPINRequestIssue, lang, err)
	}
	if se.Status == 404 {
		return texts.Error(bff.CodeNotFound, texts.VerifyNotFound, lang, err)
	}
	e := texts.Error(bff.ErrorCode(err), fallback, lang, err)
	if se.DisplayMessage != "" {
		e.DisplayMessage = se.DisplayMessage
	}
	return e
}
