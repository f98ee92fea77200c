package main

import (
	"context"
	"io"
	"log/slog"
	"net/http"
	"net/http/httptest"
	"slices"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/payhub/payhub/bff"
	payhttp "github.com/payhub/payhub/bff/http"
	"github.com/payhub/payhub/bff/inmem"
	"github.com/payhub/payhub/bff/screen"
	"github.com/payhub/payhub/bff/shell"
	"github.com/payhub/payhub/bff/upstream"
	"github.com/payhub/payhub/bff/upstream/announcements"
	"github.com/payhub/payhub/bff/upstream/siteconfig"
)

// The benchmarks run against recordedUpstreams: the sandbox's answers,
// recorded once, served from memory with an optional delay. `make bench`
// runs them and prints their ratios (scripts/bench.sh); `go test` runs
// none of them, and nothing here asserts a time. TestBenchRigs checks,
// without timing, that every rig answers what it should.

// upstreamDelay is the latency added to every upstream call in the
// latency benchmarks.
const upstreamDelay = 20 * time.Millisecond

// Load of the throughput benchmark: requests in flight at once, and
// requests per target in one round. Rounds alternate the targets, so that
// whatever else the machine does at a moment weighs on all of them alike.
const (
	benchWorkers  = 16
	benchPerRound = 200
)

// benchRig is a BFF handler in front of the recorded upstreams, and the
// same upstream clients for sequential calls.
type benchRig struct {
	bff  *httptest.Server
	cfg  *siteconfig.ConfigClient
	ann  *announcements.Client
	home string
}

// configMode is how the fan-out rig reads the site configuration.
type configMode int

const (
	// configUncached asks the service on every read, knowing nothing.
	configUncached configMode = iota
	// configExpired asks the service on every read too, but keeps its
	// last answer, as the configuration cache does once an entry has
	// outlived its time to live.
	configExpired
	// configCached is the production cache, warm.
	configCached
)

// newBenchRig builds the rig over ups: the shell with no screen cache, so
// that every home screen makes its calls, and its configuration read as
// mode says.
func newBenchRig(b *testing.B, ups *recordedUpstreams, mode configMode) *benchRig {
	b.Helper()
	pool := upstream.NewPool(upstream.Options{})
	b.Cleanup(pool.Close)
	base := sandboxUpstreams(ups.url())
	cfg := siteconfig.NewClient(pool.Client(svcSiteConfig, base[svcSiteConfig]))
	ann := announcements.NewClient(pool.Client(svcAnnouncements, base[svcAnnouncements]))
	var conf screen.ConfigAPI = cfg
	switch mode {
	case configExpired:
		conf = screen.NewCachedConfig(cfg, time.Nanosecond)
	case configCached:
		conf = screen.NewCachedConfig(cfg, screen.ConfigCacheTTL)
	}
	store := inmem.New()
	b.Cleanup(func() { _ = store.Close() })
	screens := &shell.Cached{Shell: &shell.Shell{Config: conf, Announcements: ann, Env: bff.EnvTest}}
	h := payhttp.New(payhttp.Deps{Env: bff.EnvTest, Screens: screens, Clients: conf, Logger: slog.New(slog.DiscardHandler)})
	srv := httptest.NewServer(h)
	b.Cleanup(srv.Close)
	return &benchRig{bff: srv, cfg: cfg, ann: ann, home: srv.URL + benchSite + "/screens/home"}
}

// getOK reads url and fails the benchmark unless it answers 200.
func getOK(tb testing.TB, c *http.Client, url string) {
	resp, err := c.Get(url)
	if err != nil {
		tb.Fatal(err)
	}
	_, _ = io.Copy(io.Discard, resp.Body)
	resp.Body.Close()
	if resp.StatusCode != 200 {
		tb.Fatalf("GET %s: status %d", url, resp.StatusCode)
	}
}

// sequential makes the home screen's five upstream calls one after another.
func (r *benchRig) sequential(b *testing.B) {
	ctx := context.Background()
	if _, err := r.cfg.Site(ctx, "sunshine", "demo"); err != nil {
		b.Fatal(err)
	}
	if _, err := r.cfg.Sources(ctx, "sunshine", "demo"); err != nil {
		b.Fatal(err)
	}
	if _, err := r.ann.Banners(ctx, "sunshine", "demo"); err != nil {
		b.Fatal(err)
	}
	if _, err := r.ann.Notifications(ctx, "sunshine", "demo"); err != nil {
		b.Fatal(err)
	}
	if _, err := r.ann.Footers(ctx, "sunshine", "demo"); err != nil {
		b.Fatal(err)
	}
}

// BenchmarkHomeFanOut compares the home screen (five upstream calls fanned
// out, no screen cache so every call is made) with the same five calls
// made one after another, every upstream call delayed by 20 ms. It reports
// the screen's latency and the ratio for two states of the configuration
// cache: cold (nothing known of the site: the announcements wait for its
// configuration, ANN-13) and expired (the site's last configuration
// known, every read still asking the service).
func BenchmarkHomeFanOut(b *testing.B) {
	s := newBenchServer(b, false)
	s.ups.setDelay(upstreamDelay)
	cold := newBenchRig(b, s.ups, configUncached)
	expired := newBenchRig(b, s.ups, configExpired)
	c := &http.Client{Transport: &http.Transport{MaxIdleConnsPerHost: 16}}
	getOK(b, c, cold.home) // warm the connections
	getOK(b, c, expired.home)
	cold.sequential(b)
	var coldTotal, expiredTotal, seqTotal time.Duration
	for b.Loop() {
		t0 := time.Now()
		getOK(b, c, cold.home)
		t1 := time.Now()
		getOK(b, c, expired.home)
		t2 := time.Now()
		cold.sequential(b)
		coldTotal += t1.Sub(t0)
		expiredTotal += t2.Sub(t1)
		seqTotal += time.Since(t2)
	}
	checkRecorded(b, s.ups)
	n := float64(b.N)
	b.ReportMetric(ms(coldTotal)/n, "cold-ms/screen")
	b.ReportMetric(ms(expiredTotal)/n, "expired-ms/screen")
	b.ReportMetric(ms(seqTotal)/n, "sequential-ms/screen")
	b.ReportMetric(float64(seqTotal)/float64(coldTotal), "sequential/cold")
	b.ReportMetric(float64(seqTotal)/float64(expiredTotal), "sequential/expired")
}

// BenchmarkHomeVsPlain measures home screens per second with no upstream
// delay, in one process on the same recorded documents: PayHub as served
// in production (the whole program: sessions, rate limits, metrics, logs,
// configuration and screen caches), PayHub without its screen cache, and
// plainAggregator. The screen cache is what makes PayHub faster than the
// baseline: a cached home screen is one store read and one write of bytes
// already rendered, where the baseline makes five upstream calls for every
// request. Without it PayHub does more work per screen than the baseline
// (budgets, sanitising, one response shape) and is slower.
func BenchmarkHomeVsPlain(b *testing.B) {
	s := newBenchServer(b, false)
	uncached := startBenchBFF(b, s.ups.url(), true)
	plain := newPlainAggregator(b, s.ups.url())
	targets := []struct {
		name string
		url  string
		took time.Duration
	}{
		{name: "payhub", url: s.home},
		{name: "payhub-noscreencache", url: uncached.URL("bff") + benchSite + "/screens/home"},
		{name: "plain", url: plain.URL},
	}
	c := &http.Client{Transport: &http.Transport{MaxIdleConnsPerHost: benchWorkers}}
	for _, t := range targets {
		burst(b, c, t.url, benchWorkers) // warm the connections and caches
	}
	for b.Loop() {
		for i := range targets {
			targets[i].took += burst(b, c, targets[i].url, benchPerRound)
		}
	}
	checkRecorded(b, s.ups)
	rps := map[string]float64{}
	for _, t := range targets {
		rps[t.name] = float64(b.N*benchPerRound) / t.took.Seconds()
		b.ReportMetric(rps[t.name], t.name+"-rps")
	}
	b.ReportMetric(rps["payhub"]/rps["plain"], "payhub/plain")
	b.ReportMetric(rps["payhub-noscreencache"]/rps["plain"], "payhub-noscreencache/plain")
}

// burst sends n GETs of url, benchWorkers at a time, and returns how long
// they took. Any answer but 200 fails the benchmark.
func burst(b *testing.B, c *http.Client, url string, n int) time.Duration {
	var next atomic.Int64
	var failed atomic.Bool
	var wg sync.WaitGroup
	start := time.Now()
	for range benchWorkers {
		wg.Go(func() {
			for next.Add(1) <= int64(n) && !failed.Load() {
				resp, err := c.Get(url)
				if err != nil {
					failed.Store(true)
					b.Errorf("GET %s: %v", url, err)
					return
				}
				_, _ = io.Copy(io.Discard, resp.Body)
				resp.Body.Close()
				if resp.StatusCode != 200 {
					failed.Store(true)
					b.Errorf("GET %s: status %d", url, resp.StatusCode)
					return
				}
			}
		})
	}
	wg.Wait()
	took := time.Since(start)
	if failed.Load() {
		b.FailNow()
	}
	return took
}

// checkoutChain is the checkout screen's critical path, read from
// checkout.CheckoutScreen, as the upstream paths of its steps: the site's
// configuration (from the configuration cache, warm in production: no
// call), then the cart's vivify, which every other section waits for,
// then the fees and the frames' tokens, in parallel. The pick-up offices
// are read in parallel from the start and wait for nothing.
var checkoutChain = [][]string{{"/vivify"}, {"/fees", "/get_tokens"}}

// chainTime is how long the upstreams took on checkoutChain in calls: the
// sum over its steps of the slowest call of each. It fails when a step's
// call is missing: the screen no longer runs the chain read from the code.
func chainTime(b *testing.B, calls []servedCall) time.Duration {
	var total time.Duration
	for _, step := range checkoutChain {
		var slowest time.Duration
		for _, suffix := range step {
			found := false
			for _, c := range calls {
				if strings.HasSuffix(c.path, suffix) {
					found, slowest = true, max(slowest, c.took)
				}
			}
			if !found {
				b.Fatalf("the checkout screen made no %s call: its critical path is no longer %v", suffix, checkoutChain)
			}
		}
		total += slowest
	}
	return total
}

// BenchmarkCheckoutCriticalPath measures the checkout screen of a guest
// with one payable in the cart, every upstream call delayed 20 ms, one
// screen at a time. For each screen it takes the time the upstreams spent
// on the critical path (checkoutChain: two calls, 40 ms and whatever the
// fake's timers fire late) and reports the p50 of the screen, of that
// path and of the screen's time above it.
func BenchmarkCheckoutCriticalPath(b *testing.B) {
	s := newBenchServer(b, false)
	s.ups.setDelay(upstreamDelay)
	url := s.bff.URL("bff") + benchSite + "/screens/checkout"
	if status, body := s.guest.raw("GET", url, nil, nil); status != 200 || !strings.Contains(string(body), `"complete":true`) {
		b.Fatalf("checkout screen: %d %s", status, body)
	}
	var took, chain, above []time.Duration
	for b.Loop() {
		s.ups.takeServed()
		t0 := time.Now()
		if status, _ := s.guest.raw("GET", url, nil, nil); status != 200 {
			b.Fatalf("checkout screen: %d", status)
		}
		d := time.Since(t0)
		c := chainTime(b, s.ups.takeServed())
		took, chain, above = append(took, d), append(chain, c), append(above, d-c)
	}
	checkRecorded(b, s.ups)
	var steps []string
	for _, step := range checkoutChain {
		steps = append(steps, "cart "+strings.Join(step, " | cart "))
	}
	b.Logf("checkout critical path: %s", strings.Join(steps, " -> "))
	b.ReportMetric(ms(p50(took)), "p50-ms")
	b.ReportMetric(ms(time.Duration(len(checkoutChain))*upstreamDelay), "nominal-critical-path-ms")
	b.ReportMetric(ms(p50(chain)), "critical-path-ms")
	b.ReportMetric(ms(p50(above)), "p50-above-critical-ms")
}

// p50 is the median of ds.
func p50(ds []time.Duration) time.Duration {
	ds = slices.Clone(ds)
	slices.Sort(ds)
	return ds[len(ds)/2]
}

// checkRecorded fails the benchmark when a screen made a call nothing was
// recorded for: it measured an error.
func checkRecorded(b *testing.B, ups *recordedUpstreams) {
	if n := ups.misses.Load(); n > 0 {
		b.Fatalf("%d upstream calls had no recorded answer", n)
	}
}

func ms(d time.Duration) float64 { return float64(d) / float64(time.Millisecond) }

// TestBenchRigs checks what the benchmarks stand on, without timing: the
// recording serves the home and checkout screens complete with the sandbox
// gone, with and without the screen cache, and the plain aggregator merges
// the same five documents.
func TestBenchRigs(t *testing.T) {
	s := newBenchServer(t, false)
	uncached := startBenchBFF(t, s.ups.url(), true)
	for _, url := range []string{s.home, uncached.URL("bff") + benchSite + "/screens/home"} {
		var home homeScreen
		if code := getJSON(t, url, &home); code != 200 || !home.Complete {
			t.Fatalf("%s: %d, incomplete %v", url, code, home.Incomplete)
		}
	}
	if c := s.guest.checkoutScreen(); !c.Complete || c.Sections.Fees.Data["card"].Amount == "" {
		t.Fatalf("checkout screen on the recording: incomplete %v", c.Incomplete)
	}
	var merged map[string]any
	if code := getJSON(t, newPlainAggregator(t, s.ups.url()).URL, &merged); code != 200 || len(merged) != 5 {
		t.Fatalf("plain aggregator: %d %v", code, merged)
	}
	if n := s.ups.misses.Load(); n > 0 {
		t.Fatalf("%d upstream calls had no recorded answer", n)
	}
}
