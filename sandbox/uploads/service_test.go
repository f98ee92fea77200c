package uploads_test

import (
	"archive/zip"
	"bytes"
	"encoding/json"
	"mime/multipart"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"time"

	wire "github.com/payhub/payhub/bff/upstream/uploads"
	"github.com/payhub/payhub/bff/upstream/uploads/uploadstest"
	"github.com/payhub/payhub/sandbox/sqlite"
	"github.com/payhub/payhub/sandbox/uploads"
)

// fixture is the service's handler on a fresh database, its files in dir.
type fixture struct {
	srv *httptest.Server
	db  *sqlite.DB
	dir string
}

func newFixture(t *testing.T) fixture {
	t.Helper()
	root := t.TempDir()
	db, err := sqlite.Open(t.Context(), root, nil)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { db.Close() })
	dir := filepath.Join(root, "uploads")
	svc, err := uploads.NewService(db.Uploads(), dir, nil)
	if err != nil {
		t.Fatal(err)
	}
	srv := httptest.NewServer(uploads.NewHandler(svc, nil))
	t.Cleanup(srv.Close)
	return fixture{srv: srv, db: db, dir: dir}
}

func (f fixture) create(t *testing.T, body string) (*http.Response, wire.CreateResponse) {
	t.Helper()
	resp, err := http.Post(f.srv.URL+wire.UploadsPath, "application/json", strings.NewReader(body))
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	var out wire.CreateResponse
	_ = json.NewDecoder(resp.Body).Decode(&out)
	return resp, out
}

func (f fixture) newUpload(t *testing.T) wire.CreateResponse {
	t.Helper()
	resp, out := f.create(t, `{"sourceTag":"forms:insurance-affidavit","retainUntil":"`+
		time.Now().Add(24*time.Hour).UTC().Format(time.RFC3339)+`"}`)
	if resp.StatusCode != http.StatusCreated {
		t.Fatalf("create = %d", resp.StatusCode)
	}
	return out
}

// post sends content as the file name of a multipart form to uri.
func (f fixture) post(t *testing.T, uri, name string, content []byte) (int, wire.Upload, string) {
	t.Helper()
	var b bytes.Buffer
	mw := multipart.NewWriter(&b)
	part, err := mw.CreateFormFile(wire.FileField, name)
	if err == nil {
		_, err = part.Write(content)
	}
	if err == nil {
		err = mw.Close()
	}
	if err != nil {
		t.Fatal(err)
	}
	resp, err := http.Post(f.srv.URL+uri, mw.FormDataContentType(), &b)
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	var raw bytes.Buffer
	_, _ = raw.ReadFrom(resp.Body)
	var u wire.Upload
	_ = json.Unmarshal(raw.Bytes(), &u)
	return resp.StatusCode, u, raw.String()
}

// files lists what the files directory holds.
func (f fixture) files(t *testing.T) []string {
	t.Helper()
	entries, err := os.ReadDir(f.dir)
	if err != nil {
		t.Fatal(err)
	}
	var names []string
	for _, e := range entries {
		names = append(names, e.Name())
	}
	return names
}

func TestCreate_UPL06_sourceTagAndRetainUntilAreRequired(t *testing.T) {
	f := newFixture(t)
	future := time.Now().Add(time.Hour).UTC().Format(time.RFC3339)
	for name, body := range map[string]string{
		"no sourceTag":        `{"retainUntil":"` + future + `"}`,
		"no retainUntil":      `{"sourceTag":"forms"}`,
		"beyond ten years":    `{"sourceTag":"forms","retainUntil":"` + time.Now().Add(wire.MaxRetention+time.Hour).UTC().Format(time.RFC3339) + `"}`,
		"not a time":          `{"sourceTag":"forms","retainUntil":"tomorrow"}`,
		"a path as sourceTag": `{"sourceTag":"../x","retainUntil":"` + future + `"}`,
	} {
		if resp, _ := f.create(t, body); resp.StatusCode != http.StatusBadRequest {
			t.Errorf("%s: status %d, want 400", name, resp.StatusCode)
		}
	}
}

func TestCreateAndStore_API60_API61_UPL01_UPL05_storesThePDFUnderTheDataDirectoryWithASanitisedName(t *testing.T) {
	f := newFixture(t)
	up := f.newUpload(t)
	if !strings.HasPrefix(up.UploadID, wire.IDPrefix) || !strings.HasPrefix(up.UploadURI, uploads.TargetsPath+"/") {
		t.Fatalf("create = %+v, want an id prefixed %q and a target URI", up, wire.IDPrefix)
	}
	status, u, body := f.post(t, up.UploadURI, "../../etc/proof of insurance (1).pdf", uploadstest.PDF())
	if status != http.StatusCreated {
		t.Fatalf("store = %d %s", status, body)
	}
	if u.ID != up.UploadID || u.Name != "proof_of_insurance_1_.pdf" || u.MimeType != wire.TypePDF ||
		u.SizeBytes != int64(len(uploadstest.PDF())) || u.FileID == "" {
		t.Errorf("upload = %+v", u)
	}
	got, err := os.ReadFile(filepath.Join(f.dir, u.FileID))
	if err != nil || !bytes.Equal(got, uploadstest.PDF()) {
		t.Errorf("stored file = %d bytes, %v", len(got), err)
	}
	if files := f.files(t); len(files) != 1 || files[0] != u.FileID {
		t.Errorf("files directory = %v, want only %s", files, u.FileID)
	}
}

func TestStore_API61_anUploadURITakesOneFile(t *testing.T) {
	f := newFixture(t)
	up := f.newUpload(t)
	if status, _, body := f.post(t, up.UploadURI, "a.pdf", uploadstest.PDF()); status != http.StatusCreated {
		t.Fatalf("first = %d %s", status, body)
	}
	if status, _, _ := f.post(t, up.UploadURI, "b.pdf", uploadstest.PDF()); status != http.StatusConflict {
		t.Errorf("second file = %d, want 409", status)
	}
	if status, _, _ := f.post(t, uploads.TargetsPath+"/NOSUCHTOKEN", "c.pdf", uploadstest.PDF()); status != http.StatusNotFound {
		t.Errorf("unknown URI = %d, want 404", status)
	}
	if files := f.files(t); len(files) != 1 {
		t.Errorf("files = %v, want the first only", files)
	}
}

func TestStore_UPL03_UPL04_refusesByContentEmptyAndOversizedFilesAndKeepsNothing(t *testing.T) {
	f := newFixture(t)
	big := append(uploadstest.PDF(), make([]byte, wire.MaxFileBytes)...)
	for _, c := range []struct {
		name, file string
		content    []byte
		want       string
	}{
		{"renamed executable", "proof.pdf", uploadstest.Executable(), "not a supported file type"},
		{"web page called .csv", "list.csv", uploadstest.HTML(), "not a supported file type"},
		{"empty file", "empty.pdf", nil, "is empty"},
		{"oversized", "big.pdf", big, "larger than the maximum allowed size of 10 MB"},
	} {
		up := f.newUpload(t)
		status, _, body := f.post(t, up.UploadURI, c.file, c.content)
		if status != http.StatusUnprocessableEntity || !strings.Contains(body, c.want) {
			t.Errorf("%s: %d %s, want 422 %q", c.name, status, body, c.want)
		}
		// The refused upload's URI still takes a good file.
		if status, _, _ := f.post(t, up.UploadURI, "ok.pdf", uploadstest.PDF()); status != http.StatusCreated {
			t.Errorf("%s: a good file after the refusal = %d", c.name, status)
		}
	}
	n, err := f.db.Uploads().CountUploads(t.Context())
	if err != nil || n != 4 || len(f.files(t)) != 4 {
		t.Errorf("stored = %d (%v), files %v; want the four good files only", n, err, f.files(t))
	}
}

// The service reads the whole file, not only its start: a PDF carrying a
// Windows executable beyond the first bytes any sniffer reads, or a PNG
// with a ZIP archive after its end, is refused and nothing is kept.
func TestStore_UPL03_refusesPolyglotsReadingTheWholeFileAndKeepsNothing(t *testing.T) {
	f := newFixture(t)
	pdf := uploadstest.PDF()
	pad := bytes.Repeat([]byte("% filler comment line of a PDF\n"), 200)
	var archive bytes.Buffer
	z := zip.NewWriter(&archive)
	if w, err := z.Create("payload.exe"); err != nil {
		t.Fatal(err)
	} else if _, err := w.Write(uploadstest.Executable()); err != nil {
		t.Fatal(err)
	}
	if err := z.Close(); err != nil {
		t.Fatal(err)
	}
	for name, content := range map[string][]byte{
		"pdf with a program inside": slices.Concat(pdf[:9], pad, uploadstest.Executable(), []byte("\n"), pdf[9:]),
		"png, then a ZIP":           slices.Concat(uploadstest.PNG(310, 114), bytes.Repeat([]byte{0}, wire.SniffBytes), archive.Bytes()),
	} {
		up := f.newUpload(t)
		status, _, body := f.post(t, up.UploadURI, "proof.pdf", content)
		if status != http.StatusUnprocessableEntity || !strings.Contains(body, "not a supported file type") {
			t.Errorf("%s: %d %s, want 422 not a supported file type", name, status, body)
		}
	}
	if n, err := f.db.Uploads().CountUploads(t.Context()); err != nil || n != 0 || len(f.files(t)) != 0 {
		t.Errorf("stored = %d (%v), files %v; want none", n, err, f.files(t))
	}
}
