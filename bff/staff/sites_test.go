package staff_test

import (
	"context"
	"testing"

	"github.com/payhub/payhub/bff"
	"github.com/payhub/payhub/bff/staff"
	"github.com/payhub/payhub/bff/upstream/login"
	"github.com/payhub/payhub/bff/upstream/siteconfig"
)

// configOf is a site configuration of two clients.
type configOf map[string]siteconfig.Site

func (c configOf) Client(_ context.Context, client string) (siteconfig.Client, error) {
	d := siteconfig.Client{Client: client, Title: client + " County"}
	for key := range c {
		if len(key) > len(client) && key[:len(client)+1] == client+"/" {
			d.Sites = append(d.Sites, bff.SiteRef{Site: key[len(client)+1:], Enabled: true})
		}
	}
	if len(d.Sites) == 0 {
		return siteconfig.Client{}, bff.Errorf(bff.CodeNotFound, "no client")
	}
	return d, nil
}

func (c configOf) Site(_ context.Context, client, site string) (siteconfig.Site, error) {
	st, ok := c[client+"/"+site]
	if !ok {
		return siteconfig.Site{}, bff.Errorf(bff.CodeNotFound, "no site")
	}
	return st, nil
}

// site is an enabled site that shows announcements or not and uses
// scheduled payments or not; it signs residents in either way, since the
// scheduled payments rule is Install.EnableSchedPay alone.
func site(announcements, schedPay bool) siteconfig.Site {
	var st siteconfig.Site
	st.Enabled = true
	st.Install.ShowAnnouncements = announcements
	st.Install.EnableSchedPay = schedPay
	st.Login.Meta.Enabled = true
	return st
}

func TestSites_SCHED04_SCHED05_ANN18_ANN19_onlyTheMembersSitesThatUseTheFeature(t *testing.T) {
	cfg := configOf{
		"sunshine/demo": site(true, true), "sunshine/kiosk": site(false, true), "sunshine/quiet": site(true, false),
		"moonbeam/pay": site(true, true),
	}
	m := staff.NewMember(login.Staff{Subject: "u", Sites: login.Sites{"sunshine/*", "moonbeam/gone"}}, "t")
	names := func(feature string) []string {
		refs, err := staff.Sites(t.Context(), cfg, m, feature)
		if err != nil {
			t.Fatal(err)
		}
		var out []string
		for _, r := range refs {
			out = append(out, r.Client+"/"+r.Site)
		}
		return out
	}
	if got := names(staff.FeatureAnnouncements); len(got) != 2 || got[0] != "sunshine/demo" || got[1] != "sunshine/quiet" {
		t.Errorf("announcements: %v", got)
	}
	if got := names(staff.FeatureSchedPay); len(got) != 2 || got[0] != "sunshine/demo" || got[1] != "sunshine/kiosk" {
		t.Errorf("schedpay: %v", got)
	}
	if _, err := staff.Sites(t.Context(), cfg, m, "other"); bff.ErrorCode(err) != bff.CodeInvalid {
		t.Errorf("unknown feature: %v", err)
	}
}
