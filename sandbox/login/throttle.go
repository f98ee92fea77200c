package login

import (
	"net"
	"net/http"
	"sync"
	"time"
)

// Per-client throttle of the hosted sign-in. The specification sets the
// lock per account (spec 001 §8: "Locked out for an hour after too many
// failed attempts") and names no number per client, so these are ours:
// twenty wrong passwords a quarter of an hour let a household or an office
// behind one address mistype freely, and hold one client to twenty
// addresses tried per quarter hour instead of any number.
const (
	// MaxClientFailures is how many wrong passwords one client (one IP
	// address) may send in a ClientWindow; past it, every sign-in of the
	// client is refused until the window ends, the right password too.
	MaxClientFailures = 20
	// ClientWindow is the fixed window MaxClientFailures counts in,
	// starting at the client's first failure.
	ClientWindow = 15 * time.Minute
	// maxThrottledClients bounds the windows kept before the ended ones
	// are dropped.
	maxThrottledClients = 4096
)

// clientThrottle counts wrong passwords per client in fixed windows, in
// memory: the sandbox runs one login service, and a restart forgets only
// throttles, never the locks kept in the store.
type clientThrottle struct {
	mu      sync.Mutex
	windows map[string]clientWindow
}

type clientWindow struct {
	start    time.Time
	failures int
}

func newClientThrottle() *clientThrottle {
	return &clientThrottle{windows: map[string]clientWindow{}}
}

// blockedUntil is when client's window ends while it has used up its
// failures, else the zero time.
func (t *clientThrottle) blockedUntil(client string, now time.Time) time.Time {
	t.mu.Lock()
	defer t.mu.Unlock()
	w, ok := t.windows[client]
	if !ok || w.failures < MaxClientFailures || !now.Before(w.start.Add(ClientWindow)) {
		return time.Time{}
	}
	return w.start.Add(ClientWindow)
}

// fail counts one wrong password of client at now.
func (t *clientThrottle) fail(client string, now time.Time) {
	t.mu.Lock()
	defer t.mu.Unlock()
	w, ok := t.windows[client]
	if !ok || !now.Before(w.start.Add(ClientWindow)) {
		if len(t.windows) >= maxThrottledClients {
			for k, o := range t.windows {
				if !now.Before(o.start.Add(ClientWindow)) {
					delete(t.windows, k)
				}
			}
		}
		w = clientWindow{start: now}
	}
	w.failures++
	t.windows[client] = w
}

// ClientOf is the client a hosted page's request comes from: the IP
// address of its connection. Browsers reach the pages directly, not through
// the BFF, so no forwarding header is read: a client could write any.
func ClientOf(r *http.Request) string {
	host, _, err := net.SplitHostPort(r.RemoteAddr)
	if err != nil {
		return r.RemoteAddr
	}
	return host
}
