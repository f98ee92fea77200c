package schedpay_test

import (
	"net/http"
	"strings"
	"testing"
	"time"

	wire "github.com/payhub/payhub/bff/upstream/schedpay"
	"github.com/payhub/payhub/bff/upstream/wallet"
	"github.com/payhub/payhub/sandbox"
	"github.com/payhub/payhub/sandbox/schedpay"
)

func TestService_API49_createIsRefusedWithTheRuleItBreaks(t *testing.T) {
	f := newFixture(t)
	card := f.addCard(alice, approved)
	paypal := card
	paypal.Type = "paypal"
	before := func(days int) wire.FrequencyRule {
		return wire.FrequencyRule{Type: wire.RecurringBeforeDue, DaysBeforeDue: ptr(days), StartDate: f.date(1)}
	}
	for name, tc := range map[string]struct {
		path     string
		tender   wallet.Tender
		rule     wire.FrequencyRule
		constant *string
		want     string
	}{
		"FREQ-07 an unknown frequency type": {path: pathWater, tender: card,
			rule: wire.FrequencyRule{Type: "OneTimeEveryXWeeks", StartDate: f.date(1)}, want: schedpay.CodeUnrecognizedFrequency},
		"SCHED-57 a PayPal tender":        {path: pathWater, tender: paypal, rule: before(4), want: schedpay.CodeInvalidPlan},
		"SCHED-44 min_days_before_due 1":  {path: pathWater, tender: card, rule: before(0), want: schedpay.CodeInvalidPlan},
		"SCHED-44 max_days_before_due 10": {path: pathWater, tender: card, rule: before(11), want: schedpay.CodeInvalidPlan},
		"SCHED-19 a kind allowed_types leaves out": {path: pathWater, tender: card,
			rule: wire.FrequencyRule{Type: wire.RecurringMonthlyOnDate, StartDate: f.date(1)}, want: schedpay.CodeNotSchedulable},
		"SCHED-19 an amount allowed_types leaves out": {path: pathWater, tender: card, rule: before(4), constant: ptr("5.00"),
			want: schedpay.CodeNotSchedulable},
		"a payable that does not exist": {path: "sunshine/demo/utilities/U-0000", tender: card, rule: before(4),
			want: schedpay.CodePayableNotFound},
		"a payable with no schedule config": {path: pathDonate, tender: card,
			rule: wire.FrequencyRule{Type: wire.OneTimeOnDate, StartDate: f.date(1)}, want: schedpay.CodeNotSchedulable},
		"AUTOPAY-13 more than one item": {path: pathWater + "," + pathTax1, tender: card, rule: before(4),
			want: wire.ErrorCodeOneItemAllowed},
		"SCHED-47 a start date in the past": {path: pathTax1, tender: card,
			rule: wire.FrequencyRule{Type: wire.OneTimeOnDate, StartDate: f.date(-1)}, want: schedpay.CodeInvalidPlan},
		"SCHED-48 a start date beyond 10 years": {path: pathTax1, tender: card,
			rule: wire.FrequencyRule{Type: wire.OneTimeOnDate, StartDate: f.date(3700)}, want: schedpay.CodeInvalidPlan},
		"SCHED-49 an end less than a month after the start": {path: pathTax1, tender: card, constant: ptr("10.00"),
			rule: wire.FrequencyRule{Type: wire.RecurringMonthlyOnDate, StartDate: f.date(1), EndDate: f.date(20)},
			want: schedpay.CodeInvalidPlan},
	} {
		t.Run(name, func(t *testing.T) {
			p := payload(alice, "alice@example.com", "en", tc.path, tc.tender, tc.rule)
			p.ConstantAmount = tc.constant
			_, err := f.plans.Create(t.Context(), alice, "", p)
			if got := code(err); got != tc.want {
				t.Errorf("Create = %v (code %q), want %q", err, got, tc.want)
			}
		})
	}
}

func TestService_FREQ07_unrecognizedFrequencyTypeIsTheMessage(t *testing.T) {
	f := newFixture(t)
	card := f.addCard(alice, approved)
	_, err := f.plans.Create(t.Context(), alice, "", payload(alice, "a@example.com", "en", pathWater, card,
		wire.FrequencyRule{Type: "RecurringDaily", StartDate: f.date(1)}))
	if err == nil || !strings.Contains(err.Error(), wire.UnrecognizedFrequency) {
		t.Errorf("Create = %v, want %q", err, wire.UnrecognizedFrequency)
	}
}

func TestService_SCHED41_denyDuplicatePlansRefusesAUsersSecondPlanNotAnotherUsersFirst(t *testing.T) {
	f := newFixture(t)
	rule := wire.FrequencyRule{Type: wire.RecurringBeforeDue, DaysBeforeDue: ptr(4), StartDate: f.date(1)}
	aliceCard := f.addCard(alice, approved)
	f.create(alice, payload(alice, "alice@example.com", "en", pathWater, aliceCard, rule))
	_, err := f.plans.Create(t.Context(), alice, "", payload(alice, "alice@example.com", "en", pathWater, aliceCard, rule))
	if code(err) != wire.ErrorCodeDuplicatePlan {
		t.Fatalf("alice's second plan = %v, want %s", err, wire.ErrorCodeDuplicatePlan)
	}
	// Another user's plan does not block: otherwise anyone could hold
	// the one plan of someone else's bill.
	if _, err := f.plans.Create(t.Context(), bob, "", payload(bob, "bob@example.com", "en", pathWater, f.addCard(bob, approved), rule)); err != nil {
		t.Fatalf("bob's first plan = %v, want accepted", err)
	}
	// Without deny_duplicate_plans a second plan is accepted.
	f.setPayable(pathWater, "$.scheduled_payments_config.deny_duplicate_plans", "false")
	if _, err := f.plans.Create(t.Context(), alice, "", payload(alice, "alice@example.com", "en", pathWater, aliceCard, rule)); err != nil {
		t.Errorf("second plan without the key = %v, want accepted", err)
	}
}

func TestService_SCHED21_disallowOneTimePastDueRefusesAOneTimePlan(t *testing.T) {
	f := newFixture(t)
	card := f.addCard(alice, approved)
	f.setPayable(pathTax2, "$.due_at", `"`+f.date(-3)+`"`)
	_, err := f.plans.Create(t.Context(), alice, "", payload(alice, "a@example.com", "en", pathTax2, card,
		wire.FrequencyRule{Type: wire.OneTimeOnDate, StartDate: f.date(1)}))
	if code(err) != schedpay.CodeOneTimePastDue {
		t.Errorf("Create = %v, want %s", err, schedpay.CodeOneTimePastDue)
	}
}

func TestService_SCHED20_disablePauseRefusesAPause(t *testing.T) {
	f := newFixture(t)
	f.setPayable(pathWater, "$.scheduled_payments_config.disable_pause", "true")
	id := f.create(alice, payload(alice, "a@example.com", "en", pathWater, f.addCard(alice, approved),
		wire.FrequencyRule{Type: wire.RecurringBeforeDue, DaysBeforeDue: ptr(4), StartDate: f.date(1)}))
	start := f.date(1)
	if _, err := f.plans.Update(t.Context(), alice, id, wire.PlanPayload{SuspensionStart: &start}); code(err) != schedpay.CodePauseDisabled {
		t.Errorf("pause = %v, want %s", err, schedpay.CodePauseDisabled)
	}
}

func TestService_limitToYearlyDateIsTheYearlyPlansRunDate(t *testing.T) {
	f := newFixture(t)
	id := f.create(alice, payload(alice, "a@example.com", "en", pathVehicle, f.addCard(alice, approved),
		wire.FrequencyRule{Type: wire.RecurringYearlyOnDate, StartDate: f.date(1)}))
	p, err := f.plans.Plan(t.Context(), alice, id, false, false)
	if err != nil {
		t.Fatal(err)
	}
	runs, err := f.plans.Runs(t.Context(), alice, id, true)
	if err != nil || len(runs.Runs) < 2 {
		t.Fatalf("Runs = %+v, %v", runs, err)
	}
	// The vehicle renewal's limit is its expiry month-day, 45 days ahead.
	limit := day(f.date(45)).Format("01-02")
	for _, r := range runs.Runs[:2] {
		if r.Date[5:] != limit {
			t.Errorf("run %s of %s, want on %s", r.Date, p.DisplayName, limit)
		}
	}
	if runs.Runs[1].Date[:4] == runs.Runs[0].Date[:4] {
		t.Errorf("runs %v, want one a year (CONST-33)", runs.Runs[:2])
	}
}

func TestService_API50_SCHED24_updateKeepsTheIdAndSetsModified(t *testing.T) {
	f := newFixture(t)
	card := f.addCard(alice, approved)
	p := payload(alice, "a@example.com", "en", pathTax1, card, wire.FrequencyRule{Type: wire.RecurringMonthlyOnDate, StartDate: f.date(1)})
	p.ConstantAmount = ptr("10.00")
	id := f.create(alice, p)
	f.advance(time.Hour)
	rule := wire.FrequencyRule{Type: wire.RecurringMonthlyOnDate, StartDate: f.date(2)}
	changed, err := f.plans.Update(t.Context(), alice, id, wire.PlanPayload{FrequencyRule: &rule, ConstantAmount: ptr("20.00")})
	if err != nil {
		t.Fatalf("Update: %v", err)
	}
	if changed.ID != id || changed.ModifiedAt == changed.CreatedAt || changed.ModifiedBy != alice ||
		*changed.ConstantAmount != "20.00" || changed.FrequencyRule.StartDate != f.date(2) {
		t.Errorf("updated = %+v, want the same id, a new modifiedAt by alice, the new rule and amount", changed)
	}
	// A pause alone keeps the amount, though the wire always carries it.
	start := f.date(1)
	if paused, err := f.plans.Update(t.Context(), alice, id, wire.PlanPayload{SuspensionStart: &start}); err != nil ||
		paused.ConstantAmount == nil || *paused.ConstantAmount != "20.00" {
		t.Errorf("pause = %+v, %v; want the amount kept", paused, err)
	}
}

func TestService_SCHED29_changingAPausedPlanToOneTimeUnpausesIt(t *testing.T) {
	f := newFixture(t)
	card := f.addCard(alice, approved)
	p := payload(alice, "a@example.com", "en", pathTax1, card, wire.FrequencyRule{Type: wire.RecurringMonthlyOnDate, StartDate: f.date(1)})
	p.ConstantAmount = ptr("10.00")
	id := f.create(alice, p)
	start := f.date(1)
	if _, err := f.plans.Update(t.Context(), alice, id, wire.PlanPayload{SuspensionStart: &start}); err != nil {
		t.Fatal(err)
	}
	rule := wire.FrequencyRule{Type: wire.OneTimeOnDate, StartDate: f.date(5)}
	got, err := f.plans.Update(t.Context(), alice, id, wire.PlanPayload{FrequencyRule: &rule, ConstantAmount: ptr("10.00")})
	if err != nil || got.Pause != nil {
		t.Errorf("one-time = %+v, %v; want no pause", got, err)
	}
}

func TestService_SCHED16_staffChangesAreModifiedByAdmin(t *testing.T) {
	f := newFixture(t)
	id := f.create(alice, payload(alice, "a@example.com", "en", pathWater, f.addCard(alice, approved),
		wire.FrequencyRule{Type: wire.RecurringBeforeDue, DaysBeforeDue: ptr(4), StartDate: f.date(1)}))
	req, err := http.NewRequestWithContext(t.Context(), http.MethodPatch, f.svc.URL+sandbox.PrefixSchedPay+"/v2/plans/"+id,
		strings.NewReader(`{"adminOnly": true}`))
	if err != nil {
		t.Fatal(err)
	}
	req.Header.Set(schedpay.UserIDHeader, alice)
	req.Header.Set(schedpay.AdminUserHeader, "Jo Clerk")
	req.Header.Set("Content-Type", "application/json")
	var got wire.Plan
	if status := f.do(req, &got); status != http.StatusOK || got.ModifiedBy != "admin:Jo Clerk" || !got.AdminOnly {
		t.Errorf("PATCH by staff = %d %+v, want modifiedBy admin:Jo Clerk", status, got)
	}
}

func TestService_planCallsWithoutAUserAre401(t *testing.T) {
	f := newFixture(t)
	req, err := http.NewRequestWithContext(t.Context(), http.MethodGet, f.svc.URL+sandbox.PrefixSchedPay+"/v2/plans/sp_x", nil)
	if err != nil {
		t.Fatal(err)
	}
	if status := f.do(req, nil); status != http.StatusUnauthorized {
		t.Errorf("GET without X-User-Id = %d, want 401", status)
	}
}

func TestService_API52_searchByNextRunAndPayablePaths(t *testing.T) {
	f := newFixture(t)
	card := f.addCard(alice, approved)
	p := payload(alice, "a@example.com", "en", pathTax1, card, wire.FrequencyRule{Type: wire.RecurringMonthlyOnDate, StartDate: f.date(3)})
	p.ConstantAmount = ptr("10.00")
	id := f.create(alice, p)
	for name, req := range map[string]wire.SearchRequest{
		"next run": {NextRun: f.date(3)},
		"paths":    {PayablesPaths: []string{pathTax1, pathTax2}},
		"name":     {UserName: "pat resident"},
	} {
		got, err := f.plans.Search(t.Context(), req)
		if err != nil || len(got.Plans) != 1 || got.Plans[0].ID != id {
			t.Errorf("search by %s = %+v, %v; want the plan", name, got, err)
		}
	}
	if got, err := f.plans.Search(t.Context(), wire.SearchRequest{NextRun: f.date(4)}); err != nil || len(got.Plans) != 0 {
		t.Errorf("search by another next run = %+v, %v; want none", got, err)
	}
}

func TestService_FREQ08_everyXWeeksIntervalsAre1234Or8AndTheAllowedOnes(t *testing.T) {
	f := newFixture(t)
	card := f.addCard(alice, approved)
	f.setPayable(pathTax1, "$.scheduled_payments_config.deny_duplicate_plans", "false")
	f.setPayable(pathTax1, "$.scheduled_payments_config.allowed_types.recurring.every_x_weeks", `["fixed_amount"]`)
	try := func(interval int) error {
		p := payload(alice, "a@example.com", "en", pathTax1, card,
			wire.FrequencyRule{Type: wire.RecurringEveryXWeeks, Interval: ptr(interval), DayOfWeek: ptr(1), StartDate: f.date(1)})
		p.ConstantAmount = ptr("10.00")
		_, err := f.plans.Create(t.Context(), alice, "", p)
		return err
	}
	for _, n := range schedpay.Intervals {
		if err := try(n); err != nil {
			t.Errorf("interval %d = %v, want accepted", n, err)
		}
	}
	for _, n := range []int{0, 5, 6, 7, 9} {
		if err := try(n); code(err) != schedpay.CodeInvalidPlan {
			t.Errorf("interval %d = %v, want %s", n, err, schedpay.CodeInvalidPlan)
		}
	}
	f.setPayable(pathTax1, "$.scheduled_payments_config.allowed_intervals_every_x_weeks", `[2, 4]`)
	if err := try(1); code(err) != schedpay.CodeInvalidPlan {
		t.Errorf("interval 1 outside allowed_intervals_every_x_weeks = %v, want refused", err)
	}
	if err := try(4); err != nil {
		t.Errorf("interval 4 = %v, want accepted", err)
	}
}
