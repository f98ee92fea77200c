// Package schedpay is the sandbox's scheduled-payments service, version 2
// (spec 001 §3 "Scheduled payment (plan)", §4, §7 "Scheduled payments
// service"; API-47..54), in the wire shape of bff/upstream/schedpay, and
// the runner that executes its plans' runs on the sandbox clock.
//
// Every plan call names its user (X-User-Id): another user's plan answers
// 404. Search and checkExistence look across users.
//
// # The runner
//
// A run falls due at the start of its date in the plan user's time zone.
// Each run executes exactly once:
//
//   - Its key (plan id and date) is recorded, status processing, before
//     anything is charged; the key is unique, so two runners (goroutines or
//     processes on one database) record it once.
//   - It is charged as a check-out is: a cart of the plan's user with the
//     payable at the plan's amount, the saved tender readied by the wallet
//     for that cart, the fee the cart quotes; that check-out request is
//     stored with the run before it is sent, with the run key as its
//     Idempotency-Key. Fees, limits, declines, expired cards and receipts
//     are the cart service's own.
//   - Any runner finds runs left processing (a crash after the charge,
//     before the outcome) and sends the same request again: the cart
//     service answers the first charge, and charges nothing more, as it
//     does for two check-outs racing.
//   - The outcome is written only over a processing run, with its e-mail in
//     the same transaction, so it is written and mailed once.
//
// The runner is a loop over SQLite, not a job library: River (with its
// SQLite driver) was considered, but its jobs are scheduled on real time,
// while the sandbox clock must move by request and an advance must return
// only after the runs it passed have executed. The run key, the stored
// check-out and the cart's idempotency give exactly-once without it.
package schedpay
