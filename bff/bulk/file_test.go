package bulk_test

import (
	"bytes"
	"strings"
	"testing"

	"github.com/payhub/payhub/bff"
	"github.com/payhub/payhub/bff/bulk"
	"github.com/payhub/payhub/bff/upstream/siteconfig"
)

var rules = bulk.Rules{Columns: []string{"account_number", "installment"}, MaxItems: 3}

func TestReadFile_refusals(t *testing.T) {
	xlsx := append([]byte("PK\x03\x04"), bytes.Repeat([]byte{0}, 40)...)
	xls := append([]byte{0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1}, bytes.Repeat([]byte{0}, 40)...)
	utf16 := []byte{0xff, 0xfe, 'R', 0, '1', 0}
	for _, tc := range []struct {
		rule, name, file string
		data             []byte
		reason           string
	}{
		{"BULK-06 an Excel workbook", "accounts.xlsx", "", xlsx, bulk.ReasonNotCSV},
		{"BULK-06 an Excel workbook renamed .csv", "accounts.csv", "", xlsx, bulk.ReasonNotCSV},
		{"BULK-06 an old Excel file", "accounts.xls", "", xls, bulk.ReasonNotCSV},
		{"BULK-06 a text file not named .csv", "accounts.txt", "R100-001\n", nil, bulk.ReasonNotCSV},
		{"BULK-06 the template instruction page", "template.html", "<!DOCTYPE html><html><body>How to fill the template</body></html>", nil, bulk.ReasonTemplatePage},
		{"BULK-06 the instruction page renamed .csv", "list.csv", "<html><body>Instructions</body></html>", nil, bulk.ReasonTemplatePage},
		{"BULK-06 the instruction page as PDF", "template.pdf", "%PDF-1.7\n...", nil, bulk.ReasonTemplatePage},
		{"BULK-07 more rows than max items", "a.csv", "R1\nR2\nR3\nR4\n", nil, bulk.ReasonTooManyRows},
		{"UTF-16 text", "a.csv", "", utf16, bulk.ReasonEncoding},
		{"Latin-1 text", "a.csv", "R100-001,caf\xe9\n", nil, bulk.ReasonEncoding},
		{"unbalanced quotes", "a.csv", "R100-001\n\"R100-002,any\n", nil, bulk.ReasonMalformed},
		{"only a header", "a.csv", "account_number,installment\n", nil, bulk.ReasonEmpty},
		{"only empty lines", "a.csv", "\n\n \n", nil, bulk.ReasonEmpty},
		{"5 MB of one line", "a.csv", strings.Repeat("R", 5<<20), nil, bulk.ReasonTooLarge},
	} {
		t.Run(tc.rule, func(t *testing.T) {
			data := tc.data
			if data == nil {
				data = []byte(tc.file)
			}
			rows, err := bulk.ReadFile(tc.name, data, rules)
			if bff.ErrorCode(err) != bff.CodeInvalid || bff.ErrorReason(err) != tc.reason {
				t.Fatalf("ReadFile = %v rows, %v; want invalid %s", len(rows), err, tc.reason)
			}
		})
	}
}

func TestReadFile_BULK07_theRowLimitMessageNamesTheNumber(t *testing.T) {
	_, err := bulk.ReadFile("a.csv", []byte("R1\nR2\nR3\nR4\n"), rules)
	if !strings.Contains(bff.ErrorMessage(err), "3") {
		t.Errorf("message %q does not name the limit 3", bff.ErrorMessage(err))
	}
	if _, err := bulk.ReadFile("a.csv", []byte("account number\nR1\nR2\nR3\n"), rules); err != nil {
		t.Errorf("a header and exactly 3 rows: %v, want accepted (the header is not a row)", err)
	}
}

func TestReadFile_rows(t *testing.T) {
	type want struct {
		account, installment, err string
		line                      int
	}
	for _, tc := range []struct {
		rule, file string
		want       []want
	}{
		{"BULK-08 header optional: without", "R100-001\nR100-002\n",
			[]want{{"R100-001", "", "", 1}, {"R100-002", "", "", 2}}},
		{"BULK-08 header optional: with", "Account Number,Installment\nR100-001,1\n",
			[]want{{"R100-001", "1", "", 2}}},
		{"BULK-08 columns in set order, extras ignored", "R100-001,any,note,=1+1\n",
			[]want{{"R100-001", "any", "", 1}}},
		{"BULK-09 values trimmed, case kept", "  r100-001 ,  ANY \n",
			[]want{{"r100-001", "any", "", 1}}},
		{"BULK-10 installment any, a number, or none", "A,any\nB,2\nC\n",
			[]want{{"A", "any", "", 1}, {"B", "2", "", 2}, {"C", "", "", 3}}},
		{"a bad installment", "A,both\nB,0\n",
			[]want{{"A", "both", bulk.RowInstallment, 1}, {"B", "0", bulk.RowInstallment, 2}}},
		{"a blank account", ",any\nB\n",
			[]want{{"", "any", bulk.RowMissingValue, 1}, {"B", "", "", 2}}},
		{"duplicate rows", "A,1\nB\n A ,any\n",
			[]want{{"A", "1", "", 1}, {"B", "", "", 2}, {"A", "any", bulk.RowDuplicate, 3}}},
		{"a BOM, CRLF and empty lines", "\xef\xbb\xbfR100-001\r\n\r\n\r\nR100-002\r\n",
			[]want{{"R100-001", "", "", 1}, {"R100-002", "", "", 4}}},
		{"a formula-looking cell stays text", "=cmd|' /C calc'!A0\n",
			[]want{{"=cmd|' /C calc'!A0", "", "", 1}}},
		{"quoted cells", "\"R100-001\",\"any\"\n",
			[]want{{"R100-001", "any", "", 1}}},
	} {
		t.Run(tc.rule, func(t *testing.T) {
			rows, err := bulk.ReadFile("list.CSV", []byte(tc.file), rules)
			if err != nil {
				t.Fatalf("ReadFile: %v", err)
			}
			if len(rows) != len(tc.want) {
				t.Fatalf("%d rows %+v, want %d", len(rows), rows, len(tc.want))
			}
			for i, w := range tc.want {
				r := rows[i]
				code := ""
				if r.Error != nil {
					code = r.Error.Code
				}
				if r.Key["account_number"] != w.account || r.Installment != w.installment || code != w.err || r.Line != w.line {
					t.Errorf("row %d = %q %q %q line %d, want %+v", i, r.Key["account_number"], r.Installment, code, r.Line, w)
				}
			}
		})
	}
}

func TestRulesOf_BULK07_aSourceWithoutALimitReadsUnderTheDefaultAndNoneExceedsTheCap(t *testing.T) {
	cols := []string{"account_number", "installment"}
	for _, c := range []struct {
		set, want int
	}{{0, bulk.DefaultMaxItems}, {-3, bulk.DefaultMaxItems}, {20, 20}, {bulk.MaxItemsCap + 1, bulk.MaxItemsCap}} {
		r := bulk.RulesOf(&siteconfig.BulkAdd{Columns: cols, MaxItems: c.set})
		if r.MaxItems != c.want {
			t.Errorf("maxItems %d: rules %d, want %d", c.set, r.MaxItems, c.want)
		}
	}
	if _, err := bulk.ReadFile("a.csv", []byte("R100-001\n"), bulk.RulesOf(&siteconfig.BulkAdd{Columns: cols})); err != nil {
		t.Errorf("one row on a source that names no limit: %v", err)
	}
}
