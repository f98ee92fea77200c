package bulk

import (
	"bytes"
	"encoding/csv"
	"errors"
	"io"
	"net/http"
	"path"
	"strconv"
	"strings"
	"unicode/utf8"

	"github.com/payhub/payhub/bff"
	"github.com/payhub/payhub/bff/upstream/payables"
)

// MaxFileBytes bounds an uploaded file. A row is an account number and an
// installment, so the largest list a source allows fits many times over;
// a bigger body is refused before it is read.
const MaxFileBytes = 1 << 20

// ColumnInstallment is the column naming which installment a row pays
// (BULK-10); every other column is a search key of the source's adaptor.
const ColumnInstallment = "installment"

// InstallmentAny pays every installment of the account (BULK-10).
const InstallmentAny = "any"

// The reasons a file is refused, carried as the error's Reason so that the
// portal says which in the resident's language (ERR-103).
const (
	ReasonNotCSV       = "not_csv"        // BULK-06: an Excel file or another type
	ReasonTemplatePage = "template_page"  // BULK-06: the template instruction page
	ReasonEncoding     = "encoding"       // not UTF-8 text
	ReasonTooLarge     = "too_large"      // more than MaxFileBytes
	ReasonTooManyRows  = "too_many_rows"  // BULK-07: more rows than the source's max items
	ReasonMalformed    = "malformed"      // CSV that cannot be read (unbalanced quotes)
	ReasonEmpty        = "empty"          // no row to add
	ReasonExpired      = "upload_expired" // BULK-05: the upload sat idle too long
)

// The reasons one row is refused (its RowError.Code).
const (
	RowMissingValue = "missing_value"   // a key column is blank
	RowDuplicate    = "duplicate"       // the same key as an earlier row
	RowInstallment  = "bad_installment" // neither a number nor "any"
	RowNotFound     = "not_found"       // no payable matches exactly (BULK-09)
)

// Rules are how a source reads its bulk files (spec 001 §5 "Bulk file").
type Rules struct {
	// Columns are the column names in their set order (BULK-08), e.g.
	// account_number, installment.
	Columns []string
	// MaxItems is the most rows a file may hold (BULK-07).
	MaxItems int
}

// Row is one data row of a file.
type Row struct {
	// Line is the row's line in the file, from 1, for the review.
	Line int `json:"line"`
	// Key holds the row's search values by column name, trimmed (BULK-09).
	Key map[string]string `json:"key"`
	// Installment is the row's installment: "" (the first due), a
	// number, or "any" (BULK-10).
	Installment string `json:"installment,omitempty"`
	// Error, when set, is why the row adds nothing.
	Error *RowError `json:"error,omitempty"`
}

// RowError is why one row adds nothing: a stable code and, for a payables
// service refusal, its message for the resident.
type RowError struct {
	Code           string `json:"code"`
	DisplayMessage string `json:"displayMessage,omitempty"`
}

// refusal is a file refused as a whole.
func refusal(reason, format string, args ...any) *bff.Error {
	e := bff.Errorf(bff.CodeInvalid, format, args...)
	e.Reason = reason
	return e
}

// ReadFile reads an uploaded bulk file named name under rules: CSV only
// (BULK-06), at most rules.MaxItems rows (BULK-07), an optional header,
// columns in the set order with extra ones ignored (BULK-08), values
// trimmed (BULK-09). A refused file is a bff.CodeInvalid error whose
// Reason is one of the Reason* constants; a row that cannot be searched
// carries its own error and the others are kept. Nothing in a cell is
// interpreted: a cell that looks like a spreadsheet formula stays text.
func ReadFile(name string, data []byte, rules Rules) ([]Row, error) {
	if err := checkType(name, data); err != nil {
		return nil, err
	}
	data = bytes.TrimPrefix(data, []byte("\xef\xbb\xbf"))
	r := csv.NewReader(bytes.NewReader(data))
	r.FieldsPerRecord = -1
	r.ReuseRecord = true
	var rows []Row
	seen := map[string]int{}
	first := true
	for {
		rec, err := r.Read()
		if errors.Is(err, io.EOF) {
			break
		}
		var pe *csv.ParseError
		if errors.As(err, &pe) {
			return nil, refusal(ReasonMalformed, "Line %d of the file cannot be read as CSV: %v.", pe.StartLine, pe.Err)
		}
		if err != nil {
			return nil, refusal(ReasonMalformed, "The file cannot be read as CSV.")
		}
		line, _ := r.FieldPos(0)
		if blank(rec) {
			continue
		}
		if first {
			first = false
			if isHeader(rec, rules.Columns) {
				continue
			}
		}
		if len(rows) == rules.MaxItems {
			return nil, refusal(ReasonTooManyRows, "A file can list at most %d accounts.", rules.MaxItems)
		}
		rows = append(rows, readRow(line, rec, rules.Columns, seen))
	}
	if len(rows) == 0 {
		return nil, refusal(ReasonEmpty, "The file lists no account.")
	}
	return rows, nil
}

// checkType refuses anything but UTF-8 CSV text (BULK-06): by name, then by
// what the content is, so that a renamed workbook or page is refused too.
func checkType(name string, data []byte) error {
	if len(data) > MaxFileBytes {
		return refusal(ReasonTooLarge, "The file is larger than %d KB.", MaxFileBytes>>10)
	}
	ext := strings.ToLower(path.Ext(name))
	sniffed := http.DetectContentType(data)
	switch {
	case ext == ".htm" || ext == ".html" || ext == ".pdf" ||
		strings.HasPrefix(sniffed, "text/html") || strings.HasPrefix(sniffed, "application/pdf"):
		return refusal(ReasonTemplatePage, "This is the template instruction page, not a list of accounts. Save the list as CSV.")
	case ext != ".csv" || strings.HasPrefix(sniffed, "application/"):
		// An Excel workbook: a zip (xlsx) or a compound file (xls).
		return refusal(ReasonNotCSV, "Only CSV files can be uploaded.")
	case bytes.HasPrefix(data, []byte{0xff, 0xfe}) || bytes.HasPrefix(data, []byte{0xfe, 0xff}) || !utf8.Valid(data):
		return refusal(ReasonEncoding, "Save the file as CSV in UTF-8.")
	}
	return nil
}

// blank reports whether every cell of rec is empty or spaces.
func blank(rec []string) bool {
	for _, v := range rec {
		if strings.TrimSpace(v) != "" {
			return false
		}
	}
	return true
}

// isHeader reports whether rec names the columns rather than holding
// values: its first cell is the first column's name, with spaces,
// underscores and case ignored (BULK-08, header optional).
func isHeader(rec, columns []string) bool {
	if len(columns) == 0 || len(rec) == 0 {
		return false
	}
	norm := func(s string) string {
		return strings.NewReplacer(" ", "", "_", "", "-", "").Replace(strings.ToLower(strings.TrimSpace(s)))
	}
	return norm(rec[0]) == norm(columns[0])
}

// readRow reads rec in the set column order, ignoring extra cells.
func readRow(line int, rec, columns []string, seen map[string]int) Row {
	row := Row{Line: line, Key: map[string]string{}}
	for i, col := range columns {
		v := ""
		if i < len(rec) {
			v = strings.TrimSpace(rec[i])
		}
		if col == ColumnInstallment {
			row.Installment = strings.ToLower(v)
			continue
		}
		row.Key[col] = v
		if v == "" && row.Error == nil {
			row.Error = &RowError{Code: RowMissingValue}
		}
	}
	if row.Error != nil {
		return row
	}
	if inst := row.Installment; inst != "" && inst != InstallmentAny {
		if n, err := strconv.Atoi(inst); err != nil || n < 1 {
			row.Error = &RowError{Code: RowInstallment}
			return row
		}
	}
	k := rowKey(row)
	if _, dup := seen[k]; dup {
		row.Error = &RowError{Code: RowDuplicate}
		return row
	}
	seen[k] = line
	return row
}

// rowKey identifies a row's account: one account listed twice, whatever
// its installments, would pay one bill twice.
func rowKey(r Row) string { return payables.BulkKey(r.Key) }
