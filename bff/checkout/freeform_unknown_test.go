package checkout

import (
	"strings"
	"testing"

	"github.com/payhub/payhub/bff"
	"github.com/payhub/payhub/bff/upstream/payables"
)

// PAY-06: keys the payable does not have are refused under one fixed entry
// of the error's fields: the answer never repeats a sender's key (of any
// size or content) and does not grow with the number of keys sent.
func TestCheckFreeformValues_PAY06_unknownKeysAreRefusedUnderOneFixedEntry(t *testing.T) {
	p := payables.Payable{Path: "c/s/x", FreeformFields: []payables.FreeformField{{ReportingKey: "note", Label: "Note"}}}
	evil := "<img src=x onerror=alert(1)>" + strings.Repeat("A", 5000)
	values := map[string]string{evil: "v", "note": "ok"}
	for i := range 50 {
		values["k"+strings.Repeat("x", i)] = "v"
	}
	err := checkFreeformValues(p, values, true, bff.English)
	fields := bff.ErrorFields(err)
	if bff.ErrorCode(err) != bff.CodeInvalid || len(fields) != 1 || fields[UnknownFieldsKey] == "" {
		t.Fatalf("err %v, fields %d entries, want one under %q", err, len(fields), UnknownFieldsKey)
	}
	for k, v := range fields {
		if strings.Contains(k+v, "onerror") || strings.Contains(k+v, "kxx") {
			t.Errorf("the error repeats a sender's key: %q: %q", k, v)
		}
	}
}
