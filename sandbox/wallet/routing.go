package wallet

import (
	"net/http"

	"github.com/payhub/payhub/bff"
	upstream "github.com/payhub/payhub/bff/upstream/wallet"
	"github.com/payhub/payhub/sandbox/internal/respond"
	"github.com/payhub/payhub/sandbox/processor"
)

// SandboxBankName is the name of the sandbox bank, whose routing number is
// processor.SandboxRoutingNumber: the only bank whose debits the sandbox
// processor approves (contracts §6).
const SandboxBankName = "Sandbox Bank"

// routingBanks are the routing numbers GET /get_routing_number knows: the
// sandbox bank and a few real-looking ones (each passes the ABA checksum).
// A debit to a bank other than the sandbox's is declined.
var routingBanks = map[string]string{
	processor.SandboxRoutingNumber: SandboxBankName,
	"021000021":                    "JPMorgan Chase Bank",
	"026009593":                    "Bank of America",
	"121000248":                    "Wells Fargo Bank",
	"091000019":                    "Wells Fargo Bank Minnesota",
	"063100277":                    "Sunshine County Credit Union",
}

// BankName is the name of the bank of routing number n; "" when unknown.
func BankName(n string) string { return routingBanks[n] }

// routingNumber answers GET /get_routing_number/{n} (API-67).
func (s *tenderService) routingNumber(w http.ResponseWriter, r *http.Request) {
	n := r.PathValue("n")
	name, ok := routingBanks[n]
	if !ok {
		respond.Error(w, r, s.logger, bff.Errorf(bff.CodeNotFound, "No bank has this routing number."))
		return
	}
	respond.JSON(w, http.StatusOK, upstream.RoutingNumber{RoutingNumber: n, BankName: name})
}
