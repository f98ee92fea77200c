// Package siteconfig holds the wire types and client of the site
// configuration service: per client and site, the configuration of spec 000
// §3 "Config", the install flags, and the payable sources. The sandbox server
// (sandbox/siteconfig) and the BFF client share these types.
package siteconfig

import (
	"strings"

	"github.com/payhub/payhub/bff"
)

// Localized is a text in each supported language.
type Localized struct {
	En string `json:"en"`
	Es string `json:"es"`
}

// In returns the text in lang, falling back to English.
func (l Localized) In(lang bff.Language) string {
	if lang == bff.Spanish && l.Es != "" {
		return l.Es
	}
	return l.En
}

// Client describes one client and its sites (bff.ClientDescriptor).
type Client = bff.ClientDescriptor

// SiteRef names one site of a client (bff.SiteRef).
type SiteRef = bff.SiteRef

// Site modes (spec 000 §2 "Site modes").
const (
	ModeHomepage       = "homepage"
	ModeRedirectOnly   = "redirect-only"
	ModeFormsOnly      = "forms-only"
	ModeCheckoutOnly   = "checkout-only"
	ModeStub           = "stub"
	ModeEmbeddedPublic = "embedded-public"
	// ModeScheduledPaymentOnly: the checkout is the schedule-only flow,
	// steps Schedule and Confirmation (spec 000 §2 "Routes", checkout;
	// CHK-04).
	ModeScheduledPaymentOnly = "scheduled-payment-only"
)

// Site is one site's configuration (spec 000 §3 "Config").
type Site struct {
	Client string `json:"client"`
	Site   string `json:"site"`
	// Mode is one of the Mode* constants.
	Mode string `json:"mode"`
	// Enabled is false for a disabled site (spec 000 §2 guards: go to root).
	Enabled bool `json:"enabled"`
	// EnabledInProd: routes are blocked in production otherwise.
	EnabledInProd  bool     `json:"enabledInProd"`
	ClientOnlyURLs bool     `json:"clientOnlyUrls"`
	Languages      []string `json:"languages"`
	Welcome        Welcome  `json:"welcome"`
	Help           Help     `json:"help"`
	PayHub         PayHub   `json:"payHub"`
	Login          Login    `json:"login"`
	Install        Install  `json:"install"`
	Home           Home     `json:"home"`
	// FrameAncestors are the origins allowed to embed the widget.
	FrameAncestors []string `json:"frameAncestors"`
	// HostIssuers are the identity providers whose tokens for a host
	// page's signed-in user the embedded widget accepts (spec 000 §4:
	// sign-in by token exchange requires a known issuer; LOGIN-04).
	HostIssuers []HostIssuer `json:"hostIssuers,omitempty"`
	// PaymentMethods the site accepts: card, bank, paypal, venmo, applePay, googlePay.
	PaymentMethods []string `json:"paymentMethods"`
	// VenmoEnabled offers Venmo, a PayPal brand, where PayPal is accepted
	// (spec 000 §5: "Venmo only when its flag is set").
	VenmoEnabled bool `json:"venmoEnabled"`
	// AllowMobilePayMixedCategories offers Apple Pay and Google Pay for a
	// cart mixing item categories (spec 000 §5).
	AllowMobilePayMixedCategories bool `json:"allowMobilePayMixedCategories"`
	// BotCheck protects check-out with a bot challenge (spec 000 §1, §7).
	BotCheck BotCheck `json:"botCheck"`
	// ExternalCheckout hands the payer off to an external checkout instead
	// of the portal's payment form (spec 000 §1, §7 "Cart redirect
	// service"; CHK-02).
	ExternalCheckout ExternalCheckout `json:"externalCheckout"`
	// ExternalReceiptURL, when set, is the external receipt page that a
	// successful payment sends the browser to (spec 000 §2
	// "receipt/{receiptId}/redirect", §4; CHK-16). The text {receiptId} in
	// it is replaced by the receipt's id.
	ExternalReceiptURL string `json:"externalReceiptUrl,omitempty"`
	// CostLinkedPricing: the convenience fee depends on the card actually
	// used, so Apple Pay and Google Pay go through the review step like any
	// card instead of checking out from the wallet's sheet (spec 000 §4
	// "Checkout flow"; CHK-13).
	CostLinkedPricing bool `json:"costLinkedPricing"`
	// Survey is the site's survey links, which the receipt offers after a
	// check-out (CHK-17, SHELL-22); nil: the site has no survey.
	Survey *Survey `json:"survey,omitempty"`
	// BasicAuth, when set, asks every visitor of the site's pages and API
	// for a user name and password (spec 000 §2 guards: basic
	// authentication by configuration, bypassed in the demo environment).
	// It never leaves the BFF: screens carry Public().
	BasicAuth *BasicAuth `json:"basicAuth,omitempty"`
	// RequireSignInOutsideProd turns on the non-production sign-in gate
	// (spec 000 §2 guards; GUARD-05): outside production a visitor who is
	// not signed in goes to nonprod-sign-in. Off on every sandbox site, so
	// that the sandbox stays open to guests.
	RequireSignInOutsideProd bool `json:"requireSignInOutsideProd,omitempty"`
	// CardBrands are the card brands the site accepts, some of CardBrands()
	// (spec 000 §3 "Card brands"; TENDER-03); empty: all of them.
	CardBrands []string `json:"cardBrands,omitempty"`
	// ContactTopics are the topics of the footer's contact form (spec 000
	// §3 "Topic option"; CONTACT-04), in the order shown. The BFF adds
	// 'Website issue' when the list lacks it (WithWebsiteIssue; CONTACT-02).
	ContactTopics []ContactTopic `json:"contactTopics,omitempty"`
	// Chatbot is the site's chatbot, which the portal shows in a frame
	// (spec 000 §2 "Chatbot frame", §4 "Chatbot"; SHELL-44, SHELL-45);
	// nil: the site has none.
	Chatbot *Chatbot `json:"chatbot,omitempty"`
	// LinkHosts are where a redirect source's navigation link of an app
	// prefix goes (ROUTE-49; nav_links.go).
	LinkHosts LinkHosts `json:"linkHosts"`
}

// Chatbot configures a site's chatbot frame. URL is the chatbot's page, an
// absolute http(s) URL: the portal takes the frame's messages only from
// its origin, and the portal page's Content-Security-Policy lets that
// origin be framed.
type Chatbot struct {
	URL string `json:"url"`
}

// ContactTopic is one topic of the contact form (spec 000 §3 "Topic
// option"; CONTACT-04).
type ContactTopic struct {
	Value        string               `json:"value"`
	Text         Localized            `json:"text"`
	CustomFields []ContactCustomField `json:"customFields,omitempty"`
	// DefaultOnPage names a portal page route on which this topic is
	// chosen at first; empty: none.
	DefaultOnPage string `json:"defaultOnPage,omitempty"`
}

// ContactCustomField is one extra field of a contact topic, sent in the
// request's custom_fields under its English label (CONTACT-05, CONTACT-19).
type ContactCustomField struct {
	CustomLabel Localized `json:"customLabel"`
	CustomHint  Localized `json:"customHint"`
	Required    bool      `json:"required"`
}

// TopicWebsiteIssue is the value of the topic every contact form offers
// (CONTACT-02).
const TopicWebsiteIssue = "website_issue"

// WebsiteIssue is the 'Website issue' topic (CONTACT-02).
func WebsiteIssue() ContactTopic {
	return ContactTopic{Value: TopicWebsiteIssue,
		Text: Localized{En: "Website issue", Es: "Problema con el sitio web"}}
}

// WithWebsiteIssue returns topics with the 'Website issue' topic last,
// unless a topic of that value is there already (CONTACT-02). topics is
// not changed.
func WithWebsiteIssue(topics []ContactTopic) []ContactTopic {
	for _, t := range topics {
		if t.Value == TopicWebsiteIssue {
			return topics
		}
	}
	return append(append(make([]ContactTopic, 0, len(topics)+1), topics...), WebsiteIssue())
}

// Topic returns the topic of value, ok false when there is none.
func (s Site) Topic(value string) (ContactTopic, bool) {
	for _, t := range WithWebsiteIssue(s.ContactTopics) {
		if t.Value == value {
			return t, true
		}
	}
	return ContactTopic{}, false
}

// Survey holds a site's survey links, one per language for production and
// one per language for every other environment (SHELL-22).
type Survey struct {
	Production    Localized `json:"production"`
	NonProduction Localized `json:"nonProduction"`
}

// The card brands of spec 000 §3 "Card brands" (TENDER-03).
const (
	BrandVisa       = "Visa"
	BrandMasterCard = "MasterCard"
	BrandDiscover   = "Discover Card"
	BrandAmex       = "American Express"
)

// CardBrands lists the four card brands in the order the portal shows them.
func CardBrands() []string {
	return []string{BrandVisa, BrandMasterCard, BrandDiscover, BrandAmex}
}

// CardBrandOf names the brand that name stands for, accepting the other
// spellings wallets and processors use ("visa", "amex", "Discover"); ok is
// false for any other name.
func CardBrandOf(name string) (brand string, ok bool) {
	switch strings.ToLower(strings.TrimSpace(name)) {
	case "visa":
		return BrandVisa, true
	case "mastercard", "master card":
		return BrandMasterCard, true
	case "discover", "discover card":
		return BrandDiscover, true
	case "amex", "american express":
		return BrandAmex, true
	}
	return "", false
}

// AcceptedCardBrands is the brands the site accepts, in the order of
// CardBrands(): those its CardBrands name, or all four when it names none
// it knows (TENDER-03).
func (s Site) AcceptedCardBrands() []string {
	named := map[string]bool{}
	for _, b := range s.CardBrands {
		if brand, ok := CardBrandOf(b); ok {
			named[brand] = true
		}
	}
	all := CardBrands()
	if len(named) == 0 {
		return all
	}
	out := make([]string, 0, len(named))
	for _, b := range all {
		if named[b] {
			out = append(out, b)
		}
	}
	return out
}

// HostIssuer is one identity provider on a site's allow-list
// (bff.HostIssuer).
type HostIssuer = bff.HostIssuer

// ExternalCheckout configures the hand-off to an external checkout: the
// BFF posts the cart id to the cart redirect service, which answers where
// the browser goes next.
type ExternalCheckout struct {
	Enabled bool `json:"enabled"`
}

// BotCheck configures the check-out's bot challenge (spec 000 §7: a widget
// of a third-party provider). SiteKey is the provider's public key for the
// widget; the secret stays with the BFF.
type BotCheck struct {
	Enabled bool   `json:"enabled"`
	SiteKey string `json:"siteKey"`
}

// Welcome configures the welcome modal.
type Welcome struct {
	Display     bool      `json:"display"`
	Features    []string  `json:"features"`
	Title       Localized `json:"title"`
	Description Localized `json:"description"`
	TimeLimit   bool      `json:"timeLimit"`
}

// Help configures the footer's help and contact tabs.
type Help struct {
	ShowHelp      bool `json:"showHelp"`
	ShowContactUs bool `json:"showContactUs"`
	// ContactPhone is the phone number a payer can call when the contact
	// form cannot be sent (spec 000 §8 "Contact send failure":
	// messaging.api-error.default names it; without one, no_phone).
	ContactPhone string `json:"contactPhone,omitempty"`
	// TermsURL is the site's terms of use page (SHELL-17, SHELL-20); empty:
	// the portal's own.
	TermsURL string `json:"termsUrl,omitempty"`
}

// PayHub is the site's branding.
type PayHub struct {
	ReturnHomeURL    string    `json:"returnHomeUrl"`
	ReturnHomeText   Localized `json:"returnHomeText"`
	ClientTitle      string    `json:"clientTitle"`
	LandingPageTitle Localized `json:"landingPageTitle"`
	ClientLogo       string    `json:"clientLogo"`
	ShowGSGBranding  bool      `json:"showGSGBranding"`
	ColorTheme       string    `json:"colorTheme"`
	Favicon          string    `json:"favicon,omitempty"`
}

// Login configures sign-in for the site.
type Login struct {
	TokenExchangeClientID string    `json:"tokenExchangeClientId"`
	Meta                  LoginMeta `json:"meta"`
}

// LoginMeta holds the login switch.
type LoginMeta struct {
	Enabled bool `json:"enabled"`
}

// Install holds the install flags (spec 000 §3, §6).
type Install struct {
	EnableHeader                 bool `json:"enableHeader"`
	EnableFooter                 bool `json:"enableFooter"`
	ShowAnnouncements            bool `json:"showAnnouncements"`
	EnableHomePage               bool `json:"enableHomePage"`
	EnableFloatingCart           bool `json:"enableFloatingCart"`
	EnableMySettingsModification bool `json:"enableMySettingsModification"`
	// PreExpandNotifications opens the header's notifications list by
	// itself, at most once per browser session and only on windows wider
	// than 991 px (spec 000 §9, spec 001 §4 "Announcements"; CONST-14).
	PreExpandNotifications bool `json:"preExpandNotifications,omitempty"`
	// SpecialMode is the special mode of spec 000 §2 guards ("Go to root
	// when a special mode is on"; GUARD-02): a switch that closes the whole
	// site for a while, as for maintenance or a cut-over between tax
	// systems, without disabling it. While it is on, the portal sends every
	// navigation within the site to the root page "/", where an unknown or
	// disabled site goes too; turned off, the site's pages are back as they
	// were.
	SpecialMode bool `json:"specialMode,omitempty"`
	// EnableSchedPay says the site uses scheduled payments: the staff
	// console offers only such sites for plans made for a payer (spec 001
	// §2 "Admin scheduled-payment screen"; SCHED-05). Residents schedule
	// by their items' own scheduled-payments configuration either way.
	EnableSchedPay bool `json:"enableSchedPay,omitempty"`
}

// Home is the landing page's content.
type Home struct {
	Title       Localized `json:"title"`
	Description Localized `json:"description"`
	CoverImage  string    `json:"coverImage"`
	CoverAlt    Localized `json:"coverAlt"`
}

// Search types of payable sources (spec 001 §2).
const (
	SearchFieldSearch   = "field-search"
	SearchItemList      = "item-list"
	SearchRedirect      = "redirect"
	SearchTaxsysNavLink = "taxsys-navigation-link"
	// The other search types of SRCH-06 (search_types.go).
	SearchFieldSearchRenewExpress = "field-search-renewexpress"
	SearchFieldSearchRexHub       = "field-search-rexhub"
	SearchExpandableItemList      = "expandable-item-list"
	SearchItemDropdown            = "item-dropdown"
	SearchBlind                   = "blind"
	SearchIndexSearch             = "index-search"
)

// Source is a payable source as the shell and home page see it.
type Source struct {
	ID                    string        `json:"id"`
	PageRoute             string        `json:"pageRoute"`
	DisplayType           string        `json:"displayType"`
	Title                 Localized     `json:"title"`
	Subtitle              Localized     `json:"subtitle"`
	Description           Localized     `json:"description"`
	Icon                  string        `json:"icon"`
	SearchType            string        `json:"searchType"`
	Adaptor               string        `json:"adaptor"`
	ItemName              Localized     `json:"itemName"`
	SearchInputs          []SearchInput `json:"searchInputs,omitempty"`
	DepartmentDisplayName Localized     `json:"departmentDisplayName"`
	Order                 int           `json:"order"`
	LinkInNav             bool          `json:"linkInNav"`
	HideInProd            bool          `json:"hideInProd"`
	ForceShowInProd       bool          `json:"forceShowInProd"`
	RedirectURL           string        `json:"redirectUrl,omitempty"`
	// BlindDisplayNameLabel and BlindDisplayNamePlaceholder name the one
	// field of a blind source's page (SRCH-08, SRCH-09).
	BlindDisplayNameLabel       Localized `json:"blindDisplayNameLabel"`
	BlindDisplayNamePlaceholder Localized `json:"blindDisplayNamePlaceholder"`
	// ItemGroups are the groups an expandable-item-list source's items
	// open under, matched on the payables' display type.
	ItemGroups []ItemGroup `json:"itemGroups,omitempty"`
	// TaxDollarBreakdown and UnclaimedRefunds, when set, give the source
	// those pages at its route plus their sub-routes (SRCH-03;
	// source_pages.go).
	TaxDollarBreakdown *TaxDollarBreakdown `json:"taxDollarBreakdown,omitempty"`
	UnclaimedRefunds   *UnclaimedRefunds   `json:"unclaimedRefunds,omitempty"`
	// TaxSystem, on an index-search source, says its payables come from
	// the external tax system, which gives it a details route (SRCH-04).
	TaxSystem *TaxSystem `json:"taxSystem,omitempty"`
	// ProductOwnership and URLAppMapping are route metadata of the
	// source's navigation link (ROUTE-46); URLAppMapping is the app prefix
	// that says which host a redirect link goes to (ROUTE-49).
	ProductOwnership string `json:"productOwnership,omitempty"`
	URLAppMapping    string `json:"urlAppMapping,omitempty"`
	// BulkAdd, when set, enables bulk add on the source (BULK-01, BULK-02;
	// bulkadd.go).
	BulkAdd *BulkAdd `json:"bulkAdd,omitempty"`
	// Route is the source's route with its metadata (SRCH-02, ROUTE-46;
	// routes.go), set by the BFF for pages.
	Route *Route `json:"route,omitempty"`
	// BaseType, ExampleImage, GenerateUniqueID, ClientWebsiteURL and
	// FreeformFields complete the source configuration of SRCH-08
	// (source_details.go). GenerateUniqueID is carried as configured: the
	// source asks that each payable added from it get an id of its own.
	BaseType         string                `json:"baseType,omitempty"`
	ExampleImage     *ExampleImage         `json:"exampleImage,omitempty"`
	GenerateUniqueID bool                  `json:"generateUniqueId,omitempty"`
	ClientWebsiteURL string                `json:"clientWebsiteUrl,omitempty"`
	FreeformFields   []SourceFreeformField `json:"freeformFields,omitempty"`
}

// SearchInput is one field on a source's search page.
type SearchInput struct {
	Name        string    `json:"name"`
	Label       Localized `json:"label"`
	Placeholder Localized `json:"placeholder"`
	Required    bool      `json:"required"`
}

// SourcesResponse is the answer of GET /v1/sites/{client}/{site}/sources:
// the site's payable sources sorted by Order.
type SourcesResponse struct {
	Sources []Source `json:"sources"`
}

// BasicAuth is a site's basic-authentication credential (bff.BasicAuth).
type BasicAuth = bff.BasicAuth

// Public is the configuration as pages may see it: without the
// basic-authentication credential.
func (s Site) Public() Site {
	s.BasicAuth = nil
	return s
}

// Policy is what the BFF's edge enforces of the site (bff.SitePolicy).
func (s Site) Policy() bff.SitePolicy {
	p := bff.SitePolicy{Enabled: s.Enabled, EnabledInProd: s.EnabledInProd, EmbeddedPublic: s.Mode == ModeEmbeddedPublic,
		ExchangeSignIn: s.Login.Meta.Enabled && s.Login.TokenExchangeClientID != "",
		FrameAncestors: s.FrameAncestors, HostIssuers: s.HostIssuers, BasicAuth: s.BasicAuth}
	if s.Chatbot != nil {
		p.ChatbotURL = s.Chatbot.URL
	}
	if s.Survey != nil {
		p.ProductionSurveys, p.NonProductionSurveys = s.Survey.Production.links(), s.Survey.NonProduction.links()
	}
	return p
}

// links are l's non-empty texts, English then Spanish.
func (l Localized) links() []string {
	var out []string
	for _, s := range []string{l.En, l.Es} {
		if s != "" {
			out = append(out, s)
		}
	}
	return out
}
