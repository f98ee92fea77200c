package login

import (
	"context"
	"crypto/sha256"
	"crypto/subtle"
	"encoding/hex"
	"errors"
	"fmt"
	"net/http"
	"slices"
	"strings"
	"time"

	"github.com/payhub/payhub/bff"
	"github.com/payhub/payhub/bff/hostauth"
	wire "github.com/payhub/payhub/bff/upstream/login"
	"github.com/payhub/payhub/sandbox/internal/respond"
	"github.com/payhub/payhub/sandbox/outbox"
)

// Host identities. A county's identity provider vouches for its own user,
// known here by (issuer, subject), and names an e-mail address; that
// address proves nothing about an account someone made here with it. So an
// identity is linked to an account only when the exchange made the account
// (no account had the e-mail), or when the account's owner typed the code
// mailed to its address (Link). Until then an exchange names a pending
// identity (PendingSubject), which is no account: its ID token carries the
// identity's e-mail unverified and wire.ClaimLinkPending.

// pendingPrefix starts every pending identity's subject; account ids start
// with usr_.
const pendingPrefix = "hid_"

// PendingSubject is the subject an exchange answers for issuer's subject
// while it is linked to no account: the same for every exchange of the
// identity, and telling nothing of the account its e-mail names.
func PendingSubject(issuer, subject string) string {
	sum := sha256.Sum256([]byte(issuer + "\x00" + subject))
	return pendingPrefix + hex.EncodeToString(sum[:15])
}

// isPending reports whether subject is a pending identity's.
func isPending(subject string) bool { return strings.HasPrefix(subject, pendingPrefix) }

// KindLinkCode is the outbox kind of a link code's e-mail.
const KindLinkCode = wire.KindLinkCode

// MaxLiveLinkCodes bounds the link codes of one address that are live at
// once, each of another identity. A code is bound to the identity it was
// mailed for, with MaxWrongCodes tries of its own, so that one identity's
// guesses never void another's code; but each identity would bring its own
// tries, and an issuer may vouch for one address under many subjects. The
// bound keeps the guesses at an address to MaxLiveLinkCodes*MaxWrongCodes
// per wire.ResendInterval, and the link mails to it to MaxLiveLinkCodes per
// interval, however many identities name it. A further identity waits
// until one of the codes expires (CodeResendTooSoon with the wait); it
// delays a link, burns no code, and never touches the account's password
// sign-in. Three leaves room for a resident with a few counties of her own.
const MaxLiveLinkCodes = 3

// SendLinkCode mails the account with email a code that links the county
// identity issuer's subject to it, even when the e-mail is verified, and
// only that identity: the code replaces the identity's own earlier one and
// no other. It reports false, sending nothing, when no account has the
// e-mail. A code of the identity sent less than wire.ResendInterval ago,
// or MaxLiveLinkCodes live codes of other identities for the address, is
// the *Problem CodeResendTooSoon with the wait.
func (a *Accounts) SendLinkCode(ctx context.Context, issuer, subject, email, lang string) (bool, error) {
	email = NormalizeEmail(email)
	u, err := a.store.UserByEmail(ctx, email)
	if errors.Is(err, ErrNotFound) {
		return false, nil
	}
	if err != nil {
		return false, err
	}
	now := a.now().UTC()
	switch last, err := a.store.LinkCodeFor(ctx, issuer, subject); {
	case err == nil:
		if since := now.Sub(last.SentAt); since >= 0 && since < wire.ResendInterval {
			return false, resendTooSoon(wire.ResendInterval - since)
		}
	case !errors.Is(err, ErrNotFound):
		return false, err
	}
	code, err := newCode()
	if err != nil {
		return false, err
	}
	c := LinkCode{Issuer: issuer, Subject: subject, Email: email, Code: code, SentAt: now, ExpiresAt: now.Add(CodeTTL)}
	fullUntil, err := a.store.SaveLinkCode(ctx, c, linkMail(c, mailLanguage(u, lang)), MaxLiveLinkCodes)
	if err != nil {
		return false, err
	}
	if !fullUntil.IsZero() {
		a.logger.WarnContext(ctx, "link code not sent: the address has MaxLiveLinkCodes live link codes",
			"issuer", issuer, "user", u.ID)
		return false, resendTooSoon(max(fullUntil.Sub(now), time.Second))
	}
	a.logger.InfoContext(ctx, "link code sent", "issuer", issuer, "user", u.ID)
	return true, nil
}

// linkMail is the e-mail carrying a link code: it says what the code
// does, so that an owner who did not ask for it knows to ignore it.
func linkMail(c LinkCode, lang string) outbox.Message {
	m := outbox.Message{To: c.Email, Kind: KindLinkCode, Language: lang, SentAt: c.SentAt,
		Subject: "Link your PayHub account",
		Text: fmt.Sprintf("A county website you signed in to asks to use your PayHub account. "+
			"Your code to link it is %s.\n\nIt expires in 5 minutes, at %s UTC. If you did not ask for it, "+
			"ignore this e-mail: nothing is linked without the code.\n", c.Code, c.ExpiresAt.Format("3:04 PM"))}
	if lang == langES {
		m.Subject = "Vincule su cuenta de PayHub"
		m.Text = fmt.Sprintf("Un sitio web del condado en el que inició sesión pide usar su cuenta de PayHub. "+
			"Su código para vincularla es %s.\n\nCaduca en 5 minutos, a las %s UTC. Si no lo ha solicitado, "+
			"ignore este correo: no se vincula nada sin el código.\n", c.Code, c.ExpiresAt.Format("15:04"))
	}
	return m
}

// Link links issuer's subject to the account with email when code is the
// live code mailed to it for that identity, and returns the account. A code
// mailed for another identity, even of the same address, links nothing,
// and a wrong code counts against the identity's own code alone. An
// identity linked to that account already needs no code; one linked to
// another account is the *Problem CodeIdentityLinked. A wrong, expired or
// used up code, or no account with the e-mail, is CodeVerificationInvalid.
func (a *Accounts) Link(ctx context.Context, issuer, subject, email, code string) (User, error) {
	email = NormalizeEmail(email)
	u, err := a.store.UserByEmail(ctx, email)
	if errors.Is(err, ErrNotFound) {
		return User{}, verificationInvalid()
	}
	if err != nil {
		return User{}, err
	}
	switch linked, err := a.store.UserByIdentity(ctx, issuer, subject); {
	case err == nil && linked.ID == u.ID:
		return linked, nil
	case err == nil:
		return User{}, identityLinked()
	case !errors.Is(err, ErrNotFound):
		return User{}, err
	}
	// The try is counted before the code is compared, in one statement,
	// so that parallel guesses get MaxWrongCodes tries between them.
	c, err := a.store.TakeLinkTry(ctx, issuer, subject, MaxWrongCodes)
	if errors.Is(err, ErrNotFound) {
		return User{}, verificationInvalid()
	}
	if err != nil {
		return User{}, err
	}
	if c.Email != email || !a.now().Before(c.ExpiresAt) ||
		subtle.ConstantTimeCompare([]byte(c.Code), []byte(code)) != 1 {
		return User{}, verificationInvalid()
	}
	// The code proves the mailbox, as an e-mail verification sign-in does:
	// the link marks the e-mail verified too.
	if err := a.store.RedeemLinkCode(ctx, c, u.ID, a.now()); err != nil {
		if errors.Is(err, ErrNotFound) {
			return User{}, verificationInvalid()
		}
		return User{}, err
	}
	u.EmailVerified = true
	a.logger.InfoContext(ctx, "identity linked", "issuer", issuer, "user", u.ID)
	return u, nil
}

// trusts reports whether issuer is one whose tokens the exchange accepts:
// only those identities are ever linked.
func (s *Service) trusts(issuer string) bool {
	return slices.ContainsFunc(s.cfg.TrustedIssuers, func(i hostauth.Issuer) bool { return i.Issuer == issuer })
}

// linkRequest checks the identity a link call names.
func (s *Service) linkRequest(issuer, subject string) error {
	if strings.TrimSpace(subject) == "" || !s.trusts(issuer) {
		return bff.Errorf(bff.CodeInvalid, "The identity is not one of a trusted issuer.")
	}
	return nil
}

// sendLinkCode serves POST /v1/identities/code.
func (s *Service) sendLinkCode(w http.ResponseWriter, r *http.Request) {
	var in wire.LinkCodeRequest
	if err := respond.Decode(w, r, &in); err != nil {
		respond.Error(w, r, s.cfg.Logger, err)
		return
	}
	if err := s.linkRequest(in.Issuer, in.Subject); err != nil {
		respond.Error(w, r, s.cfg.Logger, err)
		return
	}
	sent, err := s.accounts.SendLinkCode(r.Context(), in.Issuer, in.Subject, in.Email, in.Locale)
	if err != nil {
		s.answer(w, r, in.Locale, err)
		return
	}
	respond.JSON(w, http.StatusOK, wire.LinkCodeResponse{Sent: sent})
}

// link serves POST /v1/identities/link.
func (s *Service) link(w http.ResponseWriter, r *http.Request) {
	var in wire.LinkRequest
	if err := respond.Decode(w, r, &in); err != nil {
		respond.Error(w, r, s.cfg.Logger, err)
		return
	}
	lang := r.Header.Get("Accept-Language")
	if err := s.linkRequest(in.Issuer, in.Subject); err != nil {
		respond.Error(w, r, s.cfg.Logger, err)
		return
	}
	u, err := s.accounts.Link(r.Context(), in.Issuer, in.Subject, in.Email, in.Code)
	if err != nil {
		s.answer(w, r, lang, err)
		return
	}
	respond.JSON(w, http.StatusOK, wire.LinkResponse{User: bodyOf(u), Kind: u.Kind})
}
