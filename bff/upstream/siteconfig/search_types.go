package siteconfig

// SearchTypes are the search types of a payable source, exactly those of
// SRCH-06, in the order spec 001 §2 names them.
func SearchTypes() []string {
	return []string{SearchFieldSearch, SearchFieldSearchRenewExpress, SearchFieldSearchRexHub, SearchItemList,
		SearchExpandableItemList, SearchItemDropdown, SearchBlind, SearchIndexSearch, SearchRedirect, SearchTaxsysNavLink}
}

// HasSearchPage reports whether a source of this search type gets a search
// page (SRCH-01): every type but redirect and taxsys-navigation-link, which
// appear as navigation links instead (ROUTE-47). An unknown type has none.
func HasSearchPage(searchType string) bool {
	switch searchType {
	case SearchRedirect, SearchTaxsysNavLink:
		return false
	}
	for _, t := range SearchTypes() {
		if t == searchType {
			return true
		}
	}
	return false
}

// ListsItems reports whether a source of this search type shows its items
// without a query: the item lists, the drop-down and blind payments, whose
// one payable is the template the payer names and prices.
func ListsItems(searchType string) bool {
	switch searchType {
	case SearchItemList, SearchExpandableItemList, SearchItemDropdown, SearchBlind:
		return true
	}
	return false
}

// ItemGroup is one group of an expandable-item-list source: the payables
// of DisplayType open under Title.
type ItemGroup struct {
	DisplayType string    `json:"displayType"`
	Title       Localized `json:"title"`
}
