package http

import (
	"context"
	"encoding/json"
	"net/http"
	"net/http/httptest"
	"strconv"
	"sync"
	"testing"

	"github.com/payhub/payhub/bff"
	"github.com/payhub/payhub/bff/auth"
	"github.com/payhub/payhub/bff/inmem"
)

// fakeVerification is an EmailVerification made of function fields.
type fakeVerification struct {
	verify func(ctx context.Context, email, code string, lang bff.Language) error
	resend func(ctx context.Context, email string, lang bff.Language) (bool, error)
	// linkCode and link are nil where a test links nothing.
	linkCode func(ctx context.Context, issuer, subject, email string, lang bff.Language) (bool, error)
	link     func(ctx context.Context, issuer, subject, email, code string, lang bff.Language) (auth.Identity, error)
}

var _ EmailVerification = fakeVerification{}

func (f fakeVerification) Verify(ctx context.Context, email, code string, lang bff.Language) error {
	return f.verify(ctx, email, code, lang)
}

func (f fakeVerification) Resend(ctx context.Context, email string, lang bff.Language) (bool, error) {
	return f.resend(ctx, email, lang)
}

func (f fakeVerification) SendLinkCode(ctx context.Context, issuer, subject, email string, lang bff.Language) (bool, error) {
	if f.linkCode == nil {
		return false, bff.Errorf(bff.CodeUnavailable, "no link codes here")
	}
	return f.linkCode(ctx, issuer, subject, email, lang)
}

func (f fakeVerification) Link(ctx context.Context, issuer, subject, email, code string, lang bff.Language) (auth.Identity, error) {
	if f.link == nil {
		return auth.Identity{}, bff.Errorf(bff.CodeUnavailable, "no links here")
	}
	return f.link(ctx, issuer, subject, email, code, lang)
}

// mailbox plays the login service: one right code, and the e-mails it was
// asked about.
type mailbox struct {
	mu       sync.Mutex
	code     string
	fail     error
	verified map[string]bool
	verifies []string
	resends  []string
	// langs are the languages of resends, one each.
	langs []bff.Language
}

func (m *mailbox) fake() fakeVerification {
	return fakeVerification{
		verify: func(_ context.Context, email, code string, _ bff.Language) error {
			m.mu.Lock()
			defer m.mu.Unlock()
			m.verifies = append(m.verifies, email)
			switch {
			case m.fail != nil:
				return m.fail
			case code != m.code:
				return bff.Errorf(bff.CodeVerificationInvalid, "The verification code is incorrect or has expired.")
			}
			m.verified[email] = true
			return nil
		},
		resend: func(_ context.Context, email string, lang bff.Language) (bool, error) {
			m.mu.Lock()
			defer m.mu.Unlock()
			m.resends = append(m.resends, email)
			m.langs = append(m.langs, lang)
			return m.verified[email], m.fail
		},
	}
}

const verifyURL = "/bff/v1/sunshine/demo/verify-email"

func newVerifyServer(t *testing.T) (http.Handler, *fakeSignIn, *mailbox) {
	t.Helper()
	box := &mailbox{code: "123456", verified: map[string]bool{}}
	si := &fakeSignIn{claimed: map[string]string{}}
	return New(Deps{Env: bff.EnvTest, Store: inmem.New(), SignIn: si, Verification: box.fake()}), si, box
}

// signedInUnverified is a browser whose sign-in stopped at an unverified
// e-mail; the sign-in had the login service mail the first code.
func signedInUnverified(t *testing.T, h http.Handler, si *fakeSignIn, subject string) *jar {
	t.Helper()
	si.identity = auth.Identity{Subject: subject, Email: subject + "@example.com", GivenName: "Uma"}
	b := &jar{t: t, h: h}
	state := stateOf(t, b.get("/bff/v1/sunshine/demo/login"))
	b.get(CallbackPath + "?state=" + state + "&code=code-for-" + state)
	return b
}

// signedInUnmailed is signedInUnverified where the login service refused
// to mail the sign-in's code as too soon (the address had one moments
// before, as after its sign-up): the session's own Resend allowance is
// untouched. The box forgets what the sign-in asked it.
func signedInUnmailed(t *testing.T, h http.Handler, si *fakeSignIn, box *mailbox, subject string) *jar {
	t.Helper()
	box.mu.Lock()
	box.fail = bff.Errorf(bff.CodeRateLimited, "A new code was just sent.")
	before := len(box.resends)
	box.mu.Unlock()
	b := signedInUnverified(t, h, si, subject)
	box.mu.Lock()
	defer box.mu.Unlock()
	if asked := box.resends[before:]; len(asked) != 1 || asked[0] != subject+"@example.com" {
		t.Fatalf("the sign-in asked for codes for %v", asked)
	}
	box.fail, box.resends, box.langs = nil, box.resends[:before], box.langs[:before]
	return b
}

func sessionOf(t *testing.T, b *jar) sessionBody {
	t.Helper()
	var s sessionBody
	rec := b.get("/bff/v1/sunshine/demo/session")
	if err := json.Unmarshal(rec.Body.Bytes(), &s); err != nil || s.User == nil {
		t.Fatalf("session: %d %s", rec.Code, rec.Body)
	}
	return s
}

func TestVerifyEmail_aGuestGets401AndNothingIsAsked(t *testing.T) {
	h, _, box := newVerifyServer(t)
	withSession := &jar{t: t, h: h}
	withSession.get("/bff/v1/sunshine/demo/login")
	for _, guest := range []*jar{{t: t, h: h}, withSession} {
		for _, rec := range []*httptest.ResponseRecorder{
			guest.sendBody(http.MethodPost, verifyURL, `{"code":"123456"}`, csrfHeader),
			guest.sendBody(http.MethodPost, verifyURL+"/resend", "", csrfHeader),
		} {
			if rec.Code != http.StatusUnauthorized || errorCode(t, rec) != string(bff.CodeUnauthorized) {
				t.Errorf("a guest: %d %s, want 401", rec.Code, rec.Body)
			}
		}
	}
	if len(box.verifies)+len(box.resends) != 0 {
		t.Errorf("the login service was asked for a guest")
	}
}

func TestVerifyEmail_LOGIN01_theMailedCodeVerifiesTheSessionsOwnEmail(t *testing.T) {
	h, si, box := newVerifyServer(t)
	uma := signedInUnverified(t, h, si, "uma")
	if s := sessionOf(t, uma); s.User.EmailVerified {
		t.Fatal("verified before the code")
	}
	// An e-mail in the body is not the one verified: the session's is.
	rec := uma.sendBody(http.MethodPost, verifyURL, `{"code":"123456","email":"bob@example.com"}`, csrfHeader)
	var got sessionBody
	if err := json.Unmarshal(rec.Body.Bytes(), &got); rec.Code != http.StatusOK || err != nil || got.User == nil ||
		!got.User.EmailVerified || got.User.Subject != "uma" {
		t.Fatalf("verify: %d %s", rec.Code, rec.Body)
	}
	if len(box.verifies) != 1 || box.verifies[0] != "uma@example.com" || box.verified["bob@example.com"] {
		t.Errorf("verified %v", box.verifies)
	}
	if s := sessionOf(t, uma); !s.User.EmailVerified {
		t.Error("the session is not marked verified")
	}
	// Verified already: answered without asking again.
	if rec := uma.sendBody(http.MethodPost, verifyURL, `{"code":"000000"}`, csrfHeader); rec.Code != http.StatusOK || len(box.verifies) != 1 {
		t.Errorf("again: %d %s", rec.Code, rec.Body)
	}
}

func TestVerifyEmail_ERR17_aWrongCodeIs403AndTheSessionStaysUnverified(t *testing.T) {
	h, si, _ := newVerifyServer(t)
	uma := signedInUnverified(t, h, si, "uma")
	rec := uma.sendBody(http.MethodPost, verifyURL, `{"code":"999999"}`, csrfHeader)
	if rec.Code != http.StatusForbidden || errorCode(t, rec) != string(bff.CodeVerificationInvalid) {
		t.Errorf("a wrong code: %d %s", rec.Code, rec.Body)
	}
	if s := sessionOf(t, uma); s.User.EmailVerified {
		t.Error("a wrong code verified the session")
	}
}

func TestVerifyEmail_ERR18_anyOtherFailureIsUnexpected(t *testing.T) {
	h, si, box := newVerifyServer(t)
	uma := signedInUnverified(t, h, si, "uma")
	box.fail = bff.Errorf(bff.CodeVerificationFailed, "Your e-mail address could not be verified.")
	rec := uma.sendBody(http.MethodPost, verifyURL, `{"code":"123456"}`, csrfHeader)
	if rec.Code != http.StatusBadGateway || errorCode(t, rec) != string(bff.CodeVerificationFailed) {
		t.Errorf("%d %s", rec.Code, rec.Body)
	}
}

func TestVerifyEmail_CSRF_withoutTheHeaderNothingIsAsked(t *testing.T) {
	h, si, box := newVerifyServer(t)
	uma := signedInUnmailed(t, h, si, box, "uma")
	for _, path := range []string{verifyURL, verifyURL + "/resend"} {
		if rec := uma.sendBody(http.MethodPost, path, `{"code":"123456"}`, nil); rec.Code != http.StatusForbidden || errorCode(t, rec) != string(bff.CodeForbidden) {
			t.Errorf("%s without the CSRF header: %d %s", path, rec.Code, rec.Body)
		}
	}
	if len(box.verifies)+len(box.resends) != 0 {
		t.Error("a refused call reached the login service")
	}
}

func TestResend_LOGIN02_atMostOneCodePerSessionEveryThirtySeconds(t *testing.T) {
	h, si, box := newVerifyServer(t)
	uma := signedInUnmailed(t, h, si, box, "uma")
	rec := uma.sendBody(http.MethodPost, verifyURL+"/resend", "", csrfHeader)
	var res ResendResult
	if err := json.Unmarshal(rec.Body.Bytes(), &res); rec.Code != http.StatusOK || err != nil || !res.Sent || res.Verified {
		t.Fatalf("the first resend: %d %s", rec.Code, rec.Body)
	}
	rec = uma.sendBody(http.MethodPost, verifyURL+"/resend?lang=es", "", csrfHeader)
	wait, err := strconv.Atoi(rec.Header().Get("Retry-After"))
	if rec.Code != http.StatusTooManyRequests || errorCode(t, rec) != string(bff.CodeRateLimited) || err != nil ||
		wait < 1 || wait > int(ResendInterval.Seconds()) {
		t.Errorf("a second resend: %d %q %s", rec.Code, rec.Header().Get("Retry-After"), rec.Body)
	}
	if len(box.resends) != 1 || box.resends[0] != "uma@example.com" {
		t.Errorf("uma's resends %v", box.resends)
	}
	// Another resident's session has its own allowance.
	vic := signedInUnmailed(t, h, si, box, "vic")
	if rec := vic.sendBody(http.MethodPost, verifyURL+"/resend", "", csrfHeader); rec.Code != http.StatusOK {
		t.Errorf("another session: %d %s", rec.Code, rec.Body)
	}
	if len(box.resends) != 2 || box.resends[0] != "uma@example.com" || box.resends[1] != "vic@example.com" {
		t.Errorf("resends %v", box.resends)
	}
}

func TestResend_anEmailVerifiedMeanwhileMarksTheSession(t *testing.T) {
	h, si, box := newVerifyServer(t)
	uma := signedInUnmailed(t, h, si, box, "uma")
	box.verified["uma@example.com"] = true
	rec := uma.sendBody(http.MethodPost, verifyURL+"/resend", "", csrfHeader)
	var res ResendResult
	if err := json.Unmarshal(rec.Body.Bytes(), &res); rec.Code != http.StatusOK || err != nil || res.Sent || !res.Verified {
		t.Fatalf("%d %s", rec.Code, rec.Body)
	}
	if s := sessionOf(t, uma); !s.User.EmailVerified {
		t.Error("the session is not marked verified")
	}
}

func TestResend_ERR18_aFailedResendCanBeRetriedAtOnce(t *testing.T) {
	h, si, box := newVerifyServer(t)
	uma := signedInUnmailed(t, h, si, box, "uma")
	box.fail = bff.Errorf(bff.CodeVerificationFailed, "A new code could not be sent.")
	if rec := uma.sendBody(http.MethodPost, verifyURL+"/resend", "", csrfHeader); rec.Code != http.StatusBadGateway {
		t.Fatalf("a failed resend: %d %s", rec.Code, rec.Body)
	}
	box.fail = nil
	if rec := uma.sendBody(http.MethodPost, verifyURL+"/resend", "", csrfHeader); rec.Code != http.StatusOK {
		t.Errorf("retrying at once: %d %s", rec.Code, rec.Body)
	}
}

func TestSignIn_LOGIN05_anUnverifiedSignInMailsTheFirstCodeOnceInItsLanguage(t *testing.T) {
	h, si, box := newVerifyServer(t)
	si.identity = auth.Identity{Subject: "uma", Email: "uma@example.com", GivenName: "Uma"}
	uma := &jar{t: t, h: h}
	state := stateOf(t, uma.get("/bff/v1/sunshine/demo/login?lang=es"))
	callback := CallbackPath + "?state=" + state + "&code=code-for-" + state
	if loc := uma.get(callback).Header().Get("Location"); loc != "/sunshine/demo/verify-email?email=uma%40example.com" {
		t.Fatalf("sent to %q", loc)
	}
	// verify-email says a code was mailed: the sign-in mailed it, in the
	// language it was started in.
	if len(box.resends) != 1 || box.resends[0] != "uma@example.com" || box.langs[0] != bff.Spanish {
		t.Fatalf("the sign-in asked for codes for %v in %v", box.resends, box.langs)
	}
	// The callback again mails nothing: its state was used.
	if loc := uma.get(callback).Header().Get("Location"); loc != "/" {
		t.Errorf("the callback again: sent to %q", loc)
	}
	// That code is the newest: Resend waits, and asks for nothing.
	rec := uma.sendBody(http.MethodPost, verifyURL+"/resend", "", csrfHeader)
	if wait, err := strconv.Atoi(rec.Header().Get("Retry-After")); rec.Code != http.StatusTooManyRequests || err != nil ||
		wait < 1 || wait > int(ResendInterval.Seconds()) {
		t.Errorf("Resend after the sign-in: %d %q %s", rec.Code, rec.Header().Get("Retry-After"), rec.Body)
	}
	if len(box.resends) != 1 {
		t.Errorf("codes asked for %v", box.resends)
	}
}

func TestSignIn_aVerifiedSignInMailsNoCode(t *testing.T) {
	h, si, box := newVerifyServer(t)
	si.identity = auth.Identity{Subject: "rosa", Email: "rosa@example.com", EmailVerified: true}
	rosa := &jar{t: t, h: h}
	state := stateOf(t, rosa.get("/bff/v1/sunshine/demo/login"))
	if loc := rosa.get(CallbackPath + "?state=" + state + "&code=code-for-" + state).Header().Get("Location"); loc != "/sunshine/demo/home" {
		t.Fatalf("sent to %q", loc)
	}
	if len(box.resends) != 0 {
		t.Errorf("codes asked for %v", box.resends)
	}
}

func TestSignIn_anEmailVerifiedSinceTheTokenWasMadeGoesOnWhereTheSignInWasHeaded(t *testing.T) {
	h, si, box := newVerifyServer(t)
	si.identity = auth.Identity{Subject: "uma", Email: "uma@example.com"}
	box.verified["uma@example.com"] = true // another tab typed the code
	uma := &jar{t: t, h: h}
	state := stateOf(t, uma.get("/bff/v1/sunshine/demo/login?returnTo=%2Fsunshine%2Fdemo%2Fmy-dashboard"))
	if loc := uma.get(CallbackPath + "?state=" + state + "&code=code-for-" + state).Header().Get("Location"); loc != "/sunshine/demo/my-dashboard" {
		t.Fatalf("sent to %q", loc)
	}
	if s := sessionOf(t, uma); !s.User.EmailVerified {
		t.Error("the session is not marked verified")
	}
}
