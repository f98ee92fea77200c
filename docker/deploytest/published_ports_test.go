package deploytest

import (
	"strings"
	"testing"
)

// publishedPort splits a compose short port syntax, [ip:]host:container,
// into its parts; ip is "" when the port is published on every interface.
func publishedPort(p string) (ip, host, container string) {
	parts := strings.Split(p, ":")
	container = parts[len(parts)-1]
	if len(parts) > 1 {
		host = parts[len(parts)-2]
	}
	if len(parts) > 2 {
		ip = strings.Join(parts[:len(parts)-2], ":")
	}
	return ip, host, container
}

// TestCompose_theSandboxIsPublishedOnLoopbackOnly checks that the
// sandbox's ports reach this machine only: its services (the clock, the
// test-card ledger, the admin endpoints) answer anyone who reaches them.
func TestCompose_theSandboxIsPublishedOnLoopbackOnly(t *testing.T) {
	c := readCompose(t)
	s, ok := c.Services["sandbox"]
	if !ok || len(s.Ports) == 0 {
		t.Fatal("compose.yaml publishes no sandbox ports")
	}
	for _, p := range s.Ports {
		if ip, _, _ := publishedPort(p); ip != "127.0.0.1" {
			t.Errorf("the sandbox publishes %q, want it on 127.0.0.1 only", p)
		}
	}
}

func TestPublishedPort_readsTheShortSyntax(t *testing.T) {
	for p, want := range map[string][3]string{
		"8090:8090":           {"", "8090", "8090"},
		"127.0.0.1:8090:8090": {"127.0.0.1", "8090", "8090"},
		"9000:8090":           {"", "9000", "8090"},
	} {
		if ip, host, container := publishedPort(p); [3]string{ip, host, container} != want {
			t.Errorf("publishedPort(%q) = %q %q %q, want %v", p, ip, host, container, want)
		}
	}
}
