// Package announcements holds the wire types and client of the
// announcements service (spec 001 §3 "Announcements", §7).
package announcements

import (
	"time"

	"github.com/payhub/payhub/bff/upstream/siteconfig"
)

// ClientSite is one client and site an announcement applies to.
type ClientSite struct {
	Client string `json:"client"`
	Site   string `json:"site"`
}

// Banner is a strip message about payment methods or modules.
type Banner struct {
	ID           string               `json:"id"`
	ClientSites  []ClientSite         `json:"clientSites"`
	Text         siteconfig.Localized `json:"text"`
	Methods      []string             `json:"methods"`
	Modules      []string             `json:"modules"`
	Type         string               `json:"type"`
	FriendlyType string               `json:"friendlyType"`
	Active       bool                 `json:"active"`
	Locale       string               `json:"locale,omitempty"`
	Effects      []string             `json:"effects,omitempty"`
	CreatedAt    time.Time            `json:"createdAt"`
}

// Notification is a message in the notifications dropdown.
type Notification struct {
	ID          string               `json:"id"`
	ClientSites []ClientSite         `json:"clientSites"`
	Subject     siteconfig.Localized `json:"subject"`
	Text        siteconfig.Localized `json:"text"`
	Tags        []string             `json:"tags"`
	Active      bool                 `json:"active"`
	Locale      string               `json:"locale,omitempty"`
	CreatedAt   time.Time            `json:"createdAt"`
	FutureDate  *time.Time           `json:"futureDate,omitempty"`
}

// Footer is a site's footer announcement; Content is HTML that the portal
// sanitizes before showing.
type Footer struct {
	ID       string               `json:"id"`
	Client   string               `json:"client"`
	Site     string               `json:"site"`
	Title    siteconfig.Localized `json:"title"`
	Headline siteconfig.Localized `json:"headline"`
	Content  siteconfig.Localized `json:"content"`
	Active   bool                 `json:"active"`
}

// BannersResponse is the answer of GET /pub/{client}/{site}/banners: the
// site's active banners, newest first.
type BannersResponse struct {
	Banners []Banner `json:"banners"`
}

// NotificationsResponse is the answer of GET
// /pub/{client}/{site}/notifications: the site's active notifications,
// newest first.
type NotificationsResponse struct {
	Notifications []Notification `json:"notifications"`
}

// FootersResponse is the answer of GET /pub/{client}/{site}/footers: the
// site's active footers.
type FootersResponse struct {
	Footers []Footer `json:"footers"`
}
