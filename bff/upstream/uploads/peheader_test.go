package uploads_test

import (
	"bytes"
	"testing"

	wire "github.com/payhub/payhub/bff/upstream/uploads"
	"github.com/payhub/payhub/bff/upstream/uploads/uploadstest"
)

// farPE is a Windows program whose PE header is at 0x1000 (any 4-aligned
// pointer is valid to Windows), of the given machine.
func farPE(machine uint16) []byte {
	exe := make([]byte, 0x1100)
	copy(exe, "MZ")
	exe[0x3c], exe[0x3d] = 0x00, 0x10 // e_lfanew 0x1000
	copy(exe[0x1000:], "PE\x00\x00")
	exe[0x1004], exe[0x1005] = byte(machine), byte(machine>>8)
	return exe
}

// A Windows program whose header pointer (e_lfanew) is past 0x400, inside
// a PDF, is refused: the pointer may be any 4-aligned offset within the
// file, and the PE header's machine field tells a program from chance
// bytes (an unknown machine is not one).
func TestPEHeader_aProgramWithAFarHeaderPointerIsRefused(t *testing.T) {
	pdf := uploadstest.PDF()
	pad := bytes.Repeat([]byte("% filler comment line of a PDF\n"), 200)
	in := func(exe []byte) []byte { return cat(pdf[:9], pad, exe, []byte("\n"), pdf[9:]) }
	for _, m := range []uint16{0x014c, 0x8664, 0xaa64} {
		if typ, reason := sniffWhole(in(farPE(m))); reason == "" {
			t.Errorf("a PDF carrying a PE for machine %#x at 0x1000 accepted as %q", m, typ)
		}
	}
	if typ, reason := sniffWhole(in(farPE(0x1234))); typ != wire.TypePDF || reason != "" {
		t.Errorf("MZ and PE bytes of no known machine: %q refused: %q", typ, reason)
	}
}
