package schedpay

import (
	"log/slog"
	"time"
)

// DueAt is dueAt, for the tests of daylight-saving changes.
func DueAt(d time.Time, loc *time.Location) time.Time { return dueAt(d, loc) }

// StopAfterCharge makes r stop each run after its check-out answered and
// before its outcome is written, as a crash there would.
func StopAfterCharge(r *Runner, fn func(key string) error) { r.afterCharge = fn }

// StopBeforeCharge makes r stop each run once its check-out is prepared
// and before it is sent, as a crash there would.
func StopBeforeCharge(r *Runner, fn func(key string) error) { r.beforeCharge = fn }

// WrapCarts makes r charge through wrap(its carts), to put an outage
// between the runner and the cart service.
func WrapCarts(r *Runner, wrap func(Carts) Carts) { r.carts = wrap(r.carts) }

// SetLogger makes r log to l.
func SetLogger(r *Runner, l *slog.Logger) { r.logger = l }

// HTTPStatus is the status the service answers err with.
func HTTPStatus(err error) int {
	if st, _, _, ok := errorParts(err); ok {
		return st
	}
	return 0
}
