package staffplans

import (
	"context"
	"errors"
	"net/http"
	"regexp"
	"strings"

	"github.com/payhub/payhub/bff"
	"github.com/payhub/payhub/bff/schedule"
	"github.com/payhub/payhub/bff/texts"
	"github.com/payhub/payhub/bff/upstream"
	"github.com/payhub/payhub/bff/upstream/login"
	api "github.com/payhub/payhub/bff/upstream/schedpay"
)

// Plan is a plan as the staff console lists it: what it pays, for whom,
// and who changed it last (SCHED-16: "Admin - {name}" for staff).
type Plan struct {
	ID           string             `json:"id"`
	Client       string             `json:"client"`
	Site         string             `json:"site"`
	PayablePath  string             `json:"payablePath"`
	DisplayName  string             `json:"displayName"`
	PayerName    string             `json:"payerName"`
	PayerEmail   string             `json:"payerEmail"`
	Frequency    schedule.Frequency `json:"frequency"`
	Amount       *string            `json:"constantAmount"` // nil: the amount due
	Active       bool               `json:"active"`
	AdminOnly    bool               `json:"adminOnly"`
	LastModified string             `json:"lastModified"`
	CreatedAt    string             `json:"createdAt"`
	ModifiedAt   string             `json:"modifiedAt"`
}

// planOf is p as the console shows it in lang.
func planOf(p api.Plan, lang bff.Language) Plan {
	return Plan{ID: p.ID, Client: p.Client, Site: p.Site, PayablePath: p.PayablePath, DisplayName: p.DisplayName,
		PayerName: p.User.Name, PayerEmail: p.User.Email, Frequency: schedule.FrequencyView(p.FrequencyRule),
		Amount: p.ConstantAmount, Active: p.Active, AdminOnly: p.AdminOnly,
		LastModified: schedule.LastModified(p.ModifiedBy, p.User.ID, p.User.Name, lang),
		CreatedAt:    p.CreatedAt, ModifiedAt: p.ModifiedAt}
}

// Payer is whom staff set a plan up for (SCHED-54): the e-mail must be a
// resident account's, whose My Payments then lists the plan.
type Payer struct {
	Name  string `json:"name"`
	Email string `json:"email"`
}

// CreateRequest is a plan staff enter for a payer on a site. Form is the
// schedule form (its TermsAccepted is the checkbox that the payer accepted
// the terms, SCHED-55); Tender is the payer's saved card or bank account
// the console readied (ROLE-18's adminFilling).
type CreateRequest struct {
	Client, Site string
	Payer        Payer
	Form         schedule.PlanForm
	Tender       schedule.TenderSummary
	Lang         bff.Language
}

// TermsText is the terms checkbox's text when staff act (SCHED-55).
func TermsText(lang bff.Language) string { return texts.Message(texts.ScheduleStaffTerms, lang) }

// Create sets a plan up for the payer (ROLE-28: admin:schedpay:create or
// :write; SCHED-04, 05, 54, 55) and answers it as stored: adminOnly, last
// modified by the member. key is the request's Idempotency-Key, required
// since money moves: the same key for the same payer answers the plan it
// made.
func (s *Service) Create(ctx context.Context, m Member, key string, r CreateRequest) (Plan, error) {
	if !mayCreate(m) {
		return Plan{}, forbidden("The staff member may not set up scheduled payments.")
	}
	if !validKey(key) {
		return Plan{}, bff.Errorf(bff.CodeInvalid, "Send an Idempotency-Key: setting a plan up moves money.")
	}
	if err := s.checkSite(ctx, m, r.Client, r.Site); err != nil {
		return Plan{}, err
	}
	payer := schedule.User{Name: strings.TrimSpace(r.Payer.Name), Email: strings.TrimSpace(r.Payer.Email), Language: string(r.Lang)}
	in, _, err := s.Schedules.StaffPlan(ctx, schedule.Request{Client: r.Client, Site: r.Site, User: payer, Lang: r.Lang}, r.Form,
		api.Tender{Token: r.Tender.TenderID, Description: r.Tender.Description, Type: r.Tender.Type, LastDigits: r.Tender.LastDigits,
			CardBrand: r.Tender.CardBrand, BankAccountType: r.Tender.BankAccountType})
	if err != nil {
		return Plan{}, err
	}
	payload := schedule.Payload(in)
	payload.User.ID = "" // the service makes the plan for the payer's account
	made, err := s.Plans.Admin(m.Token()).Create(ctx, key, api.AdminPlanRequest{
		Payer: api.Payer{Name: payer.Name, Email: payer.Email}, Plan: payload})
	if err != nil {
		s.logger().InfoContext(ctx, "staff plan refused", "staff", m.Who(), "error", err.Error())
		return Plan{}, refusal(err, r.Lang)
	}
	return planOf(made, r.Lang), nil
}

// idempotencyKey is the shape of a key the service takes for a create and
// for a run now: the BFF's request keys fit.
var idempotencyKey = regexp.MustCompile(`^[A-Za-z0-9_.:-]{1,100}$`)

func validKey(key string) bool { return idempotencyKey.MatchString(key) }

// refusal is the service's refusal of a staff call in lang.
func refusal(err error, lang bff.Language) error {
	var se *upstream.StatusError
	if !errors.As(err, &se) {
		return err
	}
	switch {
	case se.Code == api.ErrorCodePayerRequired:
		return texts.Error(bff.CodeUnprocessable, texts.SchedulePayerRequired, lang, err)
	case se.Code == api.ErrorCodePayerNotFound:
		return texts.Error(bff.CodeUnprocessable, texts.ScheduleStaffPayerUnknown, lang, err)
	case se.Code == api.ErrorCodeTenderNotFound:
		// The tender is not a saved one of the payer's wallet.
		e := texts.Error(bff.CodeUnprocessable, texts.TenderNotFound, lang, err)
		e.Reason = api.ErrorCodeTenderNotFound
		return e
	case se.Status == http.StatusUnauthorized:
		return bff.Wrap(err, bff.CodeUnauthorized, "The staff session has ended; sign in again.")
	case se.Status == http.StatusForbidden:
		return bff.Wrap(err, bff.CodeForbidden, "The staff member may not do this.")
	case se.Status == http.StatusNotFound:
		return texts.Error(bff.CodeNotFound, texts.ScheduleNotFound, lang, err)
	}
	return schedule.SaveError(err, lang)
}

// Filter narrows List to a client and/or a site ("": every one the member
// may act for).
type Filter struct {
	Client, Site    string
	IncludeInactive bool
}

// List is the plans staff made on the pairs m may act for (ROLE-28: a
// schedpay scope), narrowed by f.
func (s *Service) List(ctx context.Context, m Member, f Filter, lang bff.Language) ([]Plan, error) {
	if !mayCreate(m) {
		return nil, forbidden("The staff member may not set up scheduled payments.")
	}
	if f.Client != "" && f.Site != "" && !m.Allows(f.Client, f.Site) {
		return nil, forbidden("The staff member may not act for %s/%s.", f.Client, f.Site)
	}
	plans, err := s.Plans.Admin(m.Token()).Plans(ctx, api.AdminFilter{Client: f.Client, Site: f.Site, IncludeInactive: f.IncludeInactive})
	if err != nil {
		return nil, refusal(err, lang)
	}
	out := make([]Plan, 0, len(plans))
	for _, p := range plans {
		// The service checked the pairs; a plan outside them is never
		// shown, whatever it answered.
		if m.Allows(p.Client, p.Site) {
			out = append(out, planOf(p, lang))
		}
	}
	return out, nil
}

// Runs are a plan's runs, past and projected (SCHED-14), as the
// resident's screens split them.
func (s *Service) Runs(ctx context.Context, m Member, id string, lang bff.Language) (schedule.RunsView, error) {
	if !mayCreate(m) {
		return schedule.RunsView{}, forbidden("The staff member may not set up scheduled payments.")
	}
	runs, err := s.Plans.Admin(m.Token()).Runs(ctx, id, true)
	if err != nil {
		return schedule.RunsView{}, refusal(err, lang)
	}
	return schedule.SplitRuns(runs.Runs), nil
}

// RunNow runs a plan at once (SCHED-31; ROLE-28: admin:schedpay:write)
// and answers its runs, the manual run among the past ones. A plan whose
// tender's kind of payment the site does not take right now (an outage
// banner, ANN-10) is refused 422 method_unavailable before the service is
// asked to charge. key is the
// request's Idempotency-Key, required: the same key again is the same run,
// charged once.
func (s *Service) RunNow(ctx context.Context, m Member, id, key string, lang bff.Language) (schedule.RunsView, error) {
	if !m.Has(login.ScopeSchedPayWrite) {
		return schedule.RunsView{}, forbidden("The staff member may not run scheduled payments.")
	}
	if !validKey(key) {
		return schedule.RunsView{}, bff.Errorf(bff.CodeInvalid, "Send an Idempotency-Key: a run moves money.")
	}
	if err := s.methodOpen(ctx, m, id, lang); err != nil {
		return schedule.RunsView{}, err
	}
	if _, err := s.Plans.Admin(m.Token()).RunNow(ctx, id, key); err != nil {
		s.logger().InfoContext(ctx, "staff run refused", "staff", m.Who(), "plan_id", id, "error", err.Error())
		return schedule.RunsView{}, refusal(err, lang)
	}
	return s.Runs(ctx, m, id, lang)
}
