package bff

import "testing"

func TestDefaultDelivery_DLV12_DLV13_DLV14_DLV15(t *testing.T) {
	tests := []struct {
		name  string
		offer DeliveryOffer
		want  DeliveryOption
	}{
		{"DLV-12 pick-up unavailable: shipping", DeliveryOffer{Enabled: true, MailFee: true}, DeliveryShipping},
		{"DLV-13 both fees charged: shipping", DeliveryOffer{Enabled: true, PickUp: true, MailFee: true, PickUpFee: true}, DeliveryShipping},
		{"DLV-14 only mail charged: none", DeliveryOffer{Enabled: true, PickUp: true, MailFee: true}, DeliveryNone},
		{"DLV-14 only pick-up charged: none", DeliveryOffer{Enabled: true, PickUp: true, PickUpFee: true}, DeliveryNone},
		{"DLV-14 nothing charged: none", DeliveryOffer{Enabled: true, PickUp: true}, DeliveryNone},
		{"DLV-15 delivery off: shipping", DeliveryOffer{PickUp: true}, DeliveryShipping},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := DefaultDelivery(tt.offer); got != tt.want {
				t.Errorf("DefaultDelivery(%+v) = %q, want %q", tt.offer, got, tt.want)
			}
		})
	}
}

func home() Address {
	return Address{Name: "Ana Diaz", Address1: "12 Palm Way", City: "Sunshine", State: "FL",
		PostalCode: "32801", Country: "US"}
}

func TestAddress_DLV28_validOnlyWithEveryRequiredPart(t *testing.T) {
	blank := map[string]func(*Address){
		"name": func(a *Address) { a.Name = " " }, "address1": func(a *Address) { a.Address1 = "" },
		"city": func(a *Address) { a.City = "" }, "state": func(a *Address) { a.State = "" },
		"postalCode": func(a *Address) { a.PostalCode = "" }, "country": func(a *Address) { a.Country = "" },
	}
	if !home().Complete() {
		t.Fatal("a full address is not complete")
	}
	a := home()
	a.Address2 = ""
	if !a.Complete() {
		t.Error("address2 is optional, yet its absence makes the address incomplete")
	}
	for field, clear := range blank {
		a := home()
		clear(&a)
		if a.Complete() {
			t.Errorf("without %s the address is complete", field)
		}
		if got := AddressProblem(a.Trimmed(), false); got != IssueIncomplete {
			t.Errorf("without %s: problem %q, want %q", field, got, IssueIncomplete)
		}
	}
}

func TestAddress_DLV26_DLV29_DLV30_onlyDeliverableUSAddresses(t *testing.T) {
	tests := []struct {
		name string
		edit func(*Address)
		want AddressIssue
	}{
		{"a US address is fine", func(*Address) {}, ""},
		{"DLV-29 DLV-26 Canada is international and refused", func(a *Address) { a.Country = "CA"; a.State = "ON" }, IssueInternational},
		{"lower-case us is the US", func(a *Address) { a.Country = "us" }, ""},
		{"DLV-30 an undeliverable address is refused", func(a *Address) { a.Undeliverable = true }, IssueUndeliverable},
		{"an unknown state is refused", func(a *Address) { a.State = "ZZ" }, IssueState},
		{"an armed forces code is a state", func(a *Address) { a.State = "AE" }, ""},
		{"a territory is a state", func(a *Address) { a.State = "PR" }, ""},
		{"ZIP+4 is a postal code", func(a *Address) { a.PostalCode = "32801-1234" }, ""},
		{"four digits are not a postal code", func(a *Address) { a.PostalCode = "3280" }, IssuePostalCode},
		{"a name over 100 characters is refused", func(a *Address) { a.Name = string(make([]byte, 101)) + "x" }, IssueNameTooLong},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			a := home()
			tt.edit(&a)
			a = a.Trimmed()
			if got := AddressProblem(a, false); got != tt.want {
				t.Errorf("AddressProblem(%+v) = %q, want %q", a, got, tt.want)
			}
		})
	}
	if !(Address{Country: "US"}).Deliverable() || (Address{Country: "MX"}).Deliverable() {
		t.Error("Deliverable: want the US deliverable and Mexico not")
	}
}

func TestAddress_DLV20_militaryPayerNeedsAnOutOfStateAddress(t *testing.T) {
	florida := home()
	if got := AddressProblem(florida, true); got != IssueMilitaryInState {
		t.Errorf("military payer with a Florida address: %q, want %q", got, IssueMilitaryInState)
	}
	if got := AddressProblem(florida, false); got != "" {
		t.Errorf("other payer with a Florida address: %q, want none", got)
	}
	abroad := home()
	abroad.State, abroad.City, abroad.PostalCode = "AE", "APO", "09001"
	if got := AddressProblem(abroad, true); got != "" {
		t.Errorf("military payer with an APO address: %q, want none", got)
	}
}

func TestUSStates_areFiftyStatesDCAndEightMore(t *testing.T) {
	if n := len(USStates()); n != 59 {
		t.Errorf("%d state codes, want 50 + DC + AA AE AP AS GU MP PR VI = 59", n)
	}
}
