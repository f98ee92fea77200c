package sqlite_test

import (
	"slices"
	"testing"

	"github.com/payhub/payhub/bff/upstream/siteconfig"
	"github.com/payhub/payhub/sandbox/login"
	"github.com/payhub/payhub/sandbox/sqlite"
)

func TestSeedEmbedding_addsTheRunningExampleOriginAndIssuerToTheEmbeddedSitesOnly(t *testing.T) {
	dir := t.TempDir()
	db := openSeeded(t, dir)
	iss := siteconfig.HostIssuer{Issuer: "http://127.0.0.1:4000/svc/issuer",
		JWKSURL: "http://127.0.0.1:4000/svc/issuer/.well-known/jwks.json", Audience: "payhub-widget"}
	e := sqlite.Embedding{ExampleOrigins: []string{"http://127.0.0.1:4001", "http://127.0.0.1:8081"}, Issuer: iss}
	// Twice, as at every start: nothing is duplicated.
	for range 2 {
		if err := db.SeedEmbedding(t.Context(), e); err != nil {
			t.Fatal(err)
		}
	}
	demo, err := db.SiteConfig().Site(t.Context(), "sunshine", "demo")
	if err != nil {
		t.Fatal(err)
	}
	want := append(sqlite.ExampleOrigins(), "http://127.0.0.1:4001")
	if !slices.Equal(demo.FrameAncestors, want) {
		t.Errorf("frameAncestors %v, want %v", demo.FrameAncestors, want)
	}
	if !slices.Equal(demo.HostIssuers, []siteconfig.HostIssuer{iss}) {
		t.Errorf("hostIssuers %+v", demo.HostIssuers)
	}
	// ROLE-15: the embedded public site too, with the login service's
	// token-exchange client.
	public, err := db.SiteConfig().Site(t.Context(), sqlite.ClientStarlight, sqlite.SiteEmbedded)
	if err != nil {
		t.Fatal(err)
	}
	if public.Mode != siteconfig.ModeEmbeddedPublic || !slices.Equal(public.FrameAncestors, want) ||
		!slices.Equal(public.HostIssuers, []siteconfig.HostIssuer{iss}) ||
		public.Login.TokenExchangeClientID != login.ClientTokenExchange || !public.Login.Meta.Enabled {
		t.Errorf("starlight/embedded: %+v", public)
	}
	if demo.Login.TokenExchangeClientID != login.ClientTokenExchange {
		t.Errorf("sunshine/demo's token-exchange client %q", demo.Login.TokenExchangeClientID)
	}
	moon, err := db.SiteConfig().Site(t.Context(), "moonbeam", "pay")
	if err != nil {
		t.Fatal(err)
	}
	if len(moon.FrameAncestors) != 0 || len(moon.HostIssuers) != 0 {
		t.Errorf("moonbeam/pay changed: %v %v", moon.FrameAncestors, moon.HostIssuers)
	}
	// A restart on other ports seeds afresh: the old port is gone.
	if err := db.Seed(t.Context(), seedTime()); err != nil {
		t.Fatal(err)
	}
	moved := sqlite.Embedding{ExampleOrigins: []string{"http://127.0.0.1:4002"}}
	if err := db.SeedEmbedding(t.Context(), moved); err != nil {
		t.Fatal(err)
	}
	demo, _ = db.SiteConfig().Site(t.Context(), "sunshine", "demo")
	if slices.Contains(demo.FrameAncestors, "http://127.0.0.1:4001") || !slices.Contains(demo.FrameAncestors, "http://127.0.0.1:4002") {
		t.Errorf("after a restart: %v", demo.FrameAncestors)
	}
}
