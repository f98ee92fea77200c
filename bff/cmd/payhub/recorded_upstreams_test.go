package main

import (
	"context"
	"encoding/json"
	"io"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/payhub/payhub/sandbox"
)

// recordedUpstreams stands in for the upstream services in the benchmarks:
// it first passes the BFF's calls to the sandbox and keeps its answers,
// then serves those answers alone, after an optional delay. Every
// measurement then reads the same documents, and no sandbox (SQLite, its
// handlers) shares the machine with the loop being measured.
type recordedUpstreams struct {
	srv *httptest.Server

	mu sync.RWMutex
	// live is the sandbox while recording; nil once replaying.
	live http.Handler
	// docs are the last answer to each method and request URI.
	docs map[string]recordedDoc

	delay atomic.Int64 // time.Duration added to every replayed answer
	// misses counts replayed calls nothing was recorded for: a benchmark
	// whose screen made such a call measured an error, not a screen.
	misses atomic.Int64

	logMu sync.Mutex
	// served are the replayed calls since the last takeServed.
	served []servedCall
}

// servedCall is one replayed call: its URL path and how long the fake
// took to answer it, the delay included (a timer on a busy machine fires
// late: that lateness is the upstream's time, not the BFF's).
type servedCall struct {
	path string
	took time.Duration
}

type recordedDoc struct {
	status      int
	contentType string
	body        []byte
}

// newRecordedUpstreams starts a fake recording the answers of live.
func newRecordedUpstreams(tb testing.TB, live http.Handler) *recordedUpstreams {
	tb.Helper()
	r := &recordedUpstreams{live: live, docs: map[string]recordedDoc{}}
	r.srv = httptest.NewServer(r)
	tb.Cleanup(r.srv.Close)
	return r
}

func recordKey(req *http.Request) string { return req.Method + " " + req.URL.RequestURI() }

// ServeHTTP records while live, replays after.
func (r *recordedUpstreams) ServeHTTP(w http.ResponseWriter, req *http.Request) {
	r.mu.RLock()
	live := r.live
	r.mu.RUnlock()
	if live != nil {
		rec := httptest.NewRecorder()
		live.ServeHTTP(rec, req)
		doc := recordedDoc{status: rec.Code, contentType: rec.Header().Get("Content-Type"), body: rec.Body.Bytes()}
		r.mu.Lock()
		r.docs[recordKey(req)] = doc
		r.mu.Unlock()
		r.write(w, doc)
		return
	}
	start := time.Now()
	if d := time.Duration(r.delay.Load()); d > 0 {
		t := time.NewTimer(d)
		select {
		case <-t.C:
		case <-req.Context().Done():
			t.Stop()
			return
		}
	}
	// The BFF's requests carry bodies (a cart's vivify, its fees): drain
	// them so that the connection is kept for the next call.
	_, _ = io.Copy(io.Discard, req.Body)
	r.mu.RLock()
	doc, ok := r.docs[recordKey(req)]
	r.mu.RUnlock()
	if !ok {
		r.misses.Add(1)
		http.Error(w, "not recorded: "+recordKey(req), http.StatusBadGateway)
		return
	}
	r.write(w, doc)
	r.logMu.Lock()
	r.served = append(r.served, servedCall{path: req.URL.Path, took: time.Since(start)})
	r.logMu.Unlock()
}

// takeServed returns the calls replayed since the last call, and forgets
// them.
func (r *recordedUpstreams) takeServed() []servedCall {
	r.logMu.Lock()
	defer r.logMu.Unlock()
	out := r.served
	r.served = nil
	return out
}

func (r *recordedUpstreams) write(w http.ResponseWriter, doc recordedDoc) {
	if doc.contentType != "" {
		w.Header().Set("Content-Type", doc.contentType)
	}
	w.WriteHeader(doc.status)
	_, _ = w.Write(doc.body)
}

// replay stops recording: from now on only the recorded answers are served.
func (r *recordedUpstreams) replay() {
	r.mu.Lock()
	r.live = nil
	r.mu.Unlock()
}

// setDelay sets the latency of every replayed answer.
func (r *recordedUpstreams) setDelay(d time.Duration) { r.delay.Store(int64(d)) }

// url is the fake's base URL.
func (r *recordedUpstreams) url() string { return r.srv.URL }

// benchServer is the recorded upstreams with a BFF in front, built as in
// production, and a guest whose cart holds one payable.
type benchServer struct {
	ups   *recordedUpstreams
	bff   *Main
	guest *payer
	home  string
}

// benchSite is the sandbox's demo site the benchmarks read.
const benchSite = "/bff/v1/sunshine/demo"

// newBenchServer records the sandbox's answers to the home screen and to a
// guest's checkout screen, through the BFF, then stops the sandbox: the BFF
// goes on against the recording. noScreenCache turns off the shared screen
// cache (and only it).
func newBenchServer(tb testing.TB, noScreenCache bool) *benchServer {
	tb.Helper()
	sb, err := sandbox.New(context.Background(), sandbox.Options{Dir: tb.TempDir()})
	if err != nil {
		tb.Fatal(err)
	}
	ups := newRecordedUpstreams(tb, sb.Handler())
	m := startBenchBFF(tb, ups.url(), noScreenCache)
	s := &benchServer{ups: ups, bff: m, home: m.URL("bff") + benchSite + "/screens/home"}
	var home homeScreen
	if code := getJSON(tb, s.home, &home); code != 200 || !home.Complete {
		tb.Fatalf("home screen while recording: %d, incomplete %v", code, home.Incomplete)
	}
	s.guest = payerAt(tb, m.URL("bff"), ups.url())
	s.guest.add(s.guest.find("R100-001").Path)
	if c := s.guest.checkoutScreen(); !c.Complete || c.Sections.Fees.Data["card"].Amount == "" {
		tb.Fatalf("checkout screen while recording: incomplete %v", c.Incomplete)
	}
	ups.replay()
	if err := sb.Close(); err != nil {
		tb.Fatal(err)
	}
	return s
}

// startBenchBFF runs the BFF alone against the upstreams at base, with the
// six services it needs (no optional ones: the home screen then makes its
// five calls and no more) and rate limits far above any benchmark's rate,
// so that they are counted as in production but never refuse.
func startBenchBFF(tb testing.TB, base string, noScreenCache bool) *Main {
	tb.Helper()
	all := sandboxUpstreams(base)
	ups := Upstreams{}
	for _, svc := range requiredUpstreams {
		ups[svc] = all[svc]
	}
	raw, err := json.Marshal(ups)
	if err != nil {
		tb.Fatal(err)
	}
	dir := tb.TempDir()
	file := filepath.Join(dir, "upstreams.json")
	if err := os.WriteFile(file, raw, 0o600); err != nil {
		tb.Fatal(err)
	}
	cfg, err := parseConfig([]string{"serve", "--addr", "127.0.0.1:0", "--upstreams", file, "--wallet-url", base,
		"--data-dir", dir, "--web-dir", dir, "--rate-limit", "10000000/s", "--site-rate-limit", "10000000/s"},
		func(string) string { return "" }, io.Discard)
	if err != nil {
		tb.Fatal(err)
	}
	// The logger writes what production writes, to nowhere.
	m := &Main{Config: cfg, Logger: newLogger(io.Discard, cfg.LogLevel), noScreenCache: noScreenCache}
	if err := m.Start(context.Background()); err != nil {
		tb.Fatal(err)
	}
	tb.Cleanup(func() {
		ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
		defer cancel()
		if err := m.Shutdown(ctx); err != nil {
			tb.Errorf("shutdown: %v", err)
		}
	})
	return m
}
