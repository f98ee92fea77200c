package http

import (
	"encoding/json"
	"net/http"
	"strings"

	"github.com/gin-gonic/gin"

	"github.com/payhub/payhub/bff"
	"github.com/payhub/payhub/bff/checkout"
)

// Reading a request: its site, language and JSON body, and the guest it
// speaks for. Every handler reads its request through these.

// maxCommandBody bounds the JSON body of a command.
const maxCommandBody = 256 << 10

// siteOf reads client and site lowercased (spec 000 §2 "URL layout").
func siteOf(c *gin.Context) (client, site string) {
	return strings.ToLower(c.Param("client")), strings.ToLower(c.Param("site"))
}

// requestLanguage is ?lang= when given, else the Accept-Language header's
// first choice, English unless Spanish (spec 000 §9).
func requestLanguage(c *gin.Context) bff.Language {
	if l := c.Query("lang"); l != "" {
		return bff.ParseLanguage(l)
	}
	return bff.ParseLanguage(strings.TrimSpace(c.GetHeader("Accept-Language")))
}

// bindJSON decodes the request body into v, answering 400 when it cannot.
// The body is never logged.
func bindJSON(c *gin.Context, v any) bool {
	dec := json.NewDecoder(http.MaxBytesReader(c.Writer, c.Request.Body, maxCommandBody))
	if err := dec.Decode(v); err != nil {
		writeError(c, bff.Errorf(bff.CodeInvalid, "The request body is not valid JSON of the expected shape."), 0)
		return false
	}
	return true
}

// pageOrigin is the origin of the portal page that will host the
// card-input frame: the BFF's public origin when one is configured (a
// proxy in front ends TLS, so the request's own scheme is http), else this
// request's own scheme and host.
func (h *handlers) pageOrigin(c *gin.Context) string {
	if h.d.PublicURL != "" {
		return strings.TrimRight(h.d.PublicURL, "/")
	}
	scheme := "http"
	if c.Request.TLS != nil {
		scheme = "https"
	}
	return scheme + "://" + c.Request.Host
}

// portalOrigins are the origins a page may send the resident back to
// from another site (the PayPal setup's return page): the BFF's public
// origin when one is configured, else the origins of its own listener
// (Deps.PortalOrigins). Never a request's Host header, which the sender
// chooses.
func (h *handlers) portalOrigins() []string {
	if h.d.PublicURL != "" {
		return []string{strings.TrimRight(h.d.PublicURL, "/")}
	}
	return h.d.PortalOrigins
}

// guestOf names the guest's cart on the site.
func guestOf(g *guest, client, site string) checkout.Guest {
	return checkout.Guest{Client: client, Site: site, UserID: g.data.UserID, CartID: g.cartID(client, site)}
}

// answerNoStore answers v as 200 JSON that no cache keeps, or err.
func answerNoStore(c *gin.Context, v any, err error) {
	if err != nil {
		writeError(c, err, 0)
		return
	}
	c.Header("Cache-Control", "no-store")
	c.JSON(http.StatusOK, v)
}
