package account

import (
	"cmp"
	"slices"

	"github.com/payhub/payhub/bff/schedule"
	"github.com/payhub/payhub/bff/upstream/payables"
)

// Kinds of an autopay group (SCHED-38).
const (
	// AutopayBeforeDue is the group of every payable whose autopay pays
	// the amount due some days before each due date.
	AutopayBeforeDue = "beforeDue"
	// AutopayYearly is a group of yearly payables, one per
	// limitToYearlyDate.
	AutopayYearly = "yearly"
)

// AutopayGroup is the group a saved item joins when several are set up
// for autopay at once (spec 001 §4 "Bulk autopay grouping"; SCHED-38):
// every payable that allows the amount due before its due date is in one
// group; a yearly one is in the group of its limitToYearlyDate. The items
// of one group share one schedule, so the resident accepts one set of
// terms per group.
type AutopayGroup struct {
	Kind string `json:"kind"`
	// LimitToYearlyDate is the month-day ("MM-DD") the group's yearly
	// payments run on; empty for AutopayBeforeDue.
	LimitToYearlyDate string `json:"limitToYearlyDate,omitempty"`
}

// autopayGroupOf is p's group; nil for a payable that autopay cannot
// enrol: the same eligibility as autopay at check-out (SCHED-37), so a
// yearly payable with no due date to date its first run from is none.
func autopayGroupOf(p payables.Payable) *AutopayGroup {
	beforeDue, yearly := schedule.AutopayEligibility(p)
	switch {
	case beforeDue:
		return &AutopayGroup{Kind: AutopayBeforeDue}
	case yearly:
		return &AutopayGroup{Kind: AutopayYearly, LimitToYearlyDate: p.ScheduledPaymentsConfig.LimitToYearlyDate}
	}
	return nil
}

// compareGroups orders groups: before due first, then the yearly ones by
// their month-day.
func compareGroups(a, b AutopayGroup) int {
	if a.Kind != b.Kind {
		if a.Kind == AutopayBeforeDue {
			return -1
		}
		return 1
	}
	return cmp.Compare(a.LimitToYearlyDate, b.LimitToYearlyDate)
}

// groupForAutopay puts each payable in its SCHED-38 group, the groups in
// compareGroups order and each group's payables in the order given;
// payables of no group are left out.
func groupForAutopay(ps []payables.Payable) []groupedPayables {
	var out []groupedPayables
	for _, p := range ps {
		g := autopayGroupOf(p)
		if g == nil {
			continue
		}
		i := slices.IndexFunc(out, func(each groupedPayables) bool { return each.group == *g })
		if i < 0 {
			out = append(out, groupedPayables{group: *g})
			i = len(out) - 1
		}
		out[i].payables = append(out[i].payables, p)
	}
	slices.SortStableFunc(out, func(a, b groupedPayables) int { return compareGroups(a.group, b.group) })
	return out
}

// groupedPayables are the payables of one autopay group.
type groupedPayables struct {
	group    AutopayGroup
	payables []payables.Payable
}
