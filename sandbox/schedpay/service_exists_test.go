package schedpay_test

import (
	"testing"

	wire "github.com/payhub/payhub/bff/upstream/schedpay"
)

func TestService_API29_existingSchedulesAreCheckedPerPayablePath(t *testing.T) {
	f := newFixture(t)
	id := f.create(alice, payload(alice, "alice@example.com", "en", pathWater, f.addCard(alice, approved),
		wire.FrequencyRule{Type: wire.RecurringBeforeDue, DaysBeforeDue: ptr(4), StartDate: f.date(1)}))
	exists := func(req wire.ExistenceRequest) bool {
		t.Helper()
		ok, err := f.plans.Exists(t.Context(), req)
		if err != nil {
			t.Fatalf("Exists(%+v): %v", req, err)
		}
		return ok
	}
	for name, tc := range map[string]struct {
		req  wire.ExistenceRequest
		want bool
	}{
		"the plan's path":                   {wire.ExistenceRequest{PayablePath: pathWater, Client: "sunshine", Site: "demo"}, true},
		"the plan's path, of its user":      {wire.ExistenceRequest{PayablePath: pathWater, Client: "sunshine", Site: "demo", UserID: alice}, true},
		"the plan's path, any site":         {wire.ExistenceRequest{PayablePath: pathWater}, true},
		"another path":                      {wire.ExistenceRequest{PayablePath: pathTax1, Client: "sunshine", Site: "demo"}, false},
		"a path the plan's path begins":     {wire.ExistenceRequest{PayablePath: "sunshine/demo/utilities/U-500"}, false},
		"the plan's path, of another user":  {wire.ExistenceRequest{PayablePath: pathWater, UserID: bob}, false},
		"the plan's path on another site":   {wire.ExistenceRequest{PayablePath: pathWater, Client: "sunshine", Site: "other"}, false},
		"the plan's path of another client": {wire.ExistenceRequest{PayablePath: pathWater, Client: "moonshine", Site: "demo"}, false},
	} {
		if got := exists(tc.req); got != tc.want {
			t.Errorf("%s: Exists = %v, want %v", name, got, tc.want)
		}
	}
	if _, err := f.plans.Exists(t.Context(), wire.ExistenceRequest{Client: "sunshine", Site: "demo"}); err == nil {
		t.Error("Exists without a path = nil, want refused")
	}
	// A canceled plan is no existing schedule.
	if _, err := f.plans.Deactivate(t.Context(), alice, id); err != nil {
		t.Fatalf("Deactivate: %v", err)
	}
	if exists(wire.ExistenceRequest{PayablePath: pathWater, UserID: alice}) {
		t.Error("after cancel: Exists = true, want false")
	}
}
