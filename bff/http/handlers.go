package http

import (
	"context"
	"net/http"
	"strings"

	"github.com/gin-gonic/gin"

	"github.com/payhub/payhub/bff"
	"github.com/payhub/payhub/bff/screen"
)

type handlers struct {
	d      Deps
	guests *guests // nil without a store
}

// checkoutReady answers 503 on the checkout routes of a server built
// without the checkout's collaborators.
func (h *handlers) checkoutReady(c *gin.Context) {
	if h.d.Checkout == nil || h.guests == nil {
		writeError(c, bff.Errorf(bff.CodeUnavailable, "Checkout is not available."), 0)
		return
	}
	c.Next()
}

// client answers GET /bff/v1/{client}: the client's descriptor, so the
// portal can tell a site segment from a page route. In production it lists
// only the sites enabled there (productionDescriptor).
func (h *handlers) client(c *gin.Context) {
	client := strings.ToLower(c.Param("client"))
	desc, err := h.d.Clients.Client(c.Request.Context(), client)
	if err == nil {
		desc, err = productionDescriptor(c.Request.Context(), h.d, client, desc)
	}
	if err != nil {
		writeError(c, err, 0)
		return
	}
	c.JSON(http.StatusOK, desc)
}

// screen answers GET /bff/v1/{client}/{site}/screens/{screen}. Client and
// site are read lowercased (spec 000 §2 "URL layout").
func (h *handlers) screen(c *gin.Context) {
	client, site := strings.ToLower(c.Param("client")), strings.ToLower(c.Param("site"))
	var build func(ctx context.Context, client, site string) (screen.Screen, error)
	switch c.Param("screen") {
	case "shell":
		build = h.d.Screens.Shell
	case "home":
		build = h.d.Screens.Home
	case "checkout":
		if h.checkoutReady(c); !c.IsAborted() {
			h.checkoutScreen(c)
		}
		return
	default:
		writeError(c, bff.Errorf(bff.CodeNotFound, "There is no such screen."), 0)
		return
	}
	s, err := build(c.Request.Context(), client, site)
	h.writeScreen(c, s, err)
}

// screenWithID answers GET /bff/v1/{client}/{site}/screens/{screen}/{id}.
func (h *handlers) screenWithID(c *gin.Context) {
	if c.Param("screen") != "receipt" {
		writeError(c, bff.Errorf(bff.CodeNotFound, "There is no such screen."), 0)
		return
	}
	h.receiptScreen(c)
}

// writeScreen answers a built screen, logging its failed sections.
func (h *handlers) writeScreen(c *gin.Context, s screen.Screen, err error) {
	if err != nil {
		writeError(c, err, 0)
		return
	}
	for name, sec := range s.Sections {
		if sec.Error != nil {
			logger(c).WarnContext(c.Request.Context(), "screen section failed",
				"screen", s.Screen, "section", name, "code", sec.Error.Code)
		}
	}
	c.Header("Cache-Control", "no-store")
	c.JSON(http.StatusOK, s)
}
