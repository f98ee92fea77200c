package uploads_test

import (
	"bytes"
	"testing"

	wire "github.com/payhub/payhub/bff/upstream/uploads"
	"github.com/payhub/payhub/bff/upstream/uploads/uploadstest"
)

// A PDF needs its %%EOF within its last 1024 bytes, where readers look for
// it: a producer's padding, a DOS end-of-file byte or a few stray bytes
// after it are accepted; a PDF with no %%EOF near its end is refused, and
// what is appended after %%EOF is still checked for programs and archives.
func TestPDFEOF_markerWithinTheLastKilobyte(t *testing.T) {
	pdf := uploadstest.PDF()
	for name, tail := range map[string]string{
		"NUL padding then newline":         "\x00\x00\x00\n",
		"a second %%EOF line with a space": "%%EOF \n",
		"ctrl-Z (DOS EOF)":                 "\x1a",
		"trailing garbage":                 "\r\n\r\nxref-garbage",
		"a kilobyte less a little":         string(bytes.Repeat([]byte{' '}, 1000)),
	} {
		if typ, reason := sniffWhole(cat(pdf, []byte(tail))); typ != wire.TypePDF || reason != "" {
			t.Errorf("%s: %q refused: %q", name, typ, reason)
		}
	}
	if typ, reason := sniffWhole(cat(pdf, bytes.Repeat([]byte{'x'}, 1100))); reason == "" {
		t.Errorf("a PDF with %%%%EOF 1100 bytes before its end accepted as %q", typ)
	}
	if typ, reason := sniffWhole(bytes.ReplaceAll(pdf, []byte("%%EOF"), []byte("%%XXX"))); reason == "" {
		t.Errorf("a PDF without %%%%EOF accepted as %q", typ)
	}
}
