package http

import (
	"context"
	"crypto/rand"
	"encoding/hex"
	"encoding/json"
	"errors"
	"net/http"
	"regexp"
	"slices"
	"sync"
	"time"

	"github.com/gin-gonic/gin"

	"github.com/payhub/payhub/bff"
	"github.com/payhub/payhub/bff/auth"
	wlt "github.com/payhub/payhub/bff/wallet"
)

// Guest sessions (contracts E: an HttpOnly cookie holding a store session
// with an anonymous user id and the cart id per client and site).
const (
	SessionCookie = "payhub_session"
	// SessionTTL is how long an unused guest session lives; every use
	// renews it.
	SessionTTL = 24 * time.Hour
	// maxSessionReceipts bounds the receipts a session remembers, newest kept.
	maxSessionReceipts = 20
)

// sessionID is the shape of the ids the BFF issues: 256 random bits in hex.
// Anything else in the cookie is not looked up at all.
var sessionID = regexp.MustCompile(`^[0-9a-f]{64}$`)

// sessionData is a guest session's content in the store.
type sessionData struct {
	UserID   string            `json:"userId"`
	Carts    map[string]string `json:"carts"`
	Receipts []string          `json:"receipts"`
	// Paid is the last paid cart per site. A check-out submitted again
	// after its cart was paid (a second tab, a retry with a new key) goes
	// to that cart, whose check-out answers its first receipt.
	Paid map[string]string `json:"paid,omitempty"`
	// HostUsers is the host page's signed-in user per site, from a
	// verified host token (hosttoken.go).
	HostUsers map[string]hostUser `json:"hostUsers,omitempty"`
	// User is the resident after sign-in (signin.go); nil for a guest.
	User *signedIn `json:"user,omitempty"`
	// SignIns are the sign-ins started and not yet finished, by state.
	SignIns map[string]auth.Flow `json:"signIns,omitempty"`
	// CodeSentAt is when the resident last asked for a new e-mail
	// verification code (verifyemail.go).
	CodeSentAt time.Time `json:"codeSentAt,omitzero"`
	// Claimable is the card or bank account the session last paid with as
	// a guest, which the payer may keep after signing in (claim,
	// savedtenders.go); sign-in keeps it with the rest of the content
	// when the resident's e-mail is the payer's.
	Claimable *wlt.Claimable `json:"claimable,omitempty"`
}

// cartKey names a site in sessionData.Carts.
func cartKey(client, site string) string { return client + "/" + site }

// guest is one request's view of its session.
type guest struct {
	id   string
	data sessionData
	// version is the stored session's version when data was read, for
	// the compare-and-swap of every change (sessionswap.go).
	version int64
	// hidden is the resident this request's site may not see (confine.go).
	hidden *signedIn
}

// cartID returns the session's cart for the site, "" when it has none.
func (g *guest) cartID(client, site string) string { return g.data.Carts[cartKey(client, site)] }

// hasReceipt reports whether the session paid receipt id.
func (g *guest) hasReceipt(id string) bool { return slices.Contains(g.data.Receipts, id) }

// guests loads, creates and updates guest sessions. Updates of one session
// are serialized within the process, so that two requests of one browser
// do not overwrite each other's changes (a receipt, a new cart id).
type guests struct {
	store  bff.Sessions
	secure bool
	// trusts confines a resident signed in by token exchange (confine.go).
	trusts issuerTrust

	mu    sync.Mutex
	locks map[string]*sessionLock
}

type sessionLock struct {
	mu   sync.Mutex
	refs int
}

func newGuests(store bff.Sessions, env bff.Env) *guests {
	return &guests{store: store, secure: env != bff.EnvDev && env != bff.EnvTest, locks: map[string]*sessionLock{}}
}

// lock serializes the updates of session id; the returned func unlocks.
func (gs *guests) lock(id string) func() {
	gs.mu.Lock()
	l, ok := gs.locks[id]
	if !ok {
		l = &sessionLock{}
		gs.locks[id] = l
	}
	l.refs++
	gs.mu.Unlock()
	l.mu.Lock()
	return func() {
		l.mu.Unlock()
		gs.mu.Lock()
		if l.refs--; l.refs == 0 {
			delete(gs.locks, id)
		}
		gs.mu.Unlock()
	}
}

// SessionHeader carries the session id of the embedded widget instead of
// the cookie. The widget's iframe on a county's own website is a third-party
// context, where browsers withhold SameSite=Lax cookies and some block or
// partition every cookie; so a request that sends this header (with "new"
// to start a session) is answered with its session id in the same header
// and never with a cookie. A header cannot be sent by a cross-site form, so
// this transport needs no CSRF token either.
const SessionHeader = "X-PayHub-Session"

// requestSessionID is the session id the request names, and whether it uses
// the header transport.
func requestSessionID(c *gin.Context) (id string, byHeader bool) {
	if values, ok := c.Request.Header[http.CanonicalHeaderKey(SessionHeader)]; ok {
		if len(values) > 0 {
			id = values[0]
		}
		return id, true
	}
	id, _ = c.Cookie(SessionCookie)
	return id, false
}

// load returns the request's session, renewing it. Without a known session
// it returns nil, or with create a new session with a new id: an id the
// client chose is never adopted.
func (gs *guests) load(c *gin.Context, create bool) (*guest, error) {
	ctx := c.Request.Context()
	id, byHeader := requestSessionID(c)
	if sessionID.MatchString(id) {
		g, err := gs.renew(ctx, id)
		if err == nil {
			gs.send(c, g.id, byHeader)
			gs.confine(c, g)
			return g, nil
		}
		if !errors.Is(err, bff.ErrNotFound) {
			return nil, bff.Wrap(err, bff.CodeUnavailable, "Your session could not be read. Please try again.")
		}
	}
	if !create {
		return nil, nil
	}
	g := &guest{id: randomHex(32), data: sessionData{UserID: "anon-" + randomHex(16), Carts: map[string]string{}}}
	if err := gs.put(ctx, g); err != nil {
		return nil, err
	}
	gs.send(c, g.id, byHeader)
	return g, nil
}

// send gives the client its session id the way it asked: the header, or
// the cookie.
func (gs *guests) send(c *gin.Context, id string, byHeader bool) {
	if byHeader {
		c.Header(SessionHeader, id)
		c.Header("Cache-Control", "no-store")
		return
	}
	gs.setCookie(c, id)
}

// renew reads session id and renews its time to live, never writing back
// data that another request changed meanwhile.
func (gs *guests) renew(ctx context.Context, id string) (*guest, error) {
	defer gs.lock(id)()
	g, err := gs.get(ctx, id)
	if err != nil {
		return nil, err
	}
	return gs.touch(ctx, g)
}

// update applies change to the stored session g, re-read under the
// session's lock, and leaves g holding the result. The write is a
// compare-and-swap, so that replicas sharing the store never lose each
// other's changes; change may run more than once (guests.change).
func (gs *guests) update(ctx context.Context, g *guest, change func(*sessionData)) error {
	defer gs.lock(g.id)()
	err := gs.change(ctx, g, change)
	g.mask() // the stored session keeps its resident; this request still does not see it (confine.go)
	return err
}

func (gs *guests) get(ctx context.Context, id string) (*guest, error) {
	s, err := gs.store.GetSession(ctx, id)
	if err != nil {
		return nil, err
	}
	g := &guest{id: id, version: s.Version}
	if err := json.Unmarshal(s.Data, &g.data); err != nil || g.data.UserID == "" {
		return nil, bff.ErrNotFound // not a guest session: never reused
	}
	if g.data.Carts == nil {
		g.data.Carts = map[string]string{}
	}
	return g, nil
}

func (gs *guests) put(ctx context.Context, g *guest) error {
	s, err := gs.record(g)
	if err != nil {
		return err
	}
	if err := gs.store.PutSession(ctx, s, SessionTTL); err != nil {
		return bff.Wrap(err, bff.CodeUnavailable, "Your session could not be saved. Please try again.")
	}
	return nil
}

// setCookie (re)sends the session cookie with a full time to live.
func (gs *guests) setCookie(c *gin.Context, id string) {
	http.SetCookie(c.Writer, &http.Cookie{
		Name:     SessionCookie,
		Value:    id,
		Path:     "/",
		MaxAge:   int(SessionTTL / time.Second),
		HttpOnly: true,
		Secure:   gs.secure,
		SameSite: http.SameSiteLaxMode,
	})
}

func randomHex(n int) string {
	b := make([]byte, n)
	_, _ = rand.Read(b)
	return hex.EncodeToString(b)
}

// CSRFHeader and CSRFValue must be on every state-changing API call: a
// header that a cross-site form cannot send (contracts E).
const (
	CSRFHeader = "X-Requested-With"
	CSRFValue  = "payhub"
)

// requireCSRFHeader refuses POST, PUT, PATCH and DELETE without the header.
func requireCSRFHeader() gin.HandlerFunc {
	return func(c *gin.Context) {
		switch c.Request.Method {
		case http.MethodPost, http.MethodPut, http.MethodPatch, http.MethodDelete:
			if c.GetHeader(CSRFHeader) != CSRFValue {
				writeError(c, bff.Errorf(bff.CodeForbidden, "This request is missing its %s header.", CSRFHeader), 0)
				return
			}
		}
		c.Next()
	}
}
