package main

import (
	"context"
	"encoding/json"
	"fmt"
	"io"
	"net/http"
	"net/http/httptest"
	"sync"
	"testing"
)

// plainAggregator is the baseline the benchmarks hold PayHub's home screen
// against: what a Go team writes in an afternoon with net/http alone. It
// makes the home screen's five upstream calls in parallel, checks that each
// answer is JSON and merges them into one object; no cache, no budgets, no
// sanitising, no sessions, rate limits, metrics or logs. The answers are
// kept as json.RawMessage rather than decoded into maps, which makes the
// baseline as fast as it can honestly be, so the ratio is not flattered.
type plainAggregator struct {
	client *http.Client
	// parts are the merged object's keys and their upstream URLs.
	parts [][2]string
}

// newPlainAggregator serves the aggregator over the upstreams at base, for
// the sandbox's demo site.
func newPlainAggregator(tb testing.TB, base string) *httptest.Server {
	tb.Helper()
	ups := sandboxUpstreams(base)
	site := "/sunshine/demo"
	a := &plainAggregator{
		client: &http.Client{Transport: &http.Transport{MaxIdleConnsPerHost: 256}},
		parts: [][2]string{
			{"config", ups[svcSiteConfig] + "/v1/sites" + site},
			{"sources", ups[svcSiteConfig] + "/v1/sites" + site + "/sources"},
			{"banners", ups[svcAnnouncements] + "/pub" + site + "/banners"},
			{"notifications", ups[svcAnnouncements] + "/pub" + site + "/notifications"},
			{"footers", ups[svcAnnouncements] + "/pub" + site + "/footers"},
		},
	}
	srv := httptest.NewServer(a)
	tb.Cleanup(srv.Close)
	return srv
}

// ServeHTTP answers the merged home screen, or 502 when a call fails.
func (a *plainAggregator) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	out := make(map[string]json.RawMessage, len(a.parts))
	var mu sync.Mutex
	var wg sync.WaitGroup
	errs := make(chan error, len(a.parts))
	for _, p := range a.parts {
		wg.Add(1)
		go func() {
			defer wg.Done()
			doc, err := a.get(r.Context(), p[1])
			if err != nil {
				errs <- err
				return
			}
			mu.Lock()
			out[p[0]] = doc
			mu.Unlock()
		}()
	}
	wg.Wait()
	close(errs)
	if err := <-errs; err != nil {
		http.Error(w, err.Error(), http.StatusBadGateway)
		return
	}
	w.Header().Set("Content-Type", "application/json")
	_ = json.NewEncoder(w).Encode(out)
}

func (a *plainAggregator) get(ctx context.Context, url string) (json.RawMessage, error) {
	req, err := http.NewRequestWithContext(ctx, http.MethodGet, url, nil)
	if err != nil {
		return nil, err
	}
	resp, err := a.client.Do(req)
	if err != nil {
		return nil, err
	}
	defer resp.Body.Close()
	body, err := io.ReadAll(resp.Body)
	if err != nil {
		return nil, err
	}
	if resp.StatusCode != http.StatusOK {
		return nil, fmt.Errorf("%s: %d", url, resp.StatusCode)
	}
	var doc json.RawMessage
	if err := json.Unmarshal(body, &doc); err != nil {
		return nil, fmt.Errorf("%s: %w", url, err)
	}
	return doc, nil
}
