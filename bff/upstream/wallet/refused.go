package wallet

import (
	"errors"

	"github.com/payhub/payhub/bff/upstream"
)

// RefusedOutcome returns the processor outcome (declined, expired_card,
// insufficient_funds, ...) of a validate the wallet refused with
// CodeAuthorizationRefused, and whether err is such a refusal.
func RefusedOutcome(err error) (string, bool) {
	var se *upstream.StatusError
	if errors.As(err, &se) && se.Code == CodeAuthorizationRefused {
		return se.Message, true
	}
	return "", false
}
