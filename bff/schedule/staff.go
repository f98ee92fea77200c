package schedule

import (
	"context"

	"github.com/payhub/payhub/bff"
	"github.com/payhub/payhub/bff/texts"
	api "github.com/payhub/payhub/bff/upstream/schedpay"
)

// StaffPlan checks a plan form county staff enter for a payer (spec 001
// §5 "Scheduled payments" when an admin acts): the payable of req's site,
// the frequency, amount and payer (SCHED-54) as for a resident, the terms
// checkbox that says the payer must accept them (SCHED-55), and tender,
// the payer's saved card or bank account the console readied (ROLE-18's
// adminFilling), which the service readies again for every run. req.User
// is the payer as staff entered them: its ID is "" (the service makes the
// plan for the account with the payer's e-mail). It answers the plan to
// send and the payable's display name; the plan is admin-only
// (SCHED-16, ROLE-28).
func (s *Scheduler) StaffPlan(ctx context.Context, req Request, f PlanForm, tender api.Tender) (PlanInput, string, error) {
	p, c, err := s.payable(ctx, req, f.PayablePath)
	if err != nil {
		return PlanInput{}, "", err
	}
	in, err := s.validateSchedule(req, f, p, c)
	if err != nil {
		return PlanInput{}, "", err
	}
	switch {
	case tender.Token == "":
		return PlanInput{}, "", invalid(FieldTender, texts.ScheduleTenderRequired, req.Lang)
	case tender.Type != TenderCard && tender.Type != TenderBank:
		return PlanInput{}, "", refused(FieldTender, texts.ScheduleTenderType, req.Lang)
	}
	in.Tender = tender
	in.Terms = texts.Message(texts.ScheduleStaffTerms, bff.English)
	in.AdminOnly = true
	return in, p.DisplayName, nil
}

// SaveError is the refusal of a plan the service would not store, as the
// resident's schedule form shows it (duplicate, too many plans, one item
// allowed, or the service's own text): staff see the same.
func SaveError(err error, lang bff.Language) error { return saveError(err, lang) }
