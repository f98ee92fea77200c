package http

import (
	"context"
	"encoding/base64"
	"net/http"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"golang.org/x/crypto/bcrypt"

	"github.com/payhub/payhub/bff"
)

func basicServer(t *testing.T, env bff.Env) http.Handler {
	t.Helper()
	hash, err := bcrypt.GenerateFromPassword([]byte("s3cret"), bcrypt.MinCost)
	if err != nil {
		t.Fatal(err)
	}
	cred := &bff.BasicAuth{Realm: "Test site", Username: "county", PasswordHash: string(hash)}
	sites := fakeSites(func(_ context.Context, client, site string) (bff.SitePolicy, error) {
		switch client + "/" + site {
		case "starlight/basic", "lakeside/pay":
			return bff.SitePolicy{Enabled: true, BasicAuth: cred}, nil
		case "starlight/open":
			return bff.SitePolicy{Enabled: true}, nil
		}
		return bff.SitePolicy{}, bff.Errorf(bff.CodeNotFound, "No such site.")
	})
	clients := fakeClients(func(_ context.Context, client string) (bff.ClientDescriptor, error) {
		switch client {
		case "starlight":
			return bff.ClientDescriptor{Client: client, Sites: []bff.SiteRef{{Site: "basic", Enabled: true}, {Site: "open", Enabled: true}}}, nil
		case "lakeside":
			return bff.ClientDescriptor{Client: client, ClientOnlyURLs: true, Sites: []bff.SiteRef{{Site: "pay", Enabled: true}}}, nil
		}
		return bff.ClientDescriptor{}, bff.Errorf(bff.CodeNotFound, "No such client.")
	})
	web := t.TempDir()
	if err := os.WriteFile(filepath.Join(web, "index.html"), []byte("<!doctype html><title>portal</title>"), 0o600); err != nil {
		t.Fatal(err)
	}
	return New(Deps{Env: env, Sites: sites, Clients: clients, Web: os.DirFS(web)})
}

func basic(user, pass string) map[string]string {
	return map[string]string{"Authorization": "Basic " + base64.StdEncoding.EncodeToString([]byte(user+":"+pass))}
}

func TestBasicAuth_GUARD16_ROUTE54_theSitesPagesAndAPIAskForCredentials(t *testing.T) {
	h := basicServer(t, bff.EnvTest)
	for _, path := range []string{"/starlight/basic/home", "/dmv/starlight/basic/checkout", "/STARLIGHT/Basic",
		"/bff/v1/starlight/basic/screens/shell", "/lakeside/home", "/lakeside"} {
		rec := do(h, http.MethodGet, path, nil)
		if rec.Code != http.StatusUnauthorized || !strings.HasPrefix(rec.Header().Get("WWW-Authenticate"), `Basic realm="Test site"`) {
			t.Errorf("%s without credentials: %d %q", path, rec.Code, rec.Header().Get("WWW-Authenticate"))
		}
		for _, wrong := range []map[string]string{basic("county", "nope"), basic("someone", "s3cret"), basic("", "")} {
			if rec := do(h, http.MethodGet, path, wrong); rec.Code != http.StatusUnauthorized {
				t.Errorf("%s with wrong credentials: %d", path, rec.Code)
			}
		}
		if rec := do(h, http.MethodGet, path, basic("county", "s3cret")); rec.Code == http.StatusUnauthorized {
			t.Errorf("%s with the right credentials: 401", path)
		}
	}
}

func TestBasicAuth_otherSitesAndSharedFilesStayOpen(t *testing.T) {
	h := basicServer(t, bff.EnvTest)
	for _, path := range []string{"/starlight/open/home", "/healthz", "/web/portal/assets/x.js", "/sdk/payhub.js", "/", "/unknown/home"} {
		if rec := do(h, http.MethodGet, path, nil); rec.Code == http.StatusUnauthorized {
			t.Errorf("%s asked for credentials", path)
		}
	}
}

func TestBasicAuth_GUARD17_isBypassedInTheDemoEnvironment(t *testing.T) {
	h := basicServer(t, bff.EnvDemo)
	if rec := do(h, http.MethodGet, "/starlight/basic/home", nil); rec.Code == http.StatusUnauthorized {
		t.Fatal("the demo environment asked for credentials")
	}
}
