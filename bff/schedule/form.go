package schedule

import (
	"context"
	"slices"

	"github.com/payhub/payhub/bff"
	"github.com/payhub/payhub/bff/texts"
	"github.com/payhub/payhub/bff/wallet"
)

// PayableSummary is what the schedule form shows of the payable.
type PayableSummary struct {
	Path        string `json:"path"`
	DisplayName string `json:"displayName"`
	Amount      string `json:"amount"`
	// ScheduledAmount is what a plan for the amount due pays (SCHED-11).
	ScheduledAmount string `json:"scheduledAmount"`
	MinAmount       string `json:"minAmount,omitempty"`
	MaxAmount       string `json:"maxAmount,omitempty"`
	DueAt           string `json:"dueAt,omitempty"`
}

// AllowedKinds are the kinds each frequency value allows, in the form's
// order.
type AllowedKinds struct {
	OneTime   []string `json:"oneTime"`
	Recurring []string `json:"recurring"`
}

// Defaults are the schedule form's first values: the default value and
// kind (SCHED-46), days before due (SCHED-45), every-X-weeks interval and
// weekday (FREQ-02), and the start date, today (FREQ-03).
type Defaults struct {
	Value         string `json:"value"`
	Kind          string `json:"kind"`
	DaysBeforeDue int    `json:"daysBeforeDue"`
	Interval      int    `json:"interval"`
	DayOfWeek     int    `json:"dayOfWeek"`
	StartDate     string `json:"startDate"`
	TimeZone      string `json:"timeZone"`
}

// FormView is the schedule form of one payable (SCHED-02): its
// configuration and allowed kinds, the defaults, the default autopay terms
// (SCHED-34, SCHED-35), the resident's saved cards and bank accounts a
// plan may pay with (SCHED-57), the terms to accept, and whether a plan
// already blocks a new one (SCHED-41).
type FormView struct {
	Payable               PayableSummary      `json:"payable"`
	Config                Config              `json:"config"`
	AllowedKinds          AllowedKinds        `json:"allowedKinds"`
	Defaults              Defaults            `json:"defaults"`
	DefaultTerms          *Terms              `json:"defaultTerms"`
	AutopayEligible       bool                `json:"autopayEligible"`
	YearlyAutopayEligible bool                `json:"yearlyAutopayEligible"`
	NextYearlyAutopayDate string              `json:"nextYearlyAutopayDate,omitempty"`
	Tenders               []wallet.TenderView `json:"tenders"`
	Terms                 string              `json:"terms"`
	PlanExists            bool                `json:"planExists"`
}

// Form is the schedule form of the payable at path, its dates in zone (""
// for DefaultTimeZone).
func (s *Scheduler) Form(ctx context.Context, req Request, path, zone string) (FormView, error) {
	clk, zoneName, err := s.clock(zone, req.Lang)
	if err != nil {
		return FormView{}, err
	}
	p, c, err := s.payable(ctx, req, path)
	if err != nil {
		return FormView{}, err
	}
	ts, err := s.Tenders.List(ctx, req.walletRequest())
	if err != nil {
		return FormView{}, err
	}
	usable := slices.DeleteFunc(ts, func(t wallet.TenderView) bool {
		return (t.Type != TenderCard && t.Type != TenderBank) || t.IsExpired
	})
	value, kind := c.DefaultKind()
	v := FormView{
		Payable: PayableSummary{Path: p.Path, DisplayName: p.DisplayName, Amount: p.Amount,
			ScheduledAmount: ScheduledAmount(nil, p.Amount), MinAmount: p.MinimumAmount, MaxAmount: p.MaximumAmount, DueAt: p.DueAt},
		Config:       *c,
		AllowedKinds: AllowedKinds{OneTime: c.AllowedKinds(OneTime), Recurring: c.AllowedKinds(Recurring)},
		Defaults: Defaults{Value: value, Kind: kind, DaysBeforeDue: c.DefaultDaysBeforeDue(), Interval: DefaultInterval,
			DayOfWeek: int(clk.Now.In(clk.Loc).Weekday()), StartDate: clk.Today().Format(FormDate), TimeZone: zoneName},
		DefaultTerms:          c.DefaultTerms(p.DueAt),
		AutopayEligible:       c.AutopayEligible(),
		YearlyAutopayEligible: c.YearlyAutopayEligible(),
		Tenders:               usable,
		Terms:                 texts.Message(texts.ScheduleTerms, req.Lang),
		PlanExists:            s.exists(ctx, req, p.Path, c),
	}
	if d, ok := c.NextYearlyAutopayDate(p.DueAt); ok && v.YearlyAutopayEligible {
		v.NextYearlyAutopayDate = d.Format(FormDate)
	}
	return v, nil
}

// terms refuses a plan whose terms were not accepted (SCHED-53).
func terms(accepted bool, lang bff.Language) error {
	if !accepted {
		return invalid(FieldTerms, texts.ScheduleTermsRequired, lang)
	}
	return nil
}
