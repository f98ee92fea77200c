package http

import (
	"context"
	"log/slog"
	"time"

	"github.com/gin-gonic/gin"

	"github.com/payhub/payhub/bff"
)

// A reservation is a lease: BeginIdempotent takes the key for
// idempotencyLease, and the request holding it renews it every
// idempotencyRenewEvery while its command runs, stopping before the
// command's answer is kept (complete) or its key freed (release).
//
// Should the process die mid-way (SIGKILL, out of memory, the machine
// gone), nothing renews its reservations: with the Redis store, shared by
// several replicas, each lapses within one lease, and the payer's retry
// with the same key (the portal keeps its key after a lost answer) waits
// in reserve for at most that long, takes the key over and runs the
// command again. That is safe for a check-out, since the cart service
// charges a cart at most once and answers its first receipt again (see
// sqlite.Open, which drops a dead process's reservations of the embedded
// store at once).
//
// A live command whose renewals failed for longer than its lease (the
// store unreachable) may find its key taken over by a retry of the same
// request; a request with another body is still refused (the lapsed
// record keeps its fingerprint, bff.LapsedReservationKept). Renewing,
// releasing and completing name the reservation's holder, so the first
// holder then changes nothing of what the new one holds; until a retry
// comes, its renewals still succeed and it keeps the key.
const (
	// idempotencyLease is how long a reservation lasts unless renewed: the
	// longest a retry waits after its holder died (plus one poll,
	// idempotencyPollMax). It is well within idempotencyWait, so that
	// retry takes the key over rather than answering "in progress".
	idempotencyLease = 30 * time.Second
	// idempotencyRenewEvery is a third of the lease, and each renewal
	// gives up after half of it (renewTimeout): a live command keeps its
	// key through two renewals in a row that fail or hang (a store that
	// hiccups), the third starting 5 s before the lease ends.
	idempotencyRenewEvery = idempotencyLease / 3
	renewTimeout          = idempotencyRenewEvery / 2
)

// holding runs cmd while renewing held, the reservation this request won,
// and returns once renewals have stopped, so none follows the caller's
// complete or release. The renewals stop too when cmd panics: the
// reservation is then left to lapse, as a dead process's would.
func (h *handlers) holding(ctx context.Context, c *gin.Context, held bff.IdempotencyRecord, cmd func() (any, error)) (any, error) {
	ticker := time.NewTicker(idempotencyRenewEvery)
	ctx, cancel := context.WithCancel(ctx)
	done := make(chan struct{})
	l := lease{store: h.d.Store, key: held.Key, holder: held.Holder, log: logger(c)}
	go func() {
		defer close(done)
		l.keep(ctx, ticker.C)
	}()
	defer func() {
		cancel()
		ticker.Stop()
		<-done
	}()
	return cmd()
}

// lease renews one reservation.
type lease struct {
	store       bff.Idempotency
	key, holder string
	log         *slog.Logger
}

// keep renews the reservation for idempotencyLease at every tick until ctx
// ends. A renewal that fails (the store down) is logged and the command
// goes on: should a retry take the key over meanwhile, running the
// command twice is safe (see above). A refused renewal means the
// reservation is no longer this request's (it lapsed and a retry took it
// over), so renewing stops.
func (l lease) keep(ctx context.Context, ticks <-chan time.Time) {
	for {
		select {
		case <-ctx.Done():
			return
		case <-ticks:
		}
		rctx, cancel := context.WithTimeout(ctx, renewTimeout)
		renewed, err := l.store.RenewIdempotent(rctx, l.key, l.holder, idempotencyLease)
		cancel()
		switch {
		case ctx.Err() != nil:
			return // the command ended meanwhile
		case err != nil:
			l.log.ErrorContext(ctx, "idempotency reservation not renewed; the command goes on", "error", err.Error())
		case !renewed:
			l.log.WarnContext(ctx, "idempotency reservation taken over by a retry after its lease lapsed; the command goes on")
			return
		}
	}
}
