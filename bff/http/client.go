package http

import (
	"context"
	"net/http"
	"strings"

	"github.com/gin-gonic/gin"

	"github.com/payhub/payhub/bff"
)

// Clients looks up a client's descriptor (its sites, default site and URL style).
type Clients interface {
	Client(ctx context.Context, client string) (bff.ClientDescriptor, error)
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
