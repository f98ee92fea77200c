package ebilling

import "time"

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
)

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
