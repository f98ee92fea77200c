package sandbox

import (
	"context"
	"net/http"
	"time"

	"github.com/payhub/payhub/bff"
	"github.com/payhub/payhub/bff/upstream"
	cartclient "github.com/payhub/payhub/bff/upstream/cart"
	walletclient "github.com/payhub/payhub/bff/upstream/wallet"
	"github.com/payhub/payhub/sandbox/clock"
	"github.com/payhub/payhub/sandbox/internal/inproc"
	"github.com/payhub/payhub/sandbox/internal/respond"
	"github.com/payhub/payhub/sandbox/schedpay"
)

// PrefixSchedPay is the path prefix of the scheduled-payments service
// (spec 001 §7: under svc/schedpay).
const PrefixSchedPay = "/svc/schedpay"

// PathClock is the sandbox clock (contracts §8).
const PathClock = "/svc/clock"

// ClockAnswer is the answer of GET /svc/clock and, with Runs, of POST
// /svc/clock/advance.
type ClockAnswer struct {
	Now  string `json:"now"` // RFC 3339
	Runs *int   `json:"runs,omitempty"`
}

// AdvanceRequest is the body of POST /svc/clock/advance: a Go duration
// ("720h"), positive and at most clock.MaxAdvance.
type AdvanceRequest struct {
	By string `json:"by"`
}

// newRunner returns the scheduled-payments runner. It charges through the
// sandbox's own cart and wallet services, called over HTTP in process
// (inproc), as the BFF's check-out calls them, and reads the sites'
// outages from the announcements store.
func (s *Server) newRunner() *schedpay.Runner {
	self := http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) { s.handler.ServeHTTP(w, r) })
	pool := upstream.NewPool(upstream.Options{Logger: s.logger, Transport: inproc.Transport(self)})
	carts := cartclient.NewClient(pool.Client("cart", inproc.BaseURL+PrefixCart))
	wallet := walletclient.NewClient(pool.Client("wallet", inproc.BaseURL+PrefixWallet))
	return schedpay.NewRunner(s.db.SchedPay(), s.clock, carts, wallet, s.db.Announcements(), s.logger.With("component", "schedpay"))
}

// Clock returns the sandbox clock.
func (s *Server) Clock() *clock.Clock { return s.clock }

// Runner returns the scheduled-payments runner, for tests and for
// RunScheduler.
func (s *Server) Runner() *schedpay.Runner { return s.runner }

// RunScheduler ticks the scheduled-payments runner every interval of real
// time (schedpay.TickInterval when zero) until ctx ends: runs fall due
// while nobody moves the clock, and a restarted sandbox catches up at once.
func (s *Server) RunScheduler(ctx context.Context, interval time.Duration) {
	if interval <= 0 {
		interval = schedpay.TickInterval
	}
	s.runner.Run(ctx, interval)
}

func (s *Server) clockNow(w http.ResponseWriter, r *http.Request) {
	if err := s.clock.Reload(r.Context()); err != nil {
		respond.Error(w, r, s.logger, err)
		return
	}
	respond.JSON(w, http.StatusOK, ClockAnswer{Now: s.clock.Now().UTC().Format(time.RFC3339)})
}

// clockAdvance answers POST /svc/clock/advance: it returns once every run
// that fell due has executed.
func (s *Server) clockAdvance(w http.ResponseWriter, r *http.Request) {
	var req AdvanceRequest
	if err := respond.Decode(w, r, &req); err != nil {
		respond.Error(w, r, s.logger, err)
		return
	}
	by, err := time.ParseDuration(req.By)
	if err == nil {
		err = clock.ValidAdvance(by)
	}
	if err != nil {
		respond.Error(w, r, s.logger, bff.Wrap(err, bff.CodeInvalid,
			`Move the clock by a Go duration such as "720h", positive and at most 10 years.`))
		return
	}
	now, runs, err := s.runner.Advance(r.Context(), by)
	if err != nil {
		respond.Error(w, r, s.logger, err)
		return
	}
	respond.JSON(w, http.StatusOK, ClockAnswer{Now: now.UTC().Format(time.RFC3339), Runs: &runs})
}
