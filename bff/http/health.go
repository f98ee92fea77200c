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

// The readiness results: of each check, and of the whole.
const (
	readyOK          = "ok"
	readyUnavailable = "unavailable"
	// readyDegraded is a ready BFF with an optional upstream down: its
	// feature answers 503 while payments go on.
	readyDegraded = "degraded"
)

// readyBody answers GET /readyz.
type readyBody struct {
	Status string            `json:"status"`
	Checks map[string]string `json:"checks"`
	// Optional names the checks that do not decide readiness.
	Optional []string `json:"optional"`
}

// healthz answers while the process is alive.
func healthz(c *gin.Context) {
	c.JSON(http.StatusOK, gin.H{"status": "ok"})
}

// readyz checks every store and upstream in parallel and answers 503 when
// a required one is unreachable. An optional upstream that is down is
// reported in the body only: a side feature must not take every replica
// out of the load balancer, and with it the payments.
func readyz(checks []Check) gin.HandlerFunc {
	optional := []string{}
	for _, ch := range checks {
		if ch.Optional {
			optional = append(optional, ch.Name)
		}
	}
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
				res := readyOK
				if err := ch.Ping(ctx); err != nil {
					res = readyUnavailable
					logger(c).WarnContext(c.Request.Context(), "readiness check failed", "check", ch.Name,
						"optional", ch.Optional, "error", err.Error())
				}
				mu.Lock()
				results[ch.Name] = res
				mu.Unlock()
			}()
		}
		wg.Wait()
		body := readyBody{Status: readyOK, Checks: results, Optional: optional}
		status := http.StatusOK
		for _, ch := range checks {
			switch {
			case results[ch.Name] == readyOK:
			case !ch.Optional:
				status, body.Status = http.StatusServiceUnavailable, readyUnavailable
			case body.Status == readyOK:
				body.Status = readyDegraded
			}
		}
		c.JSON(status, body)
	}
}
