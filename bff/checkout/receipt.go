package checkout

import (
	"context"
	"time"

	"github.com/payhub/payhub/bff"
	"github.com/payhub/payhub/bff/screen"
)

// HistoryBudget bounds the receipt section. The specification names no
// time-out for the payment history service; a receipt is one small read.
const HistoryBudget = 5 * time.Second

// ReceiptScreen returns the receipt screen: the site's configuration and
// one receipt (spec 000 §2 "receipt/{receiptId}"). The caller has already
// checked that the receipt belongs to the guest; a receipt of another site
// is not found here.
func (s *Checkout) ReceiptScreen(ctx context.Context, client, site, id string) (screen.Screen, error) {
	outs := screen.FanOut(ctx, []screen.Part{
		{Name: "config", Budget: screen.ConfigBudget, Load: func(ctx context.Context) (any, error) {
			st, err := s.Config.Site(ctx, client, site)
			return st.Public(), err
		}},
		{Name: "receipt", Budget: HistoryBudget, Load: func(ctx context.Context) (any, error) {
			r, err := s.Receipts.Receipt(ctx, id)
			if err != nil {
				return nil, err
			}
			if r.Client != client || r.Site != site {
				return nil, bff.Errorf(bff.CodeNotFound, "There is no such receipt.")
			}
			return receiptView(r), nil
		}},
	})
	return screen.Assemble(screen.Screen{Screen: "receipt", Client: client, Site: site, Environment: string(s.Env)}, outs, "config", "receipt")
}
