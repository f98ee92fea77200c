// Package forms is the sandbox's forms service, in the wire shape of
// bff/upstream/forms:
//
//	GET  /v1/ping
//	GET  /v1/forms?client=&site=   the site's forms, from its configuration
//	POST /v1/submissions           file a form (Idempotency-Key honoured)
//	GET  /v1/submissions?client=&site=  the filed forms of X-User-Id
//
// A site's forms are part of its configuration, seeded with the sites:
// sunshine/demo and the forms-only starlight/forms offer the insurance
// affidavit (VAL-58, VAL-59). A submission is checked against its form
// (forms.Check), its upload ids must name stored uploads that no other
// submission holds, and it is kept with its signature (a typed name or a
// drawn PNG, SIG-01, SIG-05) under a confirmation number; a copy goes to
// the county's forms desk and, for a signed-in filer, to the account's
// address (a guest gets none), through the sandbox outbox, in the same
// transaction.
package forms
