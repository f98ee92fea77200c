package main

import (
	"encoding/json"
	"net/http"
	"net/url"
	"slices"
	"strings"
	"testing"
)

// These tests renew plate ABC1234 through the real binary: delivery by mail
// or pick-up is chosen on the BFF, kept on the sandbox cart and checked by
// the cart service at check-out.

type deliveryJSON struct {
	Required bool     `json:"required"`
	Options  []string `json:"options"`
	Default  string   `json:"default"`
	Offices  []struct {
		LocationID   string `json:"locationId"`
		Description  string `json:"description"`
		Availability []struct {
			Date string `json:"date"`
			Open bool   `json:"open"`
		} `json:"availability"`
	} `json:"offices"`
	OfficesError *struct{ Code string } `json:"officesError"`
	Donation     *struct {
		Charities []struct{ ID, Name, Path string } `json:"charities"`
		Amounts   []string                          `json:"amounts"`
		Current   *struct{ ItemID, Path, Amount string }
	} `json:"donation"`
	Saved *struct{ Method string } `json:"saved"`
}

// renewalScreen is the checkout screen's cart, fees and delivery section.
func (p *payer) renewalScreen() (checkoutJSON, deliveryJSON) {
	p.t.Helper()
	var raw struct {
		Sections struct {
			Delivery struct{ Data deliveryJSON } `json:"delivery"`
		} `json:"sections"`
	}
	if code := p.call("GET", "/screens/checkout", nil, nil, &raw); code != 200 {
		p.t.Fatalf("checkout screen: %d", code)
	}
	return p.checkoutScreen(), raw.Sections.Delivery.Data
}

// addRenewal finds plate ABC1234 and puts its renewal in the cart.
func (p *payer) addRenewal() {
	p.t.Helper()
	var res struct {
		Payables []payableJSON `json:"payables"`
	}
	if code := p.call("GET", "/search/vehicle-renewal?license_plate=abc1234", nil, nil, &res); code != 200 || len(res.Payables) != 1 {
		p.t.Fatalf("search ABC1234: %d %+v", code, res)
	}
	p.add(res.Payables[0].Path)
}

// pay checks out the cart by card and returns the status and the answer.
func (p *payer) pay(s checkoutJSON) (int, receiptResultJSON, errorJSON) {
	p.t.Helper()
	token := p.tokenize(s.Sections.Wallet.Data.CardInputURL, "4242 4242 4242 4242")
	var res receiptResultJSON
	status, raw := p.raw("POST", p.bff+"/bff/v1/sunshine/demo/checkout",
		checkoutBody(token, s.Sections.Cart.Data.Subtotal, s.Sections.Fees.Data["card"].Amount),
		map[string]string{"Idempotency-Key": p.newKey()})
	var e errorJSON
	_ = json.Unmarshal(raw, &res)
	_ = json.Unmarshal(raw, &e)
	return status, res, e
}

// receiptDelivery reads the delivery of a receipt.
func (p *payer) receiptDelivery(id string) map[string]any {
	p.t.Helper()
	var rs struct {
		Sections struct {
			Receipt struct {
				Data struct {
					Delivery map[string]any `json:"delivery"`
				}
			} `json:"receipt"`
		} `json:"sections"`
	}
	if code := p.call("GET", "/screens/receipt/"+url.PathEscape(id), nil, nil, &rs); code != 200 {
		p.t.Fatalf("receipt: %d", code)
	}
	return rs.Sections.Receipt.Data.Delivery
}

func TestDelivery_DLV01_DLV16_DLV25_guestRenewsABC1234ByMail(t *testing.T) {
	m, _ := startMain(t)
	p := newPayer(t, m)
	p.addRenewal()
	s, d := p.renewalScreen()
	if !d.Required || !slices.Equal(d.Options, []string{"shipping", "pick_up"}) || d.Default != "none" || len(d.Offices) != 3 {
		t.Fatalf("delivery section %+v", d)
	}
	if len(d.Offices[0].Availability) != 7 || d.OfficesError != nil {
		t.Errorf("offices %+v error %+v", d.Offices, d.OfficesError)
	}

	// Check-out is refused while no delivery was chosen (spec 000 §5).
	status, _, e := p.pay(s)
	if status != http.StatusUnprocessableEntity || !strings.Contains(e.Error.DisplayMessage, "by mail or pick-up") {
		t.Fatalf("check-out without delivery: %d %+v", status, e)
	}

	address := map[string]any{"name": "Ana Diaz", "address1": "12 Palm Way", "city": "Sunshine", "state": "FL", "postalCode": "32801"}
	var refused errorJSON
	if code := p.call("PUT", "/cart/delivery", map[string]any{"method": "shipping", "address": address}, nil, &refused); code != 422 ||
		!strings.Contains(refused.Error.Message, "confirm") {
		t.Fatalf("DLV-25 unconfirmed address: %d %+v", code, refused)
	}
	abroad := map[string]any{"name": "Ana Diaz", "address1": "1 King St", "city": "Toronto", "state": "ON", "postalCode": "M5H", "country": "CA"}
	if code := p.call("PUT", "/cart/delivery", map[string]any{"method": "shipping", "address": abroad, "confirmed": true},
		map[string]string{"Accept-Language": "es"}, &refused); code != 422 || !strings.Contains(refused.Error.DisplayMessage, "Estados Unidos") {
		t.Fatalf("DLV-26 address abroad: %d %+v", code, refused)
	}
	if code := p.call("PUT", "/cart/delivery", map[string]any{"method": "shipping", "address": address, "confirmed": true}, nil, nil); code != 200 {
		t.Fatalf("save mail delivery: %d", code)
	}
	s, d = p.renewalScreen()
	if d.Saved == nil || d.Saved.Method != "shipping" {
		t.Fatalf("saved %+v", d.Saved)
	}
	status, res, e := p.pay(s)
	if status != 200 || !strings.HasPrefix(res.ConfirmationNumber, "PH-") || res.Total == "" {
		t.Fatalf("DLV-02 check-out without a donation: %d %+v %+v", status, res, e)
	}
	got := p.receiptDelivery(res.ReceiptID)
	addr, _ := got["address"].(map[string]any)
	if got["method"] != "shipping" || addr["city"] != "Sunshine" || addr["country"] != "US" {
		t.Fatalf("receipt delivery %+v", got)
	}
}

func TestDelivery_DLV02_DLV27_guestRenewsABC1234ForPickUpWithADonation(t *testing.T) {
	m, _ := startMain(t)
	p := newPayer(t, m)
	p.addRenewal()
	_, d := p.renewalScreen()
	if d.Donation == nil || len(d.Donation.Charities) < 2 || !slices.Equal(d.Donation.Amounts, []string{"1.00", "5.00", "10.00"}) {
		t.Fatalf("donation %+v", d.Donation)
	}
	shelter := d.Donation.Charities[1]
	body := map[string]any{"items": []map[string]any{{"path": shelter.Path, "amount": "5.00"}}}
	if code := p.call("POST", "/cart/items", body, nil, nil); code != 200 {
		t.Fatalf("add the donation: %d", code)
	}
	office := d.Offices[0].LocationID
	var refused errorJSON
	if code := p.call("PUT", "/cart/delivery", map[string]any{"method": "pick_up", "pickup": map[string]string{"locationId": office}}, nil, &refused); code != 422 {
		t.Fatalf("DLV-27 pick-up without a person: %d %+v", code, refused)
	}
	choice := map[string]any{"method": "pick_up", "pickup": map[string]string{"locationId": office, "personName": "Luis Diaz"}, "receiveReminders": true}
	if code := p.call("PUT", "/cart/delivery", choice, nil, nil); code != 200 {
		t.Fatalf("save pick-up: %d", code)
	}
	s, d := p.renewalScreen()
	if d.Donation.Current == nil || d.Donation.Current.Amount != "5.00" || s.Sections.Cart.Data.Subtotal != "50.60" {
		t.Fatalf("donation in the cart %+v subtotal %s", d.Donation.Current, s.Sections.Cart.Data.Subtotal)
	}
	status, res, e := p.pay(s)
	if status != 200 || len(res.Items) != 2 {
		t.Fatalf("DLV-02 check-out with a donation: %d %+v %+v", status, res, e)
	}
	got := p.receiptDelivery(res.ReceiptID)
	if got["method"] != "pick_up" || got["personName"] != "Luis Diaz" || !strings.Contains(got["location"].(string), d.Offices[0].Description) {
		t.Fatalf("receipt delivery %+v", got)
	}
}

func TestDelivery_DLV18_theRenewalSwitchesTo24Months(t *testing.T) {
	m, _ := startMain(t)
	p := newPayer(t, m)
	p.addRenewal()
	s := p.checkoutScreen()
	item := s.Sections.Cart.Data.Items[0]
	var c cartJSON
	if code := p.call("PUT", "/cart/items/"+url.PathEscape(item.ID)+"/payable",
		map[string]string{"path": item.Path + "/24"}, nil, &c); code != 200 || c.Subtotal != "91.20" || len(c.Items) != 1 {
		t.Fatalf("switch to 24 months: %d %+v", code, c)
	}
	if code := p.call("PUT", "/cart/items/"+url.PathEscape(c.Items[0].ID)+"/payable",
		map[string]string{"path": "sunshine/demo/utilities/U-5001"}, nil, nil); code != 400 {
		t.Fatalf("a path that is no period of the renewal: %d, want 400", code)
	}
}

func TestDelivery_theOpenAPIDocumentDescribesTheDeliverySectionAndCommand(t *testing.T) {
	m, _ := startMain(t)
	p := newPayer(t, m)
	p.addRenewal()
	r := openAPIRouter(t, m.URL("bff"))
	base := m.URL("bff") + "/bff/v1/sunshine/demo"
	hdr := map[string]string{"X-Requested-With": "payhub"}
	checkExchange(t, r, p.client, http.MethodGet, base+"/screens/checkout", "", nil, 200)
	checkExchange(t, r, p.client, http.MethodPut, base+"/cart/delivery",
		`{"method":"pick_up","pickup":{"locationId":"downtown","personName":"Ana"}}`, hdr, 200)
	checkExchange(t, r, p.client, http.MethodGet, base+"/screens/checkout", "", nil, 200)
	checkExchange(t, r, p.client, http.MethodPut, base+"/cart/delivery", `{"method":"shipping"}`, hdr, 422)
}
