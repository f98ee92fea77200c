package sqlite

import (
	"maps"
	"strconv"

	"github.com/payhub/payhub/bff/upstream/payables"
	"github.com/payhub/payhub/bff/upstream/siteconfig"
)

// propertyTaxBulkAdd enables bulk add on sunshine/demo's property tax
// (spec 001 §3 "Payable source"; BULK-01, BULK-02): CSV files of at most
// 100 accounts, read as account number then installment, an upload
// expiring after 30 idle minutes, with the tax collector's contact and an
// informational packet, paid by wire transfer from 2,000.00.
func propertyTaxBulkAdd() *siteconfig.BulkAdd {
	return &siteconfig.BulkAdd{
		FileFormat:     "csv",
		MaxItems:       100,
		Columns:        []string{"account_number", "installment"},
		WaitingMinutes: 30,
		ContactTitle:   localized("Tax Collector, bulk payments desk", "Recaudador de Impuestos, pagos en lote"),
		ContactEmail:   "bulk-payments@sunshine.example",
		DisplayContact: true,
		InformationalPacket: &siteconfig.BulkPacket{
			Title: localized("Bulk payment guide (PDF)", "Guía de pagos en lote (PDF)"),
			URL:   "https://sunshine.example/tax/bulk-payment-guide.pdf",
		},
		// VAL-81: a list of R100-001 and R100-002 (2,076.66) may be wired,
		// either alone may not.
		WireTransferMinimum: "2000.00",
	}
}

// Paths of the property whose tax is billed in two installments, each a
// bill of its own with its installment number (BULK-10): a bulk list row
// "R100-008,any" pays both, "R100-008,2" the second, "R100-008" the first.
const (
	PathTwoInstallments1 = "sunshine/demo/property_tax/2026/R100-008/1"
	PathTwoInstallments2 = "sunshine/demo/property_tax/2026/R100-008/2"
)

// twoInstallments is R100-008's two installment bills; a search of
// R100-008 finds both.
func twoInstallments() []seedPayable {
	const account, address = "R100-008", "22 Bay St"
	var out []seedPayable
	for _, part := range []struct {
		n                 int
		path, en, es, due string
	}{
		{1, PathTwoInstallments1, "first installment", "primera cuota", "2026-11-30"},
		{2, PathTwoInstallments2, "second installment", "segunda cuota", "2027-03-31"},
	} {
		s := propertyTax(part.path, account, address, "615.00", "615.00")
		s.payable.DisplayName += " (" + part.en + ")"
		s.payable.DueAt = part.due
		s.payable.UniqueID += "-" + strconv.Itoa(part.n)
		s.payable.CustomParameters = maps.Clone(s.payable.CustomParameters)
		s.payable.CustomParameters["installment"] = part.n
		english := s.spanish
		s.spanish = func(p *payables.Payable) {
			english(p)
			p.DisplayName += " (" + part.es + ")"
		}
		out = append(out, s)
	}
	return out
}
