package schedule

import (
	"context"
	"fmt"
	"testing"

	"github.com/payhub/payhub/bff"
	"github.com/payhub/payhub/bff/texts"
	"github.com/payhub/payhub/bff/upstream"
	api "github.com/payhub/payhub/bff/upstream/schedpay"
)

// fill gives the resident u-1 n active plans, as made elsewhere.
func (f *fixture) fill(t *testing.T, n int) {
	t.Helper()
	for i := range n {
		rule := api.FrequencyRule{Type: api.RecurringMonthlyOnDate, StartDate: "2026-04-01"}
		if _, err := f.plans.Create(context.Background(), "u-1", "", Payload(PlanInput{Client: "sunshine", Site: "demo",
			PayablePath: fmt.Sprintf("sunshine/demo/property_tax/2026/R%d", i), User: f.req.User, Rule: rule})); err != nil {
			t.Fatal(err)
		}
	}
}

// A resident with api.MaxActivePlans active plans cannot make another,
// in the form or by autopay: 422 with the message in their language, and
// nothing is sent.
func TestCreate_aResidentHoldsAtMostMaxActivePlans(t *testing.T) {
	f := newFixture(t)
	ctx := context.Background()
	f.fill(t, api.MaxActivePlans)
	sent := len(f.plans.payloads)
	req := f.req
	req.Lang = bff.Spanish
	_, err := f.s.Create(ctx, req, "", monthly())
	be, ok := err.(*bff.Error)
	if !ok || be.Code != bff.CodeUnprocessable ||
		be.Message != "You have 50 active scheduled payments, the most allowed. Cancel one to schedule another." ||
		be.DisplayMessage != "Tiene 50 pagos programados activos, el máximo permitido. Cancele uno para programar otro." {
		t.Fatalf("plan %d = %v, want 422 with the cap's message", api.MaxActivePlans+1, err)
	}
	rule, _ := AutopayRule(f.s.Payables.(fakePayables)[waterPath], clockAt(t), bff.English)
	res := f.s.Enroll(ctx, f.req, Enrollment{CartItemID: "i1", PayablePath: waterPath, DisplayName: "Water", Rule: rule, TenderID: "t-visa"})
	if res.Enrolled || res.Code != string(bff.CodeUnprocessable) || res.Message != texts.Fill(texts.ScheduleTooManyPlans, bff.English, map[string]string{"max": "50"}) {
		t.Errorf("autopay beyond the cap: %+v", res)
	}
	if len(f.plans.payloads) != sent {
		t.Errorf("a plan beyond the cap was sent: %d payloads", len(f.plans.payloads)-sent)
	}
	// Another resident is not counted.
	other := f.req
	other.User = User{ID: "u-2", Name: "Bo", Email: "bo@example.com"}
	form := monthly()
	form.TenderID = "t-u2"
	if _, err := f.s.Create(ctx, other, "", form); err != nil {
		t.Errorf("another resident's plan: %v, want accepted", err)
	}
}

// The service's own refusal (too_many_plans) is the same message.
func TestCreate_theServicesCapRefusalIsTheCapMessage(t *testing.T) {
	f := newFixture(t)
	f.plans.FailCreate = &upstream.StatusError{Status: 422, Code: api.ErrorCodeTooManyPlans}
	_, err := f.s.Create(context.Background(), f.req, "", monthly())
	wantCode(t, "too_many_plans", err, bff.CodeUnprocessable, "")
	if be, ok := err.(*bff.Error); !ok || be.DisplayMessage != texts.Fill(texts.ScheduleTooManyPlans, bff.English, map[string]string{"max": "50"}) {
		t.Errorf("service refusal = %v, want the cap's message", err)
	}
}
