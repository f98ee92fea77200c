package schedule

import (
	"context"
	"regexp"
	"strings"
	"testing"
	"time"

	"github.com/payhub/payhub/bff"
	"github.com/payhub/payhub/bff/texts"
	"github.com/payhub/payhub/bff/upstream/payables"
	api "github.com/payhub/payhub/bff/upstream/schedpay"
)

func TestAutopayRule_AUTOPAY04_AUTOPAY12(t *testing.T) {
	clk := clockAt(t)
	water := payables.Payable{DueAt: "2026-03-30", ScheduledPaymentsConfig: waterConfig()}
	r, err := AutopayRule(water, clk, bff.English)
	if err != nil || r.Type != api.RecurringBeforeDue || *r.DaysBeforeDue != 4 || r.EndDate != "" {
		t.Errorf("autopay before due: %+v, %v", r, err)
	}
	vehicle := payables.Payable{DueAt: "2026-04-24", ScheduledPaymentsConfig: yearlyConfig()}
	r, err = AutopayRule(vehicle, clk, bff.English)
	if err != nil || r.Type != api.RecurringYearlyOnDate || r.StartDate != "2027-03-15" {
		t.Errorf("yearly autopay: %+v, %v", r, err)
	}
	for name, p := range map[string]payables.Payable{
		"no configuration": {Amount: "5.00"},
		"AUTOPAY-12 before due not allowed": {ScheduledPaymentsConfig: &payables.ScheduledPaymentsConfig{AllowedTypes: payables.AllowedTypes{
			OneTime: payables.ScheduleAmounts{OnDate: []string{payables.AmountDue}}}}},
	} {
		_, err := AutopayRule(p, clk, bff.Spanish)
		if be, ok := err.(*bff.Error); !ok || be.Code != bff.CodeUnprocessable || be.DisplayMessage != texts.Message(texts.AutopayNotEligible, bff.Spanish) {
			t.Errorf("%s: %v", name, err)
		}
	}
}

func TestEnroll_AUTOPAY10_AUTOPAY11_AUTOPAY05(t *testing.T) {
	f := newFixture(t)
	ctx := context.Background()
	rule, _ := AutopayRule(payables.Payable{DueAt: "2026-03-30", ScheduledPaymentsConfig: waterConfig()}, clockAt(t), bff.English)
	e := Enrollment{CartItemID: "i1", PayablePath: waterPath, DisplayName: "Water Bill - U-5001", Rule: rule, TenderID: "t-visa",
		Terms: "terms", AcceptedAt: time.Date(2026, 3, 10, 14, 59, 0, 0, time.UTC)}
	res := f.s.Enroll(ctx, f.req, e)
	if !res.Enrolled || res.PlanID == "" || res.Message != "Water Bill - U-5001 is enrolled in autopay." || res.CartItemID != "i1" {
		t.Fatalf("AUTOPAY-05: %+v", res)
	}
	p := f.plans.payloads[0]
	if p.Tender.Token != "t-visa" || p.Agreement.Time != "2026-03-10T14:59:00Z" || p.Agreement.Terms != "terms" ||
		p.FrequencyRule.Type != api.RecurringBeforeDue || f.plans.users[0] != "u-1" {
		t.Errorf("AUTOPAY-02/04: payload %+v", p)
	}
	again := f.s.Enroll(ctx, f.req, e)
	if again.Enrolled || again.Code != string(bff.CodeDuplicatePlan) || again.Message != texts.Message(texts.ScheduleDuplicate, bff.English) {
		t.Errorf("AUTOPAY-10: enrolled again: %+v", again)
	}
	es := f.req
	es.Lang = bff.Spanish
	for name, c := range map[string]struct {
		tender string
		code   bff.Code
	}{
		"no saved tender":        {"", bff.CodeUnprocessable},
		"AUTOPAY-11 PayPal":      {"t-pp", bff.CodeUnprocessable},
		"another resident's one": {"t-u2", bff.CodeNotFound},
	} {
		e2 := e
		e2.PayablePath, e2.TenderID = vehiclePath, c.tender
		res := f.s.Enroll(ctx, es, e2)
		if res.Enrolled || res.Code != string(c.code) || res.Message != "No pudimos inscribir Water Bill - U-5001 en el pago automático. Puede programarlo desde Mis pagos." {
			t.Errorf("%s: %+v", name, res)
		}
	}
	if len(f.plans.payloads) != 1 {
		t.Errorf("refused enrolments were sent: %d payloads", len(f.plans.payloads))
	}
}

// The enrolment's key reaches the service's create, so that the same
// enrolment sent again answers the plan it made (the service's API-49 key).
func TestEnroll_thePlansCreateCarriesTheEnrolmentsKey(t *testing.T) {
	f := newFixture(t)
	rule, _ := AutopayRule(payables.Payable{DueAt: "2026-03-30", ScheduledPaymentsConfig: waterConfig()}, clockAt(t), bff.English)
	key := EnrollmentKey("checkout-key", "i1")
	res := f.s.Enroll(context.Background(), f.req, Enrollment{CartItemID: "i1", PayablePath: waterPath, DisplayName: "Water Bill - U-5001",
		Rule: rule, TenderID: "t-visa", Terms: "terms", AcceptedAt: time.Date(2026, 3, 10, 14, 59, 0, 0, time.UTC), Key: key})
	if !res.Enrolled {
		t.Fatalf("not enrolled: %+v", res)
	}
	if id := f.plans.keys[[2]string{"u-1", key}]; id != res.PlanID {
		t.Errorf("the create's key made plan %q, want %q", id, res.PlanID)
	}
}

// EnrollmentKey is one per check-out key and cart item, in the shape the
// service takes (letters, digits, '-', at most 128), and none without a
// check-out key.
func TestEnrollmentKey(t *testing.T) {
	shape := regexp.MustCompile(`^[A-Za-z0-9_.:-]{1,128}$`)
	a, b, c := EnrollmentKey("k1", "i1"), EnrollmentKey("k1", "i2"), EnrollmentKey("k2", "i1")
	if a != EnrollmentKey("k1", "i1") || a == b || a == c || b == c {
		t.Errorf("keys %q %q %q", a, b, c)
	}
	for _, k := range []string{a, b, c, EnrollmentKey(strings.Repeat("x", 300), strings.Repeat("é", 300))} {
		if !shape.MatchString(k) {
			t.Errorf("key %q is not in the service's shape", k)
		}
	}
	if EnrollmentKey("", "i1") != "" {
		t.Error("a key without a check-out key")
	}
}
