package main

import (
	"net"
	"slices"
	"testing"
)

func TestPortalOrigins_theListenersOwnOriginsOrThePublicURLAlone(t *testing.T) {
	for _, tc := range []struct {
		name, publicURL string
		addr            net.Addr
		want            []string
	}{
		{"loopback", "", &net.TCPAddr{IP: net.IPv4(127, 0, 0, 1), Port: 8080},
			[]string{"http://127.0.0.1:8080", "http://localhost:8080"}},
		{"every interface", "", &net.TCPAddr{IP: net.IPv4zero, Port: 8080},
			[]string{"http://127.0.0.1:8080", "http://localhost:8080"}},
		{"one address", "", &net.TCPAddr{IP: net.IPv4(10, 0, 0, 5), Port: 8080},
			[]string{"http://127.0.0.1:8080", "http://localhost:8080", "http://10.0.0.5:8080"}},
		{"a public URL", "https://pay.example.gov", &net.TCPAddr{IP: net.IPv4(127, 0, 0, 1), Port: 8080},
			[]string{"https://pay.example.gov"}},
	} {
		if got := portalOrigins(tc.publicURL, tc.addr); !slices.Equal(got, tc.want) {
			t.Errorf("%s: %v, want %v", tc.name, got, tc.want)
		}
	}
}
