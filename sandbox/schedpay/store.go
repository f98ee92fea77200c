package schedpay

import (
	"context"
	"errors"
	"time"

	"github.com/payhub/payhub/bff"
	"github.com/payhub/payhub/bff/upstream/payables"
	wire "github.com/payhub/payhub/bff/upstream/schedpay"
	"github.com/payhub/payhub/sandbox/outbox"
)

// ErrDuplicatePlan is a store's refusal of a user's second active plan for
// a payable that denies duplicate plans.
var ErrDuplicatePlan = errors.New("schedpay: an active plan exists for this payable")

// ErrTooManyPlans is a store's refusal of a plan beyond its user's
// MaxActive active plans.
var ErrTooManyPlans = errors.New("schedpay: the user has too many active plans")

// Limits are what a write that leaves a plan active must respect, checked
// by the store in the write's transaction so that writes at once cannot
// both pass: with DenyDuplicates, no other active plan of the plan's user
// for its payable (SCHED-41; another user's plan does not count, so that
// no one can hold the one plan of someone else's bill), ErrDuplicatePlan;
// with MaxActive, fewer than MaxActive other active plans of the user,
// ErrTooManyPlans. With SoleTender, whether the plan is active or not, no
// other plan of the user, active or canceled, pays with that tender
// (ROLE-18: a tender staff entered serves one plan), ErrTenderTaken.
type Limits struct {
	DenyDuplicates bool
	MaxActive      int
	SoleTender     string
}

// Record is a plan as the service keeps it: the wire plan and what it keeps
// of its payable's schedule when it is saved, so that its run dates do not
// move when the payable's data changes (the sandbox's seed dates bills
// from its start).
type Record struct {
	Plan wire.Plan `json:"plan"`
	// DueAt is the payable's due date (due_at), for before-due plans.
	DueAt string `json:"due_at,omitempty"`
	// LimitToYearlyDate is the payable's yearly month-day.
	LimitToYearlyDate string `json:"limit_to_yearly_date,omitempty"`
	// EndOnZeroAmountDue ends the plan at a run whose amount due is zero
	// (SCHED-22).
	EndOnZeroAmountDue bool `json:"end_on_zero_amount_due,omitempty"`
	// DisablePause refuses a pause (SCHED-20).
	DisablePause bool `json:"disable_pause,omitempty"`
	// IdempotencyKey is the Idempotency-Key of the create that made the
	// plan, unique per user; "" when none was sent.
	IdempotencyKey string `json:"idempotency_key,omitempty"`
}

// Schedule is the record's run-date schedule.
func (r Record) Schedule() Schedule {
	return Schedule{Rule: r.Plan.FrequencyRule, DueAt: r.DueAt, LimitToYearlyDate: r.LimitToYearlyDate}
}

// RunRecord is one past run, or one being executed (Status
// wire.RunProcessing). Key is unique: plan id and date for a scheduled run,
// so that a run is recorded once before it charges.
type RunRecord struct {
	Key           string
	PlanID        string
	Date          string
	Manual        bool
	Status        string
	CartID        string
	Request       string // the prepared check-out request, JSON; empty until prepared
	Amount        string
	Fee           string
	ReceiptID     string
	Confirmation  string
	FailureReason string
	CreatedAt     time.Time
	// Attempts counts the failed tries of a run left processing, and
	// NextAttemptAt is when it may be tried again (zero: at once).
	Attempts      int
	NextAttemptAt time.Time
}

// Filter selects plans for a search. Empty fields select everything.
type Filter struct {
	UserID       string
	UserEmail    string
	UserName     string
	PayablePaths []string
	// IdempotencyKey selects the plan a create with the key made (with
	// UserID, the one plan of the user's key).
	IdempotencyKey  string
	IncludeInactive bool
}

// Store is the storage of plans, runs and reminders. Lookups of something
// absent return a *bff.Error with bff.CodeNotFound.
type Store interface {
	// InsertPlan stores a new plan within limits (ErrDuplicatePlan) and
	// returns it; when r has an IdempotencyKey its user's create made a
	// plan with already, it stores nothing and returns that plan. The
	// lookup of the key, the check and the insert are one write
	// transaction.
	InsertPlan(ctx context.Context, r Record, limits Limits) (Record, error)
	// Plan returns a plan, active or not.
	Plan(ctx context.Context, id string) (Record, error)
	// UpdatePlan loads a plan, applies fn and stores it, in one write
	// transaction; when the plan is active after fn, within the limits fn
	// answers (ErrDuplicatePlan).
	UpdatePlan(ctx context.Context, id string, fn func(*Record) (Limits, error)) (Record, error)
	// Plans returns the plans f selects, oldest first.
	Plans(ctx context.Context, f Filter) ([]Record, error)
	// Runs returns a plan's recorded runs, by date.
	Runs(ctx context.Context, planID string) ([]RunRecord, error)
	// ClaimRun records r unless a run of its key is recorded, and returns
	// the recorded run and whether it is r's claim. It reads r's plan in
	// the same transaction and records r as ScreenClaim makes it: skipped
	// when the plan is canceled or paused on r's date.
	ClaimRun(ctx context.Context, r RunRecord) (RunRecord, bool, error)
	// PrepareRun stores the check-out prepared for a processing run that
	// has none, and returns the run as recorded: with another runner's
	// check-out when that one was stored first.
	PrepareRun(ctx context.Context, key, cartID, request string) (RunRecord, error)
	// ResetRun forgets the prepared check-out of a processing run when it
	// is still cartID's, so that the run prepares a new one.
	ResetRun(ctx context.Context, key, cartID string) error
	// FinishRun writes a processing run's outcome (status and what
	// happened) and queues mail with it, in one transaction; it reports
	// false, and writes nothing, when the run is no longer processing.
	FinishRun(ctx context.Context, r RunRecord, finished time.Time, mail *outbox.Message) (bool, error)
	// DeferRun counts a failed try of a processing run and sets when it
	// may be tried again; it returns the run as recorded.
	DeferRun(ctx context.Context, key string, next time.Time) (RunRecord, error)
	// Processing returns the runs still processing, oldest first.
	Processing(ctx context.Context) ([]RunRecord, error)
	// Remind records the reminder of a plan's run date and queues mail, in
	// one transaction; it reports false, and queues nothing, when that
	// reminder is recorded already.
	Remind(ctx context.Context, planID, date string, mail outbox.Message) (bool, error)
	// Payable returns the payable at path in lang.
	Payable(ctx context.Context, path string, lang bff.Language) (payables.Payable, error)
}
