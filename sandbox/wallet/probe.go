package wallet

import (
	"net/http"

	"github.com/payhub/payhub/sandbox/internal/respond"
)

// ProbePath is the wallet host's reachability check (API-74; ERR-30 and
// ERR-93: the page asks it before it shows a card-input frame, so a payer
// whose network blocks the wallet host gets the network-error screen
// instead of a frame that never loads).
const ProbePath = "/probe"

// probe answers POST /probe with 200 {"status":"ok"}, readable by any
// page origin. The page sends a CORS simple request (POST, no body, no
// custom header), so no preflight is needed. Any origin may read the
// answer because it says nothing but "reachable", which any page can
// already learn from an opaque no-cors request; no credentials are
// allowed, and none are sent. Nothing may cache the answer: a cached 200
// would hide a network that blocks the host now.
func probe(w http.ResponseWriter, r *http.Request) {
	h := w.Header()
	h.Set("Access-Control-Allow-Origin", "*")
	h.Set("Cache-Control", "no-store")
	respond.JSON(w, http.StatusOK, map[string]string{"status": "ok"})
}
