package uploads_test

import (
	"testing"

	wire "github.com/payhub/payhub/bff/upstream/uploads"
	"github.com/payhub/payhub/bff/upstream/uploads/uploadstest"
)

func TestSniff_UPL03_allowsImagesPDFDocumentsAndCSVByContent(t *testing.T) {
	for name, c := range map[string]struct {
		content []byte
		want    string
	}{
		"png":        {uploadstest.PNG(310, 114), wire.TypePNG},
		"pdf":        {uploadstest.PDF(), wire.TypePDF},
		"docx":       {uploadstest.Docx(), wire.TypeDocx},
		"csv":        {uploadstest.CSV(), wire.TypeCSV},
		"executable": {uploadstest.Executable(), ""},
		"html":       {uploadstest.HTML(), ""},
		"plain text": {[]byte("just some words without commas\n"), ""},
	} {
		if got := wire.Sniff(c.content); got != c.want {
			t.Errorf("%s: Sniff = %q, want %q", name, got, c.want)
		}
	}
}

func TestSanitizeName_UPL05_keepsWordCharactersDotsAndDashes(t *testing.T) {
	for in, want := range map[string]string{
		"proof.pdf":                   "proof.pdf",
		"../../etc/passwd":            "passwd",
		`C:\Users\ana\proof 2024.pdf`: "proof_2024.pdf",
		"..hidden.pdf":                "hidden.pdf",
		"résumé;rm -rf.pdf":           "r_sum_rm_-rf.pdf",
		"/":                           "file",
		"%00":                         "_00",
	} {
		if got := wire.SanitizeName(in); got != want {
			t.Errorf("SanitizeName(%q) = %q, want %q", in, got, want)
		}
	}
}
