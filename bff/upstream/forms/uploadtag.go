package forms

import (
	"crypto/sha256"
	"encoding/hex"
	"strings"
	"time"

	"github.com/payhub/payhub/bff/upstream/uploads"
)

// UnattachedRetention is how long an upload no filing holds is kept, by
// the uploads service's clock (uploads.UnattachedRetention), which decides
// it: it is removed once it passes.
const UnattachedRetention = uploads.UnattachedRetention

// AttachedRetention is how long a filed form's uploads are kept, from the
// filing that attaches them.
const AttachedRetention = 7 * 365 * 24 * time.Hour

// UploadOwner names a session scope (a resident, or a guest's session) in
// upload source tags: a digest, so that no resident id or session id is
// stored with the file, and of the shape a tag takes.
func UploadOwner(scope string) string {
	sum := sha256.Sum256([]byte("uploads\x00" + scope))
	return "o" + hex.EncodeToString(sum[:16])
}

// UploadTag is the source tag of an upload for field of form slug of
// client/site, by owner (UploadOwner): a filing may attach an upload only
// under the tag of its own form, field and owner, so an upload id alone,
// seen or guessed, attaches nothing for anyone else.
func UploadTag(client, site, slug, field, owner string) string {
	return strings.Join([]string{"forms", client, site, slug, field, owner}, ":")
}
