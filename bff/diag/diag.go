// Package diag forwards the pages' diagnostics, their request logs and
// sampled reports of failed requests to the message-queue gateway (spec 001
// §7, §8).
package diag

import (
	"context"
	"crypto/rand"
	"encoding/json"
	"fmt"
	"maps"
	"math"
	"slices"
	"sort"
	"strconv"
	"time"
	"unicode/utf8"

	"github.com/payhub/payhub/bff"
	"github.com/payhub/payhub/bff/upstream/diaggw"
)

// Diagnostics limits (spec 001 §7 "Diagnostics", §9).
const (
	// MaxDiagValue is the length in characters a diagnostic value keeps
	// (spec 001 §9 "Diagnostic value max 8191 characters"; DIAG-02).
	MaxDiagValue = 8191
	// DiagTruncated is appended to a value cut at MaxDiagValue (DIAG-02).
	DiagTruncated = "... (truncated)"
	// MaxDiagKeys bounds the flattened keys of one message; the
	// specification names no limit, so that one page cannot flood the
	// queue.
	MaxDiagKeys = 256
	// MaxDiagDepth bounds the nesting that is flattened.
	MaxDiagDepth = 8
	// DiagURLKey is the flattened key of the page url (DIAG-01).
	DiagURLKey = "url"
)

// The kinds of message Record posts: a page's diagnostics (DIAG-01) and
// an HTTP request log (API-118).
const (
	KindDiagnostics = diaggw.TypeDiag
	KindRequestLog  = diaggw.TypeRequest
)

// DiagGateway is the message-queue gateway (bff/upstream/diaggw.Client).
type DiagGateway interface {
	Send(ctx context.Context, queue string, m diaggw.Message) error
}

// Diagnostics forwards a page's diagnostics and request logs to the
// gateway (spec 001 §7 "Diagnostics"; DIAG-01, DIAG-02, API-118).
type Diagnostics struct {
	Gateway DiagGateway
	// App names the queues ({app}.diag, {app}.request) and the messages.
	App string
	Env bff.Env
	// Server is this host's name.
	Server string
	// Now and NewID default to the clock and random UUIDs.
	Now   func() time.Time
	NewID func() string
}

// Record flattens fields, adds the page url, masks card numbers, cuts long
// values and posts one message of typ (KindDiagnostics or KindRequestLog) for
// client/site. Invalid input is a bff.CodeInvalid error.
func (d *Diagnostics) Record(ctx context.Context, typ, client, site, pageURL string, fields map[string]any) error {
	if typ != diaggw.TypeDiag && typ != diaggw.TypeRequest {
		return bff.Errorf(bff.CodeInvalid, "There is no such diagnostics type.")
	}
	flat, err := FlattenDiagnostics(fields, MaxDiagKeys-1)
	if err != nil {
		return err
	}
	flat[DiagURLKey] = pageURL
	return d.send(ctx, typ, client, site, maskDiagnostics(flat))
}

// maskDiagnostics masks the card numbers of flat's keys and values (a page
// may name a key after what was typed) and cuts long values. Two keys that
// mask alike keep the value of the first in key order.
func maskDiagnostics(flat map[string]string) map[string]string {
	out := make(map[string]string, len(flat))
	for _, k := range slices.Sorted(maps.Keys(flat)) {
		masked := bff.MaskCardNumbers(k)
		if _, taken := out[masked]; !taken {
			out[masked] = TruncateDiagValue(bff.MaskCardNumbers(flat[k]))
		}
	}
	return out
}

func (d *Diagnostics) send(ctx context.Context, typ, client, site string, flat map[string]string) error {
	now := time.Now
	if d.Now != nil {
		now = d.Now
	}
	newID := newUUID
	if d.NewID != nil {
		newID = d.NewID
	}
	t := now()
	where := ""
	if client != "" {
		where = client + "/" + site
	}
	m := diaggw.Message{
		App: d.App, Site: where, Type: typ, UUID: newID(),
		Epoch: t.Unix(), EpochHires: float64(t.UnixMicro()) / 1e6,
		Server: d.Server, Environment: string(d.Env), Diagnostics: flat,
	}
	queue := typ
	if typ == diaggw.TypeError {
		// Error reports travel on the diagnostics queue.
		queue = diaggw.TypeDiag
	}
	return d.Gateway.Send(ctx, diaggw.Queue(d.App, queue), m)
}

// FlattenDiagnostics turns nested objects and arrays into dotted keys
// ("a.b.0.c") with string values (DIAG-01). More than maxKeys keys, or
// nesting deeper than MaxDiagDepth, is a bff.CodeInvalid error.
func FlattenDiagnostics(fields map[string]any, maxKeys int) (map[string]string, error) {
	out := make(map[string]string, len(fields))
	var walk func(prefix string, v any, depth int) error
	walk = func(prefix string, v any, depth int) error {
		if depth > MaxDiagDepth {
			return bff.Errorf(bff.CodeInvalid, "The diagnostics are nested too deeply.")
		}
		key := func(k string) string {
			if prefix == "" {
				return k
			}
			return prefix + "." + k
		}
		switch x := v.(type) {
		case map[string]any:
			keys := make([]string, 0, len(x))
			for k := range x {
				keys = append(keys, k)
			}
			sort.Strings(keys)
			for _, k := range keys {
				if err := walk(key(k), x[k], depth+1); err != nil {
					return err
				}
			}
			return nil
		case []any:
			for i, e := range x {
				if err := walk(key(strconv.Itoa(i)), e, depth+1); err != nil {
					return err
				}
			}
			return nil
		}
		if prefix == "" {
			return bff.Errorf(bff.CodeInvalid, "The diagnostics must be an object.")
		}
		if len(out) >= maxKeys {
			return bff.Errorf(bff.CodeInvalid, "The diagnostics have more than %d values.", maxKeys)
		}
		out[prefix] = diagString(v)
		return nil
	}
	if err := walk("", fields, 0); err != nil {
		return nil, err
	}
	return out, nil
}

// diagString is a leaf value as text: strings as they are, numbers as
// JSON writes them, null as "null".
func diagString(v any) string {
	switch x := v.(type) {
	case string:
		return x
	case nil:
		return "null"
	case bool:
		return strconv.FormatBool(x)
	case json.Number:
		return x.String()
	case float64:
		if x == math.Trunc(x) && math.Abs(x) < 1e15 {
			return strconv.FormatInt(int64(x), 10)
		}
		return strconv.FormatFloat(x, 'g', -1, 64)
	default:
		return fmt.Sprint(x)
	}
}

// TruncateDiagValue keeps the first MaxDiagValue characters of v and
// appends DiagTruncated when it was longer (DIAG-02).
func TruncateDiagValue(v string) string {
	if utf8.RuneCountInString(v) <= MaxDiagValue {
		return v
	}
	n := 0
	for i := range v {
		if n == MaxDiagValue {
			return v[:i] + DiagTruncated
		}
		n++
	}
	return v
}

// newUUID returns a random (version 4) UUID.
func newUUID() string {
	var b [16]byte
	_, _ = rand.Read(b[:])
	b[6] = b[6]&0x0f | 0x40
	b[8] = b[8]&0x3f | 0x80
	return fmt.Sprintf("%x-%x-%x-%x-%x", b[0:4], b[4:6], b[6:8], b[8:10], b[10:])
}
