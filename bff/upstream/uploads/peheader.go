package uploads

import (
	"encoding/binary"
	"slices"
)

// Windows loads a program whose DOS header's pointer (e_lfanew, at 0x3c)
// is any 4-aligned offset to "PE\0\0" followed by the COFF header, whose
// first field names the machine. A pointer of any size is therefore
// followed, as far as the file goes, and the machine is what keeps random
// bytes from matching: "MZ", an aligned pointer into the file, the four
// signature bytes and one of a dozen machine values together do not meet
// by chance in a file of at most MaxFileBytes.

// peMachines are the COFF machine values of programs Windows runs or has
// run: x86, x86-64, ARM, ARM Thumb-2, ARM64, Itanium, and EFI byte code.
var peMachines = []uint16{0x014c, 0x8664, 0x01c0, 0x01c4, 0xaa64, 0x0200, 0x0ebc}

// peHeaderAt reports whether the DOS header at p of b points, by off, at a
// PE header of a known machine.
func peHeaderAt(b []byte, p, off int64) bool {
	if off < 0x40 || off%4 != 0 {
		return false
	}
	at := p + off
	if at+6 > int64(len(b)) || string(b[at:at+4]) != "PE\x00\x00" {
		return false
	}
	return slices.Contains(peMachines, binary.LittleEndian.Uint16(b[at+4:]))
}
