package checkout

import (
	"bytes"
	"context"
	"log/slog"
	"strings"
	"testing"

	"github.com/payhub/payhub/bff"
	"github.com/payhub/payhub/bff/screen/screentest"
	"github.com/payhub/payhub/bff/upstream/payables"
	"github.com/payhub/payhub/bff/upstream/siteconfig"
)

func TestApportion_sharesAddUpExactlyAndLeftoversGoToTheLargestRemainders(t *testing.T) {
	cases := []struct {
		parts       []int64
		whole, want []int64
	}{
		{[]int64{1, 1, 1}, []int64{1000}, []int64{334, 333, 333}},
		{[]int64{2, 1}, []int64{100}, []int64{67, 33}},
		{[]int64{5, 0, 5}, []int64{7}, []int64{4, 0, 3}},
	}
	for _, c := range cases {
		var total int64
		for _, p := range c.parts {
			total += p
		}
		got := apportion(c.parts, total, c.whole[0])
		var sum int64
		for i := range got {
			sum += got[i]
			if got[i] != c.want[i] {
				t.Errorf("apportion(%v, %d) = %v, want %v", c.parts, c.whole[0], got, c.want)
				break
			}
		}
		if sum != c.whole[0] {
			t.Errorf("apportion(%v) sums to %d, want %d", c.parts, sum, c.whole[0])
		}
	}
}

func TestParseMillage_readsUpToFourPlacesExactly(t *testing.T) {
	for in, want := range map[string]int64{"6.75": 67500, "0.1234": 1234, "12": 120000, "0.0001": 1} {
		if got, err := parseMillage(in); err != nil || got != want {
			t.Errorf("parseMillage(%q) = %d, %v; want %d", in, got, err, want)
		}
	}
	for _, bad := range []string{"", "1.23456", "-1", "1,5", "abc", ".5", "1e3"} {
		if _, err := parseMillage(bad); err == nil {
			t.Errorf("parseMillage(%q) accepted", bad)
		}
	}
	if got := formatMillage(2189); got != "0.2189" {
		t.Errorf("formatMillage(2189) = %q", got)
	}
}

func pagesConfig() screentest.Config {
	l := func(en, es string) siteconfig.Localized { return siteconfig.Localized{En: en, Es: es} }
	return screentest.Config{SourcesFunc: func(context.Context, string, string) ([]siteconfig.Source, error) {
		return []siteconfig.Source{
			{PageRoute: "index", SearchType: siteconfig.SearchIndexSearch, Adaptor: "tax_index", Title: l("Index", "Índice"),
				TaxSystem: &siteconfig.TaxSystem{ClientID: "tax"},
				TaxDollarBreakdown: &siteconfig.TaxDollarBreakdown{Year: 2026, Authorities: []siteconfig.TaxAuthority{
					{Name: l("County", "Condado"), Millage: "1"}, {Name: l("Schools", "Escuelas"), Millage: "1"}, {Name: l("City", "Ciudad"), Millage: "1"}}},
				UnclaimedRefunds: &siteconfig.UnclaimedRefunds{Refunds: []siteconfig.UnclaimedRefund{
					{Name: "ALVAREZ MARIA", Amount: "10.10"}, {Name: "CHEN WEI", Amount: "0.05"}, {Name: "ALVAREZ ROBERTO", Amount: "1.01"}}}},
			{PageRoute: "no-client-id", SearchType: siteconfig.SearchIndexSearch, Adaptor: "tax_index", TaxSystem: &siteconfig.TaxSystem{}},
			{PageRoute: "plain", SearchType: siteconfig.SearchFieldSearch, Adaptor: "property_tax"},
		}, nil
	}}
}

func TestTaxDollarBreakdown_SRCH03_sharesOfADollarAndOfTheExampleBillAddUp(t *testing.T) {
	s := &Checkout{Config: pagesConfig()}
	v, err := s.TaxDollarBreakdown(context.Background(), SourcePageRequest{PageRoute: "index", Lang: bff.Spanish})
	if err != nil {
		t.Fatal(err)
	}
	if v.TotalMillage != "3.0000" || len(v.Rows) != 3 || v.Rows[0].Name != "Condado" ||
		v.Rows[0].CentsPerDollar != "33.4" || v.Rows[1].CentsPerDollar != "33.3" ||
		v.Rows[0].Amount != "333.34" || v.Rows[2].Amount != "333.33" || v.ExampleBill != "1000.00" {
		t.Fatalf("view %+v", v)
	}
}

func TestSourcePages_SRCH03_aSourceWithoutTheOptionHasNoSuchPage(t *testing.T) {
	s := &Checkout{Config: pagesConfig()}
	ctx := context.Background()
	if _, err := s.TaxDollarBreakdown(ctx, SourcePageRequest{PageRoute: "plain"}); bff.ErrorCode(err) != bff.CodeNotFound {
		t.Errorf("breakdown: %v", err)
	}
	if _, err := s.UnclaimedRefunds(ctx, SourcePageRequest{PageRoute: "plain"}); bff.ErrorCode(err) != bff.CodeNotFound {
		t.Errorf("refunds: %v", err)
	}
	if _, err := s.UnclaimedRefunds(ctx, SourcePageRequest{PageRoute: "missing"}); bff.ErrorCode(err) != bff.CodeNotFound {
		t.Errorf("unknown source: %v", err)
	}
}

func TestUnclaimedRefunds_SRCH03_narrowsByNameAndTotalsExactly(t *testing.T) {
	s := &Checkout{Config: pagesConfig()}
	v, err := s.UnclaimedRefunds(context.Background(), SourcePageRequest{PageRoute: "index", Name: "  alvarez "})
	if err != nil {
		t.Fatal(err)
	}
	if len(v.Refunds) != 2 || v.Total != "11.11" {
		t.Fatalf("view %+v", v)
	}
}

type fakeReader func(path string) (payables.Payable, error)

func (f fakeReader) Get(_ context.Context, path string, _ bff.Language) (payables.Payable, error) {
	return f(path)
}

func TestPayableDetails_SRCH04_SRCH05(t *testing.T) {
	var logs bytes.Buffer
	read := 0
	s := &Checkout{Config: pagesConfig(), Logger: slog.New(slog.NewTextHandler(&logs, nil)),
		Details: fakeReader(func(path string) (payables.Payable, error) {
			read++
			site := strings.Split(path, "/")[1]
			return payables.Payable{Path: path, Client: "sunshine", Site: site, Adaptor: "tax_index", IsPayable: true, Amount: "12.00"}, nil
		})}
	g := Guest{Client: "sunshine", Site: "types"}
	ctx := context.Background()

	res, err := s.PayableDetails(ctx, DetailsRequest{Guest: g, PageRoute: "index", Encoded: EncodePayablePath("sunshine/types/tax_index/2026/O001")})
	if err != nil || res.Payable.Path != "sunshine/types/tax_index/2026/O001" || res.Payable.Amount != "12.00" {
		t.Fatalf("details: %+v, %v", res, err)
	}
	// A payable of another site, a path that does not decode, and a source
	// that is not an index of the tax system: not found, nothing read.
	read = 0
	for _, req := range []DetailsRequest{
		{Guest: g, PageRoute: "index", Encoded: EncodePayablePath("sunshine/demo/property_tax/2026/R100-001")},
		{Guest: g, PageRoute: "index", Encoded: "%%%"},
		{Guest: g, PageRoute: "plain", Encoded: EncodePayablePath("sunshine/types/tax_index/2026/O001")},
	} {
		if _, err := s.PayableDetails(ctx, req); bff.ErrorCode(err) != bff.CodeNotFound {
			t.Errorf("%+v: %v, want not found", req, err)
		}
	}
	if read != 0 {
		t.Errorf("read %d payables, want none", read)
	}
	// SRCH-05: no tax-system client id: a warning, and not found.
	_, err = s.PayableDetails(ctx, DetailsRequest{Guest: g, PageRoute: "no-client-id", Encoded: EncodePayablePath("sunshine/types/tax_index/2026/O001")})
	if bff.ErrorCode(err) != bff.CodeNotFound || !strings.Contains(logs.String(), "level=WARN") || !strings.Contains(logs.String(), "tax-system client id") {
		t.Fatalf("no client id: %v, logs %q", err, logs.String())
	}
}

func TestUnclaimedRefunds_SRCH03_foundByTheOwnersNameOnlyNeverTheWholeList(t *testing.T) {
	s := &Checkout{Config: pagesConfig()}
	for _, name := range []string{"", "  ", "a"} {
		v, err := s.UnclaimedRefunds(context.Background(), SourcePageRequest{PageRoute: "index", Name: name})
		if err != nil || len(v.Refunds) != 0 || v.Total != "0.00" {
			t.Errorf("name %q: %+v, %v; want no refunds", name, v, err)
		}
	}
	v, err := s.UnclaimedRefunds(context.Background(), SourcePageRequest{PageRoute: "index", Name: " alvarez "})
	if err != nil || len(v.Refunds) != 2 || v.Total != "11.11" {
		t.Errorf("alvarez: %+v, %v", v, err)
	}
}

func TestSourcePages_misconfiguredPageLogsTheSourceAndTellsResidentsPlainly(t *testing.T) {
	var logs bytes.Buffer
	l := func(en string) siteconfig.Localized { return siteconfig.Localized{En: en} }
	cfg := screentest.Config{SourcesFunc: func(context.Context, string, string) ([]siteconfig.Source, error) {
		return []siteconfig.Source{
			{ID: "src-bad-mills", PageRoute: "mills", SearchType: siteconfig.SearchFieldSearch, Adaptor: "property_tax",
				TaxDollarBreakdown: &siteconfig.TaxDollarBreakdown{Authorities: []siteconfig.TaxAuthority{{Name: l("County"), Millage: "six"}}}},
			{ID: "src-zero-mills", PageRoute: "zero", SearchType: siteconfig.SearchFieldSearch, Adaptor: "property_tax",
				TaxDollarBreakdown: &siteconfig.TaxDollarBreakdown{Authorities: []siteconfig.TaxAuthority{{Name: l("County"), Millage: "0"}}}},
			{ID: "src-bad-refund", PageRoute: "refunds", SearchType: siteconfig.SearchFieldSearch, Adaptor: "property_tax",
				UnclaimedRefunds: &siteconfig.UnclaimedRefunds{Refunds: []siteconfig.UnclaimedRefund{{Name: "ALVAREZ MARIA", Amount: "ten"}}}},
		}, nil
	}}
	s := &Checkout{Config: cfg, Logger: slog.New(slog.NewTextHandler(&logs, nil))}
	ctx := context.Background()
	for id, call := range map[string]func() error{
		"src-bad-mills":  func() error { _, err := s.TaxDollarBreakdown(ctx, SourcePageRequest{PageRoute: "mills"}); return err },
		"src-zero-mills": func() error { _, err := s.TaxDollarBreakdown(ctx, SourcePageRequest{PageRoute: "zero"}); return err },
		"src-bad-refund": func() error {
			_, err := s.UnclaimedRefunds(ctx, SourcePageRequest{PageRoute: "refunds", Name: "alvarez"})
			return err
		},
	} {
		logs.Reset()
		err := call()
		if bff.ErrorCode(err) != bff.CodeUnavailable {
			t.Errorf("%s: %v, want unavailable", id, err)
			continue
		}
		if strings.Contains(err.Error(), id) || strings.Contains(bff.ErrorMessage(err), id) {
			t.Errorf("%s: the resident's text names the source: %q", id, bff.ErrorMessage(err))
		}
		if !strings.Contains(logs.String(), "source="+id) {
			t.Errorf("%s: the log does not name the source: %q", id, logs.String())
		}
	}
}
