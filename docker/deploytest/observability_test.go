package deploytest

import (
	"bufio"
	"encoding/json"
	"log/slog"
	"net/http/httptest"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/prometheus/common/model"
	"github.com/prometheus/prometheus/model/rulefmt"
	"github.com/prometheus/prometheus/promql/parser"

	"github.com/payhub/payhub/bff/metrics"
)

// prometheusOwn are series Prometheus writes itself for every target.
var prometheusOwn = []string{"up"}

// payhubSeries gathers the names of every series PayHub exports: the BFF's
// registry as the binary builds it (metrics.New), with one observation of
// each kind so that every labelled family has a series.
func payhubSeries(t *testing.T) map[string]bool {
	t.Helper()
	m := metrics.New()
	m.ObserveRequest("/readyz", "GET", 200, time.Millisecond)
	m.ObserveCall("cart", "GET", "ok", time.Millisecond)
	m.ObserveRetry("cart")
	m.SetBreakerState("cart", "open")
	rec := httptest.NewRecorder()
	m.Handler().ServeHTTP(rec, httptest.NewRequest("GET", "/metrics", nil))
	names := map[string]bool{}
	sc := bufio.NewScanner(rec.Body)
	for sc.Scan() {
		line := sc.Text()
		if line == "" || strings.HasPrefix(line, "#") {
			continue
		}
		names[strings.FieldsFunc(line, func(r rune) bool { return r == '{' || r == ' ' })[0]] = true
	}
	for _, want := range []string{"payhub_http_requests_total", "payhub_upstream_breaker_state", "go_goroutines"} {
		if !names[want] {
			t.Fatalf("PayHub's metrics lack %s: the gathering is broken", want)
		}
	}
	return names
}

// metricNames lists the metric names an expression selects.
func metricNames(t *testing.T, expr string) []string {
	t.Helper()
	e, err := parser.NewParser(parser.Options{}).ParseExpr(expr)
	if err != nil {
		t.Fatalf("%q: %v", expr, err)
	}
	var names []string
	parser.Inspect(e, func(n parser.Node, _ []parser.Node) error {
		if vs, ok := n.(*parser.VectorSelector); ok {
			name := vs.Name
			for _, m := range vs.LabelMatchers {
				if m.Name == model.MetricNameLabel {
					name = m.Value
				}
			}
			names = append(names, name)
		}
		return nil
	})
	if len(names) == 0 {
		t.Errorf("%q selects no metric", expr)
	}
	return names
}

// checkNames fails for every name PayHub does not export.
func checkNames(t *testing.T, where string, names []string, have map[string]bool) {
	t.Helper()
	for _, n := range names {
		if !have[n] && !slices.Contains(prometheusOwn, n) {
			t.Errorf("%s uses %s, which PayHub does not export", where, n)
		}
	}
}

// TestObservability_alertRulesAreValidAndUseOnlyPayhubsMetrics loads the
// alert rules as Prometheus does (unknown fields refused, every expression
// and template parsed) and checks each metric they select is one PayHub
// registers, so that renaming a metric fails here.
func TestObservability_alertRulesAreValidAndUseOnlyPayhubsMetrics(t *testing.T) {
	have := payhubSeries(t)
	file := filepath.Join(repoRoot(t), "docker", "observability", "alerts.yaml")
	groups, errs := rulefmt.ParseFile(file, false, model.UTF8Validation, parser.NewParser(parser.Options{}),
		slog.New(slog.DiscardHandler))
	for _, err := range errs {
		t.Error(err)
	}
	if groups == nil {
		t.FailNow()
	}
	var alerts []string
	for _, g := range groups.Groups {
		for _, r := range g.Rules {
			alerts = append(alerts, r.Alert)
			checkNames(t, r.Alert, metricNames(t, r.Expr), have)
		}
	}
	// The alerts an operator of PayHub needs at the least.
	for _, want := range []string{"PayHubHighErrorRate", "PayHubUpstreamBreakerOpen", "PayHubNotReady", "PayHubHighLatencyP99"} {
		if !slices.Contains(alerts, want) {
			t.Errorf("the rules lack %s; they have %v", want, alerts)
		}
	}
}

// dashboard is the part of a Grafana dashboard's JSON model this kit uses.
type dashboard struct {
	UID    string `json:"uid"`
	Title  string `json:"title"`
	Panels []struct {
		ID      int    `json:"id"`
		Title   string `json:"title"`
		Targets []struct {
			Expr string `json:"expr"`
		} `json:"targets"`
	} `json:"panels"`
	Templating struct {
		List []struct {
			Name       string `json:"name"`
			Definition string `json:"definition"`
		} `json:"list"`
	} `json:"templating"`
}

// grafanaVariables are Grafana's own variables in expressions, by what
// the query parser can stand in for them.
var grafanaVariables = strings.NewReplacer("$__rate_interval", "5m", "$__interval", "1m")

var labelValues = regexp.MustCompile(`^label_values\((.+),\s*[a-zA-Z_]+\)$`)

// TestObservability_dashboardQueriesUseOnlyPayhubsMetrics parses every
// panel's and variable's query of the Grafana dashboard and checks each
// metric is one PayHub registers.
func TestObservability_dashboardQueriesUseOnlyPayhubsMetrics(t *testing.T) {
	have := payhubSeries(t)
	raw, err := os.ReadFile(filepath.Join(repoRoot(t), "docker", "observability", "grafana-dashboard.json"))
	if err != nil {
		t.Fatal(err)
	}
	var d dashboard
	if err := json.Unmarshal(raw, &d); err != nil {
		t.Fatalf("grafana-dashboard.json: %v", err)
	}
	if d.UID == "" || d.Title == "" || len(d.Panels) < 6 {
		t.Fatalf("dashboard %q (uid %q) has %d panels", d.Title, d.UID, len(d.Panels))
	}
	ids := map[int]bool{}
	for _, p := range d.Panels {
		if ids[p.ID] {
			t.Errorf("panel id %d is used twice", p.ID)
		}
		ids[p.ID] = true
		if len(p.Targets) == 0 {
			t.Errorf("panel %q has no query", p.Title)
		}
		for _, q := range p.Targets {
			checkNames(t, "panel "+p.Title, metricNames(t, grafanaVariables.Replace(q.Expr)), have)
		}
	}
	for _, v := range d.Templating.List {
		if v.Definition == "" {
			continue
		}
		m := labelValues.FindStringSubmatch(v.Definition)
		if m == nil {
			t.Errorf("variable %s: %q is not label_values(selector, label)", v.Name, v.Definition)
			continue
		}
		checkNames(t, "variable "+v.Name, metricNames(t, m[1]), have)
	}
}
