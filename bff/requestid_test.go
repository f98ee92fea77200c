package bff

import (
	"bytes"
	"context"
	"encoding/json"
	"log/slog"
	"testing"
)

func TestLogHandler_addsTheRequestIDToEveryLineLoggedWithItsContext(t *testing.T) {
	var buf bytes.Buffer
	log := slog.New(LogHandler{slog.NewJSONHandler(&buf, nil)}).With("component", "test")
	ctx := WithRequestID(context.Background(), "req-123")
	log.InfoContext(ctx, "hello")
	var line map[string]any
	if err := json.Unmarshal(buf.Bytes(), &line); err != nil {
		t.Fatal(err)
	}
	if line["request_id"] != "req-123" || line["component"] != "test" {
		t.Fatalf("line = %v", line)
	}
	buf.Reset()
	log.Info("no context")
	if bytes.Contains(buf.Bytes(), []byte("request_id")) {
		t.Fatalf("a line without a request context got a request id: %s", buf.String())
	}
}
