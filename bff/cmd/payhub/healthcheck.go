package main

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"net"
	"net/http"
	"strings"
	"time"
)

// healthcheckTimeout bounds the probe, as a container engine's or
// Kubernetes' probe timeout would.
const healthcheckTimeout = 5 * time.Second

// healthcheck is `payhub healthcheck`: it asks the BFF listening on --addr
// (PAYHUB_ADDR, as serve reads it) for --path, /readyz by default, and
// exits 0 on 200, 1 otherwise. It is the image's HEALTHCHECK: a FROM
// scratch image has no curl or wget.
func healthcheck(ctx context.Context, args []string, getenv func(string) string, stdout, stderr io.Writer) int {
	fs := flag.NewFlagSet("payhub healthcheck", flag.ContinueOnError)
	fs.SetOutput(stderr)
	def := getenv("PAYHUB_ADDR")
	if def == "" {
		def = "localhost:8080"
	}
	addr := fs.String("addr", def, "the BFF's listen address, as given to serve (PAYHUB_ADDR)")
	path := fs.String("path", "/readyz", "the path to ask: /readyz (ready for traffic) or /healthz (alive)")
	if err := fs.Parse(args); err != nil {
		return 2
	}
	u, err := probeURL(*addr, *path)
	if err != nil {
		fmt.Fprintf(stderr, "payhub healthcheck: %v\n", err)
		return 2
	}
	ctx, cancel := context.WithTimeout(ctx, healthcheckTimeout)
	defer cancel()
	req, err := http.NewRequestWithContext(ctx, http.MethodGet, u, nil)
	if err != nil {
		fmt.Fprintf(stderr, "payhub healthcheck: %v\n", err)
		return 2
	}
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		fmt.Fprintf(stderr, "payhub healthcheck: %v\n", err)
		return 1
	}
	defer resp.Body.Close()
	body, _ := io.ReadAll(io.LimitReader(resp.Body, 4096))
	fmt.Fprintf(stdout, "%s %d %s\n", u, resp.StatusCode, strings.TrimSpace(string(body)))
	if resp.StatusCode != http.StatusOK {
		return 1
	}
	return 0
}

// probeURL is the URL of path on the listener addr; an unspecified host
// (":8080", "0.0.0.0:8080") is asked on the loopback address.
func probeURL(addr, path string) (string, error) {
	host, port, err := net.SplitHostPort(addr)
	if err != nil {
		return "", fmt.Errorf("--addr %q: %w", addr, err)
	}
	if !strings.HasPrefix(path, "/") {
		return "", errors.New("--path must start with /")
	}
	if ip := net.ParseIP(host); host == "" || (ip != nil && ip.IsUnspecified()) {
		host = "127.0.0.1"
	}
	return "http://" + net.JoinHostPort(host, port) + path, nil
}
