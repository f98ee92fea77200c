package checkout

import (
	"time"

	"github.com/payhub/payhub/bff"
	"github.com/payhub/payhub/bff/upstream/cart"
	"github.com/payhub/payhub/bff/upstream/payables"
)

// The views below are what the portal reads (docs/checkout.md "E. BFF API
// for the portal"): camelCase, amounts as exact decimal strings, never a
// card or account number. Upstream wire types stay snake_case in
// bff/upstream; only these mappings cross over.

// PayableView is a search result (PAYABLE_VIEW).
type PayableView struct {
	Path                 string `json:"path"`
	DisplayName          string `json:"displayName"`
	Description          string `json:"description"`
	Amount               string `json:"amount"`
	MinAmount            string `json:"minAmount"`
	MaxAmount            string `json:"maxAmount"`
	IsAmountModifiable   bool   `json:"isAmountModifiable"`
	IsQuantityModifiable bool   `json:"isQuantityModifiable"`
	IsPayable            bool   `json:"isPayable"`
	NotPayableReason     string `json:"notPayableReason,omitempty"`
	DueAt                string `json:"dueAt,omitempty"`
	Department           string `json:"department,omitempty"`
	ShouldDelayPayment   bool   `json:"shouldDelayPayment"`
	RequiresShipping     bool   `json:"requiresShipping"`
	InCart               bool   `json:"inCart"`
	// Schedulable: the payable may be scheduled (schedulable.go).
	Schedulable bool `json:"schedulable"`
	// NotPayableCode is the is_payable_message code of a payable that
	// cannot be paid, so that the portal recognises codes such as
	// payables.CodeCreditBalanceExceeded (PAY-12).
	NotPayableCode string `json:"notPayableCode,omitempty"`
	// PayAlone marks a parent with children, paid only alone (PAY-11);
	// Parent is a child's parent's display name.
	PayAlone bool   `json:"payAlone,omitempty"`
	Parent   string `json:"parent,omitempty"`
	// Choices are the payable's payment choices, such as a renewal's 12
	// or 24 months, offered instead of its one amount (PAY-05).
	Choices []PaymentChoiceView `json:"choices,omitempty"`
	// ExtraItems are what a renewal's amount includes beyond the
	// renewal; ExtraItemsUnreadable says it names some that cannot be
	// read, for the fallback warning (PAY-09).
	ExtraItems           []ExtraItemView `json:"extraItems,omitempty"`
	ExtraItemsUnreadable bool            `json:"extraItemsUnreadable,omitempty"`
	// PreviousConfirmation is the confirmation number of a payment already
	// made on the payable, from its payment restrictions (PAY-02).
	PreviousConfirmation string `json:"previousConfirmation,omitempty"`
	// SavePath, RequiresConfirmation and ConfigDisplayType complete the
	// payable as the portal sees it (PAY-07): what a resident saves it
	// under, whether paying asks for a confirmation, and how it is drawn.
	SavePath             string            `json:"savePath,omitempty"`
	RequiresConfirmation bool              `json:"requiresConfirmation"`
	ConfigDisplayType    ConfigDisplayType `json:"configDisplayType"`
	// FreeformFields are the fields the resident fills in for the item,
	// each with its character limit (PAY-06).
	FreeformFields []FreeformFieldView `json:"freeformFields,omitempty"`
	// Confidential marks a confidential payment, whose fields are an
	// account label and a tax type of ConfidentialTaxTypes (VAL-80).
	Confidential bool `json:"confidential,omitempty"`
}

// PaymentChoiceView is one payment choice of a payable: another payable's
// path with its amount.
type PaymentChoiceView struct {
	Path        string `json:"path"`
	DisplayName string `json:"displayName"`
	Amount      string `json:"amount"`
}

// ExtraItemView is one extra item of a renewal.
type ExtraItemView struct {
	DisplayName string `json:"displayName"`
	Amount      string `json:"amount"`
}

// CartView is the cart as the portal draws it (CART_VIEW).
type CartView struct {
	ID       string     `json:"id"`
	Items    []ItemView `json:"items"`
	Subtotal string     `json:"subtotal"`
	Count    int        `json:"count"`
	Locked   bool       `json:"locked"`
	// Expired, ExpiresAt and MinutesUntilExpiration derive from the cart
	// service's seconds_to_expiry read against this server's clock (spec
	// 000 §3 "expiration (from seconds_to_expiry)"; CART-02), never from the
	// service's own clock.
	Expired                bool   `json:"expired"`
	ExpiresAt              string `json:"expiresAt"`
	SecondsToExpiry        int    `json:"secondsToExpiry"`
	MinutesUntilExpiration int    `json:"minutesUntilExpiration"`
	HasDelayedItems        bool   `json:"hasDelayedItems"`
	HasImmediateItems      bool   `json:"hasImmediateItems"`
	NeedsDelivery          bool   `json:"needsDelivery"`
	// EnrollInAutopay is set when an item of the cart is enrolled in
	// autopay (spec 000 §3 "Cart"; CART-01).
	EnrollInAutopay bool `json:"enrollInAutopay"`
	// Metadata are the cart's metadata of the spec's keys (spec 000 §3
	// "Metadata keys"); the service's own bookkeeping keys stay out.
	Metadata map[string]string `json:"metadata"`
	// IsRedirect marks a cart handed over with return addresses (CART-16):
	// one whose creator gave it a return or cancel address, such as a
	// county website's cart or one handed to the external checkout. The
	// portal then takes the payer back to checkout when a later visit
	// starts elsewhere on the site.
	IsRedirect bool `json:"isRedirect"`
	// URLs are the addresses the cart's creator gave (spec 000 §3 "Cart"),
	// which a check-out hands to the receipt page (CHK-17).
	URLs CartURLsView `json:"urls"`
}

// CartURLsView is a cart's return, cancel, receipt and postback addresses;
// each is absent when not set.
type CartURLsView struct {
	Return   string `json:"return,omitempty"`
	Cancel   string `json:"cancel,omitempty"`
	Receipt  string `json:"receipt,omitempty"`
	Postback string `json:"postback,omitempty"`
}

// ItemView is one cart line (ITEM_VIEW).
type ItemView struct {
	ID                   string              `json:"id"`
	Path                 string              `json:"path"`
	DisplayName          string              `json:"displayName"`
	Description          string              `json:"description"`
	Amount               string              `json:"amount"`
	Quantity             int                 `json:"quantity"`
	MinAmount            string              `json:"minAmount"`
	MaxAmount            string              `json:"maxAmount"`
	IsAmountModifiable   bool                `json:"isAmountModifiable"`
	IsQuantityModifiable bool                `json:"isQuantityModifiable"`
	Department           string              `json:"department"`
	ShouldDelayPayment   bool                `json:"shouldDelayPayment"`
	FreeformFields       []FreeformFieldView `json:"freeformFields"`
	UserParameters       map[string]string   `json:"userParameters"`
	// UpdatedPayable is set when the item's payable changed since it was
	// added; NotFound when it is gone (spec 000 §4, §8).
	UpdatedPayable *UpdatedPayableView `json:"updatedPayable,omitempty"`
	NotFound       bool                `json:"notFound"`
	// Payable, Details, UpdatedDetails, EnrollInAutopay and
	// ScheduledPaymentAgreement complete the cart item of spec 000 §3
	// (CART-04, CART-06); see cartpayable.go.
	Payable                   CartPayableView `json:"payable"`
	Details                   ItemDetails     `json:"details"`
	UpdatedDetails            *ItemDetails    `json:"updatedDetails,omitempty"`
	EnrollInAutopay           bool            `json:"enrollInAutopay"`
	ScheduledPaymentAgreement *AgreementView  `json:"scheduledPaymentAgreement,omitempty"`
	// RequiresConfirmation: the payer ticks a confirmation for the item
	// before paying (ADD-10, ADD-11). DisabledCardBrands are the card
	// brands the item's payable does not accept (TENDER-04). Both come
	// from the item's payable, as payable.requiresConfirmation and
	// payable.disabledCardBrands do.
	RequiresConfirmation bool     `json:"requiresConfirmation"`
	DisabledCardBrands   []string `json:"disabledCardBrands"`
}

// FreeformFieldView is a field the payer fills in for an item.
type FreeformFieldView struct {
	Key         string `json:"key"`
	Label       string `json:"label"`
	Placeholder string `json:"placeholder"`
	Tooltip     string `json:"tooltip,omitempty"`
	Required    bool   `json:"required"`
	CharLimit   int    `json:"charLimit"`
	TextArea    bool   `json:"textArea"`
}

// amountRange is a payable's accepted amounts and whether the payer may
// choose one: the minimum defaults to 0.01 and the maximum to the amount
// due (spec 000 §5 "Amount input").
func amountRange(p payables.Payable) (lo, hi string, modifiable bool) {
	lo, hi = p.MinimumAmount, p.MaximumAmount
	if lo == "" {
		lo = defaultMinAmount
	}
	if hi == "" {
		hi = p.Amount
	}
	l, errL := bff.ParseAmount(lo)
	h, errH := bff.ParseAmount(hi)
	return lo, hi, errL == nil && errH == nil && l < h
}

// PayableViewOf maps a payable found by a search; department is the source's
// department name in the request's language.
func PayableViewOf(p payables.Payable, department string, inCart bool) PayableView {
	lo, hi, modifiable := amountRange(p)
	v := PayableView{
		Path:                 p.Path,
		DisplayName:          p.DisplayName,
		Description:          p.Description,
		Amount:               p.Amount,
		MinAmount:            lo,
		MaxAmount:            hi,
		IsAmountModifiable:   modifiable,
		IsQuantityModifiable: p.IsQuantityModifiable,
		IsPayable:            p.IsPayable,
		DueAt:                p.DueAt,
		Department:           department,
		ShouldDelayPayment:   p.ShouldDelayPayment,
		RequiresShipping:     p.RequiresShipping,
		InCart:               inCart,
		Schedulable:          schedulable(p),
		SavePath:             p.SavePath,
		RequiresConfirmation: p.RequiresConfirmation,
		ConfigDisplayType:    ConfigDisplayType{Name: p.DisplayType},
	}
	if len(p.FreeformFields) > 0 {
		v.FreeformFields = freeformViews(p.FreeformFields)
	}
	v.Confidential = isConfidential(p)
	if !p.IsPayable && p.IsPayableMessage != nil {
		v.NotPayableReason = p.IsPayableMessage.Display
		v.NotPayableCode = p.IsPayableMessage.Code
	}
	v.PayAlone = p.HasChildren()
	if p.Parent != nil {
		v.Parent = p.Parent.DisplayName
	}
	v.PreviousConfirmation = p.PaymentRestrictions.PreviousConfirmation()
	return withChoicesAndExtras(v, p)
}

// cartView maps a cart. Item departments are named from the cart's
// department limits, falling back to the department code.
func cartView(c cart.Cart) CartView { return cartViewAt(c, time.Now()) }

// cartMetadataKeys are the cart metadata keys of spec 000 §3 "Cart".
var cartMetadataKeys = []string{"rexReceiveReminders", "rexAddressChange", "postback_url",
	cart.MetaDeliveryMethod, "gsgFee", "userPhone", "userEmail", "pickupPersonName", "pickupLocationID"}

// cartViewAt is c as the portal draws it, its expiry read at now: a cart
// with seconds_to_expiry left expires that many seconds after now, and
// minutesUntilExpiration is that time in whole minutes, rounded half up; a
// cart the service reports with an expiry time but no seconds left, or as
// expired, is expired (CART-02).
func cartViewAt(c cart.Cart, now time.Time) CartView {
	names := make(map[string]string, len(c.DepartmentLimits))
	for _, d := range c.DepartmentLimits {
		names[d.Department] = d.DisplayName
	}
	v := CartView{
		ID:                c.ID,
		Items:             make([]ItemView, 0, len(c.Items)),
		Subtotal:          c.Subtotal,
		Count:             c.Count,
		Locked:            c.Locked,
		Expired:           c.Expired,
		HasDelayedItems:   c.HasDelayedItems,
		HasImmediateItems: c.HasImmediateItems,
		NeedsDelivery:     c.NeedsDelivery,
		IsRedirect:        c.URLs.Return != "" || c.URLs.Cancel != "",
		URLs: CartURLsView{Return: c.URLs.Return, Cancel: c.URLs.Cancel,
			Receipt: c.URLs.Receipt, Postback: c.URLs.Postback},
		Metadata: make(map[string]string),
	}
	switch {
	case c.SecondsToExpiry > 0:
		v.SecondsToExpiry = c.SecondsToExpiry
		v.ExpiresAt = now.Add(time.Duration(c.SecondsToExpiry) * time.Second).UTC().Format(time.RFC3339)
		v.MinutesUntilExpiration = (c.SecondsToExpiry + 30) / 60
	case c.Expired || !c.ExpiresAt.IsZero():
		v.Expired = true
		end := c.ExpiresAt
		if end.IsZero() || end.After(now) {
			end = now
		}
		v.ExpiresAt = end.UTC().Format(time.RFC3339)
	}
	for _, k := range cartMetadataKeys {
		if val, ok := c.Metadata[k]; ok {
			v.Metadata[k] = val
		}
	}
	for _, it := range c.Items {
		v.Items = append(v.Items, itemView(it, names))
		v.EnrollInAutopay = v.EnrollInAutopay || it.EnrollInAutopay
	}
	return v
}

func itemView(it cart.Item, departments map[string]string) ItemView {
	p := it.Payable
	lo, hi, modifiable := amountRange(p)
	dept := departments[p.DepartmentCode]
	if dept == "" {
		dept = p.DepartmentCode
	}
	v := ItemView{
		ID:                   it.ID,
		Path:                 it.Path,
		DisplayName:          p.DisplayName,
		Description:          p.Description,
		Amount:               it.Amount,
		Quantity:             it.Quantity,
		MinAmount:            lo,
		MaxAmount:            hi,
		IsAmountModifiable:   modifiable,
		IsQuantityModifiable: p.IsQuantityModifiable,
		Department:           dept,
		ShouldDelayPayment:   p.ShouldDelayPayment,
		FreeformFields:       freeformViews(p.FreeformFields),
		UserParameters:       make(map[string]string, len(it.UserParameters)),
		UpdatedPayable:       updatedPayableView(it),
		NotFound:             it.NotFound,
	}
	if v.Path == "" {
		v.Path = p.Path
	}
	if v.Quantity == 0 {
		v.Quantity = 1 // spec 000 §3: quantity defaults to 1
	}
	for k, val := range it.UserParameters {
		v.UserParameters[k] = val
	}
	return withCartShape(v, it)
}
