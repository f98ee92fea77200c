package login

import (
	"context"
	"errors"
	"net/http"
	"strings"

	"github.com/payhub/payhub/bff"
	"github.com/payhub/payhub/bff/auth"
	"github.com/payhub/payhub/bff/upstream"
)

// Client is the typed client of the login service's users API and e-mail
// verification calls. Every call is bounded by auth.LoginTimeout (spec 001
// §9: "Login service time-out 30 s"; CONST-07).
type Client struct {
	c          *upstream.Client
	credential string
}

// NewClient returns the login service client over c, whose base URL is the
// service's issuer (e.g. http://127.0.0.1:8090/svc/login). credential is
// the users API's service credential, sent as a bearer token on the /v1
// calls but ping.
func NewClient(c *upstream.Client, credential string) *Client {
	return &Client{c: c, credential: credential}
}

// service is the header of a users API call.
func (c *Client) service() http.Header {
	return http.Header{"Authorization": {"Bearer " + c.credential}}
}

// errNoUser is returned without a call for an empty user id, which would
// otherwise name the users collection.
func errNoUser() error { return bff.Errorf(bff.CodeInvalid, "No user is named.") }

// GetUser returns the user with id (GET /v1/users/{id}; API-108); an
// unknown id is bff.CodeNotFound.
func (c *Client) GetUser(ctx context.Context, id string) (UserBody, error) {
	if strings.TrimSpace(id) == "" {
		return UserBody{}, errNoUser()
	}
	var out UserBody
	err := c.c.Do(ctx, upstream.Call{Method: http.MethodGet, Path: userPath(id), Route: "GET /v1/users/{id}",
		Header: c.service(), Timeout: auth.LoginTimeout}, &out)
	return out, err
}

// PatchUser changes the profile fields p sets of the user with id and
// returns the user (PATCH /v1/users/{id} with snake-cased fields; API-110).
// It is not retried: PATCH carries no idempotency key.
func (c *Client) PatchUser(ctx context.Context, id string, p PatchUserRequest) (UserBody, error) {
	if strings.TrimSpace(id) == "" {
		return UserBody{}, errNoUser()
	}
	var out UserBody
	err := c.c.Do(ctx, upstream.Call{Method: http.MethodPatch, Path: userPath(id), Route: "PATCH /v1/users/{id}",
		Header: c.service(), Body: p, Timeout: auth.LoginTimeout}, &out)
	return out, err
}

// IsEmailVerified asks whether r's e-mail is verified (POST
// /oidc/is_email_verified; API-115). When it is not, the service sends a
// new code to the account with the e-mail, if there is one: this is how a
// code is sent again (spec 000 §7 "Email verification sign-in").
func (c *Client) IsEmailVerified(ctx context.Context, r IsEmailVerifiedRequest) (bool, error) {
	var out IsEmailVerifiedResponse
	err := c.c.Do(ctx, upstream.Call{Method: http.MethodPost, Path: PathIsEmailVerified,
		Route: "POST " + PathIsEmailVerified, Body: r, Timeout: auth.LoginTimeout}, &out)
	return out.Verified, err
}

// VerifyEmail checks the code r carries (POST /oidc/verify_email;
// API-116). A 403 answer, a wrong, expired or used up code, is
// bff.CodeVerificationInvalid (spec 000 §8; ERR-17); any other failure
// keeps the upstream layer's code.
func (c *Client) VerifyEmail(ctx context.Context, r VerifyEmailRequest) (VerifyEmailResponse, error) {
	var out VerifyEmailResponse
	err := c.c.Do(ctx, upstream.Call{Method: http.MethodPost, Path: PathVerifyEmail,
		Route: "POST " + PathVerifyEmail, Body: r, Timeout: auth.LoginTimeout}, &out)
	var se *upstream.StatusError
	if errors.As(err, &se) && se.Status == http.StatusForbidden {
		return VerifyEmailResponse{}, bff.Wrap(err, bff.CodeVerificationInvalid,
			"The verification code is incorrect or has expired.")
	}
	return out, err
}

// Ping reports whether the service answers (GET /v1/ping, for /readyz;
// API-106).
func (c *Client) Ping(ctx context.Context) error { return c.c.Ping(ctx, "/v1/ping") }

// SendLinkCode mails a code that links r's identity to the account with
// r's e-mail (POST /v1/identities/code). A code asked for too soon after
// the identity's last one, or while the address has the most live link
// codes of other identities, is the upstream layer's rate-limited error.
func (c *Client) SendLinkCode(ctx context.Context, r LinkCodeRequest) (bool, error) {
	var out LinkCodeResponse
	err := c.c.Do(ctx, upstream.Call{Method: http.MethodPost, Path: PathIdentityCode,
		Route: "POST " + PathIdentityCode, Header: c.service(), Body: r, Timeout: auth.LoginTimeout}, &out)
	return out.Sent, err
}

// LinkIdentity links r's identity to the account with r's e-mail when r's
// code is the one mailed to it (POST /v1/identities/link). A 403 answer,
// a wrong, expired or used up code, is bff.CodeVerificationInvalid.
func (c *Client) LinkIdentity(ctx context.Context, r LinkRequest) (LinkResponse, error) {
	var out LinkResponse
	err := c.c.Do(ctx, upstream.Call{Method: http.MethodPost, Path: PathIdentityLink,
		Route: "POST " + PathIdentityLink, Header: c.service(), Body: r, Timeout: auth.LoginTimeout}, &out)
	var se *upstream.StatusError
	if errors.As(err, &se) && se.Status == http.StatusForbidden {
		return LinkResponse{}, bff.Wrap(err, bff.CodeVerificationInvalid,
			"The verification code is incorrect or has expired.")
	}
	return out, err
}
