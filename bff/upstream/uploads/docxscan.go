package uploads

import (
	"archive/zip"
	"bytes"
	"errors"
	"io"
	"strings"
)

// A docx is a ZIP of XML parts and media, deflated, so a program inside
// one is invisible to a scan of the file's bytes: each entry is read in
// full, decompressed, and scanned as a file of its own. Decompression is
// where a ZIP bomb grows, so all entries together are read within a
// budget (DocxBudget) and a docx that expands past it is refused.
//
// Word wraps an embedded file (any program, dragged into a document) in an
// OLE object, word/embeddings/oleObject1.bin, whose Ole10Native stream
// holds the file as it was and which a double-click in Word runs: such
// objects, and any OLE compound file, are refused, whatever they hold,
// as are archives inside the docx (a ZIP, 7z, RAR, gzip or cabinet), whose
// own compression would hide a program again. Word's embedded charts and
// worksheets are such archives; a form's proof of insurance has none.

// DocxBudget is how many bytes all of a docx's entries may expand to: a
// generous multiple of MaxFileBytes, as text compresses about tenfold,
// while one read stays bounded in memory.
const DocxBudget = 64 << 20

// errBudget is a docx that expands past its budget.
var errBudget = errors.New("uploads: docx expands past its budget")

// oleMagic starts an OLE compound file (an old Word document, an embedded
// object or package).
var oleMagic = []byte{0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1}

// ole10Native is the name of the stream of an OLE package holding an
// embedded file, as a compound file's directory spells it (UTF-16LE).
var ole10Native = []byte("O\x00l\x00e\x001\x000\x00N\x00a\x00t\x00i\x00v\x00e\x00")

// archiveMagic are the starts of archives: ZIP (a file, an empty archive,
// a spanned one), 7z, RAR, gzip and Microsoft cabinet.
var archiveMagic = [][]byte{
	[]byte("PK\x03\x04"), []byte("PK\x05\x06"), []byte("PK\x07\x08"),
	[]byte("7z\xbc\xaf\x27\x1c"), []byte("Rar!\x1a\x07"), {0x1f, 0x8b}, []byte("MSCF\x00\x00\x00\x00"),
}

// docxPolyglot reports a docx that is no well-formed ZIP, expands past
// budget, holds a macro project, an embedded OLE object or package, an
// archive, or an entry holding an executable.
func docxPolyglot(b []byte, budget int64) string {
	z, err := zip.NewReader(bytes.NewReader(b), int64(len(b)))
	if err != nil {
		return "a docx that is not a well-formed ZIP archive"
	}
	for _, f := range z.File {
		base := strings.ToLower(f.Name[strings.LastIndexByte(f.Name, '/')+1:])
		switch {
		case base == "vbaproject.bin":
			return "a docx holding macros"
		case strings.HasSuffix(base, ".bin") && strings.Contains(strings.ToLower(f.Name), "embeddings/"):
			return "a docx holding an embedded OLE object"
		case strings.HasSuffix(base, ".zip") || strings.HasSuffix(base, ".7z") || strings.HasSuffix(base, ".rar") ||
			strings.HasSuffix(base, ".gz") || strings.HasSuffix(base, ".cab"):
			return "an archive inside the docx"
		}
		body, err := readEntry(f, budget)
		if errors.Is(err, errBudget) {
			return "a docx that expands past its budget (a ZIP bomb)"
		}
		if err != nil {
			return "a docx entry that cannot be read"
		}
		budget -= int64(len(body))
		if reason := docxEntry(body); reason != "" {
			return reason
		}
	}
	return ""
}

// readEntry decompresses f in full, or fails with errBudget once it has
// expanded past budget bytes.
func readEntry(f *zip.File, budget int64) ([]byte, error) {
	rc, err := f.Open()
	if err != nil {
		return nil, err
	}
	defer rc.Close()
	body, err := io.ReadAll(io.LimitReader(rc, budget+1))
	if err != nil {
		return nil, err
	}
	if int64(len(body)) > budget {
		return nil, errBudget
	}
	return body, nil
}

// docxEntry reports an entry's decompressed body that is an OLE compound
// file, an OLE package, an archive, or holds an executable.
func docxEntry(body []byte) string {
	if bytes.HasPrefix(body, oleMagic) || bytes.Contains(body, ole10Native) || bytes.Contains(body, []byte("Ole10Native")) {
		return "a docx holding an embedded OLE object"
	}
	for _, m := range archiveMagic {
		if bytes.HasPrefix(body, m) {
			return "an archive inside the docx"
		}
	}
	if endsAsZip(body) {
		return "an archive inside the docx"
	}
	if reason := executableIn(body); reason != "" {
		return "an executable inside the docx"
	}
	return ""
}
