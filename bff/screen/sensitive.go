package screen

// Card numbers in fields that are not card fields (spec 001 §5 "Forms and
// fields": card numbers are rejected in other fields). Card data is typed
// only into the wallet host's card-input frame; a value anywhere else that
// reads as a card number is refused, never stored or forwarded.

// MinCardDigits and MaxCardDigits bound what reads as a card number: 12 or
// more digits (spec 001 §5) and at most 19 (ISO/IEC 7812).
const (
	MinCardDigits = 12
	MaxCardDigits = 19
)

// ContainsCardNumber reports whether s holds a card number: a run of 12 to
// 19 digits, which single spaces or dashes may separate, that passes the
// Luhn checksum, alone or inside longer text.
func ContainsCardNumber(s string) bool {
	var run []byte
	flush := func() bool {
		found := len(run) >= MinCardDigits && len(run) <= MaxCardDigits && luhn(run)
		run = run[:0]
		return found
	}
	for i := 0; i < len(s); i++ {
		switch c := s[i]; {
		case c >= '0' && c <= '9':
			run = append(run, c)
		case (c == ' ' || c == '-') && len(run) > 0 && i+1 < len(s) && s[i+1] >= '0' && s[i+1] <= '9':
			// A separator between digits keeps the run going.
		default:
			if flush() {
				return true
			}
		}
	}
	return flush()
}

// luhn reports whether digits pass the Luhn checksum.
func luhn(digits []byte) bool {
	sum, double := 0, false
	for i := len(digits) - 1; i >= 0; i-- {
		d := int(digits[i] - '0')
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
