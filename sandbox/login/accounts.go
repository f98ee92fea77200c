package login

import (
	"context"
	"crypto/rand"
	"errors"
	"fmt"
	"log/slog"
	"net/mail"
	"strings"
	"time"
	"unicode/utf8"

	"golang.org/x/crypto/bcrypt"
)

// Languages of the service (spec 001 §9: "Locales en and es").
const (
	langEN = "en"
	langES = "es"
)

// Account rules.
const (
	// MaxFailedPasswords is how many wrong passwords in a row lock an
	// account.
	MaxFailedPasswords = 5
	// LockoutDuration is how long the lock lasts (spec 001 §8 "Locked out
	// for an hour after too many failed attempts", §9 "Lockout for an
	// hour"; ERR-81).
	LockoutDuration = time.Hour
	// MinPasswordLength is the shortest password sign-up takes (NIST SP
	// 800-63B's minimum).
	MinPasswordLength = 8
	// MaxPasswordBytes is bcrypt's input limit.
	MaxPasswordBytes = 72
	// MaxFieldLength bounds e-mail and names (spec 000 §9: first name, last
	// name and e-mail max 100).
	MaxFieldLength = 100
)

// Accounts signs users in and up: passwords hashed with bcrypt, failures
// counted per e-mail address and client, locked out after
// MaxFailedPasswords, and per client, throttled after MaxClientFailures.
type Accounts struct {
	store    Store
	now      func() time.Time
	cost     int
	logger   *slog.Logger
	throttle *clientThrottle
	// dummy is compared when no account has the e-mail, so that an unknown
	// e-mail takes as long to refuse as a wrong password.
	dummy []byte
}

// NewAccounts returns the accounts over store; cost is the bcrypt cost
// (bcrypt.DefaultCost when below bcrypt.MinCost).
func NewAccounts(store Store, now func() time.Time, cost int, logger *slog.Logger) (*Accounts, error) {
	if cost < bcrypt.MinCost {
		cost = bcrypt.DefaultCost
	}
	dummy := []byte(dummyHash)
	if cost != bcrypt.DefaultCost {
		// Refusing an unknown e-mail takes as long as a wrong password at
		// this cost.
		var err error
		if dummy, err = bcrypt.GenerateFromPassword([]byte(rand.Text()), cost); err != nil {
			return nil, fmt.Errorf("login: dummy hash: %w", err)
		}
	}
	return &Accounts{store: store, now: now, cost: cost, logger: logger, dummy: dummy,
		throttle: newClientThrottle()}, nil
}

// dummyHash is the bcrypt hash (default cost) of a random text nobody
// knows, made once offline so that starting the service costs no hashing.
const dummyHash = "$2a$10$hY0UPME5YPJqUwdEzWipCOtRO7zY8a38y.gLCFo6UKwEknb/Udu0a"

// NormalizeEmail is the form e-mail addresses are kept and compared in.
func NormalizeEmail(email string) string { return strings.ToLower(strings.TrimSpace(email)) }

// Authenticate checks email's password sent by client (ClientOf). Every
// refusal is a *Problem: the locked one while a lock-out lasts (even for
// the right password), else one message for a wrong password, an unknown
// e-mail and an account without a password.
//
// Two counts stand between a client and guessing. Each client has
// MaxClientFailures wrong passwords a ClientWindow, whatever the e-mails,
// checked before anything else, so that one client cannot try thirty
// addresses. And the lock-out after MaxFailedPasswords wrong passwords in a
// row is kept per e-mail and client: it stops that client guessing that
// account for LockoutDuration, but a client cannot lock a resident out of
// their own account from elsewhere by typing wrong passwords for it. A
// guesser with many addresses is held by each address's throttle and each
// lock. Both refusals are the same locked answer, so neither tells which
// count was reached.
func (a *Accounts) Authenticate(ctx context.Context, email, password, client string) (User, error) {
	email = NormalizeEmail(email)
	now := a.now()
	if until := a.throttle.blockedUntil(client, now); !until.IsZero() {
		return User{}, locked(until)
	}
	key := lockKey(email, client)
	att, err := a.store.Attempts(ctx, key)
	if err != nil {
		return User{}, err
	}
	if att.LockedUntil.After(now) {
		return User{}, locked(att.LockedUntil)
	}
	u, err := a.store.UserByEmail(ctx, email)
	switch {
	case errors.Is(err, ErrNotFound):
		u = User{}
	case err != nil:
		return User{}, err
	}
	hash := []byte(u.PasswordHash)
	if len(hash) == 0 {
		hash = a.dummy
	}
	if bcrypt.CompareHashAndPassword(hash, []byte(password)) != nil || u.PasswordHash == "" {
		a.throttle.fail(client, now)
		att, err := a.store.RecordFailure(ctx, key, now, MaxFailedPasswords, LockoutDuration)
		if err != nil {
			return User{}, err
		}
		if att.LockedUntil.After(now) {
			a.logger.WarnContext(ctx, "sign-in locked after failed passwords", "until", att.LockedUntil)
			return User{}, locked(att.LockedUntil)
		}
		return User{}, badCredentials()
	}
	if att.Failures > 0 || !att.LockedUntil.IsZero() {
		if err := a.store.ClearFailures(ctx, key); err != nil {
			return User{}, err
		}
	}
	return u, nil
}

// lockKey is what the lock-out store counts under: the e-mail and the
// client after a space (an IP address has none, so the last space
// separates them).
func lockKey(email, client string) string { return email + " " + client }

// Registration is a new account.
type Registration struct {
	Email    string
	Password string // empty: the account cannot sign in with a password
	// PasswordRequired refuses an empty Password (sign-up).
	PasswordRequired bool
	// passwordHash, when set, is the hash of a password known in advance
	// (the seed accounts'), so that seeding hashes nothing.
	passwordHash string
	GivenName    string
	FamilyName   string
	Phone        string
	Language     string
	// Verified marks the e-mail verified at once (users API forceActive,
	// token exchange of a verified e-mail).
	Verified bool
	// kind is the user kind (User.Kind), which only the seed gives.
	kind string
}

// Register checks r and creates the account.
func (a *Accounts) Register(ctx context.Context, r Registration) (User, error) {
	return a.register(ctx, r, true)
}

// register creates the account; names are optional for an account made by
// token exchange, whose issuer may not name the user.
func (a *Accounts) register(ctx context.Context, r Registration, requireNames bool) (User, error) {
	r.Email = NormalizeEmail(r.Email)
	r.GivenName, r.FamilyName = strings.TrimSpace(r.GivenName), strings.TrimSpace(r.FamilyName)
	if err := checkRegistration(r, requireNames); err != nil {
		return User{}, err
	}
	hash := []byte(r.passwordHash)
	if r.Password != "" {
		var err error
		if hash, err = bcrypt.GenerateFromPassword([]byte(r.Password), a.cost); err != nil {
			return User{}, fmt.Errorf("login: hash password: %w", err)
		}
	}
	now := a.now().UTC().Truncate(time.Millisecond) // as the store keeps it
	u := User{ID: "usr_" + strings.ToLower(rand.Text()[:20]), Email: r.Email, EmailVerified: r.Verified,
		PasswordHash: string(hash), GivenName: r.GivenName, FamilyName: r.FamilyName,
		Phone: strings.TrimSpace(r.Phone), Language: pickLanguage(r.Language), ContactPreference: "email",
		Kind: r.kind, CreatedAt: now, UpdatedAt: now}
	if err := a.store.CreateUser(ctx, u); err != nil {
		if errors.Is(err, ErrEmailTaken) {
			return User{}, emailTaken()
		}
		return User{}, err
	}
	return u, nil
}

func checkRegistration(r Registration, requireNames bool) error {
	if err := checkEmail(r.Email); err != nil {
		return err
	}
	if (requireNames && r.GivenName == "") || utf8.RuneCountInString(r.GivenName) > MaxFieldLength {
		return invalidField("givenName", "Enter your first name (up to 100 characters).",
			"Escriba su nombre (hasta 100 caracteres).")
	}
	if (requireNames && r.FamilyName == "") || utf8.RuneCountInString(r.FamilyName) > MaxFieldLength {
		return invalidField("familyName", "Enter your last name (up to 100 characters).",
			"Escriba su apellido (hasta 100 caracteres).")
	}
	if r.Password != "" || r.PasswordRequired {
		return checkPassword(r.Password)
	}
	return nil
}

func checkEmail(email string) error {
	if a, err := mail.ParseAddress(email); err != nil || a.Address != email || len(email) > MaxFieldLength {
		return invalidField("email", "Enter a valid e-mail address, such as name@example.com.",
			"Escriba un correo electrónico válido, como nombre@ejemplo.com.")
	}
	return nil
}

func checkPassword(password string) error {
	switch {
	case utf8.RuneCountInString(password) < MinPasswordLength:
		return invalidField("password", "Choose a password of at least 8 characters.",
			"Elija una contraseña de al menos 8 caracteres.")
	case len(password) > MaxPasswordBytes:
		return invalidField("password", "Choose a password of at most 72 characters.",
			"Elija una contraseña de 72 caracteres como máximo.")
	}
	return nil
}

// pickLanguage is lang when the service speaks it, else English.
func pickLanguage(lang string) string {
	lang = strings.ToLower(strings.TrimSpace(lang))
	if strings.HasPrefix(lang, langES) {
		return langES
	}
	return langEN
}
