package http

import (
	"context"
	"errors"
	"io"
	"net/http"

	"github.com/gin-gonic/gin"

	"github.com/payhub/payhub/bff"
	"github.com/payhub/payhub/bff/bulk"
)

// Bulk is what the bulk add routes need (bff/bulk.Service).
type Bulk interface {
	Upload(ctx context.Context, req bulk.Request, name string, data []byte) (bulk.Review, error)
	Review(ctx context.Context, req bulk.Request, id string) (bulk.Review, error)
	Submit(ctx context.Context, req bulk.Request, id, method string) (bulk.Submitted, error)
}

// bulkFileField is the multipart field of the uploaded list.
const bulkFileField = "file"

// maxBulkBody caps an upload's body: a list of at most bulk.MaxFileBytes
// beside its multipart framing. A larger body (5 MB of one line) is
// refused as it streams, never read whole.
const maxBulkBody = bulk.MaxFileBytes + 16<<10

// mountBulk adds bulk add on a source's route (spec 001 §2, §4 "Bulk
// upload flow"; BULK-01, BULK-04): upload a list, read its review, and
// submit it with the way to pay. Only a signed-in resident may use them
// (ROLE-23): a guest gets 401 and nothing is read or searched.
func mountBulk(api *gin.RouterGroup, h *handlers) {
	g := api.Group("/:client/:site/bulk/:pageRoute", h.requires(featureBulk), h.enabledSite)
	g.POST("/uploads", h.uploadBulk)
	g.GET("/uploads/:id", h.bulkReview)
	g.POST("/uploads/:id/submit", h.submitBulk)
}

// bulkRequest is the request's site, source and language with the
// session's signed-in resident, else 401 (ROLE-23).
func (h *handlers) bulkRequest(c *gin.Context) (bulk.Request, bool) {
	g, ok := h.residentOf(c, "Please sign in to use bulk add.")
	if !ok {
		return bulk.Request{}, false
	}
	client, site := siteOf(c)
	return bulk.Request{Client: client, Site: site, PageRoute: c.Param("pageRoute"), UserID: g.data.User.Subject,
		Lang: requestLanguage(c), CartID: g.cartID(client, site)}, true
}

// uploadBulk answers POST .../bulk/{pageRoute}/uploads, a multipart form
// with the list in its file field: 201 with the review (BULK-03), or 400
// with the refusal's reason (BULK-06, BULK-07).
func (h *handlers) uploadBulk(c *gin.Context) {
	req, ok := h.bulkRequest(c)
	if !ok || !h.allowBulkUpload(c, req.UserID) {
		return
	}
	c.Request.Body = http.MaxBytesReader(c.Writer, c.Request.Body, maxBulkBody)
	name, data, err := bulkFile(c)
	if err != nil {
		writeError(c, err, 0)
		return
	}
	rev, err := h.d.Bulk.Upload(c.Request.Context(), req, name, data)
	if err != nil {
		writeError(c, err, 0)
		return
	}
	c.Header("Cache-Control", "no-store")
	c.JSON(http.StatusCreated, rev)
}

// bulkFile reads the form's first file of the file field, whole: it is
// at most bulk.MaxFileBytes.
func bulkFile(c *gin.Context) (string, []byte, error) {
	mr, err := c.Request.MultipartReader()
	if err != nil {
		return "", nil, bff.Errorf(bff.CodeInvalid, "Send the file as multipart/form-data.")
	}
	for {
		part, err := mr.NextPart()
		if errors.Is(err, io.EOF) {
			return "", nil, bff.Errorf(bff.CodeInvalid, "The form has no file.")
		}
		if err != nil {
			return "", nil, tooLarge(err)
		}
		if part.FormName() != bulkFileField || part.FileName() == "" {
			_ = part.Close()
			continue
		}
		data, err := io.ReadAll(io.LimitReader(part, bulk.MaxFileBytes+1))
		_ = part.Close()
		if err != nil {
			return "", nil, tooLarge(err)
		}
		return part.FileName(), data, nil
	}
}

// tooLarge is the refusal of a body over its cap; other errors pass.
func tooLarge(err error) error {
	var big *http.MaxBytesError
	if errors.As(err, &big) {
		e := bff.Errorf(bff.CodeInvalid, "The file is larger than %d KB.", bulk.MaxFileBytes>>10)
		e.Reason = bulk.ReasonTooLarge
		return e
	}
	return bff.Wrap(err, bff.CodeInvalid, "The file could not be read.")
}

// bulkReview answers GET .../bulk/{pageRoute}/uploads/{id}: the review,
// whose idle time restarts (BULK-05), or 404 upload_expired.
func (h *handlers) bulkReview(c *gin.Context) {
	req, ok := h.bulkRequest(c)
	if !ok {
		return
	}
	rev, err := h.d.Bulk.Review(c.Request.Context(), req, c.Param("id"))
	if err != nil {
		writeError(c, err, 0)
		return
	}
	c.Header("Cache-Control", "no-store")
	c.JSON(http.StatusOK, rev)
}

// submitBulkBody is the body of POST .../submit: online, in_person or
// wire_transfer.
type submitBulkBody struct {
	Method string `json:"method"`
}

// submitBulk answers POST .../bulk/{pageRoute}/uploads/{id}/submit: the
// list ends with the way to pay (BULK-04).
func (h *handlers) submitBulk(c *gin.Context) {
	req, ok := h.bulkRequest(c)
	if !ok {
		return
	}
	var body submitBulkBody
	if !bindJSON(c, &body) {
		return
	}
	out, err := h.d.Bulk.Submit(c.Request.Context(), req, c.Param("id"), body.Method)
	if err != nil {
		writeError(c, err, 0)
		return
	}
	c.Header("Cache-Control", "no-store")
	c.JSON(http.StatusOK, out)
}
