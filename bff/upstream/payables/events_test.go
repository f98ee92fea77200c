package payables_test

import (
	"net/http"
	"strings"
	"sync"
	"testing"

	"github.com/payhub/payhub/bff"
	"github.com/payhub/payhub/bff/upstream/payables"
)

// taxsysItems is a taxsys_add_items event of paths on sunshine/demo.
func taxsysItems(paths ...string) payables.TaxsysAddItemsRequest {
	return payables.TaxsysAddItemsRequest{Client: "sunshine", Site: "demo", Paths: paths}
}

// requestLog records the method, escaped path and chosen headers of every
// request.
type requestLog struct {
	mu   sync.Mutex
	seen []*http.Request
}

func (l *requestLog) wrap(next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		l.mu.Lock()
		l.seen = append(l.seen, r.Clone(r.Context()))
		l.mu.Unlock()
		next.ServeHTTP(w, r)
	})
}

func (l *requestLog) last(t *testing.T) *http.Request {
	t.Helper()
	l.mu.Lock()
	defer l.mu.Unlock()
	if len(l.seen) == 0 {
		t.Fatal("no request was sent")
	}
	return l.seen[len(l.seen)-1]
}

func TestEventAdaptor_API91_stripsATrailingVersionSegment(t *testing.T) {
	for in, want := range map[string]string{
		"property_tax":       "property_tax",
		"property_tax/v2":    "property_tax",
		"property_tax/v10":   "property_tax",
		" property_tax/v1 ":  "property_tax",
		"property_tax/vx":    "property_tax/vx",
		"property_tax_v2":    "property_tax_v2",
		"v2":                 "v2",
		"property_tax/v2/v3": "property_tax/v2",
	} {
		if got := payables.EventAdaptor(in); got != want {
			t.Errorf("EventAdaptor(%q) = %q, want %q", in, got, want)
		}
	}
}

func TestTaxsysAddItems_API91_returnsAReferenceNumberForTheAdaptorWithoutItsVersion(t *testing.T) {
	log := &requestLog{}
	c := newClient(t, log.wrap)
	first, err := c.TaxsysAddItems(t.Context(), "property_tax/v2", taxsysItems(pathR100001, pathR100002), bff.English)
	if err != nil {
		t.Fatalf("TaxsysAddItems: %v", err)
	}
	if r := log.last(t); r.URL.EscapedPath() != "/svc/payables/v0/property_tax/events/taxsys_add_items" {
		t.Errorf("sent to %s, want the adaptor without its version segment", r.URL.EscapedPath())
	}
	if !strings.HasPrefix(first.ReferenceNumber, "TSX-") {
		t.Errorf("reference number %q, want one starting TSX-", first.ReferenceNumber)
	}
	second, err := c.TaxsysAddItems(t.Context(), "property_tax", taxsysItems(pathR100001), bff.Spanish)
	if err != nil {
		t.Fatalf("TaxsysAddItems again: %v", err)
	}
	if second.ReferenceNumber == "" || second.ReferenceNumber == first.ReferenceNumber {
		t.Errorf("references %q then %q, want two different ones", first.ReferenceNumber, second.ReferenceNumber)
	}
}

func TestTaxsysAddItems_API91_refusesPathsThatAreNotTheAdaptors(t *testing.T) {
	c := newClient(t, nil)
	for name, tc := range map[string]struct {
		adaptor string
		req     payables.TaxsysAddItemsRequest
		want    bff.Code
	}{
		"unknown path":       {"property_tax", taxsysItems(pathR100001, "sunshine/demo/property_tax/2026/R999-999"), bff.CodeNotFound},
		"another adaptor's":  {"property_tax", taxsysItems(pathVehicle), bff.CodeNotFound},
		"another site's":     {"property_tax", payables.TaxsysAddItemsRequest{Client: "moonbeam", Site: "pay", Paths: []string{pathR100001}}, bff.CodeNotFound},
		"unknown adaptor":    {"fishing_permits/v1", taxsysItems(pathR100001), bff.CodeNotFound},
		"no path":            {"property_tax", taxsysItems(), bff.CodeUpstreamFailed},
		"no client and site": {"property_tax", payables.TaxsysAddItemsRequest{Paths: []string{pathR100001}}, bff.CodeUpstreamFailed},
	} {
		_, err := c.TaxsysAddItems(t.Context(), tc.adaptor, tc.req, bff.English)
		if got := bff.ErrorCode(err); got != tc.want {
			t.Errorf("%s: code %q (%v), want %q", name, got, err, tc.want)
		}
	}
}
