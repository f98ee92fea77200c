package http

import (
	"context"
	"encoding/json"
	"net/http"
	"regexp"
	"strings"

	"github.com/gin-gonic/gin"

	"github.com/payhub/payhub/bff"
	"github.com/payhub/payhub/bff/checkout"
	"github.com/payhub/payhub/bff/schedule"
	"github.com/payhub/payhub/bff/texts"
)

// Schedules is what the scheduled payments' routes need
// (bff/schedule.Scheduler).
type Schedules interface {
	Form(ctx context.Context, req schedule.Request, path, zone string) (schedule.FormView, error)
	Create(ctx context.Context, req schedule.Request, key string, f schedule.PlanForm) (schedule.PlanDetail, error)
	List(ctx context.Context, req schedule.Request) []schedule.PlanView
	Get(ctx context.Context, req schedule.Request, id string) (schedule.PlanDetail, error)
	Update(ctx context.Context, req schedule.Request, id string, f schedule.PlanForm) (schedule.PlanDetail, error)
	Pause(ctx context.Context, req schedule.Request, id string, f schedule.PauseForm) (schedule.PlanDetail, error)
	Resume(ctx context.Context, req schedule.Request, id, tenderID string) (schedule.PlanDetail, error)
	Cancel(ctx context.Context, req schedule.Request, id string) error
}

// mountSchedules adds the signed-in resident's scheduled payments (spec
// 001 §4 "Scheduled payment"; SCHED-01, SCHED-02, ROLE-22): the schedule
// form of a payable, the plans, one plan with its runs, and creating,
// changing, pausing, resuming and canceling one. Every route needs a
// signed-in resident with a verified e-mail (a guest gets 401
// sign_in_required) on a configured and enabled site, and the user id is
// always the session's; creating a plan takes an Idempotency-Key.
func mountSchedules(api *gin.RouterGroup, h *handlers) {
	g := api.Group("/:client/:site/schedules", h.requires(featureSchedules), h.enabledSite)
	g.GET("", h.listSchedules)
	g.POST("", h.createSchedule)
	g.GET("/form", h.scheduleForm)
	g.GET("/:planId", h.getSchedule)
	g.PATCH("/:planId", h.updateSchedule)
	g.DELETE("/:planId", h.cancelSchedule)
	g.POST("/:planId/pause", h.pauseSchedule)
	g.POST("/:planId/resume", h.resumeSchedule)
}

// scheduleRequest is the request's site and language with the session's
// resident; a guest gets 401 sign_in_required (ROLE-22) and an unverified
// resident 403 email_unverified, and the service is not asked.
func (h *handlers) scheduleRequest(c *gin.Context) (schedule.Request, bool) {
	lang := requestLanguage(c)
	g, err := h.guests.load(c, false)
	if err != nil {
		writeError(c, err, 0)
		return schedule.Request{}, false
	}
	if g == nil || g.data.User == nil || g.data.User.Subject == "" {
		writeError(c, texts.Error(bff.CodeSignInRequired, texts.ScheduleSignIn, lang, nil), 0)
		return schedule.Request{}, false
	}
	if !emailVerified(c, g) {
		return schedule.Request{}, false
	}
	client, site := siteOf(c)
	return schedule.Request{Client: client, Site: site, Lang: lang, User: scheduleUser(g.data.User, lang)}, true
}

// scheduleUser is the plan's payer: the session's resident.
func scheduleUser(u *signedIn, lang bff.Language) schedule.User {
	name := strings.TrimSpace(u.Name)
	if name == "" {
		name = strings.TrimSpace(u.GivenName + " " + u.FamilyName)
	}
	if name == "" {
		// A plan's payer has a name (SCHED-54); an account without one
		// is named by its e-mail address.
		name = u.Email
	}
	return schedule.User{ID: u.Subject, Email: u.Email, Name: name, Language: string(lang)}
}

// planID is the shape of a plan's id in a path.
var planID = regexp.MustCompile(`^[A-Za-z0-9_-]{1,100}$`)

// planIDParam reads the path's plan id; one of another shape is no plan
// at all (404).
func planIDParam(c *gin.Context, lang bff.Language) (string, bool) {
	id := c.Param("planId")
	if !planID.MatchString(id) {
		writeError(c, texts.Error(bff.CodeNotFound, texts.ScheduleNotFound, lang, nil), 0)
		return "", false
	}
	return id, true
}

// schedulesBody is the answer of GET .../schedules.
type schedulesBody struct {
	Plans []schedule.PlanView `json:"plans"`
}

// listSchedules answers GET .../schedules: the resident's active plans on
// the site, each with its status and next run; a failed search is an empty
// list (ERR-66).
func (h *handlers) listSchedules(c *gin.Context) {
	req, ok := h.scheduleRequest(c)
	if !ok {
		return
	}
	c.Header("Cache-Control", "no-store")
	c.JSON(http.StatusOK, schedulesBody{Plans: h.d.Schedules.List(c.Request.Context(), req)})
}

// scheduleForm answers GET .../schedules/form?payablePath=&timeZone=: the
// schedule form of the payable (SCHED-02).
func (h *handlers) scheduleForm(c *gin.Context) {
	req, ok := h.scheduleRequest(c)
	if !ok {
		return
	}
	v, err := h.d.Schedules.Form(c.Request.Context(), req, c.Query("payablePath"), c.Query("timeZone"))
	answerNoStore(c, v, err)
}

// createSchedule answers POST .../schedules (Idempotency-Key): 201 with
// the plan and its runs.
func (h *handlers) createSchedule(c *gin.Context) {
	req, ok := h.scheduleRequest(c)
	if !ok {
		return
	}
	key, ok := idempotencyKey(c)
	if !ok {
		return
	}
	var body schedule.PlanForm
	if !bindJSON(c, &body) {
		return
	}
	body.PayablePath = strings.TrimSpace(body.PayablePath)
	h.onceAnswering(c, "schedule", key, body, http.StatusCreated, func(ctx context.Context, _ checkout.Guest) (any, error) {
		return h.d.Schedules.Create(ctx, req, key, body)
	}, func(ctx context.Context, kept []byte) (any, bool) {
		// The plan made, read in this request's language; the kept answer
		// when it cannot be read.
		var made schedule.PlanDetail
		if json.Unmarshal(kept, &made) != nil || made.Plan.ID == "" {
			return nil, false
		}
		d, err := h.d.Schedules.Get(ctx, req, made.Plan.ID)
		return d, err == nil
	})
}

// getSchedule answers GET .../schedules/{planId}: the plan with its past
// and projected runs (SCHED-14); runsError when they could not be read
// (ERR-65). Another resident's plan is 404.
func (h *handlers) getSchedule(c *gin.Context) {
	req, ok := h.scheduleRequest(c)
	if !ok {
		return
	}
	id, ok := planIDParam(c, req.Lang)
	if !ok {
		return
	}
	h.answerPlan(c, func(ctx context.Context) (schedule.PlanDetail, error) { return h.d.Schedules.Get(ctx, req, id) })
}

// answerPlan answers the plan run returns.
func (h *handlers) answerPlan(c *gin.Context, run func(ctx context.Context) (schedule.PlanDetail, error)) {
	v, err := run(c.Request.Context())
	answerNoStore(c, v, err)
}

// updateSchedule answers PATCH .../schedules/{planId} with the schedule
// form: the changed plan (its payable stays the plan's).
func (h *handlers) updateSchedule(c *gin.Context) {
	req, ok := h.scheduleRequest(c)
	if !ok {
		return
	}
	id, ok := planIDParam(c, req.Lang)
	if !ok {
		return
	}
	var body schedule.PlanForm
	if !bindJSON(c, &body) {
		return
	}
	h.answerPlan(c, func(ctx context.Context) (schedule.PlanDetail, error) {
		return h.d.Schedules.Update(ctx, req, id, body)
	})
}

// pauseSchedule answers POST .../schedules/{planId}/pause {"endDate"?,
// "indefiniteConfirmed"}: the paused plan (SCHED-26, SCHED-27, SCHED-56).
func (h *handlers) pauseSchedule(c *gin.Context) {
	req, ok := h.scheduleRequest(c)
	if !ok {
		return
	}
	id, ok := planIDParam(c, req.Lang)
	if !ok {
		return
	}
	var body schedule.PauseForm
	if !bindJSON(c, &body) {
		return
	}
	body.EndDate = strings.TrimSpace(body.EndDate)
	h.answerPlan(c, func(ctx context.Context) (schedule.PlanDetail, error) { return h.d.Schedules.Pause(ctx, req, id, body) })
}

// resumeBody is the body of POST .../schedules/{planId}/resume.
type resumeBody struct {
	TenderID string `json:"tenderId"`
}

// resumeSchedule answers POST .../schedules/{planId}/resume {"tenderId"}:
// the plan unpaused with the payment method chosen again (SCHED-30).
func (h *handlers) resumeSchedule(c *gin.Context) {
	req, ok := h.scheduleRequest(c)
	if !ok {
		return
	}
	id, ok := planIDParam(c, req.Lang)
	if !ok {
		return
	}
	var body resumeBody
	if !bindJSON(c, &body) {
		return
	}
	h.answerPlan(c, func(ctx context.Context) (schedule.PlanDetail, error) {
		return h.d.Schedules.Resume(ctx, req, id, strings.TrimSpace(body.TenderID))
	})
}

// cancelSchedule answers DELETE .../schedules/{planId}: 204 once canceled
// (a soft delete, SCHED-25); a failure is the cancel error (ERR-64).
func (h *handlers) cancelSchedule(c *gin.Context) {
	req, ok := h.scheduleRequest(c)
	if !ok {
		return
	}
	id, ok := planIDParam(c, req.Lang)
	if !ok {
		return
	}
	if err := h.d.Schedules.Cancel(c.Request.Context(), req, id); err != nil {
		writeError(c, err, 0)
		return
	}
	c.Status(http.StatusNoContent)
}
