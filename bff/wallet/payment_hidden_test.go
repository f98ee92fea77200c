package wallet

import (
	"context"
	"testing"

	"github.com/payhub/payhub/bff"
	api "github.com/payhub/payhub/bff/upstream/wallet"
)

// ROLE-18: a tender kept out of the wallet list (staff entered it for the
// payer's scheduled payments) pays no check-out, even from a wallet
// service that lists it: not found, and the wallet is never asked to
// ready it.
func TestForPayment_ROLE18_aTenderKeptOutOfTheWalletPaysNoCheckOut(t *testing.T) {
	w, f := paymentWallet(api.Tender{TenderID: "wt_1", Type: api.TenderCard, CardBrand: "Visa", WarehouseToken: "vault_1"})
	_, err := w.ForPayment(context.Background(), resident, PaymentRequest{TenderID: "wt_1", CartID: "cart-1"})
	if bff.ErrorCode(err) != bff.CodeNotFound || len(f.validates) != 0 {
		t.Errorf("error = %v, validates %d; want not found and no validate", err, len(f.validates))
	}
}
