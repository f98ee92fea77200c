// Package verify is the sandbox's user verification service (spec 001 §1,
// §3 "Other", §4 "Ownership", §7 "User verification"; API-55..58), in the
// wire shape of bff/upstream/verify: a user proves they own a payable (a
// property) with a PIN mailed to the property's address.
//
// A payable is pending for a user until they ask for a letter; then it is
// pin_requested, and the right PIN makes it payable_claimed (VERIFY-04),
// recording the claimant's name and the moment. The PIN is the property's:
// one live PIN per payable, valid PINLife, mailed to the property's
// address, which whoever holds the letter claims into their own account
// (the claim uses it up). A property gets MaxPayableLettersPerDay letters a
// day whoever asks: a later request that day is told a letter is on its
// way, so that no one can use up a property's letters for its owner. A
// wrong PIN leaves it pin_requested (VERIFY-05) and counts per user: after
// MaxPINAttempts wrong tries a user's claims of that PIN are refused until
// a newer letter.
//
// The PIN is random (crypto/rand), kept only as a salted SHA-256 and
// compared in constant time; it is never logged. The letter goes to the
// sandbox outbox addressed to the property, kind KindPINLetter, marked as
// postal mail. Every call names its user (X-User-Id); another user's
// statuses are neither read nor changed.
package verify
