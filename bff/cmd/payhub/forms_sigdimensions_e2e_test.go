package main

import (
	"encoding/binary"
	"hash/crc32"
	"net/http"
	"testing"

	"github.com/payhub/payhub/bff/texts"
	"github.com/payhub/payhub/bff/upstream/uploads/uploadstest"
)

// hugePNG is a valid PNG header declaring w x h pixels.
func hugePNG(w, h uint32) []byte {
	b := uploadstest.PNG(1, 1)
	binary.BigEndian.PutUint32(b[16:20], w)
	binary.BigEndian.PutUint32(b[20:24], h)
	binary.BigEndian.PutUint32(b[29:33], crc32.ChecksumIEEE(b[12:29]))
	return b
}

// A drawn signature declaring 1,000,000 x 1,000,000 pixels (a
// decompression bomb for whoever renders it) is refused, in the asked
// language: the canvas is 310x114.
func TestForms_e2e_SIG05_aSignaturePNGOverTwiceTheCanvasIsRefused(t *testing.T) {
	m, _ := startMain(t)
	g := newPayer(t, m)
	body := map[string]any{"values": affidavitFiling()["values"],
		"signature": map[string]any{"png": hugePNG(1_000_000, 1_000_000)}}
	code, raw := g.file("es", body)
	refusal(t, "a 1e6 x 1e6 signature", code, http.StatusBadRequest, raw, texts.SigTooLarge)
	if n := deskCopies(t, m); n != 0 {
		t.Errorf("%d filings mailed, want none", n)
	}
}
