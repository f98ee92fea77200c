package http

import (
	"strings"
	"testing"

	"github.com/payhub/payhub/bff"
)

// ROLE-18: the staff console's page may frame the wallet host's card-input
// frame, in which staff enter a payer's card or bank account, and talk to
// the wallet host (its probe), like the portal's pages; it is itself never
// framed.
func TestAdminPage_ROLE18_mayFrameTheWalletHostsCardInput(t *testing.T) {
	h := framesHandler(t, bff.EnvTest)
	for _, p := range []string{"/admin/", "/admin/schedpay", "/admin/schedpay/new?client=sunshine"} {
		rec := do(h, "GET", p, nil)
		csp := rec.Header().Get("Content-Security-Policy")
		if rec.Code != 200 || frameSrc(csp) != wallet {
			t.Errorf("%s: %d frame-src %q, want the wallet host %s", p, rec.Code, frameSrc(csp), wallet)
		}
		if !strings.Contains(csp, "connect-src 'self' "+wallet+";") || !strings.Contains(csp, "frame-ancestors 'none'") {
			t.Errorf("%s: CSP %q, want connect-src to the wallet host and no framing", p, csp)
		}
	}
}
