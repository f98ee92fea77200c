package login

// Linking a county's identity to an existing account (token exchange, spec
// 000 §6 "external authentication with a token-exchange client"). The first
// exchange of a county identity whose e-mail an account here has already
// does not sign into that account: the e-mail names it, it does not prove
// who owns it. The exchanged ID token names a pending identity instead,
// with its e-mail unverified and ClaimLinkPending, and the account is linked
// only after its owner types the code mailed to the address.

// ClaimLinkPending is the ID token claim (true) of a pending identity: its
// subject is no account, and the e-mail code of PathIdentityLink links it.
const ClaimLinkPending = "payhub_link_pending"

// Paths of the link calls (users API, service credential).
const (
	PathIdentityCode = "/v1/identities/code"
	PathIdentityLink = "/v1/identities/link"
)

// KindLinkCode is the outbox kind of the e-mail carrying a link code.
const KindLinkCode = "link_code"

// LinkCodeRequest is the body of POST /v1/identities/code: mail a link
// code to the account with Email for the identity Subject of Issuer, and
// for that identity alone.
type LinkCodeRequest struct {
	Issuer  string `json:"issuer"`
	Subject string `json:"subject"`
	Email   string `json:"email"`
	Locale  string `json:"locale,omitempty"`
}

// LinkCodeResponse says whether a code was sent (false: no account has the
// e-mail, so there is nothing to link).
type LinkCodeResponse struct {
	Sent bool `json:"sent"`
}

// LinkRequest is the body of POST /v1/identities/link: Code, mailed to
// Email for this identity, links the identity to the account with Email; a
// code mailed for another identity links nothing. A wrong, expired or used
// up code is 403 CodeVerificationInvalid.
type LinkRequest struct {
	Issuer  string `json:"issuer"`
	Subject string `json:"subject"`
	Email   string `json:"email"`
	Code    string `json:"code"`
}

// LinkResponse answers a link: the account now linked and its user kind
// (ClaimUserKind's value, empty for an ordinary resident).
type LinkResponse struct {
	User UserBody `json:"user"`
	Kind string   `json:"kind,omitempty"`
}
