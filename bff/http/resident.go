package http

import (
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
