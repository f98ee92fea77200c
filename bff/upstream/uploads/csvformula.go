package uploads

import (
	"bytes"
	"regexp"
)

// County staff open an uploaded CSV in a spreadsheet program, which runs a
// cell starting with = + - or @ as a formula (a DDE command that starts a
// program, a HYPERLINK to a look-alike site), and some also after a tab or
// carriage return: the CSV injection OWASP describes. Such cells are
// refused, wherever they are: at a line's start or after a separator (a
// comma, or the semicolon or tab of other locales' spreadsheets), after an
// optional opening quote and spaces. A minus sign is a formula only when
// what follows is not a number, so "-12.50" and "-1.234,56" stay valid, as
// does a lone "-" for "none".
//
// The scan is over the raw text, not a parsed table: a separator inside a
// quoted cell counts as one too, which can refuse a note like "a, =b" but
// never lets a formula through a quoting trick.

// formulaCell is the start of a cell a spreadsheet runs: at the start of
// the text or a line, or after a separator; an optional quote and spaces;
// then = + @ or CR, or a minus followed by anything but a number (digits,
// points, commas, then spaces, a percent sign or the cell's end); or a tab
// opening a cell of a comma or semicolon separated line (in a tab
// separated one a tab is the separator).
var formulaCell = regexp.MustCompile(`(?:^|[\n,;\t])[ ]*"?[ ]*(?:[=+@\r]|-[0-9.,]*[ ]*[^0-9.,\n",;\t\r% ])|(?:^|[\n,;])[ ]*"?[ ]*\t`)

// csvFormula reports a CSV holding a cell a spreadsheet would run.
func csvFormula(b []byte) string {
	// A line's CRLF end is no cell's start.
	b = bytes.ReplaceAll(b, []byte("\r\n"), []byte("\n"))
	if formulaCell.Match(b) {
		return "a CSV holding a spreadsheet formula"
	}
	return ""
}
