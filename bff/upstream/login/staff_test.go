package login_test

import (
	"testing"

	"github.com/payhub/payhub/bff/upstream/login"
)

func TestSites_allowANamedSiteOrEverySiteOfAClientOnly(t *testing.T) {
	ss := login.Sites{"sunshine/*", "moonbeam/pay"}
	for _, tc := range []struct {
		client, site string
		want         bool
	}{
		{"sunshine", "demo", true}, {"SUNSHINE", "Kiosk", true}, {"moonbeam", "pay", true},
		{"moonbeam", "other", false}, {"starlight", "embedded", false}, {"sunshine", "", false}, {"", "demo", false},
	} {
		if got := ss.Allows(tc.client, tc.site); got != tc.want {
			t.Errorf("Allows(%q, %q) = %v", tc.client, tc.site, got)
		}
	}
	if !ss.AllowsClient("moonbeam") || ss.AllowsClient("starlight") || (login.Sites{}).Allows("sunshine", "demo") {
		t.Error("AllowsClient")
	}
}

func TestAnnouncementScope_namesTheReadAndWriteScopeOfEachKind(t *testing.T) {
	for kind, want := range map[string][2]string{
		"banners":       {login.ScopeBannersRead, login.ScopeBannersWrite},
		"notifications": {login.ScopeNotificationsRead, login.ScopeNotificationsWrite},
		"footers":       {login.ScopeFootersRead, login.ScopeFootersWrite},
	} {
		if login.AnnouncementScope(kind, false) != want[0] || login.AnnouncementScope(kind, true) != want[1] {
			t.Errorf("%s: %s %s", kind, login.AnnouncementScope(kind, false), login.AnnouncementScope(kind, true))
		}
	}
}
