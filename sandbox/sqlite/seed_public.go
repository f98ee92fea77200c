package sqlite

import (
	"github.com/payhub/payhub/bff/upstream/siteconfig"
	"github.com/payhub/payhub/sandbox/login"
)

// SiteEmbedded is the starlight site in embedded-public mode (spec 000 §2
// "Site modes", §6): it is meant to be framed by the township's own
// website, whose signed-in user is signed in to PayHub by token exchange
// (ROLE-15, LOGIN-11). SeedEmbedding puts the running example website on
// its frame ancestors and the sandbox token issuer on its host issuers,
// as for sunshine/demo; its water bill is E-100.
const SiteEmbedded = "embedded"

func embeddedPublicSite() seedSite {
	st := demoModeSite(ClientStarlight, SiteEmbedded, siteconfig.ModeEmbeddedPublic, "Starlight Township")
	st.Install.EnableHomePage = false
	st.Login.TokenExchangeClientID = login.ClientTokenExchange
	st.FrameAncestors = ExampleOrigins()
	return seedSite{site: st, sources: []siteconfig.Source{utilitiesSource("E-100")}}
}
