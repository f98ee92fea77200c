package payables_test

import (
	"testing"

	"github.com/payhub/payhub/bff"
	"github.com/payhub/payhub/bff/upstream/payables"
)

func TestRenewalOf_PAY08_readsEveryFeeOfBothDurationsAndThePlateChange(t *testing.T) {
	p, err := newClient(t, nil).Get(t.Context(), pathVehicle, bff.English)
	if err != nil {
		t.Fatalf("Get: %v", err)
	}
	r, ok := payables.RenewalOf(p)
	if !ok {
		t.Fatal("the renewal's parameters could not be read")
	}
	if r.Months != 12 || r.CurrentFees().Months != 12 {
		t.Errorf("duration %d months (fees of %d), want 12", r.Months, r.CurrentFees().Months)
	}
	for name, f := range map[string]payables.DurationFees{"annual": r.Fees.Annual, "biennial": r.Fees.Biennial} {
		for field, v := range map[string]string{"registration": f.RegistrationFee, "delinquent": f.DelinquentFee,
			"oata": f.OataFee, "mail": f.MailFee, "shipping": f.Shipping, "pick-up": f.PickUp, "total fees": f.TotalFees,
			"new plate replacement": f.NewPlateReplacementFee, "rental-park": f.RentalParkFees, "total": f.Total} {
			if _, err := bff.ParseAmount(v); err != nil {
				t.Errorf("%s %s fee %q is not an amount", name, field, v)
			}
		}
		reg, _ := bff.ParseAmount(f.RegistrationFee)
		fees, _ := bff.ParseAmount(f.TotalFees)
		total, _ := bff.ParseAmount(f.Total)
		if reg+fees != total || f.ProratedMonths != 0 {
			t.Errorf("%s: registration %s + fees %s != total %s (prorated %d)", name, f.RegistrationFee, f.TotalFees, f.Total, f.ProratedMonths)
		}
	}
	if r.Fees.Annual.Total != p.Amount || r.Fees.Biennial.Months != 24 {
		t.Errorf("annual total %s, amount %s; biennial %d months", r.Fees.Annual.Total, p.Amount, r.Fees.Biennial.Months)
	}
	if r.PlateChange.NewPlateFee != "28.00" || r.PlateChange.TransferFee != "4.10" {
		t.Errorf("plate change %+v, want 28.00 and 4.10", r.PlateChange)
	}
}
