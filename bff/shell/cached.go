package shell

import (
	"context"

	"github.com/payhub/payhub/bff/screen"
)

// Screen names of the shell's two screens.
const (
	ScreenShell = "shell"
	ScreenHome  = "home"
)

// sharedKeyVersion changes with the screens' wire form, so that replicas of
// two versions on one Redis never serve each other's screens.
const sharedKeyVersion = "v1"

// Cached serves the shell and home screens from a screen.Shared cache.
// Both are the same for every visitor of a site: they are built from the
// site's configuration, its sources and its public announcements alone,
// never from the request (see SharedKey).
type Cached struct {
	Shell *Shell
	// Cache keeps the screens; nil builds each for its request.
	Cache *screen.Shared
}

// SharedKey is the cache key of a shell screen (ScreenShell or ScreenHome)
// of client's site: what the screen's body depends on, and only that.
//
//   - The screen, the client and the site (lowercased by the route).
//   - The environment, which hides sources in production: replicas of two
//     environments must never share a Redis, but the key does not count
//     on it.
//   - sharedKeyVersion, the wire form.
//
// Not in it, because the body does not depend on them: the language (every
// text goes out in English and Spanish; the portal picks one), the session
// (the screens read none: signed in or not, every visitor gets the same
// bytes), the query (parentOrigin and lang are not read), the headers
// (portal and embedded widget read the same screens; the edge's Basic
// authentication runs before the handler) and the time (banners and
// notifications carry no start or end window the BFF applies: the
// announcements service answers the active ones, and a change there shows
// within screen.SharedScreenTTL).
func (c *Cached) SharedKey(name, client, site string) string {
	return "screen:" + sharedKeyVersion + ":" + string(c.Shell.Env) + ":" + name + ":" + client + "/" + site
}

// ShellScreen returns the rendered shell screen.
func (c *Cached) ShellScreen(ctx context.Context, client, site string) (screen.Rendered, error) {
	return c.get(ctx, c.SharedKey(ScreenShell, client, site), func(ctx context.Context) (screen.Screen, error) {
		return c.Shell.Shell(ctx, client, site)
	})
}

// HomeScreen returns the rendered home screen.
func (c *Cached) HomeScreen(ctx context.Context, client, site string) (screen.Rendered, error) {
	return c.get(ctx, c.SharedKey(ScreenHome, client, site), func(ctx context.Context) (screen.Screen, error) {
		return c.Shell.Home(ctx, client, site)
	})
}

// Forget drops both screens of client's site, after staff changed one of
// its announcements: this replica builds them afresh for the next request.
func (c *Cached) Forget(ctx context.Context, client, site string) error {
	if c.Cache == nil {
		return nil
	}
	return c.Cache.Forget(ctx, c.SharedKey(ScreenShell, client, site), c.SharedKey(ScreenHome, client, site))
}

// get is key's screen from the cache, or as build makes it without one.
func (c *Cached) get(ctx context.Context, key string, build func(ctx context.Context) (screen.Screen, error)) (screen.Rendered, error) {
	if c.Cache != nil {
		return c.Cache.Get(ctx, key, build)
	}
	s, err := build(ctx)
	if err != nil {
		return screen.Rendered{}, err
	}
	return screen.Render(s)
}
