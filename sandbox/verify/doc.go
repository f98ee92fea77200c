// Package verify is the sandbox's user verification service (spec 001 §1,
// §3 "Other", §4 "Ownership", §7 "User verification"; API-55..58), in the
// wire shape of bff/upstream/verify: a user proves they own a payable (a
// property) with a PIN mailed to the property's address.
//
// A payable is pending for a user until they ask for a letter; then it is
// pin_requested, and the right PIN makes it payable_claimed (VERIFY-04). A
// wrong PIN leaves it pin_requested (VERIFY-05) and counts: after
// MaxPINAttempts wrong PINs the letter's PIN is refused until a new letter
// is asked for, and a user gets MaxLettersPerDay letters per payable a day,
// and a payable MaxPayableLettersPerDay whoever asks (its property has one
// mailbox).
//
// The PIN is random (crypto/rand), kept only as a salted SHA-256 and
// compared in constant time; it is never logged. The letter goes to the
// sandbox outbox addressed to the property, kind KindPINLetter, marked as
// postal mail. Every call names its user (X-User-Id); another user's
// statuses are neither read nor changed.
package verify
