package main

import (
	"log/slog"

	"github.com/payhub/payhub/bff/ebilling"
	payhttp "github.com/payhub/payhub/bff/http"
	"github.com/payhub/payhub/bff/ownership"
	ebillingapi "github.com/payhub/payhub/bff/upstream/ebilling"
	verifyapi "github.com/payhub/payhub/bff/upstream/verify"
)

// ownershipAndEbilling wires ownership verification and e-billing to their
// services, each a side feature: its service is reported by /readyz,
// never taking the BFF out of service. Paperless billing asks ownership
// (VERIFY-01); without a verification service it is never offered.
func (m *Main) ownershipAndEbilling(ups Upstreams, log *slog.Logger) (payhttp.Ownership, payhttp.Ebilling, []payhttp.Check) {
	var owners payhttp.Ownership
	var ebills payhttp.Ebilling
	var checks []payhttp.Check
	var claimed ebilling.Owners
	if u := ups[svcVerify]; u != "" {
		api := verifyapi.NewClient(m.pool.Client(svcVerify, u))
		o := &ownership.Ownership{Verify: api, Logger: log}
		owners, claimed = o, o
		checks = append(checks, payhttp.Check{Name: svcVerify, Ping: api.Ping, Optional: true})
	}
	if u := ups[svcEbilling]; u != "" {
		api := ebillingapi.NewClient(m.pool.Client(svcEbilling, u))
		ebills = &ebilling.Ebilling{Subscriptions: api, Owners: claimed, Logger: log}
		checks = append(checks, payhttp.Check{Name: svcEbilling, Ping: api.Ping, Optional: true})
	}
	return owners, ebills, checks
}
