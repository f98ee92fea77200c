package payables

import "testing"

// PAY-06, VAL-80: the one rule for a freeform value's characters.
func TestFreeformTextAllowed_PAY06_VAL80_noControlOrBidiCharacters(t *testing.T) {
	line, area := FreeformField{ReportingKey: "a"}, FreeformField{ReportingKey: "b", TextArea: true}
	cases := []struct {
		f    FreeformField
		v    string
		want bool
	}{
		{line, "Main St, #4 — Ñandú 😀", true},
		{line, "a\nb", false},
		{area, "a\nb", true},
		{area, "a\r\nb", false},
		{area, "a\tb", false},
		{line, "a\x00b", false},
		{line, "a\x7fb", false},
		{line, "a\u0085b", false},
		{area, "a\u202ab", false},
		{area, "a\u202eb", false},
		{area, "a\u2066b", false},
		{area, "a\u2069b", false},
	}
	for _, tc := range cases {
		if got := FreeformTextAllowed(tc.f, tc.v); got != tc.want {
			t.Errorf("text area %v, %q: %v, want %v", tc.f.TextArea, tc.v, got, tc.want)
		}
	}
}
