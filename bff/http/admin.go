package http

import (
	"context"
	"net/http"
	"time"

	"github.com/gin-gonic/gin"

	"github.com/payhub/payhub/bff"
	"github.com/payhub/payhub/bff/staff"
)

// StaffConsole is what the staff routes need (staff.Console): the staff
// sign-in, the member's sites and the announcements admin.
type StaffConsole interface {
	Start(ctx context.Context, returnTo, redirectURL string, lang bff.Language, now time.Time) (staff.Flow, string, error)
	Finish(ctx context.Context, f staff.Flow, code string) (staff.Member, string, error)
	End(ctx context.Context, idToken string) error
	Member(ctx context.Context, token string) (staff.Member, error)
	Sites(ctx context.Context, m staff.Member, feature string) ([]staff.SiteRef, error)
	List(ctx context.Context, m staff.Member, kind string, f staff.Filter) (any, error)
	Get(ctx context.Context, m staff.Member, kind, id string) (any, error)
	Save(ctx context.Context, m staff.Member, kind, id string, body []byte) (any, error)
	Delete(ctx context.Context, m staff.Member, kind, id string) error
	Audit(ctx context.Context, m staff.Member) ([]staff.AuditEntry, error)
}

// AdminPrefix is where the staff routes live, apart from the residents'
// (their own cookie path, rate limit and session).
const AdminPrefix = "/bff/v1/admin"

// DefaultStaffRateLimit is the staff routes' limit, per client IP address
// and per staff member alike: a console's clicks pass, a script is slowed.
var DefaultStaffRateLimit = bff.Limit{Rate: 10, Period: time.Second, Burst: 40}

// The staff routes' rate-limit counters in the store.
const (
	staffIPRateKeyPrefix     = "rate:bff:admin:ip:"
	staffMemberRateKeyPrefix = "rate:bff:admin:staff:"
)

// staffMemberKey holds the request's staff member in the gin context.
const staffMemberKey = "payhub.staffMember"

// mountAdmin adds the staff routes under AdminPrefix: no-store, their own
// per-address rate limit, the residents' CSRF header rule for unsafe
// methods, and each route behind requireStaff with the scopes it needs
// (the announcements' per-kind scopes are checked by the use case, which
// knows the kind).
func mountAdmin(r *gin.Engine, h *handlers) {
	adm := r.Group(AdminPrefix, noStore, h.staffRateLimitPerIP(), requireCSRFHeader(), h.requires(featureStaff))
	adm.GET("/auth/login", h.startStaffSignIn)
	adm.GET("/auth/callback", h.finishStaffSignIn)
	adm.POST("/auth/logout", h.staffSignOut)
	adm.GET("/me", h.requireStaff(), h.staffMe)
	adm.GET("/sites", h.requireStaff(), h.staffSites)
	adm.GET("/announcements/presets", h.requireStaff(staff.ScopeBannersRead, staff.ScopeBannersWrite), h.staffPresets)
	adm.GET("/announcements/:kind", h.requireStaff(), h.listAnnouncements)
	adm.POST("/announcements/:kind", h.requireStaff(), h.createAnnouncement)
	adm.GET("/announcements/:kind/:id", h.requireStaff(), h.getAnnouncement)
	adm.PUT("/announcements/:kind/:id", h.requireStaff(), h.replaceAnnouncement)
	adm.DELETE("/announcements/:kind/:id", h.requireStaff(), h.deleteAnnouncement)
	adm.GET("/audit", h.requireStaff(), h.staffAudit)
	mountAdminPlans(adm, h)
}

// noStore keeps every staff answer out of every cache.
func noStore(c *gin.Context) {
	c.Header("Cache-Control", "no-store")
	c.Next()
}

// staffRateLimitPerIP counts the staff routes' requests per client IP
// address, apart from the residents' API.
func (h *handlers) staffRateLimitPerIP() gin.HandlerFunc {
	limit := h.d.StaffRateLimit
	return func(c *gin.Context) {
		if h.d.Store != nil && limit.Rate > 0 && !allow(c, h.d.Store, staffIPRateKeyPrefix+c.ClientIP(), limit) {
			return
		}
		c.Next()
	}
}

// requireStaff lets a request through only with a staff session (the
// staff cookie, never a resident's session) whose token still verifies,
// within the member's own rate limit, and whose member holds at least one
// of scopes (none: any staff member). No or an unknown session is 401
// unauthorized; a session whose token has expired 401
// staff_session_expired (the console sends the member to sign in again);
// a missing scope 403 forbidden. The handlers after it read the member
// with staffMember. Use it for every staff route:
//
//	adm.POST("/schedpay/:client/:site/plans", h.requireStaff(staff.ScopeSchedPayCreate, staff.ScopeSchedPayWrite), h.createPlan)
func (h *handlers) requireStaff(scopes ...string) gin.HandlerFunc {
	return func(c *gin.Context) {
		if !h.available(c, featureStaff) {
			return
		}
		m, err := h.staffOf(c)
		if err != nil {
			writeError(c, err, 0)
			return
		}
		if limit := h.d.StaffRateLimit; limit.Rate > 0 && !allow(c, h.d.Store, staffMemberRateKeyPrefix+m.Subject, limit) {
			return
		}
		if !m.HasAny(scopes...) {
			writeError(c, bff.Errorf(bff.CodeForbidden, "Your staff account may not do this."), 0)
			return
		}
		c.Set(staffMemberKey, m)
		c.Next()
	}
}

// staffMember is the staff member requireStaff let through; the zero
// Member (no scopes, no sites, no token) on a route without it.
func staffMember(c *gin.Context) staff.Member {
	v, _ := c.Get(staffMemberKey)
	m, _ := v.(staff.Member)
	return m
}

// respondStaff answers v with status, or err.
func respondStaff(c *gin.Context, status int, v any, err error) {
	if err != nil {
		writeError(c, err, 0)
		return
	}
	if v == nil {
		c.Status(status)
		return
	}
	c.JSON(status, v)
}

// staffMe answers GET /admin/me: who is signed in, what they may do and
// for which sites, and until when.
func (h *handlers) staffMe(c *gin.Context) {
	m := staffMember(c)
	scopes, sites := m.Scopes, []string(m.Sites)
	if scopes == nil {
		scopes = []string{}
	}
	if sites == nil {
		sites = []string{}
	}
	c.JSON(http.StatusOK, gin.H{"email": m.Email, "name": m.Name, "scopes": scopes, "sites": sites,
		"expiresAt": m.Expiry.UTC().Format(time.RFC3339)})
}

// staffSites answers GET /admin/sites?feature=announcements|schedpay.
func (h *handlers) staffSites(c *gin.Context) {
	sites, err := h.d.Staff.Sites(c.Request.Context(), staffMember(c), c.Query("feature"))
	respondStaff(c, http.StatusOK, gin.H{"sites": sites}, err)
}
