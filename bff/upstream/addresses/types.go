// Package addresses holds the wire types and client of the addresses
// service (spec 000 §7 "Addresses service": GET and POST /v1/addresses,
// PATCH and DELETE /v1/addresses/{id}): a signed-in user's saved addresses,
// named by the X-User-Id header. The sandbox server (sandbox/addresses)
// and the client share these types.
package addresses

import "time"

// UserIDHeader names the user whose addresses are read or changed.
const UserIDHeader = "X-User-Id"

// Address is a saved address (spec 000 §3 "Address": the fields the
// service keeps; save, isSaved, justSaved and billingSave are the portal's
// own state).
type Address struct {
	ID                string     `json:"id"`
	Name              string     `json:"name"`
	Address1          string     `json:"address1"`
	Address2          string     `json:"address2,omitempty"`
	City              string     `json:"city"`
	State             string     `json:"state"`
	PostalCode        string     `json:"postalCode"`
	Country           string     `json:"country"`
	Nickname          string     `json:"nickname,omitempty"`
	AddressType       string     `json:"addressType,omitempty"`
	IsBilling         bool       `json:"isBilling"`
	LastUsed          *time.Time `json:"lastUsed,omitempty"`
	LobDeliveryString string     `json:"lobDeliveryString,omitempty"`
}

// Change is the body of PATCH /v1/addresses/{id}: only the set fields
// change (spec 000 §7: "last-used update sends lastUsed").
type Change struct {
	Name        *string    `json:"name,omitempty"`
	Address1    *string    `json:"address1,omitempty"`
	Address2    *string    `json:"address2,omitempty"`
	City        *string    `json:"city,omitempty"`
	State       *string    `json:"state,omitempty"`
	PostalCode  *string    `json:"postalCode,omitempty"`
	Country     *string    `json:"country,omitempty"`
	Nickname    *string    `json:"nickname,omitempty"`
	AddressType *string    `json:"addressType,omitempty"`
	IsBilling   *bool      `json:"isBilling,omitempty"`
	LastUsed    *time.Time `json:"lastUsed,omitempty"`
}

// List is the answer of GET /v1/addresses, oldest first.
type List struct {
	Addresses []Address `json:"addresses"`
}
