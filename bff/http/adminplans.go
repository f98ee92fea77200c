package http

import (
	"context"
	"net/http"
	"strings"

	"github.com/gin-gonic/gin"

	"github.com/payhub/payhub/bff"
	"github.com/payhub/payhub/bff/schedule"
	"github.com/payhub/payhub/bff/staff"
	"github.com/payhub/payhub/bff/staffplans"
	"github.com/payhub/payhub/bff/texts"
)

// StaffPlans is what the staff console's scheduled payments routes need
// (staffplans.Service): the sites plans may be made on, a plan made for a
// payer, the plans staff made, and a plan's runs, run now included. Each
// use case checks the member's scope and client/site pair again.
type StaffPlans interface {
	Sites(ctx context.Context, m staffplans.Member, clients []string) ([]staffplans.Site, error)
	Create(ctx context.Context, m staffplans.Member, key string, r staffplans.CreateRequest) (staffplans.Plan, error)
	List(ctx context.Context, m staffplans.Member, f staffplans.Filter, lang bff.Language) ([]staffplans.Plan, error)
	Runs(ctx context.Context, m staffplans.Member, id string, lang bff.Language) (schedule.RunsView, error)
	RunNow(ctx context.Context, m staffplans.Member, id, key string, lang bff.Language) (schedule.RunsView, error)
	TenderFrames(ctx context.Context, m staffplans.Member, r staffplans.FramesRequest) (staffplans.Frames, error)
	SaveTender(ctx context.Context, m staffplans.Member, key string, r staffplans.SaveTenderRequest) (schedule.TenderSummary, error)
}

// mountAdminPlans adds the staff console's scheduled payments made for a
// payer under AdminPrefix's group adm (spec 001 §2 "Admin
// scheduled-payment screen"): every route needs a schedpay scope (ROLE-28),
// running a plan now admin:schedpay:write; the use cases check the pairs
// (SCHED-04) and pass the member's token upstream (ROLE-29).
func mountAdminPlans(adm *gin.RouterGroup, h *handlers) {
	g := adm.Group("/schedpay", h.requires(featureStaffPlans))
	anyPlanScope := h.requireStaff(staff.ScopeSchedPayCreate, staff.ScopeSchedPayWrite)
	g.GET("/sites", anyPlanScope, h.staffPlanSites)
	g.GET("/terms", anyPlanScope, h.staffPlanTerms)
	g.GET("/plans", anyPlanScope, h.listStaffPlans)
	g.POST("/plans", anyPlanScope, h.createStaffPlan)
	g.GET("/plans/:id/runs", anyPlanScope, h.staffPlanRuns)
	g.POST("/plans/:id/runs", h.requireStaff(staff.ScopeSchedPayWrite), h.runStaffPlanNow)
	g.POST("/tender-frames", anyPlanScope, h.staffTenderFrames)
	g.POST("/tenders", anyPlanScope, h.saveStaffTender)
}

// staffPlanSites answers GET /admin/schedpay/sites: the member's sites that
// use scheduled payments (SCHED-04, SCHED-05).
func (h *handlers) staffPlanSites(c *gin.Context) {
	m := staffMember(c)
	sites, err := h.d.StaffPlans.Sites(c.Request.Context(), m, staffplans.ClientsOf(m.Sites))
	respondStaff(c, http.StatusOK, gin.H{"sites": sites}, err)
}

// staffTermsBody is the answer of GET /admin/schedpay/terms.
type staffTermsBody struct {
	Lang string `json:"lang"`
	Text string `json:"text"`
}

// staffPlanTerms answers GET /admin/schedpay/terms?lang=: the terms
// checkbox's text when staff act (SCHED-55).
func (h *handlers) staffPlanTerms(c *gin.Context) {
	lang := requestLanguage(c)
	c.JSON(http.StatusOK, staffTermsBody{Lang: string(lang), Text: staffplans.TermsText(lang)})
}

// listStaffPlans answers GET /admin/schedpay/plans?client=&site=&includeInactive=:
// the plans staff made on the member's pairs.
func (h *handlers) listStaffPlans(c *gin.Context) {
	f := staffplans.Filter{Client: strings.ToLower(strings.TrimSpace(c.Query("client"))),
		Site: strings.ToLower(strings.TrimSpace(c.Query("site"))), IncludeInactive: queryFlag(c.Query("includeInactive"))}
	plans, err := h.d.StaffPlans.List(c.Request.Context(), staffMember(c), f, requestLanguage(c))
	respondStaff(c, http.StatusOK, gin.H{"plans": plans}, err)
}

// queryFlag reads a true/false query value: true and 1 are true.
func queryFlag(v string) bool { return v == "true" || v == "1" }

// staffPlanBody is POST /admin/schedpay/plans: the site, the payer who
// called in (SCHED-54), the schedule form as the resident's schedule route
// takes it (its termsAccepted is the payer's acceptance, SCHED-55; its
// tenderId is not read) and the payer's card or bank account the console
// readied.
type staffPlanBody struct {
	Client string                 `json:"client"`
	Site   string                 `json:"site"`
	Payer  staffplans.Payer       `json:"payer"`
	Plan   schedule.PlanForm      `json:"plan"`
	Tender schedule.TenderSummary `json:"tender"`
}

// createStaffPlan answers POST /admin/schedpay/plans (Idempotency-Key): 201
// with the plan, the payer's, adminOnly and last modified by the member
// (SCHED-16). The scheduled payments service keeps the key: the same key
// again answers the plan it made.
func (h *handlers) createStaffPlan(c *gin.Context) {
	key, ok := idempotencyKey(c)
	if !ok {
		return
	}
	var body staffPlanBody
	if !bindJSON(c, &body) {
		return
	}
	body.Plan.PayablePath = strings.TrimSpace(body.Plan.PayablePath)
	plan, err := h.d.StaffPlans.Create(c.Request.Context(), staffMember(c), key, staffplans.CreateRequest{
		Client: strings.ToLower(strings.TrimSpace(body.Client)), Site: strings.ToLower(strings.TrimSpace(body.Site)),
		Payer: body.Payer, Form: body.Plan, Tender: body.Tender, Lang: requestLanguage(c)})
	respondStaff(c, http.StatusCreated, plan, err)
}

// staffPlanID reads the path's plan id; one of another shape is no plan
// at all (404), as the resident's routes answer.
func staffPlanID(c *gin.Context) (string, bool) {
	id := c.Param("id")
	if !planID.MatchString(id) {
		writeError(c, texts.Error(bff.CodeNotFound, texts.ScheduleNotFound, requestLanguage(c), nil), 0)
		return "", false
	}
	return id, true
}

// staffPlanRuns answers GET /admin/schedpay/plans/{id}/runs: the plan's
// past and projected runs (SCHED-14); another client's plan is 404.
func (h *handlers) staffPlanRuns(c *gin.Context) {
	id, ok := staffPlanID(c)
	if !ok {
		return
	}
	runs, err := h.d.StaffPlans.Runs(c.Request.Context(), staffMember(c), id, requestLanguage(c))
	respondStaff(c, http.StatusOK, runs, err)
}

// runStaffPlanNow answers POST /admin/schedpay/plans/{id}/runs
// (Idempotency-Key): the plan runs at once (SCHED-31) and the answer is its
// runs, the manual one among the past; the same key again is the same run,
// charged once.
func (h *handlers) runStaffPlanNow(c *gin.Context) {
	id, ok := staffPlanID(c)
	if !ok {
		return
	}
	key, ok := idempotencyKey(c)
	if !ok {
		return
	}
	runs, err := h.d.StaffPlans.RunNow(c.Request.Context(), staffMember(c), id, key, requestLanguage(c))
	respondStaff(c, http.StatusOK, runs, err)
}
