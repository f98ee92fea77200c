package main

import (
	"fmt"
	"strconv"
	"strings"
	"time"

	"github.com/payhub/payhub/bff"
	payhttp "github.com/payhub/payhub/bff/http"
)

// rateLimitSyntax is how --rate-limit is written, for error messages.
const rateLimitSyntax = `RATE[/PERIOD][:BURST], such as "20/s:60", "600/1m:100" or "0" to turn it off`

// defaultRateLimitText is payhttp.DefaultRateLimit written as a flag value.
func defaultRateLimitText() string {
	return limitText(payhttp.DefaultRateLimit)
}

// limitText writes l as a flag value.
func limitText(l bff.Limit) string {
	return fmt.Sprintf("%d/%s:%d", l.Rate, l.Period, l.Burst)
}

// parseRateLimit reads the BFF API's per-client-IP limit: RATE events per
// PERIOD (a Go duration or s, m, h; default one second), with bursts up to
// BURST (default RATE). "0" turns the limit off.
func parseRateLimit(s string) (bff.Limit, error) {
	s = strings.TrimSpace(s)
	if s == "0" {
		return bff.Limit{}, nil
	}
	bad := fmt.Errorf("rate limit %q is not %s", s, rateLimitSyntax)
	spec, burstText, hasBurst := strings.Cut(s, ":")
	rateText, periodText, hasPeriod := strings.Cut(spec, "/")
	rate, err := strconv.Atoi(rateText)
	if err != nil || rate <= 0 {
		return bff.Limit{}, bad
	}
	l := bff.Limit{Rate: rate, Period: time.Second, Burst: rate}
	if hasPeriod {
		switch periodText {
		case "s":
			l.Period = time.Second
		case "m":
			l.Period = time.Minute
		case "h":
			l.Period = time.Hour
		default:
			if l.Period, err = time.ParseDuration(periodText); err != nil || l.Period <= 0 {
				return bff.Limit{}, bad
			}
		}
	}
	if hasBurst {
		if l.Burst, err = strconv.Atoi(burstText); err != nil || l.Burst <= 0 {
			return bff.Limit{}, bad
		}
	}
	return l, nil
}
