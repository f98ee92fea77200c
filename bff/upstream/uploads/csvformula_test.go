package uploads_test

import (
	"testing"

	wire "github.com/payhub/payhub/bff/upstream/uploads"
)

// A CSV whose cells a spreadsheet runs as formulas (a DDE command, a
// HYPERLINK to a look-alike site) is refused: cells starting, after an
// optional quote and spaces, with = + @ a tab or CR, or a minus followed
// by anything but a number.
func TestCSVFormula_cellsASpreadsheetRunsAreRefused(t *testing.T) {
	for name, b := range map[string]string{
		"DDE command, quoted":    "vin,policy,company\n1HGCM82633A004352,POL-1,\"=cmd|' /C calc'!A0\"\n",
		"HYPERLINK":              "vin,policy,company\n2HGCM82633A004353,POL-2,\"=HYPERLINK(\"\"http://evil.example\"\",\"\"Click\"\")\"\n",
		"plus at a line's start": "+1+cmd|' /C calc'!A0,b\n",
		"at sign":                "a,@SUM(1+1)*cmd|' /C calc'!A0\n",
		"space then equals":      "a, =1+1\n",
		"quote, spaces, equals":  "a,\"  =1+1\"\n",
		"minus then a formula":   "a,-2+3+cmd|' /C calc'!A0\n",
		"minus then a word":      "a,-cmd|x\n",
		"number then operator":   "a,-12 +cmd|x\n",
		"tab opening a cell":     "a,\t=1\n",
		"CR opening a cell":      "a,\r=1\n",
		"semicolon separated":    "a;=1+1\n",
		"first cell of the file": "=1+1,b\n",
	} {
		if typ, reason := sniffWhole([]byte(b)); reason == "" {
			t.Errorf("%s: accepted as %q", name, typ)
		}
	}
	for name, b := range map[string]string{
		"negative amounts":       "item,amount\nrefund,-12.50\ncredit,\"-1.234,56\"\nfee, -3\n",
		"a lone minus for none":  "item,amount\nA,-\nB,\"-\"\nC,- \n",
		"percent":                "item,change\nA,-5%\n",
		"signs inside a cell":    "name,email,note\nRosa,rosa@example.com,1+1=2\n",
		"tabs between cells":     "a,b;c\n1,x\t\t-2\n",
		"Windows line ends":      "a,b\r\n1,-2\r\n",
		"hyphenated text":        "name,city\nMary-Jane,Winston-Salem\n",
		"negative at file's end": "a,b\nx,-12.50",
		"a date with dashes":     "date,amount\n2026-11-26,3.00\n",
	} {
		if typ, reason := sniffWhole([]byte(b)); typ != wire.TypeCSV || reason != "" {
			t.Errorf("%s: %q refused: %q", name, typ, reason)
		}
	}
}
