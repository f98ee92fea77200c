package checkout

import (
	"context"
	"testing"

	"github.com/payhub/payhub/bff"
	"github.com/payhub/payhub/bff/upstream/history"
)

func receiptCheckout(r history.Receipt, err error) *Checkout {
	return &Checkout{Config: checkoutConfig("card"), Env: bff.EnvTest,
		Receipts: fakeReceipts{receipt: func(context.Context, string) (history.Receipt, error) { return r, err }}}
}

func TestReceiptScreen_configAndReceiptSections(t *testing.T) {
	scr, err := receiptCheckout(sampleReceipt(), nil).ReceiptScreen(context.Background(), "sunshine", "demo", "r1")
	if err != nil {
		t.Fatal(err)
	}
	if !scr.Complete || scr.Screen != "receipt" || scr.Sections["receipt"].Data.(ReceiptView).ConfirmationNumber != "PH-0001" {
		t.Fatalf("screen %+v", scr)
	}
}

func TestReceiptScreen_receiptOfAnotherSiteIsNotFound(t *testing.T) {
	r := sampleReceipt()
	r.Site = "other"
	if _, err := receiptCheckout(r, nil).ReceiptScreen(context.Background(), "sunshine", "demo", "r1"); bff.ErrorCode(err) != bff.CodeNotFound {
		t.Fatalf("err %v", err)
	}
}

func TestReceiptScreen_unknownReceiptIsNotFound(t *testing.T) {
	_, err := receiptCheckout(history.Receipt{}, bff.Errorf(bff.CodeNotFound, "no")).ReceiptScreen(context.Background(), "sunshine", "demo", "x")
	if bff.ErrorCode(err) != bff.CodeNotFound {
		t.Fatalf("err %v", err)
	}
}
