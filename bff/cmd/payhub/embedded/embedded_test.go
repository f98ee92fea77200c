package embedded

import (
	"io/fs"
	"testing"
)

func TestFS_placeholderIsAlwaysEmbedded(t *testing.T) {
	// The placeholder keeps the go:embed pattern valid on a fresh clone.
	if _, err := fs.Stat(files, "files/README.md"); err != nil {
		t.Fatalf("the placeholder files/README.md is not embedded: %v", err)
	}
}

func TestFS_treesAreRootedAtTheirTop(t *testing.T) {
	for _, name := range []string{Portal, Widget, SDK, Themes, Examples} {
		if _, err := fs.Stat(FS(name), "README.md"); err == nil {
			t.Errorf("%s: sees the placeholder, so it is not rooted at its own folder", name)
		}
	}
}

func TestBuilt_matchesThePortalAndWidgetPages(t *testing.T) {
	_, perr := fs.Stat(FS(Portal), "index.html")
	_, werr := fs.Stat(FS(Widget), "index.html")
	if want := perr == nil && werr == nil; Built() != want {
		t.Errorf("Built() = %v, portal page %v, widget page %v", Built(), perr, werr)
	}
}
