package wallet

import (
	"context"
	"net/http"

	"github.com/payhub/payhub/bff/upstream"
)

// Staff calls (ROLE-18 adminFilling): county staff enter a payer's card or
// bank account in the card-input frame, for a scheduled payment they set
// up for the payer. Every call carries the staff member's access token in
// HeaderRemoteUser (ROLE-29); the service verifies it with the login
// service's staff verifier, checks admin:schedpay:create or :write
// (ROLE-28) and the client/site pair (SCHED-04), and finds the payer's
// account by e-mail, whatever the BFF checked before.
const (
	// HeaderRemoteUser carries the staff member's access token.
	HeaderRemoteUser = "Remote-User"
	// StaffUserTokenPath issues the payer's adminFilling e-wallet tokens.
	StaffUserTokenPath = "/admin/user_token"
	// StaffTendersPath saves a tender token of such a token for the payer.
	StaffTendersPath = "/admin/tenders"
	// CodePayerNotFound refuses, with 422, an e-mail no resident account
	// has (a staff account's included).
	CodePayerNotFound = "payer_not_found"
	// CodeTokenNotForPayer refuses, with 422, a staff save whose tender
	// token is not one of a frame staff opened for this payer: a payer's
	// own, another payer's, a cart's, an unknown or an expired one.
	CodeTokenNotForPayer = "token_not_for_payer"
)

// StaffPayer is the payer staff act for: Email finds the account.
type StaffPayer struct {
	Name  string `json:"name"`
	Email string `json:"email"`
}

// StaffUserTokenRequest is the body of POST /admin/user_token: the frames'
// page (the console's origin) and the payer.
type StaffUserTokenRequest struct {
	Client    string     `json:"client"`
	Site      string     `json:"site"`
	Origin    string     `json:"origin"`
	Ancestors []string   `json:"ancestors,omitempty"`
	Payer     StaffPayer `json:"payer"`
}

// StaffUserTokenResponse carries the payer's adminFilling tokens, one per
// input, and the name their frames show (the account's).
type StaffUserTokenResponse struct {
	UserTokenResponse
	PayerName string `json:"payer_name"`
}

// StaffSaveRequest is the body of POST /admin/tenders: the tender token a
// frame of the payer's adminFilling token made, and what staff typed
// beside it. The tender is kept for the payer out of their wallet list
// (display_in_wallet false): it pays the scheduled payments staff set up,
// nothing else. The same token again answers the same tender.
type StaffSaveRequest struct {
	Client         string     `json:"client"`
	Site           string     `json:"site"`
	Payer          StaffPayer `json:"payer"`
	Token          string     `json:"token"`
	Type           string     `json:"type,omitempty"`
	UserName       string     `json:"user_name,omitempty"`
	BillingAddress *Address   `json:"billing_address,omitempty"`
}

// Admin is the client of the staff calls acting for one staff member.
// Refusals come back as bff errors over *upstream.StatusError: no or a bad
// token 401; a missing scope or a pair the member may not act for 403;
// CodePayerNotFound and CodeTokenNotForPayer 422.
type Admin struct {
	c     *upstream.Client
	token string
}

// Admin returns the staff client acting with the staff access token.
func (c *Client) Admin(token string) *Admin { return &Admin{c: c.c, token: token} }

func (a *Admin) header() http.Header { return http.Header{HeaderRemoteUser: {a.token}} }

// UserToken issues the payer's adminFilling e-wallet tokens.
func (a *Admin) UserToken(ctx context.Context, req StaffUserTokenRequest) (StaffUserTokenResponse, error) {
	var out StaffUserTokenResponse
	err := a.c.Do(ctx, upstream.Call{Method: http.MethodPost, Path: StaffUserTokenPath, Route: "POST " + StaffUserTokenPath,
		Body: req, Header: a.header(), Timeout: TenderCallTimeout}, &out)
	return out, err
}

// SaveTender saves the tender token for the payer, out of their wallet
// list; key is the call's Idempotency-Key.
func (a *Admin) SaveTender(ctx context.Context, key string, req StaffSaveRequest) (Tender, error) {
	var out Tender
	err := a.c.Do(ctx, upstream.Call{Method: http.MethodPost, Path: StaffTendersPath, Route: "POST " + StaffTendersPath,
		Body: req, Header: a.header(), IdempotencyKey: key, Timeout: TenderCallTimeout}, &out)
	return out, err
}
