// Package ebilling holds the wire types and client of the e-billing
// service (spec 001 §3 "E-billing subscription", §4 "E-billing", §7
// "E-billing"; API-78..85, EBILL-04..10). The sandbox server
// (sandbox/ebilling) and the BFF client share these types.
package ebilling

import "time"

// CallTimeout bounds one e-billing call. The specification names none.
const CallTimeout = 10 * time.Second

// Delivery preferences of a subscription (EBILL-05): the paper bill by
// mail (with an e-mail notice), the bill by e-mail only (paperless), or
// both.
const (
	PreferenceMail  = "mail"
	PreferenceEmail = "email"
	PreferenceBoth  = "both"
)

// Statuses of a subscription: pending until the e-mailed link is followed
// (EBILL-06), then active; unsubscribed at the end, or expired when it was
// never confirmed within its life (PendingLife). Only pending and active
// subscriptions are listed, and only they keep the payable and e-mail
// address from subscribing again.
const (
	StatusPending      = "pending"
	StatusActive       = "active"
	StatusUnsubscribed = "unsubscribed"
	StatusExpired      = "expired"
)

// ActivationTTL is how long an activation link lasts; an expired link is
// refused and can be resent (EBILL-07). The specification names no figure.
const ActivationTTL = 24 * time.Hour

// PendingGrace is how long a pending subscription outlives its first
// link: time to ask for another (EBILL-07) after the first one expired.
const PendingGrace = 6 * 24 * time.Hour

// PendingLife is how long a subscription stays pending, from its creation
// by the service's clock: after that it has expired, no resent link
// revives it, and the payable and e-mail address may subscribe again. It
// is bounded from the creation, not from the last link, so that whoever
// made a subscription cannot keep it pending, and the e-mail address
// from subscribing, by resending links.
const PendingLife = ActivationTTL + PendingGrace

// UnsubscribeCodeTTL is how long an e-mailed unsubscribe code lasts
// (CONST-30: 5 minutes).
const UnsubscribeCodeTTL = 5 * time.Minute

// MaxCodeAttempts is how many wrong unsubscribe codes one code takes
// before it is void and a new one must be asked for.
const MaxCodeAttempts = 5

// SiteHeader names the client and site, "client/site", whose page a call
// on one subscription comes from (paperless, verify, unsubscribe, sending
// a code, resending a link). A subscription of another site is answered
// as no subscription at all: a link or code of one county's subscription
// does nothing on another county's pages.
const SiteHeader = "X-Site"

// Site is the client and site a call on one subscription is made for.
type Site struct {
	Client string
	Site   string
}

// String is the site as SiteHeader carries it.
func (s Site) String() string { return s.Client + "/" + s.Site }

// UserIDHeader names the calling user on the calls that read or change a
// user's own subscriptions (list, subscribe, paperless).
const UserIDHeader = "X-User-Id"

// Error codes of the service's refusals, in the error body's code (ERR-72).
const (
	ErrorCodeDuplicate        = "duplicate_subscription"    // 409: the payable and e-mail have a subscription already
	ErrorCodeIncorrectCode    = "incorrect_code"            // 422: the code or link is not this subscription's
	ErrorCodeExpiredLink      = "expired_link"              // 410: the activation link has expired; resend it
	ErrorCodeExpiredCode      = "expired_code"              // 410: the unsubscribe code has expired; ask for another
	ErrorCodeNotPending       = "not_pending"               // 409: the subscription is active or ended already
	ErrorCodeNotActive        = "not_active"                // 409: the subscription is pending or ended
	ErrorCodeInvalid          = "invalid_subscription"      // 400: a field is missing or wrong
	ErrorCodeWrongSite        = "wrong_site"                // 422: the payable is not of the named client and site
	ErrorCodeTooManyCodes     = "code_locked"               // 423: MaxCodeAttempts wrong codes; ask for another
	ErrorCodeUnknownPayable   = "unknown_payable"           // 404: no such payable
	ErrorCodeTooManyMails     = "too_many_mails"            // 429: this e-mail was sent to the subscription too often lately
	ErrorCodeCodesLocked      = "codes_locked"              // 429: too many wrong unsubscribe codes lately, whatever code was sent
	ErrorCodeExpired          = "expired_subscription"      // 410: the subscription was never confirmed within PendingLife; subscribe again
	ErrorCodeTooManyToAddress = "too_many_mails_to_address" // 429: the recipient's inbox was sent too many e-billing e-mails lately, across subscriptions
	ErrorCodePendingNoCode    = "pending_no_code"           // 409: a pending subscription gets no unsubscribe code; it ends by itself unless confirmed
)

// Subscription is one e-billing subscription (EBILL-04).
type Subscription struct {
	ID                     string `json:"id"`
	AccountPayableSavePath string `json:"accountPayableSavePath"`
	Client                 string `json:"client"`
	Site                   string `json:"site"`
	Email                  string `json:"email"`
	SubscriberName         string `json:"subscriberName"`
	Language               string `json:"language"`
	Paperless              bool   `json:"paperless"`
	Preference             string `json:"preference"`
	Status                 string `json:"status"`
	CreatedAt              string `json:"createdAt"` // RFC 3339
}

// SubscribeRequest is the body of POST /v1/subscriptions (API-79). The
// activation link is PortalOrigin + /{client}/{site}/ebilling/{id}/verify/{authCode}.
type SubscribeRequest struct {
	AccountPayableSavePath string `json:"accountPayableSavePath"`
	Client                 string `json:"client"`
	Site                   string `json:"site"`
	Email                  string `json:"email"`
	SubscriberName         string `json:"subscriberName"`
	Language               string `json:"language"`
	Preference             string `json:"preference"`
	PortalOrigin           string `json:"portalOrigin"`
}

// ListResponse answers GET /v1/subscriptions (API-78): the calling user's
// subscriptions, unsubscribed ones left out.
type ListResponse struct {
	Subscriptions []Subscription `json:"subscriptions"`
}

// PaperlessRequest is the body of PATCH /v1/subscriptions/{id} (API-80).
type PaperlessRequest struct {
	Paperless bool `json:"paperless"`
}

// LinkRequest is the body of the calls that e-mail a link or code: where
// the portal is.
type LinkRequest struct {
	PortalOrigin string `json:"portalOrigin"`
}

// PrepRequest is the body of POST /v1/prepNonprodTests (API-85): the
// user's subscriptions are removed.
type PrepRequest struct {
	UserID string `json:"userId"`
}

// ActivationPath is the portal path of a subscription's activation link
// (EBILL-02).
func ActivationPath(client, site, id, code string) string {
	return "/" + client + "/" + site + "/ebilling/" + id + "/verify/" + code
}

// UnsubscribePath is the portal path where a subscriber enters the
// e-mailed unsubscribe code (EBILL-02, EBILL-09).
func UnsubscribePath(client, site, id string) string {
	return "/" + client + "/" + site + "/ebilling/" + id + "/unsubscribe"
}
