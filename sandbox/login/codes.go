package login

import (
	"context"
	"crypto/rand"
	"crypto/subtle"
	"errors"
	"fmt"
	"math/big"
	"time"

	wire "github.com/payhub/payhub/bff/upstream/login"
	"github.com/payhub/payhub/sandbox/outbox"
)

// Verification code rules.
const (
	// CodeTTL is how long an e-mail verification code works (spec 001 §9:
	// "login verification code expire in 5 minutes"; CONST-31).
	CodeTTL = 5 * time.Minute
	// CodeDigits is the length of a code.
	CodeDigits = 6
	// MaxWrongCodes is how many wrong codes void the live one, so that a
	// code cannot be guessed within its five minutes.
	MaxWrongCodes = 5
	// KindVerificationCode is the outbox kind of a code's e-mail.
	KindVerificationCode = "verification_code"
)

// SendCode makes a new code for email, replacing any live one, and queues
// it in the outbox in lang. It reports false, sending nothing, when no
// account has the e-mail or it is verified already. A code sent less than
// wire.ResendInterval ago is the *Problem CodeResendTooSoon (429): whoever
// calls, the service mails one address at most that often. Link codes
// (link.go) are apart: this code verifies the account's e-mail and links
// nothing.
func (a *Accounts) SendCode(ctx context.Context, email, lang string) (bool, error) {
	email = NormalizeEmail(email)
	u, err := a.store.UserByEmail(ctx, email)
	if errors.Is(err, ErrNotFound) {
		return false, nil
	}
	if err != nil || u.EmailVerified {
		return false, err
	}
	switch last, err := a.store.CodeFor(ctx, email); {
	case err == nil:
		if since := a.now().Sub(last.SentAt); since >= 0 && since < wire.ResendInterval {
			return false, resendTooSoon(wire.ResendInterval - since)
		}
	case !errors.Is(err, ErrNotFound):
		return false, err
	}
	code, err := newCode()
	if err != nil {
		return false, err
	}
	now := a.now().UTC()
	c := Code{Email: email, Code: code, SentAt: now, ExpiresAt: now.Add(CodeTTL)}
	if err := a.store.SaveCode(ctx, c, codeMail(c, mailLanguage(u, lang))); err != nil {
		return false, err
	}
	a.logger.InfoContext(ctx, "verification code sent", "user", u.ID)
	return true, nil
}

// newCode is a random code of CodeDigits digits.
func newCode() (string, error) {
	n, err := rand.Int(rand.Reader, big.NewInt(1_000_000))
	if err != nil {
		return "", fmt.Errorf("login: code: %w", err)
	}
	return fmt.Sprintf("%0*d", CodeDigits, n.Int64()), nil
}

// mailLanguage is the language of a mail to u: lang when the pages speak
// it, else u's own.
func mailLanguage(u User, lang string) string {
	if lang == "" {
		lang = u.Language
	}
	return pickLanguage(lang)
}

// codeMail is the e-mail carrying c.
func codeMail(c Code, lang string) outbox.Message {
	m := outbox.Message{To: c.Email, Kind: KindVerificationCode, Language: lang, SentAt: c.SentAt,
		Subject: "Your PayHub verification code",
		Text: fmt.Sprintf("Your verification code is %s.\n\nIt expires in 5 minutes, at %s UTC. "+
			"If you did not ask for it, you can ignore this e-mail.\n", c.Code, c.ExpiresAt.Format("3:04 PM"))}
	if lang == langES {
		m.Subject = "Su código de verificación de PayHub"
		m.Text = fmt.Sprintf("Su código de verificación es %s.\n\nCaduca en 5 minutos, a las %s UTC. "+
			"Si no lo ha solicitado, puede ignorar este correo.\n", c.Code, c.ExpiresAt.Format("15:04"))
	}
	return m
}

// VerifyCode checks code against email's live code and, when it matches,
// marks the e-mail verified and spends the code. A wrong, expired, used up
// or missing code is the *Problem CodeVerificationInvalid (403).
func (a *Accounts) VerifyCode(ctx context.Context, email, code string) error {
	email = NormalizeEmail(email)
	// Every try is counted as it reads the code (the right one too, which
	// then spends it), so that parallel guesses get MaxWrongCodes tries in
	// all, not each.
	c, err := a.store.TakeCodeTry(ctx, email, MaxWrongCodes)
	if errors.Is(err, ErrNotFound) {
		return verificationInvalid()
	}
	if err != nil {
		return err
	}
	if !a.now().Before(c.ExpiresAt) || subtle.ConstantTimeCompare([]byte(c.Code), []byte(code)) != 1 {
		return verificationInvalid()
	}
	if err := a.store.MarkVerified(ctx, email, a.now()); err != nil {
		if errors.Is(err, ErrNotFound) {
			return verificationInvalid()
		}
		return err
	}
	return nil
}
