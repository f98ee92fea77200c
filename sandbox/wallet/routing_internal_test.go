package wallet

import "testing"

func TestRoutingBanks_API67_everyKnownRoutingNumberPassesTheChecksum(t *testing.T) {
	if BankName("110000000") != SandboxBankName {
		t.Errorf("the sandbox bank's routing number is not known")
	}
	for n, name := range routingBanks {
		if !RoutingValid(n) || name == "" {
			t.Errorf("routing number %s (%q) fails the ABA checksum or has no name", n, name)
		}
	}
}
