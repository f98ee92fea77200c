// Package ebilling is the sandbox's e-billing service (spec 001 §3
// "E-billing subscription", §4 "E-billing", §7 "E-billing"; API-78..85,
// EBILL-04..10, CONST-30), in the wire shape of bff/upstream/ebilling.
//
// A subscription of a payable and an e-mail address is pending until the
// link e-mailed to that address is followed (EBILL-06, EBILL-10); a link
// lasts ActivationTTL, an expired one is refused and can be resent
// (EBILL-07), and a new one voids the old. Paperless can be turned on and
// off by the subscriber's user (EBILL-08). Unsubscribing takes a code
// e-mailed on request, which lasts five minutes (EBILL-09, CONST-30) and
// MaxCodeAttempts wrong tries. Links and codes are single-use, kept only as
// SHA-256 hashes, compared in constant time and never logged. A payable
// and e-mail address have at most one subscription that has not ended
// (a unique index of the store).
//
// The activation link and the unsubscribe code are the credentials of the
// subscription screen: whoever holds the e-mail holds them. Listing and
// paperless name their user (X-User-Id), the one who subscribed; another
// user's subscriptions are neither read nor changed.
package ebilling
