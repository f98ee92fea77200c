// Package uploads is the sandbox's uploads service (spec 001 §3 "Other",
// §5 "Upload and signature", §7 "Uploads"; API-59..61, UPL-01, 03..06), in
// the wire shape of bff/upstream/uploads:
//
//	GET  /v1/ping
//	POST /v1/uploads              {sourceTag, retainUntil} -> {uploadUri, uploadId}
//	POST /v1/upload-targets/{t}   multipart form data, field "file": stores it (the uploadUri)
//	GET  /v1/uploads/{id}         the stored upload
//
// The upload URI carries a random token, kept only as its SHA-256; it
// takes one file, once. The file is stored under the sandbox's data
// directory, named by an id of the service's own: the client's file name
// is only a label, sanitised (UPL-05), and never part of a path. Its type
// is what its content is, sniffed by two detectors that must agree
// (mimetype and net/http's), never its extension or claimed type; it must
// be one of the allowed types (UPL-03), not empty, and at most
// MaxFileBytes (UPL-04). A refused file leaves nothing behind.
package uploads
