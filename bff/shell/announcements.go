package shell

import (
	"context"
	"log/slog"
	"slices"

	"github.com/microcosm-cc/bluemonday"

	"github.com/payhub/payhub/bff/checkout"
	"github.com/payhub/payhub/bff/screen"
	"github.com/payhub/payhub/bff/upstream/announcements"
	"github.com/payhub/payhub/bff/upstream/siteconfig"
)

// Announcement effects (spec 001 §3 "Effects"): an active banner carrying
// one takes a kind of payment away from its client and site (ANN-10).
const (
	EffectDisableCard = "disableCardPayments"
	EffectDisableBank = "disableBankPayments"
)

// Banner states (spec 001 §4 "Announcements"): the portal shows one fixed
// message per state above the site's own banners; "" shows none (ANN-11,
// ANN-12).
const (
	StateNone         = ""
	StateNoCard       = "noCard"
	StateNoBank       = "noBank"
	StateNoBankOrCard = "noBankOrCard"
	StateNoPayment    = "noPayment"
	StateLoginIssues  = "loginIssues"
)

// ModuleLogin is the module name of a login outage (spec 001 §3 "Module
// outage presets").
const ModuleLogin = "login"

// ShellAnnouncements is the announcements section of the shell and home
// screens: the site's public announcements, footers sanitized (ANN-07), and
// the banner state they add up to.
type ShellAnnouncements struct {
	announcements.Public
	// State is one of the State constants.
	State string `json:"state"`
}

// cardTenders are the methods an outage of card payments removes: card,
// and the mobile wallets, which charge a card.
func cardTenders() []string {
	return []string{checkout.TenderCard, checkout.TenderApplePay, checkout.TenderGooglePay}
}

// disabledBy reports which kinds of payment the active banners switch off.
func disabledBy(banners []announcements.Banner) (card, bank bool) {
	for _, b := range banners {
		if !b.Active {
			continue
		}
		card = card || slices.Contains(b.Effects, EffectDisableCard)
		bank = bank || slices.Contains(b.Effects, EffectDisableBank)
	}
	return card, bank
}

// WithoutDisabledMethods is the site's payment methods less those the active
// banners' effects switch off (ANN-10).
func WithoutDisabledMethods(methods []string, banners []announcements.Banner) []string {
	card, bank := disabledBy(banners)
	out := make([]string, 0, len(methods))
	for _, m := range methods {
		if (card && slices.Contains(cardTenders(), m)) || (bank && m == checkout.TenderBank) {
			continue
		}
		out = append(out, m)
	}
	return out
}

// BannerState is the state the site's active banners put it in: no payment
// at all when the effects leave the site no method; no card, no bank or
// neither when effects switch those off; login issues when a login outage
// is announced on a site that uses login; otherwise none.
func BannerState(banners []announcements.Banner, site siteconfig.Site) string {
	card, bank := disabledBy(banners)
	if (card || bank) && len(WithoutDisabledMethods(site.PaymentMethods, banners)) == 0 {
		return StateNoPayment
	}
	switch {
	case card && bank:
		return StateNoBankOrCard
	case card:
		return StateNoCard
	case bank:
		return StateNoBank
	}
	if !site.Login.Meta.Enabled {
		return StateNone
	}
	for _, b := range banners {
		if b.Active && slices.Contains(b.Modules, ModuleLogin) {
			return StateLoginIssues
		}
	}
	return StateNone
}

// FooterPolicy is the footer content sanitizer (spec 001 §3: only the
// attributes href, name, target, class, src and id and a fixed list of tags
// survive). The portal cleans the HTML again before showing it; cleaning it
// here as well keeps script out of every other consumer of the screen.
func FooterPolicy() *bluemonday.Policy {
	p := bluemonday.NewPolicy()
	p.AllowElements(
		"h1", "h2", "h3", "h4", "h5", "h6",
		"p", "br", "hr", "div", "span", "blockquote", "pre", "code",
		"a", "img",
		"ul", "ol", "li", "dl", "dt", "dd",
		"table", "caption", "thead", "tbody", "tfoot", "tr", "th", "td",
		"strong", "b", "em", "i", "u", "s", "small", "sub", "sup",
	)
	p.AllowAttrs("name", "target", "class", "id").Globally()
	p.AllowAttrs("href").OnElements("a")
	p.AllowAttrs("src").OnElements("img")
	p.AllowURLSchemes("http", "https", "mailto", "tel")
	p.AllowRelativeURLs(true)
	return p
}

// sanitizeFooters returns copies of footers with their content cleaned in
// both languages.
func sanitizeFooters(p *bluemonday.Policy, footers []announcements.Footer) []announcements.Footer {
	out := make([]announcements.Footer, len(footers))
	for i, f := range footers {
		f.Content.En = p.Sanitize(f.Content.En)
		f.Content.Es = p.Sanitize(f.Content.Es)
		out[i] = f
	}
	return out
}

// KnownSites is a Config that can tell the configuration it last read of
// a site without asking the service (screen.CachedConfig).
type KnownSites interface {
	KnownSite(client, site string) (siteconfig.Site, bool)
}

// shellAnnouncements reads the site's announcements for the shell, only for
// a site that shows them (ANN-13): a site with announcements switched off
// costs the announcements service nothing. Whether it shows them is in the
// site's configuration, and waiting for that before asking for the
// announcements would put two calls end to end. When the configuration
// cache already knows the site shows them (even from an expired entry),
// both are asked at once and the announcements are dropped if the fresh
// configuration says they are off now; the one wasted read happens only
// in the minutes after staff switch announcements off. A site not known,
// or known not to show them, waits for its configuration as before.
func (s *Shell) shellAnnouncements(ctx context.Context, client, site string) (ShellAnnouncements, error) {
	var early *screen.Future[announcements.Public]
	if known, ok := s.Config.(KnownSites); ok {
		if last, ok := known.KnownSite(client, site); ok && last.Install.ShowAnnouncements {
			ectx, cancel := context.WithCancel(ctx)
			defer cancel() // an unused read is not waited for
			early = screen.GoFuture(ectx, AnnouncementsBudget, func(ctx context.Context) (announcements.Public, error) {
				return s.Announcements.Public(ctx, client, site)
			})
		}
	}
	cfg, err := s.Config.Site(ctx, client, site)
	if err != nil {
		return ShellAnnouncements{}, err
	}
	if !cfg.Install.ShowAnnouncements {
		return ShellAnnouncements{}, nil
	}
	var pub announcements.Public
	if early != nil {
		pub, err = early.Wait(ctx)
	} else {
		pub, err = s.Announcements.Public(ctx, client, site)
	}
	if err != nil {
		return ShellAnnouncements{}, err
	}
	pub.Footers = sanitizeFooters(s.footerPolicy(), pub.Footers)
	return ShellAnnouncements{Public: pub, State: BannerState(pub.Banners, cfg)}, nil
}

func (s *Shell) footerPolicy() *bluemonday.Policy {
	s.policyOnce.Do(func() { s.policy = FooterPolicy() })
	return s.policy
}

// BannerLister is what the effects decorator needs of the announcements
// service.
type BannerLister interface {
	Banners(ctx context.Context, client, site string) ([]announcements.Banner, error)
}

// EffectsConfig is a ConfigAPI whose sites' payment methods lose what the
// active banners' effects switch off (ANN-10), so that every consumer
// (checkout tenders, wallets, PayPal, check-out itself) sees the same list.
// Put it under the cache: an announcement then takes effect within the
// cache's time to live. When the banners cannot be read the methods are
// kept as configured and a warning is logged: an announcements outage must
// not stop payments.
type EffectsConfig struct {
	screen.ConfigAPI
	Banners BannerLister
	Logger  *slog.Logger
}

var _ screen.ConfigAPI = (*EffectsConfig)(nil)

// Site returns the site's configuration with its payment methods reduced by
// the active banners' effects.
func (e *EffectsConfig) Site(ctx context.Context, client, site string) (siteconfig.Site, error) {
	st, err := e.ConfigAPI.Site(ctx, client, site)
	if err != nil || !st.Install.ShowAnnouncements {
		return st, err
	}
	bctx, cancel := context.WithTimeout(ctx, AnnouncementsBudget)
	defer cancel()
	banners, berr := e.Banners.Banners(bctx, client, site)
	if berr != nil {
		if e.Logger != nil {
			e.Logger.WarnContext(ctx, "announcement effects not applied: banners unavailable",
				"client", client, "site", site, "err", berr)
		}
		return st, nil
	}
	st.PaymentMethods = WithoutDisabledMethods(st.PaymentMethods, banners)
	return st, nil
}
