package uploads

import (
	"context"
	"crypto/rand"
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"fmt"
	"io"
	"net/http"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"time"

	"github.com/payhub/payhub/bff"
	wire "github.com/payhub/payhub/bff/upstream/uploads"
)

// TargetsPath is where the upload URIs live: TargetsPath + "/" + token.
const TargetsPath = "/v1/upload-targets"

// ErrUsed is a store's refusal of a second file for one upload URI.
var ErrUsed = errors.New("uploads: the upload URI has taken its file")

// ErrNotFound is a store's answer for an unknown upload or URI.
var ErrNotFound = errors.New("uploads: no such upload")

// ErrTooManyPending is a store's refusal of an upload whose owner has
// MaxPendingPerOwner unattached uploads kept already.
var ErrTooManyPending = errors.New("uploads: the owner has too many unattached uploads")

// MaxPendingPerOwner is how many uploads no filing holds one owner (the
// source tag's last part, wire.TagOwner) may have kept at once.
const MaxPendingPerOwner = 10

// Record is a created upload as the store keeps it.
type Record struct {
	ID          string
	TokenHash   string
	SourceTag   string
	RetainUntil time.Time
	CreatedAt   time.Time
	// Owner is wire.TagOwner(SourceTag).
	Owner string
}

// Store keeps uploads.
type Store interface {
	// CreateUpload stores a new, empty upload, or returns
	// ErrTooManyPending when r.Owner (if set) has maxPending uploads kept
	// that no filing holds.
	CreateUpload(ctx context.Context, r Record, maxPending int) error
	// RemoveExpired removes the uploads no filing holds whose retention
	// passed by now and returns the file ids of those that had a file.
	RemoveExpired(ctx context.Context, now time.Time) ([]string, error)
	// PendingUpload returns the id of the upload whose URI token hashes to
	// tokenHash, ErrUsed when it has its file already, ErrNotFound when
	// there is none.
	PendingUpload(ctx context.Context, tokenHash string) (string, error)
	// CompleteUpload records u as the file of the upload of tokenHash, once:
	// ErrUsed when the upload has its file already.
	CompleteUpload(ctx context.Context, tokenHash string, u wire.Upload, at time.Time) error
	// Upload returns a stored upload, ErrNotFound when id has no file.
	Upload(ctx context.Context, id string) (wire.Upload, error)
}

// Service creates uploads and stores their files under Dir.
type Service struct {
	store Store
	dir   string
	now   func() time.Time
}

// NewService returns the service over store, keeping files in dir (made
// when missing); now is the sandbox clock (default time.Now).
func NewService(store Store, dir string, now func() time.Time) (*Service, error) {
	if now == nil {
		now = time.Now
	}
	if err := os.MkdirAll(dir, 0o750); err != nil {
		return nil, fmt.Errorf("uploads: files directory: %w", err)
	}
	return &Service{store: store, dir: dir, now: now}, nil
}

// sourceTag is what a source tag may look like: a label, not a path.
var sourceTag = regexp.MustCompile(`^[\w.:-]+$`)

// Create makes an upload (API-60; UPL-06: sourceTag and retainUntil are
// required, retainUntil an RFC 3339 time at most wire.MaxRetention ahead),
// at most MaxPendingPerOwner unattached ones per owner (429). The service's
// clock alone decides how long it is kept while no filing holds it:
// wire.UnattachedRetention from now, answered as retainUntil. The caller's
// retainUntil is read by the caller's clock, which is not the service's
// (the sandbox clock moves), so it never shortens nor lengthens that. It
// first removes the unattached uploads whose retention passed, files
// included.
func (s *Service) Create(ctx context.Context, req wire.CreateRequest) (wire.CreateResponse, error) {
	if err := s.removeExpired(ctx); err != nil {
		return wire.CreateResponse{}, err
	}
	tag := strings.TrimSpace(req.SourceTag)
	if tag == "" || req.RetainUntil == "" {
		return wire.CreateResponse{}, bff.Errorf(bff.CodeInvalid, "sourceTag and retainUntil are required.")
	}
	if len(tag) > wire.MaxSourceTag || !sourceTag.MatchString(tag) {
		return wire.CreateResponse{}, bff.Errorf(bff.CodeInvalid,
			"sourceTag is at most %d letters, digits, dots, colons, dashes and underscores.", wire.MaxSourceTag)
	}
	asked, err := time.Parse(time.RFC3339, req.RetainUntil)
	now := s.now()
	if err != nil || asked.Sub(now) > wire.MaxRetention {
		return wire.CreateResponse{}, bff.Errorf(bff.CodeInvalid,
			"retainUntil is an RFC 3339 time within ten years.")
	}
	until := now.Add(wire.UnattachedRetention)
	token := rand.Text()
	id := wire.IDPrefix + strings.ToLower(rand.Text())
	err = s.store.CreateUpload(ctx, Record{ID: id, TokenHash: hashToken(token), SourceTag: tag,
		RetainUntil: until.UTC(), CreatedAt: now.UTC(), Owner: wire.TagOwner(tag)}, MaxPendingPerOwner)
	if errors.Is(err, ErrTooManyPending) {
		return wire.CreateResponse{}, bff.Wrap(err, bff.CodeRateLimited,
			fmt.Sprintf("This owner has %d uploads that no filing holds; file them or wait until they expire.", MaxPendingPerOwner))
	}
	if err != nil {
		return wire.CreateResponse{}, err
	}
	return wire.CreateResponse{UploadURI: TargetsPath + "/" + token, UploadID: id,
		RetainUntil: until.UTC().Format(time.RFC3339)}, nil
}

// removeExpired removes the unattached uploads whose retention passed,
// their files first from the database (so none is served), then from disk.
func (s *Service) removeExpired(ctx context.Context) error {
	files, err := s.store.RemoveExpired(ctx, s.now().UTC())
	if err != nil {
		return err
	}
	for _, f := range files {
		if err := os.Remove(s.Path(f)); err != nil && !errors.Is(err, os.ErrNotExist) {
			return fmt.Errorf("uploads: remove expired file: %w", err)
		}
	}
	return nil
}

// hashToken is the stored form of an upload URI's token: the URI is the
// only credential of its upload, so the database does not keep it.
func hashToken(token string) string {
	sum := sha256.Sum256([]byte(token))
	return hex.EncodeToString(sum[:])
}

// Refusals of a file, in the words of ERR-96..98.
func tooLarge(name string) error {
	return bff.Errorf(bff.CodeUnprocessable, "File %s is larger than the maximum allowed size of %s.",
		name, SizeText(wire.MaxFileBytes))
}

func wrongType(name string) error {
	return bff.Errorf(bff.CodeUnprocessable, "File %s is not a supported file type. Allowed file types: %s.",
		name, wire.AllowedTypesText)
}

// polyglot refuses a file that is of an allowed type by its start but
// something else too (wire.Polyglot): in ERR-97's words, with the reason
// for the logs and the caller's message.
func polyglot(name, reason string) error {
	return bff.Errorf(bff.CodeUnprocessable, "File %s is not a supported file type (%s). Allowed file types: %s.",
		name, reason, wire.AllowedTypesText)
}

func emptyFile(name string) error {
	return bff.Errorf(bff.CodeUnprocessable, "File %s is empty.", name)
}

// SizeText writes n bytes for people: "10 MB", "512 KB", "12 bytes".
func SizeText(n int64) string {
	switch {
	case n >= 1<<20 && n%(1<<20) == 0:
		return fmt.Sprintf("%d MB", n>>20)
	case n >= 1<<20:
		return fmt.Sprintf("%.1f MB", float64(n)/(1<<20))
	case n >= 1<<10:
		return fmt.Sprintf("%d KB", n>>10)
	}
	return fmt.Sprintf("%d bytes", n)
}

// Store keeps the file read from content as the upload of token's URI
// (API-61): at most once per URI, only a non-empty file of at most
// wire.MaxFileBytes whose content is of an allowed type. name is the
// client's file name, kept sanitised as a label only. A refused file
// leaves nothing on disk or in the database.
func (s *Service) Store(ctx context.Context, token, name string, content io.Reader) (wire.Upload, error) {
	th := hashToken(token)
	id, err := s.store.PendingUpload(ctx, th)
	if err != nil {
		return wire.Upload{}, targetError(err)
	}
	clean := wire.SanitizeName(name)
	tmp, err := os.CreateTemp(s.dir, ".incoming-*")
	if err != nil {
		return wire.Upload{}, fmt.Errorf("uploads: temporary file: %w", err)
	}
	kept := false
	defer func() {
		if !kept {
			_ = os.Remove(tmp.Name()) // nothing of a refused file stays
		}
	}()
	n, err := io.Copy(tmp, io.LimitReader(content, wire.MaxFileBytes+1))
	if cerr := tmp.Close(); err == nil {
		err = cerr
	}
	var tooBig *http.MaxBytesError
	switch {
	case errors.As(err, &tooBig), n > wire.MaxFileBytes:
		return wire.Upload{}, tooLarge(clean)
	case err != nil:
		return wire.Upload{}, bff.Wrap(err, bff.CodeInvalid, "The file could not be read.")
	case n == 0:
		return wire.Upload{}, emptyFile(clean)
	}
	mimeType, err := sniffFile(tmp.Name())
	if err != nil {
		return wire.Upload{}, err
	}
	if mimeType == "" {
		return wire.Upload{}, wrongType(clean)
	}
	whole, err := os.ReadFile(tmp.Name()) // at most wire.MaxFileBytes
	if err != nil {
		return wire.Upload{}, fmt.Errorf("uploads: read: %w", err)
	}
	if reason := wire.Polyglot(whole, mimeType); reason != "" {
		return wire.Upload{}, polyglot(clean, reason)
	}
	fileID := "file_" + strings.ToLower(rand.Text())
	final := filepath.Join(s.dir, fileID)
	if err := os.Rename(tmp.Name(), final); err != nil {
		return wire.Upload{}, fmt.Errorf("uploads: keep file: %w", err)
	}
	kept = true
	u := wire.Upload{ID: id, Name: clean, FileID: fileID, SizeBytes: n, MimeType: mimeType}
	if err := s.store.CompleteUpload(ctx, th, u, s.now().UTC()); err != nil {
		_ = os.Remove(final) // a second file for a used URI is not kept
		return wire.Upload{}, targetError(err)
	}
	return u, nil
}

// sniffFile sniffs the start of the file at path.
func sniffFile(path string) (string, error) {
	f, err := os.Open(path)
	if err != nil {
		return "", fmt.Errorf("uploads: sniff: %w", err)
	}
	defer f.Close()
	head := make([]byte, wire.SniffBytes)
	n, err := io.ReadFull(f, head)
	if err != nil && !errors.Is(err, io.ErrUnexpectedEOF) && !errors.Is(err, io.EOF) {
		return "", fmt.Errorf("uploads: sniff: %w", err)
	}
	return wire.Sniff(head[:n]), nil
}

// targetError answers an unknown or used upload URI.
func targetError(err error) error {
	switch {
	case errors.Is(err, ErrUsed):
		return bff.Wrap(err, bff.CodeConflict, "This upload URI has been used; create another upload.")
	case errors.Is(err, ErrNotFound):
		return bff.Wrap(err, bff.CodeNotFound, "No upload has this URI.")
	}
	return err
}

// Upload returns a stored upload.
func (s *Service) Upload(ctx context.Context, id string) (wire.Upload, error) {
	u, err := s.store.Upload(ctx, id)
	if errors.Is(err, ErrNotFound) {
		return u, bff.Wrap(err, bff.CodeNotFound, "No such upload.")
	}
	return u, err
}

// Path is where the file of a stored upload lies, for the forms service's
// tests; fileID is the service's own, never a client's name.
func (s *Service) Path(fileID string) string { return filepath.Join(s.dir, filepath.Base(fileID)) }
