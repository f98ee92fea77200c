package siteconfig

// The sub-routes of a source's extra pages (SRCH-03): each is served at the
// source's route plus this segment.
const (
	SubRouteTaxDollarBreakdown = "tax-dollar-breakdown"
	SubRouteUnclaimedRefunds   = "unclaimed-refunds"
)

// TaxDollarBreakdown is where a property tax bill's money goes: the taxing
// authorities of a tax year and each one's millage (SRCH-03).
type TaxDollarBreakdown struct {
	Year        int            `json:"year"`
	Authorities []TaxAuthority `json:"authorities"`
	// Note is a line under the table, such as where the rates come from.
	Note Localized `json:"note"`
}

// TaxAuthority is one taxing authority and its rate, in mills (dollars per
// thousand of taxable value) as an exact decimal with up to four places,
// such as "6.7500".
type TaxAuthority struct {
	Name    Localized `json:"name"`
	Millage string    `json:"millage"`
}

// UnclaimedRefunds is a source's list of refunds no one has claimed, with
// how to claim one (SRCH-03).
type UnclaimedRefunds struct {
	Instructions Localized         `json:"instructions"`
	Refunds      []UnclaimedRefund `json:"refunds"`
}

// UnclaimedRefund is one refund owed: to whom, on which account and tax
// year, and how much (an exact decimal amount).
type UnclaimedRefund struct {
	Name    string `json:"name"`
	Account string `json:"account"`
	Year    int    `json:"year"`
	Amount  string `json:"amount"`
}

// TaxSystem names the external tax system of an index-search source; a
// ClientID left empty leaves its details route not found (SRCH-05).
type TaxSystem struct {
	ClientID string `json:"clientId"`
}

// Public is the source as pages may see it: its unclaimed refunds page
// without the list, which the refunds route hands out by owner name only,
// and its tax system without the client id, which only the BFF uses; each
// still set where it was, so that pages know the page or route exists.
func (s Source) Public() Source {
	if s.UnclaimedRefunds != nil {
		s.UnclaimedRefunds = &UnclaimedRefunds{Instructions: s.UnclaimedRefunds.Instructions}
	}
	if s.TaxSystem != nil {
		s.TaxSystem = &TaxSystem{}
	}
	return s
}

// PublicSources is each of srcs as pages may see it (Source.Public).
func PublicSources(srcs []Source) []Source {
	out := make([]Source, len(srcs))
	for i, src := range srcs {
		out[i] = src.Public()
	}
	return out
}
