package payables

import "encoding/json"

// Renewal is what a vehicle renewal's custom_parameters say about delivery,
// reminders and donations (spec 001 §3 "Vehicle renewal custom
// parameters"; spec 000 §3 customParameters address and
// insurance.military_status).
type Renewal struct {
	LicensePlate string `json:"license_plate"`
	Months       int    `json:"renewal_duration_months"`
	// DeliveryMethods lists shipping and pick_up as offered; DeliveryOff
	// switches delivery off for the renewal.
	DeliveryMethods []string    `json:"delivery_methods"`
	DeliveryOff     bool        `json:"delivery_off"`
	Fees            RenewalFees `json:"fees"`
	// PlateChange is what a new plate or a plate transfer costs.
	PlateChange PlateChangeFees `json:"plate_change"`
	// RemindersEnabled shows the renewal-reminder opt-in.
	RemindersEnabled bool             `json:"reminders_enabled"`
	Insurance        RenewalInsurance `json:"insurance"`
	Donation         DonationOffer    `json:"donation"`
}

// RenewalFees are the fee breakdowns of the two durations.
type RenewalFees struct {
	Annual   DurationFees `json:"annual"`
	Biennial DurationFees `json:"biennial"`
}

// DurationFees is the fee breakdown of one duration (PAY-08): what
// mailing and picking up cost, and the fees the total is made of. Amounts
// are exact decimal strings.
type DurationFees struct {
	Months                 int    `json:"months"`
	MailFee                string `json:"mail_fee"`
	PickUp                 string `json:"pick_up"`
	Shipping               string `json:"shipping"`
	RegistrationFee        string `json:"registration_fee"`
	DelinquentFee          string `json:"delinquent_fee"`
	OataFee                string `json:"oata_fee"`
	TotalFees              string `json:"total_fees"`
	ProratedMonths         int    `json:"prorated_months"`
	NewPlateReplacementFee string `json:"new_plate_replacement_fee"`
	RentalParkFees         string `json:"rental_park_fees"`
	Total                  string `json:"total"`
}

// PlateChangeFees are a renewal's plate_change fees.
type PlateChangeFees struct {
	NewPlateFee string `json:"new_plate_fee"`
	TransferFee string `json:"transfer_fee"`
}

// RenewalInsurance carries the payer's military status.
type RenewalInsurance struct {
	MilitaryStatus string `json:"military_status"`
}

// DonationOffer is the optional charitable donation a renewal may carry
// (spec 000 §1, §3 "Donation: charity and amount").
type DonationOffer struct {
	Eligible         bool      `json:"eligible"`
	SuggestedAmounts []string  `json:"suggested_amounts"`
	MinimumAmount    string    `json:"minimum_amount"`
	Charities        []Charity `json:"charities"`
}

// Charity is one charity a donation can go to; Path is its donation
// payable, added to the cart as an item.
type Charity struct {
	ID   string `json:"id"`
	Name string `json:"name"`
	Path string `json:"path"`
}

// AdaptorVehicleRenewal is the adaptor of vehicle registration renewals.
const AdaptorVehicleRenewal = "vehicle_renewal"

// RenewalOf reads p's renewal parameters; ok is false when p is not a
// vehicle renewal or its parameters cannot be read.
func RenewalOf(p Payable) (r Renewal, ok bool) {
	if p.Adaptor != AdaptorVehicleRenewal {
		return Renewal{}, false
	}
	raw, err := json.Marshal(p.CustomParameters)
	if err != nil || json.Unmarshal(raw, &r) != nil {
		return Renewal{}, false
	}
	return r, true
}

// CurrentFees is the fee breakdown of the renewal's own duration.
func (r Renewal) CurrentFees() DurationFees {
	if r.Months == 24 {
		return r.Fees.Biennial
	}
	return r.Fees.Annual
}
