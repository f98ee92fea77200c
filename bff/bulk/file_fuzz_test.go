package bulk_test

import (
	"testing"
	"unicode/utf8"

	"github.com/payhub/payhub/bff"
	"github.com/payhub/payhub/bff/bulk"
)

// FuzzReadFile: whatever the bytes, ReadFile either refuses the file with a
// known reason or returns between 1 and MaxItems rows of trimmed UTF-8
// values; it never panics.
func FuzzReadFile(f *testing.F) {
	for _, s := range []string{"R100-001\nR100-002,any\n", "account_number\n\"a\"\"b\",1\n", "\"open\n", "\xef\xbb\xbf=1+1,2\r\n",
		"\xff\xfe", ",,,\n\n", "<html>", "a,b\nc\n\"d\ne\",f"} {
		f.Add([]byte(s))
	}
	reasons := map[string]bool{bulk.ReasonNotCSV: true, bulk.ReasonTemplatePage: true, bulk.ReasonEncoding: true,
		bulk.ReasonTooLarge: true, bulk.ReasonTooManyRows: true, bulk.ReasonMalformed: true, bulk.ReasonEmpty: true}
	f.Fuzz(func(t *testing.T, data []byte) {
		rows, err := bulk.ReadFile("list.csv", data, rules)
		if err != nil {
			if bff.ErrorCode(err) != bff.CodeInvalid || !reasons[bff.ErrorReason(err)] {
				t.Fatalf("unexpected error %v", err)
			}
			return
		}
		if len(rows) == 0 || len(rows) > rules.MaxItems {
			t.Fatalf("%d rows, want 1..%d", len(rows), rules.MaxItems)
		}
		for _, r := range rows {
			for _, v := range r.Key {
				if !utf8.ValidString(v) || (len(v) > 0 && (v[0] == ' ' || v[len(v)-1] == ' ')) {
					t.Fatalf("value %q is not trimmed UTF-8", v)
				}
			}
		}
	})
}
