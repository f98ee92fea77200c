package uploads

import (
	"bytes"
	"net/http"
	"slices"
	"strings"

	"github.com/gabriel-vasile/mimetype"
)

// stdAgrees lists, for each allowed type, what net/http's sniffer (the
// WHATWG algorithm) may call the same content. It knows images and PDF by
// name; it sees a docx as a zip, a doc as unknown binary and a CSV as text.
// Asking both detectors closes gaps either has alone: HTML or script text
// that one sniffer would take for CSV, or a binary dressed as a PDF.
var stdAgrees = map[string][]string{
	TypePNG:  {"image/png"},
	TypeJPEG: {"image/jpeg"},
	TypeGIF:  {"image/gif"},
	TypeWebP: {"image/webp"},
	TypePDF:  {"application/pdf"},
	TypeDoc:  {"application/octet-stream"},
	TypeDocx: {"application/zip"},
	TypeCSV:  {"text/plain"},
}

// SniffBytes is how much of a file's start Sniff reads.
const SniffBytes = 3072

// Sniff returns the allowed content type of head, the first bytes of a
// file (SniffBytes, or all of a shorter file), or "" when the content is
// not of an allowed type (UPL-03), or holds an executable's header right
// after its own (a polyglot, polyglot.go). The extension and the claimed
// type play no part. The service reads the whole file again (Polyglot).
func Sniff(head []byte) string {
	if executableIn(head) != "" || bytes.Contains(head, linkerMZ) {
		return ""
	}
	m := mimetype.Detect(head)
	found := ""
	for t := m; t != nil && found == ""; t = t.Parent() {
		for _, allowed := range AllowedTypes() {
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
