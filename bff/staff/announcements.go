package staff

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"log/slog"
	"net/http"
	"slices"
	"strings"
	"sync"

	"github.com/microcosm-cc/bluemonday"

	"github.com/payhub/payhub/bff"
	"github.com/payhub/payhub/bff/announce"
	"github.com/payhub/payhub/bff/shell"
	"github.com/payhub/payhub/bff/upstream"
	"github.com/payhub/payhub/bff/upstream/announcements"
	"github.com/payhub/payhub/bff/upstream/login"
	"github.com/payhub/payhub/bff/upstream/siteconfig"
)

// The announcements service's wire types, as the console reads and writes
// them.
type (
	// Banner is a banner announcement.
	Banner = announcements.Banner
	// Notification is a notification announcement.
	Notification = announcements.Notification
	// Footer is a footer announcement.
	Footer = announcements.Footer
	// ClientSite is one client/site pair of an announcement.
	ClientSite = announcements.ClientSite
	// Filter is an admin list's query (API-40).
	Filter = announcements.Filter
	// AuditEntry is one recorded change.
	AuditEntry = announcements.AuditEntry
	// Localized is a text in English and Spanish.
	Localized = siteconfig.Localized
)

// ParseFilter reads an admin list's query.
var ParseFilter = announcements.ParseFilter

// AdminAPI is the announcements service's admin client maker.
type AdminAPI interface {
	Admin(token string) *announcements.Admin
}

// ConfigCache is the BFF's cache of site configuration, whose entry of a
// site holds the payment methods its banners' effects leave (ANN-10).
type ConfigCache interface {
	Forget(client, site string)
}

// ScreenCache is the BFF's cache of the screens every visitor of a site
// sees alike, which show its announcements.
type ScreenCache interface {
	Forget(ctx context.Context, client, site string) error
}

// BannerInput is the body that creates or replaces a banner: a banner, or
// the name of a preset (ANN-08) or a module and severity (ANN-09) with the
// client/site pairs, from which the banner is made.
type BannerInput struct {
	Banner
	Preset   string `json:"preset,omitempty"`
	Module   string `json:"module,omitempty"`
	Severity string `json:"severity,omitempty"`
}

// FooterSaved is a footer as stored, with the content a resident will see
// (the public side's sanitiser, ANN-07) for the console's preview, and
// whether the sanitiser removed anything from what was sent.
type FooterSaved struct {
	Footer
	Preview   Localized `json:"preview"`
	Sanitized bool      `json:"sanitized"`
}

// Announcements are the announcements admin use cases (API-40..44 through
// the BFF). Every call checks the member's scope for the kind (ROLE-26,
// ROLE-27) and the client/site pairs (ANN-18) and the sites' use of
// announcements (ANN-19) before the service is called with the member's
// token (ROLE-29); lists hold only those pairs. After a change the BFF's
// cached configuration of the touched sites is dropped, so that this
// replica's check-out sees the banners' effects at once.
type Announcements struct {
	API    AdminAPI
	Config Config
	// Cache is dropped for the touched sites after each change; nil: none.
	Cache ConfigCache
	// Screens are dropped for the touched sites after each change, after
	// Cache, so that they are built again from the new configuration;
	// nil: none.
	Screens ScreenCache
	Logger  *slog.Logger

	once   sync.Once
	policy *bluemonday.Policy
}

func (a *Announcements) sanitizer() *bluemonday.Policy {
	a.once.Do(func() { a.policy = shell.FooterPolicy() })
	return a.policy
}

// authorize checks kind and the member's scope for reading or writing it.
func authorize(m Member, kind string, write bool) error {
	if !slices.Contains(announcements.Kinds(), kind) {
		return bff.Errorf(bff.CodeNotFound, "There is no such kind of announcement.")
	}
	if !m.Has(login.AnnouncementScope(kind, write)) {
		if write {
			return bff.Errorf(bff.CodeForbidden, "You may not change %s.", kind)
		}
		return bff.Errorf(bff.CodeForbidden, "You may not read %s.", kind)
	}
	return nil
}

// visible reports whether the member may see pair cs and its site shows
// announcements.
func (a *Announcements) visible(ctx context.Context, m Member, cs ClientSite) (bool, error) {
	if !m.Allows(cs.Client, cs.Site) {
		return false, nil
	}
	return siteUses(ctx, a.Config, cs.Client, cs.Site, FeatureAnnouncements)
}

// keep restricts pairs to the visible ones.
func (a *Announcements) keep(ctx context.Context, m Member, pairs []ClientSite) ([]ClientSite, error) {
	out := []ClientSite{}
	for _, cs := range pairs {
		ok, err := a.visible(ctx, m, cs)
		if err != nil {
			return nil, err
		}
		if ok {
			out = append(out, cs)
		}
	}
	return out, nil
}

// mayTouch refuses a change naming a pair the member may not act for (403)
// or a site that does not show announcements (422).
func (a *Announcements) mayTouch(ctx context.Context, m Member, pairs []ClientSite) error {
	for _, cs := range pairs {
		if !m.Allows(cs.Client, cs.Site) {
			return bff.Errorf(bff.CodeForbidden, "You may not act for %s/%s.", cs.Client, cs.Site)
		}
		ok, err := siteUses(ctx, a.Config, cs.Client, cs.Site, FeatureAnnouncements)
		if err != nil {
			return err
		}
		if !ok {
			return bff.Errorf(bff.CodeUnprocessable, "The site %s/%s does not show announcements.", cs.Client, cs.Site)
		}
	}
	return nil
}

// List answers the kind's announcements the filter matches, with only
// the pairs the member may see (ANN-18, ANN-19): []Banner, []Notification
// or []Footer.
func (a *Announcements) List(ctx context.Context, m Member, kind string, f Filter) (any, error) {
	if err := authorize(m, kind, false); err != nil {
		return nil, err
	}
	api := a.API.Admin(m.Token())
	switch kind {
	case announcements.KindBanners:
		items, err := api.Banners(ctx, f)
		if err != nil {
			return nil, upstreamError(err)
		}
		return restrictAll(ctx, a, m, items, func(b *Banner) *[]ClientSite { return &b.ClientSites })
	case announcements.KindNotifications:
		items, err := api.Notifications(ctx, f)
		if err != nil {
			return nil, upstreamError(err)
		}
		return restrictAll(ctx, a, m, items, func(n *Notification) *[]ClientSite { return &n.ClientSites })
	default:
		items, err := api.Footers(ctx, f)
		if err != nil {
			return nil, upstreamError(err)
		}
		out := []Footer{}
		for _, ft := range items {
			ok, err := a.visible(ctx, m, ClientSite{Client: ft.Client, Site: ft.Site})
			if err != nil {
				return nil, err
			}
			if ok {
				out = append(out, ft)
			}
		}
		return out, nil
	}
}

// restrictAll keeps each item's visible pairs and drops the items left
// with none.
func restrictAll[T any](ctx context.Context, a *Announcements, m Member, items []T, pairs func(*T) *[]ClientSite) ([]T, error) {
	out := []T{}
	for _, it := range items {
		p := pairs(&it)
		kept, err := a.keep(ctx, m, *p)
		if err != nil {
			return nil, err
		}
		if len(kept) == 0 {
			continue
		}
		*p = kept
		out = append(out, it)
	}
	return out, nil
}

// Get answers one announcement with only its visible pairs; one with none
// is not found.
func (a *Announcements) Get(ctx context.Context, m Member, kind, id string) (any, error) {
	if err := authorize(m, kind, false); err != nil {
		return nil, err
	}
	item, pairs, err := a.get(ctx, m, kind, id)
	if err != nil {
		return nil, err
	}
	kept, err := a.keep(ctx, m, pairs)
	if err != nil {
		return nil, err
	}
	if len(kept) == 0 {
		return nil, notFound()
	}
	switch v := item.(type) {
	case Banner:
		v.ClientSites = kept
		return v, nil
	case Notification:
		v.ClientSites = kept
		return v, nil
	default:
		ft := item.(Footer)
		return a.saved(ft, ft.Content), nil
	}
}

func notFound() error { return bff.Errorf(bff.CodeNotFound, "There is no such announcement.") }

// get reads one announcement and its pairs from the service.
func (a *Announcements) get(ctx context.Context, m Member, kind, id string) (any, []ClientSite, error) {
	api := a.API.Admin(m.Token())
	switch kind {
	case announcements.KindBanners:
		b, err := api.Banner(ctx, id)
		return b, b.ClientSites, upstreamError(err)
	case announcements.KindNotifications:
		n, err := api.Notification(ctx, id)
		return n, n.ClientSites, upstreamError(err)
	default:
		f, err := api.Footer(ctx, id)
		return f, []ClientSite{{Client: f.Client, Site: f.Site}}, upstreamError(err)
	}
}

// Save creates (id empty; API-42) or replaces (API-43) an announcement of
// kind from body and answers it as stored; a footer as FooterSaved.
func (a *Announcements) Save(ctx context.Context, m Member, kind, id string, body []byte) (any, error) {
	if err := authorize(m, kind, true); err != nil {
		return nil, err
	}
	touched := []ClientSite{}
	if id != "" {
		_, old, err := a.get(ctx, m, kind, id)
		if err != nil {
			return nil, err
		}
		if err := a.mayTouchAll(m, old); err != nil {
			return nil, err
		}
		touched = append(touched, old...)
	}
	api := a.API.Admin(m.Token())
	var out any
	var pairs []ClientSite
	var err error
	switch kind {
	case announcements.KindBanners:
		var in BannerInput
		if err := decode(body, &in); err != nil {
			return nil, err
		}
		b, err := bannerOf(in)
		if err != nil {
			return nil, err
		}
		pairs = b.ClientSites
		if err := a.mayTouch(ctx, m, pairs); err != nil {
			return nil, err
		}
		if id == "" {
			out, err = api.CreateBanner(ctx, b)
		} else {
			out, err = api.ReplaceBanner(ctx, id, b)
		}
		if err != nil {
			return nil, upstreamError(err)
		}
	case announcements.KindNotifications:
		var n Notification
		if err := decode(body, &n); err != nil {
			return nil, err
		}
		pairs = n.ClientSites
		if err := a.mayTouch(ctx, m, pairs); err != nil {
			return nil, err
		}
		if id == "" {
			out, err = api.CreateNotification(ctx, n)
		} else {
			out, err = api.ReplaceNotification(ctx, id, n)
		}
		if err != nil {
			return nil, upstreamError(err)
		}
	default:
		var f Footer
		if err := decode(body, &f); err != nil {
			return nil, err
		}
		sent := f.Content
		f.Content = a.sanitize(sent)
		pairs = []ClientSite{{Client: f.Client, Site: f.Site}}
		if err := a.mayTouch(ctx, m, pairs); err != nil {
			return nil, err
		}
		var stored Footer
		if id == "" {
			stored, err = api.CreateFooter(ctx, f)
		} else {
			stored, err = api.ReplaceFooter(ctx, id, f)
		}
		if err != nil {
			return nil, upstreamError(err)
		}
		out = a.saved(stored, sent)
	}
	a.forget(ctx, append(touched, pairs...))
	return out, nil
}

// mayTouchAll refuses a change of an announcement that names a pair the
// member may not act for: replacing it would take that pair away.
func (a *Announcements) mayTouchAll(m Member, pairs []ClientSite) error {
	for _, cs := range pairs {
		if !m.Allows(cs.Client, cs.Site) {
			return bff.Errorf(bff.CodeForbidden, "This announcement is shared with sites you may not act for.")
		}
	}
	return nil
}

// Delete removes an announcement (API-44).
func (a *Announcements) Delete(ctx context.Context, m Member, kind, id string) error {
	if err := authorize(m, kind, true); err != nil {
		return err
	}
	_, pairs, err := a.get(ctx, m, kind, id)
	if err != nil {
		return err
	}
	if err := a.mayTouchAll(m, pairs); err != nil {
		return err
	}
	if err := a.API.Admin(m.Token()).Delete(ctx, kind, id); err != nil {
		return upstreamError(err)
	}
	a.forget(ctx, pairs)
	return nil
}

// Audit answers the recorded changes of the kinds the member may read,
// on the pairs the member may see, newest first, each trimmed to what the
// member may see (auditSeen).
func (a *Announcements) Audit(ctx context.Context, m Member) ([]AuditEntry, error) {
	readable := false
	for _, k := range announcements.Kinds() {
		readable = readable || m.Has(login.AnnouncementScope(k, false))
	}
	if !readable {
		return nil, bff.Errorf(bff.CodeForbidden, "You may not read announcements.")
	}
	entries, err := a.API.Admin(m.Token()).Audit(ctx)
	if err != nil {
		return nil, upstreamError(err)
	}
	out := []AuditEntry{}
	for _, e := range entries {
		if !m.Has(login.AnnouncementScope(e.Kind, false)) {
			continue
		}
		if seen, ok := auditSeen(e, m); ok {
			out = append(out, seen)
		}
	}
	return out, nil
}

// auditSeen is entry e as m may see it, and whether m sees it at all (some
// pair of theirs): only m's pairs, as Get shows an announcement, and no
// before/after summaries when the change touched a pair beyond m's, since
// those summaries list every pair of the announcement (ANN-18). The
// service trims the same way; the BFF does not rely on it.
func auditSeen(e AuditEntry, m Member) (AuditEntry, bool) {
	kept := []ClientSite{}
	for _, cs := range e.ClientSites {
		if m.Allows(cs.Client, cs.Site) {
			kept = append(kept, cs)
		}
	}
	if len(kept) == 0 {
		return e, false
	}
	if len(kept) < len(e.ClientSites) {
		e.Before, e.After = "", ""
	}
	e.ClientSites = kept
	return e, true
}

// bannerOf is the banner in: made from its preset or module outage preset
// when it names one, else as sent.
func bannerOf(in BannerInput) (Banner, error) {
	switch {
	case in.Preset != "":
		p, ok := announce.PresetByName(in.Preset)
		if !ok {
			return Banner{}, bff.Errorf(bff.CodeInvalid, "There is no preset %q.", in.Preset)
		}
		b := p.Banner(in.ClientSites)
		b.ID = in.ID
		return b, nil
	case in.Module != "":
		p, ok := announce.ModulePresetFor(in.Module, announce.Severity(in.Severity))
		if !ok {
			return Banner{}, bff.Errorf(bff.CodeInvalid, "There is no outage preset for module %q at severity %q.", in.Module, in.Severity)
		}
		b := p.Banner(in.ClientSites)
		b.ID = in.ID
		return b, nil
	}
	return in.Banner, nil
}

// sanitize is the content as the public side shows it (ANN-07).
func (a *Announcements) sanitize(l Localized) Localized {
	p := a.sanitizer()
	return Localized{En: p.Sanitize(l.En), Es: p.Sanitize(l.Es)}
}

// saved is f with its preview; sent is the content as the console sent
// it, to tell whether the sanitiser removed anything.
func (a *Announcements) saved(f Footer, sent Localized) FooterSaved {
	preview := a.sanitize(f.Content)
	return FooterSaved{Footer: f, Preview: preview, Sanitized: preview != sent}
}

// forget drops the cached configuration and screens of every touched
// site. A screen cache that cannot be reached is logged: the change is
// made, and the screens show it within their short time to live. The
// change is made whether or not its caller is still there, so the drop
// does not end with the caller's request either.
func (a *Announcements) forget(ctx context.Context, pairs []ClientSite) {
	ctx = context.WithoutCancel(ctx)
	for _, cs := range pairs {
		client, site := strings.ToLower(cs.Client), strings.ToLower(cs.Site)
		if a.Cache != nil {
			a.Cache.Forget(client, site)
		}
		if a.Screens == nil {
			continue
		}
		if err := a.Screens.Forget(ctx, client, site); err != nil && a.Logger != nil {
			a.Logger.WarnContext(ctx, "cached screens not dropped after an announcement change",
				"client", client, "site", site, "err", err)
		}
	}
}

// decode reads a JSON body strictly: an unknown field is a mistake in the
// console, better refused than silently dropped.
func decode(body []byte, v any) error {
	dec := json.NewDecoder(bytes.NewReader(body))
	dec.DisallowUnknownFields()
	if err := dec.Decode(v); err != nil {
		return bff.Wrap(err, bff.CodeInvalid, "The request body is not valid JSON of the expected shape.")
	}
	return nil
}

// upstreamError turns the service's refusal of a body (400, its message
// naming the field, in English and Spanish) into the BFF's invalid; any
// other error stays as the upstream layer made it.
func upstreamError(err error) error {
	var se *upstream.StatusError
	if errors.As(err, &se) && se.Status == http.StatusBadRequest {
		msg := se.Message
		if msg == "" {
			msg = "The announcement is not valid."
		}
		return bff.Wrap(err, bff.CodeInvalid, msg)
	}
	return err
}
