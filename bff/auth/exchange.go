package auth

import (
	"context"
	"errors"
	"fmt"
	"net/url"

	"github.com/coreos/go-oidc/v3/oidc"
	"github.com/zitadel/oidc/v3/pkg/client/tokenexchange"
	httphelper "github.com/zitadel/oidc/v3/pkg/http"
	zoidc "github.com/zitadel/oidc/v3/pkg/oidc"
)

// ErrNoClient is returned for a token exchange without a client id: the
// site names no token-exchange client.
var ErrNoClient = errors.New("auth: the site names no token-exchange client")

// exchangeScopes are the scopes of an exchanged sign-in: the ID token
// carries the e-mail and names the session keeps.
func exchangeScopes() []string { return []string{oidc.ScopeOpenID, "email", "profile"} }

// ExchangeToken signs a resident in by token exchange (RFC 8693; spec 001
// §7 "POST /oidc/token, form-encoded"; spec 000 §6 "external authentication
// with a token-exchange client"): subjectToken, a JWT of the host page's
// identity provider, is exchanged at the login service's token endpoint by
// the public client clientID for an ID token whose audience is clientID.
// The ID token is verified as Exchange verifies one: signed RS256 or ES256
// by the login service's keys, its issuer, the audience clientID and an
// unexpired expiry. It carries no nonce: no browser took part.
func (r *RP) ExchangeToken(ctx context.Context, clientID, subjectToken string) (Identity, error) {
	if clientID == "" {
		return Identity{}, ErrNoClient
	}
	p, err := r.discover(ctx)
	if err != nil {
		return Identity{}, err
	}
	ctx, cancel := context.WithTimeout(oidc.ClientContext(ctx, r.cfg.HTTPClient), LoginTimeout)
	defer cancel()
	te, err := tokenexchange.NewTokenExchanger(ctx, r.cfg.Issuer,
		tokenexchange.WithHTTPClient(r.cfg.HTTPClient),
		tokenexchange.WithStaticTokenEndpoint(r.cfg.Issuer, p.Endpoint().TokenURL))
	if err != nil {
		return Identity{}, fmt.Errorf("auth: token exchange: %w", err)
	}
	resp, err := tokenexchange.ExchangeToken(ctx, publicClient{te, clientID}, subjectToken,
		zoidc.JWTTokenType, "", "", nil, []string{clientID}, exchangeScopes(), zoidc.IDTokenType)
	if err != nil {
		return Identity{}, fmt.Errorf("auth: token exchange: %w", err)
	}
	if resp.IssuedTokenType != zoidc.IDTokenType || resp.AccessToken == "" {
		return Identity{}, fmt.Errorf("auth: token exchange issued %q, not an ID token", resp.IssuedTokenType)
	}
	idt, err := p.Verifier(&oidc.Config{ClientID: clientID, SupportedSigningAlgs: signingAlgs()}).Verify(ctx, resp.AccessToken)
	if err != nil {
		return Identity{}, fmt.Errorf("auth: exchanged ID token: %w", err)
	}
	return identityOf(idt)
}

// identityOf reads the resident from a verified ID token; a user kind
// this package does not know reads as an ordinary resident.
func identityOf(idt *oidc.IDToken) (Identity, error) {
	var id Identity
	if err := idt.Claims(&id); err != nil {
		return Identity{}, fmt.Errorf("auth: ID token claims: %w", err)
	}
	if id.Subject == "" {
		return Identity{}, errors.New("auth: the ID token names no subject")
	}
	if id.Kind != UserKindPropertyTax {
		id.Kind = ""
	}
	return id, nil
}

// publicClient is a token exchanger that names a public client in the
// form, as RFC 6749 §2.3 has a client without credentials do (spec 001 §7
// lists client_id among the token exchange's fields); the library's own
// exchanger sends no client at all.
type publicClient struct {
	tokenexchange.TokenExchanger
	clientID string
}

// AuthFn adds client_id to the form.
func (c publicClient) AuthFn() (any, error) {
	return httphelper.FormAuthorization(func(form url.Values) { form.Set("client_id", c.clientID) }), nil
}
