package bulk

import (
	"strconv"

	"github.com/payhub/payhub/bff"
	"github.com/payhub/payhub/bff/checkout"
	"github.com/payhub/payhub/bff/upstream/payables"
	"github.com/payhub/payhub/bff/upstream/siteconfig"
)

// review joins the file's rows with the bulk search's answer (BULK-03):
// a row keeps the payables that match its values exactly as on the bill
// (BULK-09) and its installment (BULK-10), or gets an error.
func review(id string, src siteconfig.Source, rows []Row, found payables.BulkSearchResponse, lang bff.Language) Review {
	rev := Review{ID: id, PageRoute: src.PageRoute, Rows: make([]ReviewRow, 0, len(rows))}
	dept := src.DepartmentDisplayName.In(lang)
	for _, r := range rows {
		out := ReviewRow{Row: r, Payables: []checkout.PayableView{}}
		if r.Error == nil {
			res := found.Payables[payables.BulkKey(r.Key)]
			ps := chooseInstallments(exact(res.Payables, r.Key), r.Installment)
			for _, p := range ps {
				out.Payables = append(out.Payables, checkout.PayableViewOf(p, dept, false))
			}
			switch {
			case len(ps) > 0:
			case res.Error != nil && res.Error.ErrorCode != string(bff.CodeNotFound):
				out.Error = &RowError{Code: res.Error.ErrorCode, DisplayMessage: res.Error.DisplayMessage}
			case len(res.Payables) > 0 && r.Installment != "":
				out.Error = &RowError{Code: RowInstallment}
			default:
				out.Error = &RowError{Code: RowNotFound}
				if res.Error != nil {
					out.Error.DisplayMessage = res.Error.DisplayMessage
				}
			}
		}
		if out.Error != nil {
			rev.Failed++
		} else {
			rev.Found++
		}
		rev.Rows = append(rev.Rows, out)
	}
	return rev
}

// exact keeps the payables whose search values equal the row's exactly, as
// printed on the bill (BULK-09): the service may match more loosely, by
// case or spacing. A payable that does not name a field is not judged on it.
func exact(ps []payables.Payable, key map[string]string) []payables.Payable {
	var out []payables.Payable
	for _, p := range ps {
		ok := true
		for f, v := range key {
			if have, named := p.CachesafeSearchPairs[f]; named && have != v {
				ok = false
			}
		}
		if ok {
			out = append(out, p)
		}
	}
	return out
}

// chooseInstallments picks what a row pays of an account's payables: "any"
// pays every installment (BULK-10), a number that installment only, and no
// value the first installment due. A bill without installments is its own
// first and only one.
func chooseInstallments(ps []payables.Payable, installment string) []payables.Payable {
	if installment == InstallmentAny {
		return ps
	}
	want, err := strconv.Atoi(installment)
	if installment == "" {
		want, err = 0, nil
		for _, p := range ps {
			if n := installmentOf(p); want == 0 || n < want {
				want = n
			}
		}
	}
	if err != nil {
		return nil
	}
	var out []payables.Payable
	for _, p := range ps {
		if installmentOf(p) == want {
			out = append(out, p)
		}
	}
	return out
}

// installmentOf is a payable's installment number, 1 when it names none.
func installmentOf(p payables.Payable) int {
	n := 0
	switch v := p.CustomParameters[ColumnInstallment].(type) {
	case float64:
		n = int(v)
	case string:
		n, _ = strconv.Atoi(v)
	}
	if n < 1 {
		return 1
	}
	return n
}
