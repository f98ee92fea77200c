package http

import (
	"context"
	"net/http"
	"net/http/httptest"
	"testing"

	"github.com/payhub/payhub/bff"
	"github.com/payhub/payhub/bff/screen"
)

func TestNoneMatch_RFC9110ListsWeakFormsAndStar(t *testing.T) {
	const tag = `"abc"`
	for _, c := range []struct {
		header string
		want   bool
	}{
		{`"abc"`, true},
		{`W/"abc"`, true},
		{`"x", "abc"`, true},
		{`"x",W/"abc" , "y"`, true},
		{` , "abc"`, true},
		{`*`, true},
		{` * `, true},
		{``, false},
		{`"abcd"`, false},
		{`"ab"`, false},
		{`abc`, false},
		{`"x", abc`, false},
		{`"abc`, false},
		{`W/abc`, false},
		{`"a,bc"`, false},
	} {
		if got := noneMatch(c.header, tag); got != c.want {
			t.Errorf("noneMatch(%q, %s) = %v, want %v", c.header, tag, got, c.want)
		}
	}
}

func TestScreen_shellAndHomeCarryAStrongETagAndAnswer304ToAMatch(t *testing.T) {
	build := func(_ context.Context, c, s string) (screen.Screen, error) {
		return screen.Screen{Screen: "home", Client: c, Site: s, Complete: true}, nil
	}
	h := New(Deps{Screens: fakeScreens{home: build, shell: build}, Env: bff.EnvTest})
	for _, name := range []string{"shell", "home"} {
		path := "/bff/v1/sunshine/demo/screens/" + name
		rec := do(h, "GET", path, nil)
		tag := rec.Header().Get("ETag")
		if rec.Code != 200 || tag != screen.ETagOf(rec.Body.Bytes()) || rec.Header().Get("Cache-Control") != "private, no-cache" {
			t.Fatalf("%s: %d ETag %q Cache-Control %q", name, rec.Code, tag, rec.Header().Get("Cache-Control"))
		}
		if rec.Header().Get("Content-Type") != "application/json; charset=utf-8" || rec.Header().Get("X-Content-Type-Options") != "nosniff" {
			t.Errorf("%s: headers %v", name, rec.Header())
		}
		for _, inm := range []string{tag, `"other", W/` + tag, "*"} {
			rec := doWith(h, path, inm)
			if rec.Code != http.StatusNotModified || rec.Body.Len() != 0 || rec.Header().Get("ETag") != tag ||
				rec.Header().Get("Cache-Control") != "private, no-cache" || rec.Header().Get("X-Content-Type-Options") != "nosniff" {
				t.Errorf("%s If-None-Match %s: %d %q %v", name, inm, rec.Code, rec.Body.String(), rec.Header())
			}
		}
		if rec := doWith(h, path, `"other"`); rec.Code != 200 || rec.Header().Get("ETag") != tag || rec.Body.Len() == 0 {
			t.Errorf("%s: a tag that does not match: %d", name, rec.Code)
		}
	}
}

func TestScreen_aFailedScreenAndTheOtherScreensStayNoStore(t *testing.T) {
	h, _, _ := newTestServer(t)
	for _, p := range []string{"/bff/v1/sunshine/nope/screens/home", "/bff/v1/sunshine/demo/screens/nonesuch"} {
		if rec := doWith(h, p, "*"); rec.Code != 404 || rec.Header().Get("Cache-Control") != "no-store" || rec.Header().Get("ETag") != "" {
			t.Errorf("%s: %d %v", p, rec.Code, rec.Header())
		}
	}
}

// doWith GETs path with If-None-Match inm.
func doWith(h http.Handler, path, inm string) *httptest.ResponseRecorder {
	return do(h, "GET", path, map[string]string{"If-None-Match": inm})
}
