package schedpay

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"log/slog"
	"regexp"
	"sync"
	"time"

	"github.com/payhub/payhub/bff"
	"github.com/payhub/payhub/bff/upstream"
	cartwire "github.com/payhub/payhub/bff/upstream/cart"
	"github.com/payhub/payhub/bff/upstream/payables"
	wire "github.com/payhub/payhub/bff/upstream/schedpay"
	walletwire "github.com/payhub/payhub/bff/upstream/wallet"
)

// TickInterval is how often `payhub serve` runs the runner on real time,
// so that runs fall due while nobody moves the clock.
const TickInterval = 30 * time.Second

// Retries of a run left processing by a failure that may pass (the cart
// service unreachable, a time-out): each failed try waits RetryBackoff,
// doubling per try up to MaxRetryBackoff, so that an outage is not hammered
// on every tick; after MaxRunAttempts failed tries (about two hours) the
// run is stuck: it stays processing for an operator, since its charge may
// have gone through, and is not tried again (docs/operations.md).
const (
	RetryBackoff    = time.Minute
	MaxRetryBackoff = time.Hour
	MaxRunAttempts  = 8
)

// backoff is the wait after a run's attempts-th failed try.
func backoff(attempts int) time.Duration {
	d := RetryBackoff
	for i := 1; i < attempts && d < MaxRetryBackoff; i++ {
		d *= 2
	}
	return min(d, MaxRetryBackoff)
}

// stuck reports whether run is left for an operator.
func stuck(run RunRecord) bool { return run.Attempts >= MaxRunAttempts }

// reminderLead is how long before a run its reminder is sent (CONST-34).
const reminderLead = wire.ReminderDaysBeforeRun * 24 * time.Hour

// Clock is the sandbox clock as the runner uses it (a *clock.Clock).
type Clock interface {
	Now() time.Time
	Reload(ctx context.Context) error
	SetAtLeast(ctx context.Context, t time.Time) (time.Time, error)
}

// Carts is the cart service, as a check-out uses it (a *cart.Client).
type Carts interface {
	Create(ctx context.Context, client, site string, req cartwire.CreateRequest) (cartwire.Cart, error)
	AddItems(ctx context.Context, client, site, cartID string, items []cartwire.AddItem, lang bff.Language) (cartwire.Cart, error)
	Fee(ctx context.Context, client, site, cartID, tenderType string) (cartwire.Fee, error)
	CheckOut(ctx context.Context, client, site, cartID string, req cartwire.CheckOutRequest, idempotencyKey string, lang bff.Language) (cartwire.CheckOutResponse, error)
}

// Wallet readies a saved tender for a cart (a *wallet.Client).
type Wallet interface {
	Validate(ctx context.Context, userID, tenderID string, req walletwire.ValidateRequest) (walletwire.ValidateResponse, error)
}

// Runner executes the runs that fell due by the clock. See the package
// documentation for how each run executes exactly once.
type Runner struct {
	store  Store
	clock  Clock
	carts  Carts
	wallet Wallet
	// banners, when set, are the sites' active banners: a run whose
	// tender's kind an outage switches off is not charged (ANN-10).
	banners Banners
	logger  *slog.Logger
	svc     *Service

	// mu keeps one tick or advance of this runner at a time; other
	// runners (goroutines or processes) are kept apart by the store.
	mu sync.Mutex
	// afterCharge, when set, runs after a check-out answered and before
	// its outcome is written; an error stops the run there, as a crash
	// would (tests).
	afterCharge func(key string) error
	// beforeCharge, when set, runs once a check-out is prepared and before
	// it is sent; an error stops the run there, as a crash would (tests).
	beforeCharge func(key string) error
}

// NewRunner returns a runner over store, on clock, charging through carts
// and wallet, unless banners show an outage of the run's kind of payment
// on the plan's site (nil banners: no outage is ever read).
func NewRunner(store Store, clock Clock, carts Carts, wallet Wallet, banners Banners, logger *slog.Logger) *Runner {
	if logger == nil {
		logger = slog.New(slog.DiscardHandler)
	}
	return &Runner{store: store, clock: clock, carts: carts, wallet: wallet, banners: banners, logger: logger,
		svc: NewService(store, clock.Now)}
}

// Tick executes every run that is due by the clock and not done, the
// reminders that are due, and any run a stopped runner left processing. It
// returns how many runs it finished.
func (r *Runner) Tick(ctx context.Context) (int, error) {
	r.mu.Lock()
	defer r.mu.Unlock()
	if err := r.clock.Reload(ctx); err != nil {
		return 0, err
	}
	return r.tick(ctx)
}

func (r *Runner) tick(ctx context.Context) (int, error) {
	done := 0
	// Runs a stopped runner left between its claim and its outcome.
	pending, err := r.store.Processing(ctx)
	if err != nil {
		return 0, err
	}
	now := r.clock.Now()
	for _, run := range pending {
		if stuck(run) || run.NextAttemptAt.After(now) {
			continue // left for an operator, or backing off
		}
		plan, err := r.store.Plan(ctx, run.PlanID)
		if err != nil {
			return done, err
		}
		ok, err := r.execute(ctx, plan, run)
		if err != nil {
			return done, err
		}
		done += boolInt(ok)
	}
	plans, err := r.store.Plans(ctx, Filter{})
	if err != nil {
		return done, err
	}
	var errs []error
	for _, plan := range plans {
		n, err := r.runPlan(ctx, plan)
		done += n
		errs = append(errs, err)
	}
	return done, errors.Join(errs...)
}

func boolInt(b bool) int {
	if b {
		return 1
	}
	return 0
}

// runPlan executes a plan's due runs and sends its due reminders.
func (r *Runner) runPlan(ctx context.Context, plan Record) (int, error) {
	// The tick's list may be stale: the plan may have been canceled or
	// changed while the tick ran the plans before it.
	plan, err := r.store.Plan(ctx, plan.Plan.ID)
	if err != nil || !plan.Plan.Active {
		return 0, err
	}
	now := r.clock.Now()
	loc := location(plan.Plan.User)
	created, err := time.Parse(time.RFC3339, plan.Plan.CreatedAt)
	if err != nil {
		return 0, fmt.Errorf("schedpay: plan %s: %w", plan.Plan.ID, err)
	}
	dates, err := plan.Schedule().Dates(dateOf(created, loc), maxRuns)
	if err != nil {
		return 0, err
	}
	recs, err := r.store.Runs(ctx, plan.Plan.ID)
	if err != nil {
		return 0, err
	}
	recorded := map[string]bool{}
	for _, rr := range recs {
		if !rr.Manual {
			recorded[rr.Date] = true
		}
	}
	done := 0
	for _, d := range dates {
		if d.IsZero() {
			continue
		}
		at, date := dueAt(d, loc), formatDate(d)
		if at.After(now) {
			remind := at.Add(-reminderLead)
			if remind.After(now) {
				break // later runs are reminded later still
			}
			// A run scheduled less than the reminder's lead after the
			// plan was made has no reminder.
			if !remind.Before(created) && !paused(plan.Plan.Pause, d) {
				if _, err := r.store.Remind(ctx, plan.Plan.ID, date, reminderMail(plan.Plan, date, now)); err != nil {
					return done, err
				}
			}
			continue
		}
		if recorded[date] {
			continue
		}
		ok, err := r.claimAndRun(ctx, plan, runKey(plan.Plan.ID, date), date, false)
		if err != nil {
			return done, err
		}
		done += boolInt(ok)
		// The run may have ended the plan (SCHED-22), and the plan may
		// have been changed meanwhile: the later dates are the plan's
		// as stored now.
		if plan, err = r.store.Plan(ctx, plan.Plan.ID); err != nil || !plan.Plan.Active {
			return done, err
		}
		if end := plan.Plan.FrequencyRule.EndDate; end != "" && date >= end {
			return done, nil
		}
	}
	return done, nil
}

// runKey is the unique key of a plan's scheduled run on date, and the
// idempotency key of its check-out.
func runKey(planID, date string) string { return "schedpay:" + planID + ":" + date }

// claimAndRun records the run key of plan on date and executes it. A
// paused date, or a plan canceled since it was read, is recorded skipped
// and charges nothing.
func (r *Runner) claimAndRun(ctx context.Context, plan Record, key, date string, manual bool) (bool, error) {
	claim := RunRecord{Key: key, PlanID: plan.Plan.ID, Date: date, Manual: manual, Status: wire.RunProcessing,
		CreatedAt: r.clock.Now()}
	// The store records the claim skipped when the plan, as stored at
	// the claim, is canceled or paused on the date (ScreenClaim).
	run, claimed, err := r.store.ClaimRun(ctx, claim)
	if err != nil {
		return false, err
	}
	if run.Status != wire.RunProcessing {
		return claimed, nil
	}
	return r.execute(ctx, plan, run)
}

// errStopped is a run stopped before its outcome, to be finished later.
var errStopped = errors.New("schedpay: run stopped before its outcome")

// execute charges a processing run through the cart service and writes its
// outcome. It reports whether this call wrote the outcome. A transient
// failure leaves the run processing for the next tick.
func (r *Runner) execute(ctx context.Context, plan Record, run RunRecord) (bool, error) {
	for attempt := 0; attempt < 2; attempt++ {
		if run.Request == "" {
			// Nothing was sent to the cart service yet: the run charges
			// the plan as stored now, or nothing when it was canceled
			// or paused since the run was claimed.
			fresh, err := r.store.Plan(ctx, run.PlanID)
			if err != nil {
				return false, err
			}
			plan = fresh
			if reason := skipReason(plan, run); reason != "" {
				out := run
				out.Status, out.FailureReason = wire.RunSkipped, reason
				return r.finish(ctx, plan, out)
			}
			var outcome *RunRecord
			if run, outcome, err = r.prepare(ctx, plan, run); err != nil {
				return r.transient(ctx, run, err)
			}
			if outcome != nil {
				return r.finish(ctx, plan, *outcome)
			}
			if run.Status != wire.RunProcessing {
				return false, nil // another runner finished it
			}
		}
		var req cartwire.CheckOutRequest
		if err := json.Unmarshal([]byte(run.Request), &req); err != nil {
			return false, fmt.Errorf("schedpay: run %s: %w", run.Key, err)
		}
		lang := bff.ParseLanguage(plan.Plan.User.Language)
		if r.beforeCharge != nil {
			if herr := r.beforeCharge(run.Key); herr != nil {
				return false, fmt.Errorf("%w: %w", errStopped, herr)
			}
		}
		resp, err := r.carts.CheckOut(ctx, plan.Plan.Client, plan.Plan.Site, run.CartID, req, run.Key, lang)
		if r.afterCharge != nil {
			if herr := r.afterCharge(run.Key); herr != nil {
				return false, fmt.Errorf("%w: %w", errStopped, herr)
			}
		}
		out := run
		out.Amount, out.Fee = req.Amount, req.FeeAmount
		switch outcome, declined := cartwire.DeclineOutcome(err); {
		case err == nil:
			out.Status, out.ReceiptID, out.Confirmation = wire.RunPaid, resp.ReceiptID, resp.ConfirmationNumber
			out.Fee = resp.FeeTotal
		case declined:
			out.Status, out.FailureReason = wire.RunFailed, outcome
		case cartwire.ServiceCode(err) == cartwire.ErrExpired && attempt == 0:
			// The cart expired before its check-out (the clock moved
			// while the run was stopped) and was never charged: prepare
			// the run anew.
			if err := r.store.ResetRun(ctx, run.Key, run.CartID); err != nil {
				return false, err
			}
			run.Request, run.CartID = "", ""
			continue
		case refusal(err):
			out.Status, out.FailureReason = wire.RunFailed, reasonOf(err)
		default:
			return r.transient(ctx, run, err)
		}
		return r.finish(ctx, plan, out)
	}
	return false, nil
}

// transient records a failed try that leaves the run processing: it is
// tried again, with the same key, after its backoff, or left for an
// operator at MaxRunAttempts.
func (r *Runner) transient(ctx context.Context, run RunRecord, err error) (bool, error) {
	if ctx.Err() != nil {
		return false, ctx.Err()
	}
	next := r.clock.Now().Add(backoff(run.Attempts + 1))
	deferred, derr := r.store.DeferRun(ctx, run.Key, next)
	if derr != nil {
		return false, derr
	}
	if deferred.Status != wire.RunProcessing {
		return false, nil // another runner finished it meanwhile
	}
	if stuck(deferred) {
		r.logger.ErrorContext(ctx, "scheduled run stuck: left processing for an operator, its charge may have gone through",
			"plan", run.PlanID, "run", run.Key, "attempts", deferred.Attempts, "err", err)
		return false, nil
	}
	r.logger.WarnContext(ctx, "scheduled run failed; retrying later with the same key",
		"plan", run.PlanID, "run", run.Key, "attempts", deferred.Attempts, "retry_at", next, "err", err)
	return false, nil
}

// Stuck returns the runs left processing for an operator after
// MaxRunAttempts failed tries, oldest first.
func (r *Runner) Stuck(ctx context.Context) ([]RunRecord, error) {
	pending, err := r.store.Processing(ctx)
	if err != nil {
		return nil, err
	}
	out := []RunRecord{}
	for _, run := range pending {
		if stuck(run) {
			out = append(out, run)
		}
	}
	return out, nil
}

// refusal reports whether err is a service's answer refusing the call (a
// 4xx), not an outage.
func refusal(err error) bool {
	var se *upstream.StatusError
	return errors.As(err, &se) && se.Status >= 400 && se.Status < 500
}

// reasonOf is the failure reason of a refused call: the service's code.
func reasonOf(err error) string {
	var se *upstream.StatusError
	if errors.As(err, &se) && se.Code != "" {
		return se.Code
	}
	return "refused"
}

// amountDue is what a run of plan charges for payable p: the constant
// amount, else the payable's amount, a negative amount counting as zero
// (SCHED-11).
func amountDue(plan Record, p payables.Payable) (bff.Cents, error) {
	if c := plan.Plan.ConstantAmount; c != nil {
		return bff.ParseExactAmount(*c)
	}
	a, err := bff.ParseAmount(p.Amount)
	if err != nil {
		return 0, fmt.Errorf("schedpay: payable %s amount: %w", p.Path, err)
	}
	return max(a, 0), nil
}

// prepare builds the run's check-out: a cart of the plan's user with the
// payable at the run's amount, the saved tender readied by the wallet for
// that cart, and the fee the cart quotes for it. It stores them with the
// run, unless another runner stored its own first, and returns the run as
// stored. An outcome is returned instead when the run ends here: skipped
// for a zero amount, failed for a refused tender or item, or for an outage
// of the tender's kind of payment on the site (ANN-10), which charges
// nothing and leaves the plan's next run as scheduled, as any failed run.
func (r *Runner) prepare(ctx context.Context, plan Record, run RunRecord) (RunRecord, *RunRecord, error) {
	p, lang := plan.Plan, bff.ParseLanguage(plan.Plan.User.Language)
	fail := func(reason string) (RunRecord, *RunRecord, error) {
		out := run
		out.Status, out.FailureReason = wire.RunFailed, reason
		return run, &out, nil
	}
	down, err := r.methodDown(ctx, plan)
	if err != nil {
		return run, nil, err
	}
	if down {
		return fail(ReasonMethodUnavailable)
	}
	payable, err := r.store.Payable(ctx, p.PayablePath, lang)
	if bff.ErrorCode(err) == bff.CodeNotFound {
		return fail(cartwire.ErrPayableNotFound)
	}
	if err != nil {
		return run, nil, err
	}
	amount, err := amountDue(plan, payable)
	if err != nil {
		return run, nil, err
	}
	if amount == 0 {
		out := run
		out.Status, out.FailureReason, out.Amount = wire.RunSkipped, "zero_amount_due", amount.String()
		return run, &out, nil
	}
	c, err := r.carts.Create(ctx, p.Client, p.Site, cartwire.CreateRequest{UserID: p.User.ID, Purpose: cartwire.PurposeScheduledRun})
	if err != nil {
		return run, nil, err
	}
	a := amount.String()
	if _, err := r.carts.AddItems(ctx, p.Client, p.Site, c.ID, []cartwire.AddItem{{Path: p.PayablePath, Amount: &a}}, lang); err != nil {
		if refusal(err) {
			return fail(reasonOf(err))
		}
		return run, nil, err
	}
	v, err := r.wallet.Validate(ctx, p.User.ID, p.Tender.Token, walletwire.ValidateRequest{CartID: c.ID, Client: p.Client, Site: p.Site,
		ScheduledPlanID: p.ID})
	if outcome, ok := walletwire.RefusedOutcome(err); ok {
		return fail(outcome)
	}
	if bff.ErrorCode(err) == bff.CodeNotFound || reasonOf(err) == walletwire.CodeTenderRemoved {
		return fail(walletwire.CodeTenderRemoved)
	}
	if err != nil {
		return run, nil, err
	}
	fee, err := r.carts.Fee(ctx, p.Client, p.Site, c.ID, v.Type)
	if err != nil {
		return run, nil, err
	}
	req := cartwire.CheckOutRequest{Type: v.Type, TenderName: p.User.Name, Amount: a, FeeAmount: fee.Amount,
		Token: v.Token, LoggedIn: true, LastDigits: v.LastDigits, CardBrand: v.CardBrand,
		Billing: cartwire.Billing{Name: p.User.Name, Email: p.User.Email, Phone: p.User.Phone}, Language: string(lang)}
	if d := renewalDelivery(payable, p.User.Name); d != nil {
		req.Delivery, req.DeliveryMethod = d, cartwire.MethodShipping
	}
	body, err := json.Marshal(req)
	if err != nil {
		return run, nil, err
	}
	stored, err := r.store.PrepareRun(ctx, run.Key, c.ID, string(body))
	return stored, nil, err
}

// finish writes a run's outcome with its e-mail: the failure notice for a
// failed run (the cart service sent the receipt of a paid one). A skipped
// run of a zero amount ends a plan that ends on a zero amount due
// (SCHED-22).
func (r *Runner) finish(ctx context.Context, plan Record, out RunRecord) (bool, error) {
	now := r.clock.Now()
	var mail = failedMail(plan.Plan, out, now)
	if out.Status != wire.RunFailed {
		mail = nil
	}
	ok, err := r.store.FinishRun(ctx, out, now, mail)
	if err != nil || !ok {
		return ok, err
	}
	r.logger.InfoContext(ctx, "scheduled run finished", "run", out.Key, "status", out.Status, "reason", out.FailureReason)
	if out.Status == wire.RunSkipped && out.FailureReason == "zero_amount_due" && plan.EndOnZeroAmountDue {
		_, err = r.store.UpdatePlan(ctx, plan.Plan.ID, func(rec *Record) (Limits, error) {
			rec.Plan.FrequencyRule.EndDate = out.Date
			rec.Plan.ModifiedAt = now.UTC().Format(time.RFC3339)
			return Limits{}, nil
		})
	}
	return ok, err
}

// runNowKey is the shape of a run-now call's Idempotency-Key.
var runNowKey = regexp.MustCompile(`^[A-Za-z0-9_.:-]{1,100}$`)

// RunNow runs the caller's plan at once, as a manual run of today (API-51,
// SCHED-31), and returns its runs. It is idempotent: the run's key is the
// plan's and the call's key (Idempotency-Key), so the same key again is
// the same run and charges nothing more; without a key it is the plan's
// one manual run of the day. A manual run is marked manual among the runs
// and leaves the scheduled runs as they are.
func (r *Runner) RunNow(ctx context.Context, c Caller, id, key string) ([]wire.Run, error) {
	if key != "" && !runNowKey.MatchString(key) {
		return nil, invalid("The Idempotency-Key must be 1 to 100 letters, digits, '_', '.', ':' or '-'.")
	}
	plan, err := r.svc.own(ctx, c, id, false)
	if err != nil {
		return nil, err
	}
	date := formatDate(r.svc.today(plan.Plan.User))
	runKey := runKey(plan.Plan.ID, date) + ":now"
	if key != "" {
		runKey = "schedpay:" + plan.Plan.ID + ":now:" + key
	}
	if _, err := r.claimAndRun(ctx, plan, runKey, date, true); err != nil {
		return nil, err
	}
	return r.svc.runsOf(ctx, plan, false)
}

// nextEvent is the earliest time after now at which a run falls due or a
// reminder is to be sent, and false when there is none.
func (r *Runner) nextEvent(ctx context.Context, now time.Time) (time.Time, bool, error) {
	plans, err := r.store.Plans(ctx, Filter{})
	if err != nil {
		return time.Time{}, false, err
	}
	var next time.Time
	consider := func(t time.Time) {
		if t.After(now) && (next.IsZero() || t.Before(next)) {
			next = t
		}
	}
	// Retries of runs left processing fall due at their backoff's end.
	pending, err := r.store.Processing(ctx)
	if err != nil {
		return time.Time{}, false, err
	}
	for _, run := range pending {
		if !stuck(run) {
			consider(run.NextAttemptAt)
		}
	}
	for _, plan := range plans {
		loc := location(plan.Plan.User)
		created, _ := time.Parse(time.RFC3339, plan.Plan.CreatedAt)
		// The dates from the day before today: a run of today may not
		// have fallen due yet in the user's time zone.
		dates, err := plan.Schedule().Dates(dateOf(now, loc).AddDate(0, 0, -1), wire.ReminderDaysBeforeRun+2)
		if err != nil {
			return time.Time{}, false, err
		}
		for _, d := range dates {
			if d.IsZero() {
				continue
			}
			at := dueAt(d, loc)
			consider(at)
			if remind := at.Add(-reminderLead); !remind.Before(created) {
				consider(remind)
			}
		}
	}
	return next, !next.IsZero(), nil
}

// Advance moves the clock forward by `by` and returns once every run and
// reminder that fell due on the way has been executed, each at its own
// time: the clock stops at each due time, the runner ticks, and the clock
// moves on. It returns the new time and how many runs finished.
func (r *Runner) Advance(ctx context.Context, by time.Duration) (time.Time, int, error) {
	r.mu.Lock()
	defer r.mu.Unlock()
	if err := r.clock.Reload(ctx); err != nil {
		return time.Time{}, 0, err
	}
	target := r.clock.Now().Add(by)
	runs := 0
	for {
		n, err := r.tick(ctx)
		runs += n
		if err != nil {
			return time.Time{}, runs, err
		}
		now := r.clock.Now()
		if !now.Before(target) {
			return now, runs, nil
		}
		next, ok, err := r.nextEvent(ctx, now)
		if err != nil {
			return time.Time{}, runs, err
		}
		if !ok || next.After(target) {
			next = target
		}
		if _, err := r.clock.SetAtLeast(ctx, next); err != nil {
			return time.Time{}, runs, err
		}
	}
}

// Run ticks every interval until ctx ends, logging failures.
func (r *Runner) Run(ctx context.Context, interval time.Duration) {
	t := time.NewTicker(interval)
	defer t.Stop()
	for {
		if _, err := r.Tick(ctx); err != nil && ctx.Err() == nil {
			r.logger.ErrorContext(ctx, "scheduled payments tick failed", "err", err)
		}
		select {
		case <-ctx.Done():
			return
		case <-t.C:
		}
	}
}
