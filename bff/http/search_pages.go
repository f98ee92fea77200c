package http

import (
	"context"
	"net/http"

	"github.com/gin-gonic/gin"

	"github.com/payhub/payhub/bff"
	"github.com/payhub/payhub/bff/checkout"
)

// SourcePages is what the handlers need for a source's extra pages and its
// details route (bff/checkout.Checkout).
type SourcePages interface {
	TaxDollarBreakdown(ctx context.Context, req checkout.SourcePageRequest) (checkout.TaxDollarView, error)
	UnclaimedRefunds(ctx context.Context, req checkout.SourcePageRequest) (checkout.UnclaimedRefundsView, error)
	PayableDetails(ctx context.Context, req checkout.DetailsRequest) (checkout.DetailsResult, error)
}

// sourcePages is the configured SourcePages, or, without one, an error
// written: those pages are then not found.
func (h *handlers) sourcePages(c *gin.Context) (SourcePages, bool) {
	if h.d.SourcePages == nil {
		writeError(c, bff.Errorf(bff.CodeNotFound, "There is no such page."), 0)
		return nil, false
	}
	return h.d.SourcePages, true
}

// taxDollarBreakdown answers GET /bff/v1/{client}/{site}/search/{pageRoute}/tax-dollar-breakdown
// (SRCH-03): 404 when the source has no such page.
func (h *handlers) taxDollarBreakdown(c *gin.Context) {
	pages, ok := h.sourcePages(c)
	if !ok {
		return
	}
	client, site := siteOf(c)
	res, err := pages.TaxDollarBreakdown(c.Request.Context(), checkout.SourcePageRequest{
		Client: client, Site: site, PageRoute: c.Param("pageRoute"), Lang: requestLanguage(c)})
	if err != nil {
		writeError(c, err, 0)
		return
	}
	c.JSON(http.StatusOK, res)
}

// unclaimedRefunds answers GET /bff/v1/{client}/{site}/search/{pageRoute}/unclaimed-refunds?name=
// (SRCH-03): 404 when the source has no such page.
func (h *handlers) unclaimedRefunds(c *gin.Context) {
	pages, ok := h.sourcePages(c)
	if !ok {
		return
	}
	client, site := siteOf(c)
	res, err := pages.UnclaimedRefunds(c.Request.Context(), checkout.SourcePageRequest{
		Client: client, Site: site, PageRoute: c.Param("pageRoute"), Lang: requestLanguage(c), Name: c.Query("name")})
	if err != nil {
		writeError(c, err, 0)
		return
	}
	c.Header("Cache-Control", "no-store")
	c.JSON(http.StatusOK, res)
}

// payableDetails answers GET /bff/v1/{client}/{site}/search/{pageRoute}/details/{encodedPayable}
// (SRCH-04, SRCH-05). Like search it needs no session; with one, the
// payable is marked when it is in the cart.
func (h *handlers) payableDetails(c *gin.Context) {
	pages, ok := h.sourcePages(c)
	if !ok {
		return
	}
	client, site := siteOf(c)
	g, err := h.guests.load(c, false)
	if err != nil {
		writeError(c, err, 0)
		return
	}
	req := checkout.DetailsRequest{Guest: checkout.Guest{Client: client, Site: site}, PageRoute: c.Param("pageRoute"),
		Encoded: c.Param("payable"), Lang: requestLanguage(c)}
	if g != nil {
		req.Guest = guestOf(g, client, site)
		if g.data.User != nil {
			req.Resident = g.data.User.Subject
		}
	}
	res, err := pages.PayableDetails(c.Request.Context(), req)
	if err != nil {
		writeError(c, err, 0)
		return
	}
	c.Header("Cache-Control", "no-store")
	c.JSON(http.StatusOK, res)
}
