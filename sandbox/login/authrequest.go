package login

import (
	"slices"
	"time"

	"github.com/zitadel/oidc/v3/pkg/oidc"
	"github.com/zitadel/oidc/v3/pkg/op"
)

// Display is what the hosted page shows of the site that sent the user
// (spec 001 §7 "Sign-in redirect parameters"; LOGIN-13), as the authorize
// request named it.
type Display struct {
	ClientSite     string `json:"clientSite,omitempty"`     // client_site, "client/site"
	ClientDisplay  string `json:"clientDisplay,omitempty"`  // client_display
	SiteDisplay    string `json:"siteDisplay,omitempty"`    // site_display
	LogoURL        string `json:"logoUrl,omitempty"`        // display_logo_url
	EmailParamSite string `json:"emailParamSite,omitempty"` // email_param_site
}

// AuthRequest is one authorization request between the authorize endpoint
// and the code exchange.
type AuthRequest struct {
	ID                  string                   `json:"id"`
	ClientID            string                   `json:"clientId"`
	RedirectURI         string                   `json:"redirectUri"`
	State               string                   `json:"state,omitempty"`
	Nonce               string                   `json:"nonce,omitempty"`
	Scopes              []string                 `json:"scopes"`
	ResponseType        oidc.ResponseType        `json:"responseType"`
	ResponseMode        oidc.ResponseMode        `json:"responseMode,omitempty"`
	CodeChallenge       string                   `json:"codeChallenge"`
	CodeChallengeMethod oidc.CodeChallengeMethod `json:"codeChallengeMethod"`
	Prompt              []string                 `json:"prompt,omitempty"`
	LoginHint           string                   `json:"loginHint,omitempty"`
	// Language is the page's language, from ui_locales (en or es).
	Language string    `json:"language"`
	Display  Display   `json:"display"`
	Created  time.Time `json:"created"`

	// Set by the store: who signed in, and when.
	UserID   string    `json:"-"`
	AuthTime time.Time `json:"-"`
}

var _ op.AuthRequest = (*AuthRequest)(nil)

// GetID is the request's id.
func (a *AuthRequest) GetID() string { return a.ID }

// GetACR is empty: the sandbox has one level of assurance.
func (a *AuthRequest) GetACR() string { return "" }

// GetAMR says how the user signed in: a password.
func (a *AuthRequest) GetAMR() []string {
	if a.Done() {
		return []string{"pwd"}
	}
	return nil
}

// GetAudience is the client the tokens are for.
func (a *AuthRequest) GetAudience() []string { return []string{a.ClientID} }

// GetAuthTime is when the user signed in.
func (a *AuthRequest) GetAuthTime() time.Time { return a.AuthTime }

// GetClientID is the requesting client.
func (a *AuthRequest) GetClientID() string { return a.ClientID }

// GetCodeChallenge is the PKCE challenge (always S256: see checkPKCE).
func (a *AuthRequest) GetCodeChallenge() *oidc.CodeChallenge {
	if a.CodeChallenge == "" {
		return nil
	}
	return &oidc.CodeChallenge{Challenge: a.CodeChallenge, Method: a.CodeChallengeMethod}
}

// GetNonce binds the ID token to the client's sign-in.
func (a *AuthRequest) GetNonce() string { return a.Nonce }

// GetRedirectURI is where the code goes.
func (a *AuthRequest) GetRedirectURI() string { return a.RedirectURI }

// GetResponseType is the requested response type (code).
func (a *AuthRequest) GetResponseType() oidc.ResponseType { return a.ResponseType }

// GetResponseMode is the requested response mode.
func (a *AuthRequest) GetResponseMode() oidc.ResponseMode { return a.ResponseMode }

// GetScopes are the granted scopes.
func (a *AuthRequest) GetScopes() []string { return a.Scopes }

// GetState is the client's state, returned with the code.
func (a *AuthRequest) GetState() string { return a.State }

// GetSubject is the signed-in user's id.
func (a *AuthRequest) GetSubject() string { return a.UserID }

// Done reports whether a user has signed in for the request.
func (a *AuthRequest) Done() bool { return a.UserID != "" }

// promptNone reports whether the client asked for no page at all.
func (a *AuthRequest) promptNone() bool { return slices.Contains(a.Prompt, oidc.PromptNone) }
