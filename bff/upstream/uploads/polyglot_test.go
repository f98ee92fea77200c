package uploads_test

import (
	"archive/zip"
	"bytes"
	"image"
	"image/color"
	"image/gif"
	"image/jpeg"
	"testing"

	wire "github.com/payhub/payhub/bff/upstream/uploads"
	"github.com/payhub/payhub/bff/upstream/uploads/uploadstest"
)

func jpegPhoto(t *testing.T) []byte {
	t.Helper()
	img := image.NewRGBA(image.Rect(0, 0, 640, 480))
	for x := range 640 {
		for y := range 480 {
			img.Set(x, y, color.RGBA{uint8(x), uint8(y), uint8(x ^ y), 255})
		}
	}
	var b bytes.Buffer
	if err := jpeg.Encode(&b, img, &jpeg.Options{Quality: 90}); err != nil {
		t.Fatal(err)
	}
	return b.Bytes()
}

func gifImage(t *testing.T) []byte {
	t.Helper()
	img := image.NewPaletted(image.Rect(0, 0, 64, 64), []color.Color{color.White, color.Black})
	img.SetColorIndex(10, 10, 1)
	var b bytes.Buffer
	if err := gif.Encode(&b, img, nil); err != nil {
		t.Fatal(err)
	}
	return b.Bytes()
}

// entry is one file of a ZIP archive.
type entry struct {
	name string
	body []byte
}

// zipOf is a ZIP archive of entries, in order.
func zipOf(t *testing.T, entries ...entry) []byte {
	t.Helper()
	var b bytes.Buffer
	z := zip.NewWriter(&b)
	for _, e := range entries {
		w, err := z.Create(e.name)
		if err == nil {
			_, err = w.Write(e.body)
		}
		if err != nil {
			t.Fatal(err)
		}
	}
	if err := z.Close(); err != nil {
		t.Fatal(err)
	}
	return b.Bytes()
}

func cat(parts ...[]byte) []byte { return bytes.Join(parts, nil) }

// sniffWhole is what the service decides of a whole file: its type by its
// start, then the polyglot policy over all of it.
func sniffWhole(content []byte) (string, string) {
	typ := wire.Sniff(content[:min(len(content), wire.SniffBytes)])
	if typ == "" {
		return "", "refused by its start"
	}
	return typ, wire.Polyglot(content, typ)
}

// Ordinary files of every allowed type pass the polyglot policy: PDFs
// (one incrementally updated, one ending in CR LF), PNG and JPEG images,
// GIF, a docx, CSV in UTF-8 and in Windows-1252, and a large PNG of
// random-looking pixels, where no executable's header meets by chance.
func TestPolyglot_UPL03_ordinaryFilesOfEveryAllowedTypePass(t *testing.T) {
	pdf := uploadstest.PDF()
	updated := cat(pdf, []byte("4 0 obj << /Producer (x) >> endobj\ntrailer << /Root 1 0 R /Prev 9 >>\n%%EOF\n"))
	for name, c := range map[string]struct {
		content []byte
		want    string
	}{
		"pdf":                  {pdf, wire.TypePDF},
		"pdf updated":          {updated, wire.TypePDF},
		"pdf ending in CR LF":  {cat(bytes.TrimRight(pdf, "\n"), []byte("\r\n")), wire.TypePDF},
		"png":                  {uploadstest.PNG(310, 114), wire.TypePNG},
		"png of noise, 8 MB":   {uploadstest.NoisyPNG(8 << 20), wire.TypePNG},
		"jpeg":                 {jpegPhoto(t), wire.TypeJPEG},
		"gif":                  {gifImage(t), wire.TypeGIF},
		"docx":                 {uploadstest.Docx(), wire.TypeDocx},
		"csv":                  {uploadstest.CSV(), wire.TypeCSV},
		"csv in Windows-1252":  {[]byte("name,amount\nMu\xf1oz,12.50\nPe\xf1a,3.00\n"), wire.TypeCSV},
		"csv with < in a cell": {[]byte("item,note\nA,less than 5 < 6\nB,x\n"), wire.TypeCSV},
	} {
		typ, reason := sniffWhole(c.content)
		if typ != c.want || reason != "" {
			t.Errorf("%s: %q refused as %q, want %q accepted", name, typ, reason, c.want)
		}
	}
}

// Polyglots are refused whatever their start says: a PDF followed by a
// Windows executable (right after its header, or beyond the sniffed
// start), a PDF or an image with a ZIP archive or an executable after
// its end, a docx carrying an executable or macros, and a CSV that turns
// into a web page past the first bytes any sniffer reads.
func TestPolyglot_refusesFilesThatAreAlsoAnExecutableAnArchiveOrAWebPage(t *testing.T) {
	pdf, png, exe := uploadstest.PDF(), uploadstest.PNG(310, 114), uploadstest.Executable()
	archive := zipOf(t, entry{"payload.exe", exe})
	elf := cat([]byte("\x7fELF\x02\x01\x01\x00"), make([]byte, 56))
	pad := bytes.Repeat([]byte("% filler comment line of a PDF\n"), 200)
	docx := func(more entry) []byte {
		return zipOf(t, entry{"[Content_Types].xml", []byte(`<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"/>`)},
			entry{"word/document.xml", []byte(`<?xml version="1.0"?><w:document/>`)}, more)
	}
	for name, content := range map[string][]byte{
		"pdf, then a PE right after its header":  cat([]byte("%PDF-1.4\n%\xe2\xe3\xcf\xd3\n"), []byte("MZ\x90\x00"), make([]byte, 4096), []byte("\n%%EOF\n")),
		"pdf with a PE past the sniffed start":   cat(pdf[:9], pad, exe, []byte("\n"), pdf[9:]),
		"pdf with an ELF past the sniffed start": cat(pdf[:9], pad, elf, []byte("\n"), pdf[9:]),
		"pdf, then a PE after %%EOF":             cat(pdf, exe),
		"pdf, then a ZIP after %%EOF":            cat(pdf, archive),
		"png, then a ZIP":                        cat(png, archive),
		"png, then a PE":                         cat(png, exe),
		"jpeg, then a ZIP":                       cat(jpegPhoto(t), archive),
		"jpeg with a PE past the sniffed start":  cat(jpegPhoto(t), exe, []byte{0xff, 0xd9}),
		"gif, then a ZIP":                        cat(gifImage(t), zipOf(t, entry{"a.txt", []byte("x")})),
		"docx carrying an executable":            docx(entry{"word/embeddings/x.bin", exe}),
		"docx carrying macros":                   docx(entry{"word/vbaProject.bin", []byte("macro")}),
		"csv, then a web page past 3072 bytes":   cat(bytes.Repeat([]byte("a,b,c\n"), 600), []byte("<html><script>alert(1)</script>")),
		"csv, then binary data":                  cat(bytes.Repeat([]byte("a,b,c\n"), 600), []byte{0, 1, 2, 3}),
	} {
		typ, reason := sniffWhole(content)
		if reason == "" {
			t.Errorf("%s: accepted as %q", name, typ)
		}
		// Beyond the sniffed start, only the whole-file policy sees it.
		if start := content[:min(len(content), wire.SniffBytes)]; len(content) > wire.SniffBytes && typ == "" &&
			!bytes.Contains(start, []byte("MZ")) {
			t.Errorf("%s: refused by its start (%q), not by the polyglot policy", name, reason)
		}
	}
}
