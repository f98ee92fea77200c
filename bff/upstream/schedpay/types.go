// Package schedpay holds the wire types and client of the scheduled
// payments service, version 2 (spec 001 §3 "Scheduled payment (plan)", §7
// "Scheduled payments service (under svc/schedpay)"; API-47..54). The
// sandbox server (sandbox/schedpay) and the BFF client share these types.
package schedpay

import "time"

// CallTimeout bounds one scheduled-payments call. The specification names
// none; plan reads sit on the dashboard, so it is short.
const CallTimeout = 10 * time.Second

// API frequency types (FREQ-05, FREQ-06). Any other value is refused with
// "Unrecognized frequency type" (FREQ-07).
const (
	OneTimeBeforeDue        = "OneTimeBeforeDue"
	OneTimeOnDate           = "OneTimeOnDate"
	RecurringBeforeDue      = "RecurringBeforeDue"
	RecurringMonthlyOnDate  = "RecurringMonthlyOnDate"
	RecurringYearlyOnDate   = "RecurringYearlyOnDate"
	RecurringEveryXWeeks    = "RecurringEveryXWeeks"
	UnrecognizedFrequency   = "Unrecognized frequency type"
	DefaultDaysBeforeDue    = 4  // spec 001 §9
	MaxScheduleYears        = 10 // spec 001 §9: dates up to 10 years ahead
	ReminderDaysBeforeRun   = 10 // CONST-34
	AutopayRenewalMonths    = 12 // CONST-33
	DateLayout              = "2006-01-02"
	ErrorCodeDuplicatePlan  = "duplicate_plan"
	ErrorCodeOneItemAllowed = "one_item_allowed"
	// ErrorCodeTooManyPlans refuses a plan beyond MaxActivePlans (422).
	ErrorCodeTooManyPlans = "too_many_plans"
	// MaxActivePlans caps one user's active plans, so that one account
	// cannot flood the runner; no resident pays 50 bills on a schedule.
	MaxActivePlans = 50
)

// Run statuses (SCHED-13, SCHED-14): future and future_suspended are
// projected runs; the others are past runs.
const (
	RunFuture          = "future"
	RunFutureSuspended = "future_suspended"
	RunPaid            = "paid"
	RunFailed          = "failed"
	RunSkipped         = "skipped"
	RunProcessing      = "processing"
)

// FrequencyRule is a plan's frequency on the wire (FREQ-04): its API type
// and the spec fields that type uses. Dates are calendar dates (DateLayout)
// in the plan user's time zone.
type FrequencyRule struct {
	Type          string `json:"type"`
	DaysBeforeDue *int   `json:"daysBeforeDue,omitempty"` // the before-due types
	Interval      *int   `json:"interval,omitempty"`      // RecurringEveryXWeeks: 1, 2, 3, 4 or 8
	DayOfWeek     *int   `json:"dayOfWeek,omitempty"`     // RecurringEveryXWeeks: 0 Sunday .. 6 Saturday
	StartDate     string `json:"startDate,omitempty"`
	EndDate       string `json:"endDate,omitempty"`
	RunNow        bool   `json:"runNow,omitempty"`
}

// User is the plan's payer (SCHED-08); Language defaults to en (SCHED-09).
type User struct {
	ID       string `json:"id"`
	TimeZone string `json:"timeZone"` // IANA, e.g. America/New_York
	Email    string `json:"email"`
	Name     string `json:"name"`
	Phone    string `json:"phone,omitempty"`
	Language string `json:"language"`
}

// Tender is the plan's payment method (SCHED-12). Token is the wallet's
// saved tender id (tender_id) of the plan's user: every run asks the wallet
// to ready that tender for the run's cart, so a removed or expired tender
// fails the run. Type is card or bank, never paypal (SCHED-57).
type Tender struct {
	Token           string `json:"token"`
	Description     string `json:"description"`
	Type            string `json:"type"`
	LastDigits      string `json:"last_digits"`
	BankAccountType string `json:"bank_account_type,omitempty"`
	CardBrand       string `json:"card_brand,omitempty"`
}

// Agreement is the terms the payer accepted and when (SCHED-06).
type Agreement struct {
	Terms string `json:"terms"`
	Time  string `json:"time"` // RFC 3339
}

// PlanPayload is the body of POST /v2/plans and PATCH /v2/plans/{id}
// (SCHED-08). ConstantAmount is null when the amount follows the amount
// due, else the exact decimal entered (SCHED-10). A PATCH with only
// Active=false is a soft delete (SCHED-25).
type PlanPayload struct {
	PayablePath     string         `json:"payablePath,omitempty"`
	User            *User          `json:"user,omitempty"`
	FrequencyRule   *FrequencyRule `json:"frequencyRule,omitempty"`
	Tender          *Tender        `json:"tender,omitempty"`
	SuspensionStart *string        `json:"suspensionStart,omitempty"` // pause start; "" clears the pause
	SuspensionEnd   *string        `json:"suspensionEnd,omitempty"`   // "" or absent with a start: indefinite
	Agreement       *Agreement     `json:"agreement,omitempty"`
	Client          string         `json:"client,omitempty"`
	Site            string         `json:"site,omitempty"`
	AdminOnly       *bool          `json:"adminOnly,omitempty"`
	ConstantAmount  *string        `json:"constantAmount"`
	Active          *bool          `json:"active,omitempty"`
}

// Pause is a plan's suspension (SCHED-26, 27): no EndDate is indefinite.
type Pause struct {
	StartDate string `json:"startDate"`
	EndDate   string `json:"endDate,omitempty"`
}

// Summary is what GET /v2/plans/{id}?includeSummary=true adds.
type Summary struct {
	NextRun       *Run   `json:"nextRun"` // nil when no run is scheduled
	LastRun       *Run   `json:"lastRun"`
	PaidRuns      int    `json:"paidRuns"`
	FailedRuns    int    `json:"failedRuns"`
	AmountPaid    string `json:"amountPaid"` // exact decimal
	PayableAmount string `json:"payableAmount"`
}

// Plan is a stored plan (SCHED-06). Defaults: active false until created,
// then true (SCHED-23); adminOnly and requiresTenderChange false (SCHED-07).
type Plan struct {
	ID                   string        `json:"id"`
	PayablePath          string        `json:"payablePath"`
	DisplayName          string        `json:"displayName"`
	FrequencyRule        FrequencyRule `json:"frequencyRule"`
	ConstantAmount       *string       `json:"constantAmount"`
	Tender               Tender        `json:"tender"`
	User                 User          `json:"user"`
	Pause                *Pause        `json:"pause"`
	Active               bool          `json:"active"`
	AdminOnly            bool          `json:"adminOnly"`
	Agreement            Agreement     `json:"agreement"`
	Client               string        `json:"client"`
	Site                 string        `json:"site"`
	RequiresTenderChange bool          `json:"requiresTenderChange"`
	CreatedAt            string        `json:"createdAt"`
	ModifiedAt           string        `json:"modifiedAt"`
	ModifiedBy           string        `json:"modifiedBy"` // a user id; "admin:NAME" for staff (SCHED-16)
	Summary              *Summary      `json:"summary,omitempty"`
}

// CreateResponse is the answer of POST /v2/plans.
type CreateResponse struct {
	ID string `json:"id"`
}

// Run is one run of a plan (SCHED-13): a date and a status; past runs also
// carry what happened.
type Run struct {
	ID            string `json:"id,omitempty"` // past runs: the run's unique key
	Date          string `json:"date"`         // DateLayout; may be empty for a before-due run whose due date is unknown (TBD)
	Status        string `json:"status"`
	Amount        string `json:"amount,omitempty"`
	Fee           string `json:"fee,omitempty"`
	ReceiptID     string `json:"receiptId,omitempty"`
	Confirmation  string `json:"confirmationNumber,omitempty"`
	FailureReason string `json:"failureReason,omitempty"` // declined, expired_card, tender_removed, ...
	Manual        bool   `json:"manual,omitempty"`        // run now (SCHED-31)
}

// RunsResponse is the answer of GET /v2/plans/{id}/runs (with
// ?includeFuture=1, the projected runs too) and of POST /v2/plans/{id}/runs.
type RunsResponse struct {
	Runs []Run `json:"runs"`
}

// ClientSite names one site a search is limited to.
type ClientSite struct {
	Client string `json:"client"`
	Site   string `json:"site"`
}

// SearchRequest is the body of POST /v2/plans/action/search: one of
// UserEmail, UserName, UserID, PayablesPaths or NextRun (a date: plans whose next
// run is that day).
type SearchRequest struct {
	UserEmail       string       `json:"userEmail,omitempty"`
	UserName        string       `json:"userName,omitempty"`
	UserID          string       `json:"userId,omitempty"`
	PayablesPaths   []string     `json:"payablesPaths,omitempty"`
	NextRun         string       `json:"nextRun,omitempty"`
	IncludeInactive bool         `json:"includeInactive,omitempty"`
	Sites           []ClientSite `json:"sites"`
	// IdempotencyKey finds the plan the user's create with this key made
	// (with UserID).
	IdempotencyKey string `json:"idempotencyKey,omitempty"`
}

// SearchResponse lists the plans found.
type SearchResponse struct {
	Plans []Plan `json:"plans"`
}

// ExistenceRequest is the body of POST /v2/plans/action/checkExistence.
type ExistenceRequest struct {
	PayablePath string `json:"payablePath"`
	Client      string `json:"client"`
	Site        string `json:"site"`
	UserID      string `json:"userId,omitempty"`
}

// ExistenceResponse says whether an active plan exists for the payable.
type ExistenceResponse struct {
	Exists bool `json:"exists"`
}
