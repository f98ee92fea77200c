package main

import (
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/payhub/payhub/sandbox/sqlite"
)

// PAY-13: R100-005 refuses bank payments until 30 days after seeding. The
// check-out offers card but not bank while that lies ahead on the sandbox
// clock, and bank again once the clock has moved past it.
func TestServe_PAY13_aTenderRestrictionEndsAtEffectiveUntilOnTheSandboxClock(t *testing.T) {
	m, _ := startMain(t)
	before := newPayer(t, m)
	before.add(before.find("R100-005").Path)
	tenders := before.checkoutScreen().Sections.Tenders.Data
	if slices.Contains(tenders.Allowed, "bank") || !slices.Contains(tenders.Allowed, "card") {
		t.Fatalf("allowed %v before the pause ends, want card without bank", tenders.Allowed)
	}
	warned := false
	for _, a := range tenders.Alerts {
		warned = warned || (a.Level == "warning" && slices.Contains(a.Types, "card") && !slices.Contains(a.Types, "bank"))
	}
	if !warned {
		t.Errorf("alerts %+v, want a warning naming the methods left", tenders.Alerts)
	}

	advanceClock(t, m, (sqlite.BankPauseDays+1)*24*time.Hour)
	after := newPayer(t, m)
	after.add(after.find("R100-005").Path)
	if allowed := after.checkoutScreen().Sections.Tenders.Data.Allowed; !slices.Contains(allowed, "bank") {
		t.Errorf("allowed %v once the sandbox clock passed effective_until, want bank again", allowed)
	}
}

// searchAll searches the property-tax source for account and returns every
// result.
func (p *payer) searchAll(account, lang string) []payableFlagsJSON {
	p.t.Helper()
	var res struct {
		Payables []payableFlagsJSON `json:"payables"`
	}
	if code := p.call("GET", "/search/property-tax?account_number="+account, nil, map[string]string{"Accept-Language": lang}, &res); code != 200 {
		p.t.Fatalf("search %s: %d", account, code)
	}
	return res.Payables
}

// payableFlagsJSON is a search result with the flags of spec 001 §4.
type payableFlagsJSON struct {
	Path             string `json:"path"`
	DisplayName      string `json:"displayName"`
	IsPayable        bool   `json:"isPayable"`
	NotPayableCode   string `json:"notPayableCode"`
	NotPayableReason string `json:"notPayableReason"`
	PayAlone         bool   `json:"payAlone"`
	Parent           string `json:"parent"`
	// PreviousConfirmation: PAY-02.
	PreviousConfirmation string `json:"previousConfirmation"`
}

// tryAdd adds paths in one call in lang and returns the status and error.
func (p *payer) tryAdd(lang string, paths ...string) (int, errorJSON) {
	p.t.Helper()
	items := make([]map[string]any, len(paths))
	for i, path := range paths {
		items[i] = map[string]any{"path": path}
	}
	var e errorJSON
	code := p.call("POST", "/cart/items", map[string]any{"items": items}, map[string]string{"Accept-Language": lang}, &e)
	return code, e
}

// PAY-11: R100-006's full year has two installments as children; it is
// paid only alone, the installments like any bill.
func TestServe_PAY11_aParentWithChildrenIsPaidOnlyAlone(t *testing.T) {
	m, _ := startMain(t)
	p := newPayer(t, m)
	found := p.searchAll("R100-006", "en")
	if len(found) != 3 || !found[0].PayAlone || found[1].PayAlone || found[1].Parent == "" {
		t.Fatalf("search R100-006 = %+v, want the full year paid alone, then two installments naming it", found)
	}
	year, first, second := found[0].Path, found[1].Path, found[2].Path

	if code, e := p.tryAdd("en", year, first); code != 422 || !strings.Contains(e.Error.DisplayMessage, "paid on its own") {
		t.Errorf("adding the year with an installment = %d %+v, want 422 paid on its own", code, e)
	}
	p.add(first)
	p.add(second) // installments go together, and with other bills
	p.add(p.find("R100-001").Path)
	code, e := p.tryAdd("es", year)
	if code != 422 || !strings.Contains(e.Error.DisplayMessage, "se paga sola") {
		t.Errorf("adding the year to a cart of three = %d %+v, want 422 in Spanish", code, e)
	}
	var c cartJSON
	if code := p.call("DELETE", "/cart/items", nil, nil, &c); code != 200 {
		t.Fatalf("empty the cart: %d", code)
	}
	if got := p.add(year); len(got.Items) != 1 {
		t.Fatalf("the year alone: %+v, want one item", got)
	}
	if code, e := p.tryAdd("en", p.find("R100-002").Path); code != 422 || !strings.Contains(e.Error.DisplayMessage, "paid on its own") {
		t.Errorf("adding a bill beside the year = %d %+v, want 422", code, e)
	}
	if code, _ := p.tryAdd("en", year); code == 422 {
		t.Errorf("adding the year again answered the alone rule, want the cart's own answer")
	}
}

// PAY-12: R100-007's credit balance is more than its bill; the search says
// so by its code, in both languages, and the cart refuses it.
func TestServe_PAY12_theCreditBalanceExceededCodeIsRecognised(t *testing.T) {
	m, _ := startMain(t)
	p := newPayer(t, m)
	for lang, want := range map[string]string{"en": "credit balance", "es": "saldo a favor"} {
		found := p.searchAll("R100-007", lang)
		if len(found) != 1 || found[0].IsPayable || found[0].NotPayableCode != "credit_balance_exceeded" ||
			!strings.Contains(found[0].NotPayableReason, want) {
			t.Errorf("%s: search R100-007 = %+v, want not payable with credit_balance_exceeded", lang, found)
		}
	}
	if code, _ := p.tryAdd("en", p.searchAll("R100-007", "en")[0].Path); code != 422 {
		t.Errorf("adding R100-007 = %d, want 422", code)
	}
}

// PAY-05, PAY-09: a renewal offers its 12 and 24 months as choices, lists
// the extra items its amount includes, and flags those it cannot read.
func TestServe_PAY05_PAY09_renewalChoicesAndExtraItems(t *testing.T) {
	m, _ := startMain(t)
	p := newPayer(t, m)
	type renewalJSON struct {
		Path    string `json:"path"`
		Choices []struct {
			Path, DisplayName, Amount string
		} `json:"choices"`
		ExtraItems []struct {
			DisplayName, Amount string
		} `json:"extraItems"`
		ExtraItemsUnreadable bool `json:"extraItemsUnreadable"`
	}
	plate := func(plate, lang string) renewalJSON {
		t.Helper()
		var res struct{ Payables []renewalJSON }
		if code := p.call("GET", "/search/vehicle-renewal?license_plate="+plate, nil, map[string]string{"Accept-Language": lang}, &res); code != 200 || len(res.Payables) != 1 {
			t.Fatalf("search %s: %d %+v", plate, code, res)
		}
		return res.Payables[0]
	}
	abc := plate("ABC1234", "es")
	if len(abc.Choices) != 2 || abc.Choices[0].DisplayName != "12 meses" || abc.Choices[1].Amount != "91.20" {
		t.Fatalf("ABC1234 choices %+v, want 12 and 24 months in Spanish", abc.Choices)
	}
	if got := p.add(abc.Choices[1].Path); len(got.Items) != 1 || got.Items[0].Path != abc.Choices[1].Path {
		t.Errorf("adding the 24-month choice: %+v", got)
	}
	if x := plate("XTR0001", "en"); len(x.ExtraItems) != 2 || x.ExtraItems[0].Amount != "25.00" || x.ExtraItemsUnreadable || len(x.Choices) != 0 {
		t.Errorf("XTR0001 = %+v, want two extra items and no choices", x)
	}
	if x := plate("XTR0002", "en"); len(x.ExtraItems) != 0 || !x.ExtraItemsUnreadable {
		t.Errorf("XTR0002 = %+v, want its extra items flagged unreadable", x)
	}
}

// PAY-02: R100-005's payment restrictions name the payment they follow
// from; the BFF's search result carries its confirmation number for the
// resident to see, and a bill without one carries none.
func TestServe_PAY02_aPreviousPaymentsConfirmationNumberReachesTheSearchResult(t *testing.T) {
	m, _ := startMain(t)
	p := newPayer(t, m)
	res := p.searchAll("R100-005", "es")
	if len(res) != 1 || res[0].PreviousConfirmation != sqlite.PreviousConfirmation {
		t.Fatalf("R100-005 = %+v, want previous confirmation %s", res, sqlite.PreviousConfirmation)
	}
	if other := p.searchAll("R100-002", "en"); len(other) != 1 || other[0].PreviousConfirmation != "" {
		t.Errorf("R100-002 = %+v, want no previous confirmation", other)
	}
}
