package loadtest

import (
	"fmt"
	"math"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"sync"
	"testing"
	"time"
)

// sample is one request through nginx.
type sample struct {
	at, took time.Duration // since the run's start
	kind     string
	status   int
	noAnswer bool
	fromLB   bool
}

// window is a span of the run: a scenario or a fault.
type window struct {
	name       string
	start, end time.Duration
}

// recorder keeps every request's latency and the run's windows.
type recorder struct {
	start time.Time
	mu    sync.Mutex
	all   []sample
	// faults are shaded in the chart; scenarios are the report's rows.
	faults, scenarios []window
	lines             []string // the report's figures, in order
}

func newRecorder() *recorder { return &recorder{start: time.Now()} }

func (r *recorder) add(kind string, start time.Time, took time.Duration, a answer) {
	r.mu.Lock()
	defer r.mu.Unlock()
	r.all = append(r.all, sample{at: start.Sub(r.start), took: took, kind: kind, status: a.status,
		noAnswer: a.err != nil, fromLB: a.fromLB()})
}

func (r *recorder) now() time.Duration { return time.Since(r.start) }

// fault runs f as a shaded fault window.
func (r *recorder) fault(name string, f func()) {
	w := window{name: name, start: r.now()}
	defer func() {
		w.end = r.now()
		r.mu.Lock()
		r.faults = append(r.faults, w)
		r.mu.Unlock()
	}()
	f()
}

// scenario runs f as the report's row name.
func (r *recorder) scenario(name string, f func()) {
	w := window{name: name, start: r.now()}
	defer func() {
		w.end = r.now()
		r.mu.Lock()
		r.scenarios = append(r.scenarios, w)
		r.mu.Unlock()
	}()
	f()
}

// note adds a line of figures to the report and prints it.
func (r *recorder) note(t *testing.T, format string, args ...any) {
	line := fmt.Sprintf(format, args...)
	t.Log(line)
	r.mu.Lock()
	r.lines = append(r.lines, line)
	r.mu.Unlock()
}

// stats are the latency figures of some samples.
type stats struct {
	n, errors, noAnswer, lbFailures int
	p50, p99, max                   time.Duration
}

func (s stats) String() string {
	return fmt.Sprintf("%d requests, p50 %s, p99 %s, max %s, %d errors (5xx or no answer), %d failed at nginx",
		s.n, ms(s.p50), ms(s.p99), ms(s.max), s.errors+s.noAnswer, s.lbFailures)
}

func ms(d time.Duration) string { return fmt.Sprintf("%.1f ms", float64(d.Microseconds())/1000) }

// statsOf measures the samples of kinds (all when none) within w.
func (r *recorder) statsOf(w window, kinds ...string) stats {
	r.mu.Lock()
	defer r.mu.Unlock()
	var took []time.Duration
	var s stats
	for _, x := range r.all {
		// A request counts in every window it overlaps: one sent just
		// before a replica stops is part of its restart.
		if x.at+x.took < w.start || x.at >= w.end || (len(kinds) > 0 && !slices.Contains(kinds, x.kind)) {
			continue
		}
		took = append(took, x.took)
		switch {
		case x.noAnswer:
			s.noAnswer++
		case x.status >= 500:
			s.errors++
		}
		if x.fromLB || x.noAnswer {
			s.lbFailures++
		}
	}
	s.n = len(took)
	if s.n == 0 {
		return s
	}
	slices.Sort(took)
	s.p50, s.p99, s.max = took[s.n/2], took[min(s.n-1, s.n*99/100)], took[s.n-1]
	return s
}

// write puts report.md and latency.svg in dir.
func (r *recorder) write(t *testing.T, dir, title string) {
	t.Helper()
	must(t, os.MkdirAll(dir, 0o755))
	var b strings.Builder
	fmt.Fprintf(&b, "# %s\n\nRun of %s, %s in all. The chart: latency.svg (p50 and p99 of every request through nginx per second; fault windows shaded).\n\n",
		title, time.Now().UTC().Format(time.RFC3339), r.now().Round(time.Second))
	b.WriteString("## Figures\n\n")
	for _, l := range r.lines {
		fmt.Fprintf(&b, "- %s\n", l)
	}
	b.WriteString("\n## Requests through nginx, per scenario\n\n| scenario | duration | requests | p50 | p99 | max | 5xx | no answer | failed at nginx |\n|---|---|---|---|---|---|---|---|---|\n")
	for _, w := range r.scenarios {
		s := r.statsOf(w)
		fmt.Fprintf(&b, "| %s | %s | %d | %s | %s | %s | %d | %d | %d |\n", w.name, (w.end - w.start).Round(100*time.Millisecond),
			s.n, ms(s.p50), ms(s.p99), ms(s.max), s.errors, s.noAnswer, s.lbFailures)
	}
	b.WriteString("\n## Fault windows\n\n")
	for _, w := range r.faults {
		fmt.Fprintf(&b, "- %s: %.1f s to %.1f s\n", w.name, w.start.Seconds(), w.end.Seconds())
	}
	must(t, os.WriteFile(filepath.Join(dir, "report.md"), []byte(b.String()), 0o644))
	must(t, os.WriteFile(filepath.Join(dir, "latency.svg"), []byte(r.svg()), 0o644))
	t.Logf("report written to %s", dir)
}

// svg draws p50 and p99 per second on a logarithmic scale (1 ms to 10 s),
// with the fault windows shaded and named.
func (r *recorder) svg() string {
	const w, h, left, right, top, bottom = 1000.0, 400.0, 60.0, 20.0, 20.0, 60.0
	r.mu.Lock()
	end := r.now()
	buckets := map[int][]time.Duration{}
	for _, x := range r.all {
		buckets[int(x.at/time.Second)] = append(buckets[int(x.at/time.Second)], x.took)
	}
	faults, scenarios := slices.Clone(r.faults), slices.Clone(r.scenarios)
	r.mu.Unlock()
	span := math.Max(end.Seconds(), 1)
	xOf := func(s float64) float64 { return left + (w-left-right)*s/span }
	yOf := func(d time.Duration) float64 {
		v := math.Log10(math.Max(float64(d.Microseconds())/1000, 1)) // 1 ms .. 10 s = 0 .. 4
		return top + (h-top-bottom)*(1-math.Min(v, 4)/4)
	}
	var b strings.Builder
	fmt.Fprintf(&b, `<svg xmlns="http://www.w3.org/2000/svg" width="%g" height="%g" viewBox="0 0 %g %g" font-family="sans-serif" font-size="11">`+"\n", w, h, w, h)
	fmt.Fprintf(&b, `<rect width="%g" height="%g" fill="white"/>`+"\n", w, h)
	// A label for each fault, unless the same kind was labelled just
	// before (faults of one kind may follow each other closely).
	labelled := map[string]float64{}
	row := 0
	for _, f := range faults {
		x0, x1 := xOf(f.start.Seconds()), xOf(f.end.Seconds())
		fmt.Fprintf(&b, `<rect x="%.1f" y="%g" width="%.1f" height="%g" fill="#f4a261" fill-opacity="0.25"/>`+"\n", x0, top, math.Max(x1-x0, 1), h-top-bottom)
		kind := strings.Fields(f.name)[0]
		if last, ok := labelled[kind]; ok && x0-last < 80 {
			continue
		}
		labelled[kind] = x0
		fmt.Fprintf(&b, `<text x="%.1f" y="%g" fill="#9c4a00">%s</text>`+"\n", x0+2, top+12+float64(row%4)*12, escape(f.name))
		row++
	}
	for _, d := range []time.Duration{time.Millisecond, 10 * time.Millisecond, 100 * time.Millisecond, time.Second, 10 * time.Second} {
		y := yOf(d)
		fmt.Fprintf(&b, `<line x1="%g" x2="%g" y1="%.1f" y2="%.1f" stroke="#ddd"/><text x="4" y="%.1f">%s</text>`+"\n", left, w-right, y, y, y+4, d)
	}
	for s := 0.0; s <= span; s += math.Max(10, math.Round(span/10/10)*10) {
		fmt.Fprintf(&b, `<text x="%.1f" y="%g" text-anchor="middle">%gs</text>`+"\n", xOf(s), h-bottom+16, s)
	}
	secs := make([]int, 0, len(buckets))
	for s := range buckets {
		secs = append(secs, s)
	}
	slices.Sort(secs)
	for _, q := range []struct {
		name, color string
		at          float64
	}{{"p50", "#2a9d8f", 0.5}, {"p99", "#e63946", 0.99}} {
		// One line per run of seconds with requests: a second without
		// any is a gap, not a slope.
		var runs [][]string
		for i, s := range secs {
			if i == 0 || s != secs[i-1]+1 {
				runs = append(runs, nil)
			}
			v := buckets[s]
			slices.Sort(v)
			runs[len(runs)-1] = append(runs[len(runs)-1], fmt.Sprintf("%.1f,%.1f", xOf(float64(s)+0.5), yOf(v[min(len(v)-1, int(float64(len(v))*q.at))])))
		}
		for _, pts := range runs {
			if len(pts) == 1 {
				pts = append(pts, pts[0]) // a lone second still shows, as a dot
			}
			fmt.Fprintf(&b, `<polyline fill="none" stroke="%s" stroke-width="1.5" stroke-linecap="round" points="%s"/>`+"\n", q.color, strings.Join(pts, " "))
		}
		fmt.Fprintf(&b, `<text x="%g" y="%g" fill="%s" font-weight="bold">%s</text>`+"\n", w-right-30, top+12+map[string]float64{"p50": 14, "p99": 0}[q.name], q.color, q.name)
	}
	// The scenarios, named under the time axis.
	lastLabel := -100.0
	for _, sc := range scenarios {
		x0, x1 := xOf(sc.start.Seconds()), xOf(sc.end.Seconds())
		lx := math.Max(x0, lastLabel+10) // a short scenario's number beside the last one
		lastLabel = lx
		fmt.Fprintf(&b, `<line x1="%.1f" x2="%.1f" y1="%g" y2="%g" stroke="#555"/><text x="%.1f" y="%g" fill="#555">%s</text>`+"\n",
			x0, math.Max(x1, x0+1), h-bottom+22, h-bottom+22, lx, h-bottom+33, escape(strings.Fields(sc.name)[0]))
	}
	fmt.Fprintf(&b, `<text x="%g" y="%g" text-anchor="middle">time since start (scenarios numbered below); latency of every request through nginx, per second (log scale)</text>`+"\n", w/2, h-6)
	b.WriteString("</svg>\n")
	return b.String()
}

func escape(s string) string {
	return strings.NewReplacer("&", "&amp;", "<", "&lt;", ">", "&gt;").Replace(s)
}
