// Package contact is the sandbox's contact service (spec 000 §3 "Contact
// request", §7 "Contact"), in the wire shape of bff/upstream/contact:
//
//	GET  /v1/ping
//	POST /v1/messages   store one message; answers its id (201)
//
// A message is checked against the limits of spec 000 §5 and §9, its card
// numbers masked, kept, and a copy is dropped into the sandbox outbox, addressed to the county's
// help desk, so that a person (or a test) can read what was sent.
package contact

import (
	"context"
	"crypto/rand"
	"fmt"
	"log/slog"
	"maps"
	"net/http"
	"slices"
	"strings"
	"time"

	"github.com/payhub/payhub/bff"
	"github.com/payhub/payhub/bff/upstream/contact"
	"github.com/payhub/payhub/sandbox/internal/respond"
	"github.com/payhub/payhub/sandbox/outbox"
)

// KindContact is the outbox kind of a contact message's copy.
const KindContact = "contact"

// Store keeps contact messages.
type Store interface {
	// SaveMessage stores r under id and queues m in the outbox, in one
	// transaction.
	SaveMessage(ctx context.Context, id string, r contact.Request, m outbox.Message) error
}

// NewHandler returns the service's routes over store; now stamps messages
// (default time.Now).
func NewHandler(store Store, logger *slog.Logger, now func() time.Time) http.Handler {
	if logger == nil {
		logger = slog.New(slog.DiscardHandler)
	}
	if now == nil {
		now = time.Now
	}
	h := handler{store: store, logger: logger, now: now}
	mux := http.NewServeMux()
	mux.HandleFunc("GET /v1/ping", func(w http.ResponseWriter, r *http.Request) {
		respond.JSON(w, http.StatusOK, map[string]string{"status": "ok"})
	})
	mux.HandleFunc("POST "+contact.MessagesPath, h.send)
	return respond.Routes(mux, logger)
}

type handler struct {
	store  Store
	logger *slog.Logger
	now    func() time.Time
}

func (h handler) send(w http.ResponseWriter, r *http.Request) {
	var req contact.Request
	if err := respond.Decode(w, r, &req); err != nil {
		respond.Error(w, r, h.logger, err)
		return
	}
	req = masked(trimmed(req))
	if err := contact.CheckLengths(req); err != nil {
		respond.Error(w, r, h.logger, err)
		return
	}
	now := h.now().UTC()
	id := "msg_" + strings.ToLower(rand.Text()[:16])
	if err := h.store.SaveMessage(r.Context(), id, req, Copy(req, id, now)); err != nil {
		respond.Error(w, r, h.logger, err)
		return
	}
	h.logger.InfoContext(r.Context(), "contact message stored", "id", id, "client", req.Client,
		"site", req.Site, "topic", req.Topic)
	respond.JSON(w, http.StatusCreated, contact.Receipt{ID: id, ReceivedAt: now})
}

// trimmed is r with every value trimmed.
func trimmed(r contact.Request) contact.Request {
	t := strings.TrimSpace
	r.Client, r.Site, r.Topic, r.Body = t(r.Client), t(r.Site), t(r.Topic), t(r.Body)
	r.FirstName, r.LastName, r.Email, r.PhoneNumber, r.URL = t(r.FirstName), t(r.LastName), t(r.Email), t(r.PhoneNumber), t(r.URL)
	if len(r.CustomFields) > 0 {
		fields := make(map[string]string, len(r.CustomFields))
		for k, v := range r.CustomFields {
			fields[t(k)] = t(v)
		}
		r.CustomFields = fields
	}
	return r
}

// masked is r with every card number masked (bff.MaskCardNumbers): the BFF
// refuses a message that holds one, and the service keeps no card number
// from any other caller either (spec 001 §5; no card number is stored).
func masked(r contact.Request) contact.Request {
	m := bff.MaskCardNumbers
	r.Topic, r.Body, r.FirstName, r.LastName = m(r.Topic), m(r.Body), m(r.FirstName), m(r.LastName)
	r.Email, r.PhoneNumber, r.URL = m(r.Email), m(r.PhoneNumber), m(r.URL)
	if len(r.CustomFields) > 0 {
		fields := make(map[string]string, len(r.CustomFields))
		for k, v := range r.CustomFields {
			fields[m(k)] = m(v)
		}
		r.CustomFields = fields
	}
	return r
}

// HelpDesk is the address the outbox copy of a client's messages goes to.
func HelpDesk(client string) string {
	return "help-desk@" + strings.ToLower(client) + ".example.org"
}

// Copy is the outbox e-mail of message id: to the client's help desk,
// with the sender and every field in its text.
func Copy(r contact.Request, id string, now time.Time) outbox.Message {
	var b strings.Builder
	fmt.Fprintf(&b, "Message %s from the contact form of %s/%s.\n\n", id, r.Client, r.Site)
	fmt.Fprintf(&b, "Topic: %s\n", r.Topic)
	fmt.Fprintf(&b, "From: %s %s <%s>\n", r.FirstName, r.LastName, r.Email)
	if r.PhoneNumber != "" {
		fmt.Fprintf(&b, "Phone: %s\n", r.PhoneNumber)
	}
	if r.URL != "" {
		fmt.Fprintf(&b, "Page: %s\n", r.URL)
	}
	for _, label := range slices.Sorted(maps.Keys(r.CustomFields)) {
		fmt.Fprintf(&b, "%s: %s\n", label, r.CustomFields[label])
	}
	fmt.Fprintf(&b, "\n%s\n", r.Body)
	return outbox.Message{
		To:      HelpDesk(r.Client),
		Subject: fmt.Sprintf("Contact form: %s, from %s %s", r.Topic, r.FirstName, r.LastName),
		Text:    b.String(),
		Kind:    KindContact,
		SentAt:  now,
	}
}
