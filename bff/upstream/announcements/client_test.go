package announcements_test

import (
	"net/http"
	"net/http/httptest"
	"strings"
	"sync/atomic"
	"testing"

	"github.com/payhub/payhub/bff"
	"github.com/payhub/payhub/bff/upstream"
	"github.com/payhub/payhub/bff/upstream/announcements"
	"github.com/payhub/payhub/sandbox"
)

// startSandbox starts the real sandbox on a fresh database, with wrap (if
// any) around its handler, and returns its URL.
func startSandbox(t *testing.T, wrap func(http.Handler) http.Handler) string {
	t.Helper()
	srv, err := sandbox.New(t.Context(), sandbox.Options{Dir: t.TempDir()})
	if err != nil {
		t.Fatalf("sandbox.New: %v", err)
	}
	t.Cleanup(func() {
		if err := srv.Close(); err != nil {
			t.Errorf("sandbox Close: %v", err)
		}
	})
	h := srv.Handler()
	if wrap != nil {
		h = wrap(h)
	}
	ts := httptest.NewServer(h)
	t.Cleanup(ts.Close)
	return ts.URL
}

// clientAt returns an announcements client whose base URL is base.
func clientAt(t *testing.T, base string) *announcements.Client {
	t.Helper()
	pool := upstream.NewPool(upstream.Options{})
	t.Cleanup(pool.Close)
	return announcements.NewClient(pool.Client("announcements", base))
}

func newClient(t *testing.T, wrap func(http.Handler) http.Handler) *announcements.Client {
	t.Helper()
	return clientAt(t, startSandbox(t, wrap)+sandbox.PrefixAnnouncements)
}

func ids[T any](list []T, id func(T) string) []string {
	out := make([]string, len(list))
	for i, v := range list {
		out[i] = id(v)
	}
	return out
}

func bannerID(b announcements.Banner) string             { return b.ID }
func notificationID(n announcements.Notification) string { return n.ID }
func footerID(f announcements.Footer) string             { return f.ID }

func TestBanners_API45_holdOnlyTheActiveBannersOfThatSite(t *testing.T) {
	list, err := newClient(t, nil).Banners(t.Context(), "sunshine", "demo")
	if err != nil {
		t.Fatalf("Banners: %v", err)
	}
	// The seed also has a banner of sunshine/kiosk and two of moonbeam/pay.
	if got := ids(list, bannerID); len(got) != 1 || got[0] != "sunshine-demo-info" {
		t.Fatalf("banners = %v, want only sunshine-demo-info", got)
	}
	b := list[0]
	if b.Type != "info" || !b.Active || b.Text.En == "" || b.Text.Es == "" || b.CreatedAt.IsZero() {
		t.Errorf("banner = %+v, want an active info banner in en and es with its creation time", b)
	}
	if len(b.ClientSites) != 1 || b.ClientSites[0] != (announcements.ClientSite{Client: "sunshine", Site: "demo"}) {
		t.Errorf("clientSites = %+v, want sunshine/demo", b.ClientSites)
	}
}

func TestNotifications_API45_leaveOutInactiveOnes(t *testing.T) {
	list, err := newClient(t, nil).Notifications(t.Context(), "sunshine", "demo")
	if err != nil {
		t.Fatalf("Notifications: %v", err)
	}
	// The seed also has an inactive sunshine/demo notification.
	if got := ids(list, notificationID); len(got) != 1 || got[0] != "sunshine-holiday-hours" {
		t.Fatalf("notifications = %v, want only sunshine-holiday-hours", got)
	}
	if n := list[0]; n.Subject.Es == "" || n.Subject.Es == n.Subject.En || n.Text.Es == "" {
		t.Errorf("notification = %+v, want its own Spanish subject and text", n)
	}
}

func TestFooters_API45_holdTheSitesActiveFooterWithHTML(t *testing.T) {
	list, err := newClient(t, nil).Footers(t.Context(), "sunshine", "demo")
	if err != nil {
		t.Fatalf("Footers: %v", err)
	}
	// The seed also has an inactive sunshine/demo footer and a moonbeam one.
	if got := ids(list, footerID); len(got) != 1 || got[0] != "sunshine-demo-contact" {
		t.Fatalf("footers = %v, want only sunshine-demo-contact", got)
	}
	f := list[0]
	if !strings.Contains(f.Content.En, "<a ") || !strings.Contains(f.Content.Es, "<a ") || f.Content.Es == f.Content.En {
		t.Errorf("footer content = %+v, want HTML in en and es", f.Content)
	}
}

func TestBannersAndNotifications_ANN15_comeNewestFirst(t *testing.T) {
	c := newClient(t, nil)
	// moonbeam/pay's pairs are seeded oldest first, with ids in that order.
	banners, err := c.Banners(t.Context(), "moonbeam", "pay")
	if err != nil {
		t.Fatalf("Banners: %v", err)
	}
	if got := ids(banners, bannerID); len(got) != 2 || got[0] != "moonbeam-banner-2" || got[1] != "moonbeam-banner-1" {
		t.Errorf("banners = %v, want moonbeam-banner-2 then moonbeam-banner-1", got)
	} else if !banners[0].CreatedAt.After(banners[1].CreatedAt) {
		t.Errorf("banner times %v, %v are not newest first", banners[0].CreatedAt, banners[1].CreatedAt)
	}
	notes, err := c.Notifications(t.Context(), "moonbeam", "pay")
	if err != nil {
		t.Fatalf("Notifications: %v", err)
	}
	if got := ids(notes, notificationID); len(got) != 2 || got[0] != "moonbeam-notice-2" || got[1] != "moonbeam-notice-1" {
		t.Errorf("notifications = %v, want moonbeam-notice-2 then moonbeam-notice-1", got)
	}
}

func TestPublic_API45_fetchesTheThreeListsInParallel(t *testing.T) {
	// Each public read waits until all three have arrived, so the calls
	// complete only if they are in flight at once; one after another, the
	// first would wait until its time-out.
	var arrived atomic.Int32
	all := make(chan struct{})
	barrier := func(next http.Handler) http.Handler {
		return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
			if strings.Contains(r.URL.Path, "/pub/") {
				if arrived.Add(1) == 3 {
					close(all)
				}
				select {
				case <-all:
				case <-r.Context().Done():
					return
				}
			}
			next.ServeHTTP(w, r)
		})
	}
	p, err := newClient(t, barrier).Public(t.Context(), "sunshine", "demo")
	if err != nil {
		t.Fatalf("Public: %v (the three reads did not run in parallel)", err)
	}
	if len(p.Banners) != 1 || len(p.Notifications) != 1 || len(p.Footers) != 1 {
		t.Errorf("public = %d banners, %d notifications, %d footers; want 1 of each",
			len(p.Banners), len(p.Notifications), len(p.Footers))
	}
}

func TestPublic_aFailedListFailsTheWhole(t *testing.T) {
	refuseFooters := func(next http.Handler) http.Handler {
		return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
			if strings.HasSuffix(r.URL.Path, "/footers") {
				http.Error(w, `{"error":{"code":"forbidden","message":"no"}}`, http.StatusForbidden)
				return
			}
			next.ServeHTTP(w, r)
		})
	}
	p, err := newClient(t, refuseFooters).Public(t.Context(), "sunshine", "demo")
	if got := bff.ErrorCode(err); got != bff.CodeForbidden {
		t.Fatalf("code %q (%v), want %q", got, err, bff.CodeForbidden)
	}
	if p.Banners != nil || p.Notifications != nil || p.Footers != nil {
		t.Errorf("public = %+v, want nothing on failure", p)
	}
}

func TestPublic_aSiteWithoutAnnouncementsHasEmptyLists(t *testing.T) {
	p, err := newClient(t, nil).Public(t.Context(), "sunshine", "nowhere")
	if err != nil {
		t.Fatalf("Public: %v", err)
	}
	if len(p.Banners)+len(p.Notifications)+len(p.Footers) != 0 {
		t.Errorf("public = %+v, want empty lists", p)
	}
}

func TestAWrongBaseURLIsNotFound(t *testing.T) {
	c := clientAt(t, startSandbox(t, nil)+"/svc/no-such-service")
	_, err := c.Banners(t.Context(), "sunshine", "demo")
	if got := bff.ErrorCode(err); got != bff.CodeNotFound {
		t.Fatalf("code %q (%v), want %q", got, err, bff.CodeNotFound)
	}
}

func TestPing_API46_answers(t *testing.T) {
	if err := newClient(t, nil).Ping(t.Context()); err != nil {
		t.Fatalf("Ping: %v", err)
	}
}
