package payables_test

import (
	"testing"
	"time"

	"github.com/payhub/payhub/bff"
)

// TestGet_PAY02_paymentRestrictionsAndChildGroupsCarryTheirFields proves
// against the sandbox that a payable's payment_restrictions carry
// disabled_tender_types with effective_until and
// previous_payment.confirmation_number (R100-005), and that child_groups
// carry their children and policy (R100-006).
func TestGet_PAY02_paymentRestrictionsAndChildGroupsCarryTheirFields(t *testing.T) {
	c := newClient(t, nil)
	paused, err := c.Get(t.Context(), "sunshine/demo/property_tax/2026/R100-005", bff.English)
	if err != nil {
		t.Fatalf("Get R100-005: %v", err)
	}
	r := paused.PaymentRestrictions
	if r == nil || len(r.DisabledTenderTypes) != 1 || r.DisabledTenderTypes[0].Type != "bank" {
		t.Fatalf("restrictions = %+v, want bank disabled", r)
	}
	if until, ends := r.DisabledTenderTypes[0].Until(); !ends || !until.After(time.Now()) {
		t.Errorf("effective_until = %q, want a time ahead", r.DisabledTenderTypes[0].EffectiveUntil)
	}
	if got := r.PreviousConfirmation(); got != "PH-20261101-0042" {
		t.Errorf("previous payment's confirmation number = %q, want PH-20261101-0042", got)
	}
	parent, err := c.Get(t.Context(), "sunshine/demo/property_tax/2026/R100-006", bff.English)
	if err != nil {
		t.Fatalf("Get R100-006: %v", err)
	}
	if len(parent.ChildGroups) != 1 || parent.ChildGroups[0].Policy != "any" || len(parent.ChildGroups[0].Children) != 2 ||
		parent.ChildGroups[0].Children[1].Path != "sunshine/demo/property_tax/2026/R100-006/2" {
		t.Errorf("child groups = %+v, want one group of two installments with policy any", parent.ChildGroups)
	}
	if parent.PaymentRestrictions.PreviousConfirmation() != "" {
		t.Error("a payable with no restrictions names a previous payment")
	}
}
