// Package history holds the wire types and client of the payment history
// service (spec 001 §7 "Payment history service"): receipts written at
// check-out, read one at a time or paged. Amounts are exact decimal strings.
package history

import "time"

// DefaultPerPage is the history page size (spec 001 §9: page 1, 10 per page).
const DefaultPerPage = 10

// Receipt is one payment's receipt (spec 001 §3 "Payment receipt").
type Receipt struct {
	ID                 string        `json:"id"`
	Client             string        `json:"client"`
	Site               string        `json:"site"`
	ConfirmationNumber string        `json:"confirmation_number"`
	PostedAt           time.Time     `json:"posted_at"`
	UserID             string        `json:"user_id"`
	CartID             string        `json:"cart_id"`
	Payer              Payer         `json:"payer"`
	Tender             Tender        `json:"tender"`
	Transactions       []Transaction `json:"transactions"`
	Base               string        `json:"base"`
	Fee                string        `json:"fee"`
	Total              string        `json:"total"`
	ItemCount          int           `json:"item_count"`
	Language           string        `json:"language,omitempty"`
	// Delivery is how a renewal reaches the payer, when the cart needed
	// delivery.
	Delivery *Delivery `json:"delivery,omitempty"`
}

// Delivery is a payment's delivery: mail to an address, or pick-up at an
// office by a named person.
type Delivery struct {
	Method           string `json:"method"` // shipping or pick_up
	Name             string `json:"name,omitempty"`
	Address1         string `json:"address1,omitempty"`
	Address2         string `json:"address2,omitempty"`
	City             string `json:"city,omitempty"`
	State            string `json:"state,omitempty"`
	PostalCode       string `json:"postal_code,omitempty"`
	Country          string `json:"country,omitempty"`
	LocationID       string `json:"location_id,omitempty"`
	Location         string `json:"location,omitempty"` // the office's name and address
	PickupPersonName string `json:"pickup_person_name,omitempty"`
}

// Payer is who paid.
type Payer struct {
	Name  string `json:"name,omitempty"`
	Email string `json:"email,omitempty"`
	Phone string `json:"phone,omitempty"`
}

// Tender is how the payment was made; never a full card or account number.
type Tender struct {
	Type       string `json:"type"`
	CardBrand  string `json:"card_brand,omitempty"`
	LastDigits string `json:"last_digits,omitempty"`
}

// Transaction is one charge of the payment: the processor's transaction
// number and response code, the amount and fee charged, and its items.
// Failed items are listed but count in no amount.
type Transaction struct {
	Number       string `json:"number"`
	ItemCount    int    `json:"item_count"`
	Fee          string `json:"fee"`
	BaseAmount   string `json:"base_amount"`
	Delayed      bool   `json:"delayed"`
	ResponseCode string `json:"response_code"`
	Items        []Item `json:"items"`
}

// Item is one paid item, or, with Failed, one that was not paid, with the
// payer's explanation in UserErrorMessage.
type Item struct {
	Path        string `json:"path"`
	DisplayName string `json:"display_name"`
	DisplayType string `json:"display_type,omitempty"`
	Description string `json:"description,omitempty"`
	// Recipient names who receives the payment: the department, else the
	// client (spec 001 §3: a receipt shows the recipient).
	Recipient        string         `json:"recipient,omitempty"`
	Amount           string         `json:"amount"`
	Quantity         int            `json:"quantity"`
	Failed           bool           `json:"failed,omitempty"`
	UserErrorMessage string         `json:"user_error_message,omitempty"`
	CustomParameters map[string]any `json:"custom_parameters,omitempty"`
}

// Page is one page of receipts: GET /api/v2/receipts?page&perPage.
type Page struct {
	Results    []Receipt `json:"results"`
	Total      int       `json:"total"`
	TotalPages int       `json:"totalPages"`
}
