package bff

// ClientDescriptor describes one client (a county) and its sites, enough
// for the portal to read a URL (spec 000 §2 "URL layout"). The site
// configuration service answers it (bff/upstream/siteconfig.Client is this
// type), and the BFF serves it as is at GET /bff/v1/{client}.
type ClientDescriptor struct {
	Client string `json:"client"`
	Title  string `json:"title"`
	// DefaultSite is used when the URL carries no site segment.
	DefaultSite string `json:"defaultSite,omitempty"`
	// ClientOnlyURLs: the site segment is omitted from the client's URLs.
	ClientOnlyURLs bool      `json:"clientOnlyUrls"`
	Sites          []SiteRef `json:"sites"`
}

// SiteRef names one site of a client.
type SiteRef struct {
	Site    string `json:"site"`
	Enabled bool   `json:"enabled"`
}

// HostIssuer is one identity provider on a site's allow-list: the exact
// "iss" of its tokens, where its public keys are published, and the "aud"
// its tokens carry for PayHub.
type HostIssuer struct {
	Issuer   string `json:"issuer"`
	JWKSURL  string `json:"jwksUrl"`
	Audience string `json:"audience"`
}

// BasicAuth is a site's basic-authentication credential: a user name and a
// bcrypt hash of the password.
type BasicAuth struct {
	Realm        string `json:"realm"`
	Username     string `json:"username"`
	PasswordHash string `json:"passwordHash"`
}

// SitePolicy is what the BFF's edge enforces for one site, read from its
// configuration: whether it is open (here and in production), who may
// frame its pages, whose tokens sign residents in, and the credential it
// asks every visitor for. The HTTP layer needs this much of a site and no
// more; the site configuration service's wire type has the rest.
type SitePolicy struct {
	// Enabled is false for a disabled site (spec 000 §2 guards).
	Enabled bool
	// EnabledInProd: the site's routes answer in production (ROUTE-52).
	EnabledInProd bool
	// EmbeddedPublic: the site is the embedded widget of a public website,
	// where the host page's sign-in signs the resident in (token exchange).
	EmbeddedPublic bool
	// ExchangeSignIn: the site offers sign-in and has a token-exchange
	// client, so it may sign residents in with its host issuers' tokens.
	ExchangeSignIn bool
	// FrameAncestors are the origins allowed to embed the widget.
	FrameAncestors []string
	// HostIssuers are the identity providers whose tokens for a host
	// page's signed-in user the embedded widget accepts (LOGIN-04).
	HostIssuers []HostIssuer
	// BasicAuth, when set, asks every visitor of the site for a user name
	// and password (GUARD-16); it never leaves the BFF.
	BasicAuth *BasicAuth
	// ChatbotURL is the page of the site's chatbot, shown in a frame
	// (SHELL-44); empty: the site has none.
	ChatbotURL string
	// ProductionSurveys and NonProductionSurveys are the site's survey
	// links, English then Spanish, that the portal shows in production and
	// in every other environment (SHELL-22).
	ProductionSurveys, NonProductionSurveys []string
}

// SurveysIn are the survey links the portal shows in env.
func (p SitePolicy) SurveysIn(env Env) []string {
	if env.IsProduction() {
		return p.ProductionSurveys
	}
	return p.NonProductionSurveys
}

// TrustsIssuer reports whether the site signs residents in with issuer's
// tokens: an enabled embedded public site with sign-in by token exchange
// and issuer among its host issuers.
func (p SitePolicy) TrustsIssuer(issuer string) bool {
	if !p.Enabled || !p.EmbeddedPublic || !p.ExchangeSignIn || issuer == "" {
		return false
	}
	for _, h := range p.HostIssuers {
		if h.Issuer == issuer {
			return true
		}
	}
	return false
}
