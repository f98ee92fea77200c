package forms_test

import (
	"encoding/binary"
	"hash/crc32"
	"slices"
	"testing"

	"github.com/payhub/payhub/bff/upstream/forms"
	"github.com/payhub/payhub/bff/upstream/uploads/uploadstest"
	sandboxforms "github.com/payhub/payhub/sandbox/forms"
)

// declaredPNG is a valid 1x1 PNG whose header declares w x h pixels: a
// few bytes that whoever renders them must inflate to w*h pixels.
func declaredPNG(w, h uint32) []byte {
	b := uploadstest.PNG(1, 1)
	binary.BigEndian.PutUint32(b[16:20], w)
	binary.BigEndian.PutUint32(b[20:24], h)
	binary.BigEndian.PutUint32(b[29:33], crc32.ChecksumIEEE(b[12:29]))
	return b
}

func TestCheck_SIG05_aDrawnSignatureIsAtMostTwiceTheCanvas(t *testing.T) {
	f := sandboxforms.InsuranceAffidavit()
	tooLarge := forms.Problem{Field: "signature", Kind: forms.ProblemSignatureTooLarge}
	for name, c := range map[string]struct {
		png  []byte
		fits bool
	}{
		"the canvas":        {uploadstest.PNG(310, 114), true},
		"twice the canvas":  {declaredPNG(forms.MaxSignatureWidth, forms.MaxSignatureHeight), true},
		"one pixel wider":   {declaredPNG(forms.MaxSignatureWidth+1, 114), false},
		"one pixel taller":  {declaredPNG(310, forms.MaxSignatureHeight+1), false},
		"a million squared": {declaredPNG(1_000_000, 1_000_000), false},
	} {
		r := affidavit("")
		r.Signature = forms.Signature{PNG: c.png}
		got := forms.Check(f, forms.Trimmed(r))
		if c.fits && len(got) != 0 || !c.fits && !slices.Contains(got, tooLarge) {
			t.Errorf("%s: Check = %v", name, got)
		}
	}
}
