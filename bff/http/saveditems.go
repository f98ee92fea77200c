package http

import (
	"context"
	"net/http"

	"github.com/gin-gonic/gin"

	"github.com/payhub/payhub/bff/account"
	"github.com/payhub/payhub/bff/checkout"
	"github.com/payhub/payhub/bff/schedule"
)

// SavedItems is what the saved items routes need (account.SavedItems).
type SavedItems interface {
	List(ctx context.Context, req account.SavedItemsRequest) (account.SavedItemsView, error)
	Save(ctx context.Context, req account.SavedItemsRequest, path string) (account.SaveResult, error)
	Remove(ctx context.Context, req account.SavedItemsRequest, savePath string) error
	// EnrollAutopay sets up autopay for several saved items at once
	// (ROUTE-56, SCHED-38).
	EnrollAutopay(ctx context.Context, req schedule.Request, key string, in account.BulkAutopayInput) (account.BulkAutopayResult, error)
}

// mountSavedItems adds the signed-in resident's saved items (spec 001 §4
// "Saved items"; CART-17, CART-18). They sit under /bff/v1, so the CSRF
// header is required on PUT and DELETE. The item to remove is named by a
// query parameter: a save path holds slashes, which one path segment
// cannot carry through every proxy and router.
func mountSavedItems(api *gin.RouterGroup, h *handlers) {
	g := api.Group("/:client/:site/saved-items", h.requires(featureSavedItems))
	g.GET("", h.savedItems)
	g.PUT("", h.saveItem)
	g.DELETE("", h.unsaveItem)
	g.POST("/autopay", h.savedItemsAutopay)
}

// savedItemsRequest is the request's site and language with the session's
// signed-in resident; a guest gets 401 and a resident whose e-mail is
// unverified 403, and nothing is asked of the saved items service (ROLE-20,
// CART-18). The user id is always the session's,
// never one from the request.
func (h *handlers) savedItemsRequest(c *gin.Context) (account.SavedItemsRequest, bool) {
	g, ok := h.verifiedResidentOf(c, "Please sign in to use saved items.")
	if !ok {
		return account.SavedItemsRequest{}, false
	}
	client, site := siteOf(c)
	return account.SavedItemsRequest{Client: client, Site: site, UserID: g.data.User.Subject,
		Lang: requestLanguage(c)}, true
}

// savedItems answers GET .../saved-items?lang=: the resident's saved items
// of the site, resolved to payables, with a count per display type
// (SAVED-06, CONST-44).
func (h *handlers) savedItems(c *gin.Context) {
	req, ok := h.savedItemsRequest(c)
	if !ok {
		return
	}
	v, err := h.d.SavedItems.List(c.Request.Context(), req)
	if err != nil {
		writeError(c, err, 0)
		return
	}
	c.Header("Cache-Control", "no-store")
	c.JSON(http.StatusOK, v)
}

// saveItemBody is the body of PUT .../saved-items: the payable's path. The
// save path and display type are the payables service's, never the
// browser's.
type saveItemBody struct {
	Path string `json:"path"`
}

// saveItem answers PUT .../saved-items {"path"}: the payable is saved
// (CART-17); an empty path is 400 (VAL-31), an unknown payable 404
// (ERR-47).
func (h *handlers) saveItem(c *gin.Context) {
	req, ok := h.savedItemsRequest(c)
	if !ok {
		return
	}
	var body saveItemBody
	if !bindJSON(c, &body) {
		return
	}
	res, err := h.d.SavedItems.Save(c.Request.Context(), req, body.Path)
	if err != nil {
		writeError(c, err, 0)
		return
	}
	c.Header("Cache-Control", "no-store")
	c.JSON(http.StatusOK, res)
}

// unsaveItem answers DELETE .../saved-items?savePath=: the resident's item
// is unsaved (SAVED-03); 204 also when it was not saved.
func (h *handlers) unsaveItem(c *gin.Context) {
	req, ok := h.savedItemsRequest(c)
	if !ok {
		return
	}
	if err := h.d.SavedItems.Remove(c.Request.Context(), req, c.Query("savePath")); err != nil {
		writeError(c, err, 0)
		return
	}
	c.Status(http.StatusNoContent)
}

// savedItemsAutopay answers POST .../saved-items/autopay (Idempotency-Key)
// {"savePaths", "tenderId", "termsAccepted", "timeZone"}: each chosen
// saved item enrolled in autopay, answered in its SCHED-38 group. It needs
// a signed-in resident with a verified e-mail, as every plan does; a
// request sent again with its key gets the first answer.
func (h *handlers) savedItemsAutopay(c *gin.Context) {
	req, ok := h.scheduleRequest(c)
	if !ok {
		return
	}
	key, ok := idempotencyKey(c)
	if !ok {
		return
	}
	var body account.BulkAutopayInput
	if !bindJSON(c, &body) {
		return
	}
	h.once(c, "saved-items-autopay", key, body, func(ctx context.Context, _ checkout.Guest) (any, error) {
		return h.d.SavedItems.EnrollAutopay(ctx, req, key, body)
	})
}
