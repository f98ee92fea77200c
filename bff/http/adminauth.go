package http

import (
	"encoding/json"
	"errors"
	"net/http"
	"net/url"
	"strings"
	"time"

	"github.com/gin-gonic/gin"

	"github.com/payhub/payhub/bff"
	"github.com/payhub/payhub/bff/staff"
)

// Staff sessions are apart from residents': their own cookie, scoped to
// AdminPrefix, HttpOnly, SameSite=Strict, Secure over https, and their own
// record in the store, which a resident's session lookup never takes for
// its own (it has no user id) and the staff lookup never takes a
// resident's (it has no staff mark). A session ends with its staff access
// token: from then the BFF answers 401 staff_session_expired; the cookie
// and the record stay StaffExpiredGrace longer only so that the console
// can tell an ended session from none.
const (
	StaffSessionCookie = "payhub_staff"
	// staffFlowCookie binds a started staff sign-in to the browser (no
	// login CSRF); it lives on the sign-in routes only.
	staffFlowCookie = "payhub_staff_flow"
	// StaffExpiredGrace is how long an ended staff session is still
	// recognised as ended.
	StaffExpiredGrace = 10 * time.Minute
	// staffFlowKeyPrefix keeps a started sign-in's state and PKCE
	// verifier in the store's cache, by state.
	staffFlowKeyPrefix = "staff:signin:"
	// adminHome is the console's page.
	adminHome = "/admin/"
)

// staffSession is a staff session's record in the store.
type staffSession struct {
	// Staff marks the record as a staff session.
	Staff   bool   `json:"staff"`
	Subject string `json:"subject"`
	Token   string `json:"token"`
	// IDToken signs the member out of the login service at sign-out.
	IDToken string    `json:"idToken,omitempty"`
	Expiry  time.Time `json:"expiry"`
}

// staffSecure reports whether the staff cookies are Secure: always but in
// dev and test, and over https in any environment.
func (h *handlers) staffSecure(c *gin.Context) bool {
	return (h.d.Env != bff.EnvDev && h.d.Env != bff.EnvTest) || c.Request.TLS != nil ||
		strings.HasPrefix(h.d.PublicURL, "https://")
}

func (h *handlers) setStaffCookie(c *gin.Context, name, value, path string, maxAge int, site http.SameSite) {
	http.SetCookie(c.Writer, &http.Cookie{Name: name, Value: value, Path: path, MaxAge: maxAge,
		HttpOnly: true, Secure: h.staffSecure(c), SameSite: site})
}

// safeAdminReturn keeps returnTo when it is a console page on this origin
// (a path under /admin/), else the console's home.
func safeAdminReturn(returnTo string) string {
	if (returnTo == "/admin" || strings.HasPrefix(returnTo, adminHome)) && !strings.ContainsAny(returnTo, "\\\r\n") {
		if u, err := url.Parse(returnTo); err == nil && u.Host == "" && u.Scheme == "" && !strings.Contains(u.Path, "..") {
			return returnTo
		}
	}
	return adminHome
}

// staffCallbackURL is the absolute staff callback: on the configured
// public origin, else on the origin the browser used.
func (h *handlers) staffCallbackURL(c *gin.Context) string {
	if h.d.PublicURL != "" {
		return strings.TrimRight(h.d.PublicURL, "/") + staff.CallbackPath
	}
	scheme := "http"
	if c.Request.TLS != nil {
		scheme = "https"
	}
	return scheme + "://" + c.Request.Host + staff.CallbackPath
}

// startStaffSignIn answers GET /admin/auth/login?returnTo=: the flow's
// state and PKCE verifier are kept in the store, the browser gets the
// state in a cookie of the sign-in routes and goes to the login service's
// staff page.
func (h *handlers) startStaffSignIn(c *gin.Context) {
	ctx := c.Request.Context()
	f, to, err := h.d.Staff.Start(ctx, safeAdminReturn(c.Query("returnTo")), h.staffCallbackURL(c),
		requestLanguage(c), time.Now())
	if err == nil {
		var raw []byte
		if raw, err = json.Marshal(f); err == nil {
			err = h.d.Store.CacheSet(ctx, staffFlowKeyPrefix+f.State, raw, staff.FlowTTL)
		}
	}
	if err != nil {
		writeError(c, err, 0)
		return
	}
	h.setStaffCookie(c, staffFlowCookie, f.State, AdminPrefix+"/auth", int(staff.FlowTTL/time.Second), http.SameSiteLaxMode)
	c.Redirect(http.StatusFound, to)
}

// finishStaffSignIn answers the login service's redirect: the state must
// be the one this browser started (single use), the code is redeemed with
// the verifier, the token verified, and a new staff session made. Any
// failure sends the browser to the console with signin=failed.
func (h *handlers) finishStaffSignIn(c *gin.Context) {
	ctx := c.Request.Context()
	failed := adminHome + "?signin=failed"
	state := c.Query("state")
	cookie, _ := c.Cookie(staffFlowCookie)
	h.setStaffCookie(c, staffFlowCookie, "", AdminPrefix+"/auth", -1, http.SameSiteLaxMode)
	if state == "" || cookie != state {
		c.Redirect(http.StatusSeeOther, failed)
		return
	}
	raw, err := h.d.Store.CacheGet(ctx, staffFlowKeyPrefix+state)
	_ = h.d.Store.CacheDelete(ctx, staffFlowKeyPrefix+state) // single use, whatever happens next
	var f staff.Flow
	if err != nil || json.Unmarshal(raw, &f) != nil || c.Query("error") != "" || c.Query("code") == "" {
		c.Redirect(http.StatusSeeOther, failed)
		return
	}
	m, idToken, err := h.d.Staff.Finish(ctx, f, c.Query("code"))
	if err != nil {
		h.d.Logger.WarnContext(ctx, "staff sign-in refused", "err", err)
		c.Redirect(http.StatusSeeOther, failed)
		return
	}
	if err := h.newStaffSession(c, m, idToken); err != nil {
		writeError(c, err, 0)
		return
	}
	c.Redirect(http.StatusSeeOther, f.ReturnTo)
}

// newStaffSession stores a staff session for m under a new id and sends
// its cookie.
func (h *handlers) newStaffSession(c *gin.Context, m staff.Member, idToken string) error {
	life := time.Until(m.Expiry) + StaffExpiredGrace
	data, err := json.Marshal(staffSession{Staff: true, Subject: m.Subject, Token: m.Token(), IDToken: idToken, Expiry: m.Expiry})
	if err != nil {
		return err
	}
	id := randomHex(32)
	if err := h.d.Store.PutSession(c.Request.Context(), bff.Session{ID: id, UserID: "staff:" + m.Subject, Data: data}, life); err != nil {
		return bff.Wrap(err, bff.CodeUnavailable, "Your staff session could not be saved. Please try again.")
	}
	h.setStaffCookie(c, StaffSessionCookie, id, AdminPrefix, int(life/time.Second), http.SameSiteStrictMode)
	return nil
}

// staffRecord reads the request's staff session record; nil for none.
func (h *handlers) staffRecord(c *gin.Context) (string, *staffSession, error) {
	id, _ := c.Cookie(StaffSessionCookie)
	if !sessionID.MatchString(id) {
		return "", nil, nil
	}
	s, err := h.d.Store.GetSession(c.Request.Context(), id)
	if errors.Is(err, bff.ErrNotFound) {
		return "", nil, nil
	}
	if err != nil {
		return "", nil, bff.Wrap(err, bff.CodeUnavailable, "Your staff session could not be read. Please try again.")
	}
	var rec staffSession
	if json.Unmarshal(s.Data, &rec) != nil || !rec.Staff || rec.Token == "" {
		return "", nil, nil // a resident's session never signs staff in
	}
	return id, &rec, nil
}

// staffOf is the request's staff member, its token verified again.
func (h *handlers) staffOf(c *gin.Context) (staff.Member, error) {
	_, rec, err := h.staffRecord(c)
	if err != nil {
		return staff.Member{}, err
	}
	if rec == nil {
		return staff.Member{}, bff.Errorf(bff.CodeUnauthorized, "Please sign in to the staff console.")
	}
	if !time.Now().Before(rec.Expiry) {
		return staff.Member{}, bff.Errorf(bff.CodeStaffSessionExpired, "Your staff session has expired. Please sign in again.")
	}
	return h.d.Staff.Member(c.Request.Context(), rec.Token)
}

// staffSignOut answers POST /admin/auth/logout: the staff session ends,
// its cookie is cleared and the member is signed out of the login service,
// which ends the token for the upstream services too; 204 with or without
// a session. A login service that cannot be reached is logged: the BFF's
// session is gone all the same, and the token expires within minutes.
func (h *handlers) staffSignOut(c *gin.Context) {
	id, rec, err := h.staffRecord(c)
	if err != nil {
		writeError(c, err, 0)
		return
	}
	if rec != nil {
		if err := h.d.Store.DeleteSession(c.Request.Context(), id); err != nil && !errors.Is(err, bff.ErrNotFound) {
			writeError(c, bff.Wrap(err, bff.CodeUnavailable, "You could not be signed out. Please try again."), 0)
			return
		}
		if err := h.d.Staff.End(c.Request.Context(), rec.IDToken); err != nil {
			h.d.Logger.WarnContext(c.Request.Context(), "staff sign-out not passed to the login service", "err", err)
		}
	}
	h.setStaffCookie(c, StaffSessionCookie, "", AdminPrefix, -1, http.SameSiteStrictMode)
	c.Status(http.StatusNoContent)
}
