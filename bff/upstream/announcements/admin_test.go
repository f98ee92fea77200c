package announcements_test

import (
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/payhub/payhub/bff"
	"github.com/payhub/payhub/bff/upstream/announcements"
	"github.com/payhub/payhub/bff/upstream/login"
	"github.com/payhub/payhub/bff/upstream/siteconfig"
)

func localized(en, es string) siteconfig.Localized { return siteconfig.Localized{En: en, Es: es} }

// API-40: each filter narrows the list, and includeInactive adds the
// inactive ones.
func TestAdminList_API40_filtersByClientsSitesModulesMethodsAndInactive(t *testing.T) {
	r := newAdminRig(t)
	ctx := t.Context()
	admin := r.as(sunshineAdmin)
	card, err := admin.CreateBanner(ctx, cardDown(sunshineDemo))
	if err != nil {
		t.Fatal(err)
	}
	cart := announcements.Banner{ClientSites: []announcements.ClientSite{sunshineKiosk}, Type: announcements.TypeModuleDown,
		Text: localized("The cart is down.", "El carrito no funciona."), Modules: []string{"cart"}, Active: true}
	if cart, err = admin.CreateBanner(ctx, cart); err != nil {
		t.Fatal(err)
	}
	off := cardDown(sunshineKiosk)
	off.Active = false
	if off, err = admin.CreateBanner(ctx, off); err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct {
		name string
		f    announcements.Filter
		want []string
	}{
		{"none", announcements.Filter{}, []string{cart.ID, card.ID, "sunshine-demo-info", "sunshine-kiosk-info"}},
		{"clients", announcements.Filter{Clients: []string{"SUNSHINE"}}, []string{cart.ID, card.ID, "sunshine-demo-info", "sunshine-kiosk-info"}},
		{"another client", announcements.Filter{Clients: []string{"moonbeam"}}, []string{}},
		{"sites", announcements.Filter{Sites: []string{"kiosk"}}, []string{cart.ID, "sunshine-kiosk-info"}},
		{"modules", announcements.Filter{Modules: []string{"cart", "forms"}}, []string{cart.ID}},
		{"paymentMethods", announcements.Filter{PaymentMethods: []string{"card"}}, []string{card.ID}},
		{"includeInactive", announcements.Filter{Sites: []string{"kiosk"}, IncludeInactive: true},
			[]string{off.ID, cart.ID, "sunshine-kiosk-info"}},
	} {
		got, err := admin.Banners(ctx, tc.f)
		if err != nil {
			t.Fatalf("%s: %v", tc.name, err)
		}
		// Banners made within one millisecond share a creation time, so
		// the order among them is the ids'; the newest first order is
		// TestAdminList_ANN15's.
		got1, want := ids(got, bannerID), slices.Clone(tc.want)
		slices.Sort(got1)
		slices.Sort(want)
		if !slices.Equal(got1, want) {
			t.Errorf("%s: %v, want %v", tc.name, got1, want)
		}
	}
	notes, err := admin.Notifications(ctx, announcements.Filter{})
	if err != nil || !slices.Equal(ids(notes, notificationID), []string{"sunshine-holiday-hours"}) {
		t.Errorf("notifications: %v %v", ids(notes, notificationID), err)
	}
	notes, err = admin.Notifications(ctx, announcements.Filter{IncludeInactive: true})
	if err != nil || !slices.Equal(ids(notes, notificationID), []string{"sunshine-holiday-hours", "sunshine-maintenance-done"}) {
		t.Errorf("notifications with inactive: %v %v", ids(notes, notificationID), err)
	}
	// Modules and methods are banners' fields: no notification matches them.
	if notes, err = admin.Notifications(ctx, announcements.Filter{Modules: []string{"cart"}}); err != nil || len(notes) != 0 {
		t.Errorf("notifications by module: %v %v", ids(notes, notificationID), err)
	}
	footers, err := admin.Footers(ctx, announcements.Filter{IncludeInactive: true})
	if err != nil || !slices.Equal(ids(footers, footerID), []string{"sunshine-demo-contact", "sunshine-demo-old-address"}) {
		t.Errorf("footers: %v %v", ids(footers, footerID), err)
	}
}

func TestAdminGet_API41_returnsOneAnnouncementOfEachKind(t *testing.T) {
	r := newAdminRig(t)
	ctx := t.Context()
	admin := r.as(sunshineAdmin)
	b, err := admin.Banner(ctx, "sunshine-demo-info")
	if err != nil || b.Type != announcements.TypeInfo || !slices.Equal(b.ClientSites, []announcements.ClientSite{sunshineDemo}) {
		t.Errorf("banner %+v %v", b, err)
	}
	n, err := admin.Notification(ctx, "sunshine-maintenance-done")
	if err != nil || n.Active || n.Subject.Es != "Mantenimiento terminado" {
		t.Errorf("inactive notification %+v %v", n, err)
	}
	f, err := admin.Footer(ctx, "sunshine-demo-contact")
	if err != nil || f.Client != "sunshine" || f.Site != "demo" || !strings.Contains(f.Content.En, "<a href") {
		t.Errorf("footer %+v %v", f, err)
	}
	_, err = admin.Banner(ctx, "no-such-banner")
	wantCode(t, "unknown id", err, bff.CodeNotFound)
}

// API-42 and ROLE-30: a created banner has an id and a creation time, and
// the site's public list, read without any authentication, shows it at
// once; an id that exists is a conflict.
func TestAdminCreate_API42_createsAndTheSiteShowsItAtOnce(t *testing.T) {
	r := newAdminRig(t)
	ctx := t.Context()
	admin := r.as(sunshineAdmin)
	before := time.Now().Add(-time.Second)
	b, err := admin.CreateBanner(ctx, cardDown(announcements.ClientSite{Client: "Sunshine", Site: "DEMO"}))
	if err != nil {
		t.Fatal(err)
	}
	if !strings.HasPrefix(b.ID, "banner-") || b.CreatedAt.Before(before) ||
		!slices.Equal(b.ClientSites, []announcements.ClientSite{sunshineDemo}) || b.Text.Es != "Los pagos con tarjeta no funcionan." {
		t.Errorf("created %+v", b)
	}
	public, err := r.client.Banners(ctx, "sunshine", "demo")
	if err != nil || len(public) == 0 || public[0].ID != b.ID || !slices.Equal(public[0].Effects, []string{announcements.EffectDisableCardPayments}) {
		t.Errorf("public banners %v %v", ids(public, bannerID), err)
	}
	named := cardDown(sunshineKiosk)
	named.ID = "kiosk-card-down"
	if got, err := admin.CreateBanner(ctx, named); err != nil || got.ID != named.ID {
		t.Errorf("named create: %+v %v", got, err)
	}
	_, err = admin.CreateBanner(ctx, named)
	wantCode(t, "an id that exists", err, bff.CodeConflict)
	n, err := admin.CreateNotification(ctx, announcements.Notification{ClientSites: []announcements.ClientSite{sunshineDemo},
		Subject: localized("Closed Friday", "Cerrado el viernes"), Text: localized("Offices close Friday.", "Las oficinas cierran el viernes."),
		Tags: []string{"office-hours"}, Active: true})
	if err != nil || !strings.HasPrefix(n.ID, "notification-") {
		t.Fatalf("notification %+v %v", n, err)
	}
	if notes, err := r.client.Notifications(ctx, "sunshine", "demo"); err != nil || notes[0].ID != n.ID {
		t.Errorf("public notifications %v %v", ids(notes, notificationID), err)
	}
	f, err := admin.CreateFooter(ctx, announcements.Footer{Client: "sunshine", Site: "kiosk", Active: true,
		Title: localized("Kiosk", "Quiosco"), Content: localized("<p>Lobby</p>", "<p>Vestíbulo</p>")})
	if err != nil || !strings.HasPrefix(f.ID, "footer-") {
		t.Fatalf("footer %+v %v", f, err)
	}
	if footers, err := r.client.Footers(ctx, "sunshine", "kiosk"); err != nil || len(footers) != 1 || footers[0].ID != f.ID {
		t.Errorf("public footers %v %v", ids(footers, footerID), err)
	}
}

// API-43: a replace changes every field but the id and creation time; a
// banner made inactive leaves the public list at once.
func TestAdminReplace_API43_replacesAndKeepsTheCreationTime(t *testing.T) {
	r := newAdminRig(t)
	ctx := t.Context()
	admin := r.as(sunshineAdmin)
	b, err := admin.CreateBanner(ctx, cardDown(sunshineDemo))
	if err != nil {
		t.Fatal(err)
	}
	next := cardDown(sunshineDemo, sunshineKiosk)
	next.Text = localized("Card payments are back soon.", "Los pagos con tarjeta vuelven pronto.")
	next.Active = false
	got, err := admin.ReplaceBanner(ctx, b.ID, next)
	if err != nil {
		t.Fatal(err)
	}
	if got.ID != b.ID || !got.CreatedAt.Equal(b.CreatedAt) || got.Active || got.Text.En != next.Text.En || len(got.ClientSites) != 2 {
		t.Errorf("replaced %+v, was %+v", got, b)
	}
	if public, _ := r.client.Banners(ctx, "sunshine", "demo"); slices.Contains(ids(public, bannerID), b.ID) {
		t.Error("an inactive banner is still public")
	}
	next.ID = "another-id"
	_, err = admin.ReplaceBanner(ctx, b.ID, next)
	if msg := invalidMessage(err); !strings.Contains(msg, "id") {
		t.Errorf("a body of another id: %v", err)
	}
	_, err = admin.ReplaceBanner(ctx, "no-such-banner", cardDown(sunshineDemo))
	wantCode(t, "replace of an unknown id", err, bff.CodeNotFound)
	f, err := admin.ReplaceFooter(ctx, "sunshine-demo-contact", announcements.Footer{Client: "sunshine", Site: "demo",
		Title: localized("Call us", "Llámenos"), Content: localized("<p>555</p>", "<p>555</p>"), Active: true})
	if err != nil || f.Title.En != "Call us" {
		t.Errorf("footer %+v %v", f, err)
	}
}

func TestAdminDelete_API44_removesTheAnnouncement(t *testing.T) {
	r := newAdminRig(t)
	ctx := t.Context()
	admin := r.as(sunshineAdmin)
	b, err := admin.CreateBanner(ctx, cardDown(sunshineDemo))
	if err != nil {
		t.Fatal(err)
	}
	if err := admin.Delete(ctx, announcements.KindBanners, b.ID); err != nil {
		t.Fatal(err)
	}
	_, err = admin.Banner(ctx, b.ID)
	wantCode(t, "a deleted banner", err, bff.CodeNotFound)
	if public, _ := r.client.Banners(ctx, "sunshine", "demo"); slices.Contains(ids(public, bannerID), b.ID) {
		t.Error("a deleted banner is still public")
	}
	wantCode(t, "a second delete", admin.Delete(ctx, announcements.KindBanners, b.ID), bff.CodeNotFound)
	for kind, id := range map[string]string{announcements.KindNotifications: "sunshine-holiday-hours",
		announcements.KindFooters: "sunshine-demo-contact"} {
		if err := admin.Delete(ctx, kind, id); err != nil {
			t.Errorf("delete %s %s: %v", kind, id, err)
		}
	}
	if notes, _ := r.client.Notifications(ctx, "sunshine", "demo"); len(notes) != 0 {
		t.Errorf("notifications left: %v", ids(notes, notificationID))
	}
}

// ROLE-26: each kind's list and get need that kind's read scope, and a
// token without any admin scope reads nothing.
func TestAdminRead_ROLE26_readingAKindNeedsItsReadScope(t *testing.T) {
	r := newAdminRig(t)
	ctx := t.Context()
	for _, kind := range announcements.Kinds() {
		// The admin's token, asking only for the read scopes of the other
		// kinds (and every write scope).
		var scopes []string
		for _, s := range login.StaffScopes() {
			if s != login.AnnouncementScope(kind, false) {
				scopes = append(scopes, s)
			}
		}
		admin := r.as(sunshineAdmin, scopes...)
		var listErr, getErr error
		switch kind {
		case announcements.KindBanners:
			_, listErr = admin.Banners(ctx, announcements.Filter{})
			_, getErr = admin.Banner(ctx, "sunshine-demo-info")
		case announcements.KindNotifications:
			_, listErr = admin.Notifications(ctx, announcements.Filter{})
			_, getErr = admin.Notification(ctx, "sunshine-holiday-hours")
		case announcements.KindFooters:
			_, listErr = admin.Footers(ctx, announcements.Filter{})
			_, getErr = admin.Footer(ctx, "sunshine-demo-contact")
		}
		wantCode(t, kind+" list without its read scope", listErr, bff.CodeForbidden)
		wantCode(t, kind+" get without its read scope", getErr, bff.CodeForbidden)
	}
	// The viewer holds every read scope.
	viewer := r.as(sunshineViewer)
	if _, err := viewer.Banners(ctx, announcements.Filter{}); err != nil {
		t.Errorf("viewer banners: %v", err)
	}
	if _, err := viewer.Footer(ctx, "sunshine-demo-contact"); err != nil {
		t.Errorf("viewer footer: %v", err)
	}
	// A token with no admin scope reads nothing, the audit neither.
	none := r.as(sunshineAdmin, login.ScopeSchedPayWrite)
	_, err := none.Notifications(ctx, announcements.Filter{})
	wantCode(t, "no admin scope", err, bff.CodeForbidden)
	_, err = none.Audit(ctx)
	wantCode(t, "audit without a read scope", err, bff.CodeForbidden)
}

// ROLE-27: a read scope alone cannot create, replace or delete any kind;
// nothing changes and nothing is recorded.
func TestAdminWrite_ROLE27_aReadScopeAloneCannotWrite(t *testing.T) {
	r := newAdminRig(t)
	ctx := t.Context()
	viewer := r.as(sunshineViewer)
	_, err := viewer.CreateBanner(ctx, cardDown(sunshineDemo))
	wantCode(t, "viewer creates a banner", err, bff.CodeForbidden)
	_, err = viewer.ReplaceBanner(ctx, "sunshine-demo-info", cardDown(sunshineDemo))
	wantCode(t, "viewer replaces a banner", err, bff.CodeForbidden)
	wantCode(t, "viewer deletes a banner", viewer.Delete(ctx, announcements.KindBanners, "sunshine-demo-info"), bff.CodeForbidden)
	_, err = viewer.CreateNotification(ctx, announcements.Notification{ClientSites: []announcements.ClientSite{sunshineDemo},
		Subject: localized("a", "a"), Text: localized("b", "b")})
	wantCode(t, "viewer creates a notification", err, bff.CodeForbidden)
	wantCode(t, "viewer deletes a notification", viewer.Delete(ctx, announcements.KindNotifications, "sunshine-holiday-hours"), bff.CodeForbidden)
	_, err = viewer.ReplaceFooter(ctx, "sunshine-demo-contact", announcements.Footer{Client: "sunshine", Site: "demo",
		Title: localized("a", "a"), Content: localized("b", "b")})
	wantCode(t, "viewer replaces a footer", err, bff.CodeForbidden)
	// The admin holding banners:write but not footers:write is refused the
	// footer only.
	admin := r.as(sunshineAdmin, login.ScopeBannersRead, login.ScopeBannersWrite, login.ScopeFootersRead)
	if _, err := admin.CreateBanner(ctx, cardDown(sunshineDemo)); err != nil {
		t.Errorf("banners:write: %v", err)
	}
	wantCode(t, "footers without write", admin.Delete(ctx, announcements.KindFooters, "sunshine-demo-contact"), bff.CodeForbidden)
	if f, err := viewer.Footer(ctx, "sunshine-demo-contact"); err != nil || f.Title.En != "Contact us" {
		t.Errorf("the footer changed: %+v %v", f, err)
	}
	entries, err := viewer.Audit(ctx)
	if err != nil || len(entries) != 1 || entries[0].Kind != announcements.KindBanners {
		t.Errorf("audit %+v %v", entries, err)
	}
}

// ROLE-29: every /super call needs a valid staff access token in the
// Remote-User header: none, a made-up one, or a resident's is refused;
// the public reads need none (ROLE-30).
func TestAdminAuth_ROLE29_everyCallNeedsTheStaffTokenInRemoteUser(t *testing.T) {
	r := newAdminRig(t)
	ctx := t.Context()
	real := r.token(sunshineAdmin)
	parts := strings.Split(real, ".")
	for name, token := range map[string]string{
		"no token":       "",
		"made up":        "not-a-token",
		"altered":        parts[0] + "." + parts[1] + "e30." + parts[2],
		"unsigned":       "eyJhbGciOiJub25lIn0." + parts[1] + ".",
		"resident email": "resident@example.com",
	} {
		a := r.client.Admin(token)
		_, err := a.Banners(ctx, announcements.Filter{})
		wantCode(t, name+": list", err, bff.CodeUnauthorized)
		_, err = a.Footer(ctx, "sunshine-demo-contact")
		wantCode(t, name+": get", err, bff.CodeUnauthorized)
		_, err = a.CreateBanner(ctx, cardDown(sunshineDemo))
		wantCode(t, name+": create", err, bff.CodeUnauthorized)
		_, err = a.ReplaceBanner(ctx, "sunshine-demo-info", cardDown(sunshineDemo))
		wantCode(t, name+": replace", err, bff.CodeUnauthorized)
		wantCode(t, name+": delete", a.Delete(ctx, announcements.KindBanners, "sunshine-demo-info"), bff.CodeUnauthorized)
		_, err = a.Audit(ctx)
		wantCode(t, name+": audit", err, bff.CodeUnauthorized)
	}
	if _, err := r.client.Admin(real).Banners(ctx, announcements.Filter{}); err != nil {
		t.Errorf("the real token: %v", err)
	}
	if public, err := r.client.Public(ctx, "sunshine", "demo"); err != nil || len(public.Banners) == 0 {
		t.Errorf("public reads without a token: %+v %v", public, err)
	}
}

// ANN-18: a staff member of another client sees nothing of sunshine and
// can change nothing of it; an announcement that spans both clients shows
// each only their own pairs, and neither may change it.
func TestAdminSites_ANN18_aMemberSeesAndChangesOnlyTheirPairs(t *testing.T) {
	r := newAdminRig(t)
	ctx := t.Context()
	// A banner of both clients, as the county's vendor would post it.
	shared := cardDown(sunshineDemo, moonbeamPay)
	shared.ID, shared.CreatedAt = "shared-outage", time.Now()
	if err := r.srv.DB().Announcements().SaveBanner(ctx, shared, true, announcements.AuditEntry{At: time.Now(),
		Who: "vendor", Kind: announcements.KindBanners, ID: shared.ID, Action: announcements.ActionCreate,
		ClientSites: shared.ClientSites}); err != nil {
		t.Fatal(err)
	}
	moon, sun := r.as(moonbeamAdmin), r.as(sunshineAdmin)
	list, err := moon.Banners(ctx, announcements.Filter{IncludeInactive: true})
	if err != nil {
		t.Fatal(err)
	}
	for _, b := range list {
		for _, cs := range b.ClientSites {
			if cs.Client != "moonbeam" {
				t.Errorf("moonbeam's admin sees %s of %s", cs.Client, b.ID)
			}
		}
	}
	if !slices.Contains(ids(list, bannerID), "shared-outage") || slices.Contains(ids(list, bannerID), "sunshine-demo-info") {
		t.Errorf("moonbeam's banners %v", ids(list, bannerID))
	}
	if got, err := sun.Banner(ctx, "shared-outage"); err != nil || !slices.Equal(got.ClientSites, []announcements.ClientSite{sunshineDemo}) {
		t.Errorf("sunshine sees %+v %v", got, err)
	}
	for name, err := range map[string]error{
		"notifications": func() error {
			l, err := moon.Notifications(ctx, announcements.Filter{Clients: []string{"sunshine"}})
			return emptyOr(len(l), err)
		}(),
		"footers": func() error {
			l, err := moon.Footers(ctx, announcements.Filter{Clients: []string{"sunshine"}})
			return emptyOr(len(l), err)
		}(),
	} {
		if err != nil {
			t.Errorf("%s: %v", name, err)
		}
	}
	_, err = moon.Banner(ctx, "sunshine-demo-info")
	wantCode(t, "get of sunshine's banner", err, bff.CodeNotFound)
	_, err = moon.Footer(ctx, "sunshine-demo-contact")
	wantCode(t, "get of sunshine's footer", err, bff.CodeNotFound)
	_, err = moon.CreateBanner(ctx, cardDown(moonbeamPay, sunshineDemo))
	wantCode(t, "create naming a sunshine pair", err, bff.CodeForbidden)
	_, err = moon.CreateFooter(ctx, announcements.Footer{Client: "sunshine", Site: "demo",
		Title: localized("a", "a"), Content: localized("b", "b")})
	wantCode(t, "create of a sunshine footer", err, bff.CodeForbidden)
	_, err = moon.ReplaceBanner(ctx, "sunshine-demo-info", cardDown(moonbeamPay))
	wantCode(t, "replace of sunshine's banner", err, bff.CodeNotFound)
	wantCode(t, "delete of sunshine's banner", moon.Delete(ctx, announcements.KindBanners, "sunshine-demo-info"), bff.CodeNotFound)
	// The shared banner touches the other client's pair: neither may
	// change or remove it, even keeping only their own pair.
	_, err = sun.ReplaceBanner(ctx, "shared-outage", cardDown(sunshineDemo))
	wantCode(t, "sunshine replaces the shared banner", err, bff.CodeForbidden)
	wantCode(t, "moonbeam deletes the shared banner", moon.Delete(ctx, announcements.KindBanners, "shared-outage"), bff.CodeForbidden)
	// Moving one's own banner to the other client is refused too.
	mine, err := sun.CreateBanner(ctx, cardDown(sunshineKiosk))
	if err != nil {
		t.Fatal(err)
	}
	_, err = sun.ReplaceBanner(ctx, mine.ID, cardDown(moonbeamPay))
	wantCode(t, "moving a banner to moonbeam", err, bff.CodeForbidden)
	// The audit: sunshine's admin sees the change of their own and the
	// shared banner, moonbeam's only the shared one.
	sunLog, err := sun.Audit(ctx)
	if err != nil || len(sunLog) != 2 || sunLog[0].ID != mine.ID || sunLog[1].ID != "shared-outage" {
		t.Errorf("sunshine's audit %+v %v", sunLog, err)
	}
	moonLog, err := moon.Audit(ctx)
	if err != nil || len(moonLog) != 1 || moonLog[0].ID != "shared-outage" {
		t.Errorf("moonbeam's audit %+v %v", moonLog, err)
	}
}

func emptyOr(n int, err error) error {
	if err == nil && n != 0 {
		return bff.Errorf(bff.CodeInternal, "%d items of sunshine", n)
	}
	return err
}

// ANN-03, ANN-04, ANN-06: a body that fails validation is refused with a
// message naming the field, and nothing is stored.
func TestAdminValidation_ANN03_ANN04_ANN06_bodiesAreChecked(t *testing.T) {
	r := newAdminRig(t)
	ctx := t.Context()
	admin := r.as(sunshineAdmin)
	banner := func(change func(*announcements.Banner)) announcements.Banner {
		b := cardDown(sunshineDemo)
		change(&b)
		return b
	}
	for name, tc := range map[string]struct {
		b    announcements.Banner
		want string
	}{
		"no pairs":       {banner(func(b *announcements.Banner) { b.ClientSites = nil }), "clientSites"},
		"blank site":     {banner(func(b *announcements.Banner) { b.ClientSites[0].Site = "" }), "clientSites"},
		"no Spanish":     {banner(func(b *announcements.Banner) { b.Text.Es = " " }), "text.es"},
		"no English":     {banner(func(b *announcements.Banner) { b.Text.En = "" }), "text.en"},
		"unknown type":   {banner(func(b *announcements.Banner) { b.Type = "noCard" }), "type"},
		"unknown method": {banner(func(b *announcements.Banner) { b.Methods = []string{"cash"} }), "methods"},
		"unknown module": {banner(func(b *announcements.Banner) { b.Modules = []string{"kitchen"} }), "modules"},
		"unknown effect": {banner(func(b *announcements.Banner) { b.Effects = []string{"disableEverything"} }), "effects"},
		"locale":         {banner(func(b *announcements.Banner) { b.Locale = "fr" }), "locale"},
		"bad id":         {banner(func(b *announcements.Banner) { b.ID = "../x" }), "id"},
	} {
		_, err := admin.CreateBanner(ctx, tc.b)
		if msg := invalidMessage(err); !strings.Contains(msg, tc.want) {
			t.Errorf("%s: %v, want a 400 naming %s", name, err, tc.want)
		}
	}
	note := announcements.Notification{ClientSites: []announcements.ClientSite{sunshineDemo},
		Subject: localized("Subject", ""), Text: localized("Text", "Texto")}
	if _, err := admin.CreateNotification(ctx, note); !strings.Contains(invalidMessage(err), "subject.es") {
		t.Errorf("notification without a Spanish subject: %v", err)
	}
	note.Subject.Es, note.Tags = "Asunto", []string{""}
	if _, err := admin.CreateNotification(ctx, note); !strings.Contains(invalidMessage(err), "tag") {
		t.Errorf("notification with a blank tag: %v", err)
	}
	footer := announcements.Footer{Client: "sunshine", Site: "demo", Title: localized("Title", "Título"), Content: localized("<p>x</p>", "")}
	if _, err := admin.CreateFooter(ctx, footer); !strings.Contains(invalidMessage(err), "content.es") {
		t.Errorf("footer without Spanish content: %v", err)
	}
	footer.Content.Es, footer.Site = "<p>x</p>", "Demo Site"
	if _, err := admin.CreateFooter(ctx, footer); !strings.Contains(invalidMessage(err), "site") {
		t.Errorf("footer with a bad site: %v", err)
	}
	if entries, err := admin.Audit(ctx); err != nil || len(entries) != 0 {
		t.Errorf("refused bodies were recorded: %+v %v", entries, err)
	}
}

// Every change is recorded with who, when and what, newest first.
func TestAdminAudit_recordsWhoWhenAndWhatOfEachChange(t *testing.T) {
	r := newAdminRig(t)
	ctx := t.Context()
	admin := r.as(sunshineAdmin)
	start := r.srv.Clock().Now().Add(-time.Second)
	b, err := admin.CreateBanner(ctx, cardDown(sunshineDemo))
	if err != nil {
		t.Fatal(err)
	}
	next := cardDown(sunshineDemo)
	next.Active = false
	if _, err := admin.ReplaceBanner(ctx, b.ID, next); err != nil {
		t.Fatal(err)
	}
	if err := admin.Delete(ctx, announcements.KindBanners, b.ID); err != nil {
		t.Fatal(err)
	}
	entries, err := r.as(sunshineViewer).Audit(ctx)
	if err != nil || len(entries) != 3 {
		t.Fatalf("audit %+v %v", entries, err)
	}
	want := []struct{ action, before, after string }{
		{announcements.ActionDelete, "cardDown, inactive, sunshine/demo", ""},
		{announcements.ActionReplace, "cardDown, active, sunshine/demo", "cardDown, inactive, sunshine/demo"},
		{announcements.ActionCreate, "", "cardDown, active, sunshine/demo: Card payments are down."},
	}
	for i, e := range entries {
		if e.Who != sunshineAdmin || e.Kind != announcements.KindBanners || e.ID != b.ID || e.Action != want[i].action ||
			e.At.Before(start) || !strings.HasPrefix(e.Before, want[i].before) || !strings.HasPrefix(e.After, want[i].after) ||
			!slices.Equal(e.ClientSites, []announcements.ClientSite{sunshineDemo}) {
			t.Errorf("entry %d: %+v", i, e)
		}
	}
}

// ANN-15: admin lists come newest first too, whatever the ids' order.
func TestAdminList_ANN15_comesNewestFirst(t *testing.T) {
	r := newAdminRig(t)
	ctx := t.Context()
	old := cardDown(sunshineDemo)
	old.ID, old.CreatedAt = "aaa-oldest", time.Now().Add(-72*time.Hour).Truncate(time.Millisecond)
	if err := r.srv.DB().Announcements().SaveBanner(ctx, old, true, announcements.AuditEntry{At: time.Now(),
		Who: "vendor", Kind: announcements.KindBanners, ID: old.ID, Action: announcements.ActionCreate,
		ClientSites: old.ClientSites}); err != nil {
		t.Fatal(err)
	}
	admin := r.as(sunshineAdmin)
	b, err := admin.CreateBanner(ctx, cardDown(sunshineKiosk))
	if err != nil {
		t.Fatal(err)
	}
	list, err := admin.Banners(ctx, announcements.Filter{})
	// The seed's sunshine banners are a day and two days old.
	want := []string{b.ID, "sunshine-demo-info", "sunshine-kiosk-info", "aaa-oldest"}
	if err != nil || !slices.Equal(ids(list, bannerID), want) {
		t.Errorf("banners %v %v, want %v", ids(list, bannerID), err, want)
	}
}
