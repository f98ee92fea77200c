// Package mythings holds the wire types and client of the saved items
// service (spec 001 §7 "Saved items service", default path ending
// /svc/mythings): per user, client and site, the save paths of the payables
// the user saved, each with its display type (spec 001 §3 "Other": a saved
// item is savePath and displayType). The sandbox server
// (sandbox/mythings) and the BFF client share these types.
//
// The service trusts its callers, not browsers: every call but ping names
// the user in UserHeader and carries the shared service credential as
// "Authorization: Bearer <credential>". Only the BFF holds the credential,
// and it names only the signed-in resident of the session.
package mythings

import (
	"net/url"
	"strings"
	"time"
)

// UserHeader names the user whose saved items a call reads or changes: the
// signed-in resident's subject, never a value from a browser.
const UserHeader = "X-PayHub-User"

// Item is one saved item. SavePath is canonical on the wire (no leading
// slash, see CanonicalSavePath); the BFF shows it with a leading slash
// (SAVED-06).
type Item struct {
	SavePath    string `json:"savePath"`
	DisplayType string `json:"displayType"`
	// SavedAt is when the item was first saved.
	SavedAt time.Time `json:"savedAt"`
}

// SaveRequest is the JSON body of PUT /api/v2/items/{client}/{site}/{savePath}
// (API-103: request bodies are JSON).
type SaveRequest struct {
	DisplayType string `json:"displayType"`
}

// CanonicalSavePath is p without surrounding spaces and leading slashes, so
// that "/a/b" and "a/b" name the same saved item on both sides of the wire.
func CanonicalSavePath(p string) string {
	return strings.TrimLeft(strings.TrimSpace(p), "/")
}

// itemsPath is the path of a site's saved items below the service's base.
func itemsPath(client, site string) string {
	return "/api/v2/items/" + url.PathEscape(client) + "/" + url.PathEscape(site)
}

// itemPath is the path of one saved item: the save path is escaped into one
// segment, slashes included, which the server reads back unescaped.
func itemPath(client, site, savePath string) string {
	return itemsPath(client, site) + "/" + url.PathEscape(CanonicalSavePath(savePath))
}
