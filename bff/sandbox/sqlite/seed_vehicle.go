package sqlite

import "github.com/payhub/payhub/bff/upstream/payables"

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
			"vehicle":                 map[string]any{"year": 2021, "make": "Toyota", "model": "Corolla"},
			"renewal_duration_months": months,
			"fees":                    map[string]any{"annual": vehicleFees(12), "biennial": vehicleFees(24)},
			"plate_change":            map[string]any{"new_plate_fee": "28.00", "transfer_fee": "4.10"},
			"extra_items":             []any{},
			"delivery_methods":        []string{"shipping", "pick_up"},
			"donation": map[string]any{
				"eligible":          true,
				"suggested_amounts": []string{"1.00", "5.00", "10.00"},
				"charities": []map[string]any{
					{"id": "parks", "name": "Sunshine County Parks Foundation"},
					{"id": "library", "name": "Friends of the Sunshine Library"},
				},
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
				donation["charities"] = []map[string]any{
					{"id": "parks", "name": "Fundación de Parques del Condado de Sunshine"},
					{"id": "library", "name": "Amigos de la Biblioteca de Sunshine"},
				}
			}
		},
	}
	if months == 12 {
		s.keys = map[string]string{"license_plate": "ABC1234"}
	}
	return s
}
