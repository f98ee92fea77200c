package http

import (
	"net/http"
	"strings"

	"github.com/gin-gonic/gin"
)

// revalidatedCacheControl is the caching of an API answer that is the same
// for every visitor (the shell and home screens): private, because the
// route may sit behind the edge's Basic authentication and a shared cache
// has no business holding a county's pages; no-cache, because a browser
// may keep it but must ask again before each use, so that a new banner
// shows on the next page; the ask costs a 304 without a body when nothing
// changed.
const revalidatedCacheControl = "private, no-cache"

// revalidatedKey marks, in the gin context, an answer that may carry
// revalidatedCacheControl instead of apiCacheControl.
const revalidatedKey = "payhub.revalidated"

// writeRevalidated answers body, JSON the same for every visitor, with its
// strong entity tag etag: 304 with no body when the request's
// If-None-Match matches it, 200 with the body otherwise. Only answers made
// here leave the API's no-store (securityHeaders).
func writeRevalidated(c *gin.Context, body []byte, etag string) {
	c.Set(revalidatedKey, true)
	c.Header("ETag", etag)
	c.Header("Cache-Control", revalidatedCacheControl)
	if noneMatch(c.GetHeader("If-None-Match"), etag) {
		c.Status(http.StatusNotModified)
		c.Writer.WriteHeaderNow()
		return
	}
	c.Data(http.StatusOK, "application/json; charset=utf-8", body)
}

// noneMatch reports whether the If-None-Match field value header matches
// etag (RFC 9110 §13.1.2): "*", or a comma-separated list of entity tags,
// any of which equals etag by the weak comparison (W/ ignored on either
// side). A malformed list matches nothing, so the full answer is sent.
func noneMatch(header, etag string) bool {
	header = strings.TrimSpace(header)
	if header == "" {
		return false
	}
	if header == "*" {
		return true
	}
	want := strings.TrimPrefix(etag, "W/")
	for rest := header; ; {
		rest = strings.TrimLeft(rest, " \t,")
		if rest == "" {
			return false
		}
		rest = strings.TrimPrefix(rest, "W/")
		if !strings.HasPrefix(rest, `"`) {
			return false
		}
		end := strings.IndexByte(rest[1:], '"')
		if end < 0 {
			return false
		}
		if rest[:end+2] == want {
			return true
		}
		rest = rest[end+2:]
	}
}
