package main

import (
	"fmt"
	"net/netip"
	"net/url"
	"strings"

	"github.com/payhub/payhub/bff"
)

// defaultMetricsAddr is where /metrics listens outside dev unless
// --metrics-addr says otherwise: the loopback interface only, so that
// nothing but the host itself (a Prometheus agent beside the BFF) can read
// it.
const defaultMetricsAddr = "127.0.0.1:8092"

// metricsAddr resolves --metrics-addr: the address given, else in dev none
// (/metrics stays on the BFF's listener, as the contract's default
// listeners say), else defaultMetricsAddr.
func metricsAddr(given string, env bff.Env) string {
	switch {
	case given != "":
		return given
	case env == bff.EnvDev:
		return ""
	}
	return defaultMetricsAddr
}

// parsePublicURL reads --public-url: an http or https origin (a trailing
// slash allowed), answered without the slash. Empty is none.
func parsePublicURL(s string) (string, error) {
	if s == "" {
		return "", nil
	}
	u, err := url.Parse(s)
	if err != nil || (u.Scheme != "http" && u.Scheme != "https") || u.Host == "" ||
		(u.Path != "" && u.Path != "/") || u.RawQuery != "" || u.Fragment != "" || u.User != nil {
		return "", fmt.Errorf("%q is not an origin such as https://pay.example.gov", s)
	}
	return u.Scheme + "://" + u.Host, nil
}

// parseTrustedProxies reads --trusted-proxies: addresses or CIDR ranges,
// separated by commas or spaces, of the load balancers in front of the
// BFF. Empty trusts none.
func parseTrustedProxies(s string) ([]string, error) {
	var out []string
	for _, f := range strings.FieldsFunc(s, func(r rune) bool { return r == ',' || r == ' ' }) {
		if p, err := netip.ParsePrefix(f); err == nil {
			out = append(out, p.Masked().String())
			continue
		}
		a, err := netip.ParseAddr(f)
		if err != nil || a.Zone() != "" {
			return nil, fmt.Errorf("%q is not an IP address or CIDR range such as 10.0.0.0/8", f)
		}
		out = append(out, netip.PrefixFrom(a, a.BitLen()).String())
	}
	return out, nil
}
