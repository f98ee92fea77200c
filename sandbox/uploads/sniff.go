package uploads

import (
	"net/http"
	"slices"
	"strings"

	"github.com/gabriel-vasile/mimetype"

	wire "github.com/payhub/payhub/bff/upstream/uploads"
)

// stdAgrees lists, for each allowed type, what net/http's sniffer (the
// WHATWG algorithm) may call the same content. It knows images and PDF by
// name; it sees a docx as a zip, a doc as unknown binary and a CSV as text.
// Asking both detectors closes gaps either has alone: HTML or script text
// that one sniffer would take for CSV, or a binary dressed as a PDF.
var stdAgrees = map[string][]string{
	wire.TypePNG:  {"image/png"},
	wire.TypeJPEG: {"image/jpeg"},
	wire.TypeGIF:  {"image/gif"},
	wire.TypeWebP: {"image/webp"},
	wire.TypePDF:  {"application/pdf"},
	wire.TypeDoc:  {"application/octet-stream"},
	wire.TypeDocx: {"application/zip"},
	wire.TypeCSV:  {"text/plain"},
}

// Sniff returns the allowed content type of head, the first bytes of a
// file (at least 3072 when the file has them), or "" when the content is
// not of an allowed type (UPL-03). The extension and the claimed type
// play no part.
func Sniff(head []byte) string {
	m := mimetype.Detect(head)
	found := ""
	for t := m; t != nil && found == ""; t = t.Parent() {
		for _, allowed := range wire.AllowedTypes() {
			if t.Is(allowed) {
				found = allowed
				break
			}
		}
	}
	if found == "" {
		return ""
	}
	std, _, _ := strings.Cut(http.DetectContentType(head), ";")
	if !slices.Contains(stdAgrees[found], std) {
		return ""
	}
	return found
}
