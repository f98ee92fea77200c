package sqlite

import (
	"maps"
	"slices"
	"time"

	"github.com/payhub/payhub/bff/upstream/payables"
)

// Paths of the sunshine/demo property tax bills that show the payables
// flags of spec 001 §4 "Payables flags".
const (
	// PathBankPaused refuses bank payments for 30 days from seeding
	// (PAY-13): moving the sandbox clock past that allows them again.
	PathBankPaused = "sunshine/demo/property_tax/2026/R100-005"
)

// BankPauseDays is how long after seeding PathBankPaused refuses bank
// payments.
const BankPauseDays = 30

// PreviousConfirmation is the confirmation number of PathBankPaused's
// earlier payment, named in its payment restrictions (PAY-02).
const PreviousConfirmation = "PH-20261101-0042"

// seedFlagPayables is the bills of the payables flags (spec 001 §4); now
// dates the end of the bank pause.
func seedFlagPayables(now time.Time) []seedPayable {
	paused := propertyTax(PathBankPaused, "R100-005", "5 Harbor Way", "310.00", "310.00")
	paused.payable.PaymentRestrictions = &payables.PaymentRestrictions{
		DisabledTenderTypes: []payables.DisabledTenderType{{
			Type:           "bank",
			EffectiveUntil: now.AddDate(0, 0, BankPauseDays).UTC().Format(time.RFC3339),
		}},
		// PAY-02: the pause follows an e-check payment still clearing.
		PreviousPayment: &payables.PreviousPayment{ConfirmationNumber: PreviousConfirmation},
	}
	return slices.Concat([]seedPayable{paused, creditBalance()}, parentBill(), renewalsWithExtras(now), twoInstallments())
}

// Paths of the bill paid only alone (PAY-11) and its two installments, and
// of the account in credit (PAY-12).
const (
	PathParentBill    = "sunshine/demo/property_tax/2026/R100-006"
	PathInstallment1  = "sunshine/demo/property_tax/2026/R100-006/1"
	PathInstallment2  = "sunshine/demo/property_tax/2026/R100-006/2"
	PathCreditBalance = "sunshine/demo/property_tax/2026/R100-007"
)

// parentBill is the full year of R100-006 with its two installments as
// children; a search of R100-006 finds all three. The year is paid only
// alone, the installments like any bill.
func parentBill() []seedPayable {
	const account, address = "R100-006", "8 Elm St"
	year := propertyTax(PathParentBill, account, address, "960.00", "960.00")
	year.payable.CanHaveChildren = true
	year.payable.ChildGroups = []payables.ChildGroup{{Policy: "any", Children: []payables.ChildRef{
		{Path: PathInstallment1, DisplayName: "First installment"},
		{Path: PathInstallment2, DisplayName: "Second installment"},
	}}}
	year.payable.DisplayName += " (full year)"
	english := year.spanish
	year.spanish = func(p *payables.Payable) {
		english(p)
		p.DisplayName += " (año completo)"
		p.ChildGroups = []payables.ChildGroup{{Policy: "any", Children: []payables.ChildRef{
			{Path: PathInstallment1, DisplayName: "Primera cuota"},
			{Path: PathInstallment2, DisplayName: "Segunda cuota"},
		}}}
	}
	out := []seedPayable{year}
	for _, part := range []struct{ n, path, en, es, due string }{
		{"1", PathInstallment1, "first installment", "primera cuota", "2026-11-30"},
		{"2", PathInstallment2, "second installment", "segunda cuota", "2027-03-31"},
	} {
		s := propertyTax(part.path, account, address, "480.00", "480.00")
		s.payable.DisplayName += " (" + part.en + ")"
		s.payable.DueAt = part.due
		s.payable.UniqueID += "-" + part.n
		s.payable.Parent = &payables.ParentRef{Path: PathParentBill, DisplayName: year.payable.DisplayName}
		english := s.spanish
		s.spanish = func(p *payables.Payable) {
			english(p)
			p.DisplayName += " (" + part.es + ")"
			p.Parent = &payables.ParentRef{Path: PathParentBill, DisplayName: "Impuesto sobre la propiedad 2026 - " + address + " (año completo)"}
		}
		out = append(out, s)
	}
	return out
}

// creditBalance is an account whose credit is more than its bill: not
// payable, with the credit-balance-exceeded code.
func creditBalance() seedPayable {
	s := propertyTax(PathCreditBalance, "R100-007", "31 Cedar Ct", "0.00", "0.00")
	s.payable.IsPayable = false
	s.payable.ScheduledPaymentsConfig = nil
	s.payable.IsPayableMessage = &payables.PayableMessage{Code: payables.CodeCreditBalanceExceeded,
		Display: "This account's credit balance is more than the amount due."}
	english := s.spanish
	s.spanish = func(p *payables.Payable) {
		english(p)
		p.IsPayableMessage = &payables.PayableMessage{Code: payables.CodeCreditBalanceExceeded,
			Display: "El saldo a favor de esta cuenta es mayor que la cantidad a pagar."}
	}
	return s
}

// Paths of the renewals with extra items (PAY-09): XTR0001's can be read,
// XTR0002's cannot.
const (
	PathRenewalExtras    = "sunshine/demo/vehicle_renewal/XTR0001"
	PathRenewalBadExtras = "sunshine/demo/vehicle_renewal/XTR0002"
)

// renewalWithExtras is a 12-month renewal of plate whose amount includes
// extra; spanishExtra is extra in Spanish (nil keeps extra).
func renewalWithExtras(path, plate, amount string, extra, spanishExtra any, expires string) seedPayable {
	s := vehicleRenewal(path, 12, expires)
	p := &s.payable
	p.SavePath, p.UniqueID = path, "vehicle_renewal-"+plate
	p.Amount, p.MinimumAmount, p.MaximumAmount = amount, amount, amount
	p.DisplayName = "Vehicle Registration Renewal - " + plate
	p.Description = "2022 Honda Civic, plate " + plate
	p.PaymentChoices = nil
	p.ScheduledPaymentsConfig = nil
	p.CachesafeSearchPairs = map[string]string{"license_plate": plate}
	p.CustomParameters = map[string]any{
		"license_plate":           plate,
		"address":                 "12 Palm Row, Sunshine, FL 32804",
		"vehicle":                 map[string]any{"year": 2022, "make": "Honda", "model": "Civic"},
		"renewal_duration_months": 12,
		"fees":                    map[string]any{"annual": vehicleFees(12), "biennial": vehicleFees(24)},
		"plate_change":            map[string]any{"new_plate_fee": "28.00", "transfer_fee": "4.10"},
		"extra_items":             extra,
		"delivery_methods":        []string{"shipping", "pick_up"},
		"insurance":               map[string]any{"military_status": "none"},
	}
	s.spanish = func(p *payables.Payable) {
		p.DisplayName = "Renovación del registro de vehículo - " + plate
		p.Description = "Honda Civic 2022, placa " + plate
		if spanishExtra != nil {
			p.CustomParameters = maps.Clone(p.CustomParameters)
			p.CustomParameters["extra_items"] = spanishExtra
		}
	}
	s.keys = map[string]string{"license_plate": plate}
	return s
}

// renewalsWithExtras are XTR0001, whose 45.60 renewal carries a specialty
// plate and a parks contribution (72.60 in all), and XTR0002, whose extra
// items are a bare text the portal cannot read.
func renewalsWithExtras(now time.Time) []seedPayable {
	expires := now.AddDate(0, 0, 45).UTC().Format(dueDateLayout)
	item := func(name, amount string) map[string]any {
		return map[string]any{"display_name": name, "amount": amount}
	}
	return []seedPayable{
		renewalWithExtras(PathRenewalExtras, "XTR0001", "72.60",
			[]any{item("Specialty plate: Florida panther", "25.00"), item("Voluntary contribution: county parks", "2.00")},
			[]any{item("Placa especial: pantera de Florida", "25.00"), item("Contribución voluntaria: parques del condado", "2.00")},
			expires),
		renewalWithExtras(PathRenewalBadExtras, "XTR0002", "70.60", "specialty plate 25", nil, expires),
	}
}
