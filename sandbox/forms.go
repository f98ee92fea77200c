package sandbox

import (
	"fmt"
	"path/filepath"

	"github.com/payhub/payhub/sandbox/forms"
	"github.com/payhub/payhub/sandbox/uploads"
)

// PrefixUploads is the path prefix of the uploads service (spec 001 §7
// "Uploads"; API-59..61).
const PrefixUploads = "/svc/uploads"

// PrefixForms is the path prefix of the forms service: a site's county
// forms and the filed ones (spec 000 §2 `forms/{slug}`).
const PrefixForms = "/svc/forms"

// UploadsDir is the directory, inside the sandbox's data directory, where
// the uploads service keeps files.
const UploadsDir = "uploads"

// newUploads returns the uploads service, its files under dir/UploadsDir.
func (s *Server) newUploads(dir string) (*uploads.Service, error) {
	svc, err := uploads.NewService(s.db.Uploads(), filepath.Join(dir, UploadsDir), s.now)
	if err != nil {
		return nil, fmt.Errorf("sandbox: %w", err)
	}
	return svc, nil
}

// newForms returns the forms service.
func (s *Server) newForms() *forms.Service { return forms.NewService(s.db.Forms(), s.now) }
