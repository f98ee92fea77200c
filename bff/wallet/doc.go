// Package wallet is the signed-in resident's saved payment methods (spec
// 001 §3 and §4 "Wallet", spec 000 §6): the saved tenders as the portal
// sees them (WAL-05, WAL-07, WAL-09, WAL-11), managing them (list, rename,
// default, remove, add a card, bank account or PayPal), claiming the tender
// of a guest payment (ROLE-21), the card-input frames bound to the resident
// (API-77), and for the check-out: readying a saved tender to pay a cart
// (ROLE-08) and saving a new one after it paid (ROLE-07).
//
// The user id of every call is the caller's signed-in resident, never one
// from a request; another resident's tender answers not found.
package wallet
