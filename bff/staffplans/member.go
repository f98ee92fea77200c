package staffplans

import (
	"slices"
	"strings"

	"github.com/payhub/payhub/bff"
	"github.com/payhub/payhub/bff/upstream/login"
)

// Member is the signed-in staff member a use case acts for (the staff
// session's verified token).
type Member interface {
	// Token is the staff access token, sent upstream (ROLE-29).
	Token() string
	// Has reports whether the token carries scope.
	Has(scope string) bool
	// Allows reports whether the member may act for client's site.
	Allows(client, site string) bool
	// Who names the member in logs.
	Who() string
}

// mayCreate is ROLE-28's create check: admin:schedpay:create or :write.
func mayCreate(m Member) bool {
	return m.Has(login.ScopeSchedPayCreate) || m.Has(login.ScopeSchedPayWrite)
}

// forbidden refuses a member a use case.
func forbidden(format string, args ...any) error {
	return bff.Errorf(bff.CodeForbidden, format, args...)
}

// ClientsOf are the clients of a staff token's client/site pairs
// (login.Staff.Sites), each once, in order: the clients Sites looks at.
func ClientsOf(sites login.Sites) []string {
	var out []string
	for _, e := range sites {
		c, _, ok := strings.Cut(strings.ToLower(e), "/")
		if ok && c != "" && !slices.Contains(out, c) {
			out = append(out, c)
		}
	}
	return out
}
