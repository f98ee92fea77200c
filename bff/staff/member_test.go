package staff_test

import (
	"crypto"
	"crypto/rand"
	"crypto/rsa"
	"encoding/json"
	"testing"
	"time"

	"github.com/coreos/go-oidc/v3/oidc"
	"github.com/go-jose/go-jose/v4"

	"github.com/payhub/payhub/bff"
	"github.com/payhub/payhub/bff/staff"
	"github.com/payhub/payhub/bff/upstream/login"
)

const issuer = "https://login.example/svc/login"

// signer signs staff access tokens with one RSA key.
type signer struct {
	t   *testing.T
	key *rsa.PrivateKey
}

func newSigner(t *testing.T) signer {
	t.Helper()
	key, err := rsa.GenerateKey(rand.Reader, 2048)
	if err != nil {
		t.Fatal(err)
	}
	return signer{t: t, key: key}
}

// token is a staff access token of the admin expiring at exp.
func (s signer) token(exp time.Time) string {
	s.t.Helper()
	sig, err := jose.NewSigner(jose.SigningKey{Algorithm: jose.RS256, Key: s.key}, nil)
	if err != nil {
		s.t.Fatal(err)
	}
	claims, _ := json.Marshal(map[string]any{
		"iss": issuer, "aud": []string{login.ClientStaff}, "client_id": login.ClientStaff, "sub": "u-1", "jti": "j-1",
		"exp": exp.Unix(), "iat": exp.Add(-login.StaffAccessTokenTTL).Unix(), "email": "admin@sunshine.example", "name": "Sam Admin",
		"scope": login.ScopeBannersRead + " " + login.ScopeBannersWrite, "payhub_sites": []string{"sunshine/*"},
	})
	jws, err := sig.Sign(claims)
	if err != nil {
		s.t.Fatal(err)
	}
	raw, err := jws.CompactSerialize()
	if err != nil {
		s.t.Fatal(err)
	}
	return raw
}

func (s signer) verifier(now func() time.Time) *login.StaffVerifier {
	return login.NewStaffVerifier(issuer, &oidc.StaticKeySet{PublicKeys: []crypto.PublicKey{&s.key.PublicKey}}, now)
}

func TestAuthenticate_ROLE29_aValidTokenIsTheMemberAndKeepsItsTokenForUpstream(t *testing.T) {
	s := newSigner(t)
	raw := s.token(time.Now().Add(5 * time.Minute))
	m, err := staff.Authenticate(t.Context(), s.verifier(nil), raw)
	if err != nil {
		t.Fatal(err)
	}
	if m.Token() != raw || m.Who() != "admin@sunshine.example" || !m.Allows("sunshine", "demo") || m.Allows("moonbeam", "pay") {
		t.Errorf("member %+v", m.Staff)
	}
	if !m.HasAny(login.ScopeFootersRead, login.ScopeBannersWrite) || m.HasAny(login.ScopeSchedPayCreate) || !m.HasAny() {
		t.Errorf("scopes %v", m.Scopes)
	}
}

func TestAuthenticate_anExpiredTokenIsStaffSessionExpiredAndAForgedOneUnauthorized(t *testing.T) {
	s := newSigner(t)
	later := func() time.Time { return time.Now().Add(login.StaffAccessTokenTTL + time.Minute) }
	_, err := staff.Authenticate(t.Context(), s.verifier(later), s.token(time.Now().Add(login.StaffAccessTokenTTL)))
	if bff.ErrorCode(err) != bff.CodeStaffSessionExpired {
		t.Errorf("expired: %v, want %s", err, bff.CodeStaffSessionExpired)
	}
	forger := newSigner(t)
	_, err = staff.Authenticate(t.Context(), s.verifier(nil), forger.token(time.Now().Add(time.Minute)))
	if bff.ErrorCode(err) != bff.CodeUnauthorized {
		t.Errorf("forged: %v, want unauthorized", err)
	}
	raw := s.token(time.Now().Add(time.Minute))
	_, err = staff.Authenticate(t.Context(), s.verifier(nil), raw[:len(raw)-4]+"AAAA")
	if bff.ErrorCode(err) != bff.CodeUnauthorized {
		t.Errorf("altered: %v, want unauthorized", err)
	}
	if _, err := staff.Authenticate(t.Context(), s.verifier(nil), ""); bff.ErrorCode(err) != bff.CodeUnauthorized {
		t.Errorf("none: %v", err)
	}
}
