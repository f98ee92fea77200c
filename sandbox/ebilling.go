package sandbox

import "github.com/payhub/payhub/sandbox/ebilling"

// PrefixEbilling is the path prefix of the e-billing service (spec 001 §7
// "E-billing"; API-78..85).
const PrefixEbilling = "/svc/ebilling"

// ebillingService is the e-billing service on the sandbox database and
// clock.
func (s *Server) ebillingService() *ebilling.Service {
	return ebilling.NewService(s.db.Ebilling(), s.now)
}
