package bff

import (
	"bytes"
	"errors"
	"log/slog"
	"strings"
	"testing"
)

func TestLogHandler_masksCardNumbersInEveryPartOfALine(t *testing.T) {
	var buf bytes.Buffer
	// The time is left out: its digits may read as a card number.
	noTime := &slog.HandlerOptions{ReplaceAttr: func(groups []string, a slog.Attr) slog.Attr {
		if len(groups) == 0 && a.Key == slog.TimeKey {
			return slog.Attr{}
		}
		return a
	}}
	log := slog.New(LogHandler{slog.NewJSONHandler(&buf, noTime)}).With("with", "4242-4242-4242-4242")
	log.Info("request 4242424242424242",
		"path", "/bff/v1/sunshine/demo/payables/4242.4242.4242.4242",
		"error", errors.New("upstream said ４２４２４２４２４２４２４２４２"),
		"list", []string{"4242 4242 4242 4242"},
		slog.Group("g", "x", "5555555555554444"),
		"4242424242424242", "in a key",
		"count", 3, "plain", "R100-001")
	line := buf.String()
	if ContainsCardNumber(line) {
		t.Fatalf("a card number was logged: %s", line)
	}
	for _, want := range []string{`"msg":"request ************4242"`, `"path":"/bff/v1/sunshine/demo/payables/****.****.****.4242"`,
		`"with":"****-****-****-4242"`, `"x":"************4444"`, `"************4242":"in a key"`, `"count":3`, `"plain":"R100-001"`} {
		if !strings.Contains(line, want) {
			t.Errorf("the line lacks %s: %s", want, line)
		}
	}
}
