package announcements_test

import (
	"slices"
	"testing"
	"time"

	"github.com/payhub/payhub/bff/upstream/announcements"
)

// ANN-18: the audit of a change to an announcement shared by two clients
// shows a member of one client only their own pair and no before/after
// summaries, which list every pair; a change only to the member's own
// pairs keeps its summaries.
func TestAdminAudit_ANN18_aSharedChangeShowsOnlyTheMembersPairsAndNoSummaries(t *testing.T) {
	r := newAdminRig(t)
	ctx := t.Context()
	shared := cardDown(sunshineDemo, moonbeamPay)
	shared.ID, shared.CreatedAt = "shared-outage", time.Now()
	if err := r.srv.DB().Announcements().SaveBanner(ctx, shared, true, announcements.AuditEntry{At: time.Now(),
		Who: "vendor", Kind: announcements.KindBanners, ID: shared.ID, Action: announcements.ActionCreate,
		ClientSites: shared.ClientSites, After: "cardDown on sunshine/demo, moonbeam/pay"}); err != nil {
		t.Fatal(err)
	}
	sun := r.as(sunshineAdmin)
	mine, err := sun.CreateBanner(ctx, cardDown(sunshineKiosk))
	if err != nil {
		t.Fatal(err)
	}

	for name, c := range map[string]struct {
		email string
		pair  announcements.ClientSite
	}{
		"sunshine": {sunshineAdmin, sunshineDemo},
		"moonbeam": {moonbeamAdmin, moonbeamPay},
	} {
		entries, err := r.as(c.email).Audit(ctx)
		if err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		i := slices.IndexFunc(entries, func(e announcements.AuditEntry) bool { return e.ID == shared.ID })
		if i < 0 {
			t.Fatalf("%s's audit has no entry of the shared banner: %+v", name, entries)
		}
		if e := entries[i]; !slices.Equal(e.ClientSites, []announcements.ClientSite{c.pair}) || e.Before != "" || e.After != "" {
			t.Errorf("%s sees the shared change as %+v; want only %v and no summaries", name, e, c.pair)
		}
	}
	entries, err := sun.Audit(ctx)
	if err != nil {
		t.Fatal(err)
	}
	if i := slices.IndexFunc(entries, func(e announcements.AuditEntry) bool { return e.ID == mine.ID }); i < 0 || entries[i].After == "" {
		t.Errorf("sunshine's own change %+v; want it with its summary", entries)
	}
}
