package http

import (
	"go/ast"
	"go/build"
	"go/parser"
	"go/token"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/getkin/kin-openapi/openapi3"
	"github.com/gin-gonic/gin"

	"github.com/payhub/payhub/bff"
)

// TestOpenAPI_everyAPIRouteIsDocumentedAndEveryDocumentedPathExists keeps
// the document and the router in step.
func TestOpenAPI_everyAPIRouteIsDocumentedAndEveryDocumentedPathExists(t *testing.T) {
	doc, err := openapi3.NewLoader().LoadFromData(OpenAPI)
	if err != nil {
		t.Fatal(err)
	}
	h, _, _ := newTestServer(t)
	documented := map[string]bool{}
	for path, item := range doc.Paths.Map() {
		for method := range item.Operations() {
			documented[method+" "+path] = false
		}
	}
	for _, rt := range h.(*gin.Engine).Routes() {
		if !strings.HasPrefix(rt.Path, "/bff/v1/") && rt.Path != CallbackPath && rt.Path != "/healthz" && rt.Path != "/readyz" {
			continue
		}
		key := rt.Method + " " + ginToOpenAPI(rt.Path)
		if _, ok := documented[key]; !ok {
			t.Errorf("route %s is not in openapi.yaml", key)
			continue
		}
		documented[key] = true
	}
	for key, seen := range documented {
		if !seen {
			t.Errorf("openapi.yaml documents %s, which the router does not serve", key)
		}
	}
}

// ginToOpenAPI turns /a/:b into /a/{b}.
func ginToOpenAPI(p string) string {
	parts := strings.Split(p, "/")
	for i, s := range parts {
		if strings.HasPrefix(s, ":") {
			parts[i] = "{" + s[1:] + "}"
		}
	}
	return strings.Join(parts, "/")
}

// goErrorCodes reads every constant of type bff.Code declared in package
// bff's source, so that a code added there cannot be left out of the
// document or the status table.
func goErrorCodes(t *testing.T) []bff.Code {
	t.Helper()
	// go/build picks the package's files as the compiler does (no tests,
	// build constraints applied).
	pkg, err := build.ImportDir("..", 0)
	if err != nil {
		t.Fatal(err)
	}
	fset := token.NewFileSet()
	var codes []bff.Code
	for _, name := range pkg.GoFiles {
		f, err := parser.ParseFile(fset, filepath.Join(pkg.Dir, name), nil, 0)
		if err != nil {
			t.Fatal(err)
		}
		for _, d := range f.Decls {
			gd, ok := d.(*ast.GenDecl)
			if !ok || gd.Tok != token.CONST {
				continue
			}
			for _, spec := range gd.Specs {
				vs := spec.(*ast.ValueSpec)
				if typ, ok := vs.Type.(*ast.Ident); !ok || typ.Name != "Code" {
					continue
				}
				for _, v := range vs.Values {
					lit, ok := v.(*ast.BasicLit)
					if !ok || lit.Kind != token.STRING {
						t.Fatalf("a Code constant is not a string literal: %#v", v)
					}
					s, err := strconv.Unquote(lit.Value)
					if err != nil {
						t.Fatal(err)
					}
					codes = append(codes, bff.Code(s))
				}
			}
		}
	}
	if len(codes) < 12 {
		t.Fatalf("only %d codes read from package bff: %v", len(codes), codes)
	}
	return codes
}

// TestOpenAPI_errorCodeEnumIsExactlyTheGoCodes keeps the document's Code
// enum in step with the error vocabulary (bff.Code), both ways.
func TestOpenAPI_errorCodeEnumIsExactlyTheGoCodes(t *testing.T) {
	doc, err := openapi3.NewLoader().LoadFromData(OpenAPI)
	if err != nil {
		t.Fatal(err)
	}
	ref := doc.Components.Schemas["Code"]
	if ref == nil || ref.Value == nil {
		t.Fatal("openapi.yaml has no Code schema")
	}
	var enum []bff.Code
	for _, v := range ref.Value.Enum {
		s, _ := v.(string)
		enum = append(enum, bff.Code(s))
	}
	codes := goErrorCodes(t)
	for _, c := range codes {
		if !slices.Contains(enum, c) {
			t.Errorf("error code %q is not in openapi.yaml's Code enum", c)
		}
	}
	for _, c := range enum {
		if !slices.Contains(codes, c) {
			t.Errorf("openapi.yaml's Code enum names %q, which package bff does not declare", c)
		}
	}
}
