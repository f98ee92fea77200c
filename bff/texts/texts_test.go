package texts

import (
	"go/ast"
	"go/parser"
	"go/token"
	"path/filepath"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"testing"
)

// sameInBothLanguages lists the keys whose English and Spanish texts are
// legitimately equal. It is empty: every text is translated.
var sameInBothLanguages = map[string]bool{}

// placeholder matches the slots a text is filled in through: fmt verbs
// (%s, %d, %v, %q) and named slots ({name}).
var placeholder = regexp.MustCompile(`%[-+# 0-9.]*[a-zA-Z]|\{[A-Za-z_][A-Za-z0-9_]*\}`)

func placeholders(s string) []string {
	p := placeholder.FindAllString(s, -1)
	slices.Sort(p)
	return p
}

// TestTexts_EveryKeyInBothLanguages checks the catalogue itself: both
// languages present, translated, and with the same slots.
func TestTexts_EveryKeyInBothLanguages(t *testing.T) {
	for key, tx := range catalogue {
		if strings.TrimSpace(tx.en) == "" || strings.TrimSpace(tx.es) == "" {
			t.Errorf("%s: English %q, Spanish %q: both must be present", key, tx.en, tx.es)
			continue
		}
		if tx.en == tx.es && !sameInBothLanguages[key] {
			t.Errorf("%s: the Spanish text is the English one: %q", key, tx.es)
		}
		if en, es := placeholders(tx.en), placeholders(tx.es); !slices.Equal(en, es) {
			t.Errorf("%s: placeholders differ: English %v, Spanish %v", key, en, es)
		}
	}
	for key := range sameInBothLanguages {
		if _, ok := catalogue[key]; !ok {
			t.Errorf("sameInBothLanguages names %s, which is not in the catalogue", key)
		}
	}
}

// TestTexts_KeysMatchConstants checks that the key constants of keys.go
// and the catalogue's keys are the same set, and that every key is used by
// the code of the BFF's packages (texts.Key outside this package).
func TestTexts_KeysMatchConstants(t *testing.T) {
	fset := token.NewFileSet()
	keysFile, err := parser.ParseFile(fset, "keys.go", nil, 0)
	if err != nil {
		t.Fatal(err)
	}
	consts := map[string]string{} // constant name -> key
	for _, d := range keysFile.Decls {
		g, ok := d.(*ast.GenDecl)
		if !ok || g.Tok != token.CONST {
			continue
		}
		for _, spec := range g.Specs {
			vs := spec.(*ast.ValueSpec)
			for i, n := range vs.Names {
				lit, ok := vs.Values[i].(*ast.BasicLit)
				if !ok || lit.Kind != token.STRING {
					t.Errorf("%s: a message key must be a string literal", n.Name)
					continue
				}
				key, err := strconv.Unquote(lit.Value)
				if err != nil {
					t.Fatal(err)
				}
				consts[n.Name] = key
			}
		}
	}
	if len(consts) == 0 {
		t.Fatal("no key constants found in keys.go")
	}
	// Uses are texts.Name selectors in the non-test files of every package
	// of bff (this one's own files use no key outside the catalogue).
	names, err := filepath.Glob(filepath.Join("..", "*", "*.go"))
	if err != nil {
		t.Fatal(err)
	}
	more, err := filepath.Glob(filepath.Join("..", "*", "*", "*.go"))
	if err != nil {
		t.Fatal(err)
	}
	uses := map[string]int{} // constant name -> uses
	for _, name := range append(names, more...) {
		if strings.HasSuffix(name, "_test.go") || filepath.Dir(name) == filepath.Join("..", "texts") {
			continue
		}
		f, err := parser.ParseFile(fset, name, nil, 0)
		if err != nil {
			t.Fatal(err)
		}
		ast.Inspect(f, func(n ast.Node) bool {
			if sel, ok := n.(*ast.SelectorExpr); ok {
				if x, ok := sel.X.(*ast.Ident); ok && x.Name == "texts" {
					uses[sel.Sel.Name]++
				}
			}
			return true
		})
	}
	keys := map[string]bool{}
	for name, key := range consts {
		if keys[key] {
			t.Errorf("%s: key %q is declared twice", name, key)
		}
		keys[key] = true
		if _, ok := catalogue[key]; !ok {
			t.Errorf("%s (%q) has no text in the catalogue", name, key)
		}
		if uses[name] == 0 {
			t.Errorf("%s (%q) is in the catalogue but no code uses it", name, key)
		}
	}
	for key := range catalogue {
		if !keys[key] {
			t.Errorf("catalogue key %q has no key constant", key)
		}
	}
}
