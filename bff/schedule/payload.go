package schedule

import (
	"strings"
	"time"

	"github.com/payhub/payhub/bff"
	"github.com/payhub/payhub/bff/texts"
	api "github.com/payhub/payhub/bff/upstream/schedpay"
	"github.com/payhub/payhub/bff/wallet"
)

// Tender types a plan may pay with (SCHED-57, AUTOPAY-11): a saved card
// or bank account, never PayPal.
const (
	TenderCard = "card"
	TenderBank = "bank"
)

// User is the plan's payer: the signed-in resident (SCHED-08).
type User struct {
	ID, Email, Name, Phone string
	// Language is the resident's; "" is en (SCHED-09).
	Language string
	// TimeZone is an IANA zone name, the plan's calendar.
	TimeZone string
}

// wireUser is the payload's user, its language defaulting to en
// (SCHED-09).
func wireUser(u User) *api.User {
	lang := u.Language
	if lang != string(bff.English) && lang != string(bff.Spanish) {
		lang = string(bff.English)
	}
	return &api.User{ID: u.ID, TimeZone: u.TimeZone, Email: u.Email, Name: u.Name, Phone: u.Phone, Language: lang}
}

// ValidatePayer is SCHED-54: a plan's payer has a name and an e-mail
// address, whoever acts (the resident, or staff on the payer's behalf).
func ValidatePayer(u User, lang bff.Language) error {
	if strings.TrimSpace(u.Name) == "" || strings.TrimSpace(u.Email) == "" {
		return texts.Error(bff.CodeUnprocessable, texts.SchedulePayerRequired, lang, nil)
	}
	return nil
}

// PlanTender is the tender of the resident's saved tender id among ts, for
// a plan: required (SCHED-53), the resident's own, a card or bank account
// (SCHED-57, AUTOPAY-11), and not an expired card.
func PlanTender(id string, ts []wallet.TenderView, lang bff.Language) (api.Tender, error) {
	if id == "" {
		return api.Tender{}, invalid(FieldTender, texts.ScheduleTenderRequired, lang)
	}
	for _, t := range ts {
		if t.TenderID != id {
			continue
		}
		switch {
		case t.Type != TenderCard && t.Type != TenderBank:
			return api.Tender{}, refused(FieldTender, texts.ScheduleTenderType, lang)
		case t.IsExpired:
			return api.Tender{}, refused(FieldTender, texts.TenderExpired, lang)
		}
		return TenderOf(t), nil
	}
	return api.Tender{}, fieldError(bff.CodeNotFound, FieldTender, texts.TenderNotFound, lang, nil)
}

// TenderOf is a saved card or bank account as a plan's tender (SCHED-12):
// its token is the saved tender's id, which the service readies for each
// run, and its description the name with its last digits.
func TenderOf(t wallet.TenderView) api.Tender {
	desc := t.Name
	if t.LastDigits != "" {
		desc += " ending in " + t.LastDigits
	}
	return api.Tender{Token: t.TenderID, Description: desc, Type: t.Type, LastDigits: t.LastDigits,
		BankAccountType: t.BankAccountType, CardBrand: t.CardBrand}
}

// PlanInput is a validated plan of the resident for a payable of a site.
type PlanInput struct {
	Client, Site, PayablePath string
	User                      User
	Rule                      api.FrequencyRule
	Tender                    api.Tender
	ConstantAmount            *string
	Terms                     string
	AcceptedAt                time.Time
	// AdminOnly marks a plan county staff made for the payer (SCHED-16,
	// ROLE-28; StaffPlan).
	AdminOnly bool
}

// Payload is the plan payload of in (SCHED-08..12): the user with its
// language defaulting to en, constantAmount null for the amount due, the
// agreement accepted and when, admin-only when staff made it.
func Payload(in PlanInput) api.PlanPayload {
	rule, tender, adminOnly := in.Rule, in.Tender, in.AdminOnly
	return api.PlanPayload{
		PayablePath: in.PayablePath, User: wireUser(in.User), FrequencyRule: &rule, Tender: &tender,
		Agreement: &api.Agreement{Terms: in.Terms, Time: in.AcceptedAt.UTC().Format(time.RFC3339)},
		Client:    in.Client, Site: in.Site, AdminOnly: &adminOnly, ConstantAmount: in.ConstantAmount,
	}
}
