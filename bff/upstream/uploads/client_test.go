package uploads_test

import (
	"bytes"
	"errors"
	"io"
	"net/http/httptest"
	"strings"
	"testing"
	"time"

	"github.com/payhub/payhub/bff"
	"github.com/payhub/payhub/bff/upstream"
	"github.com/payhub/payhub/bff/upstream/uploads"
	"github.com/payhub/payhub/bff/upstream/uploads/uploadstest"
	"github.com/payhub/payhub/sandbox"
)

func newClient(t *testing.T) (*uploads.Client, *sandbox.Server) {
	t.Helper()
	srv, err := sandbox.New(t.Context(), sandbox.Options{Dir: t.TempDir()})
	if err != nil {
		t.Fatalf("sandbox.New: %v", err)
	}
	t.Cleanup(func() { srv.Close() })
	ts := httptest.NewServer(srv.Handler())
	t.Cleanup(ts.Close)
	pool := upstream.NewPool(upstream.Options{MaxRetries: -1})
	t.Cleanup(pool.Close)
	return uploads.NewClient(pool.Client("uploads", ts.URL+sandbox.PrefixUploads)), srv
}

// TestClient_API59_API60_API61_createsAnUploadAndStreamsItsFile runs the
// client against the real sandbox service.
func TestClient_API59_API60_API61_createsAnUploadAndStreamsItsFile(t *testing.T) {
	api, _ := newClient(t)
	ctx := t.Context()
	if err := api.Ping(ctx); err != nil {
		t.Fatalf("Ping: %v", err)
	}
	up, err := api.Create(ctx, "forms:insurance-affidavit", time.Now().Add(time.Hour))
	if err != nil || !strings.HasPrefix(up.UploadID, uploads.IDPrefix) {
		t.Fatalf("Create = %+v, %v", up, err)
	}
	u, err := api.Send(ctx, up.UploadURI, "proof.pdf", bytes.NewReader(uploadstest.PDF()))
	if err != nil || u.ID != up.UploadID || u.MimeType != uploads.TypePDF {
		t.Fatalf("Send = %+v, %v", u, err)
	}
	got, err := api.Upload(ctx, up.UploadID)
	if err != nil || got != u {
		t.Errorf("Upload = %+v, %v; want %+v", got, err, u)
	}
	if _, err := api.Send(ctx, up.UploadURI, "again.pdf", bytes.NewReader(uploadstest.PDF())); bff.ErrorCode(err) != bff.CodeConflict {
		t.Errorf("a second file = %v, want conflict", err)
	}
}

func TestClient_UPL06_createWithoutRetentionIsRefused(t *testing.T) {
	api, _ := newClient(t)
	if _, err := api.Create(t.Context(), "", time.Now().Add(time.Hour)); bff.ErrorCode(err) != bff.CodeUpstreamFailed {
		t.Errorf("Create without a source tag = %v, want the service's refusal", err)
	}
	if _, err := api.Create(t.Context(), "forms", time.Now().Add(uploads.MaxRetention+time.Hour)); bff.ErrorCode(err) != bff.CodeUpstreamFailed {
		t.Errorf("Create retained beyond ten years = %v, want the service's refusal", err)
	}
}

// failingReader yields some bytes, then fails, as a file cut off by a
// size limit does.
type failingReader struct{ r io.Reader }

func (f *failingReader) Read(p []byte) (int, error) {
	n, err := f.r.Read(p)
	if errors.Is(err, io.EOF) {
		return n, errors.New("cut off")
	}
	return n, err
}

func TestClient_UPL04_aFileCutOffWhileStreamingStoresNothing(t *testing.T) {
	api, srv := newClient(t)
	ctx := t.Context()
	up, err := api.Create(ctx, "forms", time.Now().Add(time.Hour))
	if err != nil {
		t.Fatal(err)
	}
	if _, err := api.Send(ctx, up.UploadURI, "proof.pdf", &failingReader{bytes.NewReader(uploadstest.PDF())}); err == nil {
		t.Fatal("Send of a broken stream succeeded")
	}
	if n, err := srv.DB().Uploads().CountUploads(ctx); err != nil || n != 0 {
		t.Errorf("stored uploads = %d, %v; want none", n, err)
	}
	if _, err := api.Send(ctx, "http://elsewhere.example/v1/upload-targets/x", "p.pdf", bytes.NewReader(uploadstest.PDF())); bff.ErrorCode(err) != bff.CodeInternal {
		t.Errorf("Send to another host = %v, want a refusal before sending", err)
	}
}
