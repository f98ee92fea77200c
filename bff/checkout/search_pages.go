package checkout

import (
	"context"
	"errors"
	"strconv"
	"strings"
	"unicode/utf8"

	"github.com/payhub/payhub/bff"
	"github.com/payhub/payhub/bff/screen"
	"github.com/payhub/payhub/bff/texts"
	"github.com/payhub/payhub/bff/upstream/siteconfig"
)

// SourcePageRequest asks for one of a source's extra pages (SRCH-03).
type SourcePageRequest struct {
	Client, Site, PageRoute string
	Lang                    bff.Language
	// Name narrows the unclaimed refunds to owners whose name holds it
	// (case-insensitive); empty lists them all.
	Name string
}

// TaxDollarView is the tax-dollar breakdown page: each authority's millage
// and share of each tax dollar, and what it gets of an example bill.
type TaxDollarView struct {
	Title string `json:"title"`
	Year  int    `json:"year"`
	// TotalMillage is the sum of the authorities' millage, four places.
	TotalMillage string `json:"totalMillage"`
	// ExampleBill is the bill the Amount column splits.
	ExampleBill string         `json:"exampleBill"`
	Rows        []TaxDollarRow `json:"rows"`
	Note        string         `json:"note,omitempty"`
}

// TaxDollarRow is one authority: its share of each dollar in cents with
// one decimal ("38.2"), which the rows sum to exactly 100.0, and its part
// of the example bill, which the rows sum to the bill to the cent.
type TaxDollarRow struct {
	Name           string `json:"name"`
	Millage        string `json:"millage"`
	CentsPerDollar string `json:"centsPerDollar"`
	Amount         string `json:"amount"`
}

// exampleBill is the bill the breakdown splits: $1,000.00, a round sum a
// reader scales to their own bill.
const exampleBill bff.Cents = 100000

// UnclaimedRefundsView is the unclaimed refunds page.
type UnclaimedRefundsView struct {
	Title        string                       `json:"title"`
	Instructions string                       `json:"instructions"`
	Refunds      []siteconfig.UnclaimedRefund `json:"refunds"`
	// Total is the sum of the refunds listed.
	Total string `json:"total"`
}

// sourceOf finds a visible source with a search page by its route.
func (s *Checkout) sourceOf(ctx context.Context, client, site, pageRoute string) (siteconfig.Source, error) {
	srcs, err := s.Config.Sources(ctx, client, site)
	if err != nil {
		return siteconfig.Source{}, err
	}
	src, ok := findSource(screen.VisibleSources(srcs, s.Env), pageRoute)
	if !ok {
		return siteconfig.Source{}, bff.Errorf(bff.CodeNotFound, "There is no such search page.")
	}
	return src, nil
}

// TaxDollarBreakdown answers the source's tax-dollar breakdown page, not
// found when the source has none (SRCH-03).
func (s *Checkout) TaxDollarBreakdown(ctx context.Context, req SourcePageRequest) (TaxDollarView, error) {
	src, err := s.sourceOf(ctx, req.Client, req.Site, req.PageRoute)
	if err != nil {
		return TaxDollarView{}, err
	}
	b := src.TaxDollarBreakdown
	if b == nil || len(b.Authorities) == 0 {
		return TaxDollarView{}, bff.Errorf(bff.CodeNotFound, "This page has no tax-dollar breakdown.")
	}
	mills := make([]int64, len(b.Authorities))
	var total int64
	for i, a := range b.Authorities {
		m, err := parseMillage(a.Millage)
		if err != nil {
			return TaxDollarView{}, s.misconfigured(ctx, src, req.Lang, "tax-dollar breakdown millage", err)
		}
		mills[i], total = m, total+m
	}
	if total == 0 {
		return TaxDollarView{}, s.misconfigured(ctx, src, req.Lang, "tax-dollar breakdown millage", errors.New("millage sums to zero"))
	}
	tenths := apportion(mills, total, 1000)
	cents := apportion(mills, total, int64(exampleBill))
	out := TaxDollarView{Title: src.Title.In(req.Lang), Year: b.Year, TotalMillage: formatMillage(total),
		ExampleBill: exampleBill.String(), Note: b.Note.In(req.Lang), Rows: make([]TaxDollarRow, len(mills))}
	for i, a := range b.Authorities {
		out.Rows[i] = TaxDollarRow{Name: a.Name.In(req.Lang), Millage: formatMillage(mills[i]),
			CentsPerDollar: strconv.FormatInt(tenths[i]/10, 10) + "." + strconv.FormatInt(tenths[i]%10, 10),
			Amount:         bff.Cents(cents[i]).String()}
	}
	return out, nil
}

// MinRefundNameLength is the fewest letters of an owner's name the unclaimed
// refunds page searches by.
const MinRefundNameLength = 2

// UnclaimedRefunds answers the source's unclaimed refunds page, not found
// when the source has none (SRCH-03): its instructions, and the refunds
// whose owner's name holds the name searched, none before a name of at
// least MinRefundNameLength letters.
func (s *Checkout) UnclaimedRefunds(ctx context.Context, req SourcePageRequest) (UnclaimedRefundsView, error) {
	src, err := s.sourceOf(ctx, req.Client, req.Site, req.PageRoute)
	if err != nil {
		return UnclaimedRefundsView{}, err
	}
	u := src.UnclaimedRefunds
	if u == nil {
		return UnclaimedRefundsView{}, bff.Errorf(bff.CodeNotFound, "This page has no unclaimed refunds.")
	}
	name := strings.ToLower(strings.TrimSpace(req.Name))
	out := UnclaimedRefundsView{Title: src.Title.In(req.Lang), Instructions: u.Instructions.In(req.Lang),
		Refunds: []siteconfig.UnclaimedRefund{}, Total: bff.Cents(0).String()}
	if utf8.RuneCountInString(name) < MinRefundNameLength {
		// Refunds are found by their owner's name: the list, with its
		// names, accounts and amounts, is not handed out whole.
		return out, nil
	}
	var sum bff.Cents
	for _, r := range u.Refunds {
		if name != "" && !strings.Contains(strings.ToLower(r.Name), name) {
			continue
		}
		c, err := bff.ParseExactAmount(r.Amount)
		if err != nil {
			return UnclaimedRefundsView{}, s.misconfigured(ctx, src, req.Lang, "unclaimed refund amount", err)
		}
		sum += c
		out.Refunds = append(out.Refunds, r)
	}
	out.Total = sum.String()
	return out, nil
}

// misconfigured logs which source's page configuration is wrong, for staff,
// and answers the resident with a plain text: the source id is the
// county's configuration, not something a resident can act on.
func (s *Checkout) misconfigured(ctx context.Context, src siteconfig.Source, lang bff.Language, what string, err error) error {
	if s.Logger != nil {
		s.Logger.ErrorContext(ctx, "source page misconfigured", "source", src.ID, "what", what, "err", err)
	}
	return texts.Error(bff.CodeUnavailable, texts.SourcePageUnavailable, lang, err)
}

var errMillage = errors.New("millage: not a decimal of up to four places")

// parseMillage reads a millage ("6.75", "0.1234") as ten-thousandths of a
// mill, exactly.
func parseMillage(s string) (int64, error) {
	whole, frac, _ := strings.Cut(strings.TrimSpace(s), ".")
	if whole == "" || len(whole) > 6 || len(frac) > 4 || !digitsOnly(whole) || !digitsOnly(frac) {
		return 0, errMillage
	}
	frac += strings.Repeat("0", 4-len(frac))
	return strconv.ParseInt(whole+frac, 10, 64)
}

// formatMillage writes ten-thousandths of a mill with four places.
func formatMillage(m int64) string {
	f := strconv.FormatInt(m%10000, 10)
	return strconv.FormatInt(m/10000, 10) + "." + strings.Repeat("0", 4-len(f)) + f
}

func digitsOnly(s string) bool {
	for _, r := range s {
		if r < '0' || r > '9' {
			return false
		}
	}
	return true
}

// apportion splits whole in proportion to parts (of sum total) by largest
// remainder: each share is its exact quotient rounded down, and the units
// left go one each to the largest remainders (the earlier on a tie), so
// that the shares add up to whole exactly.
func apportion(parts []int64, total, whole int64) []int64 {
	out := make([]int64, len(parts))
	rems := make([]int64, len(parts))
	left := whole
	for i, p := range parts {
		out[i], rems[i] = p*whole/total, p*whole%total
		left -= out[i]
	}
	for ; left > 0; left-- {
		best := 0
		for i := range rems {
			if rems[i] > rems[best] {
				best = i
			}
		}
		out[best]++
		rems[best] = -1
	}
	return out
}
