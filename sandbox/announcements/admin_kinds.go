package announcements

import (
	"fmt"
	"slices"
	"strings"
	"time"
	"unicode/utf8"

	"github.com/payhub/payhub/bff"
	"github.com/payhub/payhub/bff/upstream/announcements"
	"github.com/payhub/payhub/bff/upstream/siteconfig"
)

// Limits of a posted announcement. The specification names none; these
// keep a banner a line or two, a notification a paragraph and a footer a
// page, and the pairs of one announcement to a county's sites.
const (
	maxPairs        = 50
	maxBannerText   = 1000
	maxFriendlyType = 100
	maxSubject      = 200
	maxNoticeText   = 4000
	maxTags         = 10
	maxTag          = 50
	maxFooterLine   = 200
	maxFooterHTML   = 20000
)

func bannerKind(s AdminStore) kindOf[announcements.Banner] {
	type B = announcements.Banner
	return kindOf[B]{
		kind: announcements.KindBanners, list: s.Banners, save: s.SaveBanner,
		wrap:  func(l []B) any { return announcements.BannersResponse{Banners: l} },
		id:    func(b *B) *string { return &b.ID },
		pairs: func(b B) []announcements.ClientSite { return b.ClientSites },
		restrict: func(b *B, allowed func(announcements.ClientSite) bool) bool {
			return restrictPairs(&b.ClientSites, allowed)
		},
		prepare: func(b *B, now time.Time) {
			b.ClientSites = normalPairs(b.ClientSites)
			b.Text = trimmed(b.Text)
			b.FriendlyType = strings.TrimSpace(b.FriendlyType)
			b.Methods, b.Modules, b.Effects = set(b.Methods), set(b.Modules), set(b.Effects)
			b.CreatedAt = now
		},
		validate: validateBanner,
		matches: func(b B, f announcements.Filter) bool {
			return anyOf(b.Modules, f.Modules) && anyOf(b.Methods, f.PaymentMethods)
		},
		summary: func(b B) string {
			return fmt.Sprintf("%s, %s, %s: %s", b.Type, activeWord(b.Active), pairList(b.ClientSites), short(b.Text.En))
		},
	}
}

func notificationKind(s AdminStore) kindOf[announcements.Notification] {
	type N = announcements.Notification
	return kindOf[N]{
		kind: announcements.KindNotifications, list: s.Notifications, save: s.SaveNotification,
		wrap:  func(l []N) any { return announcements.NotificationsResponse{Notifications: l} },
		id:    func(n *N) *string { return &n.ID },
		pairs: func(n N) []announcements.ClientSite { return n.ClientSites },
		restrict: func(n *N, allowed func(announcements.ClientSite) bool) bool {
			return restrictPairs(&n.ClientSites, allowed)
		},
		prepare: func(n *N, now time.Time) {
			n.ClientSites = normalPairs(n.ClientSites)
			n.Subject, n.Text = trimmed(n.Subject), trimmed(n.Text)
			n.Tags = set(n.Tags)
			n.CreatedAt = now
		},
		validate: validateNotification,
		matches:  noBannerFilter[N],
		summary: func(n N) string {
			return fmt.Sprintf("%s, %s: %s", activeWord(n.Active), pairList(n.ClientSites), short(n.Subject.En))
		},
	}
}

func footerKind(s AdminStore) kindOf[announcements.Footer] {
	type F = announcements.Footer
	return kindOf[F]{
		kind: announcements.KindFooters, list: s.Footers, save: s.SaveFooter,
		wrap: func(l []F) any { return announcements.FootersResponse{Footers: l} },
		id:   func(f *F) *string { return &f.ID },
		pairs: func(f F) []announcements.ClientSite {
			return []announcements.ClientSite{{Client: f.Client, Site: f.Site}}
		},
		restrict: func(f *F, allowed func(announcements.ClientSite) bool) bool {
			return allowed(announcements.ClientSite{Client: f.Client, Site: f.Site})
		},
		prepare: func(f *F, _ time.Time) {
			f.Client, f.Site = strings.ToLower(strings.TrimSpace(f.Client)), strings.ToLower(strings.TrimSpace(f.Site))
			f.Title, f.Headline, f.Content = trimmed(f.Title), trimmed(f.Headline), trimmed(f.Content)
		},
		validate: validateFooter,
		matches:  noBannerFilter[F],
		summary: func(f F) string {
			return fmt.Sprintf("%s, %s/%s: %s", activeWord(f.Active), f.Client, f.Site, short(f.Title.En))
		},
	}
}

// validateBanner checks a banner's fields (ANN-03).
func validateBanner(b announcements.Banner) error {
	if err := validatePairs(b.ClientSites); err != nil {
		return err
	}
	if err := validateText("text", b.Text, maxBannerText, true); err != nil {
		return err
	}
	if !slices.Contains(announcements.BannerTypes(), b.Type) {
		return invalid("type must be one of %s.", strings.Join(announcements.BannerTypes(), ", "))
	}
	if utf8.RuneCountInString(b.FriendlyType) > maxFriendlyType {
		return invalid("friendlyType has at most %d characters.", maxFriendlyType)
	}
	for _, c := range []struct {
		field       string
		got, within []string
	}{
		{"methods", b.Methods, announcements.Methods()},
		{"modules", b.Modules, announcements.Modules()},
		{"effects", b.Effects, announcements.Effects()},
	} {
		for _, v := range c.got {
			if !slices.Contains(c.within, v) {
				return invalid("%s holds %q; each must be one of %s.", c.field, v, strings.Join(c.within, ", "))
			}
		}
	}
	return validateLocale(b.Locale)
}

// validateNotification checks a notification's fields (ANN-04).
func validateNotification(n announcements.Notification) error {
	if err := validatePairs(n.ClientSites); err != nil {
		return err
	}
	if err := validateText("subject", n.Subject, maxSubject, true); err != nil {
		return err
	}
	if err := validateText("text", n.Text, maxNoticeText, true); err != nil {
		return err
	}
	if len(n.Tags) > maxTags {
		return invalid("tags holds at most %d tags.", maxTags)
	}
	for _, t := range n.Tags {
		if strings.TrimSpace(t) == "" || utf8.RuneCountInString(t) > maxTag {
			return invalid("Each tag has 1 to %d characters.", maxTag)
		}
	}
	return validateLocale(n.Locale)
}

// validateFooter checks a footer's fields (ANN-06). Its content is HTML,
// which the BFF sanitises before showing (ANN-07).
func validateFooter(f announcements.Footer) error {
	if !validName(f.Client) || !validName(f.Site) {
		return invalid("client and site are lowercase names of letters, digits and '-'.")
	}
	if err := validateText("title", f.Title, maxFooterLine, true); err != nil {
		return err
	}
	if err := validateText("headline", f.Headline, maxFooterLine, false); err != nil {
		return err
	}
	return validateText("content", f.Content, maxFooterHTML, true)
}

func validatePairs(pairs []announcements.ClientSite) error {
	if len(pairs) == 0 || len(pairs) > maxPairs {
		return invalid("clientSites holds 1 to %d client/site pairs.", maxPairs)
	}
	for _, cs := range pairs {
		if !validName(cs.Client) || !validName(cs.Site) {
			return invalid("Each clientSites pair has a client and a site: lowercase names of letters, digits and '-'.")
		}
	}
	return nil
}

// validateText checks both languages of a text: each set when required,
// and none longer than limit.
func validateText(field string, l siteconfig.Localized, limit int, required bool) error {
	for lang, v := range map[string]string{"en": l.En, "es": l.Es} {
		if required && v == "" {
			return invalid("%s.%s is required: the text in English (en) and in Spanish (es).", field, lang)
		}
		if utf8.RuneCountInString(v) > limit {
			return invalid("%s.%s has at most %d characters.", field, lang, limit)
		}
	}
	return nil
}

func validateLocale(l string) error {
	if l != "" && l != "en" && l != "es" {
		return invalid("locale is en, es or empty.")
	}
	return nil
}

// validName reports whether a client or site name is lowercase letters,
// digits and '-', 1 to 63 of them, beginning with a letter or digit.
func validName(s string) bool {
	if s == "" || len(s) > 63 {
		return false
	}
	for i, c := range s {
		if !(c >= 'a' && c <= 'z' || c >= '0' && c <= '9' || (i > 0 && c == '-')) {
			return false
		}
	}
	return true
}

func invalid(format string, args ...any) error {
	return bff.Errorf(bff.CodeInvalid, format, args...)
}

// normalPairs lowercases and trims pairs and drops repeats.
func normalPairs(pairs []announcements.ClientSite) []announcements.ClientSite {
	out := []announcements.ClientSite{}
	for _, cs := range pairs {
		cs = announcements.ClientSite{Client: strings.ToLower(strings.TrimSpace(cs.Client)),
			Site: strings.ToLower(strings.TrimSpace(cs.Site))}
		if !slices.Contains(out, cs) {
			out = append(out, cs)
		}
	}
	return out
}

// set trims the values and drops repeats, keeping the order; never nil.
func set(list []string) []string {
	out := []string{}
	for _, v := range list {
		if v = strings.TrimSpace(v); !slices.Contains(out, v) {
			out = append(out, v)
		}
	}
	return out
}

func trimmed(l siteconfig.Localized) siteconfig.Localized {
	return siteconfig.Localized{En: strings.TrimSpace(l.En), Es: strings.TrimSpace(l.Es)}
}

// anyOf reports whether have holds one of want, or want is empty.
func anyOf(have, want []string) bool {
	return len(want) == 0 || slices.ContainsFunc(want, func(w string) bool { return slices.Contains(have, w) })
}

// noBannerFilter is the matches of a kind without modules or methods: a
// filter on them matches none of it.
func noBannerFilter[T any](_ T, f announcements.Filter) bool {
	return len(f.Modules) == 0 && len(f.PaymentMethods) == 0
}

func activeWord(active bool) string {
	if active {
		return "active"
	}
	return "inactive"
}

func pairList(pairs []announcements.ClientSite) string {
	s := make([]string, len(pairs))
	for i, cs := range pairs {
		s[i] = cs.Client + "/" + cs.Site
	}
	return strings.Join(s, " ")
}

// short is the start of a text for the audit's one-line summary.
func short(s string) string {
	const n = 80
	if utf8.RuneCountInString(s) <= n {
		return s
	}
	return string([]rune(s)[:n]) + "…"
}
