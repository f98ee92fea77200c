package sqlite

import (
	"github.com/payhub/payhub/bff"
	"github.com/payhub/payhub/bff/upstream/payables"
)

// Vehicle renewal totals per duration (contracts §6): the registration fee
// plus the fees of vehicleFees.
const (
	vehicleTotal12 = "45.60"
	vehicleTotal24 = "91.20"
)

// vehicleFees is the custom_parameters fee breakdown of one duration (spec
// 001 §3 "Vehicle renewal custom parameters"); the total is registration
// plus total_fees.
func vehicleFees(months int) map[string]any {
	if months == 24 {
		return map[string]any{"months": 24, "registration_fee": "82.20", "delinquent_fee": "0.00",
			"oata_fee": "1.00", "mail_fee": "4.00", "shipping": "4.00", "pick_up": "0.00",
			"total_fees": "9.00", "prorated_months": 0, "new_plate_replacement_fee": "0.00",
			"rental_park_fees": "0.00", "total": vehicleTotal24}
	}
	return map[string]any{"months": 12, "registration_fee": "41.10", "delinquent_fee": "0.00",
		"oata_fee": "0.50", "mail_fee": "2.00", "shipping": "2.00", "pick_up": "0.00",
		"total_fees": "4.50", "prorated_months": 0, "new_plate_replacement_fee": "0.00",
		"rental_park_fees": "0.00", "total": vehicleTotal12}
}

// vehicleRenewal is plate ABC1234's renewal for months (12 or 24); both
// durations are payment choices of each other. Only the 12-month payable is
// found by searching; the 24-month one is reached through its choice.
func vehicleRenewal(path string, months int, expires string) seedPayable {
	amount := vehicleTotal12
	if months == 24 {
		amount = vehicleTotal24
	}
	choices := []payables.PaymentChoice{
		{Amount: vehicleTotal12, Path: pathVehicle, DisplayName: "12 months"},
		{Amount: vehicleTotal24, Path: pathVehicle24, DisplayName: "24 months"},
	}
	p := inSunshineDemo(payables.Payable{
		Path: path, SavePath: pathVehicle, PayableType: "renewal", Adaptor: "vehicle_renewal",
		Amount: amount, MinimumAmount: amount, MaximumAmount: amount,
		DisplayName:          "Vehicle Registration Renewal - ABC1234",
		DisplayType:          "vehicle_renewal",
		Description:          "2021 Toyota Corolla, plate ABC1234",
		DueAt:                expires,
		DepartmentCode:       "MVD",
		ItemCategory:         "vehicle_renewal",
		RequiresShipping:     true,
		UniqueID:             "vehicle_renewal-ABC1234",
		PaymentChoices:       choices,
		CachesafeSearchPairs: map[string]string{"license_plate": "ABC1234"},
		CustomParameters: map[string]any{
			"license_plate":           "ABC1234",
			"address":                 "88 Seagrape Ct, Sunshine, FL 32801",
			"vehicle":                 map[string]any{"year": 2021, "make": "Toyota", "model": "Corolla"},
			"renewal_duration_months": months,
			"fees":                    map[string]any{"annual": vehicleFees(12), "biennial": vehicleFees(24)},
			"plate_change":            map[string]any{"new_plate_fee": "28.00", "transfer_fee": "4.10"},
			"extra_items":             []any{},
			"delivery_methods":        []string{"shipping", "pick_up"},
			"reminders_enabled":       true,
			"insurance":               map[string]any{"military_status": "none"},
			"donation": map[string]any{
				"eligible":          true,
				"suggested_amounts": []string{"1.00", "5.00", "10.00"},
				"minimum_amount":    "1.00",
				"charities":         charities(bff.English),
			},
		},
		Extra: map[string]any{"is_yearly_autopay_eligible": true},
		ScheduledPaymentsConfig: &payables.ScheduledPaymentsConfig{
			LimitToYearlyDate:  expires[5:],
			DenyDuplicatePlans: true,
			AllowedTypes: payables.AllowedTypes{Recurring: payables.ScheduleAmounts{
				YearlyOnDate: []string{payables.AmountDue},
			}},
		},
	})
	s := seedPayable{
		payable: p,
		spanish: func(p *payables.Payable) {
			p.DisplayName = "Renovación del registro de vehículo - ABC1234"
			p.Description = "Toyota Corolla 2021, placa ABC1234"
			p.PaymentChoices = []payables.PaymentChoice{
				{Amount: vehicleTotal12, Path: pathVehicle, DisplayName: "12 meses"},
				{Amount: vehicleTotal24, Path: pathVehicle24, DisplayName: "24 meses"},
			}
			if donation, ok := p.CustomParameters["donation"].(map[string]any); ok {
				donation["charities"] = charities(bff.Spanish)
			}
		},
	}
	if months == 12 {
		s.keys = map[string]string{"license_plate": "ABC1234"}
	}
	return s
}

// charities are the charities a renewal's donation can go to (spec 000 §1:
// an optional charitable donation), each with its donation payable.
func charities(lang bff.Language) []map[string]any {
	name := func(en, es string) string {
		if lang == bff.Spanish {
			return es
		}
		return en
	}
	return []map[string]any{
		{"id": "parks", "path": pathDonation,
			"name": name("Sunshine County Parks Foundation", "Fundación de Parques del Condado de Sunshine")},
		{"id": "shelter", "path": pathShelter,
			"name": name("Sunshine County Animal Shelter", "Refugio de Animales del Condado de Sunshine")},
		{"id": "library", "path": pathLibrary,
			"name": name("Friends of the Sunshine Library", "Amigos de la Biblioteca de Sunshine")},
	}
}

// militaryRenewal is plate MIL0001's 12-month renewal: its payer is a
// Florida resident stationed outside Florida, who needs an out-of-state
// permanent mailing address (spec 000 §4 "Delivery"), so it is mailed only.
func militaryRenewal(expires string) seedPayable {
	s := vehicleRenewal(pathMilitary, 12, expires)
	p := &s.payable
	p.SavePath, p.UniqueID = pathMilitary, "vehicle_renewal-MIL0001"
	p.DisplayName = "Vehicle Registration Renewal - MIL0001"
	p.Description = "2019 Ford F-150, plate MIL0001"
	p.PaymentChoices = nil
	p.CachesafeSearchPairs = map[string]string{"license_plate": "MIL0001"}
	p.CustomParameters = map[string]any{
		"license_plate":           "MIL0001",
		"address":                 "5 Harbor View Rd, Sunshine, FL 32803",
		"vehicle":                 map[string]any{"year": 2019, "make": "Ford", "model": "F-150"},
		"renewal_duration_months": 12,
		"fees":                    map[string]any{"annual": vehicleFees(12), "biennial": vehicleFees(24)},
		"delivery_methods":        []string{"shipping"},
		"reminders_enabled":       true,
		"insurance":               map[string]any{"military_status": bff.MilitaryOutsideFlorida},
	}
	s.spanish = func(p *payables.Payable) {
		p.DisplayName = "Renovación del registro de vehículo - MIL0001"
		p.Description = "Ford F-150 2019, placa MIL0001"
	}
	s.keys = map[string]string{"license_plate": "MIL0001"}
	return s
}

// charity is a donation payable that only a renewal's donation offers, so
// no search lists it: any amount from 1.00.
func charity(path, id, en, es string) seedPayable {
	p := inSunshineDemo(payables.Payable{
		Path: path, PayableType: "donation", Adaptor: "donations",
		Amount: "5.00", MinimumAmount: "1.00", MaximumAmount: "10000.00",
		DisplayName: en, DisplayType: "donation",
		Description:    "An optional gift added to your vehicle renewal.",
		DepartmentCode: "PARKS", ItemCategory: "donation", UniqueID: "donations-" + id,
	})
	return seedPayable{payable: p, spanish: func(p *payables.Payable) {
		p.DisplayName = es
		p.Description = "Una donación opcional agregada a la renovación de su vehículo."
	}}
}
