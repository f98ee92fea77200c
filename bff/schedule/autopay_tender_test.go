package schedule

import (
	"context"
	"testing"
	"time"

	"github.com/payhub/payhub/bff"
	"github.com/payhub/payhub/bff/texts"
	"github.com/payhub/payhub/bff/upstream/payables"
)

// PAY-13, AUTOPAY-11: an enrolment that names its payable is refused, with
// a message naming the item, when the saved tender's type is not among the
// payable's allowed_tender_types or is turned off by a restriction in
// force; no plan is made that every run would fail. A tender the payable
// takes is enrolled.
func TestEnroll_PAY13_aSavedTenderThePayableDoesNotTakeIsRefusedPerItem(t *testing.T) {
	f := newFixture(t)
	rule, _ := AutopayRule(payables.Payable{DueAt: "2026-03-30", ScheduledPaymentsConfig: waterConfig()}, clockAt(t), bff.English)
	enrol := func(p payables.Payable, tender string) EnrollmentResult {
		return f.s.Enroll(context.Background(), Request{Client: "sunshine", Site: "demo", Lang: bff.Spanish, User: f.req.User},
			Enrollment{PayablePath: p.Path, DisplayName: "Water Bill - U-5001", Rule: rule, TenderID: tender, Terms: "terms",
				AcceptedAt: time.Date(2026, 3, 10, 14, 59, 0, 0, time.UTC), Payable: &p})
	}
	bankOnly := payables.Payable{Path: waterPath, AllowedTenderTypes: []string{"bank"}}
	noBankThisYear := payables.Payable{Path: vehiclePath, PaymentRestrictions: &payables.PaymentRestrictions{
		DisabledTenderTypes: []payables.DisabledTenderType{{Type: "Bank", EffectiveUntil: "2026-12-31"}}}}
	want := texts.Fill(texts.AutopayTenderNotAllowed, bff.Spanish, map[string]string{"item": "Water Bill - U-5001"})
	for name, c := range map[string]struct {
		p      payables.Payable
		tender string
	}{
		"a card where only bank is allowed": {bankOnly, "t-visa"},
		"a bank account turned off":         {noBankThisYear, "t-bank"},
	} {
		if res := enrol(c.p, c.tender); res.Enrolled || res.Code != string(bff.CodeUnprocessable) || res.Message != want {
			t.Errorf("%s: %+v, want refused with %q", name, res, want)
		}
	}
	if len(f.plans.payloads) != 0 {
		t.Fatalf("refused enrolments were sent: %d payloads", len(f.plans.payloads))
	}
	if res := enrol(bankOnly, "t-bank"); !res.Enrolled {
		t.Errorf("a bank account where bank is allowed: %+v", res)
	}
}
