package payables

import (
	"context"
	"net/http"
	"net/url"
	"time"

	"github.com/payhub/payhub/bff"
	"github.com/payhub/payhub/bff/upstream"
)

// OfficeLookupTimeout is the office lookup's time-out (spec 000 §9: "Office
// lookup timeout 5 s").
const OfficeLookupTimeout = 5 * time.Second

// LookupOffices is the lookup type of the offices where renewals are picked
// up (spec 000 §7: "payables lookup with query client and type offices").
const LookupOffices = "offices"

// Office is an office where a renewal can be picked up (spec 000 §3
// "Office location").
type Office struct {
	LocationID   string         `json:"locationId"`
	Description  string         `json:"description"`
	Location     string         `json:"location"`
	MapLocation  string         `json:"mapLocation"`
	OfficeHours  string         `json:"officeHours"`
	Information  string         `json:"information"`
	Availability []Availability `json:"availability"`
}

// Availability says whether an office is open on a date (YYYY-MM-DD).
type Availability struct {
	Date string `json:"date"`
	Open bool   `json:"open"`
}

// LookupResponse is the answer of GET /v0/lookup?type=offices.
type LookupResponse struct {
	Locations []Office `json:"locations"`
}

// Offices returns the client's pick-up offices (GET
// /v0/lookup?client={client}&type=offices) within OfficeLookupTimeout, or
// the caller's deadline when it is sooner. A time-out is bff.CodeTimeout.
func (c *Client) Offices(ctx context.Context, client string, lang bff.Language) ([]Office, error) {
	var out LookupResponse
	err := c.c.Do(ctx, upstream.Call{
		Method:  http.MethodGet,
		Path:    "/v0/lookup",
		Query:   url.Values{"client": {client}, "type": {LookupOffices}},
		Route:   "GET /v0/lookup",
		Header:  acceptLanguage(lang),
		Timeout: OfficeLookupTimeout,
	}, &out)
	if out.Locations == nil {
		out.Locations = []Office{}
	}
	return out.Locations, err
}
