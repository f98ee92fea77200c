package cart

import (
	"context"
	"strings"
	"testing"

	wire "github.com/payhub/payhub/bff/upstream/cart"
	"github.com/payhub/payhub/bff/upstream/payables"
)

// TestParseMoney_VAL07_readsTheWireWithTheOneAmountGrammar proves VAL-07
// where the cart service reads amounts; the grammar itself is proven in
// package bff.
func TestParseMoney_VAL07_readsTheWireWithTheOneAmountGrammar(t *testing.T) {
	good := map[string]Cents{"1,234.56": 123456, "1234.56": 123456, "0.00": 0, "-1.50": -150}
	for s, want := range good {
		got, err := ParseMoney(s)
		if err != nil || got != want {
			t.Errorf("ParseMoney(%q) = %d, %v; want %d", s, got, err, want)
		}
	}
	for _, s := range []string{"12", "12.5", "12.345", "12,34.00", "1,2,3.00", "abc"} {
		if got, err := ParseMoney(s); err == nil {
			t.Errorf("ParseMoney(%q) = %d, want an error", s, got)
		}
	}
}

func TestCentsString_writesTwoDecimalsWithoutGrouping(t *testing.T) {
	for c, want := range map[Cents]string{0: "0.00", 5: "0.05", -5: "-0.05", 123456: "1234.56", -100: "-1.00"} {
		if got := c.String(); got != want {
			t.Errorf("Cents(%d) = %q, want %q", int64(c), got, want)
		}
	}
	if got := dollars(123456789); got != "$1,234,567.89" {
		t.Errorf("dollars = %q, want $1,234,567.89", got)
	}
}

func TestPercentOf_roundsHalfUpToTheCent(t *testing.T) {
	cases := []struct {
		amount Cents
		bp     int64
		want   Cents
	}{
		{1000, 235, 24},     // 0.235 -> 0.24
		{4234, 235, 99},     // 0.99499 -> 0.99
		{4235, 235, 100},    // 0.995225 -> 1.00
		{123456, 235, 2901}, // 29.01216
		{0, 235, 0},         // nothing
		{1, 10000, 1},       // 100%
		{MaxLineAmount * MaxQuantity, 235, 2349764999765}, // no overflow at the cart's ceiling
	}
	for _, tc := range cases {
		if got := percentOf(tc.amount, tc.bp); got != tc.want {
			t.Errorf("%d bp of %s = %s, want %s", tc.bp, tc.amount, got, tc.want)
		}
	}
}

// feesOnly is a Store that knows only fee rules.
type feesOnly struct {
	Store
	rules map[string]FeeRule
}

func (f feesOnly) FeeRules(context.Context, string, string) (map[string]FeeRule, error) {
	return f.rules, nil
}

// TestQuote_CHK07_splitsItemsIntoAnImmediateAndADelayedTransaction proves CHK-07 (id, items, delayed, fee and the four totals; paypalMerchantIDs is not modelled).
func TestQuote_CHK07_splitsItemsIntoAnImmediateAndADelayedTransaction(t *testing.T) {
	h := &handler{store: feesOnly{rules: map[string]FeeRule{
		"card": {TenderType: "card", RateBP: 235, Flat: "0.00", Minimum: "1.00"},
	}}}
	rec := Record{ID: "cart_1", Items: []wire.Item{
		{ID: "a", Amount: "100.00", Quantity: 2, Payable: payables.Payable{}},
		{ID: "b", Amount: "150.00", Quantity: 1, Payable: payables.Payable{ShouldDelayPayment: true}},
		{ID: "c", Amount: "10.00", Quantity: 1, Payable: payables.Payable{}},
	}}
	got, fee, err := h.quote(t.Context(), rec, "card")
	if err != nil {
		t.Fatal(err)
	}
	if len(got.Transactions) != 2 {
		t.Fatalf("transactions = %+v, want an immediate and a delayed one", got.Transactions)
	}
	im, de := got.Transactions[0], got.Transactions[1]
	if im.Delayed || strings.Join(im.ItemIDs, ",") != "a,c" || im.Amount != "210.00" || im.Fee != "4.94" {
		t.Errorf("immediate = %+v, want items a,c of 210.00 with fee 4.94", im)
	}
	if !de.Delayed || strings.Join(de.ItemIDs, ",") != "b" || de.Amount != "150.00" || de.Fee != "3.53" {
		t.Errorf("delayed = %+v, want item b of 150.00 with fee 3.53", de)
	}
	if got.ImmediateItemTotal != "210.00" || got.ImmediateFeeTotal != "4.94" || got.DelayedItemTotal != "150.00" ||
		got.DelayedFeeTotal != "3.53" || fee != 847 {
		t.Errorf("totals = %+v, fee %s; want 210.00/4.94 and 150.00/3.53, fee 8.47", got, fee)
	}
	empty, fee, err := h.quote(t.Context(), Record{ID: "cart_2"}, "card")
	if err != nil || len(empty.Transactions) != 0 || fee != 0 || empty.ImmediateFeeTotal != "0.00" {
		t.Errorf("empty cart quote = %+v, fee %s, %v; want no transactions and no fee", empty, fee, err)
	}
}
