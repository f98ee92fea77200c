package payables

import (
	"fmt"
	"net/http"

	"github.com/payhub/payhub/bff"
	"github.com/payhub/payhub/bff/upstream/payables"
	"github.com/payhub/payhub/sandbox/internal/respond"
)

// bulkSearch answers POST /v0/{adaptor}/bulk_search: one search per key,
// each answered under payables.BulkKey(key), a key's failure carried in its
// own entry (spec 001 §3 "Other": per key a list of payables and an
// optional error).
func (h handler) bulkSearch(w http.ResponseWriter, r *http.Request) {
	var req payables.BulkSearchRequest
	if err := respond.Decode(w, r, &req); err != nil {
		respond.Error(w, r, h.logger, err)
		return
	}
	if len(req.Keys) > MaxBulkKeys {
		respond.Error(w, r, h.logger, bff.Errorf(bff.CodeInvalid,
			"At most %d keys can be searched at once.", MaxBulkKeys))
		return
	}
	adaptor := r.PathValue("adaptor")
	if err := h.checkAdaptor(r.Context(), adaptor); err != nil {
		respond.Error(w, r, h.logger, err)
		return
	}
	lang := language(r)
	out := payables.BulkSearchResponse{Payables: make(map[string]payables.BulkSearchResult, len(req.Keys))}
	for _, key := range req.Keys {
		name := payables.BulkKey(key)
		if name == "" {
			out.Payables[name] = payables.BulkSearchResult{
				Payables: []payables.Payable{},
				Error:    bulkError(bff.CodeInvalid, "empty search key", lang, name),
			}
			continue
		}
		found, err := h.store.Search(r.Context(), adaptor, req.Client, req.Site, key, lang)
		if err != nil {
			respond.Error(w, r, h.logger, err)
			return
		}
		res := payables.BulkSearchResult{Payables: found}
		if len(found) == 0 {
			res.Error = bulkError(bff.CodeNotFound, "no payable matches the key", lang, name)
		}
		out.Payables[name] = res
	}
	answer(w, lang, out)
}

// bulkError is one key's failure, with a message for the payer in lang.
func bulkError(code bff.Code, message string, lang bff.Language, key string) *payables.BulkError {
	var display string
	switch {
	case code == bff.CodeNotFound && lang == bff.Spanish:
		display = fmt.Sprintf("No encontramos %s. Verifique que coincida con su factura.", key)
	case code == bff.CodeNotFound:
		display = fmt.Sprintf("We could not find %s. Check that it matches your bill.", key)
	case lang == bff.Spanish:
		display = "Una fila no tiene valor de búsqueda."
	default:
		display = "A row has no search value."
	}
	return &payables.BulkError{ErrorCode: string(code), ErrorMessage: message, DisplayMessage: display}
}
