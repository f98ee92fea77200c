package checkout

import (
	"maps"
	"slices"
	"time"

	"github.com/payhub/payhub/bff/schedule"
	"github.com/payhub/payhub/bff/upstream/cart"
	"github.com/payhub/payhub/bff/upstream/payables"
)

// CartPayableView is a cart item's payable as the portal reads it (spec 000
// §3 "Payable (as the cart sees it)"; CART-06). Raw keeps the fields of the
// raw payable the portal matches items by. The spec's parent (description,
// displayName) is not carried: the payables service does not name a
// payable's parent.
type CartPayableView struct {
	Path                    string            `json:"path"`
	SavePath                string            `json:"savePath"`
	UniqueID                string            `json:"uniqueId"`
	DisplayName             string            `json:"displayName"`
	Raw                     RawPayableView    `json:"raw"`
	CustomParameters        map[string]any    `json:"customParameters"`
	ConfigDisplayType       ConfigDisplayType `json:"configDisplayType"`
	ComponentPaths          []string          `json:"componentPaths"`
	AllowedTenderTypes      []string          `json:"allowedTenderTypes"`
	IsTenderRestricted      bool              `json:"isTenderRestricted"`
	CartRestrictionLevel    string            `json:"cartRestrictionLevel,omitempty"`
	Adaptor                 string            `json:"adaptor"`
	ItemCategory            string            `json:"itemCategory"`
	ShouldDelayPayment      bool              `json:"shouldDelayPayment"`
	RequiresShipping        bool              `json:"requiresShipping"`
	RequiresConfirmation    bool              `json:"requiresConfirmation"`
	DisabledCardBrands      []string          `json:"disabledCardBrands"`
	IsYearlyAutopayEligible bool              `json:"isYearlyAutopayEligible"`
	// IsAutopayEligible is SCHED-37's before-due eligibility: a recurring
	// plan before the due date may pay the amount due. Read from the
	// payable's schedule configuration, as the check-out's enrolment reads
	// it (schedule.AutopayRule), so the portal offers autopay exactly where
	// the check-out accepts it.
	IsAutopayEligible    bool `json:"isAutopayEligible"`
	IsQuantityModifiable bool `json:"isQuantityModifiable"`
	// Schedulable: the payable may be scheduled (schedulable.go).
	Schedulable bool `json:"schedulable"`
}

// RawPayableView is the part of the raw payable the cart keeps (CART-07).
type RawPayableView struct {
	Adaptor              string            `json:"adaptor"`
	Path                 string            `json:"path"`
	CachesafeSearchPairs map[string]string `json:"cachesafe_search_pairs"`
}

// ConfigDisplayType names how the portal draws the payable.
type ConfigDisplayType struct {
	Name string `json:"name"`
	// Icon and BaseType are those of the payable's source, or of the
	// default source (base type General) when no source matches it
	// (SRCH-10; displayTypeOf); a cart line leaves them out.
	Icon     string `json:"icon,omitempty"`
	BaseType string `json:"baseType,omitempty"`
}

// ItemDetails is what the item shows of its payable: its details now, and
// (updatedDetails) those of its changed payable.
type ItemDetails struct {
	DisplayName string `json:"displayName"`
	Description string `json:"description,omitempty"`
	Amount      string `json:"amount"`
	DueAt       string `json:"dueAt,omitempty"`
}

// AgreementView is the autopay terms accepted for an item (spec 000 §4
// "Autopay at checkout": terms and time).
type AgreementView struct {
	Terms string `json:"terms"`
	Time  string `json:"time"`
}

// cartPayableView maps an item's payable.
func cartPayableView(p payables.Payable) CartPayableView {
	v := CartPayableView{
		Path: p.Path, SavePath: p.SavePath, UniqueID: p.UniqueID, DisplayName: p.DisplayName,
		Raw: RawPayableView{Adaptor: p.Adaptor, Path: p.Path,
			CachesafeSearchPairs: maps.Clone(p.CachesafeSearchPairs)},
		CustomParameters:     maps.Clone(p.CustomParameters),
		ConfigDisplayType:    ConfigDisplayType{Name: p.DisplayType},
		ComponentPaths:       append([]string{}, p.ComponentPaths...),
		AllowedTenderTypes:   slices.Clone(p.AllowedTenderTypes),
		CartRestrictionLevel: p.CartRestrictionLevel,
		Adaptor:              p.Adaptor, ItemCategory: p.ItemCategory,
		ShouldDelayPayment: p.ShouldDelayPayment, RequiresShipping: p.RequiresShipping,
		RequiresConfirmation: p.RequiresConfirmation,
		DisabledCardBrands:   slices.Clone(p.DisabledCardBrands),
		IsQuantityModifiable: p.IsQuantityModifiable,
		Schedulable:          schedulable(p),
	}
	if v.SavePath == "" {
		v.SavePath = p.Path
	}
	for _, c := range p.PaymentChoices {
		v.ComponentPaths = append(v.ComponentPaths, c.Path)
	}
	if r := p.PaymentRestrictions; r != nil {
		v.IsTenderRestricted = len(r.DisabledTenderTypes) > 0
		v.DisabledCardBrands = append(v.DisabledCardBrands, r.DisabledCardBrands...)
	}
	// What the check-out's enrolment accepts (schedule.AutopayRule), so
	// that autopay is offered exactly where enrolling succeeds.
	v.IsAutopayEligible, v.IsYearlyAutopayEligible = schedule.AutopayEligibility(p)
	if v.Raw.CachesafeSearchPairs == nil {
		v.Raw.CachesafeSearchPairs = map[string]string{}
	}
	if v.CustomParameters == nil {
		v.CustomParameters = map[string]any{}
	}
	if v.AllowedTenderTypes == nil {
		v.AllowedTenderTypes = []string{}
	}
	if v.DisabledCardBrands == nil {
		v.DisabledCardBrands = []string{}
	}
	return v
}

func itemDetails(p payables.Payable) ItemDetails {
	return ItemDetails{DisplayName: p.DisplayName, Description: p.Description, Amount: p.Amount, DueAt: p.DueAt}
}

// withCartShape fills the item fields of spec 000 §3 "Cart item" (CART-04)
// beyond those the cart list draws.
func withCartShape(v ItemView, it cart.Item) ItemView {
	v.Payable = cartPayableView(it.Payable)
	v.RequiresConfirmation = v.Payable.RequiresConfirmation
	v.DisabledCardBrands = slices.Clone(v.Payable.DisabledCardBrands)
	v.Details = itemDetails(it.Payable)
	if it.UpdatedPayable != nil {
		d := itemDetails(*it.UpdatedPayable)
		v.UpdatedDetails = &d
	}
	v.EnrollInAutopay = it.EnrollInAutopay
	if a := it.ScheduledPaymentAgreement; a != nil {
		v.ScheduledPaymentAgreement = &AgreementView{Terms: a.Terms, Time: a.Time.UTC().Format(time.RFC3339)}
	}
	return v
}
