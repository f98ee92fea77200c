// Package uploadstest makes small real files of each kind the uploads
// rules name, for tests of the service, its client and the BFF: files the
// content sniffers must accept, and files they must refuse whatever they
// are called.
package uploadstest

import (
	"archive/zip"
	"bytes"
	"image"
	"image/color"
	"image/png"
)

// PDF is a minimal one-page PDF document.
func PDF() []byte {
	return []byte("%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n" +
		"2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj\n" +
		"3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] >> endobj\n" +
		"trailer << /Root 1 0 R >>\n%%EOF\n")
}

// PNG is a w by h PNG image with one dark stroke, like a drawn signature.
func PNG(w, h int) []byte {
	img := image.NewRGBA(image.Rect(0, 0, w, h))
	for x := range w {
		img.Set(x, h/2, color.Black)
	}
	var b bytes.Buffer
	if err := png.Encode(&b, img); err != nil {
		panic(err) // encoding to memory does not fail
	}
	return b.Bytes()
}

// NoisyPNG is an uncompressed PNG of just over n bytes: rows of 512
// random-looking pixels, as many as it takes.
func NoisyPNG(n int) []byte {
	const w = 512
	h := n/(w*4+1) + 1
	img := image.NewNRGBA(image.Rect(0, 0, w, h))
	x := uint32(2463534242)
	for i := range img.Pix {
		x ^= x << 13
		x ^= x >> 17
		x ^= x << 5
		img.Pix[i] = byte(x)
	}
	var b bytes.Buffer
	enc := png.Encoder{CompressionLevel: png.NoCompression}
	if err := enc.Encode(&b, img); err != nil {
		panic(err)
	}
	return b.Bytes()
}

// Docx is a minimal Word document: a zip whose first entries are the
// content types and the word/ part.
func Docx() []byte {
	var b bytes.Buffer
	z := zip.NewWriter(&b)
	for _, f := range []struct{ name, body string }{
		{"[Content_Types].xml", `<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"/>`},
		{"word/document.xml", `<?xml version="1.0"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"/>`},
	} {
		w, err := z.Create(f.name)
		if err == nil {
			_, err = w.Write([]byte(f.body))
		}
		if err != nil {
			panic(err)
		}
	}
	if err := z.Close(); err != nil {
		panic(err)
	}
	return b.Bytes()
}

// CSV is a small comma-separated table.
func CSV() []byte {
	return []byte("vin,policy,company\n1HGCM82633A004352,POL-1,Sunshine Mutual\n2HGCM82633A004353,POL-2,Sunshine Mutual\n")
}

// Executable is the start of a Windows executable (MZ and PE headers, an
// x86 program): what a renamed program called proof.pdf really is.
func Executable() []byte {
	b := make([]byte, 1024)
	copy(b, "MZ")
	b[0x3c] = 0x80                       // offset of the PE header
	copy(b[0x80:], "PE\x00\x00\x4c\x01") // signature, then machine i386
	copy(b[0x100:], "This program cannot be run in DOS mode.")
	return b
}

// HTML is a web page, which must not pass for a CSV or a text file.
func HTML() []byte {
	return []byte("<!DOCTYPE html><html><body><script>alert(1)</script>a,b\nc,d\n</body></html>")
}
