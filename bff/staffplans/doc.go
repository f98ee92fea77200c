// Package staffplans is the staff console's scheduled payments made for a
// payer (spec 001 §2 "Admin scheduled-payment screen", §5 "Scheduled
// payments" when an admin acts, §6 "Admin"): the sites a staff member may
// set plans up on (SCHED-04, SCHED-05), a plan made for the payer who
// calls in (SCHED-54, SCHED-55, ROLE-28, adminOnly and "Admin - {name}"
// as last modified: SCHED-16), a plan run now (SCHED-31), and the list of
// the plans staff made.
//
// Every use case checks the member's scope and client/site pair here, and
// passes the member's token upstream (ROLE-29), where the scheduled
// payments service checks them again. The package knows no HTTP: the
// acting member comes in as a Member.
package staffplans
