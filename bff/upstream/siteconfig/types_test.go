package siteconfig_test

import (
	"encoding/json"
	"slices"
	"strings"
	"testing"

	"github.com/payhub/payhub/bff"
	"github.com/payhub/payhub/bff/upstream/siteconfig"
)

func TestSite_TENDER03_acceptedCardBrandsAreTheFourUnlessTheSiteNamesFewer(t *testing.T) {
	four := []string{"Visa", "MasterCard", "Discover Card", "American Express"}
	if got := siteconfig.CardBrands(); !slices.Equal(got, four) {
		t.Fatalf("CardBrands() = %v, want %v", got, four)
	}
	cases := []struct {
		name       string
		configured []string
		want       []string
	}{
		{"none configured: all four", nil, four},
		{"an empty list: all four", []string{}, four},
		{"a subset, in the portal's order", []string{"American Express", "Visa"}, []string{"Visa", "American Express"}},
		{"other spellings of the same brands", []string{"amex", " discover ", "MASTERCARD"}, []string{"MasterCard", "Discover Card", "American Express"}},
		{"duplicates once", []string{"Visa", "visa"}, []string{"Visa"}},
		{"only names it does not know: all four", []string{"Diners Club"}, four},
		{"unknown names among known ones are dropped", []string{"Diners Club", "Visa"}, []string{"Visa"}},
	}
	for _, c := range cases {
		got := siteconfig.Site{CardBrands: c.configured}.AcceptedCardBrands()
		if !slices.Equal(got, c.want) {
			t.Errorf("%s: AcceptedCardBrands(%q) = %v, want %v", c.name, c.configured, got, c.want)
		}
	}
}

func TestSite_CHK13_CHK17_CHK04_newFieldsHaveTheWidgetsJSONNames(t *testing.T) {
	s := siteconfig.Site{
		Mode:              siteconfig.ModeScheduledPaymentOnly,
		CostLinkedPricing: true,
		Survey: &siteconfig.Survey{
			Production:    siteconfig.Localized{En: "https://example.org/p/en", Es: "https://example.org/p/es"},
			NonProduction: siteconfig.Localized{En: "https://example.org/n/en", Es: "https://example.org/n/es"},
		},
		CardBrands: []string{"Visa"},
	}
	b, err := json.Marshal(s)
	if err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{
		`"mode":"scheduled-payment-only"`,
		`"costLinkedPricing":true`,
		`"survey":{"production":{"en":"https://example.org/p/en","es":"https://example.org/p/es"},"nonProduction":{"en":"https://example.org/n/en","es":"https://example.org/n/es"}}`,
		`"cardBrands":["Visa"]`,
	} {
		if !strings.Contains(string(b), want) {
			t.Errorf("site JSON lacks %s:\n%s", want, b)
		}
	}
	// A site without a survey or brands sends neither; costLinkedPricing is always sent.
	b, err = json.Marshal(siteconfig.Site{})
	if err != nil {
		t.Fatal(err)
	}
	if strings.Contains(string(b), `"survey"`) || strings.Contains(string(b), `"cardBrands"`) || !strings.Contains(string(b), `"costLinkedPricing":false`) {
		t.Errorf("empty site JSON: %s", b)
	}
}

func TestSite_CHK13_CHK17_sandboxSitesCarryCostLinkedPricingAndSurveyLinks(t *testing.T) {
	api := newAPI(t)
	demo, err := api.Site(t.Context(), "sunshine", "demo")
	if err != nil {
		t.Fatal(err)
	}
	if demo.CostLinkedPricing {
		t.Error("sunshine/demo has cost-linked pricing: Apple Pay and Google Pay would no longer skip the review")
	}
	sv := demo.Survey
	if sv == nil {
		t.Fatal("sunshine/demo has no survey links")
	}
	links := []string{sv.Production.En, sv.Production.Es, sv.NonProduction.En, sv.NonProduction.Es}
	for _, l := range links {
		if !strings.HasPrefix(l, "http://") && !strings.HasPrefix(l, "https://") {
			t.Errorf("survey link %q is not an absolute http(s) address", l)
		}
	}
	if sorted := slices.Compact(slices.Sorted(slices.Values(links))); len(sorted) != 4 {
		t.Errorf("SHELL-22: want four different links, got %v", links)
	}
	if len(demo.AcceptedCardBrands()) != 4 {
		t.Errorf("sunshine/demo accepts %v, want all four brands", demo.AcceptedCardBrands())
	}
	moon, err := api.Site(t.Context(), "moonbeam", "pay")
	if err != nil {
		t.Fatal(err)
	}
	if !moon.CostLinkedPricing || moon.Survey != nil {
		t.Errorf("moonbeam/pay: costLinkedPricing %v survey %+v, want true and none", moon.CostLinkedPricing, moon.Survey)
	}
}

func TestSite_policyIsWhatTheEdgeEnforces(t *testing.T) {
	st := siteconfig.Site{Enabled: true, EnabledInProd: true, Mode: siteconfig.ModeEmbeddedPublic,
		FrameAncestors: []string{"https://county.example"},
		HostIssuers:    []siteconfig.HostIssuer{{Issuer: "https://id.example"}},
		BasicAuth:      &siteconfig.BasicAuth{Realm: "r"},
		Chatbot:        &siteconfig.Chatbot{URL: "https://chat.example/bot"},
		Survey: &siteconfig.Survey{Production: siteconfig.Localized{En: "https://s.example/en"},
			NonProduction: siteconfig.Localized{En: "https://t.example/en", Es: "https://t.example/es"}}}
	st.Login.Meta.Enabled = true
	st.Login.TokenExchangeClientID = "exchange"
	p := st.Policy()
	if !p.Enabled || !p.EnabledInProd || !p.EmbeddedPublic || !p.ExchangeSignIn || p.BasicAuth != st.BasicAuth ||
		p.ChatbotURL != "https://chat.example/bot" || len(p.FrameAncestors) != 1 || len(p.HostIssuers) != 1 {
		t.Errorf("policy %+v", p)
	}
	if got := p.SurveysIn(bff.EnvProd); len(got) != 1 || got[0] != "https://s.example/en" {
		t.Errorf("production surveys %v", got)
	}
	if got := p.SurveysIn(bff.EnvBeta); len(got) != 2 || got[1] != "https://t.example/es" {
		t.Errorf("other surveys %v", got)
	}
	if !p.TrustsIssuer("https://id.example") || p.TrustsIssuer("https://other.example") {
		t.Error("issuer trust")
	}
	st.Login.TokenExchangeClientID = ""
	if st.Policy().TrustsIssuer("https://id.example") {
		t.Error("a site without a token-exchange client trusts an issuer")
	}
	st.Mode, st.Login.TokenExchangeClientID = siteconfig.ModeHomepage, "exchange"
	if p := st.Policy(); p.EmbeddedPublic || p.TrustsIssuer("https://id.example") {
		t.Error("a homepage site signs residents in by exchange")
	}
	if p := (siteconfig.Site{}).Policy(); p.ChatbotURL != "" || p.ProductionSurveys != nil {
		t.Errorf("empty site policy %+v", p)
	}
}
