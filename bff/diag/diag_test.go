package diag

import (
	"context"
	"strings"
	"testing"
	"time"

	"github.com/payhub/payhub/bff"
	"github.com/payhub/payhub/bff/upstream/diaggw"
)

// fakeGateway records what it is sent.
type fakeGateway struct {
	queues []string
	msgs   []diaggw.Message
	err    error
}

func (f *fakeGateway) Send(_ context.Context, queue string, m diaggw.Message) error {
	f.queues = append(f.queues, queue)
	f.msgs = append(f.msgs, m)
	return f.err
}

var _ DiagGateway = (*fakeGateway)(nil)

func TestFlattenDiagnostics_DIAG01_nestedKeysAreDottedAndLeavesAreText(t *testing.T) {
	got, err := FlattenDiagnostics(map[string]any{
		"a":    map[string]any{"b": map[string]any{"c": "deep"}, "n": 2.5, "i": float64(42)},
		"list": []any{true, nil, map[string]any{"x": "y"}},
		"top":  "v",
	}, 100)
	want := map[string]string{"a.b.c": "deep", "a.n": "2.5", "a.i": "42", "list.0": "true", "list.1": "null",
		"list.2.x": "y", "top": "v"}
	if err != nil || len(got) != len(want) {
		t.Fatalf("%v %v", got, err)
	}
	for k, v := range want {
		if got[k] != v {
			t.Errorf("%s = %q, want %q", k, got[k], v)
		}
	}
}

func TestFlattenDiagnostics_tooManyValuesOrTooDeepIsInvalid(t *testing.T) {
	many := map[string]any{}
	for i := range 11 {
		many[strings.Repeat("k", i+1)] = i
	}
	if _, err := FlattenDiagnostics(many, 10); bff.ErrorCode(err) != bff.CodeInvalid {
		t.Errorf("11 values under a limit of 10: %v", err)
	}
	if _, err := FlattenDiagnostics(many, 11); err != nil {
		t.Errorf("11 values under a limit of 11: %v", err)
	}
	deep := map[string]any{"v": 1}
	for range MaxDiagDepth + 1 {
		deep = map[string]any{"d": deep}
	}
	if _, err := FlattenDiagnostics(deep, 100); bff.ErrorCode(err) != bff.CodeInvalid {
		t.Errorf("too deep: %v", err)
	}
}

func TestTruncateDiagValue_DIAG02_cutsAt8191CharactersAndSaysSo(t *testing.T) {
	exact := strings.Repeat("a", 8191)
	if got := TruncateDiagValue(exact); got != exact {
		t.Errorf("8191 characters were changed: %d", len(got))
	}
	if got := TruncateDiagValue(exact + "b"); got != exact+"... (truncated)" {
		t.Errorf("8192 characters: %d %q", len(got), got[len(got)-20:])
	}
	// Characters, not bytes: a multi-byte value is cut between characters.
	wide := strings.Repeat("é", 8192)
	if got := TruncateDiagValue(wide); got != strings.Repeat("é", 8191)+DiagTruncated {
		t.Errorf("multi-byte: %d bytes", len(got))
	}
	if got := TruncateDiagValue(strings.Repeat("é", 8191)); got != strings.Repeat("é", 8191) {
		t.Errorf("8191 multi-byte characters were changed")
	}
}

func newTestDiagnostics(gw DiagGateway) *Diagnostics {
	return &Diagnostics{Gateway: gw, App: "payhub", Env: bff.EnvBeta, Server: "bff-1",
		Now:   func() time.Time { return time.Unix(1700000000, 123456000) },
		NewID: func() string { return "11111111-2222-4333-8444-555555555555" }}
}

func TestDiagnostics_DIAG01_recordPostsTheEnvelopeToTheAppsQueue(t *testing.T) {
	gw := &fakeGateway{}
	d := newTestDiagnostics(gw)
	err := d.Record(t.Context(), diaggw.TypeDiag, "sunshine", "demo", "https://pay.example/sunshine/demo/home",
		map[string]any{"card": "4242424242424242", "big": strings.Repeat("z", 9000)})
	if err != nil || len(gw.msgs) != 1 || gw.queues[0] != "payhub.diag" {
		t.Fatalf("%v %v", err, gw.queues)
	}
	m := gw.msgs[0]
	if m.App != "payhub" || m.Site != "sunshine/demo" || m.Type != "diag" || m.UUID != "11111111-2222-4333-8444-555555555555" ||
		m.Epoch != 1700000000 || m.EpochHires != 1700000000.123456 || m.Server != "bff-1" || m.Environment != "beta" {
		t.Errorf("envelope %+v", m)
	}
	if m.Diagnostics["url"] != "https://pay.example/sunshine/demo/home" || m.Diagnostics["card"] != "************4242" ||
		m.Diagnostics["big"] != strings.Repeat("z", 8191)+DiagTruncated {
		t.Errorf("diagnostics %.200v", m.Diagnostics)
	}
	if err := d.Record(t.Context(), diaggw.TypeRequest, "sunshine", "demo", "u", nil); err != nil || gw.queues[1] != "payhub.request" {
		t.Errorf("request log: %v %v", err, gw.queues)
	}
	if err := d.Record(t.Context(), "other", "sunshine", "demo", "u", nil); bff.ErrorCode(err) != bff.CodeInvalid {
		t.Errorf("unknown type: %v", err)
	}
}

func TestDiagnostics_maskCardNumbersInKeysAndValues(t *testing.T) {
	gw := &fakeGateway{}
	err := newTestDiagnostics(gw).Record(t.Context(), diaggw.TypeDiag, "sunshine", "demo", "u", map[string]any{
		"form": map[string]any{"4242424242424242": "typed", "note": "4242.4242.4242.4242"},
		"wide": "４２４２　４２４２　４２４２　４２４２",
	})
	if err != nil || len(gw.msgs) != 1 {
		t.Fatalf("%v %d", err, len(gw.msgs))
	}
	want := map[string]string{"form.************4242": "typed", "form.note": "****.****.****.4242",
		"wide": "****　****　****　４２４２", "url": "u"}
	if got := gw.msgs[0].Diagnostics; len(got) != len(want) {
		t.Fatalf("diagnostics %v, want %v", got, want)
	}
	for k, v := range want {
		if got := gw.msgs[0].Diagnostics[k]; got != v {
			t.Errorf("%s = %q, want %q", k, got, v)
		}
	}
}
