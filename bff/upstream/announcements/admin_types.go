package announcements

import (
	"slices"
	"time"
)

// Kinds of announcement, as the /super paths name them (spec 001 §7).
const (
	KindBanners       = "banners"
	KindNotifications = "notifications"
	KindFooters       = "footers"
)

// Kinds are the three kinds of announcement.
func Kinds() []string { return []string{KindBanners, KindNotifications, KindFooters} }

// Effects a banner may carry (spec 001 §3 "Effects"; ANN-10).
const (
	EffectDisableCardPayments = "disableCardPayments"
	EffectDisableBankPayments = "disableBankPayments"
)

// Effects are the effects a banner may carry.
func Effects() []string { return []string{EffectDisableCardPayments, EffectDisableBankPayments} }

// Payment methods a banner may name (its methods field): card and its
// brands, bank, and the wallets.
const (
	MethodCard       = "card"
	MethodAmex       = "amex"
	MethodDiscover   = "discover"
	MethodMasterCard = "mastercard"
	MethodVisa       = "visa"
	MethodBank       = "bank"
	MethodPayPal     = "paypal"
	MethodGooglePay  = "googlePay"
	MethodApplePay   = "applePay"
)

// Methods are the payment methods a banner may name.
func Methods() []string {
	return []string{MethodCard, MethodAmex, MethodDiscover, MethodMasterCard, MethodVisa, MethodBank,
		MethodPayPal, MethodGooglePay, MethodApplePay}
}

// Banner types: "info" for a plain message, and the names of the preset
// messages of ANN-08.
const (
	TypeInfo               = "info"
	TypeCardDown           = "cardDown"
	TypeCardDownAmex       = "cardDownAmex"
	TypeCardDownDiscover   = "cardDownDiscover"
	TypeCardDownMasterCard = "cardDownMasterCard"
	TypeCardDownVisa       = "cardDownVisa"
	TypeBankDown           = "bankDown"
	TypePayPalDown         = "paypalDown"
	TypeGooglePayDown      = "googlePayDown"
	TypeApplePayDown       = "applePayDown"
	TypeCardAndBankDown    = "cardAndBankDown"
	TypeModuleDown         = "moduleDown"
)

// BannerTypes are the types a banner may have.
func BannerTypes() []string {
	return []string{TypeInfo, TypeCardDown, TypeCardDownAmex, TypeCardDownDiscover, TypeCardDownMasterCard,
		TypeCardDownVisa, TypeBankDown, TypePayPalDown, TypeGooglePayDown, TypeApplePayDown,
		TypeCardAndBankDown, TypeModuleDown}
}

// Modules are the 25 modules a banner may name (spec 001 §3 "Module outage
// presets"; ANN-09).
func Modules() []string {
	return []string{"forms", "eWallet", "help", "login", "messaging", "sms", "email", "rendering",
		"pdfRendering", "myPayments", "mySavedItems", "payables", "payablesStorage", "schedPay", "cart",
		"cartRedirect", "search", "delivery", "siteSettings", "eBilling", "userVerification", "chatBot",
		"renewexpress", "taxsys", "uploads"}
}

// IsModule reports whether m is one of Modules.
func IsModule(m string) bool { return slices.Contains(Modules(), m) }

// Filter is the query of an admin list (API-40): comma lists of clients,
// sites, modules and payment methods, and whether inactive announcements
// are listed too. An empty list filters nothing. Modules and payment
// methods are banners' fields: a notification or footer matches a filter
// on them never.
type Filter struct {
	Clients         []string
	Sites           []string
	Modules         []string
	PaymentMethods  []string
	IncludeInactive bool
}

// Query parameter names of Filter.
const (
	QueryClients         = "clients"
	QuerySites           = "sites"
	QueryModules         = "modules"
	QueryPaymentMethods  = "paymentMethods"
	QueryIncludeInactive = "includeInactive"
)

// Audit actions.
const (
	ActionCreate  = "create"
	ActionReplace = "replace"
	ActionDelete  = "delete"
)

// AuditEntry is one change made through the /super calls: who made it
// (the staff token's e-mail, else its subject), when (the service's
// clock), what (kind, id, action), the client/site pairs it touched, and a
// one-line summary of the announcement before and after ("" for none).
type AuditEntry struct {
	Seq         int64        `json:"seq"`
	At          time.Time    `json:"at"`
	Who         string       `json:"who"`
	Kind        string       `json:"kind"`
	ID          string       `json:"id"`
	Action      string       `json:"action"`
	ClientSites []ClientSite `json:"clientSites"`
	Before      string       `json:"before"`
	After       string       `json:"after"`
}

// AuditResponse is the answer of GET /super/audit: the entries the staff
// member may see, newest first.
type AuditResponse struct {
	Entries []AuditEntry `json:"entries"`
}

// MaxAuditEntries is the most entries GET /super/audit answers.
const MaxAuditEntries = 200
