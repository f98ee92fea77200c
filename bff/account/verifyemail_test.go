package account

import (
	"context"
	"testing"

	"github.com/payhub/payhub/bff"
	"github.com/payhub/payhub/bff/texts"
	"github.com/payhub/payhub/bff/upstream/login"
)

// fakeEmailVerifier is an EmailVerifier made of function fields.
type fakeEmailVerifier struct {
	isVerified func(ctx context.Context, r login.IsEmailVerifiedRequest) (bool, error)
	verify     func(ctx context.Context, r login.VerifyEmailRequest) (login.VerifyEmailResponse, error)
	linkCode   func(ctx context.Context, r login.LinkCodeRequest) (bool, error)
	link       func(ctx context.Context, r login.LinkRequest) (login.LinkResponse, error)
}

var _ EmailVerifier = fakeEmailVerifier{}

func (f fakeEmailVerifier) IsEmailVerified(ctx context.Context, r login.IsEmailVerifiedRequest) (bool, error) {
	return f.isVerified(ctx, r)
}

func (f fakeEmailVerifier) VerifyEmail(ctx context.Context, r login.VerifyEmailRequest) (login.VerifyEmailResponse, error) {
	return f.verify(ctx, r)
}

func (f fakeEmailVerifier) SendLinkCode(ctx context.Context, r login.LinkCodeRequest) (bool, error) {
	return f.linkCode(ctx, r)
}

func (f fakeEmailVerifier) LinkIdentity(ctx context.Context, r login.LinkRequest) (login.LinkResponse, error) {
	return f.link(ctx, r)
}

func TestVerify_ERR17_ERR18_aWrongCodeIsInvalidAndAnyOtherFailureUnexpected(t *testing.T) {
	var sent []login.VerifyEmailRequest
	answer := error(nil)
	v := &EmailVerification{Issuer: "http://login.test/svc/login", Login: fakeEmailVerifier{
		verify: func(_ context.Context, r login.VerifyEmailRequest) (login.VerifyEmailResponse, error) {
			sent = append(sent, r)
			return login.VerifyEmailResponse{Verified: answer == nil}, answer
		}}}
	ctx := t.Context()
	if err := v.Verify(ctx, "u@example.com", " 123456 ", bff.English); err != nil {
		t.Fatalf("a right code: %v", err)
	}
	if got := sent[0]; got != (login.VerifyEmailRequest{Email: "u@example.com", ProviderIdentifier: "http://login.test/svc/login", Token: "123456"}) {
		t.Errorf("sent %+v", got)
	}
	answer = bff.Errorf(bff.CodeVerificationInvalid, "wrong")
	err := v.Verify(ctx, "u@example.com", "999999", bff.Spanish)
	if bff.ErrorCode(err) != bff.CodeVerificationInvalid || bff.ErrorDisplayMessage(err) != texts.Message(texts.VerifyInvalid, bff.Spanish) {
		t.Errorf("a wrong code = %v (%q)", err, bff.ErrorDisplayMessage(err))
	}
	for _, upstreamErr := range []error{bff.Errorf(bff.CodeUnavailable, "down"), bff.Errorf(bff.CodeTimeout, "slow"),
		bff.Errorf(bff.CodeUpstreamFailed, "odd")} {
		answer = upstreamErr
		if err := v.Verify(ctx, "u@example.com", "123456", bff.English); bff.ErrorCode(err) != bff.CodeVerificationFailed ||
			bff.ErrorMessage(err) != texts.Message(texts.VerifyUnexpected, bff.English) {
			t.Errorf("%v = %v, want verification_failed", upstreamErr, err)
		}
	}
	n := len(sent)
	for _, code := range []string{"", "   ", string(make([]byte, maxVerificationCode+1))} {
		if err := v.Verify(ctx, "u@example.com", code, bff.English); bff.ErrorCode(err) != bff.CodeVerificationInvalid {
			t.Errorf("code %q = %v", code, err)
		}
	}
	if len(sent) != n {
		t.Error("a code that cannot be right was sent")
	}
}

func TestResend_LOGIN02_asksIsEmailVerifiedAsThePortalsClient(t *testing.T) {
	var got login.IsEmailVerifiedRequest
	verified, fail := false, error(nil)
	v := &EmailVerification{Issuer: "http://login.test/svc/login", Login: fakeEmailVerifier{
		isVerified: func(_ context.Context, r login.IsEmailVerifiedRequest) (bool, error) {
			got = r
			return verified, fail
		}}}
	if already, err := v.Resend(t.Context(), "u@example.com", bff.Spanish); err != nil || already {
		t.Fatalf("resend = %v, %v", already, err)
	}
	if got != (login.IsEmailVerifiedRequest{Email: "u@example.com", ClientID: "payhub-spa", Issuer: "http://login.test/svc/login", Locale: "es"}) {
		t.Errorf("asked %+v", got)
	}
	verified = true
	if already, err := v.Resend(t.Context(), "u@example.com", bff.English); err != nil || !already {
		t.Errorf("a verified e-mail = %v, %v", already, err)
	}
	fail = bff.Errorf(bff.CodeUnavailable, "down")
	if _, err := v.Resend(t.Context(), "u@example.com", bff.English); bff.ErrorCode(err) != bff.CodeVerificationFailed {
		t.Errorf("a failed resend = %v", err)
	}
	// The service's own wait between two codes (another session asked) is
	// the same 429 as the BFF's per-session wait.
	fail = bff.Errorf(bff.CodeRateLimited, "too soon")
	if _, err := v.Resend(t.Context(), "u@example.com", bff.Spanish); bff.ErrorCode(err) != bff.CodeRateLimited ||
		bff.ErrorDisplayMessage(err) != bff.ErrorDisplayMessage(ResendTooSoon(bff.Spanish)) {
		t.Errorf("a resend the service finds too soon = %v", err)
	}
}

func TestLink_aRightCodeIsTheLinkedAccountAndAWrongOneInvalid(t *testing.T) {
	var sent []login.LinkRequest
	answer := error(nil)
	v := &EmailVerification{Login: fakeEmailVerifier{
		link: func(_ context.Context, r login.LinkRequest) (login.LinkResponse, error) {
			sent = append(sent, r)
			if answer != nil {
				return login.LinkResponse{}, answer
			}
			return login.LinkResponse{User: login.UserBody{ID: "usr_rosa", Email: r.Email, EmailVerified: true,
				GivenName: "Rosa"}, Kind: "someone-odd"}, nil
		}}}
	ctx := t.Context()
	id, err := v.Link(ctx, "https://county.example", "c-1", "rosa@example.com", " 123456 ", bff.English)
	if err != nil || id.Subject != "usr_rosa" || !id.EmailVerified || id.Kind != "" || id.LinkPending {
		t.Fatalf("a right code: %+v %v", id, err)
	}
	if got := sent[0]; got != (login.LinkRequest{Issuer: "https://county.example", Subject: "c-1", Email: "rosa@example.com", Code: "123456"}) {
		t.Errorf("sent %+v", got)
	}
	answer = bff.Errorf(bff.CodeVerificationInvalid, "wrong")
	if _, err := v.Link(ctx, "https://county.example", "c-1", "rosa@example.com", "1", bff.Spanish); bff.ErrorCode(err) != bff.CodeVerificationInvalid ||
		bff.ErrorDisplayMessage(err) != texts.Message(texts.VerifyInvalid, bff.Spanish) {
		t.Errorf("a wrong code = %v", err)
	}
	answer = bff.Errorf(bff.CodeUnavailable, "down")
	if _, err := v.Link(ctx, "https://county.example", "c-1", "rosa@example.com", "1", bff.English); bff.ErrorCode(err) != bff.CodeVerificationFailed {
		t.Errorf("down = %v", err)
	}
	n := len(sent)
	if _, err := v.Link(ctx, "https://county.example", "c-1", "rosa@example.com", "  ", bff.English); bff.ErrorCode(err) != bff.CodeVerificationInvalid || len(sent) != n {
		t.Errorf("an empty code = %v, sent %d", err, len(sent)-n)
	}
}
