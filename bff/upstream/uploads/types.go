// Package uploads holds the wire types and client of the uploads service
// (spec 001 §3 "Other", §5 "Upload and signature", §7 "Uploads";
// API-59..61): an upload is created with its source tag and retention
// date, which answers the URI to post the file to, and the file is then
// posted there as multipart form data, once. The sandbox server
// (sandbox/uploads) and the BFF client share these types and limits.
package uploads

import (
	"regexp"
	"strings"
	"time"
)

// IDPrefix starts every upload id (UPL-01).
const IDPrefix = "uploads-service:"

// UploadsPath creates an upload (API-60).
const UploadsPath = "/v1/uploads"

// FileField is the multipart form field that carries the file (API-61).
// Only the first file part is taken (UPL-04: one file unless multiple is
// set; the service stores one file per upload).
const FileField = "file"

// MaxFileBytes is the largest file the service stores: 10 MB. A site's
// upload field may set a smaller maximum (UPL-04), never a larger one.
const MaxFileBytes = 10 << 20

// MaxSourceTag bounds a source tag's length.
const MaxSourceTag = 100

// MaxRetention is how far ahead retainUntil may lie.
const MaxRetention = 10 * 365 * 24 * time.Hour

// UnattachedRetention is how long the service keeps an upload that no
// filing holds, from its creation by the service's own clock: the service
// is the one authority on an upload's expiry, whatever time a caller's
// clock gave as retainUntil (the BFF's and the sandbox's clocks differ
// whenever the sandbox clock is moved). A filing that attaches it keeps
// it as long as the filing.
const UnattachedRetention = 24 * time.Hour

// MaxNameLength bounds a stored file name, in bytes.
const MaxNameLength = 120

// Allowed content types (UPL-03: image, pdf, document (pdf, doc, docx),
// csv), as the content sniffer names them.
const (
	TypePNG  = "image/png"
	TypeJPEG = "image/jpeg"
	TypeGIF  = "image/gif"
	TypeWebP = "image/webp"
	TypePDF  = "application/pdf"
	TypeDoc  = "application/msword"
	TypeDocx = "application/vnd.openxmlformats-officedocument.wordprocessingml.document"
	TypeCSV  = "text/csv"
)

// AllowedTypes are the content types the service stores, in the order the
// refusal names them.
func AllowedTypes() []string {
	return []string{TypePNG, TypeJPEG, TypeGIF, TypeWebP, TypePDF, TypeDoc, TypeDocx, TypeCSV}
}

// AllowedTypesText names the allowed file types for people (ERR-97's
// {types}).
const AllowedTypesText = "image, pdf, doc, docx, csv"

// CreateRequest creates an upload (API-60); both fields are required
// (UPL-06). RetainUntil is an RFC 3339 time, the retention the caller
// asks for, at most MaxRetention ahead; the service keeps a file no
// filing holds UnattachedRetention by its own clock
// (CreateResponse.RetainUntil).
type CreateRequest struct {
	SourceTag   string `json:"sourceTag"`
	RetainUntil string `json:"retainUntil"`
}

// CreateResponse is the answer of POST /v1/uploads: the URI to post the
// file to, relative to the service's base URL, the upload's id, and until
// when the service keeps it unless a filing attaches it (RFC 3339, by the
// service's clock).
type CreateResponse struct {
	UploadURI   string `json:"uploadUri"`
	UploadID    string `json:"uploadId"`
	RetainUntil string `json:"retainUntil"`
}

// Upload is a stored upload (UPL-01): its id, sanitised name, the id of
// the stored file, its size and its content type as sniffed.
type Upload struct {
	ID        string `json:"id"`
	Name      string `json:"name"`
	FileID    string `json:"fileId"`
	SizeBytes int64  `json:"sizeBytes"`
	MimeType  string `json:"mimeType"`
}

// unsafeName matches every run of characters a stored name may not hold.
var unsafeName = regexp.MustCompile(`[^\w.-]+`)

// SanitizeName is the stored form of a file name (UPL-05): the last path
// element only (a client's "../../etc/passwd" or "C:\x\y.pdf" keeps
// "passwd" or "y.pdf"), every run of characters other than word
// characters, dots and dashes replaced by "_", no leading dots (no hidden
// or parent names), at most MaxNameLength bytes; "file" when nothing is
// left. The name is only a label: the service stores the content under an
// id of its own.
func SanitizeName(name string) string {
	if i := strings.LastIndexAny(name, `/\`); i >= 0 {
		name = name[i+1:]
	}
	name = unsafeName.ReplaceAllString(name, "_")
	name = strings.TrimLeft(name, ".")
	if len(name) > MaxNameLength {
		name = name[len(name)-MaxNameLength:]
		name = strings.TrimLeft(name, ".")
	}
	if strings.Trim(name, "_") == "" {
		return "file"
	}
	return name
}
