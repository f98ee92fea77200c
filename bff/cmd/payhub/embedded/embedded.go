// Package embedded holds the web parts built into the payhub binary: the
// portal, the widget, the SDK bundles, the theme stylesheets and the
// example county site, so that the binary alone serves everything.
//
// `make build` (scripts/embed-web.sh) copies the built trees into files/
// before `go build`; the copies are git-ignored. A fresh clone holds only
// the committed placeholder files/README.md, so `go build` and `go test`
// work before any web part is built, and such a binary answers its pages
// as not built.
package embedded

import (
	"embed"
	"io/fs"
)

// The trees under files/, one per web part, as scripts/embed-web.sh lays
// them out.
const (
	Portal   = "portal"   // widget/dist/portal
	Widget   = "widget"   // widget/dist/widget
	SDK      = "sdk"      // sdk/dist
	Themes   = "themes"   // themes
	Examples = "examples" // examples/county-site
)

// files is the embedded tree; go:embed needs a package variable, and
// nothing ever writes it.
//
//go:embed files
var files embed.FS

// FS returns the embedded tree name (Portal, Widget...), rooted at its
// top: FS(Portal) holds index.html and assets/. A tree left out of the
// build is empty.
func FS(name string) fs.FS {
	sub, err := fs.Sub(files, "files/"+name)
	if err != nil {
		// fs.Sub fails only on an invalid path; the names are constants.
		panic("embedded: invalid tree name " + name)
	}
	return sub
}

// Built reports whether the binary was built with its web parts, not only
// the placeholder: the portal's and the widget's pages are there.
func Built() bool {
	for _, page := range []string{"files/" + Portal + "/index.html", "files/" + Widget + "/index.html"} {
		if _, err := fs.Stat(files, page); err != nil {
			return false
		}
	}
	return true
}
