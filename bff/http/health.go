package http

import (
	"context"
	"net/http"
	"sync"
	"time"

	"github.com/gin-gonic/gin"
)

// readyTimeout bounds each readiness check.
const readyTimeout = 2 * time.Second

// healthz answers while the process is alive.
func healthz(c *gin.Context) {
	c.JSON(http.StatusOK, gin.H{"status": "ok"})
}

// readyz checks every store and upstream in parallel and answers 503 when
// any of them is unreachable.
func readyz(checks []Check) gin.HandlerFunc {
	return func(c *gin.Context) {
		results := make(map[string]string, len(checks))
		var mu sync.Mutex
		var wg sync.WaitGroup
		for _, ch := range checks {
			wg.Add(1)
			go func() {
				defer wg.Done()
				ctx, cancel := context.WithTimeout(c.Request.Context(), readyTimeout)
				defer cancel()
				res := "ok"
				if err := ch.Ping(ctx); err != nil {
					res = "unavailable"
					logger(c).WarnContext(c.Request.Context(), "readiness check failed", "check", ch.Name, "error", err.Error())
				}
				mu.Lock()
				results[ch.Name] = res
				mu.Unlock()
			}()
		}
		wg.Wait()
		status, overall := http.StatusOK, "ok"
		for _, r := range results {
			if r != "ok" {
				status, overall = http.StatusServiceUnavailable, "unavailable"
			}
		}
		c.JSON(status, gin.H{"status": overall, "checks": results})
	}
}
