package announcements

import (
	"context"
	"net/http"
	"net/url"
	"strconv"
	"strings"

	"github.com/payhub/payhub/bff/upstream"
)

// HeaderRemoteUser carries the staff member's access token on every /super
// call (ROLE-29): the service checks its signature, issuer, audience and
// expiry, its scopes (ROLE-26, ROLE-27) and its client/site pairs (ANN-18)
// again, whatever the BFF checked.
const HeaderRemoteUser = "Remote-User"

// Admin is the client of the service's /super calls (API-40..44) acting
// for one staff member. Refusals come back as bff errors: no or a bad
// token bff.CodeUnauthorized; a missing scope or a client/site pair the
// member may not act for bff.CodeForbidden; an id the member cannot see
// bff.CodeNotFound; an id taken bff.CodeConflict; a body that fails
// validation bff.CodeUpstreamFailed over an *upstream.StatusError with
// status 400 and the service's message.
type Admin struct {
	c     *upstream.Client
	token string
}

// Admin returns the admin client acting with the staff access token.
func (c *Client) Admin(token string) *Admin { return &Admin{c: c.c, token: token} }

// Banners lists the banners the filter matches (API-40), with only the
// client/site pairs the member may act for, newest first.
func (a *Admin) Banners(ctx context.Context, f Filter) ([]Banner, error) {
	var out BannersResponse
	err := a.list(ctx, KindBanners, f, &out)
	return out.Banners, err
}

// Notifications lists the notifications the filter matches (API-40).
func (a *Admin) Notifications(ctx context.Context, f Filter) ([]Notification, error) {
	var out NotificationsResponse
	err := a.list(ctx, KindNotifications, f, &out)
	return out.Notifications, err
}

// Footers lists the footers the filter matches (API-40).
func (a *Admin) Footers(ctx context.Context, f Filter) ([]Footer, error) {
	var out FootersResponse
	err := a.list(ctx, KindFooters, f, &out)
	return out.Footers, err
}

// Banner returns one banner (API-41).
func (a *Admin) Banner(ctx context.Context, id string) (Banner, error) {
	var out Banner
	err := a.call(ctx, http.MethodGet, KindBanners, id, nil, &out)
	return out, err
}

// Notification returns one notification (API-41).
func (a *Admin) Notification(ctx context.Context, id string) (Notification, error) {
	var out Notification
	err := a.call(ctx, http.MethodGet, KindNotifications, id, nil, &out)
	return out, err
}

// Footer returns one footer (API-41).
func (a *Admin) Footer(ctx context.Context, id string) (Footer, error) {
	var out Footer
	err := a.call(ctx, http.MethodGet, KindFooters, id, nil, &out)
	return out, err
}

// CreateBanner creates b (API-42) and returns it as stored: its id (made
// by the service when b has none) and creation time.
func (a *Admin) CreateBanner(ctx context.Context, b Banner) (Banner, error) {
	var out Banner
	err := a.call(ctx, http.MethodPost, KindBanners, "", b, &out)
	return out, err
}

// CreateNotification creates n (API-42).
func (a *Admin) CreateNotification(ctx context.Context, n Notification) (Notification, error) {
	var out Notification
	err := a.call(ctx, http.MethodPost, KindNotifications, "", n, &out)
	return out, err
}

// CreateFooter creates f (API-42).
func (a *Admin) CreateFooter(ctx context.Context, f Footer) (Footer, error) {
	var out Footer
	err := a.call(ctx, http.MethodPost, KindFooters, "", f, &out)
	return out, err
}

// ReplaceBanner replaces banner id with b (API-43); its creation time
// stays.
func (a *Admin) ReplaceBanner(ctx context.Context, id string, b Banner) (Banner, error) {
	var out Banner
	err := a.call(ctx, http.MethodPut, KindBanners, id, b, &out)
	return out, err
}

// ReplaceNotification replaces notification id with n (API-43).
func (a *Admin) ReplaceNotification(ctx context.Context, id string, n Notification) (Notification, error) {
	var out Notification
	err := a.call(ctx, http.MethodPut, KindNotifications, id, n, &out)
	return out, err
}

// ReplaceFooter replaces footer id with f (API-43).
func (a *Admin) ReplaceFooter(ctx context.Context, id string, f Footer) (Footer, error) {
	var out Footer
	err := a.call(ctx, http.MethodPut, KindFooters, id, f, &out)
	return out, err
}

// Delete removes the announcement of kind (KindBanners, ...) with id
// (API-44).
func (a *Admin) Delete(ctx context.Context, kind, id string) error {
	return a.call(ctx, http.MethodDelete, kind, id, nil, nil)
}

// Audit returns the changes the member may see, newest first (at most
// MaxAuditEntries).
func (a *Admin) Audit(ctx context.Context) ([]AuditEntry, error) {
	var out AuditResponse
	err := a.c.Do(ctx, upstream.Call{
		Method: http.MethodGet, Path: "/super/audit", Route: "GET /super/audit",
		Header: a.header(), Timeout: CallTimeout,
	}, &out)
	return out.Entries, err
}

// list reads GET /super/{kind} with f as the query.
func (a *Admin) list(ctx context.Context, kind string, f Filter, out any) error {
	return a.c.Do(ctx, upstream.Call{
		Method: http.MethodGet, Path: "/super/" + kind, Route: "GET /super/" + kind,
		Query: f.Values(), Header: a.header(), Timeout: CallTimeout,
	}, out)
}

// call sends method to /super/{kind}[/{id}] with body.
func (a *Admin) call(ctx context.Context, method, kind, id string, body, out any) error {
	path, route := "/super/"+url.PathEscape(kind), method+" /super/"+kind
	if method != http.MethodPost {
		path, route = path+"/"+url.PathEscape(id), route+"/{id}"
	}
	return a.c.Do(ctx, upstream.Call{
		Method: method, Path: path, Route: route, Body: body, Header: a.header(), Timeout: CallTimeout,
	}, out)
}

func (a *Admin) header() http.Header { return http.Header{HeaderRemoteUser: {a.token}} }

// Values is f as the list's query: each non-empty list comma-joined, and
// includeInactive=true when set.
func (f Filter) Values() url.Values {
	q := url.Values{}
	for k, v := range map[string][]string{QueryClients: f.Clients, QuerySites: f.Sites,
		QueryModules: f.Modules, QueryPaymentMethods: f.PaymentMethods} {
		if len(v) > 0 {
			q.Set(k, strings.Join(v, ","))
		}
	}
	if f.IncludeInactive {
		q.Set(QueryIncludeInactive, strconv.FormatBool(true))
	}
	return q
}

// ParseFilter reads a list's query (the service's side of Values): comma
// lists with blanks dropped, includeInactive true or 1.
func ParseFilter(q url.Values) Filter {
	split := func(k string) []string {
		var out []string
		for _, v := range strings.Split(q.Get(k), ",") {
			if v = strings.TrimSpace(v); v != "" {
				out = append(out, v)
			}
		}
		return out
	}
	inactive, _ := strconv.ParseBool(q.Get(QueryIncludeInactive))
	return Filter{Clients: split(QueryClients), Sites: split(QuerySites), Modules: split(QueryModules),
		PaymentMethods: split(QueryPaymentMethods), IncludeInactive: inactive}
}
