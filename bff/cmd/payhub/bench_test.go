package main

import (
	"context"
	"io"
	"log/slog"
	"net/http"
	"net/http/httptest"
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
	"github.com/payhub/payhub/sandbox"
)

// upstreamDelay is the latency added to every upstream call in the
// fan-out benchmark.
const upstreamDelay = 20 * time.Millisecond

// benchRig is a BFF in front of the sandbox, with every upstream call
// delayed by delay, and the same upstream clients for sequential calls.
type benchRig struct {
	bff  *httptest.Server
	cfg  *siteconfig.ConfigClient
	ann  *announcements.Client
	home string
}

// newBenchRig builds the rig; cache turns on the configuration and screen
// caches, as wired in production.
func newBenchRig(b *testing.B, delay time.Duration, cache bool) *benchRig {
	b.Helper()
	sb, err := sandbox.New(context.Background(), sandbox.Options{Dir: b.TempDir()})
	if err != nil {
		b.Fatal(err)
	}
	b.Cleanup(func() { _ = sb.Close() })
	slow := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if delay > 0 {
			time.Sleep(delay)
		}
		sb.Handler().ServeHTTP(w, r)
	}))
	b.Cleanup(slow.Close)
	pool := upstream.NewPool(upstream.Options{})
	b.Cleanup(pool.Close)
	ups := sandboxUpstreams(slow.URL)
	cfg := siteconfig.NewClient(pool.Client(svcSiteConfig, ups[svcSiteConfig]))
	ann := announcements.NewClient(pool.Client(svcAnnouncements, ups[svcAnnouncements]))
	var conf screen.ConfigAPI = cfg
	screens := &shell.Cached{Shell: &shell.Shell{Config: conf, Announcements: ann, Env: bff.EnvTest}}
	if cache {
		conf = screen.NewCachedConfig(cfg, screen.ConfigCacheTTL)
		store := inmem.New()
		b.Cleanup(func() { _ = store.Close() })
		screens = sharedScreens(&shell.Shell{Config: conf, Announcements: ann, Env: bff.EnvTest}, store, slog.New(slog.DiscardHandler))
	}
	h := payhttp.New(payhttp.Deps{
		Env:     bff.EnvTest,
		Screens: screens,
		Clients: conf,
	})
	srv := httptest.NewServer(h)
	b.Cleanup(srv.Close)
	return &benchRig{bff: srv, cfg: cfg, ann: ann, home: srv.URL + "/bff/v1/sunshine/demo/screens/home"}
}

func (r *benchRig) getHome(b *testing.B, c *http.Client) {
	resp, err := c.Get(r.home)
	if err != nil {
		b.Fatal(err)
	}
	_, _ = io.Copy(io.Discard, resp.Body)
	resp.Body.Close()
	if resp.StatusCode != 200 {
		b.Fatalf("status %d", resp.StatusCode)
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

// BenchmarkHomeFanOut compares the BFF's home screen (five upstream calls
// fanned out in parallel, configuration and screen caches off so every
// call is made)
// with the same five calls made one after another, every upstream call
// delayed by 20 ms. It reports both latencies and their ratio.
func BenchmarkHomeFanOut(b *testing.B) {
	rig := newBenchRig(b, upstreamDelay, false)
	c := rig.bff.Client()
	rig.getHome(b, c) // warm the connections
	rig.sequential(b)
	var bffTotal, seqTotal time.Duration
	b.ResetTimer()
	for b.Loop() {
		t0 := time.Now()
		rig.getHome(b, c)
		t1 := time.Now()
		rig.sequential(b)
		bffTotal += t1.Sub(t0)
		seqTotal += time.Since(t1)
	}
	n := float64(b.N)
	b.ReportMetric(float64(bffTotal.Milliseconds())/n, "bff-ms/screen")
	b.ReportMetric(float64(seqTotal.Milliseconds())/n, "sequential-ms/screen")
	b.ReportMetric(float64(seqTotal)/float64(bffTotal), "sequential/bff")
}

// BenchmarkHomeThroughput measures home screens per second with no
// upstream delay and the configuration and screen caches on, as in
// production (the screen cache on the in-memory store).
func BenchmarkHomeThroughput(b *testing.B) {
	rig := newBenchRig(b, 0, true)
	c := &http.Client{Transport: &http.Transport{MaxIdleConnsPerHost: 64}}
	rig.getHome(b, c)
	b.ResetTimer()
	start := time.Now()
	b.RunParallel(func(pb *testing.PB) {
		for pb.Next() {
			rig.getHome(b, c)
		}
	})
	b.ReportMetric(float64(b.N)/time.Since(start).Seconds(), "screens/s")
}
