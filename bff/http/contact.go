package http

import (
	"context"
	"net/http"
	"strings"

	"github.com/gin-gonic/gin"

	"github.com/payhub/payhub/bff"
	"github.com/payhub/payhub/bff/shell"
)

// Contact is what the handlers need to send the footer's contact form
// (bff/shell.Contact; spec 000 §3 "Contact request", §7 "Contact").
type Contact interface {
	Send(ctx context.Context, client, site string, in shell.ContactInput, lang bff.Language) (shell.ContactResult, error)
}

// sendContact answers POST /bff/v1/{client}/{site}/contact: the message of
// the contact form, checked again and sent to the contact service. The
// body is never logged: a payer may have typed anything into it.
func (h *handlers) sendContact(c *gin.Context) {
	var in shell.ContactInput
	if !bindJSON(c, &in) {
		return
	}
	client, site := strings.ToLower(c.Param("client")), strings.ToLower(c.Param("site"))
	res, err := h.d.Contact.Send(c.Request.Context(), client, site, in, requestLanguage(c))
	if err != nil {
		writeError(c, err, 0)
		return
	}
	c.Header("Cache-Control", "no-store")
	c.JSON(http.StatusOK, res)
}
