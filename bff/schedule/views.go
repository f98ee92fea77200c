package schedule

import (
	"strconv"

	"github.com/payhub/payhub/bff"
	api "github.com/payhub/payhub/bff/upstream/schedpay"
)

// TenderSummary is a plan's payment method as shown: the saved tender's
// id, its description and what identifies it, never a token of a cart.
type TenderSummary struct {
	TenderID        string `json:"tenderId"`
	Description     string `json:"description"`
	Type            string `json:"type"`
	LastDigits      string `json:"lastDigits"`
	CardBrand       string `json:"cardBrand,omitempty"`
	BankAccountType string `json:"bankAccountType,omitempty"`
}

// PauseView is a plan's pause (mm/dd/yyyy); no end date is a pause until
// resumed.
type PauseView struct {
	StartDate string `json:"startDate"`
	EndDate   string `json:"endDate,omitempty"`
}

// AgreementView is the terms the resident accepted, and when (RFC 3339).
type AgreementView struct {
	Terms string `json:"terms"`
	Time  string `json:"time"`
}

// PlanView is one plan as the resident's screens show it: what it pays,
// how often, how much, with what, its status (SCHED-17), next run
// (SCHED-32, SCHED-33) and last modified (SCHED-15, SCHED-16).
type PlanView struct {
	ID                   string        `json:"id"`
	PayablePath          string        `json:"payablePath"`
	DisplayName          string        `json:"displayName"`
	Frequency            Frequency     `json:"frequency"`
	Amount               AmountInput   `json:"amount"`
	Tender               TenderSummary `json:"tender"`
	Pause                *PauseView    `json:"pause"`
	Active               bool          `json:"active"`
	RequiresTenderChange bool          `json:"requiresTenderChange"`
	Status               StatusView    `json:"status"`
	NextRun              *NextRunView  `json:"nextRun"`
	LastModified         string        `json:"lastModified"`
	CreatedAt            string        `json:"createdAt"`
	ModifiedAt           string        `json:"modifiedAt"`
	Agreement            AgreementView `json:"agreement"`
	// SetUpByCounty marks a plan county staff made for the resident
	// (adminOnly, SCHED-16, ROLE-28): My Payments says the county set it
	// up.
	SetUpByCounty bool `json:"setUpByCounty"`
	// RunsError is ERR-65: the runs could not be read; the plan still
	// shows, without a next run.
	RunsError bool `json:"runsError"`
}

// PlanDetail is one plan with its runs, past and projected (SCHED-14).
type PlanDetail struct {
	Plan PlanView `json:"plan"`
	// Runs are empty when RunsError (ERR-65).
	Runs RunsView `json:"runs"`
}

// FrequencyView is the form's frequency of a rule on the wire, its dates
// as the form shows them.
func FrequencyView(r api.FrequencyRule) Frequency {
	value, kind, _ := FrequencyOf(r.Type)
	s := Spec{Kind: kind, Interval: r.Interval, DayOfWeek: r.DayOfWeek, StartDate: displayDate(r.StartDate),
		EndDate: displayDate(r.EndDate), RunNow: r.RunNow}
	if r.DaysBeforeDue != nil {
		s.DaysBeforeDue = strconv.Itoa(*r.DaysBeforeDue)
	}
	return Frequency{Value: value, Spec: s}
}

// planView is p's view with its runs (runs nil: not read).
func planView(p api.Plan, runs *RunsView, userName string, lang bff.Language) PlanView {
	v := PlanView{
		ID: p.ID, PayablePath: p.PayablePath, DisplayName: p.DisplayName, Frequency: FrequencyView(p.FrequencyRule),
		Amount: AmountInput{Kind: AmountDue},
		Tender: TenderSummary{TenderID: p.Tender.Token, Description: p.Tender.Description, Type: p.Tender.Type,
			LastDigits: p.Tender.LastDigits, CardBrand: p.Tender.CardBrand, BankAccountType: p.Tender.BankAccountType},
		Active: p.Active, RequiresTenderChange: p.RequiresTenderChange,
		LastModified: LastModified(p.ModifiedBy, p.User.ID, userName, lang),
		CreatedAt:    p.CreatedAt, ModifiedAt: p.ModifiedAt,
		Agreement:     AgreementView{Terms: p.Agreement.Terms, Time: p.Agreement.Time},
		SetUpByCounty: p.AdminOnly,
	}
	if p.ConstantAmount != nil {
		v.Amount = AmountInput{Kind: OtherAmount, Value: *p.ConstantAmount}
	}
	if p.Pause != nil {
		v.Pause = &PauseView{StartDate: displayDate(p.Pause.StartDate), EndDate: displayDate(p.Pause.EndDate)}
	}
	if runs == nil {
		v.RunsError = true
		v.Status = Status(p, RunsView{}, false, lang)
		return v
	}
	v.Status = Status(p, *runs, true, lang)
	if p.Active {
		n := NextRun(runs.Projected, lang)
		v.NextRun = &n
	}
	return v
}
