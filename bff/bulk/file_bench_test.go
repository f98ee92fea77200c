package bulk_test

import (
	"fmt"
	"strings"
	"testing"

	"github.com/payhub/payhub/bff"
	"github.com/payhub/payhub/bff/bulk"
)

// limitRules are a source's rules with a large list allowed.
var limitRules = bulk.Rules{Columns: []string{"account_number", "installment"}, MaxItems: 1000}

func listOf(n int) []byte {
	var b strings.Builder
	b.WriteString("account_number,installment\n")
	for i := range n {
		fmt.Fprintf(&b, "R%06d,any\n", i)
	}
	return []byte(b.String())
}

// BenchmarkReadFile_atTheLimit reads a file of exactly the source's max
// items: well under a second (a few milliseconds per file).
func BenchmarkReadFile_atTheLimit(b *testing.B) {
	data := listOf(limitRules.MaxItems)
	b.SetBytes(int64(len(data)))
	for b.Loop() {
		rows, err := bulk.ReadFile("list.csv", data, limitRules)
		if err != nil || len(rows) != limitRules.MaxItems {
			b.Fatalf("ReadFile: %d rows, %v", len(rows), err)
		}
	}
}

// BenchmarkReadFile_tenThousandRowsRefused refuses a 10,000-row file at
// the first row past the limit, without reading the rest.
func BenchmarkReadFile_tenThousandRowsRefused(b *testing.B) {
	data := listOf(10_000)
	for b.Loop() {
		if _, err := bulk.ReadFile("list.csv", data, limitRules); bff.ErrorReason(err) != bulk.ReasonTooManyRows {
			b.Fatalf("ReadFile: %v, want too many rows", err)
		}
	}
}
