package bulk

import (
	"testing"

	"github.com/payhub/payhub/bff"
	"github.com/payhub/payhub/bff/upstream/payables"
	"github.com/payhub/payhub/bff/upstream/siteconfig"
)

func TestChooseInstallments_BULK10_anyPaysBothInstallments(t *testing.T) {
	first := payables.Payable{Path: "p/1", CustomParameters: map[string]any{"installment": float64(1)}}
	second := payables.Payable{Path: "p/2", CustomParameters: map[string]any{"installment": float64(2)}}
	both := []payables.Payable{first, second}
	for _, tc := range []struct {
		installment string
		want        []string
	}{
		{"any", []string{"p/1", "p/2"}},
		{"", []string{"p/1"}},
		{"2", []string{"p/2"}},
		{"3", nil},
	} {
		var got []string
		for _, p := range chooseInstallments(both, tc.installment) {
			got = append(got, p.Path)
		}
		if len(got) != len(tc.want) || (len(got) > 0 && got[len(got)-1] != tc.want[len(tc.want)-1]) {
			t.Errorf("installment %q: %v, want %v", tc.installment, got, tc.want)
		}
	}
	whole := []payables.Payable{{Path: "p/whole"}}
	for installment, want := range map[string]int{"": 1, "any": 1, "1": 1, "2": 0} {
		if got := chooseInstallments(whole, installment); len(got) != want {
			t.Errorf("a bill without installments, installment %q: %d payables, want %d", installment, len(got), want)
		}
	}
}

func TestReview_BULK10_anInstallmentTheAccountLacksIsTheRowsError(t *testing.T) {
	src := siteconfig.Source{PageRoute: "property-tax"}
	found := payables.BulkSearchResponse{Payables: map[string]payables.BulkSearchResult{
		"A": {Payables: []payables.Payable{{Path: "a", CustomParameters: map[string]any{"installment": float64(1)}}}},
	}}
	rev := review("id", src, []Row{{Line: 1, Key: map[string]string{"account_number": "A"}, Installment: "2"}}, found, bff.English)
	if rev.Failed != 1 || rev.Rows[0].Error == nil || rev.Rows[0].Error.Code != RowInstallment {
		t.Errorf("review = %+v, want the installment refused", rev)
	}
}
