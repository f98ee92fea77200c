package shell

import (
	"context"
	"errors"
	"testing"

	"github.com/payhub/payhub/bff"
	"github.com/payhub/payhub/bff/screen"
	"github.com/payhub/payhub/bff/screen/screentest"
	"github.com/payhub/payhub/bff/upstream/announcements"
	"github.com/payhub/payhub/bff/upstream/siteconfig"
)

func okAnnouncements() fakeAnnouncements {
	return fakeAnnouncements{public: func(context.Context, string, string) (announcements.Public, error) {
		return announcements.Public{}, nil
	}}
}

func TestHome_allSectionsOKIsComplete(t *testing.T) {
	s := &Shell{Config: screentest.OKConfig(), Announcements: okAnnouncements(), Env: bff.EnvDev}
	got, err := s.Home(context.Background(), "sunshine", "demo")
	if err != nil {
		t.Fatal(err)
	}
	if !got.Complete || len(got.Incomplete) != 0 {
		t.Fatalf("complete=%v incomplete=%v", got.Complete, got.Incomplete)
	}
	for _, name := range []string{"config", "sources", "announcements"} {
		if got.Sections[name].Status != screen.StatusOK {
			t.Errorf("section %s = %+v", name, got.Sections[name])
		}
	}
	if n := len(got.Sections["sources"].Data.([]siteconfig.Source)); n != 2 {
		t.Errorf("dev shows %d sources, want 2 (hidden-in-prod still shown outside prod)", n)
	}
}

func TestHome_failedAnnouncementsIsASectionErrorNotAFailure(t *testing.T) {
	ann := fakeAnnouncements{public: func(context.Context, string, string) (announcements.Public, error) {
		return announcements.Public{}, bff.Wrap(errors.New("dial tcp: refused"), bff.CodeUnavailable, "Announcements are unavailable.")
	}}
	s := &Shell{Config: screentest.OKConfig(), Announcements: ann, Env: bff.EnvDev}
	got, err := s.Home(context.Background(), "sunshine", "demo")
	if err != nil {
		t.Fatal(err)
	}
	if got.Complete || len(got.Incomplete) != 1 || got.Incomplete[0] != "announcements" {
		t.Fatalf("complete=%v incomplete=%v", got.Complete, got.Incomplete)
	}
	sec := got.Sections["announcements"]
	if sec.Status != screen.StatusError || sec.Error.Code != bff.CodeUnavailable || sec.Data != nil {
		t.Fatalf("announcements section = %+v", sec)
	}
	if sec.Error.Message != "Announcements are unavailable." {
		t.Errorf("message %q leaks or loses the safe text", sec.Error.Message)
	}
	if got.Sections["config"].Status != screen.StatusOK || got.Sections["sources"].Status != screen.StatusOK {
		t.Error("other sections should still be ok")
	}
}

func TestHome_slowSectionIsCutAtItsBudgetWhileOthersComplete(t *testing.T) {
	ann := fakeAnnouncements{public: func(ctx context.Context, _, _ string) (announcements.Public, error) {
		<-ctx.Done() // never answers within its budget
		return announcements.Public{}, ctx.Err()
	}}
	s := &Shell{Config: screentest.OKConfig(), Announcements: ann, Env: bff.EnvDev}
	got, err := s.Home(context.Background(), "sunshine", "demo")
	if err != nil {
		t.Fatal(err)
	}
	if sec := got.Sections["announcements"]; sec.Status != screen.StatusError || sec.Error.Code != bff.CodeTimeout {
		t.Fatalf("announcements section = %+v, want a timeout error", sec)
	}
	if got.Sections["config"].Status != screen.StatusOK {
		t.Error("config should be ok")
	}
}

func TestHome_sectionsRunInParallel(t *testing.T) {
	// Each loader waits until all three have started: only a parallel
	// fan-out can finish; a sequential one would hit the budgets.
	started := make(chan struct{}, 3)
	all := make(chan struct{})
	go func() {
		for range 3 {
			<-started
		}
		close(all)
	}()
	wait := func(ctx context.Context) error {
		started <- struct{}{}
		select {
		case <-all:
			return nil
		case <-ctx.Done():
			return ctx.Err()
		}
	}
	cfg := screentest.Config{
		SiteFunc: func(ctx context.Context, c, s string) (siteconfig.Site, error) {
			return siteconfig.Site{Client: c, Site: s}, wait(ctx)
		},
		SourcesFunc: func(ctx context.Context, _, _ string) ([]siteconfig.Source, error) { return nil, wait(ctx) },
	}
	ann := fakeAnnouncements{public: func(ctx context.Context, _, _ string) (announcements.Public, error) {
		return announcements.Public{}, wait(ctx)
	}}
	got, err := (&Shell{Config: cfg, Announcements: ann, Env: bff.EnvDev}).Shell(context.Background(), "a", "b")
	if err != nil {
		t.Fatal(err)
	}
	if !got.Complete {
		t.Fatalf("incomplete: %v", got.Incomplete)
	}
}

func TestHome_ERR31_unknownSiteIsNotFound(t *testing.T) {
	cfg := screentest.OKConfig()
	cfg.SiteFunc = func(context.Context, string, string) (siteconfig.Site, error) {
		return siteconfig.Site{}, bff.Errorf(bff.CodeNotFound, "No such site.")
	}
	_, err := (&Shell{Config: cfg, Announcements: okAnnouncements()}).Home(context.Background(), "x", "y")
	if bff.ErrorCode(err) != bff.CodeNotFound {
		t.Fatalf("err = %v, want not_found", err)
	}
}

func TestHome_productionHidesSourcesHiddenInProdUnlessForced(t *testing.T) {
	cfg := screentest.OKConfig()
	cfg.SourcesFunc = func(context.Context, string, string) ([]siteconfig.Source, error) {
		return []siteconfig.Source{
			{PageRoute: "shown"},
			{PageRoute: "hidden", HideInProd: true},
			{PageRoute: "forced", HideInProd: true, ForceShowInProd: true},
		}, nil
	}
	got, err := (&Shell{Config: cfg, Announcements: okAnnouncements(), Env: bff.EnvProd}).Home(context.Background(), "a", "b")
	if err != nil {
		t.Fatal(err)
	}
	var routes []string
	for _, s := range got.Sections["sources"].Data.([]siteconfig.Source) {
		routes = append(routes, s.PageRoute)
	}
	if len(routes) != 2 || routes[0] != "shown" || routes[1] != "forced" {
		t.Fatalf("routes = %v", routes)
	}
}

func TestShell_theBasicAuthCredentialNeverReachesThePage(t *testing.T) {
	cfg := screentest.OKConfig()
	cfg.SiteFunc = func(_ context.Context, client, site string) (siteconfig.Site, error) {
		return siteconfig.Site{Client: client, Site: site, Enabled: true,
			BasicAuth: &siteconfig.BasicAuth{Username: "county", PasswordHash: "$2a$04$hash"}}, nil
	}
	got, err := (&Shell{Config: cfg, Announcements: okAnnouncements(), Env: bff.EnvDev}).Shell(context.Background(), "a", "b")
	if err != nil {
		t.Fatal(err)
	}
	if st := got.Sections["config"].Data.(SiteConfig); st.BasicAuth != nil {
		t.Fatalf("the shell screen carries the credential: %+v", st.BasicAuth)
	}
}
