package http

import (
	"net/http"
	"strconv"
	"time"

	"github.com/gin-gonic/gin"

	"github.com/payhub/payhub/bff"
	"github.com/payhub/payhub/bff/texts"
)

// BulkUploadLimit is how many lists one resident may upload: each is a
// bulk search of up to a source's row limit of keys upstream and a review
// kept in the store while it is used. A person corrects a list a few
// times; twenty at once, then one every three minutes, bounds what one
// account makes the payables service search and the store keep.
var BulkUploadLimit = bff.Limit{Rate: 20, Period: time.Hour, Burst: 20}

// bulkUploadKeyPrefix is the per-resident counter of bulk uploads in the store.
const bulkUploadKeyPrefix = "rate:bff:bulk:user:"

// allowBulkUpload counts one bulk upload of user and answers 429
// rate_limited with Retry-After and a message in the request's language
// once the resident has none left. A store that cannot answer lets the
// upload through and is logged, as the API's own limiter does.
func (h *handlers) allowBulkUpload(c *gin.Context, user string) bool {
	store := h.d.Store
	if store == nil || BulkUploadLimit.Rate <= 0 {
		return true
	}
	ctx := c.Request.Context()
	res, err := store.Allow(ctx, bulkUploadKeyPrefix+user, BulkUploadLimit)
	if err != nil {
		logger(c).WarnContext(ctx, "bulk upload limiter unavailable", "code", "rate_limit_store", "error", err.Error())
		return true
	}
	if !res.Allowed {
		c.Header("Retry-After", strconv.Itoa(retryAfterSeconds(res.RetryAfter)))
		writeError(c, texts.Error(bff.CodeRateLimited, texts.BulkTooManyUploads, requestLanguage(c), nil), http.StatusTooManyRequests)
		return false
	}
	return true
}
