package shell

import (
	"context"
	"strings"
	"sync"
	"testing"

	"github.com/payhub/payhub/bff"
	"github.com/payhub/payhub/bff/inmem"
	"github.com/payhub/payhub/bff/screen"
	"github.com/payhub/payhub/bff/screen/screentest"
	"github.com/payhub/payhub/bff/upstream/announcements"
	"github.com/payhub/payhub/bff/upstream/siteconfig"
)

// upstreamCalls counts the shell's upstream reads per client/site.
type upstreamCalls struct {
	mu sync.Mutex
	n  map[string]int
}

func (u *upstreamCalls) count(client, site string) {
	u.mu.Lock()
	defer u.mu.Unlock()
	u.n[client+"/"+site]++
}

func (u *upstreamCalls) of(client, site string) int {
	u.mu.Lock()
	defer u.mu.Unlock()
	return u.n[client+"/"+site]
}

// countedShell is a Cached on an in-memory store whose upstreams count
// their calls.
func countedShell(t *testing.T) (*Cached, *upstreamCalls) {
	t.Helper()
	calls := &upstreamCalls{n: map[string]int{}}
	cfg := screentest.OKConfig()
	site, sources := cfg.SiteFunc, cfg.SourcesFunc
	cfg.SiteFunc = func(ctx context.Context, client, s string) (siteconfig.Site, error) {
		calls.count(client, s)
		return site(ctx, client, s)
	}
	cfg.SourcesFunc = func(ctx context.Context, client, s string) ([]siteconfig.Source, error) {
		calls.count(client, s)
		return sources(ctx, client, s)
	}
	ann := fakeAnnouncements{public: func(_ context.Context, client, s string) (announcements.Public, error) {
		calls.count(client, s)
		return announcements.Public{Banners: []announcements.Banner{{ID: client + "/" + s, Active: true}}}, nil
	}}
	store := inmem.New()
	t.Cleanup(func() { _ = store.Close() })
	return &Cached{Shell: &Shell{Config: cfg, Announcements: ann, Env: bff.EnvDev},
		Cache: screen.NewShared(store, screen.SharedScreenTTL)}, calls
}

func TestCached_aSecondRequestForTheSiteCallsNoUpstream(t *testing.T) {
	c, calls := countedShell(t)
	first, err := c.HomeScreen(t.Context(), "sunshine", "demo")
	if err != nil {
		t.Fatal(err)
	}
	made := calls.of("sunshine", "demo")
	if made == 0 {
		t.Fatal("the first request called no upstream")
	}
	again, err := c.HomeScreen(t.Context(), "sunshine", "demo")
	if err != nil {
		t.Fatal(err)
	}
	if calls.of("sunshine", "demo") != made || again.ETag != first.ETag {
		t.Fatalf("the second request made %d more upstream calls; tags %s / %s",
			calls.of("sunshine", "demo")-made, first.ETag, again.ETag)
	}
}

// The key separates sites and screens; it holds no language, because the
// screens carry every text in English and Spanish (a Spanish visitor gets
// the same bytes as an English one), nor anything else of the request.
func TestCached_theKeySeparatesSitesAndScreensAndHoldsNoLanguage(t *testing.T) {
	c, calls := countedShell(t)
	demo, _ := c.HomeScreen(t.Context(), "sunshine", "demo")
	pay, _ := c.HomeScreen(t.Context(), "moonbeam", "pay")
	if calls.of("moonbeam", "pay") == 0 || demo.ETag == pay.ETag || !strings.Contains(string(pay.Body), `"moonbeam/pay"`) {
		t.Fatalf("another site was served the first one's screen: %s", pay.Body)
	}
	before := calls.of("sunshine", "demo")
	shell, _ := c.ShellScreen(t.Context(), "sunshine", "demo")
	if calls.of("sunshine", "demo") == before || shell.ETag == demo.ETag {
		t.Fatal("the shell screen was served the home screen's entry")
	}
	keys := map[string]bool{}
	for _, k := range []string{c.SharedKey(ScreenHome, "sunshine", "demo"), c.SharedKey(ScreenHome, "moonbeam", "pay"),
		c.SharedKey(ScreenShell, "sunshine", "demo"), c.SharedKey(ScreenHome, "sunshine", "demo2")} {
		keys[k] = true
	}
	if len(keys) != 4 {
		t.Errorf("keys collide: %v", keys)
	}
	prod := &Cached{Shell: &Shell{Env: bff.EnvProd}}
	if prod.SharedKey(ScreenHome, "sunshine", "demo") == c.SharedKey(ScreenHome, "sunshine", "demo") {
		t.Error("production and development share a key: production hides sources")
	}
}

func TestCached_forgetDropsBothScreensOfTheSiteOnly(t *testing.T) {
	c, calls := countedShell(t)
	for _, site := range []string{"demo", "other"} {
		_, _ = c.HomeScreen(t.Context(), "sunshine", site)
		_, _ = c.ShellScreen(t.Context(), "sunshine", site)
	}
	demo, other := calls.of("sunshine", "demo"), calls.of("sunshine", "other")
	if err := c.Forget(t.Context(), "sunshine", "demo"); err != nil {
		t.Fatal(err)
	}
	_, _ = c.HomeScreen(t.Context(), "sunshine", "demo")
	afterHome := calls.of("sunshine", "demo")
	_, _ = c.ShellScreen(t.Context(), "sunshine", "demo")
	_, _ = c.HomeScreen(t.Context(), "sunshine", "other")
	if afterHome == demo || calls.of("sunshine", "demo") == afterHome || calls.of("sunshine", "other") != other {
		t.Fatalf("calls demo %d -> %d -> %d, other %d -> %d", demo, afterHome, calls.of("sunshine", "demo"),
			other, calls.of("sunshine", "other"))
	}
}

func TestCached_withoutACacheEachRequestIsBuilt(t *testing.T) {
	c, calls := countedShell(t)
	c.Cache = nil
	_, _ = c.HomeScreen(t.Context(), "sunshine", "demo")
	once := calls.of("sunshine", "demo")
	r, err := c.HomeScreen(t.Context(), "sunshine", "demo")
	if err != nil || calls.of("sunshine", "demo") != 2*once || r.ETag != screen.ETagOf(r.Body) {
		t.Fatalf("%d calls, %v", calls.of("sunshine", "demo"), err)
	}
	if err := c.Forget(t.Context(), "sunshine", "demo"); err != nil {
		t.Fatal(err)
	}
}
