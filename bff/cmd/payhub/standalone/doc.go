// Package standalone tests the built payhub binary on its own: started from
// an empty directory, with no widget/dist, sdk/dist, themes/ or
// examples/ beside it, it must serve the real portal, widget, SDK, themes
// and example site from its embedded build. `make test-standalone` runs it
// after `make build` with PAYHUB_STANDALONE_BIN naming bin/payhub.
package standalone
