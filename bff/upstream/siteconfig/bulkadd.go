package siteconfig

// BulkAdd is a source's bulk add options (spec 001 §3 "Payable source";
// BULK-02): the file format, the most rows a file may list, the contact
// shown when DisplayContact is set, the informational packet, and the
// columns of a file in their set order (§5 "Bulk file").
type BulkAdd struct {
	// FileFormat is the accepted format: "csv", the only one (BULK-06).
	FileFormat string `json:"fileFormat"`
	// MaxItems is the most rows a file may list (BULK-07).
	MaxItems int `json:"maxItems"`
	// Columns are the column names in their set order (BULK-08), e.g.
	// account_number, installment; the installment column is optional
	// in a file.
	Columns []string `json:"columns"`
	// WaitingMinutes is how long an uploaded list may sit idle before it
	// expires (BULK-05); configured, not shown.
	WaitingMinutes int `json:"waitingMinutes"`
	// ContactTitle and ContactEmail are shown when DisplayContact is set.
	ContactTitle   Localized `json:"contactTitle"`
	ContactEmail   string    `json:"contactEmail,omitempty"`
	DisplayContact bool      `json:"displayContact"`
	// InformationalPacket, when set, is a document about bulk add that
	// the upload page links to.
	InformationalPacket *BulkPacket `json:"informationalPacket,omitempty"`
	// WireTransferMinimum is the least total, an exact decimal
	// ("2000.00"), that a list may be paid for by wire transfer (VAL-81);
	// configured, not shown by the spec. Empty sets no minimum.
	WireTransferMinimum string `json:"wireTransferMinimum,omitempty"`
}

// BulkPacket is a linked document: its title and https address.
type BulkPacket struct {
	Title Localized `json:"title"`
	URL   string    `json:"url"`
}
