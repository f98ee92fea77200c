package staffplans

import (
	"context"
	"strings"

	"github.com/payhub/payhub/bff"
	"github.com/payhub/payhub/bff/upstream/siteconfig"
)

// Site is a site a staff member may set plans up on.
type Site struct {
	Client      string `json:"client"`
	Site        string `json:"site"`
	ClientTitle string `json:"clientTitle"`
}

// Sites are the sites of clients (ClientsOf the member's pairs) that m may
// act for (SCHED-04) and that use scheduled payments, enabled
// (SCHED-05), in the clients' order and each client's. A client the
// configuration does not know is left out; m needs a scope of ROLE-28.
func (s *Service) Sites(ctx context.Context, m Member, clients []string) ([]Site, error) {
	if !mayCreate(m) {
		return nil, forbidden("The staff member may not set up scheduled payments.")
	}
	out := []Site{}
	for _, c := range clients {
		desc, err := s.Config.Client(ctx, c)
		if bff.ErrorCode(err) == bff.CodeNotFound {
			continue
		}
		if err != nil {
			return nil, err
		}
		for _, ref := range desc.Sites {
			if !ref.Enabled || !m.Allows(desc.Client, ref.Site) {
				continue
			}
			ok, err := s.usesSchedPay(ctx, desc.Client, ref.Site)
			if err != nil {
				return nil, err
			}
			if ok {
				out = append(out, Site{Client: desc.Client, Site: ref.Site, ClientTitle: desc.Title})
			}
		}
	}
	return out, nil
}

// usesSchedPay reports whether client's site is enabled and uses scheduled
// payments (SCHED-05); an unknown site does not.
func (s *Service) usesSchedPay(ctx context.Context, client, site string) (bool, error) {
	cfg, err := s.Config.Site(ctx, client, site)
	if bff.ErrorCode(err) == bff.CodeNotFound {
		return false, nil
	}
	if err != nil {
		return false, err
	}
	return UsesSchedPay(cfg), nil
}

// UsesSchedPay is SCHED-05's one rule, for the console's plan screen and
// for GET /admin/sites?feature=schedpay alike: the site is enabled and its
// configuration turns scheduled payments on (Install.EnableSchedPay).
func UsesSchedPay(cfg siteconfig.Site) bool { return cfg.Enabled && cfg.Install.EnableSchedPay }

// checkSite is SCHED-04 and SCHED-05 for a plan of client's site: the
// member may act for it and it uses scheduled payments.
func (s *Service) checkSite(ctx context.Context, m Member, client, site string) error {
	client, site = strings.TrimSpace(client), strings.TrimSpace(site)
	if !m.Allows(client, site) {
		return forbidden("The staff member may not act for %s/%s.", client, site)
	}
	ok, err := s.usesSchedPay(ctx, client, site)
	if err != nil {
		return err
	}
	if !ok {
		return forbidden("%s/%s does not use scheduled payments.", client, site)
	}
	return nil
}
