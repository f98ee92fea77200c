package login

import (
	"context"
	"strings"
	"time"

	"github.com/payhub/payhub/sandbox/outbox"
)

// User is one account of the login service.
type User struct {
	ID            string
	Email         string // lowercased
	EmailVerified bool
	// PasswordHash is the bcrypt hash of the password; empty when the user
	// cannot sign in with a password (created by the users API or by token
	// exchange). It never leaves the service.
	PasswordHash      string
	GivenName         string
	FamilyName        string
	Phone             string
	Language          string // en or es
	ContactPreference string // email or sms (spec 001 §3 "Other")
	CreatedAt         time.Time
	UpdatedAt         time.Time
	// Kind is the user kind, sent as the ID token's wire.ClaimUserKind
	// claim: empty for an ordinary resident, or wire.UserKindPropertyTax.
	// Only the seed gives one; no API sets it.
	Kind string
}

// Name is the user's full name.
func (u User) Name() string {
	return strings.TrimSpace(u.GivenName + " " + u.FamilyName)
}

// Profile is the part of a user that PATCH /v1/users/{id} may change (spec
// 001 §3: "User profile updatable fields"); nil fields stay as they are.
type Profile struct {
	GivenName         *string
	FamilyName        *string
	Phone             *string
	Language          *string
	ContactPreference *string
}

// Attempts is the failed-sign-in state of one e-mail address.
type Attempts struct {
	// Failures is the number of wrong passwords in a row.
	Failures int
	// LockedUntil is when a lock-out ends; zero when there is none.
	LockedUntil time.Time
}

// Code is a live e-mail verification code.
type Code struct {
	Email     string
	Code      string
	Attempts  int // tries made against it (VerifyCode counts each)
	SentAt    time.Time
	ExpiresAt time.Time
}

// LinkCode is the live code that links one county identity (Issuer,
// Subject) to the account with Email (link.go): each identity has its own,
// with its own count of wrong tries.
type LinkCode struct {
	Issuer    string
	Subject   string
	Email     string // lowercased
	Code      string
	Attempts  int // tries made with it, wrong or right
	SentAt    time.Time
	ExpiresAt time.Time
}

// Token is an issued access token.
type Token struct {
	ID        string
	UserID    string
	ClientID  string
	Scopes    []string
	ExpiresAt time.Time
}

// Users keeps the accounts.
type Users interface {
	// CreateUser stores u; an e-mail already taken is ErrEmailTaken.
	CreateUser(ctx context.Context, u User) error
	// UserByID and UserByEmail return ErrNotFound when there is no such
	// user.
	UserByID(ctx context.Context, id string) (User, error)
	UserByEmail(ctx context.Context, email string) (User, error)
	// UpdateProfile changes the fields p sets and returns the user.
	UpdateProfile(ctx context.Context, id string, p Profile, now time.Time) (User, error)
	// DeleteUser removes the user with their identities and tokens.
	DeleteUser(ctx context.Context, id string) error
	// UserByIdentity returns the user linked to a subject of another
	// issuer (token exchange), or ErrNotFound.
	UserByIdentity(ctx context.Context, issuer, subject string) (User, error)
	// LinkIdentity links issuer's subject to the user.
	LinkIdentity(ctx context.Context, issuer, subject, userID string) error
}

// Lockouts keeps the failed sign-ins per e-mail address. Accounts counts
// them per e-mail and client: the email it passes is lockKey's, the
// address followed by the client's.
type Lockouts interface {
	// Attempts returns the state of email (zero when none is kept).
	Attempts(ctx context.Context, email string) (Attempts, error)
	// RecordFailure counts one more wrong password for email at now and,
	// at maxFailures failures in a row, locks it until now+lockFor; it returns the
	// new state. A lock that has ended starts the count again.
	RecordFailure(ctx context.Context, email string, now time.Time, maxFailures int, lockFor time.Duration) (Attempts, error)
	// ClearFailures forgets the failures of email (a right password).
	ClearFailures(ctx context.Context, email string) error
}

// Codes keeps the e-mail verification codes.
type Codes interface {
	// SaveCode replaces email's code with c and queues m in the outbox, in
	// one transaction.
	SaveCode(ctx context.Context, c Code, m outbox.Message) error
	// CodeFor returns email's live code, or ErrNotFound.
	CodeFor(ctx context.Context, email string) (Code, error)
	// TakeCodeTry counts one try of email's code and returns the code as
	// it was, in one statement, so that parallel tries cannot outrun the
	// count; ErrNotFound when email has no code or it has had maxTries
	// tries.
	TakeCodeTry(ctx context.Context, email string, maxTries int) (Code, error)
	// MarkVerified marks email verified and deletes its code, in one
	// transaction; ErrNotFound when no user has it.
	MarkVerified(ctx context.Context, email string, now time.Time) error
}

// LinkCodes keeps the link codes, one per county identity.
type LinkCodes interface {
	// SaveLinkCode replaces the identity's code with c and queues m in the
	// outbox, in one transaction, unless c's address has maxLive codes of
	// other identities that have not expired at c.SentAt: then it saves
	// nothing and returns when the first of them expires (zero when saved).
	SaveLinkCode(ctx context.Context, c LinkCode, m outbox.Message, maxLive int) (fullUntil time.Time, err error)
	// LinkCodeFor returns the identity's code, or ErrNotFound.
	LinkCodeFor(ctx context.Context, issuer, subject string) (LinkCode, error)
	// TakeLinkTry counts one try of the identity's code and returns the
	// code as it was, in one statement, so that parallel tries cannot
	// outrun the count; ErrNotFound when the identity has no code or it
	// has had maxTries tries.
	TakeLinkTry(ctx context.Context, issuer, subject string, maxTries int) (LinkCode, error)
	// RedeemLinkCode links c's identity to the user, marks the user's
	// e-mail verified and deletes c and the address's verification code,
	// in one transaction; ErrNotFound when c is not the identity's code
	// any more (spent or replaced).
	RedeemLinkCode(ctx context.Context, c LinkCode, userID string, now time.Time) error
}

// Requests keeps the authorization requests and their codes.
type Requests interface {
	SaveAuthRequest(ctx context.Context, r AuthRequest) error
	// AuthRequestByID returns the request, or ErrNotFound.
	AuthRequestByID(ctx context.Context, id string) (AuthRequest, error)
	// CompleteAuthRequest records who signed in for the request; a request
	// already completed is ErrNotFound.
	CompleteAuthRequest(ctx context.Context, id, userID string, at time.Time) error
	// SaveAuthCode attaches code to the request at now.
	SaveAuthCode(ctx context.Context, id, code string, now time.Time) error
	// TakeAuthCode returns the request of code and detaches the code, so
	// that a code is redeemed at most once (a failed redemption too); it
	// returns ErrNotFound for an unknown or already used code. issuedAt is
	// when the code was made.
	TakeAuthCode(ctx context.Context, code string) (r AuthRequest, issuedAt time.Time, err error)
	DeleteAuthRequest(ctx context.Context, id string) error
}

// Tokens keeps the issued access tokens.
type Tokens interface {
	SaveToken(ctx context.Context, t Token) error
	// TokenByID returns the token, or ErrNotFound.
	TokenByID(ctx context.Context, id string) (Token, error)
	DeleteToken(ctx context.Context, id string) error
	// DeleteTokens removes the user's tokens of clientID (every client when
	// it is empty).
	DeleteTokens(ctx context.Context, userID, clientID string) error
}

// Metadata keeps each user's metadata, short text values by key (spec
// 001 §7 "update_user_metadata").
type Metadata interface {
	// UserMetadata returns the user's metadata (empty when none is kept),
	// or ErrNotFound when there is no such user.
	UserMetadata(ctx context.Context, userID string) (map[string]string, error)
	// UpdateUserMetadata sets the keys of set and deletes the keys of del
	// for the user, in one transaction, and returns the metadata kept.
	// More than maxKeys keys kept is ErrMetadataFull, and nothing changes;
	// ErrNotFound when there is no such user.
	UpdateUserMetadata(ctx context.Context, userID string, set map[string]string, del []string, maxKeys int, now time.Time) (map[string]string, error)
}

// StaffGrants keeps what staff accounts may do (staff.go).
type StaffGrants interface {
	// StaffGrant returns the user's grant, or ErrNotFound for a resident.
	StaffGrant(ctx context.Context, userID string) (StaffGrant, error)
	// SaveStaffGrant makes the user a staff member with grant g.
	SaveStaffGrant(ctx context.Context, userID string, g StaffGrant) error
}

// Store is everything the login service keeps.
type Store interface {
	Users
	StaffGrants
	Lockouts
	Codes
	LinkCodes
	Requests
	Tokens
	Metadata
	// Ping reports whether the storage answers.
	Ping(ctx context.Context) error
}
