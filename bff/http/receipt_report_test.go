package http

import (
	"context"
	"os"
	"sync/atomic"
	"testing"

	"github.com/payhub/payhub/bff"
	"github.com/payhub/payhub/bff/checkout"
	"github.com/payhub/payhub/bff/inmem"
	"github.com/payhub/payhub/bff/screen"
)

// TestReceipt_ERR101_aReceiptNotFoundIs404AndNotReported: a receipt the
// history service does not know answers 404 and raises no error report,
// while a receipt that cannot be read is reported, so the reporter is live.
func TestReceipt_ERR101_aReceiptNotFoundIs404AndNotReported(t *testing.T) {
	var fail atomic.Value // the error ReceiptScreen answers
	fail.Store(bff.Errorf(bff.CodeNotFound, "There is no such receipt."))
	f := fakeCheckout{
		checkOut: func(context.Context, checkout.Guest, checkout.CheckOutInput, string, bff.Language) (checkout.ReceiptResult, error) {
			return checkout.ReceiptResult{ConfirmationNumber: "PH-1", ReceiptID: "r1"}, nil
		},
		receiptScreen: func(context.Context, string, string, string) (screen.Screen, error) {
			return screen.Screen{}, fail.Load().(error)
		},
	}
	st := inmem.New()
	t.Cleanup(func() { _ = st.Close() })
	rep := &fakeReporter{}
	h := New(Deps{Env: bff.EnvTest, Checkout: f, Store: st, Web: os.DirFS(t.TempDir()), Themes: os.DirFS(t.TempDir()), Errors: rep})
	payer := newBrowser(h)
	if rec := payer.do("POST", "/bff/v1/sunshine/demo/checkout", checkoutBody, map[string]string{IdempotencyHeader: "key-00000001"}); rec.Code != 200 {
		t.Fatalf("checkout %d %s", rec.Code, rec.Body.String())
	}
	// The paid receipt, gone from the history service.
	if rec := payer.do("GET", "/bff/v1/sunshine/demo/screens/receipt/r1", "", nil); rec.Code != 404 || errorOf(t, rec).Code != bff.CodeNotFound {
		t.Fatalf("receipt not found: %d %s", rec.Code, rec.Body.String())
	}
	// A receipt this browser never paid.
	if rec := newBrowser(h).do("GET", "/bff/v1/sunshine/demo/screens/receipt/r2", "", nil); rec.Code != 404 {
		t.Fatalf("unknown receipt: %d %s", rec.Code, rec.Body.String())
	}
	if len(rep.reports) != 0 {
		t.Fatalf("a receipt 404 was reported: %+v", rep.reports)
	}
	fail.Store(bff.Errorf(bff.CodeInternal, "The receipt could not be read."))
	if rec := payer.do("GET", "/bff/v1/sunshine/demo/screens/receipt/r1", "", nil); rec.Code != 500 {
		t.Fatalf("receipt read failure: %d %s", rec.Code, rec.Body.String())
	}
	if len(rep.reports) != 1 || rep.reports[0].Route != "/bff/v1/:client/:site/screens/:screen/:id" {
		t.Errorf("a failed receipt read was not reported once: %+v", rep.reports)
	}
}
