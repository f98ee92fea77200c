package uploads_test

import (
	"bytes"
	"net/http/httptest"
	"testing"
	"time"

	"github.com/payhub/payhub/bff/upstream"
	"github.com/payhub/payhub/bff/upstream/uploads"
	"github.com/payhub/payhub/bff/upstream/uploads/uploadstest"
	"github.com/payhub/payhub/sandbox"
)

// The uploads service's clock alone decides how long an upload no filing
// holds is kept: a caller whose clock is days behind the service's (the
// BFF's, once the sandbox clock moved) still creates uploads, each kept
// UnattachedRetention from the service's now, as the answer says, and
// removed once that passes by the service's clock.
func TestUnattachedRetention_theServicesClockAloneDecidesAnUploadsExpiry(t *testing.T) {
	start := time.Now().UTC().Truncate(time.Second)
	srv, err := sandbox.New(t.Context(), sandbox.Options{Dir: t.TempDir(), Now: func() time.Time { return start }})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { srv.Close() })
	ts := httptest.NewServer(srv.Handler())
	t.Cleanup(ts.Close)
	pool := upstream.NewPool(upstream.Options{MaxRetries: -1})
	t.Cleanup(pool.Close)
	api := uploads.NewClient(pool.Client("uploads", ts.URL+sandbox.PrefixUploads))
	ctx := t.Context()

	if _, _, err := srv.Runner().Advance(ctx, 72*time.Hour); err != nil {
		t.Fatal(err)
	}
	serviceNow := start.Add(72 * time.Hour)
	callerAsks := start.Add(uploads.UnattachedRetention) // the caller's now plus a day: the service's past
	up, err := api.Create(ctx, "forms:insurance-affidavit:o1", callerAsks)
	if err != nil {
		t.Fatalf("Create by a caller whose clock is behind the service's: %v", err)
	}
	if want := serviceNow.Add(uploads.UnattachedRetention).Format(time.RFC3339); up.RetainUntil != want {
		t.Errorf("retainUntil = %q, want the service's now plus a day, %q", up.RetainUntil, want)
	}
	if _, err := api.Send(ctx, up.UploadURI, "proof.pdf", bytes.NewReader(uploadstest.PDF())); err != nil {
		t.Fatalf("Send: %v", err)
	}

	if _, _, err := srv.Runner().Advance(ctx, uploads.UnattachedRetention-time.Minute); err != nil {
		t.Fatal(err)
	}
	if _, err := api.Create(ctx, "forms:other", serviceNow); err != nil {
		t.Fatal(err)
	}
	if _, err := api.Upload(ctx, up.UploadID); err != nil {
		t.Errorf("the upload is gone before its day passed by the service's clock: %v", err)
	}
	if _, _, err := srv.Runner().Advance(ctx, time.Minute); err != nil {
		t.Fatal(err)
	}
	if _, err := api.Create(ctx, "forms:other", serviceNow); err != nil {
		t.Fatal(err)
	}
	if _, err := api.Upload(ctx, up.UploadID); err == nil {
		t.Error("the upload is kept after its day passed by the service's clock")
	}
}
