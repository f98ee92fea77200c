package http

import (
	"bytes"
	"context"
	"encoding/json"
	"io"
	"net/http"
	"strings"

	"github.com/gin-gonic/gin"

	"github.com/payhub/payhub/bff"
	"github.com/payhub/payhub/bff/account"
)

// Profiles is what the settings routes need (account.Profile).
type Profiles interface {
	Get(ctx context.Context, req account.ProfileRequest) (account.ProfileView, error)
	Update(ctx context.Context, req account.ProfileRequest, ch account.ProfileChange) (account.ProfileView, error)
}

// profileFields are the only fields a settings change may name (spec 001
// §3 "User profile updatable fields"; PROF-01).
var profileFields = map[string]bool{
	"givenName": true, "familyName": true, "phone": true, "language": true, "contactPreference": true,
}

// mountProfile adds the signed-in resident's settings, "My settings" (spec
// 001 §3, §6: "Profile updates need login"; ROLE-33). They sit under
// /bff/v1, so PATCH needs the CSRF header.
func mountProfile(api *gin.RouterGroup, h *handlers) {
	g := api.Group("/:client/:site/profile", h.requires(featureProfile))
	g.GET("", h.profile)
	g.PATCH("", h.changeProfile)
}

// profileRequest is the request's site and language with the session's
// resident: the user id is always the session's, never one from the
// request. A call through the embedded widget's session header is
// embedded mode (EMBED-05).
func (h *handlers) profileRequest(c *gin.Context) (account.ProfileRequest, *guest, bool) {
	g, ok := h.residentOf(c, "Please sign in to see your settings.")
	if !ok {
		return account.ProfileRequest{}, nil, false
	}
	client, site := siteOf(c)
	_, embedded := requestSessionID(c)
	return account.ProfileRequest{Client: client, Site: site, UserID: g.data.User.Subject, Lang: requestLanguage(c),
		Embedded: embedded}, g, true
}

// profile answers GET .../profile: the resident's settings and whether the
// site lets them be changed.
func (h *handlers) profile(c *gin.Context) {
	req, _, ok := h.profileRequest(c)
	if !ok {
		return
	}
	v, err := h.d.Profile.Get(c.Request.Context(), req)
	if err != nil {
		writeError(c, err, 0)
		return
	}
	c.Header("Cache-Control", "no-store")
	c.JSON(http.StatusOK, v)
}

// changeProfile answers PATCH .../profile with the fields to change: the
// changed settings; a resident whose e-mail is unverified gets 403. The
// session's names follow, so that the header shows
// the new name at once.
func (h *handlers) changeProfile(c *gin.Context) {
	req, g, ok := h.profileRequest(c)
	if !ok || !emailVerified(c, g) {
		return
	}
	ch, err := decodeProfileChange(c, req.Lang)
	if err != nil {
		writeError(c, err, 0)
		return
	}
	ctx := c.Request.Context()
	v, err := h.d.Profile.Update(ctx, req, ch)
	if err != nil {
		writeError(c, err, 0)
		return
	}
	err = h.guests.update(ctx, g, func(d *sessionData) {
		if u := d.User; u != nil && u.Subject == req.UserID {
			u.GivenName, u.FamilyName = v.GivenName, v.FamilyName
			u.Name = strings.TrimSpace(v.GivenName + " " + v.FamilyName)
		}
	})
	if err != nil {
		// The settings are changed; only the header's name lags behind.
		logger(c).WarnContext(ctx, "session names not updated after a settings change", "err", err)
	}
	c.Header("Cache-Control", "no-store")
	c.JSON(http.StatusOK, v)
}

// decodeProfileChange reads a settings change. A body naming the e-mail
// address, another user or any field but the five of PROF-01 is refused
// whole (400), so that nothing of it is applied; the body is never logged.
func decodeProfileChange(c *gin.Context, lang bff.Language) (account.ProfileChange, error) {
	malformed := bff.Errorf(bff.CodeInvalid, "The request body is not valid JSON of the expected shape.")
	raw, err := io.ReadAll(http.MaxBytesReader(c.Writer, c.Request.Body, maxCommandBody))
	if err != nil {
		return account.ProfileChange{}, malformed
	}
	var named map[string]json.RawMessage
	if err := json.Unmarshal(raw, &named); err != nil || named == nil {
		return account.ProfileChange{}, malformed
	}
	if _, ok := named["email"]; ok {
		return account.ProfileChange{}, account.EmailReadOnly(lang)
	}
	for field := range named {
		if !profileFields[field] {
			return account.ProfileChange{}, bff.Errorf(bff.CodeInvalid, "This request names a field that cannot be changed here.")
		}
	}
	var ch account.ProfileChange
	dec := json.NewDecoder(bytes.NewReader(raw))
	dec.DisallowUnknownFields()
	if err := dec.Decode(&ch); err != nil {
		return account.ProfileChange{}, bff.Errorf(bff.CodeInvalid, "Each setting must be a text value.")
	}
	return ch, nil
}
