package shell

import (
	"bytes"
	"context"
	"errors"
	"log/slog"
	"slices"
	"strings"
	"testing"

	"github.com/payhub/payhub/bff"
	"github.com/payhub/payhub/bff/checkout"
	"github.com/payhub/payhub/bff/screen"
	"github.com/payhub/payhub/bff/screen/screentest"
	"github.com/payhub/payhub/bff/upstream/announcements"
	"github.com/payhub/payhub/bff/upstream/siteconfig"
)

func effectBanner(active bool, effects ...string) announcements.Banner {
	return announcements.Banner{ID: "b", Active: active, Effects: effects}
}

func TestWithoutDisabledMethods_ANN10_effectsRemoveCardOrBank(t *testing.T) {
	all := []string{checkout.TenderCard, checkout.TenderBank, checkout.TenderPayPal, checkout.TenderApplePay, checkout.TenderGooglePay}
	cases := []struct {
		name    string
		banners []announcements.Banner
		want    []string
	}{
		{"no effects", []announcements.Banner{effectBanner(true)}, all},
		{"card off: card and the wallets that charge a card", []announcements.Banner{effectBanner(true, EffectDisableCard)},
			[]string{checkout.TenderBank, checkout.TenderPayPal}},
		{"bank off", []announcements.Banner{effectBanner(true, EffectDisableBank)},
			[]string{checkout.TenderCard, checkout.TenderPayPal, checkout.TenderApplePay, checkout.TenderGooglePay}},
		{"both off, from two banners", []announcements.Banner{effectBanner(true, EffectDisableBank), effectBanner(true, EffectDisableCard)},
			[]string{checkout.TenderPayPal}},
		{"an inactive banner has no effect", []announcements.Banner{effectBanner(false, EffectDisableCard)}, all},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			if got := WithoutDisabledMethods(all, tc.banners); !slices.Equal(got, tc.want) {
				t.Errorf("got %v, want %v", got, tc.want)
			}
		})
	}
}

func TestBannerState_ANN11_ANN12(t *testing.T) {
	login := func(enabled bool, methods ...string) siteconfig.Site {
		var st siteconfig.Site
		st.PaymentMethods = methods
		st.Login.Meta.Enabled = enabled
		return st
	}
	loginDown := announcements.Banner{ID: "l", Active: true, Modules: []string{ModuleLogin}}
	cases := []struct {
		name    string
		banners []announcements.Banner
		site    siteconfig.Site
		want    string
	}{
		{"ANN-11 noCard", []announcements.Banner{effectBanner(true, EffectDisableCard)}, login(true, "card", "bank"), StateNoCard},
		{"ANN-11 noBank", []announcements.Banner{effectBanner(true, EffectDisableBank)}, login(true, "card", "bank"), StateNoBank},
		{"ANN-11 noBankOrCard", []announcements.Banner{effectBanner(true, EffectDisableCard, EffectDisableBank)},
			login(true, "card", "bank", "paypal"), StateNoBankOrCard},
		{"ANN-11 noPayment when nothing is left", []announcements.Banner{effectBanner(true, EffectDisableCard)},
			login(true, "card"), StateNoPayment},
		{"ANN-12 loginIssues on a site that uses login", []announcements.Banner{loginDown}, login(true, "card"), StateLoginIssues},
		{"ANN-12 no loginIssues where login is not used", []announcements.Banner{loginDown}, login(false, "card"), StateNone},
		{"a payment state wins over login issues", []announcements.Banner{loginDown, effectBanner(true, EffectDisableBank)},
			login(true, "card", "bank"), StateNoBank},
		{"plain banners make no state", []announcements.Banner{{ID: "i", Active: true, Type: "info"}}, login(true, "card"), StateNone},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			if got := BannerState(tc.banners, tc.site); got != tc.want {
				t.Errorf("state %q, want %q", got, tc.want)
			}
		})
	}
}

func TestFooterPolicy_ANN07_keepsTheListedTagsAndAttributesOnly(t *testing.T) {
	p := FooterPolicy()
	in := `<h2 id="x" class="c" style="color:red">Hi</h2><p onclick="steal()">Call ` +
		`<a href="tel:+15555550100" target="_blank" name="n">us</a></p><script>alert(1)</script>` +
		`<a href="javascript:alert(1)">bad</a><img src="/logo.png" onerror="x()"><table><tr><td>1</td></tr></table>`
	got := p.Sanitize(in)
	for _, gone := range []string{"<script", "alert(1)", "onclick", "onerror", "style=", "javascript:"} {
		if strings.Contains(got, gone) {
			t.Errorf("%q survived: %s", gone, got)
		}
	}
	for _, kept := range []string{`<h2 id="x" class="c">`, `href="tel:+15555550100"`, `target="_blank"`, `name="n"`,
		`<img src="/logo.png"`, "<table>", "<td>1</td>"} {
		if !strings.Contains(got, kept) {
			t.Errorf("%q was lost: %s", kept, got)
		}
	}
}

func TestShell_ANN13_announcementsAreReadOnlyForSitesThatShowThem(t *testing.T) {
	calls := 0
	ann := fakeAnnouncements{public: func(context.Context, string, string) (announcements.Public, error) {
		calls++
		return announcements.Public{}, nil
	}}
	cfg := screentest.OKConfig()
	cfg.SiteFunc = func(_ context.Context, client, site string) (siteconfig.Site, error) {
		return siteconfig.Site{Client: client, Site: site, Enabled: true}, nil // announcements off
	}
	got, err := (&Shell{Config: cfg, Announcements: ann, Env: bff.EnvDev}).Shell(context.Background(), "a", "b")
	if err != nil {
		t.Fatal(err)
	}
	if calls != 0 {
		t.Errorf("announcements read %d times for a site that does not show them", calls)
	}
	if got.Sections["announcements"].Status != screen.StatusOK {
		t.Errorf("section %+v, want an empty ok section", got.Sections["announcements"])
	}
}

func TestShell_footersAreSanitizedAndTheStateIsComputed(t *testing.T) {
	ann := fakeAnnouncements{public: func(context.Context, string, string) (announcements.Public, error) {
		return announcements.Public{
			Banners: []announcements.Banner{effectBanner(true, EffectDisableCard)},
			Footers: []announcements.Footer{{ID: "f", Active: true, Content: siteconfig.Localized{
				En: `<p>Hi<script>x()</script></p>`, Es: `<p onclick="x()">Hola</p>`}}},
		}, nil
	}}
	cfg := screentest.OKConfig()
	cfg.SiteFunc = func(_ context.Context, client, site string) (siteconfig.Site, error) {
		return siteconfig.Site{Client: client, Site: site, Enabled: true, PaymentMethods: []string{"card", "bank"},
			Install: siteconfig.Install{ShowAnnouncements: true}}, nil
	}
	got, err := (&Shell{Config: cfg, Announcements: ann, Env: bff.EnvDev}).Shell(context.Background(), "a", "b")
	if err != nil {
		t.Fatal(err)
	}
	data, ok := got.Sections["announcements"].Data.(ShellAnnouncements)
	if !ok {
		t.Fatalf("section data %T", got.Sections["announcements"].Data)
	}
	if data.State != StateNoCard {
		t.Errorf("state %q, want noCard", data.State)
	}
	if f := data.Footers[0].Content; f.En != "<p>Hi</p>" || f.Es != "<p>Hola</p>" {
		t.Errorf("footer content not sanitized: %+v", f)
	}
}

type fakeBanners func(ctx context.Context, client, site string) ([]announcements.Banner, error)

func (f fakeBanners) Banners(ctx context.Context, client, site string) ([]announcements.Banner, error) {
	return f(ctx, client, site)
}

type fakeConfigAPI struct{ screentest.Config }

func (fakeConfigAPI) Client(context.Context, string) (siteconfig.Client, error) {
	return siteconfig.Client{}, nil
}

func TestEffectsConfig_ANN10_reducesTheSitesMethodsAndFailsOpen(t *testing.T) {
	cfg := screentest.OKConfig()
	cfg.SiteFunc = func(_ context.Context, client, site string) (siteconfig.Site, error) {
		return siteconfig.Site{Client: client, Site: site, PaymentMethods: []string{"card", "bank", "paypal"},
			Install: siteconfig.Install{ShowAnnouncements: true}}, nil
	}
	down := fakeBanners(func(context.Context, string, string) ([]announcements.Banner, error) {
		return []announcements.Banner{effectBanner(true, EffectDisableBank)}, nil
	})
	st, err := (&EffectsConfig{ConfigAPI: fakeConfigAPI{cfg}, Banners: down}).Site(context.Background(), "a", "b")
	if err != nil || !slices.Equal(st.PaymentMethods, []string{"card", "paypal"}) {
		t.Fatalf("methods %v err %v, want card and paypal", st.PaymentMethods, err)
	}

	var logs bytes.Buffer
	broken := fakeBanners(func(context.Context, string, string) ([]announcements.Banner, error) {
		return nil, errors.New("connection refused")
	})
	e := &EffectsConfig{ConfigAPI: fakeConfigAPI{cfg}, Banners: broken, Logger: slog.New(slog.NewTextHandler(&logs, nil))}
	st, err = e.Site(context.Background(), "a", "b")
	if err != nil || len(st.PaymentMethods) != 3 {
		t.Fatalf("an announcements outage changed the methods: %v err %v", st.PaymentMethods, err)
	}
	if !strings.Contains(logs.String(), "announcement effects not applied") {
		t.Errorf("no warning logged: %s", logs.String())
	}
}
