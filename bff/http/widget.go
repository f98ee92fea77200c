package http

import (
	"context"
	"net/url"
	"path"
	"regexp"
	"strings"

	"github.com/gin-gonic/gin"

	"github.com/payhub/payhub/bff"
)

// WidgetPrefix is where the embedded widget is served (contracts §3, §5;
// sdk/src/protocol.ts WIDGET_PATH_PREFIX):
//
//	/web/widgets/current/themes/{theme}.css   theme stylesheets
//	/web/widgets/current/assets/...           the widget build's hashed assets
//	/web/widgets/current/{client}/{site}/...  the widget's index.html, framable
//	                                          only by the site's frameAncestors
const WidgetPrefix = "/web/widgets/current"

// Sites reads what the edge enforces of one site (the widget pages' frame
// ancestors, the host issuers of sign-in, basic authentication).
type Sites interface {
	SitePolicy(ctx context.Context, client, site string) (bff.SitePolicy, error)
}

// widgetSegment is a client, site or route segment the SDK builds (letters,
// digits, hyphens and underscores).
var widgetSegment = regexp.MustCompile(`^[A-Za-z0-9_-]{1,64}$`)

// mountWidget serves everything under WidgetPrefix: one route, because the
// client segment of a widget page may not share its level with the fixed
// "themes" and "assets" names in the router.
func mountWidget(r *gin.Engine, d Deps, pg *pages) {
	getOrHead(r, WidgetPrefix+"/*path", func(c *gin.Context) {
		p := strings.TrimPrefix(c.Param("path"), "/")
		switch first, rest, _ := strings.Cut(p, "/"); first {
		case "themes":
			serveTheme(c, d, rest)
		case "assets":
			serveWidgetAsset(c, d, rest)
		default:
			serveWidgetPage(c, d, pg, p)
		}
	})
}

// serveTheme answers a theme stylesheet (contracts §3; EMBED-07).
func serveTheme(c *gin.Context, d Deps, name string) {
	if !themeFile.MatchString(name) {
		writeError(c, bff.Errorf(bff.CodeNotFound, "There is no such theme."), 0)
		return
	}
	serveFile(c, d.Themes, name, map[string]string{"Cache-Control": "public, max-age=300"})
}

// serveWidgetAsset answers one file of the widget build's assets/ folder.
// Vite names them by content hash, so they never change.
func serveWidgetAsset(c *gin.Context, d Deps, name string) {
	if path.Clean("/"+name) != "/"+name {
		writeError(c, bff.Errorf(bff.CodeNotFound, "There is no such file."), 0)
		return
	}
	serveFile(c, d.Widget, "assets/"+name, map[string]string{"Cache-Control": immutableCache})
}

// serveWidgetPage answers /{client}/{site}/{route...} with the widget's
// index.html, whose router draws the route. Its Content-Security-Policy
// lets only the site's configured frame ancestors embed it (contracts §5);
// an unknown or disabled site, or one without any, gets 'none'.
func serveWidgetPage(c *gin.Context, d Deps, pg *pages, p string) {
	segs := strings.Split(strings.TrimSuffix(p, "/"), "/")
	if len(segs) < 2 || !allMatch(segs) {
		writeError(c, bff.Errorf(bff.CodeNotFound, "There is nothing here."), 0)
		return
	}
	// ROUTE-52: no embedding of a site closed in production either.
	if refuseOutsideProduction(c, d, strings.ToLower(segs[0]), strings.ToLower(segs[1])) {
		return
	}
	if !hasFile(d.Widget, "index.html") {
		logger(c).ErrorContext(c.Request.Context(), "the widget build is missing: build it (make build) or set --widget-dir",
			"widget_from", d.WidgetFrom)
		writeError(c, bff.Errorf(bff.CodeNotFound, "The widget has not been built."), 0)
		return
	}
	ancestors := widgetAncestors(c, d, strings.ToLower(segs[0]), strings.ToLower(segs[1]))
	if err := servePage(c, pg, pageSource{kind: "widget", fsys: d.Widget}, d.WalletOrigin, ancestors); err != nil {
		writeError(c, bff.Wrap(err, bff.CodeInternal, bff.GenericMessage), 0)
	}
}

func allMatch(segs []string) bool {
	for _, s := range segs {
		if !widgetSegment.MatchString(s) {
			return false
		}
	}
	return true
}

// widgetAncestors are the origins the site lets frame its widget; nil when
// the site is unknown, disabled, unreadable or allows none.
func widgetAncestors(c *gin.Context, d Deps, client, site string) []string {
	if d.Sites == nil {
		return nil
	}
	st, err := d.Sites.SitePolicy(c.Request.Context(), client, site)
	if err != nil {
		if bff.ErrorCode(err) != bff.CodeNotFound {
			logger(c).WarnContext(c.Request.Context(), "widget page: site configuration unreadable; framing refused",
				"client", client, "site", site, "error", err.Error())
		}
		return nil
	}
	if !st.Enabled {
		return nil
	}
	out := make([]string, 0, len(st.FrameAncestors))
	for _, o := range st.FrameAncestors {
		if !isOrigin(o) {
			logger(c).WarnContext(c.Request.Context(), "widget page: frame ancestor is not an origin; left out",
				"client", client, "site", site, "ancestor", o)
			continue
		}
		out = append(out, o)
	}
	return out
}

// isOrigin reports whether s is exactly an http(s) origin: scheme, host and
// optional port, nothing else (so nothing can be smuggled into the policy).
func isOrigin(s string) bool {
	u, err := url.Parse(s)
	return err == nil && (u.Scheme == "http" || u.Scheme == "https") && u.Host != "" &&
		u.User == nil && u.Path == "" && u.RawQuery == "" && u.Fragment == "" && !u.ForceQuery &&
		u.Scheme+"://"+u.Host == s && !strings.ContainsAny(u.Host, " ;,'*")
}
