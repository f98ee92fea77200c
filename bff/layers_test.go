package bff_test

import (
	"bufio"
	"errors"
	"go/build"
	"io/fs"
	"maps"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
)

// modulePackage is one Go package of the module, its path relative to the
// module (such as "bff/http") and the module packages and third-party
// packages it imports.
type modulePackage struct {
	rel string
	// imports are the imports of the package's own files: what is built into
	// the binary.
	imports []string
	// testImports are the imports of its _test.go files (both the internal
	// and the external test package), the package itself left out.
	testImports []string
}

// loadModule reads the import lists of every package of the module, in
// path order, with go/build, so the rules below are checked from the source without
// building anything. Import paths of the module are returned relative to
// the module path; other imports are returned as written.
func loadModule(t *testing.T) []modulePackage {
	t.Helper()
	root, err := filepath.Abs("..")
	if err != nil {
		t.Fatal(err)
	}
	modPath := readModulePath(t, filepath.Join(root, "go.mod"))
	rel := func(p string) string {
		if p == modPath {
			return "."
		}
		if r, ok := strings.CutPrefix(p, modPath+"/"); ok {
			return r
		}
		return p
	}
	pkgs := map[string]modulePackage{}
	err = filepath.WalkDir(root, func(dir string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if !d.IsDir() {
			return nil
		}
		name := d.Name()
		// The go command skips these too; node_modules holds no package
		// of this module and is large.
		if dir != root && (strings.HasPrefix(name, ".") || strings.HasPrefix(name, "_") ||
			name == "testdata" || name == "node_modules") {
			return filepath.SkipDir
		}
		if dir != root {
			if _, err := os.Stat(filepath.Join(dir, "go.mod")); err == nil {
				return filepath.SkipDir // another module
			}
		}
		bp, err := build.ImportDir(dir, 0)
		var noGo *build.NoGoError
		if errors.As(err, &noGo) {
			return nil
		}
		if err != nil {
			return err
		}
		r, err := filepath.Rel(root, dir)
		if err != nil {
			return err
		}
		p := modulePackage{rel: filepath.ToSlash(r)}
		for _, imp := range bp.Imports {
			p.imports = append(p.imports, rel(imp))
		}
		for _, imp := range slices.Concat(bp.TestImports, bp.XTestImports) {
			if imp = rel(imp); imp != p.rel && !slices.Contains(p.testImports, imp) {
				p.testImports = append(p.testImports, imp)
			}
		}
		pkgs[p.rel] = p
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	// A walk that found next to nothing (wrong directory, module renamed)
	// would make every rule pass vacuously.
	for _, want := range []string{"bff", "bff/http", "bff/screen", "bff/checkout", "bff/account", "bff/shell", "bff/wallet", "bff/schedule", "bff/upstream", "sandbox", "bff/cmd/payhub"} {
		if _, ok := pkgs[want]; !ok {
			t.Fatalf("package %s not found under %s (found %d packages)", want, root, len(pkgs))
		}
	}
	sorted := slices.Collect(maps.Values(pkgs))
	slices.SortFunc(sorted, func(a, b modulePackage) int { return strings.Compare(a.rel, b.rel) })
	return sorted
}

// readModulePath returns the module path declared in go.mod.
func readModulePath(t *testing.T, gomod string) string {
	t.Helper()
	f, err := os.Open(gomod)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		if p, ok := strings.CutPrefix(strings.TrimSpace(sc.Text()), "module "); ok {
			return strings.Trim(strings.TrimSpace(p), `"`)
		}
	}
	if err := sc.Err(); err != nil {
		t.Fatal(err)
	}
	t.Fatalf("no module line in %s", gomod)
	return ""
}

// within reports whether package p is tree or a package below it.
func within(p, tree string) bool {
	return p == tree || strings.HasPrefix(p, tree+"/")
}

// isModulePackage reports whether the relative import path names a package
// of this module rather than the standard library or another module.
func isModulePackage(imp string) bool {
	return imp == "." || within(imp, "bff")
}

// layerRule forbids importer packages matching from to import packages
// matching forbidden. Rules with tests set hold for _test.go files too;
// the others only for what is built into the binary, because tests are
// free to start the sandbox as the real upstream services.
type layerRule struct {
	name      string
	from      func(pkg string) bool
	forbidden func(imp string) bool
	tests     bool
}

// businessLayers are the BFF's business packages, lowest first. A business
// package imports business packages of lower layers only: never its own
// layer's others, never a higher one. So the catalogue of texts serves
// everyone, every screen is built on bff/screen, the resident's saved
// tenders (bff/wallet) serve the check-out and the account alike, and the
// resident's account and the page shell use the checkout's vocabulary (payable views,
// receipts, tender types) while the checkout knows neither.
var businessLayers = [][]string{
	{"bff/texts", "bff/announce"},
	{"bff/screen", "bff/diag", "bff/wallet", "bff/ownership"},
	{"bff/schedule", "bff/ebilling", "bff/forms"},
	{"bff/checkout", "bff/staffplans"},
	{"bff/account", "bff/shell"},
	{"bff/bulk"},
	{"bff/staff"},
}

// businessLayer is the layer of the business package p (or of the package
// it lies below, as bff/screen/screentest), -1 for any other package.
func businessLayer(p string) (layer int, tree string) {
	for i, layer := range businessLayers {
		for _, b := range layer {
			if within(p, b) {
				return i, b
			}
		}
	}
	return -1, ""
}

// isBusiness reports whether p is a business package (businessLayers).
func isBusiness(p string) bool {
	l, _ := businessLayer(p)
	return l >= 0
}

// layerRules are the import layers of the backend-for-frontend:
// bff/http (the only gin package) -> the business packages (businessLayers)
// -> bff/upstream/<svc> -> bff, with the sandbox (top-level sandbox/)
// wired in only by the program (bff/cmd). What bff/http needs of a site or
// a service is a root domain type of bff or a type of a business package,
// never an upstream's wire type.
var layerRules = []layerRule{
	{
		name: "gin only in bff/http and bff/cmd",
		from: func(p string) bool { return p != "bff/http" && !within(p, "bff/cmd") },
		forbidden: func(imp string) bool {
			return within(imp, "github.com/gin-gonic/gin") || within(imp, "github.com/gin-contrib")
		},
		tests: true,
	},
	{
		name:      "the root package bff imports no other package of the module",
		from:      func(p string) bool { return p == "bff" },
		forbidden: isModulePackage,
		tests:     true,
	},
	{
		name:      "only bff/cmd and the sandbox itself import sandbox",
		from:      func(p string) bool { return !within(p, "bff/cmd") && !within(p, "sandbox") },
		forbidden: func(imp string) bool { return within(imp, "sandbox") },
	},
	{
		name: "bff/upstream imports no business package, nor bff/http or bff/cmd",
		from: func(p string) bool { return within(p, "bff/upstream") },
		forbidden: func(imp string) bool {
			return isBusiness(imp) || within(imp, "bff/http") || within(imp, "bff/cmd")
		},
		tests: true,
	},
	{
		name: "the sandbox stands beside the BFF: it shares the wire types, not the business packages, bff/http or bff/cmd",
		from: func(p string) bool { return within(p, "sandbox") },
		forbidden: func(imp string) bool {
			return isBusiness(imp) || within(imp, "bff/http") || within(imp, "bff/cmd")
		},
		tests: true,
	},
	{
		name:      "bff/http never imports bff/upstream",
		from:      func(p string) bool { return within(p, "bff/http") },
		forbidden: func(imp string) bool { return within(imp, "bff/upstream") },
		tests:     true,
	},
	{
		name:      "the business packages never import bff/http or bff/cmd",
		from:      isBusiness,
		forbidden: func(imp string) bool { return within(imp, "bff/http") || within(imp, "bff/cmd") },
		tests:     true,
	},
}

// TestLayers_businessPackagesImportLowerLayersOnly fails on an import
// between business packages that does not go down businessLayers: one of
// the same layer (but for a package's own tree) or of a higher one.
func TestLayers_businessPackagesImportLowerLayersOnly(t *testing.T) {
	pkgs := loadModule(t)
	for _, p := range pkgs {
		from, fromTree := businessLayer(p.rel)
		if from < 0 {
			continue
		}
		for _, imp := range slices.Concat(p.imports, p.testImports) {
			to, toTree := businessLayer(imp)
			if to >= 0 && toTree != fromTree && to >= from {
				t.Errorf("%s (layer %d) imports %s (layer %d): business packages import lower layers only", p.rel, from, imp, to)
			}
		}
	}
}

// TestLayers_importsFollowTheLayers fails on any import that crosses the
// layers the wrong way.
func TestLayers_importsFollowTheLayers(t *testing.T) {
	pkgs := loadModule(t)
	for _, rule := range layerRules {
		t.Run(rule.name, func(t *testing.T) {
			for _, p := range pkgs {
				if !rule.from(p.rel) {
					continue
				}
				for _, imp := range p.imports {
					if rule.forbidden(imp) {
						t.Errorf("%s imports %s", p.rel, imp)
					}
				}
				if !rule.tests {
					continue
				}
				for _, imp := range p.testImports {
					if rule.forbidden(imp) {
						t.Errorf("tests of %s import %s", p.rel, imp)
					}
				}
			}
		})
	}
}
