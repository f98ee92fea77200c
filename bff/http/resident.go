package http

import (
	"errors"

	"github.com/gin-gonic/gin"

	"github.com/payhub/payhub/bff"
)

// residentOf returns the session of the signed-in resident, or writes 401
// with message: a guest is never asked about, and the user id a handler
// uses is always the session's, never one from the request (spec 000 §6,
// spec 001 §6).
func (h *handlers) residentOf(c *gin.Context, message string) (*guest, bool) {
	g, err := h.guests.load(c, false)
	if err != nil {
		writeError(c, err, 0)
		return nil, false
	}
	if g == nil || g.data.User == nil || g.data.User.Subject == "" {
		writeError(c, bff.Errorf(bff.CodeUnauthorized, "%s", message), 0)
		return nil, false
	}
	return g, true
}

// verifiedResidentOf is residentOf for the resources that assume a verified
// account: saved items, settings changes, past payments and their
// receipts, saved tenders and autopay. A resident whose e-mail is not
// verified yet gets 403 email_unverified, and the portal sends them to
// verify-email (spec 000 §4 "Email verification").
func (h *handlers) verifiedResidentOf(c *gin.Context, message string) (*guest, bool) {
	g, ok := h.residentOf(c, message)
	if !ok || !emailVerified(c, g) {
		return nil, false
	}
	return g, true
}

// verifiedResident is verifiedResidentOf before a route's own handler.
func (h *handlers) verifiedResident(message string) gin.HandlerFunc {
	return func(c *gin.Context) {
		if _, ok := h.verifiedResidentOf(c, message); ok {
			c.Next()
		}
	}
}

// emailVerified reports whether g's resident has a verified e-mail, else
// writes 403 email_unverified.
func emailVerified(c *gin.Context, g *guest) bool {
	if g.data.User != nil && g.data.User.EmailVerified {
		return true
	}
	writeError(c, errEmailUnverified, 0)
	return false
}

var errEmailUnverified = bff.Errorf(bff.CodeEmailUnverified, "Please verify your e-mail address first.")

// rotate moves session g, re-read under its lock and changed by change, to
// a new id, deletes the old session and sends the new id. A change of
// privilege (a sign-in, a verified e-mail) never keeps an id that was known
// before it: no session fixation.
func (gs *guests) rotate(c *gin.Context, g *guest, change func(*sessionData)) error {
	ctx := c.Request.Context()
	old := g.id
	defer gs.lock(old)()
	cur, err := gs.get(ctx, old)
	if err != nil && !errors.Is(err, bff.ErrNotFound) {
		return bff.Wrap(err, bff.CodeUnavailable, "Your session could not be saved. Please try again.")
	}
	data := g.data
	if err == nil {
		data = cur.data
	}
	change(&data)
	next := &guest{id: randomHex(32), data: data}
	if err := gs.put(ctx, next); err != nil {
		return err
	}
	if err := gs.store.DeleteSession(ctx, old); err != nil && !errors.Is(err, bff.ErrNotFound) {
		return bff.Wrap(err, bff.CodeUnavailable, "Your session could not be saved. Please try again.")
	}
	_, byHeader := requestSessionID(c)
	gs.send(c, next.id, byHeader)
	*g = *next
	return nil
}
