package staff

import (
	"context"
	"slices"
	"strings"

	"github.com/payhub/payhub/bff"
	"github.com/payhub/payhub/bff/staffplans"
	"github.com/payhub/payhub/bff/upstream/login"
	"github.com/payhub/payhub/bff/upstream/siteconfig"
)

// Features a staff console acts on, by which GET /admin/sites filters.
const (
	// FeatureAnnouncements: sites that show announcements (ANN-19).
	FeatureAnnouncements = "announcements"
	// FeatureSchedPay: sites where residents keep scheduled payments
	// (SCHED-05).
	FeatureSchedPay = "schedpay"
)

// Config is the site configuration the console reads (the BFF's cached
// configuration).
type Config interface {
	Client(ctx context.Context, client string) (siteconfig.Client, error)
	Site(ctx context.Context, client, site string) (siteconfig.Site, error)
}

// SiteRef is one client/site a member may act for.
type SiteRef struct {
	Client string `json:"client"`
	Site   string `json:"site"`
	// Title is the client's title, for the console's choices.
	Title string `json:"title"`
}

// uses reports whether st uses feature. Announcements: the site shows them
// (ANN-19, Install.ShowAnnouncements). Scheduled payments: the staff plan
// screen's own rule (staffplans.UsesSchedPay, SCHED-05), so that the sites
// listed here are those a plan may be made on.
func uses(feature string, st siteconfig.Site) bool {
	switch feature {
	case FeatureAnnouncements:
		return st.Install.ShowAnnouncements
	case FeatureSchedPay:
		return staffplans.UsesSchedPay(st)
	}
	return false
}

// Sites are the client/site pairs m may act for (SCHED-04, ANN-18) that
// use feature (SCHED-05, ANN-19), sorted. A "client/*" pair stands for
// every site the client's descriptor lists; a client or site the
// configuration does not know is left out.
func Sites(ctx context.Context, cfg Config, m Member, feature string) ([]SiteRef, error) {
	if feature != FeatureAnnouncements && feature != FeatureSchedPay {
		return nil, bff.Errorf(bff.CodeInvalid, "Name a feature: %s or %s.", FeatureAnnouncements, FeatureSchedPay)
	}
	out := []SiteRef{}
	seen := map[string]bool{}
	for _, e := range m.Sites {
		client, site, ok := strings.Cut(strings.ToLower(e), "/")
		if !ok || client == "" || site == "" {
			continue
		}
		desc, err := cfg.Client(ctx, client)
		if bff.ErrorCode(err) == bff.CodeNotFound {
			continue
		}
		if err != nil {
			return nil, err
		}
		names := []string{site}
		if site == login.AllSites {
			names = names[:0]
			for _, ref := range desc.Sites {
				names = append(names, strings.ToLower(ref.Site))
			}
		}
		for _, s := range names {
			key := client + "/" + s
			if seen[key] {
				continue
			}
			seen[key] = true
			ok, err := siteUses(ctx, cfg, client, s, feature)
			if err != nil {
				return nil, err
			}
			if ok {
				out = append(out, SiteRef{Client: client, Site: s, Title: desc.Title})
			}
		}
	}
	slices.SortFunc(out, func(a, b SiteRef) int {
		return strings.Compare(a.Client+"/"+a.Site, b.Client+"/"+b.Site)
	})
	return out, nil
}

// siteUses reports whether client's site uses feature; a site the
// configuration does not know uses nothing.
func siteUses(ctx context.Context, cfg Config, client, site, feature string) (bool, error) {
	st, err := cfg.Site(ctx, strings.ToLower(client), strings.ToLower(site))
	if bff.ErrorCode(err) == bff.CodeNotFound {
		return false, nil
	}
	if err != nil {
		return false, err
	}
	return uses(feature, st), nil
}
