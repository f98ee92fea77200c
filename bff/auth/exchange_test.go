package auth_test

import (
	"bytes"
	"crypto/rand"
	"crypto/rsa"
	"encoding/json"
	"net/http"
	"net/http/httptest"
	"sync"
	"testing"
	"time"

	"github.com/golang-jwt/jwt/v5"

	"github.com/payhub/payhub/bff/auth"
	"github.com/payhub/payhub/sandbox"
	"github.com/payhub/payhub/sandbox/issuer"
	"github.com/payhub/payhub/sandbox/login"
)

// exchangeRig is the real sandbox (its login service trusts its token
// issuer, the county's stand-in) behind a test server, and the BFF's
// relying party.
type exchangeRig struct {
	t      *testing.T
	county string // the issuer's URL
	rp     *auth.RP

	mu  sync.Mutex
	now time.Time // the county's clock; zero: the real one
}

func newExchangeRig(t *testing.T) *exchangeRig {
	t.Helper()
	ts := httptest.NewUnstartedServer(nil)
	base := "http://" + ts.Listener.Addr().String()
	r := &exchangeRig{t: t, county: base + sandbox.PrefixIssuer}
	srv, err := sandbox.New(t.Context(), sandbox.Options{Dir: t.TempDir(), URL: base, Now: r.clock})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { _ = srv.Close() })
	ts.Config.Handler = srv.Handler()
	ts.Start()
	t.Cleanup(ts.Close)
	r.rp = auth.NewRP(auth.Config{Issuer: base + sandbox.PrefixLogin})
	return r
}

func (r *exchangeRig) clock() time.Time {
	r.mu.Lock()
	defer r.mu.Unlock()
	if r.now.IsZero() {
		return time.Now()
	}
	return r.now
}

// token is the county issuer's token for the user.
func (r *exchangeRig) token(req issuer.TokenRequest) string {
	r.t.Helper()
	body, _ := json.Marshal(req)
	resp, err := http.Post(r.county+"/token", "application/json", bytes.NewReader(body))
	if err != nil {
		r.t.Fatal(err)
	}
	defer resp.Body.Close()
	var out issuer.TokenResponse
	if err := json.NewDecoder(resp.Body).Decode(&out); err != nil || resp.StatusCode != http.StatusOK {
		r.t.Fatalf("county token: %d %v", resp.StatusCode, err)
	}
	return out.Token
}

func TestExchangeToken_ROLE15_LOGIN11_theCountysTokenSignsInTheResidentItNames(t *testing.T) {
	r := newExchangeRig(t)
	id, err := r.rp.ExchangeToken(t.Context(), login.ClientTokenExchange,
		r.token(issuer.TokenRequest{Subject: "county-7", Email: "jordan.county@example.com", Name: "Jordan County"}))
	if err != nil {
		t.Fatal(err)
	}
	// A new account with the county's verified e-mail.
	if id.Email != "jordan.county@example.com" || !id.EmailVerified || id.GivenName != "Jordan" || id.Subject == "" ||
		id.LinkPending {
		t.Fatalf("identity %+v", id)
	}
	again, err := r.rp.ExchangeToken(t.Context(), login.ClientTokenExchange,
		r.token(issuer.TokenRequest{Subject: "county-7", Email: "jordan.county@example.com", Name: "Jordan County"}))
	if err != nil || again.Subject != id.Subject {
		t.Fatalf("second sign-in %+v %v, want subject %s", again, err, id.Subject)
	}
}

func TestExchangeToken_theEmailOfAnAccountMadeElsewhereNamesAPendingIdentityNotTheAccount(t *testing.T) {
	r := newExchangeRig(t)
	// The county vouches for the e-mail of the seeded resident, who signs
	// in here with a password: its word opens nothing of hers.
	id, err := r.rp.ExchangeToken(t.Context(), login.ClientTokenExchange,
		r.token(issuer.TokenRequest{Subject: "county-10", Email: "resident@example.com", Name: "Rosa Resident"}))
	if err != nil {
		t.Fatal(err)
	}
	if !id.LinkPending || id.EmailVerified || id.Email != "resident@example.com" ||
		id.Subject != login.PendingSubject(r.county, "county-10") {
		t.Fatalf("identity %+v", id)
	}
}

func TestExchangeToken_LOGIN05_anUnverifiedEmailIsSignedInAndFlaggedUnverified(t *testing.T) {
	r := newExchangeRig(t)
	no := false
	id, err := r.rp.ExchangeToken(t.Context(), login.ClientTokenExchange, r.token(issuer.TokenRequest{
		Subject: "county-8", Email: "new.neighbour@example.com", Name: "Nia Neighbour", EmailVerified: &no}))
	if err != nil || id.EmailVerified || id.Email != "new.neighbour@example.com" || id.Subject == "" {
		t.Fatalf("identity %+v %v", id, err)
	}
}

func TestExchangeToken_ROLE15_onlyTheTokenExchangeClientMayExchange(t *testing.T) {
	r := newExchangeRig(t)
	token := r.token(issuer.TokenRequest{Subject: "county-9", Email: "casey@example.com", Name: "Casey Doe"})
	for _, client := range []string{auth.ClientID, "payhub-sandbox", "someone-else"} {
		if id, err := r.rp.ExchangeToken(t.Context(), client, token); err == nil {
			t.Errorf("client %q signed in %+v", client, id)
		}
	}
}

func TestExchangeToken_LOGIN04_aSubjectTokenOfAnUnknownIssuerOrExpiredOrForgedIsRefused(t *testing.T) {
	r := newExchangeRig(t)
	key, err := rsa.GenerateKey(rand.Reader, 2048)
	if err != nil {
		t.Fatal(err)
	}
	// sign signs the claims of user x with the method and key, for iss and aud.
	sign := func(method jwt.SigningMethod, k any, iss, aud string) string {
		now := time.Now()
		claims := jwt.MapClaims{"iss": iss, "aud": aud, "sub": "x", "email": "x@example.com", "email_verified": true,
			"iat": now.Unix(), "exp": now.Add(5 * time.Minute).Unix()}
		tok := jwt.NewWithClaims(method, claims)
		tok.Header["kid"] = "k1"
		signed, err := tok.SignedString(k)
		if err != nil {
			t.Fatal(err)
		}
		return signed
	}
	none := sign(jwt.SigningMethodNone, jwt.UnsafeAllowNoneSignatureType, r.county, issuer.Audience)
	r.mu.Lock()
	r.now = time.Now().Add(-time.Hour)
	r.mu.Unlock()
	expired := r.token(issuer.TokenRequest{Subject: "x", Email: "x@example.com", Name: "X Y"})
	for name, token := range map[string]string{
		"unknown issuer":       sign(jwt.SigningMethodRS256, key, "https://login.elsewhere.example", issuer.Audience),
		"forged (another key)": sign(jwt.SigningMethodRS256, key, r.county, issuer.Audience),
		"alg none":             none,
		"HS256":                sign(jwt.SigningMethodHS256, []byte("secret"), r.county, issuer.Audience),
		"expired":              expired,
		"not a token":          "abc.def.ghi",
	} {
		if id, err := r.rp.ExchangeToken(t.Context(), login.ClientTokenExchange, token); err == nil {
			t.Errorf("%s: signed in %+v", name, id)
		}
	}
}
