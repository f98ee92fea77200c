package sqlite

import (
	"time"

	"github.com/payhub/payhub/bff/upstream/payables"
)

// Paths of the business licenses beyond contracts §6: one with a required
// freeform field, one that the payable-change tests change through the
// admin endpoint, and one that only a bank account may pay.
const (
	pathLicensePermit   = "sunshine/demo/business_license/B-9002"
	pathLicenseChanging = "sunshine/demo/business_license/B-9003"
	pathLicenseBankOnly = "sunshine/demo/business_license/B-9004"
)

// seedLicenses is the extra business licenses; due dates lie 30 days after
// now.
func seedLicenses(now time.Time) []seedPayable {
	due := now.AddDate(0, 0, 30).UTC().Format(dueDateLayout)
	permit := license(pathLicensePermit, "B-9002", "Harbor Hardware", "175.00", due)
	permit.payable.FreeformFields = []payables.FreeformField{{
		ReportingKey: "permit_number", Label: "Permit number", Placeholder: "P-12345",
		Tooltip: "The number printed on your current permit.", CharLimit: 20, Required: true,
	}}
	english := permit.spanish
	permit.spanish = func(p *payables.Payable) {
		english(p)
		p.FreeformFields[0].Label = "Número de permiso"
		p.FreeformFields[0].Tooltip = "El número impreso en su permiso actual."
	}

	bankOnly := license(pathLicenseBankOnly, "B-9004", "Sunset Food Truck", "95.00", due)
	bankOnly.payable.AllowedTenderTypes = []string{"bank"}

	return []seedPayable{
		permit,
		license(pathLicenseChanging, "B-9003", "Bayview Books", "150.00", due),
		bankOnly,
	}
}

// license is a business license renewal paid after review, like B-9001.
func license(path, account, business, amount, due string) seedPayable {
	p := inSunshineDemo(payables.Payable{
		Path: path, PayableType: "renewal", Adaptor: "business_license",
		Amount: amount, MinimumAmount: amount, MaximumAmount: amount,
		DisplayName: "Business License Renewal - " + account, DisplayType: "business_license",
		Description: business + ", account " + account,
		DueAt:       due, DepartmentCode: "BIZLIC", ItemCategory: "business_license",
		ShouldDelayPayment:   true,
		UniqueID:             "business_license-" + account,
		CachesafeSearchPairs: map[string]string{"account_number": account},
		CustomParameters:     map[string]any{"account_number": account, "business_name": business},
	})
	return seedPayable{
		payable: p,
		spanish: func(p *payables.Payable) {
			p.DisplayName = "Renovación de licencia comercial - " + account
			p.Description = business + ", cuenta " + account
		},
		keys: map[string]string{"account_number": account},
	}
}
