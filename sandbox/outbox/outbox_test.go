package outbox_test

import (
	"encoding/json"
	"io"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
	"time"

	"github.com/payhub/payhub/sandbox/outbox"
	"github.com/payhub/payhub/sandbox/sqlite"
)

// start serves the outbox pages over a fresh database holding msgs.
func start(t *testing.T, msgs ...outbox.Message) string {
	t.Helper()
	db, err := sqlite.Open(t.Context(), t.TempDir(), nil)
	if err != nil {
		t.Fatalf("Open: %v", err)
	}
	t.Cleanup(func() { db.Close() })
	for _, m := range msgs {
		if _, err := db.Outbox().Send(t.Context(), m); err != nil {
			t.Fatalf("Send: %v", err)
		}
	}
	h := outbox.NewHandler(db.Outbox(), nil)
	mux := http.NewServeMux()
	mux.HandleFunc("GET /outbox", h.HTML)
	mux.HandleFunc("GET /outbox.json", h.JSON)
	ts := httptest.NewServer(mux)
	t.Cleanup(ts.Close)
	return ts.URL
}

func get(t *testing.T, url string) (int, http.Header, string) {
	t.Helper()
	resp, err := http.Get(url)
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	b, err := io.ReadAll(resp.Body)
	if err != nil {
		t.Fatal(err)
	}
	return resp.StatusCode, resp.Header, string(b)
}

func messages() []outbox.Message {
	at := time.Date(2026, 5, 4, 12, 0, 0, 0, time.UTC)
	return []outbox.Message{
		{To: "pat@example.com", Subject: "Your payment receipt", Text: "Confirmation number: PH-AAAAAAAAAA",
			Kind: outbox.KindReceipt, SentAt: at},
		{To: "lee@example.com", Subject: "Su recibo de pago", Text: "Total: <b>$5.00</b>", Language: "es",
			SentAt: at.Add(time.Minute)},
	}
}

func TestOutboxPage_isAnAccessibleListNewestFirst(t *testing.T) {
	status, header, page := get(t, start(t, messages()...)+"/outbox")
	if status != http.StatusOK || !strings.HasPrefix(header.Get("Content-Type"), "text/html") {
		t.Fatalf("GET /outbox: %d %s", status, header.Get("Content-Type"))
	}
	for _, want := range []string{`<html lang="en">`, "<title>Sandbox outbox</title>", "<h1>Sandbox outbox</h1>",
		`<th scope="col">To</th>`, `<th scope="col">Subject</th>`, `<pre lang="en">Confirmation number: PH-AAAAAAAAAA</pre>`,
		`<pre lang="es">`, "2026-05-04 12:00:00 UTC"} {
		if !strings.Contains(page, want) {
			t.Errorf("page lacks %q", want)
		}
	}
	if strings.Index(page, "lee@example.com") > strings.Index(page, "pat@example.com") {
		t.Errorf("the newer message is not listed first")
	}
	if strings.Contains(page, "<b>$5.00</b>") || !strings.Contains(page, "&lt;b&gt;$5.00&lt;/b&gt;") {
		t.Errorf("message text is not escaped")
	}
}

func TestOutboxPage_saysWhenThereIsNothing(t *testing.T) {
	if _, _, page := get(t, start(t)+"/outbox"); !strings.Contains(page, "No messages yet.") {
		t.Errorf("empty page lacks the empty-state text")
	}
}

func TestOutboxJSON_listsMessagesNewestFirstAndFiltersByRecipient(t *testing.T) {
	url := start(t, messages()...)
	_, _, body := get(t, url+"/outbox.json")
	var all outbox.List
	if err := json.Unmarshal([]byte(body), &all); err != nil || len(all.Messages) != 2 ||
		all.Messages[0].To != "lee@example.com" || all.Messages[0].ID == 0 {
		t.Fatalf("outbox.json = %s (%v), want two messages, lee's first", body, err)
	}
	_, _, body = get(t, url+"/outbox.json?to=PAT@example.com")
	var pat outbox.List
	if err := json.Unmarshal([]byte(body), &pat); err != nil || len(pat.Messages) != 1 ||
		pat.Messages[0].Subject != "Your payment receipt" || pat.Messages[0].Kind != outbox.KindReceipt {
		t.Fatalf("outbox.json?to=pat = %s (%v), want pat's receipt", body, err)
	}
}
