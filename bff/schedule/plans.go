package schedule

import (
	"context"
	"sync"
	"time"

	"github.com/payhub/payhub/bff"
	"github.com/payhub/payhub/bff/texts"
	"github.com/payhub/payhub/bff/upstream/payables"
	api "github.com/payhub/payhub/bff/upstream/schedpay"
)

// PlanForm is a plan as the schedule form sends it, to create or change.
type PlanForm struct {
	PayablePath        string      `json:"payablePath"`
	Frequency          *Frequency  `json:"frequency"`
	Amount             AmountInput `json:"amount"`
	TenderID           string      `json:"tenderId"`
	TermsAccepted      bool        `json:"termsAccepted"`
	NoEndDateConfirmed bool        `json:"noEndDateConfirmed,omitempty"`
	// TimeZone is the resident's IANA zone; "" is DefaultTimeZone.
	TimeZone string `json:"timeZone,omitempty"`
}

// validate checks f for the payable p with configuration c and answers the
// plan to store (spec 001 §5).
func (s *Scheduler) validate(ctx context.Context, req Request, f PlanForm, p payables.Payable, c *Config) (PlanInput, error) {
	in, err := s.validateSchedule(req, f, p, c)
	if err != nil {
		return PlanInput{}, err
	}
	if f.TenderID == "" {
		return PlanInput{}, invalid(FieldTender, texts.ScheduleTenderRequired, req.Lang)
	}
	ts, err := s.Tenders.List(ctx, req.walletRequest())
	if err != nil {
		return PlanInput{}, err
	}
	if in.Tender, err = PlanTender(f.TenderID, ts, req.Lang); err != nil {
		return PlanInput{}, err
	}
	in.Terms = texts.Message(texts.ScheduleTerms, req.Lang)
	return in, nil
}

// validateSchedule checks what every plan form holds, whoever enters it:
// its frequency, amount, accepted terms and payer (spec 001 §5). The
// tender and the terms' text are the caller's.
func (s *Scheduler) validateSchedule(req Request, f PlanForm, p payables.Payable, c *Config) (PlanInput, error) {
	clk, zone, err := s.clock(f.TimeZone, req.Lang)
	if err != nil {
		return PlanInput{}, err
	}
	rule, err := ValidateFrequency(FrequencyInput{Frequency: f.Frequency, Config: c, DueAt: p.DueAt, Clock: clk,
		NoEndDateConfirmed: f.NoEndDateConfirmed}, req.Lang)
	if err != nil {
		return PlanInput{}, err
	}
	constant, err := ValidateAmount(f.Amount, c.allowed(f.Frequency.Value, f.Frequency.Spec.Kind), p, req.Lang)
	if err != nil {
		return PlanInput{}, err
	}
	if err := terms(f.TermsAccepted, req.Lang); err != nil {
		return PlanInput{}, err
	}
	if err := ValidatePayer(req.User, req.Lang); err != nil {
		return PlanInput{}, err
	}
	u := req.User
	u.TimeZone = zone
	return PlanInput{Client: req.Client, Site: req.Site, PayablePath: p.Path, User: u, Rule: rule,
		ConstantAmount: constant, AcceptedAt: s.now()}, nil
}

// Create schedules a payment (SCHED-01): the form validated (spec 001 §5),
// a duplicate refused where the payable denies them (SCHED-41, ERR-66,
// ERR-67), a plan beyond api.MaxActivePlans refused, the plan stored
// (ERR-63) and answered with its runs. key is the request's
// Idempotency-Key, sent to the service's create: a create sent again with
// it (its first answer lost, or a failure answered after the plan was
// stored) answers the plan it made rather than a second plan or a
// duplicate refusal. Once the plan is stored, Create answers it, never an
// error.
func (s *Scheduler) Create(ctx context.Context, req Request, key string, f PlanForm) (PlanDetail, error) {
	p, c, err := s.payable(ctx, req, f.PayablePath)
	if err != nil {
		return PlanDetail{}, err
	}
	in, err := s.validate(ctx, req, f, p, c)
	if err != nil {
		return PlanDetail{}, err
	}
	var refused error
	switch {
	case s.exists(ctx, req, p.Path, c):
		refused = duplicate(req.Lang, nil)
	case s.atCap(ctx, req):
		refused = tooMany(req.Lang, nil)
	}
	if refused != nil {
		// The plan counted may be the one this key made.
		if made, ok := s.madeWith(ctx, req, key); ok {
			return s.created(ctx, req, made, in, p.DisplayName), nil
		}
		return PlanDetail{}, refused
	}
	created, err := s.Plans.Create(ctx, req.User.ID, key, Payload(in))
	if err != nil {
		return PlanDetail{}, saveError(err, req.Lang)
	}
	return s.created(ctx, req, created.ID, in, p.DisplayName), nil
}

// madeWith is the id of the resident's plan their create with key made,
// if any; "" makes none.
func (s *Scheduler) madeWith(ctx context.Context, req Request, key string) (string, bool) {
	if key == "" {
		return "", false
	}
	found, err := s.Plans.Search(ctx, api.SearchRequest{UserID: req.User.ID, IdempotencyKey: key,
		Sites: []api.ClientSite{{Client: req.Client, Site: req.Site}}})
	if err != nil {
		s.logger().WarnContext(ctx, "plan search by key failed; the refusal stands", "error", err.Error())
		return "", false
	}
	for _, p := range found.Plans {
		if p.User.ID == req.User.ID && p.Active {
			return p.ID, true
		}
	}
	return "", false
}

// created answers the stored plan id: read back with its runs or, when it
// cannot be read, as it was sent with runsError (ERR-65), so that a stored
// plan is never answered as a failure the resident would submit again.
func (s *Scheduler) created(ctx context.Context, req Request, id string, in PlanInput, displayName string) PlanDetail {
	d, err := s.Get(ctx, req, id)
	if err == nil {
		return d
	}
	s.logger().WarnContext(ctx, "stored plan could not be read back; answering it as sent", "plan_id", id, "error", err.Error())
	pl := Payload(in)
	at := in.AcceptedAt.UTC().Format(time.RFC3339)
	sent := api.Plan{ID: id, PayablePath: in.PayablePath, DisplayName: displayName, FrequencyRule: *pl.FrequencyRule,
		ConstantAmount: pl.ConstantAmount, Tender: *pl.Tender, User: *pl.User, Active: true, Agreement: *pl.Agreement,
		Client: req.Client, Site: req.Site, CreatedAt: at, ModifiedAt: at, ModifiedBy: req.User.ID}
	return PlanDetail{Plan: planView(sent, nil, req.User.Name, req.Lang), Runs: RunsView{Past: []RunView{}, Projected: []RunView{}}}
}

// List is the resident's plans on the site, each with its status and next
// run. A failed search is an empty list (ERR-66); a plan whose runs could
// not be read shows with runsError (ERR-65).
func (s *Scheduler) List(ctx context.Context, req Request) []PlanView {
	found, err := s.Plans.Search(ctx, api.SearchRequest{UserID: req.User.ID, Sites: []api.ClientSite{{Client: req.Client, Site: req.Site}}})
	if err != nil {
		s.logger().WarnContext(ctx, "plan search failed; answering no plans", "error", err.Error())
		return []PlanView{}
	}
	mine := make([]api.Plan, 0, len(found.Plans))
	for _, p := range found.Plans {
		if p.User.ID == req.User.ID && p.Client == req.Client && p.Site == req.Site && p.Active {
			mine = append(mine, p)
		}
	}
	out := make([]PlanView, len(mine))
	var wg sync.WaitGroup
	for i, p := range mine {
		wg.Go(func() { out[i] = s.withRuns(ctx, req, p).Plan })
	}
	wg.Wait()
	return out
}

// withRuns is p with its runs, or runsError when they could not be read
// (ERR-65).
func (s *Scheduler) withRuns(ctx context.Context, req Request, p api.Plan) PlanDetail {
	runs, err := s.Plans.Runs(ctx, req.User.ID, p.ID, true)
	if err != nil {
		s.logger().WarnContext(ctx, "plan runs could not be read", "plan_id", p.ID, "error", err.Error())
		return PlanDetail{Plan: planView(p, nil, req.User.Name, req.Lang), Runs: RunsView{Past: []RunView{}, Projected: []RunView{}}}
	}
	rv := SplitRuns(runs.Runs)
	return PlanDetail{Plan: planView(p, &rv, req.User.Name, req.Lang), Runs: rv}
}

// Get is the resident's plan id with its runs, past and projected
// (SCHED-14); another resident's plan is not found.
func (s *Scheduler) Get(ctx context.Context, req Request, id string) (PlanDetail, error) {
	p, err := s.own(ctx, req, id)
	if err != nil {
		return PlanDetail{}, err
	}
	return s.withRuns(ctx, req, p), nil
}

// active is the resident's plan id, refused once canceled.
func (s *Scheduler) active(ctx context.Context, req Request, id string) (api.Plan, error) {
	p, err := s.own(ctx, req, id)
	if err != nil {
		return api.Plan{}, err
	}
	if !p.Active {
		return api.Plan{}, texts.Error(bff.CodeConflict, texts.ScheduleCanceled, req.Lang, nil)
	}
	return p, nil
}

// Update changes the resident's plan id to the form f (its payable stays
// the plan's; a canceled plan is not changed back to active). A paused
// plan changed to one-time is unpaused (SCHED-29). A change beside another
// active plan for the payable is refused where the payable denies
// duplicates (SCHED-41).
func (s *Scheduler) Update(ctx context.Context, req Request, id string, f PlanForm) (PlanDetail, error) {
	cur, err := s.active(ctx, req, id)
	if err != nil {
		return PlanDetail{}, err
	}
	p, c, err := s.payable(ctx, req, cur.PayablePath)
	if err != nil {
		return PlanDetail{}, err
	}
	in, err := s.validate(ctx, req, f, p, c)
	if err != nil {
		return PlanDetail{}, err
	}
	if s.otherExists(ctx, req, p.Path, id, c) {
		return PlanDetail{}, duplicate(req.Lang, nil)
	}
	payload := Payload(in)
	payload.PayablePath, payload.Client, payload.Site, payload.AdminOnly = "", "", "", nil
	if cur.Pause != nil && f.Frequency.Value == OneTime {
		payload.SuspensionStart, payload.SuspensionEnd = ptr(""), ptr("")
	}
	if _, err := s.Plans.Update(ctx, req.User.ID, id, payload); err != nil {
		return PlanDetail{}, saveError(err, req.Lang)
	}
	return s.Get(ctx, req, id)
}

// PauseForm is the pause form (SCHED-56): an end date (mm/dd/yyyy) on
// which the plan resumes, or none with IndefiniteConfirmed.
type PauseForm struct {
	EndDate             string `json:"endDate,omitempty"`
	IndefiniteConfirmed bool   `json:"indefiniteConfirmed"`
	TimeZone            string `json:"timeZone,omitempty"`
}

// Pause pauses the resident's plan from today, until f's end date or until
// resumed (SCHED-26, SCHED-27): not offered where the payable disables it
// (SCHED-20); an indefinite pause is confirmed, and the confirmation is
// not ticked beside an end date (SCHED-56).
func (s *Scheduler) Pause(ctx context.Context, req Request, id string, f PauseForm) (PlanDetail, error) {
	clk, _, err := s.clock(f.TimeZone, req.Lang)
	if err != nil {
		return PlanDetail{}, err
	}
	switch {
	case f.EndDate == "" && !f.IndefiniteConfirmed:
		return PlanDetail{}, invalid(FieldPauseConfirm, texts.SchedulePauseConfirm, req.Lang)
	case f.EndDate != "" && f.IndefiniteConfirmed:
		return PlanDetail{}, invalid(FieldPauseConfirm, texts.SchedulePauseConfirmEnd, req.Lang)
	}
	end, _, err := formDay(f.EndDate, FieldPauseEnd, false, clk, req.Lang)
	if err != nil {
		return PlanDetail{}, err
	}
	cur, err := s.active(ctx, req, id)
	if err != nil {
		return PlanDetail{}, err
	}
	if _, c, err := s.payable(ctx, req, cur.PayablePath); err != nil {
		return PlanDetail{}, err
	} else if c.DisablePause {
		return PlanDetail{}, texts.Error(bff.CodeUnprocessable, texts.SchedulePauseDisabled, req.Lang, nil)
	}
	payload := api.PlanPayload{SuspensionStart: ptr(wireDate(clk.Today())), SuspensionEnd: ptr(""), ConstantAmount: cur.ConstantAmount}
	if f.EndDate != "" {
		payload.SuspensionEnd = ptr(wireDate(end))
	}
	if _, err := s.Plans.Update(ctx, req.User.ID, id, payload); err != nil {
		return PlanDetail{}, saveError(err, req.Lang)
	}
	return s.Get(ctx, req, id)
}

// Resume unpauses the resident's paused plan with the payment method
// chosen again (SCHED-27, SCHED-30).
func (s *Scheduler) Resume(ctx context.Context, req Request, id, tenderID string) (PlanDetail, error) {
	if tenderID == "" {
		return PlanDetail{}, invalid(FieldTender, texts.ScheduleTenderRequired, req.Lang)
	}
	cur, err := s.active(ctx, req, id)
	if err != nil {
		return PlanDetail{}, err
	}
	if cur.Pause == nil {
		return PlanDetail{}, texts.Error(bff.CodeConflict, texts.ScheduleNotPaused, req.Lang, nil)
	}
	ts, err := s.Tenders.List(ctx, req.walletRequest())
	if err != nil {
		return PlanDetail{}, err
	}
	tender, err := PlanTender(tenderID, ts, req.Lang)
	if err != nil {
		return PlanDetail{}, err
	}
	payload := api.PlanPayload{SuspensionStart: ptr(""), SuspensionEnd: ptr(""), Tender: &tender, ConstantAmount: cur.ConstantAmount}
	if _, err := s.Plans.Update(ctx, req.User.ID, id, payload); err != nil {
		return PlanDetail{}, saveError(err, req.Lang)
	}
	return s.Get(ctx, req, id)
}

// Cancel cancels the resident's plan: a soft delete (SCHED-25). A removal
// that fails answers the cancel error (ERR-64).
func (s *Scheduler) Cancel(ctx context.Context, req Request, id string) error {
	cur, err := s.own(ctx, req, id)
	if err != nil {
		return err
	}
	if !cur.Active {
		return nil // canceled already: the same outcome
	}
	if _, err := s.Plans.Deactivate(ctx, req.User.ID, id); err != nil {
		code := bff.CodeUnavailable
		if st, _ := statusOf(err); st >= 400 && st < 500 {
			code = bff.CodeUnprocessable
		}
		return texts.Error(code, texts.ScheduleCancelError, req.Lang, err)
	}
	return nil
}

func ptr[T any](v T) *T { return &v }
