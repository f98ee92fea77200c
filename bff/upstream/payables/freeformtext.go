package payables

import "unicode"

// FreeformTextAllowed reports whether v may be kept as the value of field
// f (PAY-06, VAL-80): no control character (NUL, tab, CR, LF...) and no
// bidirectional embedding, override or isolate (U+202A..U+202E,
// U+2066..U+2069), which reorder or split the value where the county's
// staff read or export it. A multi-line field (text_area) keeps its line
// breaks, \n only. The BFF and the cart service both apply it.
func FreeformTextAllowed(f FreeformField, v string) bool {
	for _, r := range v {
		switch {
		case r == '\n' && f.TextArea:
		case unicode.IsControl(r), r >= '\u202a' && r <= '\u202e', r >= '\u2066' && r <= '\u2069':
			return false
		}
	}
	return true
}
