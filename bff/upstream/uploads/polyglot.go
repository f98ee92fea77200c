package uploads

import (
	"bytes"
	"encoding/binary"
)

// A polyglot is a file that is two things at once: a real PDF or image, by
// its first bytes, that also carries a program or an archive a careless
// viewer or a later tool may run or unpack (a PDF followed by a Windows
// executable, a PNG with a ZIP after its end, a CSV that turns into a web
// page after the first bytes any sniffer reads). Sniffing the start is not
// enough for those; the policy below reads the whole file:
//
//   - no file of any type holds an executable's header anywhere: a Windows
//     PE (MZ whose header pointer, any 4-aligned offset within the file,
//     lands on "PE\0\0" and a known machine), an ELF or a Mach-O header,
//     each checked on enough of its fields that compressed image or
//     document data never matches by chance;
//   - a PDF has its %%EOF marker within its last 1024 bytes, as readers
//     look for it: producers leave padding, a DOS end-of-file byte or a
//     few stray bytes after it, and what an attacker could append there is
//     caught by the executable and archive checks;
//   - a PNG ends with its IEND chunk and a WebP with its RIFF length: nothing
//     after the image;
//   - no PDF, image or old Word document ends as a ZIP archive (an
//     end-of-central-directory record that closes the file);
//   - a docx is a ZIP whose every entry, decompressed in full within a
//     total budget (a ZIP bomb past it is refused), holds no executable,
//     and which holds no macro project (a .docm renamed), no embedded OLE
//     object or package (a program wrapped for a double-click) and no
//     archive;
//   - a CSV is text throughout, with no HTML or script markup and no cell
//     a spreadsheet would run as a formula (csvformula.go).
//
// JPEG and GIF are not asked to end with their end markers: phone cameras
// append their own data to ordinary photos.

// Polyglot reports why content, whose start sniffed as mimeType (Sniff),
// is refused as a polyglot, or "" when it is not one.
func Polyglot(content []byte, mimeType string) string {
	if reason := executableIn(content); reason != "" {
		return reason
	}
	switch mimeType {
	case TypePDF:
		if !bytes.Contains(content[max(0, len(content)-pdfEOFWindow):], []byte("%%EOF")) {
			return "a PDF without %%EOF near its end"
		}
	case TypePNG:
		if !bytes.HasSuffix(content, pngEnd) {
			return "data after the PNG's IEND chunk"
		}
	case TypeWebP:
		if len(content) < 12 || int64(binary.LittleEndian.Uint32(content[4:8]))+8+int64(len(content)%2) != int64(len(content)) {
			return "a WebP whose RIFF length is not the file's"
		}
	case TypeDocx:
		return docxPolyglot(content, DocxBudget)
	case TypeCSV:
		return csvPolyglot(content)
	}
	if mimeType != TypeDocx && endsAsZip(content) {
		return "a ZIP archive at the end of the file"
	}
	return ""
}

// pdfEOFWindow is how far from a PDF's end its %%EOF marker may be: the
// last 1024 bytes, where PDF readers look for it.
const pdfEOFWindow = 1024

// pngEnd is a PNG's last chunk: IEND, empty, with its CRC.
var pngEnd = []byte{0, 0, 0, 0, 'I', 'E', 'N', 'D', 0xAE, 0x42, 0x60, 0x82}

// dosHeader is how Microsoft's linkers start every Windows executable's
// DOS header: MZ, 144 bytes on the last page, 3 pages. Eight bytes never
// meet by chance in a file of at most MaxFileBytes.
var dosHeader = []byte("MZ\x90\x00\x03\x00\x00\x00")

// linkerMZ is the shorter start of that header. Four bytes can meet by
// chance in megabytes of compressed data, never in a file's first
// SniffBytes: Sniff refuses it there, right after an allowed type's own
// header.
var linkerMZ = []byte("MZ\x90\x00")

// executableIn reports an executable's header anywhere in b.
func executableIn(b []byte) string {
	if bytes.Contains(b, dosHeader) {
		return "a Windows executable inside the file"
	}
	for i := 0; ; {
		j := bytes.Index(b[i:], []byte("MZ"))
		if j < 0 {
			break
		}
		p := i + j
		if p+0x40 <= len(b) {
			off := int64(binary.LittleEndian.Uint32(b[p+0x3c:]))
			if peHeaderAt(b, int64(p), off) {
				return "a Windows executable inside the file"
			}
		}
		i = p + 1
	}
	for i := 0; ; {
		j := bytes.Index(b[i:], []byte("\x7fELF"))
		if j < 0 {
			break
		}
		p := i + j
		if p+7 <= len(b) && (b[p+4] == 1 || b[p+4] == 2) && (b[p+5] == 1 || b[p+5] == 2) && b[p+6] == 1 {
			return "an ELF executable inside the file"
		}
		i = p + 1
	}
	for _, magic := range [][]byte{{0xce, 0xfa, 0xed, 0xfe}, {0xcf, 0xfa, 0xed, 0xfe}} {
		for i := 0; ; {
			j := bytes.Index(b[i:], magic)
			if j < 0 {
				break
			}
			p := i + j
			if p+8 <= len(b) {
				switch binary.LittleEndian.Uint32(b[p+4:]) {
				case 7, 12, 0x01000007, 0x0100000c: // x86, ARM, x86-64, ARM64
					return "a Mach-O executable inside the file"
				}
			}
			i = p + 1
		}
	}
	return ""
}

// endsAsZip reports a ZIP end-of-central-directory record that closes b:
// its comment length reaches exactly the file's end, as an archive
// appended to another file has it.
func endsAsZip(b []byte) bool {
	const eocd = 22
	from := max(0, len(b)-eocd-0xffff)
	for p := len(b) - eocd; p >= from; p-- {
		if b[p] == 'P' && string(b[p:p+4]) == "PK\x05\x06" &&
			p+eocd+int(binary.LittleEndian.Uint16(b[p+20:])) == len(b) {
			return true
		}
	}
	return false
}

// markup is what a CSV never holds: the start of an HTML document or of a
// script a browser would run, in any case.
var markup = []string{"<script", "<html", "<!doctype", "<body", "<iframe", "<svg", "<object", "<embed", "<?php", "javascript:"}

// csvPolyglot reports a CSV that is not text throughout or holds markup.
// Text is what the WHATWG sniffer calls it: no binary data byte (a control
// character other than tab, line ends, form feed and escape). Its encoding
// is not asked: spreadsheets save Windows-1252 as often as UTF-8.
func csvPolyglot(b []byte) string {
	for _, c := range b {
		if c <= 0x08 || c == 0x0b || (c >= 0x0e && c <= 0x1a) || (c >= 0x1c && c <= 0x1f) {
			return "a CSV that is not text throughout"
		}
	}
	lower := bytes.ToLower(b)
	for _, m := range markup {
		if bytes.Contains(lower, []byte(m)) {
			return "a CSV holding web page or script markup"
		}
	}
	return csvFormula(b)
}
