package bff

import (
	"unicode"
	"unicode/utf8"
)

// Card numbers outside the card-input frame (spec 001 §5 "Forms and
// fields": card numbers are rejected in other fields; no card number is
// stored or logged). One reader finds them for every use: the fields that
// refuse them, the diagnostics and logs that mask them, and the sandbox
// services that keep text a person typed.

// MinCardDigits and MaxCardDigits bound what reads as a card number: 12 or
// more digits (spec 001 §5; VAL-70) and at most 19 (ISO/IEC 7812).
const (
	MinCardDigits = 12
	MaxCardDigits = 19
)

// maxCardGap is the most characters that may stand between two digit groups
// of one written number ("4242 - 4242" has three). A letter always ends it.
const maxCardGap = 3

// maskRune replaces each masked digit.
const maskRune = '*'

// ContainsCardNumber reports whether s holds a card number anywhere in it:
// 12 to 19 decimal digits of any script (ASCII, full-width and the others
// Unicode counts as decimal digits) that pass the Luhn checksum, written as
// one group or as consecutive groups parted by up to three characters that
// are neither letters nor digits ("4242 4242", "4242-4242", "4242.4242",
// "４２４２　４２４２"). Groups beside it ("ref 12, 4242 4242 4242 4242")
// do not hide it: every run of whole consecutive groups is tried.
//
// Text is read twice: as it stands, and with its percent escapes decoded
// (the decoded view), so that a number in a URL or form value
// ("4242%204242%204242%204242", "4242%2520...", "4242%C2%A0...") is read as
// the browser would show it. A number either reading finds is a card number.
func ContainsCardNumber(s string) bool {
	_, decoded := maskCards(s, false, true)
	_, raw := maskCards(s, false, false)
	return decoded || raw
}

// MaskCardNumbers replaces every digit of each card number in s (as
// ContainsCardNumber reads them) but its last four with one '*' each, and
// leaves every other character as it was, percent escapes included. Its
// result holds no card number in either reading: the four digits kept are
// read again with what follows them, and the two readings are applied in
// turn until neither finds one (each turn that finds one masks at least
// eight more digits, so this ends).
func MaskCardNumbers(s string) string {
	for {
		out, decoded := maskCards(s, true, true)
		out, raw := maskCards(out, true, false)
		if !decoded && !raw {
			return out
		}
		s = out
	}
}

// digitGroup is one run of consecutive decimal digits of s.
type digitGroup struct {
	start, end int    // byte offsets of the run in s
	digits     []byte // the digits' values, 0 to 9
	// joined reports whether the group continues the previous one's
	// number: at most maxCardGap characters, none a letter, between them.
	joined bool
}

// digitGroups splits s into its runs of decimal digits, in the decoded view
// when decode is set (see unitAt).
func digitGroups(s string, decode bool) []digitGroup {
	var groups []digitGroup
	gap, letter := 0, true // before the first group nothing is joined
	for i := 0; i < len(s); {
		r, size := unitAt(s, i, decode)
		if v, ok := digitValue(r); ok {
			if n := len(groups); n > 0 && gap == 0 {
				groups[n-1].digits = append(groups[n-1].digits, v)
				groups[n-1].end = i + size
			} else {
				groups = append(groups, digitGroup{start: i, end: i + size, digits: []byte{v},
					joined: len(groups) > 0 && !letter && gap <= maxCardGap})
			}
			gap, letter = 0, false
		} else {
			gap++
			letter = letter || unicode.IsLetter(r)
		}
		i += size
	}
	return groups
}

// unitAt returns the character that starts at byte i of s and its length in
// bytes. In the decoded view (decode), a run of percent escapes that spells
// one UTF-8 character is that one character ("%20" a space, "%C2%A0" a
// no-break space, "%41" a letter); an escaped escape ("%2520", "%252520")
// is read as the escape it hides; bytes that are not UTF-8 are one
// character each. An escaped digit ("%34") reads as a character that is no
// digit: only a digit written as such is one, so that masking, which turns
// digits into '*', never has to rewrite an escape. Outside escapes, and in
// the reading as it stands, a character is one rune.
func unitAt(s string, i int, decode bool) (rune, int) {
	if decode && s[i] == '%' {
		var buf [utf8.UTFMax]byte
		var ends [utf8.UTFMax]int
		n, at := 0, i
		for n < len(buf) {
			b, size, ok := percentEscape(s[at:])
			if !ok {
				break
			}
			buf[n], at = b, at+size
			ends[n] = at
			n++
		}
		if n > 0 {
			r, size := utf8.DecodeRune(buf[:n])
			if _, digit := digitValue(r); digit {
				r = utf8.RuneError
			}
			return r, ends[size-1] - i
		}
	}
	return utf8.DecodeRuneInString(s[i:])
}

// percentEscape reads the percent escape that starts s: '%', any number of
// "25" (each a '%' escaped once more) and two hex digits, the byte they
// name. When the last "25" has no two hex digits after it, it is itself
// the escaped byte ('%'), as in "%2525".
func percentEscape(s string) (byte, int, bool) {
	if len(s) < 3 || s[0] != '%' {
		return 0, 0, false
	}
	at := 1
	for len(s) >= at+2 && s[at:at+2] == "25" {
		at += 2
	}
	if b, ok := hexByte(s[at:]); ok {
		return b, at + 2, true
	}
	if at > 1 {
		return '%', at, true
	}
	return 0, 0, false
}

// hexByte reads the byte two hex digits at the start of s name.
func hexByte(s string) (byte, bool) {
	if len(s) < 2 {
		return 0, false
	}
	hi, ok1 := hexValue(s[0])
	lo, ok2 := hexValue(s[1])
	return hi<<4 | lo, ok1 && ok2
}

// hexValue returns the value of one hex digit, either case.
func hexValue(c byte) (byte, bool) {
	switch {
	case c >= '0' && c <= '9':
		return c - '0', true
	case c >= 'a' && c <= 'f':
		return c - 'a' + 10, true
	case c >= 'A' && c <= 'F':
		return c - 'A' + 10, true
	}
	return 0, false
}

// maskCards finds the card numbers of s, left to right, each the longest
// run of whole joined groups that starts at a group, has MinCardDigits to
// MaxCardDigits digits and passes Luhn. The four digits a card number keeps
// start a group of their own (masked digits stand before them), which is
// read again with the groups after it, so one pass leaves no card number.
// With mask it returns s with each digit found but the kept ones replaced
// by one maskRune; it reports whether it found any. It reads s in the
// decoded view when decode is set; a digit there is a rune of s (escapes
// never read as digits), so it is masked where it stands.
func maskCards(s string, mask, decode bool) (string, bool) {
	groups := digitGroups(s, decode)
	var hide []int // byte offsets of the digits to mask, increasing
	for i := 0; i < len(groups); {
		j := cardSpan(groups, i)
		if j < 0 {
			i++
			continue
		}
		if !mask {
			return s, true
		}
		hide = append(hide, spanDigits(s, groups[i:j+1])...)
		i = keepLastFour(s, groups, j)
	}
	if len(hide) == 0 {
		return s, false
	}
	out := make([]byte, 0, len(s))
	last := 0
	for _, at := range hide {
		_, size := utf8.DecodeRuneInString(s[at:])
		out = append(out, s[last:at]...)
		out = append(out, maskRune)
		last = at + size
	}
	return string(append(out, s[last:]...)), true
}

// keepLastFour leaves in groups only the last four digits of the card
// number that ends at group j, and returns the index of the first group
// holding them, which is no longer joined to what stood before it.
func keepLastFour(s string, groups []digitGroup, j int) int {
	k, kept := j, 0
	for kept+len(groups[k].digits) < 4 {
		kept += len(groups[k].digits)
		k--
	}
	g := &groups[k]
	drop := len(g.digits) - (4 - kept)
	for n := 0; n < drop; n++ {
		_, size := utf8.DecodeRuneInString(s[g.start:])
		g.start += size
	}
	g.digits = g.digits[drop:]
	g.joined = false
	return k
}

// cardSpan returns the last group of the longest card number that starts at
// group i, or -1 when none does.
func cardSpan(groups []digitGroup, i int) int {
	var digits []byte
	last := -1
	for j := i; j < len(groups) && (j == i || groups[j].joined); j++ {
		digits = append(digits, groups[j].digits...)
		if len(digits) > MaxCardDigits {
			break
		}
		if len(digits) >= MinCardDigits && Luhn(digits) {
			last = j
		}
	}
	return last
}

// spanDigits returns the byte offsets in s of the digits of span but its
// last four.
func spanDigits(s string, span []digitGroup) []int {
	total := 0
	for _, g := range span {
		total += len(g.digits)
	}
	var at []int
	for _, g := range span {
		for i := g.start; i < g.end && len(at) < total-4; {
			_, size := utf8.DecodeRuneInString(s[i:])
			at = append(at, i)
			i += size
		}
	}
	return at
}

// Luhn reports whether digits (values 0 to 9) pass the Luhn checksum.
func Luhn(digits []byte) bool {
	sum, double := 0, false
	for i := len(digits) - 1; i >= 0; i-- {
		d := int(digits[i])
		if double {
			d *= 2
			if d > 9 {
				d -= 9
			}
		}
		sum += d
		double = !double
	}
	return sum%10 == 0
}

// digitValue returns the value of r when it is a decimal digit of any
// script (Unicode category Nd). Unicode encodes each script's digits as
// consecutive runs of ten from zero, so a digit's value is its distance
// from the start of its range in the Nd table, modulo ten.
func digitValue(r rune) (byte, bool) {
	if r >= '0' && r <= '9' {
		return byte(r - '0'), true
	}
	if r < 0x80 || !unicode.IsDigit(r) {
		return 0, false
	}
	for _, rg := range unicode.Nd.R16 {
		if r >= rune(rg.Lo) && r <= rune(rg.Hi) {
			return byte((r - rune(rg.Lo)) % 10), true
		}
	}
	for _, rg := range unicode.Nd.R32 {
		if r >= rune(rg.Lo) && r <= rune(rg.Hi) {
			return byte((r - rune(rg.Lo)) % 10), true
		}
	}
	return 0, false
}
