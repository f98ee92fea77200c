package uploads_test

import (
	"bytes"
	"testing"

	wire "github.com/payhub/payhub/bff/upstream/uploads"
	"github.com/payhub/payhub/bff/upstream/uploads/uploadstest"
)

// docxWith is a minimal docx holding more entries besides its own parts.
func docxWith(t *testing.T, more ...entry) []byte {
	t.Helper()
	return zipOf(t, append([]entry{
		{"[Content_Types].xml", []byte(`<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"/>`)},
		{"word/document.xml", []byte(`<?xml version="1.0"?><w:document/>`)},
	}, more...)...)
}

// A docx's entries are scanned in full after decompression: a program
// past an entry's first kilobyte, an OLE object or package (Word's
// wrapper for an embedded file, whatever its name), or an archive inside
// the docx is refused; the deflated bytes of the file hide all three.
func TestDocxScan_entriesAreScannedWholeAndHoldNoOLEObjectOrArchive(t *testing.T) {
	exe := uploadstest.Executable()
	ole := cat([]byte("\xd0\xcf\x11\xe0\xa1\xb1\x1a\xe1"), make([]byte, 2040), exe)
	text := bytes.Repeat([]byte("<w:p>Proof of insurance</w:p>"), 200)
	for name, e := range map[string]entry{
		"an OLE object with a program at 2 KiB":       {"word/embeddings/oleObject1.bin", ole},
		"an OLE object by another name":               {"word/media/image9.emf", ole},
		"a program past a part's first kilobyte":      {"word/footer1.xml", cat(text, exe)},
		"an OLE package stream":                       {"word/embeddings/package.dat", cat([]byte("x"), []byte("O\x00l\x00e\x001\x000\x00N\x00a\x00t\x00i\x00v\x00e\x00"))},
		"a ZIP holding a program":                     {"word/embeddings/archive.zip", zipOf(t, entry{"invoice.exe", exe})},
		"a ZIP by another name":                       {"word/media/image1.png", zipOf(t, entry{"a.txt", []byte("x")})},
		"an embedded .bin whatever its content holds": {"word/embeddings/oleObject2.bin", []byte("plain")},
	} {
		b := docxWith(t, e)
		if typ, reason := sniffWhole(b); reason == "" {
			t.Errorf("%s: accepted as %q", name, typ)
		}
	}
	if typ, reason := sniffWhole(docxWith(t, entry{"word/footer1.xml", text})); typ != wire.TypeDocx || reason != "" {
		t.Errorf("an ordinary docx with a longer part: %q refused: %q", typ, reason)
	}
}

// A docx expanding past DocxBudget, a ZIP bomb, is refused without being
// read further: its entries are counted together.
func TestDocxScan_aZipBombPastTheBudgetIsRefused(t *testing.T) {
	zeros := make([]byte, wire.DocxBudget/4+1)
	b := docxWith(t, entry{"word/a.xml", zeros}, entry{"word/b.xml", zeros}, entry{"word/c.xml", zeros}, entry{"word/d.xml", zeros})
	if len(b) > wire.MaxFileBytes {
		t.Fatalf("the bomb is %d bytes, over the file limit", len(b))
	}
	if typ, reason := sniffWhole(b); reason == "" {
		t.Errorf("a docx of %d bytes expanding past %d accepted as %q", len(b), wire.DocxBudget, typ)
	}
	if typ, reason := sniffWhole(docxWith(t, entry{"word/a.xml", zeros})); reason != "" {
		t.Errorf("a docx within the budget refused as %q: %q", typ, reason)
	}
}
