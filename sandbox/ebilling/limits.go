package ebilling

import (
	"errors"
	"strings"
	"time"
)

// Limits on what one subscription can be made to do. Resending a link and
// asking for an unsubscribe code need no session and mail the
// subscription's address, so without a limit anyone knowing a
// subscription id could mail its owner at the API's rate; the unsubscribe
// code is six digits, so wrong tries are counted per subscription, not per
// code, or asking for a new code would lift the lock on guessing.
const (
	// MaxMailsPerWindow is how many e-mails of each kind (activation
	// link, unsubscribe code) one subscription is sent in MailWindow,
	// the one sent on subscribing included.
	MaxMailsPerWindow = 3
	// MailWindow is the sliding window of MaxMailsPerWindow.
	MailWindow = time.Hour
	// MaxWrongCodesPerWindow is how many wrong unsubscribe codes one
	// subscription takes in WrongCodeWindow, whatever codes were sent.
	MaxWrongCodesPerWindow = 10
	// WrongCodeWindow is the sliding window of MaxWrongCodesPerWindow.
	WrongCodeWindow = 24 * time.Hour
	// MaxMailsPerRecipient is how many e-mails (activation links and
	// unsubscribe codes together) one inbox is sent in RecipientWindow,
	// across subscriptions, payables and sites: a subscribe needs no
	// session, so without it anyone could have the county mail a stranger
	// once per payable. Five covers a resident signing up a few payables.
	MaxMailsPerRecipient = 5
	// RecipientWindow is the sliding window of MaxMailsPerRecipient.
	RecipientWindow = 24 * time.Hour
)

// ErrTooManyToRecipient is a store's refusal of an e-mail to a recipient
// that had MaxMailsPerRecipient within RecipientWindow.
var ErrTooManyToRecipient = errors.New("ebilling: too many e-mails to the recipient lately")

// Recipient is the inbox an address reaches, as the per-recipient limit
// counts it: lower-cased, and its local part without a "+tag", which most
// providers deliver to the same inbox.
func Recipient(email string) string {
	addr := strings.ToLower(strings.TrimSpace(email))
	at := strings.LastIndexByte(addr, '@')
	if at < 0 {
		return addr
	}
	local, _, _ := strings.Cut(addr[:at], "+")
	return local + addr[at:]
}

// recent keeps the times of ts within window before now, oldest first, so
// a record holds no more than its limit counts.
func recent(ts []time.Time, now time.Time, window time.Duration) []time.Time {
	out := make([]time.Time, 0, len(ts)+1)
	for _, t := range ts {
		if now.Sub(t) < window {
			out = append(out, t)
		}
	}
	return out
}
