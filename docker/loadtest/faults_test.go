package loadtest

import (
	"context"
	"encoding/json"
	"fmt"
	"math/rand/v2"
	"net"
	"net/http"
	"net/http/httputil"
	"net/url"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	toxiproxy "github.com/Shopify/toxiproxy/v2"
	"github.com/prometheus/client_golang/prometheus"
	"github.com/rs/zerolog"
)

// faults is toxiproxy, in this process, between the BFF replicas and the
// sandbox: one proxy per upstream service, so that each service can be
// disturbed alone. The cart service's proxy goes through cartFaults, an
// HTTP layer that can answer 502 after the cart service has done the work
// and can crash a replica while its check-out is being charged, which a
// TCP proxy cannot.
type faults struct {
	server  *toxiproxy.ApiServer
	proxies map[string]*toxiproxy.Proxy
	cart    *cartFaults
	sandbox string
}

func newFaults(t *testing.T, sandboxAddr string) *faults {
	t.Helper()
	f := &faults{
		server:  toxiproxy.NewServer(toxiproxy.NewMetricsContainer(prometheus.NewRegistry()), zerolog.Nop()),
		proxies: map[string]*toxiproxy.Proxy{},
		sandbox: sandboxAddr,
	}
	f.cart = newCartFaults(t, sandboxAddr)
	return f
}

// add starts the proxy of one upstream service and returns its base URL.
func (f *faults) add(t *testing.T, svc string) string {
	t.Helper()
	upstream := f.sandbox
	if svc == "cart" {
		upstream = f.cart.addr
	}
	p := toxiproxy.NewProxy(f.server, svc, "127.0.0.1:0", upstream)
	if err := f.server.Collection.Add(p, true); err != nil {
		t.Fatalf("toxiproxy %s: %v", svc, err)
	}
	f.proxies[svc] = p
	return "http://" + p.Listen
}

// toxic is one toxiproxy toxic, as its API takes it.
type toxic struct {
	Name       string         `json:"name"`
	Type       string         `json:"type"`
	Stream     string         `json:"stream"`
	Toxicity   float32        `json:"toxicity"`
	Attributes map[string]any `json:"attributes"`
}

// set adds a toxic to the named services' proxies.
func (f *faults) set(t *testing.T, x toxic, services ...string) {
	t.Helper()
	raw := fmt.Sprintf(`{"name":%q,"type":%q,"stream":%q,"toxicity":%g,"attributes":%s}`,
		x.Name, x.Type, x.Stream, x.Toxicity, jsonOf(t, x.Attributes))
	for _, svc := range services {
		if _, err := f.proxies[svc].Toxics.AddToxicJson(strings.NewReader(raw)); err != nil {
			t.Fatalf("toxic %s on %s: %v", x.Name, svc, err)
		}
	}
}

// clear removes every toxic and the cart layer's faults.
func (f *faults) clear() {
	for _, p := range f.proxies {
		p.Toxics.ResetToxics(context.Background())
	}
	f.cart.set(0, nil)
}

func (f *faults) close() {
	_ = f.server.Collection.Clear()
	f.cart.close()
}

// services are the proxied upstream services' names.
func (f *faults) services() []string {
	out := make([]string, 0, len(f.proxies))
	for n := range f.proxies {
		out = append(out, n)
	}
	return out
}

// stormFaults disturbs about a fifth of upstream calls, as scenario 1
// asks (toxiproxy draws per connection, the BFF reuses connections, so the
// share of calls is approximate; the counts are in the report):
//   - every service: 8% of connections get 300-700 ms more latency;
//   - the cart service: 4% of connections are cut after 2 KiB of answers
//     (limit_data on the response side: the cart service did the work and
//     the BFF hears part of it, or nothing), 3% hold the answer for 3 s
//     and then close (a time-out after the charge), 3% answer 2.5 s late
//     (slower than the screens' 2 s announcements budget and the BFF's
//     upstream retry waits), and the HTTP layer answers 502 to 5% of
//     requests after forwarding them.
func (f *faults) stormFaults(t *testing.T) {
	t.Helper()
	f.set(t, toxic{Name: "latency", Type: "latency", Stream: "downstream", Toxicity: 0.08,
		Attributes: map[string]any{"latency": 500, "jitter": 200}}, f.services()...)
	f.set(t, toxic{Name: "cut", Type: "limit_data", Stream: "downstream", Toxicity: 0.04,
		Attributes: map[string]any{"bytes": 2048}}, "cart")
	f.set(t, toxic{Name: "timeout", Type: "timeout", Stream: "downstream", Toxicity: 0.03,
		Attributes: map[string]any{"timeout": 3000}}, "cart")
	f.set(t, toxic{Name: "slow", Type: "latency", Stream: "downstream", Toxicity: 0.03,
		Attributes: map[string]any{"latency": 2500}}, "cart")
	f.cart.set(0.05, nil)
}

// cartFaults is a reverse proxy to the sandbox's cart service that, with
// probability p502, answers 502 after the sandbox answered, and runs
// onCheckOut (once) after the sandbox answered a check-out and before the
// answer goes back.
type cartFaults struct {
	addr string
	srv  *http.Server
	rp   *httputil.ReverseProxy

	mu         sync.Mutex
	p502       float64
	onCheckOut func()

	served, injected atomic.Int64
}

func newCartFaults(t *testing.T, sandboxAddr string) *cartFaults {
	t.Helper()
	target, err := url.Parse("http://" + sandboxAddr)
	must(t, err)
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	must(t, err)
	c := &cartFaults{addr: ln.Addr().String(), rp: httputil.NewSingleHostReverseProxy(target)}
	c.rp.Transport = &http.Transport{MaxIdleConnsPerHost: 256, IdleConnTimeout: 30 * time.Second}
	c.rp.ModifyResponse = func(resp *http.Response) error {
		c.served.Add(1)
		c.mu.Lock()
		p, hook := c.p502, c.onCheckOut
		isCheckOut := resp.Request.Method == http.MethodPost && strings.HasSuffix(resp.Request.URL.Path, "/check_out")
		if isCheckOut && hook != nil {
			c.onCheckOut = nil
		}
		c.mu.Unlock()
		if isCheckOut && hook != nil {
			hook()
		}
		if p > 0 && rand.Float64() < p {
			c.injected.Add(1)
			_ = resp.Body.Close()
			return errInjected
		}
		return nil
	}
	c.rp.ErrorHandler = func(w http.ResponseWriter, _ *http.Request, _ error) { w.WriteHeader(http.StatusBadGateway) }
	c.srv = &http.Server{Handler: c.rp, ReadHeaderTimeout: 10 * time.Second}
	go func() { _ = c.srv.Serve(ln) }()
	return c
}

var errInjected = fmt.Errorf("injected 502")

func (c *cartFaults) set(p502 float64, onCheckOut func()) {
	c.mu.Lock()
	defer c.mu.Unlock()
	c.p502, c.onCheckOut = p502, onCheckOut
}

func (c *cartFaults) close() {
	ctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
	defer cancel()
	_ = c.srv.Shutdown(ctx)
}

// jsonOf is v as JSON.
func jsonOf(t *testing.T, v any) string {
	t.Helper()
	raw, err := json.Marshal(v)
	must(t, err)
	return string(raw)
}
