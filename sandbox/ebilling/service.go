package ebilling

import (
	"context"
	"crypto/rand"
	"crypto/sha256"
	"crypto/subtle"
	"encoding/hex"
	"errors"
	"fmt"
	"math/big"
	"net/http"
	"net/mail"
	"net/url"
	"regexp"
	"strings"
	"time"
	"unicode/utf8"

	"github.com/payhub/payhub/bff"
	wire "github.com/payhub/payhub/bff/upstream/ebilling"
	"github.com/payhub/payhub/sandbox/outbox"
)

// MaxNameLength bounds a subscriber's name.
const MaxNameLength = 100

// Refusal is a refused call: its status, code and message.
type Refusal struct {
	Status  int
	Code    string
	Message string
}

func (r *Refusal) Error() string { return r.Code + ": " + r.Message }

func refuse(status int, code, msg string) *Refusal {
	return &Refusal{Status: status, Code: code, Message: msg}
}

var (
	errIncorrect = refuse(http.StatusUnprocessableEntity, wire.ErrorCodeIncorrectCode, "The code is not right.")
	errNotActive = refuse(http.StatusConflict, wire.ErrorCodeNotActive, "The subscription is not active.")
	errNotFound  = bff.Errorf(bff.CodeNotFound, "No such subscription.")
	errTooMany   = refuse(http.StatusTooManyRequests, wire.ErrorCodeTooManyMails,
		"This e-mail was sent to the subscription too often lately. Try again later.")
	errCodesLocked = refuse(http.StatusTooManyRequests, wire.ErrorCodeCodesLocked,
		"Too many wrong codes lately. Try again tomorrow.")
	errExpired = refuse(http.StatusGone, wire.ErrorCodeExpired,
		"The subscription was not confirmed in time and has expired. Subscribe again.")
	errTooManyToRecipient = refuse(http.StatusTooManyRequests, wire.ErrorCodeTooManyToAddress,
		"This e-mail address was sent e-billing e-mails too often lately. Try again tomorrow.")
	errPendingNoCode = refuse(http.StatusConflict, wire.ErrorCodePendingNoCode,
		"The subscription is not confirmed: it needs no unsubscribe code and ends by itself unless confirmed.")
)

// subscriberName is a person's or a business's name: letters of any
// script (with their combining marks), spaces, and . ' - (and the
// typographic apostrophe). No digits, no URL or e-mail: the name is the
// only text a stranger may choose in the county's e-mail.
var subscriberName = regexp.MustCompile(`^[\p{L}\p{M}][\p{L}\p{M} .'’-]*$`)

// domainShape is a dot between two words, as in a host name
// ("evil.example"); initials ("J.R.R.") and abbreviations ("St. John")
// have a single letter before their dot or a space after it.
var domainShape = regexp.MustCompile(`[\p{L}\p{M}]{2}\.[\p{L}\p{M}]{2}`)

// ValidName reports whether name, trimmed, is a subscriber's name of at
// most MaxNameLength characters (subscriberName).
func ValidName(name string) bool {
	name = strings.TrimSpace(name)
	return name != "" && utf8.RuneCountInString(name) <= MaxNameLength && subscriberName.MatchString(name) &&
		!domainShape.MatchString(name)
}

// Service is the e-billing service over its store and clock.
type Service struct {
	store Store
	now   func() time.Time
}

// NewService returns the service over store, reading time from now (the
// sandbox clock).
func NewService(store Store, now func() time.Time) *Service {
	return &Service{store: store, now: now}
}

// List returns userID's subscriptions that have not ended (API-78): a
// pending one past its life has.
func (s *Service) List(ctx context.Context, userID string) ([]wire.Subscription, error) {
	recs, err := s.store.List(ctx, userID)
	if err != nil {
		return nil, err
	}
	now := s.now()
	out := make([]wire.Subscription, 0, len(recs))
	for _, r := range recs {
		if !r.Lapsed(now) {
			out = append(out, r.Sub)
		}
	}
	return out, nil
}

// validOrigin is an http(s) origin: scheme and host only.
func validOrigin(o string) (string, bool) {
	u, err := url.Parse(strings.TrimRight(strings.TrimSpace(o), "/"))
	if err != nil || (u.Scheme != "http" && u.Scheme != "https") || u.Host == "" || u.Path != "" ||
		u.RawQuery != "" || u.Fragment != "" || u.User != nil {
		return "", false
	}
	return u.Scheme + "://" + u.Host, true
}

func invalid(msg string) error { return refuse(http.StatusBadRequest, wire.ErrorCodeInvalid, msg) }

// Subscribe stores a pending subscription of userID and e-mails its
// activation link (API-79, EBILL-06). A payable and e-mail address that
// have a subscription, pending or active, are refused (409); a pending one
// past its life (wire.PendingLife) has expired and no longer counts.
func (s *Service) Subscribe(ctx context.Context, userID string, in wire.SubscribeRequest) (wire.Subscription, error) {
	path := strings.TrimPrefix(strings.TrimSpace(in.AccountPayableSavePath), "/")
	email := strings.TrimSpace(in.Email)
	name := strings.TrimSpace(in.SubscriberName)
	addr, err := mail.ParseAddress(email)
	switch {
	case err != nil || addr.Address != email || addr.Name != "":
		return wire.Subscription{}, invalid("Enter a valid e-mail address.")
	case !ValidName(name):
		return wire.Subscription{}, invalid(fmt.Sprintf("Enter the subscriber's name: letters, spaces and . ' - only, at most %d characters.", MaxNameLength))
	case in.Preference != wire.PreferenceMail && in.Preference != wire.PreferenceEmail && in.Preference != wire.PreferenceBoth:
		return wire.Subscription{}, invalid("The preference is mail, email or both.")
	case in.Client == "" || in.Site == "" || !strings.HasPrefix(path, in.Client+"/"+in.Site+"/"):
		return wire.Subscription{}, refuse(http.StatusUnprocessableEntity, wire.ErrorCodeWrongSite, "The payable is not of this client and site.")
	}
	origin, ok := validOrigin(in.PortalOrigin)
	if !ok {
		return wire.Subscription{}, invalid("The portal origin is not an http(s) origin.")
	}
	lang := bff.ParseLanguage(in.Language)
	if _, err := s.store.Payable(ctx, path, lang); err != nil {
		var be *bff.Error
		if errors.As(err, &be) && be.Code == bff.CodeNotFound {
			return wire.Subscription{}, refuse(http.StatusNotFound, wire.ErrorCodeUnknownPayable, "No such payable.")
		}
		return wire.Subscription{}, err
	}
	code := newLinkCode()
	now := s.now()
	sub := wire.Subscription{ID: "eb_" + strings.ToLower(rand.Text()[:16]), AccountPayableSavePath: path, Client: in.Client,
		Site: in.Site, Email: email, SubscriberName: name, Language: string(lang), Preference: in.Preference,
		Paperless: in.Preference == wire.PreferenceEmail, Status: wire.StatusPending, CreatedAt: now.UTC().Format(time.RFC3339)}
	r := Record{Sub: sub, UserID: userID, ActivationHash: hashCode(sub.ID, code), ActivationExpires: now.Add(wire.ActivationTTL),
		ActivationMails: []time.Time{now}}
	if err := s.store.Insert(ctx, r, activationMail(sub, origin, code, now), now); err != nil {
		switch {
		case errors.Is(err, ErrDuplicate):
			return wire.Subscription{}, refuse(http.StatusConflict, wire.ErrorCodeDuplicate,
				"This payable and e-mail address have a subscription already.")
		case errors.Is(err, ErrTooManyToRecipient):
			return wire.Subscription{}, errTooManyToRecipient
		}
		return wire.Subscription{}, err
	}
	return sub, nil
}

// change runs fn over subscription id of site and returns the record
// written or fn's refusal, which is returned after the record fn wrote is
// kept. A subscription of another site is no subscription: its link or
// code, used on another county's pages, neither reads nor changes it. A
// pending subscription past its life is marked expired and refused.
func (s *Service) change(ctx context.Context, site wire.Site, id string, fn func(cur Record) (*Record, *outbox.Message, error)) (wire.Subscription, error) {
	var refusal error
	var out wire.Subscription
	now := s.now()
	err := s.store.Change(ctx, id, func(cur Record) (*Record, *outbox.Message) {
		if cur.Sub.Client != site.Client || cur.Sub.Site != site.Site {
			refusal = errNotFound
			return nil, nil
		}
		if cur.Sub.Status == wire.StatusExpired {
			refusal = errExpired
			return nil, nil
		}
		if cur.Lapsed(now) {
			// Never confirmed in time: it ends here, whatever was asked.
			next := cur
			next.Sub.Status, next.ActivationHash, next.CodeHash = wire.StatusExpired, "", ""
			refusal = errExpired
			return &next, nil
		}
		next, m, err := fn(cur)
		refusal = err
		if next != nil {
			out = next.Sub
		}
		return next, m
	})
	if errors.Is(err, ErrTooManyToRecipient) {
		return wire.Subscription{}, errTooManyToRecipient
	}
	if err == nil {
		err = refusal
	}
	return out, err
}

// Activate confirms a pending subscription with its link's code (API-84,
// EBILL-06, EBILL-10): a wrong code is refused, an expired one too
// (EBILL-07), and a used link finds the subscription no longer pending.
func (s *Service) Activate(ctx context.Context, site wire.Site, id, code string) (wire.Subscription, error) {
	now := s.now()
	return s.change(ctx, site, id, func(cur Record) (*Record, *outbox.Message, error) {
		switch {
		case cur.Sub.Status != wire.StatusPending:
			return nil, nil, refuse(http.StatusConflict, wire.ErrorCodeNotPending, "The subscription is not waiting for confirmation.")
		case !codeMatches(cur.ActivationHash, id, code):
			return nil, nil, errIncorrect
		case !now.Before(cur.ActivationExpires):
			return nil, nil, refuse(http.StatusGone, wire.ErrorCodeExpiredLink, "The link has expired. Ask for a new one.")
		}
		next := cur
		next.Sub.Status, next.ActivationHash = wire.StatusActive, ""
		return &next, nil, nil
	})
}

// ResendActivation e-mails a new activation link of a pending
// subscription, voiding the old one (EBILL-07), at most MaxMailsPerWindow
// links in MailWindow.
func (s *Service) ResendActivation(ctx context.Context, site wire.Site, id string, in wire.LinkRequest) (wire.Subscription, error) {
	origin, ok := validOrigin(in.PortalOrigin)
	if !ok {
		return wire.Subscription{}, invalid("The portal origin is not an http(s) origin.")
	}
	code := newLinkCode()
	now := s.now()
	return s.change(ctx, site, id, func(cur Record) (*Record, *outbox.Message, error) {
		if cur.Sub.Status != wire.StatusPending {
			return nil, nil, refuse(http.StatusConflict, wire.ErrorCodeNotPending, "The subscription is not waiting for confirmation.")
		}
		sent := recent(cur.ActivationMails, now, MailWindow)
		if len(sent) >= MaxMailsPerWindow {
			return nil, nil, errTooMany
		}
		next := cur
		// A resent link lasts ActivationTTL, never beyond the
		// subscription's own life.
		next.ActivationHash, next.ActivationExpires = hashCode(id, code), minTime(now.Add(wire.ActivationTTL), cur.pendingEnd())
		next.ActivationMails = append(sent, now)
		m := activationMail(next.Sub, origin, code, now)
		return &next, &m, nil
	})
}

// SetPaperless turns paperless on or off on userID's active subscription
// (API-80, EBILL-08): on is the e-mail preference, off keeps the bill in
// the mail too.
func (s *Service) SetPaperless(ctx context.Context, site wire.Site, userID, id string, on bool) (wire.Subscription, error) {
	return s.change(ctx, site, id, func(cur Record) (*Record, *outbox.Message, error) {
		switch {
		case cur.UserID != userID:
			return nil, nil, errNotFound
		case cur.Sub.Status != wire.StatusActive:
			return nil, nil, errNotActive
		}
		next := cur
		next.Sub.Paperless = on
		switch {
		case on:
			next.Sub.Preference = wire.PreferenceEmail
		case cur.Sub.Preference == wire.PreferenceEmail:
			next.Sub.Preference = wire.PreferenceBoth
		}
		return &next, nil, nil
	})
}

// SendUnsubscribeCode e-mails a new unsubscribe code lasting
// UnsubscribeCodeTTL (API-83, EBILL-09, CONST-30), at most
// MaxMailsPerWindow codes in MailWindow; the earlier code is void. The
// wrong codes tried within WrongCodeWindow stay counted. A pending
// subscription gets no code: it ends by itself unless its link is
// followed, and a code would only be one more e-mail a stranger could
// have sent to an address that never asked for any.
func (s *Service) SendUnsubscribeCode(ctx context.Context, site wire.Site, id string, in wire.LinkRequest) error {
	origin, ok := validOrigin(in.PortalOrigin)
	if !ok {
		return invalid("The portal origin is not an http(s) origin.")
	}
	code, err := newDigits()
	if err != nil {
		return err
	}
	now := s.now()
	_, err = s.change(ctx, site, id, func(cur Record) (*Record, *outbox.Message, error) {
		switch cur.Sub.Status {
		case wire.StatusUnsubscribed:
			return nil, nil, errNotActive
		case wire.StatusPending:
			return nil, nil, errPendingNoCode
		}
		sent := recent(cur.CodeMails, now, MailWindow)
		if len(sent) >= MaxMailsPerWindow {
			return nil, nil, errTooMany
		}
		next := cur
		next.CodeHash, next.CodeExpires, next.CodeAttempts = hashCode(id, code), now.Add(wire.UnsubscribeCodeTTL), 0
		next.CodeMails = append(sent, now)
		m := codeMail(next.Sub, origin, code, now)
		return &next, &m, nil
	})
	return err
}

// Unsubscribe ends subscription id with its e-mailed code (API-82,
// EBILL-09): a wrong code counts an attempt against the code
// (MaxCodeAttempts) and against the subscription (MaxWrongCodesPerWindow
// in WrongCodeWindow, which no new code lifts); an expired or used one is
// refused.
func (s *Service) Unsubscribe(ctx context.Context, site wire.Site, id, code string) (wire.Subscription, error) {
	now := s.now()
	return s.change(ctx, site, id, func(cur Record) (*Record, *outbox.Message, error) {
		switch {
		case cur.Sub.Status == wire.StatusUnsubscribed:
			return nil, nil, errNotActive
		case cur.CodeHash == "":
			return nil, nil, errIncorrect
		case len(recent(cur.WrongCodes, now, WrongCodeWindow)) >= MaxWrongCodesPerWindow:
			return nil, nil, errCodesLocked
		case cur.CodeAttempts >= wire.MaxCodeAttempts:
			return nil, nil, refuse(http.StatusLocked, wire.ErrorCodeTooManyCodes, "Too many wrong codes. Ask for a new one.")
		case !codeMatches(cur.CodeHash, id, code):
			next := cur
			next.CodeAttempts++
			next.WrongCodes = append(recent(cur.WrongCodes, now, WrongCodeWindow), now)
			return &next, nil, errIncorrect
		case !now.Before(cur.CodeExpires):
			return nil, nil, refuse(http.StatusGone, wire.ErrorCodeExpiredCode, "The code has expired. Ask for a new one.")
		}
		next := cur
		next.Sub.Status, next.CodeHash, next.ActivationHash = wire.StatusUnsubscribed, "", ""
		return &next, nil, nil
	})
}

// UnsubscribeByPathEmail ends userID's subscription of path and email
// (API-81).
func (s *Service) UnsubscribeByPathEmail(ctx context.Context, userID, path, email string) (wire.Subscription, error) {
	r, found, err := s.store.ByPathEmail(ctx, strings.TrimPrefix(path, "/"), strings.TrimSpace(email))
	if err != nil {
		return wire.Subscription{}, err
	}
	if !found || r.UserID != userID {
		return wire.Subscription{}, errNotFound
	}
	return s.change(ctx, wire.Site{Client: r.Sub.Client, Site: r.Sub.Site}, r.Sub.ID, func(cur Record) (*Record, *outbox.Message, error) {
		if cur.Sub.Status == wire.StatusUnsubscribed {
			return nil, nil, errNotActive
		}
		next := cur
		next.Sub.Status, next.CodeHash, next.ActivationHash = wire.StatusUnsubscribed, "", ""
		return &next, nil, nil
	})
}

// Prep removes userID's subscriptions (API-85): the sandbox is never
// production.
func (s *Service) Prep(ctx context.Context, userID string) error {
	if strings.TrimSpace(userID) == "" {
		return invalid("Name the user (userId).")
	}
	return s.store.Reset(ctx, userID)
}

// newLinkCode is an activation link's code: 80 random bits, URL-safe.
func newLinkCode() string { return strings.ToLower(rand.Text()[:16]) }

// newDigits is a six-digit unsubscribe code, easy to type from an e-mail.
func newDigits() (string, error) {
	n, err := rand.Int(rand.Reader, big.NewInt(1_000_000))
	if err != nil {
		return "", fmt.Errorf("ebilling: code: %w", err)
	}
	return fmt.Sprintf("%06d", n.Int64()), nil
}

// hashCode is the hex SHA-256 of a subscription's code, salted by its id.
// The attempt limit and the expiry keep a code from being guessed; the
// hash keeps the stored code unreadable.
func hashCode(id, code string) string {
	sum := sha256.Sum256([]byte(id + ":" + code))
	return hex.EncodeToString(sum[:])
}

// codeMatches compares in constant time; no code kept matches nothing.
func codeMatches(hash, id, code string) bool {
	if hash == "" || code == "" {
		return false
	}
	return subtle.ConstantTimeCompare([]byte(hashCode(id, strings.TrimSpace(code))), []byte(hash)) == 1
}

func minTime(a, b time.Time) time.Time {
	if b.Before(a) {
		return b
	}
	return a
}
