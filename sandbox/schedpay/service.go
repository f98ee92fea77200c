package schedpay

import (
	"cmp"
	"context"
	"crypto/rand"
	"errors"
	"fmt"
	"regexp"
	"slices"
	"strings"
	"time"
	_ "time/tzdata" // plan users name IANA time zones; the binary must know them everywhere

	"github.com/payhub/payhub/bff"
	"github.com/payhub/payhub/bff/upstream/payables"
	wire "github.com/payhub/payhub/bff/upstream/schedpay"
)

// DefaultTimeZone is a plan user's time zone when the payload names none:
// the sandbox county's.
const DefaultTimeZone = "America/New_York"

// FutureRunsShown is how many projected runs ?includeFuture=1 lists.
const FutureRunsShown = 12

// AdminUserHeader names the staff member acting for the caller on the
// resident calls: it only marks the change's author (modifiedBy
// "admin:NAME", SCHED-16). The staff calls (admin.go) take the name from
// the verified staff token instead.
const AdminUserHeader = "X-Admin-User"

// Service is the scheduled-payments service: plans and their runs over a
// Store, on the sandbox clock.
type Service struct {
	store Store
	now   func() time.Time
}

// NewService returns the service over store; now is the sandbox clock.
func NewService(store Store, now func() time.Time) *Service {
	return &Service{store: store, now: now}
}

// Caller is who makes a call: the user (X-User-Id) and, when staff act for
// them, the staff member's name.
type Caller struct {
	UserID string
	Admin  string
}

// modifiedBy is the caller as a plan's modifiedBy (SCHED-15, 16).
func (c Caller) modifiedBy() string {
	if c.Admin != "" {
		return "admin:" + c.Admin
	}
	return c.UserID
}

// location is the plan user's time zone.
func location(u wire.User) *time.Location {
	if loc, err := time.LoadLocation(cmp.Or(u.TimeZone, DefaultTimeZone)); err == nil {
		return loc
	}
	loc, _ := time.LoadLocation(DefaultTimeZone)
	return loc
}

// today is the plan user's date now.
func (s *Service) today(u wire.User) time.Time { return dateOf(s.now(), location(u)) }

func newPlanID() string { return "sp_" + strings.ToLower(rand.Text()[:16]) }

// notFound answers a plan that is absent or another user's: the same 404,
// so that plan ids of others cannot be probed.
func notFound(id string) error { return bff.Errorf(bff.CodeNotFound, "No plan %s.", id) }

// schedulable returns the payable at path when it can be scheduled.
func (s *Service) schedulable(ctx context.Context, path string, lang bff.Language) (payables.Payable, error) {
	p, err := s.store.Payable(ctx, path, lang)
	if bff.ErrorCode(err) == bff.CodeNotFound {
		return p, refused(CodePayableNotFound, "There is no item at this path.")
	}
	if err != nil {
		return p, err
	}
	if p.ScheduledPaymentsConfig == nil {
		return p, refused(CodeNotSchedulable, "This item cannot be scheduled.")
	}
	return p, nil
}

// Create stores a new plan for the caller (API-49, SCHED-06, 07, 23).
// key is the call's Idempotency-Key, kept with the plan and unique per
// user: a create with a key the caller's create used before answers the
// plan it made, stores nothing and checks no limit again, so that a create
// sent again after a lost answer does not make a second plan. The same key
// for another item is refused. "" is no key.
func (s *Service) Create(ctx context.Context, c Caller, key string, in wire.PlanPayload) (wire.Plan, error) {
	return s.create(ctx, c, key, in, "")
}

// create is Create; a soleTender other than "" is a tender the new plan
// must be the only one to pay with (ROLE-18: staff entered it for this
// plan), checked with the limits in the insert's transaction, after the
// key's plan is looked up, so that the create sent again answers its plan.
func (s *Service) create(ctx context.Context, c Caller, key string, in wire.PlanPayload, soleTender string) (wire.Plan, error) {
	switch {
	case key != "" && !requestKey.MatchString(key):
		return wire.Plan{}, invalid("The Idempotency-Key must be 1 to 128 letters, digits, '_', '.', ':' or '-'.")
	case in.User == nil || strings.TrimSpace(in.User.ID) == "":
		return wire.Plan{}, invalid("Name the plan's user.")
	case in.User.ID != c.UserID:
		return wire.Plan{}, bff.Errorf(bff.CodeForbidden, "A plan is made for the calling user only.")
	case strings.ContainsAny(in.PayablePath, ", "):
		return wire.Plan{}, refused(wire.ErrorCodeOneItemAllowed, "A scheduled payment pays one item.")
	case strings.TrimSpace(in.PayablePath) == "":
		return wire.Plan{}, invalid("Name the item to pay (payablePath).")
	case in.FrequencyRule == nil:
		return wire.Plan{}, invalid("Choose a frequency.")
	case in.Agreement == nil || strings.TrimSpace(in.Agreement.Terms) == "" || in.Agreement.Time == "":
		return wire.Plan{}, invalid("The terms must be accepted (agreement terms and time).")
	}
	u := *in.User
	u.Language = string(bff.ParseLanguage(u.Language))
	if u.TimeZone == "" {
		u.TimeZone = DefaultTimeZone
	} else if _, err := time.LoadLocation(u.TimeZone); err != nil {
		return wire.Plan{}, invalid("The user's time zone is not an IANA time zone.")
	}
	if err := checkTender(in.Tender); err != nil {
		return wire.Plan{}, err
	}
	p, err := s.schedulable(ctx, in.PayablePath, bff.Language(u.Language))
	if err != nil {
		return wire.Plan{}, err
	}
	if (in.Client != "" && in.Client != p.Client) || (in.Site != "" && in.Site != p.Site) {
		return wire.Plan{}, refused(CodeInvalidPlan, "This item belongs to another site.")
	}
	today := dateOf(s.now(), location(u))
	if err := checkRule(*in.FrequencyRule, in.ConstantAmount, p, today); err != nil {
		return wire.Plan{}, err
	}
	cfg := p.ScheduledPaymentsConfig
	var pause *wire.Pause
	if in.SuspensionStart != nil && *in.SuspensionStart != "" {
		if cfg.DisablePause {
			return wire.Plan{}, refused(CodePauseDisabled, "This item's plans cannot be paused.")
		}
		if pause, err = checkPause(*in.SuspensionStart, deref(in.SuspensionEnd)); err != nil {
			return wire.Plan{}, err
		}
	}
	now := s.now().UTC().Format(time.RFC3339)
	plan := wire.Plan{ID: newPlanID(), PayablePath: p.Path, DisplayName: p.DisplayName,
		FrequencyRule: *in.FrequencyRule, ConstantAmount: canonicalAmount(in.ConstantAmount), Tender: *in.Tender, User: u,
		Pause: pause, Active: true, AdminOnly: in.AdminOnly != nil && *in.AdminOnly, Agreement: *in.Agreement,
		Client: p.Client, Site: p.Site, CreatedAt: now, ModifiedAt: now, ModifiedBy: c.modifiedBy()}
	plan.FrequencyRule.RunNow = false
	r := Record{Plan: plan, DueAt: p.DueAt, LimitToYearlyDate: cfg.LimitToYearlyDate,
		EndOnZeroAmountDue: cfg.EndOnZeroAmountDue, DisablePause: cfg.DisablePause, IdempotencyKey: key}
	limits := limitsOf(cfg)
	limits.SoleTender = soleTender
	stored, err := s.store.InsertPlan(ctx, r, limits)
	if err != nil {
		return wire.Plan{}, limitError(err)
	}
	if stored.Plan.PayablePath != plan.PayablePath {
		return wire.Plan{}, bff.Errorf(bff.CodeConflict, "This Idempotency-Key made a plan for another item.")
	}
	return stored.Plan, nil
}

// requestKey is the shape of a create's Idempotency-Key: the BFF's keys
// (up to 128 characters) fit.
var requestKey = regexp.MustCompile(`^[A-Za-z0-9_.:-]{1,128}$`)

// limitsOf are the limits a new plan of a payable with schedule config cfg
// is written within: its payable's duplicates (SCHED-41) and its user's
// active plans (wire.MaxActivePlans).
func limitsOf(cfg *payables.ScheduledPaymentsConfig) Limits {
	return Limits{DenyDuplicates: cfg.DenyDuplicatePlans, MaxActive: wire.MaxActivePlans}
}

// limitError answers a store's refusal of a write beyond the limits.
func limitError(err error) error {
	switch {
	case errors.Is(err, ErrDuplicatePlan):
		return &planError{status: 409, code: wire.ErrorCodeDuplicatePlan,
			message: "A scheduled payment already exists for this item."}
	case errors.Is(err, ErrTooManyPlans):
		return refused(wire.ErrorCodeTooManyPlans, fmt.Sprintf(
			"You have %d active scheduled payments, the most allowed. Cancel one to schedule another.", wire.MaxActivePlans))
	case errors.Is(err, ErrTenderTaken):
		return refused(wire.ErrorCodeTenderNotFound,
			"These payment details were entered for another scheduled payment. Enter the payer's payment details again.")
	}
	return err
}

// canonicalAmount is a checked constant amount as a plan stores it, with
// two decimals ("25" is "25.00"), as the runner charges it.
func canonicalAmount(constant *string) *string {
	if constant == nil {
		return nil
	}
	c, err := bff.ParsePlainAmount(*constant)
	if err != nil {
		return constant // checked before: not reached
	}
	s := c.String()
	return &s
}

func deref(s *string) string {
	if s == nil {
		return ""
	}
	return *s
}

// own returns the caller's plan; another user's is not found. Inactive
// plans are found only with includeInactive (SCHED-25).
func (s *Service) own(ctx context.Context, c Caller, id string, includeInactive bool) (Record, error) {
	r, err := s.store.Plan(ctx, id)
	if bff.ErrorCode(err) == bff.CodeNotFound || (err == nil && r.Plan.User.ID != c.UserID) ||
		(err == nil && !r.Plan.Active && !includeInactive) {
		return Record{}, notFound(id)
	}
	return r, err
}

// Get returns the caller's plan, with its summary when asked (API-54).
func (s *Service) Get(ctx context.Context, c Caller, id string, summary, includeInactive bool) (wire.Plan, error) {
	r, err := s.own(ctx, c, id, includeInactive)
	if err != nil {
		return wire.Plan{}, err
	}
	plan := r.Plan
	if summary {
		sum, err := s.summary(ctx, r)
		if err != nil {
			return wire.Plan{}, err
		}
		plan.Summary = &sum
	}
	return plan, nil
}

// Change is a PATCH body: the payload and which of its keys were sent.
type Change struct {
	Payload wire.PlanPayload
	Sent    map[string]bool
}

// Update changes the caller's plan (API-50, SCHED-24..29): the id stays,
// modifiedAt and modifiedBy are set; a body of only active=false is a soft
// delete. A plan's item never changes. A plan reactivated, or whose rule
// changes, is checked against its payable's current limits (SCHED-41) in
// the update's transaction; a pause or a tender change adds no plan and
// is not.
func (s *Service) Update(ctx context.Context, c Caller, id string, ch Change) (wire.Plan, error) {
	_, p, err := s.update(ctx, c, id, ch, "")
	return p, err
}

// update is Update; it also answers the plan as it was before the change,
// read in the change's transaction. A soleTender other than "" is a new
// tender no other plan may pay with (create).
func (s *Service) update(ctx context.Context, c Caller, id string, ch Change, soleTender string) (before, after wire.Plan, err error) {
	if _, err := s.own(ctx, c, id, true); err != nil {
		return wire.Plan{}, wire.Plan{}, err
	}
	r, err := s.store.UpdatePlan(ctx, id, func(r *Record) (Limits, error) {
		before = r.Plan
		limits, err := s.change(ctx, c, r, ch)
		if ch.Sent["tender"] {
			limits.SoleTender = soleTender
		}
		return limits, err
	})
	if err != nil {
		return wire.Plan{}, wire.Plan{}, limitError(err)
	}
	return before, r.Plan, nil
}

// change applies ch to r inside the update's transaction, and answers the
// limits the plan keeps as it is written.
func (s *Service) change(ctx context.Context, c Caller, r *Record, ch Change) (Limits, error) {
	in := ch.Payload
	p := &r.Plan
	wasActive := p.Active
	var limits Limits
	if in.PayablePath != "" && in.PayablePath != p.PayablePath {
		return Limits{}, invalid("A plan's item cannot change; cancel it and schedule the other item.")
	}
	if in.Active != nil {
		p.Active = *in.Active
	}
	if ch.Sent["tender"] {
		if err := checkTender(in.Tender); err != nil {
			return Limits{}, err
		}
		p.Tender = *in.Tender
		p.RequiresTenderChange = false
	}
	if in.User != nil {
		if in.User.ID != "" && in.User.ID != p.User.ID {
			return Limits{}, bff.Errorf(bff.CodeForbidden, "A plan's user cannot change.")
		}
		u := *in.User
		u.ID, u.Language = p.User.ID, string(bff.ParseLanguage(u.Language))
		u.TimeZone = cmp.Or(u.TimeZone, p.User.TimeZone)
		p.User = u
	}
	if in.Agreement != nil {
		p.Agreement = *in.Agreement
	}
	// The amount belongs to the schedule form: constantAmount is
	// read with a frequencyRule only, since the wire always carries
	// it (null follows the amount due) and a pause or tender change
	// must not reset it.
	if in.FrequencyRule != nil {
		rule, constant := *in.FrequencyRule, in.ConstantAmount
		if err := s.recheck(ctx, r, rule, constant); err != nil {
			return Limits{}, err
		}
		p.FrequencyRule, p.ConstantAmount = rule, canonicalAmount(constant)
		p.FrequencyRule.RunNow = false
	}
	if in.SuspensionStart != nil {
		if err := setPause(r, *in.SuspensionStart, deref(in.SuspensionEnd)); err != nil {
			return Limits{}, err
		}
	}
	if oneTime(p.FrequencyRule.Type) {
		p.Pause = nil // SCHED-29: a one-time plan is never paused
	}
	if in.AdminOnly != nil {
		p.AdminOnly = *in.AdminOnly
	}
	if p.Active && (!wasActive || in.FrequencyRule != nil) {
		// The payable's limits as they are now: it may deny
		// duplicates since the plan was made.
		payable, err := s.schedulable(ctx, p.PayablePath, bff.Language(p.User.Language))
		if err != nil {
			return Limits{}, err
		}
		limits = limitsOf(payable.ScheduledPaymentsConfig)
	}
	p.ModifiedAt, p.ModifiedBy = s.now().UTC().Format(time.RFC3339), c.modifiedBy()
	return limits, nil
}

// recheck checks a changed frequency rule or amount against the payable,
// and keeps the payable's current schedule data.
func (s *Service) recheck(ctx context.Context, r *Record, rule wire.FrequencyRule, constant *string) error {
	p, err := s.schedulable(ctx, r.Plan.PayablePath, bff.Language(r.Plan.User.Language))
	if err != nil {
		return err
	}
	old := r.Plan.FrequencyRule
	today := s.today(r.Plan.User)
	check := rule
	if check.StartDate == old.StartDate && check.StartDate != "" {
		// A start date already passed stays valid for the plan it started.
		if start, err := parseDate(check.StartDate); err == nil && start.Before(today) {
			check.StartDate = formatDate(today)
		}
	}
	if err := checkRule(check, constant, p, today); err != nil {
		return err
	}
	r.DueAt, r.LimitToYearlyDate = p.DueAt, p.ScheduledPaymentsConfig.LimitToYearlyDate
	return nil
}

// setPause pauses (start set) or unpauses (start "") a plan.
func setPause(r *Record, start, end string) error {
	if start == "" {
		r.Plan.Pause = nil
		return nil
	}
	if r.DisablePause {
		return refused(CodePauseDisabled, "This item's plans cannot be paused.")
	}
	p, err := checkPause(start, end)
	if err != nil {
		return err
	}
	r.Plan.Pause = p
	return nil
}

// projected returns up to n projected runs of r from the plan user's today
// (SCHED-13, 26, 28): none for an inactive plan, future_suspended inside
// a pause. Dates with a recorded run are left out.
func (s *Service) projected(r Record, recorded map[string]bool, n int) ([]wire.Run, error) {
	if !r.Plan.Active {
		return []wire.Run{}, nil
	}
	dates, err := r.Schedule().Dates(s.today(r.Plan.User), n+len(recorded))
	if err != nil {
		return nil, err
	}
	out := []wire.Run{}
	for _, d := range dates {
		if len(out) == n {
			break
		}
		if d.IsZero() {
			out = append(out, wire.Run{Status: wire.RunFuture}) // TBD: the due date is unknown
			continue
		}
		if recorded[formatDate(d)] {
			continue
		}
		status := wire.RunFuture
		if paused(r.Plan.Pause, d) {
			status = wire.RunFutureSuspended
		}
		out = append(out, wire.Run{Date: formatDate(d), Status: status})
	}
	return out, nil
}

// wireRun is a recorded run on the wire.
func wireRun(rr RunRecord) wire.Run {
	return wire.Run{ID: rr.Key, Date: rr.Date, Status: rr.Status, Amount: rr.Amount, Fee: rr.Fee,
		ReceiptID: rr.ReceiptID, Confirmation: rr.Confirmation, FailureReason: rr.FailureReason, Manual: rr.Manual}
}

// Runs returns the caller's plan's past runs and, with future, its
// projected ones (API-48).
func (s *Service) Runs(ctx context.Context, c Caller, id string, future bool) ([]wire.Run, error) {
	r, err := s.own(ctx, c, id, true)
	if err != nil {
		return nil, err
	}
	return s.runsOf(ctx, r, future)
}

func (s *Service) runsOf(ctx context.Context, r Record, future bool) ([]wire.Run, error) {
	recs, err := s.store.Runs(ctx, r.Plan.ID)
	if err != nil {
		return nil, err
	}
	out := make([]wire.Run, 0, len(recs))
	recorded := map[string]bool{}
	for _, rr := range recs {
		out = append(out, wireRun(rr))
		if !rr.Manual {
			recorded[rr.Date] = true
		}
	}
	if future {
		proj, err := s.projected(r, recorded, FutureRunsShown)
		if err != nil {
			return nil, err
		}
		out = append(out, proj...)
	}
	return out, nil
}

// summary is a plan's summary (API-54).
func (s *Service) summary(ctx context.Context, r Record) (wire.Summary, error) {
	runs, err := s.runsOf(ctx, r, true)
	if err != nil {
		return wire.Summary{}, err
	}
	var sum wire.Summary
	var paid bff.Cents
	for i := range runs {
		run := runs[i]
		switch run.Status {
		case wire.RunFuture, wire.RunFutureSuspended:
			if sum.NextRun == nil {
				sum.NextRun = &run
			}
			continue
		case wire.RunPaid:
			sum.PaidRuns++
			if a, err := bff.ParseExactAmount(run.Amount); err == nil {
				paid += a
			}
		case wire.RunFailed:
			sum.FailedRuns++
		}
		sum.LastRun = &run
	}
	sum.AmountPaid = paid.String()
	if p, err := s.store.Payable(ctx, r.Plan.PayablePath, bff.Language(r.Plan.User.Language)); err == nil {
		sum.PayableAmount = p.Amount
	}
	return sum, nil
}

// Search finds plans of any user (API-52): by e-mail, name, user id,
// payable paths or next run date, within sites when named.
func (s *Service) Search(ctx context.Context, req wire.SearchRequest) ([]wire.Plan, error) {
	f := Filter{UserEmail: strings.TrimSpace(req.UserEmail), UserName: strings.TrimSpace(req.UserName),
		UserID: strings.TrimSpace(req.UserID), PayablePaths: req.PayablesPaths, IncludeInactive: req.IncludeInactive,
		IdempotencyKey: strings.TrimSpace(req.IdempotencyKey)}
	if f.IdempotencyKey != "" && f.UserID == "" {
		return nil, invalid("A search by idempotencyKey names the key's user (userId).")
	}
	if f.UserEmail == "" && f.UserName == "" && f.UserID == "" && len(f.PayablePaths) == 0 && req.NextRun == "" {
		return nil, invalid("Search by one of userEmail, userName, userId, payablesPaths or nextRun.")
	}
	var next time.Time
	if req.NextRun != "" {
		var err error
		if next, err = parseDate(req.NextRun); err != nil {
			return nil, invalid("nextRun must be a date (YYYY-MM-DD).")
		}
	}
	recs, err := s.store.Plans(ctx, f)
	if err != nil {
		return nil, err
	}
	out := []wire.Plan{}
	for _, r := range recs {
		if len(req.Sites) > 0 && !slices.Contains(req.Sites, wire.ClientSite{Client: r.Plan.Client, Site: r.Plan.Site}) {
			continue
		}
		if req.NextRun != "" {
			proj, err := s.projected(r, nil, 1)
			if err != nil || len(proj) == 0 || proj[0].Date != formatDate(next) {
				continue
			}
		}
		out = append(out, r.Plan)
	}
	return out, nil
}

// Exists says whether an active plan exists for the payable (API-53), of
// the user when one is named.
func (s *Service) Exists(ctx context.Context, req wire.ExistenceRequest) (bool, error) {
	if strings.TrimSpace(req.PayablePath) == "" {
		return false, invalid("Name the item (payablePath).")
	}
	recs, err := s.store.Plans(ctx, Filter{PayablePaths: []string{req.PayablePath}, UserID: req.UserID})
	if err != nil {
		return false, err
	}
	for _, r := range recs {
		if (req.Client == "" || r.Plan.Client == req.Client) && (req.Site == "" || r.Plan.Site == req.Site) {
			return true, nil
		}
	}
	return false, nil
}

// errorParts returns the status, code and message of a refusal.
func errorParts(err error) (int, string, string, bool) {
	var pe *planError
	if errors.As(err, &pe) {
		return pe.status, pe.code, pe.message, true
	}
	return 0, "", "", false
}
