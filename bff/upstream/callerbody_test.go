package upstream

import (
	"errors"
	"io"
	"net/http"
	"strings"
	"testing"
	"time"

	"github.com/payhub/payhub/bff"
)

// brokenBody reads some bytes, then fails as a client's truncated upload
// does.
type brokenBody struct{ left int }

func (b *brokenBody) Read(p []byte) (int, error) {
	if b.left <= 0 {
		return 0, io.ErrUnexpectedEOF
	}
	n := min(len(p), b.left)
	for i := range n {
		p[i] = 'A'
	}
	b.left -= n
	return n, nil
}

// A streamed call whose own body broke is the caller's failure, not the
// service's: it answers invalid and never trips the breaker, so one
// client's truncated uploads do not shut the service off for everyone.
func TestBreakerIgnoresStreamsBrokenByTheCallersBody(t *testing.T) {
	srv, _ := countingServer(t, func(w http.ResponseWriter, r *http.Request) {
		if _, err := io.Copy(io.Discard, r.Body); err != nil {
			return
		}
	})
	p, _ := newTestPool(t, Options{Breaker: BreakerSettings{ConsecutiveFailures: 2, OpenTimeout: time.Hour}})
	c := p.Client("uploads", srv.URL)
	for range 5 {
		err := c.Do(t.Context(), Call{Method: http.MethodPost, Stream: &brokenBody{left: 64 << 10},
			StreamType: "application/octet-stream"}, nil)
		if !errors.Is(err, ErrCallerBody) || !errors.Is(err, io.ErrUnexpectedEOF) {
			t.Fatalf("err = %v, want ErrCallerBody wrapping the read error", err)
		}
		wantCode(t, err, bff.CodeInvalid)
	}
	if s := p.BreakerStates()["uploads"]; s != "closed" {
		t.Fatalf("breaker %s after 5 broken caller bodies, want closed", s)
	}
	if err := c.Do(t.Context(), Call{Method: http.MethodPost, Stream: strings.NewReader("ok"),
		StreamType: "text/plain"}, nil); err != nil {
		t.Errorf("an honest call after broken bodies = %v", err)
	}
}
