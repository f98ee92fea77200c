package shell

import (
	"context"
	"sync/atomic"
	"testing"

	"github.com/payhub/payhub/bff"
	"github.com/payhub/payhub/bff/screen"
	"github.com/payhub/payhub/bff/screen/screentest"
	"github.com/payhub/payhub/bff/upstream/announcements"
	"github.com/payhub/payhub/bff/upstream/siteconfig"
)

// knownConfig is a Config whose cache last read the site as last.
type knownConfig struct {
	screentest.Config
	last siteconfig.Site
}

func (k knownConfig) KnownSite(string, string) (siteconfig.Site, bool) { return k.last, true }

func showing(on bool) siteconfig.Site {
	return siteconfig.Site{Client: "a", Site: "b", Enabled: true, Install: siteconfig.Install{ShowAnnouncements: on}}
}

func TestShell_ANN13_aSiteKnownToShowAnnouncementsReadsThemWithoutWaitingForItsConfiguration(t *testing.T) {
	asked := make(chan struct{})
	ann := fakeAnnouncements{public: func(context.Context, string, string) (announcements.Public, error) {
		close(asked)
		return announcements.Public{Banners: []announcements.Banner{effectBanner(true)}}, nil
	}}
	cfg := screentest.OKConfig()
	// The configuration answers only once the announcements were asked
	// for: a shell that waited for it would time the section out.
	cfg.SiteFunc = func(ctx context.Context, _, _ string) (siteconfig.Site, error) {
		select {
		case <-asked:
			return showing(true), nil
		case <-ctx.Done():
			return siteconfig.Site{}, ctx.Err()
		}
	}
	got, err := (&Shell{Config: knownConfig{Config: cfg, last: showing(true)}, Announcements: ann, Env: bff.EnvDev}).
		Shell(context.Background(), "a", "b")
	if err != nil {
		t.Fatal(err)
	}
	data, ok := got.Sections["announcements"].Data.(ShellAnnouncements)
	if !ok || len(data.Banners) != 1 {
		t.Fatalf("announcements section %+v", got.Sections["announcements"])
	}
}

func TestShell_ANN13_announcementsReadEarlyAreDroppedWhenTheSiteNoLongerShowsThem(t *testing.T) {
	ann := fakeAnnouncements{public: func(context.Context, string, string) (announcements.Public, error) {
		return announcements.Public{Banners: []announcements.Banner{effectBanner(true)}}, nil
	}}
	cfg := screentest.OKConfig()
	cfg.SiteFunc = func(context.Context, string, string) (siteconfig.Site, error) { return showing(false), nil }
	got, err := (&Shell{Config: knownConfig{Config: cfg, last: showing(true)}, Announcements: ann, Env: bff.EnvDev}).
		Shell(context.Background(), "a", "b")
	if err != nil {
		t.Fatal(err)
	}
	sec := got.Sections["announcements"]
	if data, ok := sec.Data.(ShellAnnouncements); sec.Status != screen.StatusOK || !ok || len(data.Banners) != 0 || data.State != StateNone {
		t.Errorf("section %+v, want an empty ok section", sec)
	}
}

func TestShell_ANN13_aSiteKnownNotToShowAnnouncementsIsNotReadEarly(t *testing.T) {
	var calls atomic.Int32
	ann := fakeAnnouncements{public: func(context.Context, string, string) (announcements.Public, error) {
		calls.Add(1)
		return announcements.Public{}, nil
	}}
	cfg := screentest.OKConfig()
	cfg.SiteFunc = func(context.Context, string, string) (siteconfig.Site, error) { return showing(false), nil }
	if _, err := (&Shell{Config: knownConfig{Config: cfg, last: showing(false)}, Announcements: ann, Env: bff.EnvDev}).
		Shell(context.Background(), "a", "b"); err != nil {
		t.Fatal(err)
	}
	if n := calls.Load(); n != 0 {
		t.Errorf("announcements read %d times for a site known not to show them", n)
	}
}
