package sqlite

import "github.com/payhub/payhub/bff/upstream/siteconfig"

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
