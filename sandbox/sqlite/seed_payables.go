package sqlite

import (
	"time"

	"github.com/payhub/payhub/bff"
	"github.com/payhub/payhub/bff/upstream/payables"
	"github.com/payhub/payhub/sandbox/processor"
)

// dueDateLayout is how due_at is written: a calendar date.
const dueDateLayout = "2006-01-02"

// allTenders is the tender types the sunshine/demo payables accept.
func allTenders() []string {
	return []string{"card", "bank", "paypal", "venmo", "applePay", "googlePay"}
}

// Paths of the seeded payables (contracts §6). Paths are URL-safe and name
// client, site, adaptor and account.
const (
	pathPropertyTax1 = "sunshine/demo/property_tax/2026/R100-001"
	pathPropertyTax2 = "sunshine/demo/property_tax/2026/R100-002"
	pathPropertyPaid = "sunshine/demo/property_tax/2026/R100-003"
	pathPropertyBig  = "sunshine/demo/property_tax/2026/R100-004"
	pathVehicle      = "sunshine/demo/vehicle_renewal/ABC1234"
	pathVehicle24    = "sunshine/demo/vehicle_renewal/ABC1234/24"
	pathWater        = "sunshine/demo/utilities/U-5001"
	pathWaterClosed  = "sunshine/demo/utilities/U-5009"
	pathDonation     = "sunshine/demo/donations/parks"
	pathShelter      = "sunshine/demo/donations/shelter"
	pathLibrary      = "sunshine/demo/donations/library"
	pathMilitary     = "sunshine/demo/vehicle_renewal/MIL0001"
	pathBusiness     = "sunshine/demo/business_license/B-9001"
	pathParking      = "moonbeam/pay/parking_citations/P-42"
)

// seedPayables is the payables of contracts §6 plus a paid-up bill and a
// moonbeam/pay citation; now dates the bills whose due dates must lie ahead.
func seedPayables(now time.Time) []seedPayable {
	due := func(days int) string { return now.AddDate(0, 0, days).UTC().Format(dueDateLayout) }
	return []seedPayable{
		propertyTax(pathPropertyTax1, "R100-001", "123 Main St", "1234.56", "0.01"),
		propertyTax(pathPropertyTax2, "R100-002", "9 Oak Ave", "842.10", "842.10"),
		propertyTaxPaid(),
		// Above the Tax Collector's 5,000.00 card limit: card is blocked,
		// bank is not (spec 000 §5 "Payment limits per department").
		propertyTax(pathPropertyBig, "R100-004", "400 Commerce Blvd", "7250.00", "7250.00"),
		vehicleRenewal(pathVehicle, 12, due(45)),
		vehicleRenewal(pathVehicle24, 24, due(45)),
		militaryRenewal(due(45)),
		charity(pathShelter, "shelter", "Donation to the County Animal Shelter", "Donación al refugio de animales del condado"),
		charity(pathLibrary, "library", "Donation to the Sunshine Library", "Donación a la biblioteca de Sunshine"),
		waterBill(due(20)),
		closedWaterBill(due(20)),
		donation(),
		businessLicense(due(30)),
		parkingCitation(),
	}
}

// inSunshineDemo fills the fields every sunshine/demo payable shares.
func inSunshineDemo(p payables.Payable) payables.Payable {
	p.Client, p.Site = "sunshine", "demo"
	if p.SavePath == "" {
		p.SavePath = p.Path
	}
	p.IsPayable = true
	p.AllowedTenderTypes = allTenders()
	return p
}

// propertyTax is a 2026 property tax bill of the Tax Collector; min is the
// least amount accepted (equal to amount when it cannot be changed).
func propertyTax(path, account, address, amount, min string) seedPayable {
	p := inSunshineDemo(payables.Payable{
		Path: path, PayableType: "bill", Adaptor: "property_tax",
		Amount: amount, MinimumAmount: min, MaximumAmount: amount,
		DisplayName:    "2026 Property Tax - " + address,
		DisplayType:    "property_tax",
		Description:    "Account " + account + ", " + address + ", Sunshine County",
		DueAt:          "2027-03-31",
		DepartmentCode: "TAXCOL", ItemCategory: "property_tax",
		UniqueID:             "property_tax-2026-" + account,
		CachesafeSearchPairs: map[string]string{"account_number": account},
		CustomParameters:     map[string]any{"tax_year": 2026, "account_number": account, "address": address},
		ScheduledPaymentsConfig: &payables.ScheduledPaymentsConfig{
			DisallowOneTimePastDue: true,
			DenyDuplicatePlans:     true,
			AllowedTypes: payables.AllowedTypes{
				OneTime: payables.ScheduleAmounts{OnDate: []string{payables.AmountDue, payables.FixedAmount}},
				// Property tax may also be paid in monthly parts on a date.
				Recurring: payables.ScheduleAmounts{MonthlyOnDate: []string{payables.FixedAmount}},
			},
		},
	})
	return seedPayable{
		payable: p,
		spanish: func(p *payables.Payable) {
			p.DisplayName = "Impuesto sobre la propiedad 2026 - " + address
			p.Description = "Cuenta " + account + ", " + address + ", Condado de Sunshine"
		},
		keys: map[string]string{"account_number": account},
	}
}

// propertyTaxPaid is a bill that is paid in full, so it cannot be paid.
func propertyTaxPaid() seedPayable {
	s := propertyTax(pathPropertyPaid, "R100-003", "15 Pine Rd", "0.00", "0.00")
	s.payable.IsPayable = false
	s.payable.ScheduledPaymentsConfig = nil
	s.payable.IsPayableMessage = &payables.PayableMessage{Code: "paid_in_full", Display: "This bill is paid in full."}
	english := s.spanish
	s.spanish = func(p *payables.Payable) {
		english(p)
		p.IsPayableMessage = &payables.PayableMessage{Code: "paid_in_full", Display: "Esta factura está pagada en su totalidad."}
	}
	return s
}

// waterBill is eligible for autopay before its due date.
func waterBill(due string) seedPayable {
	p := inSunshineDemo(payables.Payable{
		Path: pathWater, PayableType: "bill", Adaptor: "utilities",
		Amount: "76.25", MinimumAmount: "76.25", MaximumAmount: "76.25",
		DisplayName: "Water Bill - U-5001", DisplayType: "utility_bill",
		Description: "Account U-5001, 77 Lake Dr, service through the end of the month",
		DueAt:       due, DepartmentCode: "UTIL", ItemCategory: "utilities",
		UniqueID:             "utilities-U-5001",
		CachesafeSearchPairs: map[string]string{"account_number": "U-5001"},
		CustomParameters:     map[string]any{"account_number": "U-5001", "service_address": "77 Lake Dr"},
		Extra:                map[string]any{"is_autopay_eligible": true},
		ScheduledPaymentsConfig: &payables.ScheduledPaymentsConfig{
			MinDaysBeforeDue:   1,
			MaxDaysBeforeDue:   10,
			DenyDuplicatePlans: true,
			AllowedTypes: payables.AllowedTypes{
				OneTime:   payables.ScheduleAmounts{OnDate: []string{payables.AmountDue, payables.FixedAmount}},
				Recurring: payables.ScheduleAmounts{BeforeDue: []string{payables.AmountDue}},
			},
		},
	})
	return seedPayable{
		payable: p,
		spanish: func(p *payables.Payable) {
			p.DisplayName = "Factura de agua - U-5001"
			p.Description = "Cuenta U-5001, 77 Lake Dr, servicio hasta el fin de mes"
		},
		keys: map[string]string{"account_number": "U-5001"},
	}
}

// closedWaterBill is a water bill whose account the utility closes before
// the payment posts: a cart with it and other items is paid for the others,
// and the receipt marks this item failed with the utility's message
// (processor.PostingRefusedKey; contracts §6).
func closedWaterBill(due string) seedPayable {
	s := waterBill(due)
	p := &s.payable
	p.Path, p.SavePath, p.UniqueID = pathWaterClosed, pathWaterClosed, "utilities-U-5009"
	p.Amount, p.MinimumAmount, p.MaximumAmount = "18.40", "18.40", "18.40"
	p.DisplayName, p.Description = "Water Bill - U-5009", "Account U-5009, 12 Shore Ln, final bill"
	p.CachesafeSearchPairs = map[string]string{"account_number": "U-5009"}
	p.CustomParameters = map[string]any{"account_number": "U-5009", "service_address": "12 Shore Ln"}
	p.Extra = map[string]any{processor.PostingRefusedKey: true}
	p.ScheduledPaymentsConfig = nil
	s.spanish = func(p *payables.Payable) {
		p.DisplayName, p.Description = "Factura de agua - U-5009", "Cuenta U-5009, 12 Shore Ln, factura final"
	}
	s.keys = map[string]string{"account_number": "U-5009"}
	return s
}

// donation is the county parks donation of the item list: any amount from
// 1.00.
func donation() seedPayable {
	p := inSunshineDemo(payables.Payable{
		Path: pathDonation, PayableType: "donation", Adaptor: "donations",
		Amount: "25.00", MinimumAmount: "1.00", MaximumAmount: "10000.00",
		IsQuantityModifiable: false,
		DisplayName:          "Donation to County Parks",
		DisplayType:          "donation",
		Description:          "Your gift keeps Sunshine County parks open and green.",
		DepartmentCode:       "PARKS", ItemCategory: "donation",
		UniqueID: "donations-parks",
		FreeformFields: []payables.FreeformField{{
			ReportingKey: "dedication", Label: "In honor of (optional)", CharLimit: 100,
		}},
	})
	return seedPayable{
		payable: p,
		spanish: func(p *payables.Payable) {
			p.DisplayName = "Donación a los parques del condado"
			p.Description = "Su donación mantiene abiertos y verdes los parques del Condado de Sunshine."
			p.FreeformFields[0].Label = "En honor de (opcional)"
		},
		listed: true,
	}
}

// businessLicense is paid later, after review, so it cannot share a cart
// with items paid at once.
func businessLicense(due string) seedPayable {
	p := inSunshineDemo(payables.Payable{
		Path: pathBusiness, PayableType: "renewal", Adaptor: "business_license",
		Amount: "150.00", MinimumAmount: "150.00", MaximumAmount: "150.00",
		DisplayName: "Business License Renewal - B-9001", DisplayType: "business_license",
		Description: "Sunny Side Bakery, account B-9001",
		DueAt:       due, DepartmentCode: "BIZLIC", ItemCategory: "business_license",
		ShouldDelayPayment:   true,
		UniqueID:             "business_license-B-9001",
		CachesafeSearchPairs: map[string]string{"account_number": "B-9001"},
		CustomParameters:     map[string]any{"account_number": "B-9001", "business_name": "Sunny Side Bakery"},
	})
	return seedPayable{
		payable: p,
		spanish: func(p *payables.Payable) {
			p.DisplayName = "Renovación de licencia comercial - B-9001"
			p.Description = "Sunny Side Bakery, cuenta B-9001"
		},
		keys: map[string]string{"account_number": "B-9001"},
	}
}

// parkingCitation belongs to moonbeam/pay, so that searches can be shown to
// keep to their client.
func parkingCitation() seedPayable {
	return seedPayable{
		payable: payables.Payable{
			Path: pathParking, SavePath: pathParking, PayableType: "citation", Adaptor: "parking_citations",
			Amount: "35.00", MinimumAmount: "35.00", MaximumAmount: "35.00",
			DisplayName: "Parking Citation P-42", DisplayType: "parking_citation",
			Client: "moonbeam", Site: "pay", DepartmentCode: "PARK", ItemCategory: "parking",
			IsPayable: true, AllowedTenderTypes: []string{"card", "bank"},
			CachesafeSearchPairs: map[string]string{"citation_number": "P-42"},
		},
		spanish: func(p *payables.Payable) { p.DisplayName = "Multa de estacionamiento P-42" },
		keys:    map[string]string{"citation_number": "P-42"},
	}
}

// seedDepartmentLimits is the payment limits by department (contracts §6).
func seedDepartmentLimits() []DepartmentLimit {
	return []DepartmentLimit{{
		Client: "sunshine", DepartmentCode: "TAXCOL", PexDepartment: "Tax Collector",
		CardLimit: "5000.00", BankLimit: "100000.00",
		PaymentLimitDelay: map[bff.Language]string{
			bff.English: "After a payment at the limit, wait one business day before paying again.",
			bff.Spanish: "Después de un pago en el límite, espere un día hábil antes de volver a pagar.",
		},
	}}
}
