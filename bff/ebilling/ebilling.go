package ebilling

import (
	"context"
	"errors"
	"log/slog"
	"net/http"
	"net/mail"
	"regexp"
	"strings"
	"unicode/utf8"

	"github.com/payhub/payhub/bff"
	"github.com/payhub/payhub/bff/ownership"
	"github.com/payhub/payhub/bff/texts"
	"github.com/payhub/payhub/bff/upstream"
	api "github.com/payhub/payhub/bff/upstream/ebilling"
)

// Service is what the domain needs of the e-billing service
// (bff/upstream/ebilling.Client).
type Service interface {
	List(ctx context.Context, userID string) ([]api.Subscription, error)
	Subscribe(ctx context.Context, userID string, req api.SubscribeRequest) (api.Subscription, error)
	SetPaperless(ctx context.Context, site api.Site, userID, id string, on bool) (api.Subscription, error)
	Unsubscribe(ctx context.Context, site api.Site, id, code string) (api.Subscription, error)
	SendUnsubscribeCode(ctx context.Context, site api.Site, id, origin string) error
	Activate(ctx context.Context, site api.Site, id, code string) (api.Subscription, error)
	ResendActivation(ctx context.Context, site api.Site, id, origin string) (api.Subscription, error)
}

// Owners tells whether a resident verified ownership of a payable
// (bff/ownership.Ownership).
type Owners interface {
	Claimed(ctx context.Context, req ownership.Request, path string) (bool, error)
}

// Delivery preferences (EBILL-05).
const (
	PreferenceMail  = api.PreferenceMail
	PreferenceEmail = api.PreferenceEmail
	PreferenceBoth  = api.PreferenceBoth
)

// MaxNameLength bounds a subscriber's name.
const MaxNameLength = 100

// subscriberName is a person's or a business's name: letters of any
// script (with their combining marks), spaces, and . ' - (and the
// typographic apostrophe). No digits, no URL or e-mail address: the name
// is the only text a guest chooses that the county's e-mail could carry.
var subscriberName = regexp.MustCompile(`^[\p{L}\p{M}][\p{L}\p{M} .'’-]*$`)

// domainShape is a dot between two words, as in a host name
// ("evil.example"); initials ("J.R.R.") and abbreviations ("St. John")
// have a single letter before their dot or a space after it.
var domainShape = regexp.MustCompile(`[\p{L}\p{M}]{2}\.[\p{L}\p{M}]{2}`)

// validName reports whether name, trimmed, is a subscriber's name of at
// most MaxNameLength characters.
func validName(name string) bool {
	return name != "" && utf8.RuneCountInString(name) <= MaxNameLength && subscriberName.MatchString(name) &&
		!domainShape.MatchString(name)
}

// Request is one call's site, language and user: the session's user id
// (a guest's begins with anon, ROLE-19), whether they are a signed-in
// resident, and the portal origin the e-mailed links point at.
type Request struct {
	Client, Site string
	Lang         bff.Language
	UserID       string
	Resident     bool
	Origin       string
}

// SubscribeForm is the body of a subscribe.
type SubscribeForm struct {
	PayablePath    string `json:"payablePath"`
	Email          string `json:"email"`
	SubscriberName string `json:"subscriberName"`
	Preference     string `json:"preference"`
}

// View is a subscription for the portal.
type View struct {
	ID             string `json:"id"`
	PayablePath    string `json:"payablePath"`
	Email          string `json:"email"`
	SubscriberName string `json:"subscriberName"`
	Language       string `json:"language"`
	Preference     string `json:"preference"`
	Paperless      bool   `json:"paperless"`
	Status         string `json:"status"`
}

func viewOf(s api.Subscription) View {
	return View{ID: s.ID, PayablePath: s.AccountPayableSavePath, Email: s.Email, SubscriberName: s.SubscriberName,
		Language: s.Language, Preference: s.Preference, Paperless: s.Paperless, Status: s.Status}
}

// Ebilling serves e-billing.
type Ebilling struct {
	Subscriptions Service
	Owners        Owners
	Logger        *slog.Logger
}

// idShape is a subscription id or code in a path: anything else names no
// subscription.
var idShape = regexp.MustCompile(`^[A-Za-z0-9_-]{1,64}$`)

// site is the request's client and site: every command on one
// subscription names it, and the service answers a subscription of
// another site as none (its link or code does nothing on this site).
func (r Request) site() api.Site { return api.Site{Client: r.Client, Site: r.Site} }

func (r Request) ownership() ownership.Request {
	return ownership.Request{Client: r.Client, Site: r.Site, Lang: r.Lang, UserID: r.UserID}
}

// List returns the user's subscriptions on the request's site.
func (e *Ebilling) List(ctx context.Context, req Request) ([]View, error) {
	subs, err := e.Subscriptions.List(ctx, req.UserID)
	if err != nil {
		return nil, e.failure(ctx, err, req.Lang, texts.EbillServerError)
	}
	out := []View{}
	for _, s := range subs {
		if s.Client == req.Client && s.Site == req.Site {
			out = append(out, viewOf(s))
		}
	}
	return out, nil
}

// fieldError is a refusal of one form field.
func fieldError(field, key string, lang bff.Language) error {
	e := texts.Error(bff.CodeInvalid, key, lang, nil)
	e.Fields = map[string]string{field: e.DisplayMessage}
	return e
}

// Subscribe subscribes the payable's bill to the form's e-mail address,
// pending until the e-mailed link is followed (API-79, EBILL-01, EBILL-06).
// A guest may subscribe (ROLE-19); paperless (the e-mail preference) needs
// a resident who verified ownership (VERIFY-01).
func (e *Ebilling) Subscribe(ctx context.Context, req Request, f SubscribeForm) (View, error) {
	path := strings.TrimPrefix(strings.TrimSpace(f.PayablePath), "/")
	email, name := strings.TrimSpace(f.Email), strings.TrimSpace(f.SubscriberName)
	if addr, err := mail.ParseAddress(email); err != nil || addr.Address != email || addr.Name != "" {
		return View{}, fieldError("email", texts.EbillEmailInvalid, req.Lang)
	}
	if !validName(name) {
		return View{}, fieldError("subscriberName", texts.EbillNameRequired, req.Lang)
	}
	switch f.Preference {
	case PreferenceMail, PreferenceBoth:
	case PreferenceEmail:
		if err := e.mayGoPaperless(ctx, req, path); err != nil {
			return View{}, err
		}
	default:
		return View{}, fieldError("preference", texts.EbillPreference, req.Lang)
	}
	if req.Client == "" || req.Site == "" || !strings.HasPrefix(path, req.Client+"/"+req.Site+"/") {
		return View{}, texts.Error(bff.CodeNotFound, texts.EbillWrongSite, req.Lang, nil)
	}
	sub, err := e.Subscriptions.Subscribe(ctx, req.UserID, api.SubscribeRequest{AccountPayableSavePath: path,
		Client: req.Client, Site: req.Site, Email: email, SubscriberName: name, Language: string(req.Lang),
		Preference: f.Preference, PortalOrigin: req.Origin})
	if err != nil {
		return View{}, e.failure(ctx, err, req.Lang, texts.EbillSubscribeFailed)
	}
	return viewOf(sub), nil
}

// mayGoPaperless refuses paperless for path unless the resident verified
// its ownership (VERIFY-01); a guest never has.
func (e *Ebilling) mayGoPaperless(ctx context.Context, req Request, path string) error {
	if !req.Resident || e.Owners == nil {
		return texts.Error(bff.CodeForbidden, texts.EbillVerifyFirst, req.Lang, nil)
	}
	ok, err := e.Owners.Claimed(ctx, req.ownership(), path)
	if err != nil {
		return err
	}
	if !ok {
		return texts.Error(bff.CodeForbidden, texts.EbillVerifyFirst, req.Lang, nil)
	}
	return nil
}

// SetPaperless turns paperless on or off on the user's subscription
// (API-80, EBILL-08); on needs verified ownership (VERIFY-01).
func (e *Ebilling) SetPaperless(ctx context.Context, req Request, id string, on bool) (View, error) {
	if !idShape.MatchString(id) {
		return View{}, texts.Error(bff.CodeNotFound, texts.EbillNotFound, req.Lang, nil)
	}
	if on {
		mine, err := e.List(ctx, req)
		if err != nil {
			return View{}, err
		}
		var path string
		for _, v := range mine {
			if v.ID == id {
				path = v.PayablePath
			}
		}
		if path == "" {
			return View{}, texts.Error(bff.CodeNotFound, texts.EbillNotFound, req.Lang, nil)
		}
		if err := e.mayGoPaperless(ctx, req, path); err != nil {
			return View{}, err
		}
	}
	sub, err := e.Subscriptions.SetPaperless(ctx, req.site(), req.UserID, id, on)
	if err != nil {
		return View{}, e.failure(ctx, err, req.Lang, texts.EbillModifyFailed)
	}
	if sub.Client != req.Client || sub.Site != req.Site {
		// Written by the user on another site's page: still theirs, but
		// this site does not show it.
		return View{}, texts.Error(bff.CodeNotFound, texts.EbillNotFound, req.Lang, nil)
	}
	return viewOf(sub), nil
}

// Actions of the ebilling/{subscriptionId}/{action}/{authCode} screen
// (EBILL-02).
const (
	ActionVerify      = "verify"
	ActionUnsubscribe = "unsubscribe"
)

// Verify confirms a subscription with its e-mailed link's code (API-84,
// EBILL-06, EBILL-10).
func (e *Ebilling) Verify(ctx context.Context, req Request, id, code string) (View, error) {
	if !idShape.MatchString(id) || !idShape.MatchString(code) {
		return View{}, texts.Error(bff.CodeUnprocessable, texts.EbillIncorrectCode, req.Lang, nil)
	}
	sub, err := e.Subscriptions.Activate(ctx, req.site(), id, code)
	if err != nil {
		return View{}, e.failure(ctx, err, req.Lang, texts.EbillModifyFailed)
	}
	return viewOf(sub), nil
}

// ResendLink e-mails a new activation link (EBILL-07).
func (e *Ebilling) ResendLink(ctx context.Context, req Request, id string) error {
	if !idShape.MatchString(id) {
		return texts.Error(bff.CodeNotFound, texts.EbillNotFound, req.Lang, nil)
	}
	_, err := e.Subscriptions.ResendActivation(ctx, req.site(), id, req.Origin)
	if err != nil {
		return e.failure(ctx, err, req.Lang, texts.EbillModifyFailed)
	}
	return nil
}

// SendCode e-mails an unsubscribe code (API-83, EBILL-09).
func (e *Ebilling) SendCode(ctx context.Context, req Request, id string) error {
	if !idShape.MatchString(id) {
		return texts.Error(bff.CodeNotFound, texts.EbillNotFound, req.Lang, nil)
	}
	if err := e.Subscriptions.SendUnsubscribeCode(ctx, req.site(), id, req.Origin); err != nil {
		return e.failure(ctx, err, req.Lang, texts.EbillUnsubscribeError)
	}
	return nil
}

// Unsubscribe ends a subscription with its e-mailed code (API-82,
// EBILL-09).
func (e *Ebilling) Unsubscribe(ctx context.Context, req Request, id, code string) (View, error) {
	code = strings.TrimSpace(code)
	if !idShape.MatchString(id) || !idShape.MatchString(code) {
		return View{}, texts.Error(bff.CodeUnprocessable, texts.EbillIncorrectCode, req.Lang, nil)
	}
	sub, err := e.Subscriptions.Unsubscribe(ctx, req.site(), id, code)
	if err != nil {
		return View{}, e.failure(ctx, err, req.Lang, texts.EbillUnsubscribeError)
	}
	return viewOf(sub), nil
}

// failure is the user's error for the service's err (ERR-71, ERR-72): each
// refusal its own message, any other answer of 400 or above its status
// with the service's displayMessage when it gave one, else fallback; a
// server failure "Server Error".
func (e *Ebilling) failure(ctx context.Context, err error, lang bff.Language, fallback string) error {
	var se *upstream.StatusError
	if !errors.As(err, &se) {
		if e.Logger != nil {
			e.Logger.WarnContext(ctx, "e-billing call failed", "error", err.Error())
		}
		return texts.Error(bff.ErrorCode(err), texts.EbillServerError, lang, err)
	}
	switch se.Code {
	case api.ErrorCodeIncorrectCode:
		return withReason(texts.Error(bff.CodeUnprocessable, texts.EbillIncorrectCode, lang, err), "incorrect_code")
	case api.ErrorCodeExpiredLink:
		return withReason(texts.Error(bff.CodeConflict, texts.EbillExpiredLink, lang, err), "expired_link")
	case api.ErrorCodeExpiredCode:
		return withReason(texts.Error(bff.CodeConflict, texts.EbillExpiredCode, lang, err), "expired_code")
	case api.ErrorCodeTooManyCodes:
		return texts.Error(bff.CodeRateLimited, texts.EbillCodeLocked, lang, err)
	case api.ErrorCodeCodesLocked:
		return texts.Error(bff.CodeRateLimited, texts.EbillCodesLocked, lang, err)
	case api.ErrorCodeTooManyMails:
		return texts.Error(bff.CodeRateLimited, texts.EbillTooManyMails, lang, err)
	case api.ErrorCodeDuplicate:
		return withReason(texts.Error(bff.CodeConflict, texts.EbillDuplicate, lang, err), "duplicate")
	case api.ErrorCodeNotPending:
		return withReason(texts.Error(bff.CodeConflict, texts.EbillAlreadyConfirmed, lang, err), "already_confirmed")
	case api.ErrorCodeNotActive:
		return withReason(texts.Error(bff.CodeConflict, texts.EbillNotActive, lang, err), "not_active")
	case api.ErrorCodeExpired:
		return withReason(texts.Error(bff.CodeConflict, texts.EbillExpired, lang, err), "expired")
	case api.ErrorCodeWrongSite:
		return texts.Error(bff.CodeNotFound, texts.EbillWrongSite, lang, err)
	case api.ErrorCodeUnknownPayable:
		return texts.Error(bff.CodeNotFound, texts.EbillUnknownPayable, lang, err)
	case api.ErrorCodeTooManyToAddress:
		return texts.Error(bff.CodeRateLimited, texts.EbillTooManyToAddress, lang, err)
	case api.ErrorCodePendingNoCode:
		return withReason(texts.Error(bff.CodeConflict, texts.EbillPendingNoCode, lang, err), "pending")
	case api.ErrorCodeInvalid:
		return texts.Error(bff.CodeInvalid, fallback, lang, err)
	}
	switch {
	case se.Status == http.StatusNotFound:
		return texts.Error(bff.CodeNotFound, texts.EbillNotFound, lang, err)
	case se.Status >= http.StatusInternalServerError:
		return texts.Error(bff.ErrorCode(err), texts.EbillServerError, lang, err)
	}
	out := texts.Error(bff.ErrorCode(err), fallback, lang, err)
	if se.DisplayMessage != "" {
		out.DisplayMessage = se.DisplayMessage
	}
	return out
}

// withReason sets the refusal's reason for the client (bff.Error.Reason):
// the e-billing screen offers a new link for an expired one only.
func withReason(e *bff.Error, reason string) *bff.Error {
	e.Reason = reason
	return e
}
