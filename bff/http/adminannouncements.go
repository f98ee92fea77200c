package http

import (
	"io"
	"net/http"

	"github.com/gin-gonic/gin"

	"github.com/payhub/payhub/bff"
	"github.com/payhub/payhub/bff/staff"
)

// staffPresets answers GET /admin/announcements/presets[?lang=en|es]: the
// preset banner messages (ANN-08) and module outage presets (ANN-09) in
// the language asked for, or in both.
func (h *handlers) staffPresets(c *gin.Context) {
	lang := ""
	if l := c.Query("lang"); l != "" {
		lang = string(bff.ParseLanguage(l))
	}
	c.JSON(http.StatusOK, staff.Presets(lang))
}

// listAnnouncements answers GET /admin/announcements/{kind}?clients=&
// sites=&modules=&paymentMethods=&includeInactive= (API-40 through the
// BFF): {"banners": [...]} and so on.
func (h *handlers) listAnnouncements(c *gin.Context) {
	kind := c.Param("kind")
	items, err := h.d.Staff.List(c.Request.Context(), staffMember(c), kind, staff.ParseFilter(c.Request.URL.Query()))
	respondStaff(c, http.StatusOK, gin.H{kind: items}, err)
}

// getAnnouncement answers GET /admin/announcements/{kind}/{id} (API-41).
func (h *handlers) getAnnouncement(c *gin.Context) {
	v, err := h.d.Staff.Get(c.Request.Context(), staffMember(c), c.Param("kind"), c.Param("id"))
	respondStaff(c, http.StatusOK, v, err)
}

// createAnnouncement answers POST /admin/announcements/{kind} (API-42):
// 201 with the announcement as stored.
func (h *handlers) createAnnouncement(c *gin.Context) {
	h.saveAnnouncement(c, "", http.StatusCreated)
}

// replaceAnnouncement answers PUT /admin/announcements/{kind}/{id}
// (API-43).
func (h *handlers) replaceAnnouncement(c *gin.Context) {
	h.saveAnnouncement(c, c.Param("id"), http.StatusOK)
}

func (h *handlers) saveAnnouncement(c *gin.Context, id string, status int) {
	body, err := io.ReadAll(http.MaxBytesReader(c.Writer, c.Request.Body, maxCommandBody))
	if err != nil {
		writeError(c, bff.Errorf(bff.CodeInvalid, "The request body is too large."), 0)
		return
	}
	v, err := h.d.Staff.Save(c.Request.Context(), staffMember(c), c.Param("kind"), id, body)
	respondStaff(c, status, v, err)
}

// deleteAnnouncement answers DELETE /admin/announcements/{kind}/{id}
// (API-44): 204.
func (h *handlers) deleteAnnouncement(c *gin.Context) {
	err := h.d.Staff.Delete(c.Request.Context(), staffMember(c), c.Param("kind"), c.Param("id"))
	respondStaff(c, http.StatusNoContent, nil, err)
}

// staffAudit answers GET /admin/audit: the changes the member may see,
// newest first: who, when, what.
func (h *handlers) staffAudit(c *gin.Context) {
	entries, err := h.d.Staff.Audit(c.Request.Context(), staffMember(c))
	respondStaff(c, http.StatusOK, gin.H{"entries": entries}, err)
}
