package payables_test

import (
	"context"
	"net/http"
	"strings"
	"testing"
	"time"

	"github.com/payhub/payhub/bff"
	"github.com/payhub/payhub/bff/upstream/payables"
)

func TestOffices_API26_DLV05_lookupWithClientAndTypeOfficesListsOfficesWithAvailability(t *testing.T) {
	var query string
	c := newClient(t, func(h http.Handler) http.Handler {
		return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
			if strings.HasSuffix(r.URL.Path, "/v0/lookup") {
				query = r.URL.RawQuery
			}
			h.ServeHTTP(w, r)
		})
	})
	list, err := c.Offices(t.Context(), "sunshine", bff.Spanish)
	if err != nil {
		t.Fatal(err)
	}
	if query != "client=sunshine&type=offices" {
		t.Errorf("query %q, want client and type offices", query)
	}
	if len(list) != 3 {
		t.Fatalf("%d offices, want 3", len(list))
	}
	o := list[0]
	if o.LocationID != "downtown" || !strings.Contains(o.Description, "Recaudador") || o.Location == "" ||
		o.MapLocation == "" || !strings.Contains(o.OfficeHours, "lunes") || o.Information == "" {
		t.Errorf("office %+v, want every field, in Spanish", o)
	}
	if len(o.Availability) != 7 {
		t.Fatalf("availability %+v, want the next 7 days", o.Availability)
	}
	for _, a := range o.Availability {
		day, err := time.Parse("2006-01-02", a.Date)
		weekend := err == nil && (day.Weekday() == time.Saturday || day.Weekday() == time.Sunday)
		if err != nil || a.Open == weekend {
			t.Errorf("downtown on %s open %v, want open on weekdays only", a.Date, a.Open)
		}
	}
	if none, err := c.Offices(t.Context(), "moonbeam", bff.English); err != nil || len(none) != 0 {
		t.Errorf("another client's offices: %+v %v, want none", none, err)
	}
}

func TestOffices_timeOutIsCodeTimeout(t *testing.T) {
	c := newClient(t, func(h http.Handler) http.Handler {
		return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
			<-r.Context().Done() // never answers; the caller's deadline ends the call
		})
	})
	ctx, cancel := context.WithTimeout(t.Context(), 50*time.Millisecond)
	defer cancel()
	if _, err := c.Offices(ctx, "sunshine", bff.English); bff.ErrorCode(err) != bff.CodeTimeout {
		t.Fatalf("err %v, want %s", err, bff.CodeTimeout)
	}
	if payables.OfficeLookupTimeout != 5*time.Second {
		t.Errorf("office lookup time-out %v, want spec 000 §9's 5 s", payables.OfficeLookupTimeout)
	}
}
