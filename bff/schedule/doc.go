// Package schedule is the signed-in resident's scheduled payments and
// autopay (spec 001 §3 "Scheduled payment (plan)", §4 "Scheduled payment",
// §5 "Scheduled payments", §8; spec 000 §4 "Autopay" and §5): the
// frequency model and its mapping to the scheduled payments service's
// types (FREQ-01..08), the plan payload (SCHED-08..12), a payable's
// eligibility and the schedule form's defaults (SCHED-34..37, 45, 46),
// every validation of §5 with its message in English and Spanish, and the
// plan's display: last modified, status, next run, past and projected runs
// (SCHED-14..17, 32, 33).
//
// A plan pays with one of the resident's saved cards or bank accounts,
// never PayPal (SCHED-57, AUTOPAY-11): its tender token is the saved
// tender's id. The user id of every call is the caller's signed-in
// resident, never one from a request; another resident's plan answers not
// found.
package schedule
