package account

import (
	"slices"
	"strings"

	"github.com/payhub/payhub/bff/upstream/siteconfig"
)

// Tabs of My Dashboard (spec 001 §2 "Dashboard areas"; ROUTE-55): the
// resident's saved items under DMV items, services and fees, or tax items,
// by the base type of the item's payable source.
const (
	// TabDMV holds vehicle and vessel registrations and other motor
	// vehicle items.
	TabDMV = "dmv"
	// TabServices holds every item of the general base type: utilities,
	// licenses, permits, fines, donations and fees. It is where an item of
	// no known source goes, as a payable of no matching source falls back
	// to the default source of base type General (spec 001 §3).
	TabServices = "services"
	// TabTax holds property and other tax bills.
	TabTax = "tax"
)

// dmvSearchTypes are the search types that only motor vehicle sources
// have: the vehicle renewal searches.
var dmvSearchTypes = []string{siteconfig.SearchFieldSearchRenewExpress, siteconfig.SearchFieldSearchRexHub}

// dmvDisplayTypes are the display types of motor vehicle payables.
var dmvDisplayTypes = []string{"vehicle_renewal", "vessel_renewal", "plate_change", "title_transfer"}

// DashboardTabOf is the tab of My Dashboard that lists a saved item whose
// payable has displayType and comes from src (the zero Source for an item
// whose payable or source is no longer known). A source of base type DMV,
// Tax or General lists its items under that tab. Otherwise a source searched like a
// vehicle renewal, or an item of a motor vehicle display type, is DMV; a
// source with the tax system, a tax-dollar breakdown or unclaimed refunds,
// or an item of a tax display type ("property_tax", "..._tax"), is tax;
// every other is services and fees.
func DashboardTabOf(src siteconfig.Source, displayType string) string {
	// A source that names its base type (SRCH-08) decides; the signs below
	// are for sources that name none.
	switch strings.ToLower(src.BaseType) {
	case "dmv":
		return TabDMV
	case "tax":
		return TabTax
	case "general":
		return TabServices
	}
	types := []string{strings.ToLower(displayType), strings.ToLower(src.DisplayType)}
	switch {
	case slices.Contains(dmvSearchTypes, src.SearchType) || slices.ContainsFunc(types, isDMVType):
		return TabDMV
	case src.TaxSystem != nil || src.TaxDollarBreakdown != nil || src.UnclaimedRefunds != nil || slices.ContainsFunc(types, isTaxType):
		return TabTax
	}
	return TabServices
}

func isDMVType(t string) bool { return slices.Contains(dmvDisplayTypes, t) }

func isTaxType(t string) bool { return t == "tax" || strings.HasSuffix(t, "_tax") }
