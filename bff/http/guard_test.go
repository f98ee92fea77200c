package http

import (
	"net/http"
	"testing"
)

func TestCheckoutRoutes_withoutTheirCollaboratorsAnswer503(t *testing.T) {
	h, _, _ := newTestServer(t)
	for _, p := range []string{"/bff/v1/sunshine/demo/screens/checkout", "/bff/v1/sunshine/demo/search/property-tax", "/bff/v1/sunshine/demo/screens/receipt/r1"} {
		if rec := do(h, "GET", p, nil); rec.Code != http.StatusServiceUnavailable {
			t.Errorf("%s: %d", p, rec.Code)
		}
	}
}
