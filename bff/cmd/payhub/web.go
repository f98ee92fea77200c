package main

import (
	"io/fs"
	"os"

	"github.com/payhub/payhub/bff/cmd/payhub/embedded"
)

// embeddedFrom names the embedded build where a log line names a source.
const embeddedFrom = "the build embedded in the binary"

// webPart is one web part's files and where they come from.
type webPart struct {
	fsys fs.FS
	from string // a directory, or embeddedFrom
}

// webPartOf is the directory dir when it is set (a --web-dir style
// override, for development), else the embedded tree.
func webPartOf(dir, tree string) webPart {
	if dir != "" {
		return webPart{fsys: os.DirFS(dir), from: dir}
	}
	return webPart{fsys: embedded.FS(tree), from: embeddedFrom}
}

// webParts are the five web parts the program serves.
type webParts struct {
	portal, widget, sdk, themes, examples webPart
}

// webPartsOf resolves every web part of cfg.
func webPartsOf(cfg Config) webParts {
	return webParts{
		portal:   webPartOf(cfg.WebDir, embedded.Portal),
		widget:   webPartOf(cfg.WidgetDir, embedded.Widget),
		sdk:      webPartOf(cfg.SDKDir, embedded.SDK),
		themes:   webPartOf(cfg.ThemesDir, embedded.Themes),
		examples: webPartOf(cfg.ExamplesDir, embedded.Examples),
	}
}

// usesEmbedded reports whether any part is served from the embedded build.
func (w webParts) usesEmbedded() bool {
	for _, p := range []webPart{w.portal, w.widget, w.sdk, w.themes, w.examples} {
		if p.from == embeddedFrom {
			return true
		}
	}
	return false
}
