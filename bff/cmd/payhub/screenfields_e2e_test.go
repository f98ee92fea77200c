package main

import (
	"encoding/json"
	"net/http"
	"net/url"
	"slices"
	"strings"
	"testing"

	"github.com/getkin/kin-openapi/routers"
)

// These tests read, through the real binary and its sandbox, the optional
// fields the portal acts on: the site's cost-linked pricing and survey
// links, each cart item's confirmation and disabled card brands, the
// tenders' card brands, and a handed-over cart's mark and addresses. Every
// answer is also checked against the OpenAPI document.

type (
	localizedJSON struct {
		En string `json:"en"`
		Es string `json:"es"`
	}
	siteFieldsJSON struct {
		CostLinkedPricing *bool `json:"costLinkedPricing"`
		Survey            *struct {
			Production    localizedJSON `json:"production"`
			NonProduction localizedJSON `json:"nonProduction"`
		} `json:"survey"`
	}
	configScreenJSON struct {
		Sections struct {
			Config struct {
				Data siteFieldsJSON `json:"data"`
			} `json:"config"`
		} `json:"sections"`
	}
	cartFieldsJSON struct {
		ID         string            `json:"id"`
		IsRedirect *bool             `json:"isRedirect"`
		URLs       map[string]string `json:"urls"`
		Items      []struct {
			Path                 string   `json:"path"`
			RequiresConfirmation *bool    `json:"requiresConfirmation"`
			DisabledCardBrands   []string `json:"disabledCardBrands"`
		} `json:"items"`
	}
	checkoutFieldsJSON struct {
		Sections struct {
			Config struct {
				Data siteFieldsJSON `json:"data"`
			} `json:"config"`
			Cart struct {
				Data cartFieldsJSON `json:"data"`
			} `json:"cart"`
			Tenders struct {
				Data struct {
					Allowed    []string `json:"allowed"`
					CardBrands []string `json:"cardBrands"`
				} `json:"data"`
			} `json:"tenders"`
		} `json:"sections"`
	}
)

// fourBrands are the card brands of TENDER-03, in the portal's order.
var fourBrands = []string{"Visa", "MasterCard", "Discover Card", "American Express"}

// getChecked performs GET u as p's browser, checks the answer against the
// OpenAPI document and decodes it into out.
func (p *payer) getChecked(r routers.Router, u string, out any) {
	p.t.Helper()
	body := checkExchange(p.t, r, p.client, http.MethodGet, u, "", nil, http.StatusOK)
	if err := json.Unmarshal(body, out); err != nil {
		p.t.Fatalf("GET %s: %v\n%s", u, err, body)
	}
}

// findIn searches the source at pageRoute of sunshine/demo for account and
// returns the path of its one result.
func (p *payer) findIn(pageRoute, account string) string {
	p.t.Helper()
	var res struct {
		Payables []payableJSON `json:"payables"`
	}
	if code := p.call("GET", "/search/"+pageRoute+"?account_number="+url.QueryEscape(account), nil, nil, &res); code != 200 || len(res.Payables) != 1 {
		p.t.Fatalf("search %s %s: %d %+v", pageRoute, account, code, res)
	}
	return res.Payables[0].Path
}

func TestScreens_CHK13_CHK17_theSiteConfigCarriesCostLinkedPricingAndSurveyLinksToTheReceipt(t *testing.T) {
	m, _ := startMain(t)
	bffURL := m.URL("bff")
	r := openAPIRouter(t, bffURL)
	p := newPayer(t, m)

	var demo configScreenJSON
	p.getChecked(r, bffURL+"/bff/v1/sunshine/demo/screens/shell", &demo)
	cfg := demo.Sections.Config.Data
	// CHK-13: sunshine/demo has no cost-linked pricing, so Apple Pay and
	// Google Pay keep skipping the review there.
	if cfg.CostLinkedPricing == nil || *cfg.CostLinkedPricing {
		t.Errorf("sunshine/demo costLinkedPricing %v, want false", cfg.CostLinkedPricing)
	}
	if cfg.Survey == nil {
		t.Fatal("CHK-17: sunshine/demo's configuration has no survey")
	}
	links := []string{cfg.Survey.Production.En, cfg.Survey.Production.Es, cfg.Survey.NonProduction.En, cfg.Survey.NonProduction.Es}
	for _, l := range links {
		// The sandbox survey on the running sandbox listener.
		if !strings.HasPrefix(l, m.URL("sandbox")+"/svc/survey/?") {
			t.Errorf("survey link %q is not the running sandbox's survey", l)
		}
	}
	if len(slices.Compact(slices.Sorted(slices.Values(links)))) != 4 {
		t.Errorf("SHELL-22: the four survey links are not all different: %v", links)
	}

	var moon configScreenJSON
	p.getChecked(r, bffURL+"/bff/v1/moonbeam/pay/screens/shell", &moon)
	if c := moon.Sections.Config.Data; c.CostLinkedPricing == nil || !*c.CostLinkedPricing || c.Survey != nil {
		t.Errorf("moonbeam/pay costLinkedPricing %v survey %+v, want true and none", c.CostLinkedPricing, c.Survey)
	}

	// CHK-17: the receipt screen's configuration carries the survey links
	// the receipt page invites the payer to.
	p.add(p.find("R100-002").Path)
	var s checkoutJSON
	p.getChecked(r, bffURL+"/bff/v1/sunshine/demo/screens/checkout", &s)
	token := p.tokenize(s.Sections.Wallet.Data.CardInputURL, "4242424242424242")
	var res receiptResultJSON
	body := checkoutBody(token, "842.10", s.Sections.Fees.Data["card"].Amount)
	if code := p.call("POST", "/checkout", body, map[string]string{"Idempotency-Key": p.newKey()}, &res); code != 200 {
		t.Fatalf("checkout: %d %+v", code, res)
	}
	var receipt configScreenJSON
	p.getChecked(r, bffURL+"/bff/v1/sunshine/demo/screens/receipt/"+url.PathEscape(res.ReceiptID), &receipt)
	if got := receipt.Sections.Config.Data.Survey; got == nil || *got != *cfg.Survey {
		t.Errorf("receipt screen survey %+v, want %+v", got, cfg.Survey)
	}
}

func TestCheckout_ADD10_TENDER03_TENDER04_cartItemsAndTendersCarryConfirmationAndCardBrands(t *testing.T) {
	m, _ := startMain(t)
	checkoutURL := m.URL("bff") + "/bff/v1/sunshine/demo/screens/checkout"
	r := openAPIRouter(t, m.URL("bff"))

	// ADD-10: the sidewalk cafe permit asks the payer to confirm it.
	permit := newPayer(t, m)
	permit.add(permit.findIn("business-license", "B-9005"))
	var s checkoutFieldsJSON
	permit.getChecked(r, checkoutURL, &s)
	items := s.Sections.Cart.Data.Items
	if len(items) != 1 || items[0].RequiresConfirmation == nil || !*items[0].RequiresConfirmation || len(items[0].DisabledCardBrands) != 0 {
		t.Fatalf("ADD-10: B-9005 in the cart: %+v", items)
	}
	// TENDER-03: the site accepts the four brands.
	if got := s.Sections.Tenders.Data.CardBrands; !slices.Equal(got, fourBrands) {
		t.Errorf("TENDER-03: tenders cardBrands %v, want %v", got, fourBrands)
	}

	// TENDER-04: the water meter fee does not take American Express; the
	// tenders section lists the brands this cart accepts, without it.
	fee := newPayer(t, m)
	fee.add(fee.findIn("utilities", "U-5002"))
	fee.add(fee.findIn("utilities", "U-5001"))
	var f checkoutFieldsJSON
	fee.getChecked(r, checkoutURL, &f)
	byPath := map[string][]string{}
	for _, it := range f.Sections.Cart.Data.Items {
		if it.RequiresConfirmation == nil || *it.RequiresConfirmation {
			t.Errorf("%s requiresConfirmation %v, want false", it.Path, it.RequiresConfirmation)
		}
		byPath[it.Path] = it.DisabledCardBrands
	}
	if got, ok := byPath["sunshine/demo/utilities/U-5002"]; !ok || !slices.Equal(got, []string{"American Express"}) {
		t.Errorf("TENDER-04: U-5002 disabledCardBrands %v (in cart %v), want [American Express]", got, ok)
	}
	if got, ok := byPath["sunshine/demo/utilities/U-5001"]; !ok || got == nil || len(got) != 0 {
		t.Errorf("U-5001 disabledCardBrands %#v (in cart %v), want []", got, ok)
	}
	if got, want := f.Sections.Tenders.Data.CardBrands, fourBrands[:3]; !slices.Equal(got, want) {
		t.Errorf("TENDER-04: tenders cardBrands %v, want %v", got, want)
	}
}

func TestHandoff_CART16_aHandedOverCartIsMarkedRedirectAndCarriesItsAddresses(t *testing.T) {
	m, _ := startMain(t)
	bffURL := m.URL("bff")
	r := openAPIRouter(t, bffURL)

	// A cart of the portal's own is not a redirect cart and has no addresses.
	own := newPayer(t, m)
	own.add(own.find("R100-002").Path)
	var plain checkoutFieldsJSON
	own.getChecked(r, bffURL+"/bff/v1/sunshine/demo/screens/checkout", &plain)
	if c := plain.Sections.Cart.Data; c.IsRedirect == nil || *c.IsRedirect || c.URLs == nil || len(c.URLs) != 0 {
		t.Fatalf("a portal cart: isRedirect %v urls %v, want false and {}", c.IsRedirect, c.URLs)
	}

	// The hand-off puts the portal's return addresses on the cart; the
	// payer whose external payment failed comes back to a redirect cart.
	p := newPayer(t, m)
	h := p.handOff()
	if status, _ := externalDecision(t, h.URL, url.Values{"decision": {"fail"}}); status != http.StatusSeeOther {
		t.Fatalf("fail on the external checkout: %d", status)
	}
	var s checkoutFieldsJSON
	p.getChecked(r, bffURL+handoffSite+"/screens/checkout", &s)
	c := s.Sections.Cart.Data
	base := bffURL + "/sunshine/handoff"
	want := map[string]string{
		"return":  base + "/checkout",
		"cancel":  base + "/redirect/" + h.CartID,
		"receipt": base + "/receipt/{receiptId}/redirect",
	}
	if c.ID != h.CartID || c.IsRedirect == nil || !*c.IsRedirect {
		t.Fatalf("CART-16: cart %q isRedirect %v, want %q marked as a redirect cart", c.ID, c.IsRedirect, h.CartID)
	}
	for k, v := range want {
		if c.URLs[k] != v {
			t.Errorf("urls.%s = %q, want %q", k, c.URLs[k], v)
		}
	}
	if _, ok := c.URLs["postback"]; ok || len(c.URLs) != len(want) {
		t.Errorf("urls %v, want exactly %v", c.URLs, want)
	}
}
