package sqlite

import (
	"time"

	"github.com/payhub/payhub/bff/upstream/payables"
	"github.com/payhub/payhub/bff/upstream/siteconfig"
)

// Paths of two sunshine/demo payables that show per-payable rules in the
// cart and on the payment step: a permit whose payer must tick a
// confirmation before paying (ADD-10, ADD-11), and a fee that American
// Express cannot pay (TENDER-04).
const (
	PathLicenseConfirm = "sunshine/demo/business_license/B-9005"
	PathWaterMeterFee  = "sunshine/demo/utilities/U-5002"
)

// seedRulePayables is those two payables; the permit's due date lies 30
// days after now.
func seedRulePayables(now time.Time) []seedPayable {
	due := now.AddDate(0, 0, 30).UTC().Format(dueDateLayout)
	permit := license(PathLicenseConfirm, "B-9005", "Corner Cafe", "80.00", due)
	permit.payable.DisplayName = "Sidewalk Cafe Permit - B-9005"
	permit.payable.Description = "Corner Cafe, account B-9005: outdoor seating that keeps a clear walkway of 5 feet"
	permit.payable.RequiresConfirmation = true
	permit.spanish = func(p *payables.Payable) {
		p.DisplayName = "Permiso de café en la acera - B-9005"
		p.Description = "Corner Cafe, cuenta B-9005: mesas al aire libre que dejan un paso libre de 5 pies"
	}
	return []seedPayable{permit, waterMeterFee()}
}

// waterMeterFee is a one-time utilities fee that every card brand but
// American Express may pay.
func waterMeterFee() seedPayable {
	p := inSunshineDemo(payables.Payable{
		Path: PathWaterMeterFee, PayableType: "fee", Adaptor: "utilities",
		Amount: "60.00", MinimumAmount: "60.00", MaximumAmount: "60.00",
		DisplayName: "Water Meter Installation Fee - U-5002", DisplayType: "utility_bill",
		Description:    "Account U-5002, new meter at 12 Bay St",
		DepartmentCode: "UTIL", ItemCategory: "utilities",
		UniqueID:             "utilities-U-5002",
		CachesafeSearchPairs: map[string]string{"account_number": "U-5002"},
		CustomParameters:     map[string]any{"account_number": "U-5002", "service_address": "12 Bay St"},
		DisabledCardBrands:   []string{siteconfig.BrandAmex},
	})
	return seedPayable{
		payable: p,
		spanish: func(p *payables.Payable) {
			p.DisplayName = "Cargo por instalación de medidor de agua - U-5002"
			p.Description = "Cuenta U-5002, medidor nuevo en 12 Bay St"
		},
		keys: map[string]string{"account_number": "U-5002"},
	}
}
