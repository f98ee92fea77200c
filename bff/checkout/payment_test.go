package checkout

import (
	"context"
	"errors"
	"strings"
	"testing"

	"github.com/payhub/payhub/bff"
	"github.com/payhub/payhub/bff/upstream"
	"github.com/payhub/payhub/bff/upstream/cart"
	"github.com/payhub/payhub/bff/upstream/history"
)

// TestCheckOut_CHK10_sendsTheTokenTotalsAndContactToTheCartService proves CHK-10.
func TestCheckOut_CHK10_sendsTheTokenTotalsAndContactToTheCartService(t *testing.T) {
	var got cart.CheckOutRequest
	var gotKey, gotCart string
	s := &Checkout{
		Carts: fakeCarts{get: plainCart, checkOut: func(_ context.Context, _, _, id string, req cart.CheckOutRequest, key string, _ bff.Language) (cart.CheckOutResponse, error) {
			got, gotKey, gotCart = req, key, id
			return cart.CheckOutResponse{ConfirmationNumber: "PH-0001", ReceiptID: "r1", Total: "1340.81", FeeTotal: "30.00"}, nil
		}},
		Receipts: fakeReceipts{receipt: func(_ context.Context, id string) (history.Receipt, error) {
			if id != "r1" {
				t.Errorf("receipt %q", id)
			}
			return sampleReceipt(), nil
		}},
	}
	in := validInput()
	in.ExtraFields.Phone = "5551234567"
	in.Normalize()
	res, err := s.CheckOut(context.Background(), guest, in, "key-12345678", bff.Spanish)
	if err != nil {
		t.Fatal(err)
	}
	if gotCart != "c1" || gotKey != "key-12345678" || got.Token != "tndr_abc123" || got.Type != "card" || got.Amount != "1234.56" ||
		got.FeeAmount != "29.01" || got.Billing.Email != "ana@example.com" || got.Billing.Phone != "5551234567" ||
		got.ContactPreference != "email" || got.LastDigits != "4242" || got.TenderSummary != "Visa ending in 4242" || got.Language != "es" {
		t.Fatalf("request %+v", got)
	}
	if res.ConfirmationNumber != "PH-0001" || res.ReceiptID != "r1" || len(res.Items) != 2 || res.Total != "1340.81" {
		t.Fatalf("result %+v", res)
	}
}

func TestCheckOut_declinesAre402WithAFriendlyMessagePerOutcome(t *testing.T) {
	for outcome, want := range map[string]string{
		"declined":           "declined",
		"insufficient_funds": "insufficient funds",
		"expired_card":       "expired",
		"processing_error":   "could not process",
		"returned":           "bank did not accept",
	} {
		s := &Checkout{Carts: fakeCarts{get: plainCart, checkOut: func(context.Context, string, string, string, cart.CheckOutRequest, string, bff.Language) (cart.CheckOutResponse, error) {
			err := cartRefusal(402, cart.ErrPaymentDeclined)
			var se *upstream.StatusError
			errors.As(err, &se)
			se.Message = "payment declined: " + outcome
			return cart.CheckOutResponse{}, err
		}}}
		_, err := s.CheckOut(context.Background(), guest, validInput(), "k", bff.English)
		if bff.ErrorCode(err) != CodePaymentDeclined || !strings.Contains(bff.ErrorDisplayMessage(err), want) {
			t.Errorf("%s: code %s display %q", outcome, bff.ErrorCode(err), bff.ErrorDisplayMessage(err))
		}
	}
}

func TestCheckOut_amountMismatchIsAConflict(t *testing.T) {
	s := &Checkout{Carts: fakeCarts{get: plainCart, checkOut: func(context.Context, string, string, string, cart.CheckOutRequest, string, bff.Language) (cart.CheckOutResponse, error) {
		return cart.CheckOutResponse{}, cartRefusal(409, cart.ErrAmountMismatch)
	}}}
	if _, err := s.CheckOut(context.Background(), guest, validInput(), "k", bff.English); bff.ErrorCode(err) != bff.CodeConflict {
		t.Fatalf("err %v", err)
	}
}

func TestCheckOut_withoutACartIsUnprocessable(t *testing.T) {
	g := guest
	g.CartID = ""
	_, err := (&Checkout{}).CheckOut(context.Background(), g, validInput(), "k", bff.Spanish)
	if bff.ErrorCode(err) != bff.CodeUnprocessable || bff.ErrorDisplayMessage(err) != "Su carrito está vacío." {
		t.Fatalf("err %v display %q", err, bff.ErrorDisplayMessage(err))
	}
}

func TestCheckOut_receiptUnavailableStillAnswersTheConfirmation(t *testing.T) {
	s := &Checkout{
		Carts: fakeCarts{get: plainCart, checkOut: func(context.Context, string, string, string, cart.CheckOutRequest, string, bff.Language) (cart.CheckOutResponse, error) {
			return cart.CheckOutResponse{ConfirmationNumber: "PH-0002", ReceiptID: "r2", Total: "1263.57", FeeTotal: "29.01"}, nil
		}},
		Receipts: fakeReceipts{receipt: func(context.Context, string) (history.Receipt, error) {
			return history.Receipt{}, bff.Errorf(bff.CodeUnavailable, "down")
		}},
	}
	res, err := s.CheckOut(context.Background(), guest, validInput(), "k", bff.English)
	if err != nil || res.ConfirmationNumber != "PH-0002" || res.ReceiptID != "r2" || res.Subtotal != "1234.56" ||
		res.Fee != "29.01" || res.Tender.LastDigits != "4242" || res.Items == nil {
		t.Fatalf("result %+v err %v", res, err)
	}
}
