package main

import (
	"encoding/json"
	"fmt"
	"net/url"
	"os"
	"sort"
	"strings"
)

// Upstream service names: the keys of an upstreams file and the service
// label in metrics and logs.
const (
	svcSiteConfig    = "siteconfig"
	svcPayables      = "payables"
	svcAnnouncements = "announcements"
	svcCart          = "cart"
	svcHistory       = "history"
	svcWallet        = "wallet"
	svcBotCheck      = "botcheck"
	// svcCartRedirect is optional: without it, hand-offs to an external
	// checkout (spec 000 §7 "Cart redirect service") answer 503.
	svcCartRedirect = "cartredirect"
	// svcAddresses is optional: without it, no billing address is kept
	// after check-out (spec 000 §7 "Addresses service").
	svcAddresses = "addresses"
	// svcContact is optional: without it, the contact form (spec 000 §7
	// "Contact") answers 503.
	svcContact = "contact"
	// svcLogin is optional: the login service, an OpenID Connect provider
	// whose issuer is this base URL (spec 001 §7 "Login service"); without
	// it, sign-in answers 503.
	svcLogin = "login"
	// svcMyThings is optional: the saved items service (spec 001 §7 "Saved
	// items service"); without it, the saved items routes answer 503. The
	// BFF calls it with --mythings-credential.
	svcMyThings = "mythings"
	// svcSchedPay is optional: the scheduled payments service (spec 001 §7
	// "Scheduled payments service"); without it, the schedules routes and
	// autopay at check-out answer 503.
	svcSchedPay = "schedpay"
	// svcVerify is optional: the user verification service (spec 001 §7
	// "User verification"); without it, the ownership routes answer 503
	// and paperless billing is never offered.
	svcVerify = "verify"
	// svcEbilling is optional: the e-billing service (spec 001 §7
	// "E-billing"); without it, the e-billing routes answer 503.
	svcEbilling = "ebilling"
	// svcUploads and svcForms are optional, together: the uploads service
	// (spec 001 §7 "Uploads") and the forms service; without both, the
	// forms routes answer 503.
	svcUploads = "uploads"
	svcForms   = "forms"
)

// requiredUpstreams are the services the BFF cannot run without.
var requiredUpstreams = []string{svcSiteConfig, svcPayables, svcAnnouncements, svcCart, svcHistory, svcWallet}

// Upstreams maps each upstream service to its base URL.
type Upstreams map[string]string

// sandboxUpstreams are the base URLs of the sandbox services on base
// (e.g. "http://127.0.0.1:8090"), one path prefix each.
func sandboxUpstreams(base string) Upstreams {
	return Upstreams{
		svcSiteConfig:    base + "/svc/config",
		svcPayables:      base + "/svc/payables",
		svcAnnouncements: base + "/svc/announcements",
		svcCart:          base + "/svc/cart",
		svcHistory:       base + "/svc/history",
		svcWallet:        base + "/svc/wallet",
		svcBotCheck:      base + "/svc/botcheck",
		svcCartRedirect:  base + "/svc/cart-redirect",
		svcAddresses:     base + "/svc/addresses",
		svcContact:       base + "/svc/contact",
		svcLogin:         base + "/svc/login",
		svcMyThings:      base + "/svc/mythings",
		svcSchedPay:      base + "/svc/schedpay",
		svcVerify:        base + "/svc/verify",
		svcEbilling:      base + "/svc/ebilling",
		svcUploads:       base + "/svc/uploads",
		svcForms:         base + "/svc/forms",
		svcDiag:          base + "/svc/diag",
	}
}

// loadUpstreams reads and validates an upstreams file: a JSON object of
// service name to absolute http(s) base URL, e.g.
// {"siteconfig": "https://config.internal/svc/config", ...}.
func loadUpstreams(path string) (Upstreams, error) {
	b, err := os.ReadFile(path)
	if err != nil {
		return nil, fmt.Errorf("reading upstreams file: %w", err)
	}
	var u Upstreams
	if err := json.Unmarshal(b, &u); err != nil {
		return nil, fmt.Errorf("upstreams file %s is not a JSON object of service to URL: %w", path, err)
	}
	var missing []string
	for _, name := range requiredUpstreams {
		if u[name] == "" {
			missing = append(missing, name)
		}
	}
	if len(missing) > 0 {
		return nil, fmt.Errorf("upstreams file %s lacks %s", path, strings.Join(missing, ", "))
	}
	names := make([]string, 0, len(u))
	for name := range u {
		names = append(names, name)
	}
	sort.Strings(names)
	for _, name := range names {
		p, err := url.Parse(u[name])
		if err != nil || (p.Scheme != "http" && p.Scheme != "https") || p.Host == "" {
			return nil, fmt.Errorf("upstream %s: %q is not an absolute http(s) URL", name, u[name])
		}
		u[name] = strings.TrimRight(u[name], "/")
	}
	return u, nil
}
