package http

import (
	"net/http"

	"github.com/gin-gonic/gin"

	"github.com/payhub/payhub/bff/checkout"
)

// search answers GET /bff/v1/{client}/{site}/search/{pageRoute}?field=value.
// It needs no session; with one, results already in its cart are marked.
func (h *handlers) search(c *gin.Context) {
	client, site := siteOf(c)
	g, err := h.guests.load(c, false)
	if err != nil {
		writeError(c, err, 0)
		return
	}
	q := map[string]string{}
	for name, values := range c.Request.URL.Query() {
		if len(values) > 0 {
			q[name] = values[0]
		}
	}
	req := checkout.SearchRequest{Guest: checkout.Guest{Client: client, Site: site}, PageRoute: c.Param("pageRoute"),
		Query: q, Lang: requestLanguage(c)}
	if g != nil {
		req.Guest = guestOf(g, client, site)
	}
	res, err := h.d.Checkout.Search(c.Request.Context(), req)
	if err != nil {
		writeError(c, err, 0)
		return
	}
	c.Header("Cache-Control", "no-store")
	c.JSON(http.StatusOK, res)
}
