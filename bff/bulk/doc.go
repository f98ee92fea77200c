// Package bulk is bulk add (spec 001 §2, §4 "Bulk upload flow", §5 "Bulk
// file"): a signed-in resident uploads a CSV file of accounts on a source
// with bulk add enabled, reviews each row's payables or error as the
// payables service's bulk search answers them, and chooses how to pay.
//
// The file is read with encoding/csv under the source's rules (file.go); an
// upload is kept in the BFF store while it is in use and expires after
// sitting idle (upload.go).
package bulk
