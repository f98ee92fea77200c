package schedpay

import "time"

// DueAt is dueAt, for the tests of daylight-saving changes.
func DueAt(d time.Time, loc *time.Location) time.Time { return dueAt(d, loc) }

// StopAfterCharge makes r stop each run after its check-out answered and
// before its outcome is written, as a crash there would.
func StopAfterCharge(r *Runner, fn func(key string) error) { r.afterCharge = fn }

// StopBeforeCharge makes r stop each run once its check-out is prepared
// and before it is sent, as a crash there would.
func StopBeforeCharge(r *Runner, fn func(key string) error) { r.beforeCharge = fn }
