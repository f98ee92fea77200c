package payables

import (
	"context"
	"net/http"
	"net/url"

	"github.com/payhub/payhub/bff"
	"github.com/payhub/payhub/bff/upstream"
)

// HeaderRemoteUser names the resident a convert call acts for (spec 001
// §7: the optional remote-user header).
const HeaderRemoteUser = "Remote-User"

// HeaderAdminUser names the staff member a convert call is made for
// (ROLE-34: an admin-user header may be sent when creating a payable), as
// the scheduled payments service's X-Admin-User.
const HeaderAdminUser = "X-Admin-User"

// ConvertQueryKey is the key of the one payable a convert call sends.
const ConvertQueryKey = "0"

// ConvertRequest is the body of POST /v0/{path}/convert: {query: {0:
// payable}}.
type ConvertRequest struct {
	Query map[string]Payable `json:"query"`
}

// ConvertResponse is the answer of a convert call; the converted payable
// is Payables[0].
type ConvertResponse struct {
	Payables []Payable `json:"payables"`
}

// ConvertAs says for whom a convert call is made; every field is
// optional.
type ConvertAs struct {
	// Bearer is sent as "Authorization: Bearer {Bearer}" when set.
	Bearer string
	// RemoteUser is sent in the Remote-User header when set.
	RemoteUser string
	// AdminUser, the staff member acting, is sent in the X-Admin-User
	// header when set (ROLE-34); never for a resident's own call.
	AdminUser string
}

// Convert asks the service for the current form of payable p at path (POST
// /v0/{path}/convert, API-92): p goes as query 0 and the answer's first
// payable comes back. An answer without one is bff.CodeNotFound.
func (c *Client) Convert(ctx context.Context, path string, p Payable, as ConvertAs, lang bff.Language) (Payable, error) {
	h := acceptLanguage(lang)
	if as.Bearer != "" {
		h.Set("Authorization", "Bearer "+as.Bearer)
	}
	if as.RemoteUser != "" {
		h.Set(HeaderRemoteUser, as.RemoteUser)
	}
	if as.AdminUser != "" {
		h.Set(HeaderAdminUser, as.AdminUser)
	}
	var out ConvertResponse
	err := c.c.Do(ctx, upstream.Call{
		Method:  http.MethodPost,
		Path:    "/v0/" + url.PathEscape(path) + "/convert",
		Route:   "POST /v0/{path}/convert",
		Header:  h,
		Body:    ConvertRequest{Query: map[string]Payable{ConvertQueryKey: p}},
		Timeout: ReadTimeout,
	}, &out)
	if err != nil {
		return Payable{}, err
	}
	if len(out.Payables) == 0 {
		return Payable{}, bff.Errorf(bff.CodeNotFound, "The payable could not be converted.")
	}
	return out.Payables[0], nil
}
