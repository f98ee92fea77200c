package cart_test

import (
	"net/http"
	"testing"

	wire "github.com/payhub/payhub/bff/upstream/cart"
	"github.com/payhub/payhub/bff/upstream/payables"
)

// confidentialPayable stores a confidential payment's payable: an account
// label and a tax type, both required (spec 001 §5).
func (e *env) confidentialPayable() payables.Payable {
	p := payable("sunshine/demo/confidential/PAY", "confidential_tax", "confidential_tax", "0.00")
	p.MinimumAmount, p.MaximumAmount = "1.00", "10000.00"
	p.CustomParameters = map[string]any{payables.ConfidentialParameter: true}
	p.FreeformFields = []payables.FreeformField{
		{ReportingKey: "blind_display_name", Label: "Account label", CharLimit: 60, Required: true},
		{ReportingKey: payables.ConfidentialTaxTypeKey, Label: "Tax type", CharLimit: 20, Required: true}}
	e.putPayable(p)
	return p
}

// VAL-80, checked by the cart service too: whatever its caller checked, a
// confidential payment's tax type is one of the three, on an add and on a
// change of the item's values.
func TestAdd_VAL80_theCartRefusesAConfidentialPaymentOfAnotherTaxType(t *testing.T) {
	e := start(t)
	p := e.confidentialPayable()
	add := at(p.Path, "250.00")
	add.UserParameters = map[string]string{"blind_display_name": "Main St", payables.ConfidentialTaxTypeKey: "boat"}
	status, body := e.add(e.newCart().ID, add)
	e.wantError("tax type boat", status, body, http.StatusUnprocessableEntity, wire.ErrInvalidField)

	add.UserParameters[payables.ConfidentialTaxTypeKey] = payables.TaxTypeTangible
	c := e.mustAdd(e.newCart().ID, add)
	change := wire.ItemChange{UserParameters: map[string]string{payables.ConfidentialTaxTypeKey: "boat"}}
	status, body = e.do(http.MethodPatch, base+"/"+c.ID+"/items/"+c.Items[0].ID, change)
	e.wantError("a change to tax type boat", status, body, http.StatusUnprocessableEntity, wire.ErrInvalidField)
}

// VAL-80, PAY-06, checked by the cart service too: no freeform value holds
// a control or bidirectional-formatting character, and a confidential
// payment's tax type is kept without surrounding spaces, on an add and on
// a change.
func TestAdd_VAL80_PAY06_theCartKeepsCanonicalValues(t *testing.T) {
	e := start(t)
	p := e.confidentialPayable()
	add := at(p.Path, "250.00")
	for _, label := range []string{"Main\x00St", "Main St\u202e", "Main St\r\nX"} {
		add.UserParameters = map[string]string{"blind_display_name": label, payables.ConfidentialTaxTypeKey: payables.TaxTypeCentral}
		status, body := e.add(e.newCart().ID, add)
		e.wantError("label "+label, status, body, http.StatusUnprocessableEntity, wire.ErrInvalidField)
	}
	add.UserParameters = map[string]string{"blind_display_name": "Main St", payables.ConfidentialTaxTypeKey: " central "}
	c := e.mustAdd(e.newCart().ID, add)
	if got := c.Items[0].UserParameters[payables.ConfidentialTaxTypeKey]; got != payables.TaxTypeCentral {
		t.Errorf("tax type kept as %q, want %q", got, payables.TaxTypeCentral)
	}
	change := wire.ItemChange{UserParameters: map[string]string{payables.ConfidentialTaxTypeKey: "tangible  "}}
	status, body := e.do(http.MethodPatch, base+"/"+c.ID+"/items/"+c.Items[0].ID, change)
	if status != http.StatusOK {
		t.Fatalf("change: %d %s", status, body)
	}
	if got := decode[wire.Cart](t, body).Items[0].UserParameters[payables.ConfidentialTaxTypeKey]; got != payables.TaxTypeTangible {
		t.Errorf("tax type changed to %q, want %q", got, payables.TaxTypeTangible)
	}
}
