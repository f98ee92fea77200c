// Command payhub runs PayHub: the BFF, the sandbox upstream services and the
// example county site (serve), the BFF alone against real upstreams
// (serve --upstreams FILE), or the sandbox alone (sandbox).
package main

import (
	"context"
	"fmt"
	"io"
	"log/slog"
	"os"
	"os/signal"
	"syscall"

	"github.com/payhub/payhub/bff"
)

func main() {
	os.Exit(run(os.Args[1:], os.Getenv, os.Stdout, os.Stderr))
}

// run is main without the process: it returns the exit code.
func run(args []string, getenv func(string) string, stdout, stderr io.Writer) int {
	if len(args) > 0 {
		switch args[0] {
		case "version":
			fmt.Fprintln(stdout, "payhub", buildVersion())
			return 0
		case "healthcheck":
			return healthcheck(context.Background(), args[1:], getenv, stdout, stderr)
		}
	}
	cfg, err := parseConfig(args, getenv, stderr)
	if err != nil {
		fmt.Fprintf(stderr, "payhub: %v\n", err)
		return 2
	}
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	defer stop()

	m := &Main{Config: cfg, Logger: newLogger(stdout, cfg.LogLevel)}
	m.Logger.Info("starting payhub", "version", buildVersion(), "command", cfg.Command, "env", string(cfg.Env))
	if err := m.Start(ctx); err != nil {
		m.Logger.Error("start-up failed", "error", err.Error())
		fmt.Fprintf(stderr, "payhub: %v\n", err)
		_ = m.Close()
		return 1
	}
	for _, l := range m.Listening() {
		fmt.Fprintf(stderr, "payhub: %-9s %s\n", l.Name, l.URL)
	}
	select {
	case <-ctx.Done():
	case err := <-m.Errs():
		m.Logger.Error("a listener failed; stopping", "error", err.Error())
	}
	// A second signal ends the delay at once.
	dctx, dstop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	m.drain(dctx, cfg.DrainDelay)
	dstop()
	m.Logger.Info("shutting down: draining in-flight requests", "timeout", cfg.ShutdownTimeout.String())
	sctx, cancel := context.WithTimeout(context.Background(), cfg.ShutdownTimeout)
	defer cancel()
	if err := m.Shutdown(sctx); err != nil {
		m.Logger.Error("shutdown", "error", err.Error())
		return 1
	}
	m.Logger.Info("stopped")
	return 0
}

// newLogger writes JSON lines with the request id on every line logged
// within a request.
func newLogger(w io.Writer, level slog.Level) *slog.Logger {
	return slog.New(bff.LogHandler{Handler: slog.NewJSONHandler(w, &slog.HandlerOptions{Level: level})})
}
