// Package diaggw is the sandbox message-queue gateway (spec 001 §7
// "Diagnostics"): POST /{app}.{type} stores one message in memory, GET /
// lists the newest for tests and people, so that the BFF's diagnostics,
// request logs and error reports can be seen without the real gateway.
package diaggw

import (
	"encoding/json"
	"log/slog"
	"net/http"
	"strconv"
	"time"

	"github.com/payhub/payhub/bff"
	"github.com/payhub/payhub/bff/upstream/diaggw"
	"github.com/payhub/payhub/sandbox/internal/recent"
	"github.com/payhub/payhub/sandbox/internal/respond"
)

// Credential is the sandbox gateway's credential, which the BFF sends in
// serve mode; a post without it is refused, as the real gateway would.
const Credential = "sandbox-diag"

// Keep is how many messages the gateway keeps, oldest dropped first.
const Keep = 500

// maxBody bounds one message.
const maxBody = 1 << 20

// Received is one stored message and its queue.
type Received struct {
	Queue    string         `json:"queue"`
	Received time.Time      `json:"received"`
	Message  diaggw.Message `json:"message"`
}

// Gateway keeps the last Keep messages in memory.
type Gateway struct {
	msgs   *recent.List[Received]
	now    func() time.Time
	logger *slog.Logger
}

// New returns an empty gateway.
func New(logger *slog.Logger, now func() time.Time) *Gateway {
	if now == nil {
		now = time.Now
	}
	return &Gateway{msgs: recent.New[Received](Keep), now: now, logger: logger}
}

// Last returns up to n messages, newest first.
func (g *Gateway) Last(n int) []Received { return g.msgs.Newest(n, nil) }

// Handler answers GET /ping, POST /{queue} (the credential required;
// 202 when stored) and GET /?n= (the newest n messages, default 50).
func (g *Gateway) Handler() http.Handler {
	want := diaggw.Authorization(Credential)
	mux := http.NewServeMux()
	mux.HandleFunc("GET /ping", func(w http.ResponseWriter, r *http.Request) {
		respond.JSON(w, http.StatusOK, map[string]string{"status": "ok"})
	})
	mux.HandleFunc("POST /{queue}", func(w http.ResponseWriter, r *http.Request) {
		q := r.PathValue("queue")
		if r.Header.Get("Authorization") != want {
			respond.Error(w, r, g.logger, bff.Errorf(bff.CodeUnauthorized, "The gateway credential is missing or wrong."))
			return
		}
		if !diaggw.ValidQueue(q) {
			respond.Error(w, r, g.logger, bff.Errorf(bff.CodeNotFound, "There is no such queue."))
			return
		}
		var m diaggw.Message
		if err := json.NewDecoder(http.MaxBytesReader(w, r.Body, maxBody)).Decode(&m); err != nil {
			respond.Error(w, r, g.logger, bff.Errorf(bff.CodeInvalid, "The message is not valid JSON."))
			return
		}
		g.msgs.Add(Received{Queue: q, Received: g.now().UTC(), Message: m})
		respond.JSON(w, http.StatusAccepted, map[string]string{"status": "queued"})
	})
	mux.HandleFunc("GET /{$}", func(w http.ResponseWriter, r *http.Request) {
		n := 50
		if s := r.URL.Query().Get("n"); s != "" {
			v, err := strconv.Atoi(s)
			if err != nil || v < 1 || v > Keep {
				respond.Error(w, r, g.logger, bff.Errorf(bff.CodeInvalid, "n must be from 1 to %d.", Keep))
				return
			}
			n = v
		}
		respond.JSON(w, http.StatusOK, map[string]any{"messages": g.Last(n)})
	})
	return mux
}
