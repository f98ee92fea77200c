package shell

import (
	"context"
	"errors"
	"testing"

	"github.com/payhub/payhub/bff"
	"github.com/payhub/payhub/bff/screen/screentest"
)

// fakeForms is a Forms made of a function field.
type fakeForms func(ctx context.Context, client, site string) (bool, error)

func (f fakeForms) HasForms(ctx context.Context, client, site string) (bool, error) {
	return f(ctx, client, site)
}

func TestShell_ROUTE32_theConfigSaysWhetherTheSiteHasForms(t *testing.T) {
	only := fakeForms(func(_ context.Context, client, site string) (bool, error) {
		if client == "sunshine" && site == "demo" {
			return true, nil
		}
		if site == "broken" {
			return false, errors.New("forms service down")
		}
		return false, nil
	})
	for _, c := range []struct {
		name  string
		forms Forms
		site  string
		want  bool
	}{
		{"a site with forms", only, "demo", true},
		{"a site without", only, "other", false},
		{"a forms service that cannot say: the routes stay closed", only, "broken", false},
		{"no forms service", nil, "demo", false},
	} {
		s := &Shell{Config: screentest.OKConfig(), Announcements: okAnnouncements(), Env: bff.EnvDev, Forms: c.forms}
		got, err := s.Shell(t.Context(), "sunshine", c.site)
		if err != nil {
			t.Fatal(err)
		}
		cfg, ok := got.Sections["config"].Data.(SiteConfig)
		if !ok || cfg.Forms != c.want || cfg.Site.Site != c.site {
			t.Errorf("%s: config = %+v, want forms %v", c.name, got.Sections["config"].Data, c.want)
		}
	}
}
