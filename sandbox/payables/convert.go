package payables

import (
	"net/http"
	"strings"

	"github.com/payhub/payhub/bff"
	"github.com/payhub/payhub/bff/upstream/payables"
	"github.com/payhub/payhub/sandbox/internal/respond"
)

// convert answers POST /v0/{path}/convert {query: {0: payable}} (spec 001
// §7, API-92): the payable at path as the service holds it now, in the
// language asked for, as payables[0]. Query 0 must be the payable at that
// path: a caller cannot convert one payable under another's path. The
// bearer authorization is optional, but one that is sent must be a bearer
// credential; the remote user and the staff member acting (X-Admin-User,
// ROLE-34), when named, are logged with the call.
func (h handler) convert(w http.ResponseWriter, r *http.Request) {
	if auth := r.Header.Get("Authorization"); auth != "" {
		scheme, token, ok := strings.Cut(auth, " ")
		if !ok || !strings.EqualFold(scheme, "Bearer") || strings.TrimSpace(token) == "" {
			respond.Error(w, r, h.logger, bff.Errorf(bff.CodeUnauthorized, "Send the authorization as a bearer credential."))
			return
		}
	}
	var req payables.ConvertRequest
	if err := respond.Decode(w, r, &req); err != nil {
		respond.Error(w, r, h.logger, err)
		return
	}
	path := r.PathValue("path")
	given, ok := req.Query[payables.ConvertQueryKey]
	switch {
	case !ok:
		respond.Error(w, r, h.logger, bff.Errorf(bff.CodeInvalid, "Send the payable to convert as query 0."))
		return
	case len(req.Query) != 1:
		respond.Error(w, r, h.logger, bff.Errorf(bff.CodeInvalid, "Send exactly one payable to convert."))
		return
	case given.Path != "" && given.Path != path:
		respond.Error(w, r, h.logger, bff.Errorf(bff.CodeInvalid, "The payable sent is not the payable at this path."))
		return
	}
	lang := language(r)
	p, err := h.store.Get(r.Context(), path, lang)
	if err != nil {
		respond.Error(w, r, h.logger, err)
		return
	}
	if u := r.Header.Get(payables.HeaderRemoteUser); u != "" {
		h.logger.InfoContext(r.Context(), "payable converted for a remote user", "path", path, "remote_user", u)
	}
	if a := strings.TrimSpace(r.Header.Get(payables.HeaderAdminUser)); a != "" {
		h.logger.InfoContext(r.Context(), "payable converted by a staff member", "path", path, "admin_user", a)
	}
	answer(w, lang, payables.ConvertResponse{Payables: []payables.Payable{p}})
}
