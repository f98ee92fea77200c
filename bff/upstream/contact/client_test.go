package contact_test

import (
	"net/http/httptest"
	"testing"

	"github.com/payhub/payhub/bff"
	"github.com/payhub/payhub/bff/upstream"
	"github.com/payhub/payhub/bff/upstream/contact"
	"github.com/payhub/payhub/sandbox"
	sandboxcontact "github.com/payhub/payhub/sandbox/contact"
)

// TestSend_API30_postsTheMessageToTheSandboxWhichCopiesItToTheOutbox runs
// the client against the real sandbox service on a fresh database.
func TestSend_API30_postsTheMessageToTheSandboxWhichCopiesItToTheOutbox(t *testing.T) {
	srv, err := sandbox.New(t.Context(), sandbox.Options{Dir: t.TempDir()})
	if err != nil {
		t.Fatalf("sandbox.New: %v", err)
	}
	t.Cleanup(func() { srv.Close() })
	ts := httptest.NewServer(srv.Handler())
	t.Cleanup(ts.Close)
	pool := upstream.NewPool(upstream.Options{MaxRetries: -1})
	t.Cleanup(pool.Close)
	api := contact.NewClient(pool.Client("contact", ts.URL+sandbox.PrefixContact))
	ctx := t.Context()
	if err := api.Ping(ctx); err != nil {
		t.Fatalf("Ping: %v", err)
	}
	req := contact.Request{Client: "sunshine", Site: "demo", Topic: "payment_question",
		Body: "Did my payment of March 1 arrive?", FirstName: "Ana", LastName: "Lopez",
		Email: "ana@example.com", URL: "http://localhost:8080/sunshine/demo/home",
		CustomFields: map[string]string{}}
	receipt, err := api.Send(ctx, req)
	if err != nil || receipt.ID == "" {
		t.Fatalf("Send = %+v, %v", receipt, err)
	}
	n, err := srv.DB().Contact().CountMessages(ctx, "sunshine", "demo")
	if err != nil || n != 1 {
		t.Errorf("stored messages = %d, %v; want 1", n, err)
	}
	mail, err := srv.DB().Outbox().List(ctx, sandboxcontact.HelpDesk("sunshine"), 10)
	if err != nil || len(mail) != 1 || mail[0].Kind != sandboxcontact.KindContact {
		t.Fatalf("outbox = %+v, %v; want the message's copy", mail, err)
	}

	req.Body = ""
	if _, err := api.Send(ctx, req); bff.ErrorCode(err) != bff.CodeUpstreamFailed {
		t.Errorf("Send without comments = %v, want the service's refusal", err)
	}
}
