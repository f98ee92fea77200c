package schedpay_test

import (
	"encoding/json"
	"net/http"
	"testing"

	wire "github.com/payhub/payhub/bff/upstream/schedpay"
	"github.com/payhub/payhub/sandbox"
	"github.com/payhub/payhub/sandbox/schedpay"
)

// rawPlan reads user's plan id as the service sends it, key by key, so that
// a field left out of the wire shows (a decoded struct would fill it in).
func (f *fixture) rawPlan(user, id string) map[string]json.RawMessage {
	f.t.Helper()
	req, err := http.NewRequestWithContext(f.t.Context(), http.MethodGet,
		f.svc.URL+sandbox.PrefixSchedPay+"/v2/plans/"+id+"?includeInactive=1", nil)
	if err != nil {
		f.t.Fatal(err)
	}
	req.Header.Set(schedpay.UserIDHeader, user)
	var out map[string]json.RawMessage
	if status := f.do(req, &out); status != http.StatusOK {
		f.t.Fatalf("GET plan %s = %d", id, status)
	}
	return out
}

// keysOf decodes a JSON object's keys.
func keysOf(t *testing.T, raw json.RawMessage) map[string]json.RawMessage {
	t.Helper()
	var out map[string]json.RawMessage
	if err := json.Unmarshal(raw, &out); err != nil {
		t.Fatalf("%s: %v", raw, err)
	}
	return out
}

func TestService_SCHED06_aPlanCarriesEveryFieldOfThePlan(t *testing.T) {
	f := newFixture(t)
	p := payload(alice, "alice@example.com", "en", pathTax1, f.addCard(alice, approved),
		wire.FrequencyRule{Type: wire.RecurringMonthlyOnDate, StartDate: f.date(1)})
	p.ConstantAmount = ptr("25")
	p.SuspensionStart, p.SuspensionEnd = ptr(f.date(40)), ptr(f.date(100))
	id := f.create(alice, p)

	plan := f.rawPlan(alice, id)
	// SCHED-06: id, payable, frequency, amount, tender, user, pause,
	// active, adminOnly, agreement, client, site, requiresTenderChange,
	// createdAt, modifiedAt, modifiedBy.
	for _, key := range []string{"id", "payablePath", "frequencyRule", "constantAmount", "tender", "user", "pause",
		"active", "adminOnly", "agreement", "client", "site", "requiresTenderChange", "createdAt", "modifiedAt", "modifiedBy"} {
		if v, ok := plan[key]; !ok || string(v) == "null" {
			t.Errorf("plan.%s = %s, want a value", key, v)
		}
	}
	var got wire.Plan
	b, err := json.Marshal(plan)
	if err != nil {
		t.Fatal(err)
	}
	if err := json.Unmarshal(b, &got); err != nil {
		t.Fatal(err)
	}
	want := map[string][2]string{
		"id":                     {got.ID, id},
		"payablePath":            {got.PayablePath, pathTax1},
		"frequencyRule.type":     {got.FrequencyRule.Type, wire.RecurringMonthlyOnDate},
		"constantAmount":         {deref(got.ConstantAmount), "25.00"},
		"tender.token":           {got.Tender.Token, p.Tender.Token},
		"user.id":                {got.User.ID, alice},
		"pause.startDate":        {pauseField(got.Pause, true), f.date(40)},
		"pause.endDate":          {pauseField(got.Pause, false), f.date(100)},
		"agreement.terms":        {got.Agreement.Terms, p.Agreement.Terms},
		"agreement.time":         {got.Agreement.Time, p.Agreement.Time},
		"client":                 {got.Client, "sunshine"},
		"site":                   {got.Site, "demo"},
		"createdAt is set":       {boolText(got.CreatedAt != ""), "true"},
		"modifiedAt=createdAt":   {got.ModifiedAt, got.CreatedAt},
		"modifiedBy is the user": {got.ModifiedBy, alice},
	}
	for name, v := range want {
		if v[0] != v[1] {
			t.Errorf("%s = %q, want %q", name, v[0], v[1])
		}
	}
	if pause := keysOf(t, plan["pause"]); len(pause) != 2 {
		t.Errorf("pause = %s, want startDate and endDate", plan["pause"])
	}
	if agreement := keysOf(t, plan["agreement"]); agreement["terms"] == nil || agreement["time"] == nil {
		t.Errorf("agreement = %s, want terms and time", plan["agreement"])
	}
}

func pauseField(p *wire.Pause, start bool) string {
	switch {
	case p == nil:
		return ""
	case start:
		return p.StartDate
	}
	return p.EndDate
}

func boolText(b bool) string {
	if b {
		return "true"
	}
	return "false"
}

func deref(s *string) string {
	if s == nil {
		return "<null>"
	}
	return *s
}

func TestService_SCHED07_aNewPlanDefaultsAdminOnlyAndRequiresTenderChangeToFalse(t *testing.T) {
	// The zero plan, before it is created: inactive, not staff-only, no
	// tender change asked.
	var zero wire.Plan
	if zero.Active || zero.AdminOnly || zero.RequiresTenderChange {
		t.Errorf("zero plan = active %v, adminOnly %v, requiresTenderChange %v, want all false",
			zero.Active, zero.AdminOnly, zero.RequiresTenderChange)
	}
	f := newFixture(t)
	id := f.create(alice, payload(alice, "alice@example.com", "en", pathWater, f.addCard(alice, approved),
		wire.FrequencyRule{Type: wire.RecurringBeforeDue, DaysBeforeDue: ptr(4), StartDate: f.date(1)}))
	plan := f.rawPlan(alice, id)
	// The payload names neither: both are sent, and false.
	for _, key := range []string{"adminOnly", "requiresTenderChange"} {
		if string(plan[key]) != "false" {
			t.Errorf("plan.%s = %s, want false", key, plan[key])
		}
	}
}

func TestService_SCHED23_aPlanIsInactiveUntilCreatedAndActiveOnceCreated(t *testing.T) {
	f := newFixture(t)
	card := f.addCard(alice, approved)
	rule := wire.FrequencyRule{Type: wire.RecurringBeforeDue, DaysBeforeDue: ptr(4), StartDate: f.date(1)}
	exists := func() bool {
		t.Helper()
		ok, err := f.plans.Exists(t.Context(), wire.ExistenceRequest{PayablePath: pathWater, UserID: alice})
		if err != nil {
			t.Fatalf("Exists: %v", err)
		}
		return ok
	}
	// A create refused (no agreement) leaves no plan behind.
	refused := payload(alice, "alice@example.com", "en", pathWater, card, rule)
	refused.Agreement = nil
	if _, err := f.plans.Create(t.Context(), alice, "", refused); err == nil {
		t.Fatal("Create without an agreement = nil, want refused")
	}
	if exists() {
		t.Error("after a refused create an active plan exists, want none")
	}
	// A payload that asks for an inactive plan still makes an active one:
	// created is active.
	p := payload(alice, "alice@example.com", "en", pathWater, card, rule)
	p.Active = ptr(false)
	id := f.create(alice, p)
	if string(f.rawPlan(alice, id)["active"]) != "true" {
		t.Errorf("created plan active = %s, want true", f.rawPlan(alice, id)["active"])
	}
	if got, err := f.plans.Plan(t.Context(), alice, id, false, false); err != nil || !got.Active {
		t.Errorf("Plan without includeInactive = %+v, %v, want the active plan", got, err)
	}
	if !exists() {
		t.Error("after the create no active plan exists, want one")
	}
}
