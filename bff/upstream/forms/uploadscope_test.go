package forms_test

import (
	"bytes"
	"errors"
	"net/http"
	"os"
	"path/filepath"
	"testing"
	"time"

	"github.com/payhub/payhub/bff/upstream"
	"github.com/payhub/payhub/bff/upstream/forms"
	"github.com/payhub/payhub/bff/upstream/uploads/uploadstest"
	"github.com/payhub/payhub/sandbox"
	sandboxforms "github.com/payhub/payhub/sandbox/forms"
	sbuploads "github.com/payhub/payhub/sandbox/uploads"
)

// Uploads are bound to the session scope that made them and to their
// form and field, kept a day until a filing attaches them, and a scope
// keeps only a few unattached at once.

const field = "proofOfInsurance"

// uploadAs stores a PDF for field under owner's tag, retained until until.
func (f fixture) uploadAs(t *testing.T, slug, field, owner string, until time.Time) string {
	t.Helper()
	up, err := f.uploads.Create(t.Context(), forms.UploadTag("sunshine", "demo", slug, field, owner), until)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := f.uploads.Send(t.Context(), up.UploadURI, "proof.pdf", bytes.NewReader(uploadstest.PDF())); err != nil {
		t.Fatal(err)
	}
	return up.UploadID
}

func filingWith(owner, id string) forms.SubmitRequest {
	r := affidavit("user-1")
	r.UploadOwner = owner
	r.Uploads = map[string][]string{field: {id}}
	return r
}

func TestSubmit_anUploadOfAnotherScopeOrFieldAttachesNothing(t *testing.T) {
	f := newFixture(t)
	owner, thief := forms.UploadOwner("session:owner"), forms.UploadOwner("session:thief")
	until := time.Now().Add(forms.UnattachedRetention)
	id := f.uploadAs(t, sandboxforms.SlugInsuranceAffidavit, field, owner, until)
	if _, err := f.forms.Submit(t.Context(), "thief", filingWith(thief, id)); status(err) != http.StatusUnprocessableEntity {
		t.Errorf("another scope filed the owner's upload: %v", err)
	}
	other := f.uploadAs(t, sandboxforms.SlugInsuranceAffidavit, "anotherField", owner, until)
	if _, err := f.forms.Submit(t.Context(), "field", filingWith(owner, other)); status(err) != http.StatusUnprocessableEntity {
		t.Errorf("an upload of another field was filed: %v", err)
	}
	if f.count(t) != 0 {
		t.Fatal("a refused filing was stored")
	}
	if _, err := f.forms.Submit(t.Context(), "owner", filingWith(owner, id)); err != nil {
		t.Errorf("the owner cannot file their own upload: %v", err)
	}
}

func TestCreate_aScopeKeepsAtMostTenUnattachedUploads(t *testing.T) {
	f := newFixture(t)
	owner := forms.UploadOwner("session:busy")
	until := time.Now().Add(forms.UnattachedRetention)
	var first string
	for i := 0; i < sbuploads.MaxPendingPerOwner; i++ {
		id := f.uploadAs(t, sandboxforms.SlugInsuranceAffidavit, field, owner, until)
		if first == "" {
			first = id
		}
	}
	tag := forms.UploadTag("sunshine", "demo", sandboxforms.SlugInsuranceAffidavit, field, owner)
	if _, err := f.uploads.Create(t.Context(), tag, until); status(err) != http.StatusTooManyRequests {
		t.Fatalf("upload %d = %v, want 429", sbuploads.MaxPendingPerOwner+1, err)
	}
	// Another scope is not held back.
	f.uploadAs(t, sandboxforms.SlugInsuranceAffidavit, field, forms.UploadOwner("session:other"), until)
	// A filing that attaches one frees its place.
	if _, err := f.forms.Submit(t.Context(), "k", filingWith(owner, first)); err != nil {
		t.Fatal(err)
	}
	f.uploadAs(t, sandboxforms.SlugInsuranceAffidavit, field, owner, until)
}

func TestCreate_removesExpiredUnattachedUploadsAndKeepsFiledOnes(t *testing.T) {
	dir := t.TempDir()
	f := newFixtureIn(t, dir)
	owner := forms.UploadOwner("session:owner")
	until := time.Now().Add(forms.UnattachedRetention)
	loose := f.uploadAs(t, sandboxforms.SlugInsuranceAffidavit, field, owner, until)
	filed := f.uploadAs(t, sandboxforms.SlugInsuranceAffidavit, field, owner, until)
	if _, err := f.forms.Submit(t.Context(), "k", filingWith(owner, filed)); err != nil {
		t.Fatal(err)
	}
	if n := files(t, dir); n != 2 {
		t.Fatalf("%d files before, want 2", n)
	}
	if _, _, err := f.srv.Runner().Advance(t.Context(), forms.UnattachedRetention+time.Minute); err != nil {
		t.Fatal(err)
	}
	// The next upload removes the one no filing holds, file and record.
	f.uploadAs(t, sandboxforms.SlugInsuranceAffidavit, field, owner, time.Now().Add(3*forms.UnattachedRetention))
	if _, err := f.uploads.Upload(t.Context(), loose); status(err) != http.StatusNotFound {
		t.Errorf("an expired unattached upload is still served: %v", err)
	}
	if _, err := f.uploads.Upload(t.Context(), filed); err != nil {
		t.Errorf("a filed upload was removed: %v", err)
	}
	if n := files(t, dir); n != 2 {
		t.Errorf("%d files after, want 2 (the filed one and the new one)", n)
	}
}

// files counts the uploads service's files under the sandbox's dir.
func files(t *testing.T, dir string) int {
	t.Helper()
	entries, err := os.ReadDir(filepath.Join(dir, sandbox.UploadsDir))
	if err != nil {
		t.Fatal(err)
	}
	return len(entries)
}

// status is an upstream refusal's status, 0 for none.
func status(err error) int {
	var se *upstream.StatusError
	if errors.As(err, &se) {
		return se.Status
	}
	return 0
}
