package sqlite

import (
	"context"
	"errors"
	"fmt"
	"runtime"
	"sync"
	"time"

	"github.com/throttled/throttled/v2"

	"github.com/payhub/payhub/bff"
)

// Rate limiting uses throttled's GCRA (the algorithm the memory store runs,
// and redis_rate in Redis). The process owns the file, so the limits' state
// is kept in memory, read from the rates table at Open, and every change is
// written back before the check answers: a check costs no read, and a crash
// forgets no event that was counted.
//
// The writes of checks made at the same moment share one transaction (group
// commit, rateWriter): every API request counts one or two events, and a
// commit of its own for each was most of a cached screen's time
// (docs/performance.md). A check waits for the commit that holds its
// event, so durability is unchanged; only the number of commits falls
// under load. A key's row expires when its theoretical arrival time
// passes, and the janitor deletes it from the table and from memory.

// rateState is one key's GCRA state: its theoretical arrival time and when
// it expires, in Unix nanoseconds of the Store's clock.
type rateState struct{ tat, expires int64 }

// Allow counts one event for key against limit, and answers once the count
// is in the file. Burst < 1 is treated as 1.
func (s *Store) Allow(ctx context.Context, key string, limit bff.Limit) (bff.RateResult, error) {
	q, err := s.quota(ctx, limit)
	if err != nil {
		return bff.RateResult{}, err
	}
	// The check and its hand-over to the writer happen under rateMu, so
	// that the writer receives one key's states in the order they were
	// decided and never writes an older state over a newer one.
	s.rateMu.Lock()
	g := &memGCRA{s: s, now: s.now()}
	limited, res, err := gcra(g, q, key, 1)
	var batch *rateBatch
	if err == nil && g.wrote {
		batch, err = s.rateWriter.add(key, g.written)
	}
	s.rateMu.Unlock()
	if err != nil {
		return bff.RateResult{}, wrap("allow", err)
	}
	if batch != nil {
		select {
		case <-ctx.Done():
			return bff.RateResult{}, ctx.Err()
		case <-batch.done:
		}
		if batch.err != nil {
			return bff.RateResult{}, wrap("allow", batch.err)
		}
	}
	out := bff.RateResult{Allowed: !limited, Remaining: max(res.Remaining, 0)}
	if limited {
		out.RetryAfter = res.RetryAfter
	}
	return out, nil
}

// Peek answers whether one more event for key would be allowed, without
// counting it: throttled's GCRA with a quantity of 0, on a view of the
// state that keeps nothing, sets RetryAfter only when the next event would
// be refused.
func (s *Store) Peek(ctx context.Context, key string, limit bff.Limit) (bff.RateResult, error) {
	q, err := s.quota(ctx, limit)
	if err != nil {
		return bff.RateResult{}, err
	}
	s.rateMu.Lock()
	_, res, err := gcra(&memGCRA{s: s, now: s.now(), dry: true}, q, key, 0)
	s.rateMu.Unlock()
	if err != nil {
		return bff.RateResult{}, wrap("peek", err)
	}
	if res.RetryAfter > 0 {
		return bff.RateResult{RetryAfter: res.RetryAfter}, nil
	}
	return bff.RateResult{Allowed: true, Remaining: max(res.Remaining, 1)}, nil
}

// quota is throttled's quota for limit, after checking ctx and that the
// store is open. Rate events per Period with bursts of Burst map onto
// throttled's quota, whose MaxBurst counts the events allowed beyond the
// first.
func (s *Store) quota(ctx context.Context, l bff.Limit) (throttled.RateQuota, error) {
	if err := s.check(ctx); err != nil {
		return throttled.RateQuota{}, err
	}
	if l.Rate <= 0 || l.Period <= 0 || l.Period/time.Duration(l.Rate) <= 0 {
		return throttled.RateQuota{}, fmt.Errorf("sqlite: invalid rate limit %+v", l)
	}
	return throttled.RateQuota{MaxRate: throttled.PerDuration(l.Rate, l.Period), MaxBurst: max(l.Burst, 1) - 1}, nil
}

// gcra runs one GCRA check of quantity events for key over g.
func gcra(g *memGCRA, q throttled.RateQuota, key string, quantity int) (bool, throttled.RateLimitResult, error) {
	lim, err := throttled.NewGCRARateLimiterCtx(g, q)
	if err != nil {
		return false, throttled.RateLimitResult{}, err
	}
	return lim.RateLimitCtx(context.Background(), key, quantity)
}

// memGCRA is throttled.GCRAStoreCtx over the Store's rate states in
// memory, for one check under rateMu, at one instant. It records the state
// the check leaves for its key; a dry one changes nothing.
type memGCRA struct {
	s       *Store
	now     time.Time
	dry     bool
	wrote   bool
	written rateState
}

var _ throttled.GCRAStoreCtx = (*memGCRA)(nil)

// live is key's state unless absent or expired.
func (g *memGCRA) live(key string) (rateState, bool) {
	st, ok := g.s.rates[key]
	return st, ok && st.expires > g.now.UnixNano()
}

// set records st for key.
func (g *memGCRA) set(key string, value int64, ttl time.Duration) {
	st := rateState{tat: value, expires: g.now.UnixNano() + int64(ttl)}
	g.wrote, g.written = true, st
	if !g.dry {
		g.s.rates[key] = st
	}
}

// GetWithTime returns the key's TAT, or -1 when absent, with the check's
// instant.
func (g *memGCRA) GetWithTime(_ context.Context, key string) (int64, time.Time, error) {
	if st, ok := g.live(key); ok {
		return st.tat, g.now, nil
	}
	return -1, g.now, nil
}

// SetIfNotExistsWithTTL stores value when key is absent or expired.
func (g *memGCRA) SetIfNotExistsWithTTL(_ context.Context, key string, value int64, ttl time.Duration) (bool, error) {
	if _, ok := g.live(key); ok {
		return false, nil
	}
	g.set(key, value, ttl)
	return true, nil
}

// CompareAndSwapWithTTL replaces old with new when key still holds old.
func (g *memGCRA) CompareAndSwapWithTTL(_ context.Context, key string, old, new int64, ttl time.Duration) (bool, error) {
	if st, ok := g.live(key); !ok || st.tat != old {
		return false, nil
	}
	g.set(key, new, ttl)
	return true, nil
}

// loadRates reads the live rate states of the file into memory, at Open.
func (s *Store) loadRates(ctx context.Context) error {
	rows, err := s.db.QueryContext(ctx, "SELECT key, tat, expires FROM rates WHERE expires > ?", s.now().UnixNano())
	if err != nil {
		return err
	}
	defer rows.Close()
	for rows.Next() {
		var key string
		var st rateState
		if err := rows.Scan(&key, &st.tat, &st.expires); err != nil {
			return err
		}
		s.rates[key] = st
	}
	return rows.Err()
}

// forgetExpiredRates drops the expired states from memory, as the janitor
// deletes their rows.
func (s *Store) forgetExpiredRates(now int64) {
	s.rateMu.Lock()
	defer s.rateMu.Unlock()
	for k, st := range s.rates {
		if st.expires <= now {
			delete(s.rates, k)
		}
	}
}

// rateBatch is the rate states written by one commit: done is closed once
// the commit is over, and err then holds its outcome.
type rateBatch struct {
	done chan struct{}
	err  error
}

// rateWriter writes rate states to the rates table from one goroutine,
// each batch in one transaction: the states handed over while the previous
// commit ran, and up to the writer's next turn. Only the last state of a
// key in a batch is written.
type rateWriter struct {
	mu      sync.Mutex
	pending map[string]rateState
	batch   *rateBatch // the batch pending will be written in
	stopped bool
	kick    chan struct{} // holds one wake-up for the writer
}

func newRateWriter() *rateWriter {
	return &rateWriter{pending: map[string]rateState{}, batch: &rateBatch{done: make(chan struct{})},
		kick: make(chan struct{}, 1)}
}

// add hands st over for key and returns the batch that will write it, or
// ErrClosed once the writer has stopped.
func (w *rateWriter) add(key string, st rateState) (*rateBatch, error) {
	w.mu.Lock()
	defer w.mu.Unlock()
	if w.stopped {
		return nil, ErrClosed
	}
	w.pending[key] = st
	select {
	case w.kick <- struct{}{}:
	default:
	}
	return w.batch, nil
}

// take returns the pending states and their batch, starting the next one;
// stop also marks the writer stopped, so nothing more is handed over.
func (w *rateWriter) take(stop bool) (map[string]rateState, *rateBatch) {
	w.mu.Lock()
	defer w.mu.Unlock()
	p, b := w.pending, w.batch
	w.pending, w.batch = map[string]rateState{}, &rateBatch{done: make(chan struct{})}
	w.stopped = w.stopped || stop
	return p, b
}

// writeRates is the writer's loop: a batch per wake-up, and the last one
// when the store closes, before the file is closed.
func (s *Store) writeRates() {
	defer close(s.ratesStopped)
	for {
		stop := false
		select {
		case <-s.stop:
			stop = true
		case <-s.rateWriter.kick:
		}
		// Yield once before taking the batch, so that the checks of
		// requests ready to run join it instead of waiting for the next
		// commit: on a busy BFF this halves the commits per request. With
		// nothing else ready, the writer goes on at once.
		runtime.Gosched()
		states, batch := s.rateWriter.take(stop)
		if len(states) > 0 {
			batch.err = s.commitRates(states)
		}
		close(batch.done)
		if stop {
			return
		}
	}
}

// commitRates writes states in one transaction. It runs on a context of
// its own: a batch holds the events of many requests, and one of them
// going away must not roll back the others'.
func (s *Store) commitRates(states map[string]rateState) error {
	ctx := context.Background()
	tx, err := s.db.BeginTx(ctx, nil)
	if err != nil {
		return err
	}
	for key, rs := range states {
		if _, err := s.txExec(ctx, tx, sqlPutRate, key, rs.tat, rs.expires); err != nil {
			return errors.Join(err, ignoreDone(tx.Rollback()))
		}
	}
	return tx.Commit()
}
