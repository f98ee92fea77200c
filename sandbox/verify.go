package sandbox

import "github.com/payhub/payhub/sandbox/verify"

// PrefixVerify is the path prefix of the user verification service (spec
// 001 §7 "User verification"; API-55..58).
const PrefixVerify = "/svc/verify"

// verifyService is the user verification service on the sandbox database
// and clock.
func (s *Server) verifyService() *verify.Service { return verify.NewService(s.db.Verify(), s.now) }
