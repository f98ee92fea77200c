// Package ownership is the BFF's ownership verification by a mailed PIN
// (spec 001 §1, §4 "Ownership", §7 "User verification", §8; API-55..57,
// VERIFY-01..05, ERR-69, ERR-70): the signed-in resident's statuses on the
// current client and site, asking for a PIN letter, and claiming a payable
// with its PIN. Every refusal is in the resident's language.
package ownership
