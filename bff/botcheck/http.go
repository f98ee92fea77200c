package botcheck

import (
	"context"
	"errors"
	"fmt"
	"log/slog"
	"net/http"
	"net/url"
	"strings"
	"time"

	"github.com/payhub/payhub/bff/upstream"
)

// VerifyTimeout bounds one siteverify call.
const VerifyTimeout = 10 * time.Second

// Service is the upstream service name of the provider in metrics and logs.
const Service = "botcheck"

// PathSiteVerify is the siteverify endpoint below the provider's base URL
// (Cloudflare: https://challenges.cloudflare.com/turnstile/v0).
const PathSiteVerify = "/siteverify"

// MaxTokenLength is the longest token the provider issues (Turnstile: 2048
// characters); a longer one is refused without asking.
const MaxTokenLength = 2048

// siteVerifyResponse is the provider's answer.
type siteVerifyResponse struct {
	Success    bool     `json:"success"`
	ErrorCodes []string `json:"error-codes"`
}

// HTTP verifies tokens with a siteverify endpoint: a form POST of secret,
// response and remoteip answered by {"success", "error-codes"}. It fails
// closed: a provider that does not answer refuses the check-out.
type HTTP struct {
	client *upstream.Client
	secret string
	logger *slog.Logger
}

// NewHTTP returns a verifier posting to baseURL+PathSiteVerify through
// pool with secret. An empty baseURL or secret makes every Verify refuse
// with MsgNotInitialized. logger may be nil.
func NewHTTP(pool *upstream.Pool, baseURL, secret string, logger *slog.Logger) *HTTP {
	if logger == nil {
		logger = slog.New(slog.DiscardHandler)
	}
	v := &HTTP{secret: secret, logger: logger}
	if baseURL != "" {
		v.client = pool.Client(Service, baseURL)
	}
	return v
}

// Verify asks the provider whether token is a passed challenge.
func (v *HTTP) Verify(ctx context.Context, token, remoteIP string) error {
	if v.client == nil || v.secret == "" {
		return v.refuse(ctx, MsgNotInitialized, errors.New("botcheck: no siteverify URL or secret configured"))
	}
	if strings.TrimSpace(token) == "" || len(token) > MaxTokenLength {
		return v.refuse(ctx, MsgChallengeFailed, errors.New("botcheck: no token"))
	}
	form := url.Values{"secret": {v.secret}, "response": {token}}
	if remoteIP != "" {
		form.Set("remoteip", remoteIP)
	}
	var out siteVerifyResponse
	err := v.client.Do(ctx, upstream.Call{Method: http.MethodPost, Path: PathSiteVerify,
		Route: "POST " + PathSiteVerify, Body: form, Timeout: VerifyTimeout}, &out)
	if err != nil {
		return v.refuse(ctx, MsgNoPreClearance, fmt.Errorf("botcheck: siteverify: %w", err))
	}
	if !out.Success {
		return v.refuse(ctx, MsgChallengeFailed,
			fmt.Errorf("botcheck: siteverify refused the token: %s", strings.Join(out.ErrorCodes, ",")))
	}
	return nil
}

// refuse logs the refusal with its internal cause and returns it.
func (v *HTTP) refuse(ctx context.Context, message string, cause error) error {
	v.logger.WarnContext(ctx, "bot challenge refused", "code", ErrorCode, "reason", message, "error", cause.Error())
	return Refusal(message, cause)
}
