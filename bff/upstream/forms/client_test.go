package forms_test

import (
	"bytes"
	"strings"
	"testing"
	"time"

	"github.com/payhub/payhub/bff"
	"github.com/payhub/payhub/bff/upstream"
	"github.com/payhub/payhub/bff/upstream/forms"
	"github.com/payhub/payhub/bff/upstream/uploads"
	"github.com/payhub/payhub/bff/upstream/uploads/uploadstest"
	"github.com/payhub/payhub/sandbox"
	sandboxforms "github.com/payhub/payhub/sandbox/forms"
	"net/http/httptest"
)

type fixture struct {
	forms   *forms.Client
	uploads *uploads.Client
	srv     *sandbox.Server
}

func newFixture(t *testing.T) fixture {
	t.Helper()
	return newFixtureIn(t, t.TempDir())
}

// newFixtureIn is a fixture whose sandbox keeps its data under dir.
func newFixtureIn(t *testing.T, dir string) fixture {
	t.Helper()
	srv, err := sandbox.New(t.Context(), sandbox.Options{Dir: dir})
	if err != nil {
		t.Fatalf("sandbox.New: %v", err)
	}
	t.Cleanup(func() { srv.Close() })
	ts := httptest.NewServer(srv.Handler())
	t.Cleanup(ts.Close)
	pool := upstream.NewPool(upstream.Options{MaxRetries: -1})
	t.Cleanup(pool.Close)
	return fixture{forms: forms.NewClient(pool.Client("forms", ts.URL+sandbox.PrefixForms)),
		uploads: uploads.NewClient(pool.Client("uploads", ts.URL+sandbox.PrefixUploads)), srv: srv}
}

func (f fixture) upload(t *testing.T) string {
	t.Helper()
	up, err := f.uploads.Create(t.Context(), forms.UploadTag("sunshine", "demo", sandboxforms.SlugInsuranceAffidavit,
		"proofOfInsurance", forms.UploadOwner("user:user-1")), time.Now().Add(time.Hour))
	if err != nil {
		t.Fatal(err)
	}
	if _, err := f.uploads.Send(t.Context(), up.UploadURI, "proof.pdf", bytes.NewReader(uploadstest.PDF())); err != nil {
		t.Fatal(err)
	}
	return up.UploadID
}

func affidavit(user string) forms.SubmitRequest {
	return forms.SubmitRequest{Client: "sunshine", Site: "demo", Slug: sandboxforms.SlugInsuranceAffidavit,
		UserID: user, Email: "ana@example.com", Language: "es", UploadOwner: forms.UploadOwner("user:" + user),
		Values: map[string]string{"companyName": "Sunshine Mutual", "companyCode": "12345",
			"policyNumber": "POL-778", "vin": "1HGCM82633A004352"},
		Signature: forms.Signature{Typed: "Ana Lopez"}}
}

func (f fixture) count(t *testing.T) int {
	t.Helper()
	n, err := f.srv.DB().Forms().CountSubmissions(t.Context(), "sunshine", "demo")
	if err != nil {
		t.Fatal(err)
	}
	return n
}

func TestForms_VAL59_sunshineDemoOffersTheInsuranceAffidavit(t *testing.T) {
	f := newFixture(t)
	if err := f.forms.Ping(t.Context()); err != nil {
		t.Fatal(err)
	}
	for _, site := range []string{"demo", "forms"} {
		client := map[string]string{"demo": "sunshine", "forms": "starlight"}[site]
		all, err := f.forms.Forms(t.Context(), client, site)
		if err != nil || len(all) != 1 || all[0].Slug != sandboxforms.SlugInsuranceAffidavit {
			t.Fatalf("%s/%s forms = %+v, %v", client, site, all, err)
		}
		var required []string
		for _, fd := range all[0].Fields {
			if fd.Required {
				required = append(required, fd.Name)
			}
		}
		if strings.Join(required, ",") != "companyName,companyCode,policyNumber,vin,signature" {
			t.Errorf("required fields = %v", required)
		}
	}
	if none, err := f.forms.Forms(t.Context(), "sunshine", "nosuchsite"); err != nil || len(none) != 0 {
		t.Errorf("forms of an unknown site = %v, %v", none, err)
	}
}

func TestSubmit_filesTheAffidavitWithItsUploadMailsACopyAndListsItForItsUser(t *testing.T) {
	f := newFixture(t)
	ctx := t.Context()
	req := affidavit("user-1")
	req.Uploads = map[string][]string{"proofOfInsurance": {f.upload(t)}}
	sub, err := f.forms.Submit(ctx, "key-1", req)
	if err != nil || !strings.HasPrefix(sub.ConfirmationNumber, "FRM-") || len(sub.Uploads["proofOfInsurance"]) != 1 ||
		sub.SignatureKind != "typed" || sub.SignedName != "Ana Lopez" {
		t.Fatalf("Submit = %+v, %v", sub, err)
	}
	again, err := f.forms.Submit(ctx, "key-1", req)
	if err != nil || again.ID != sub.ID || f.count(t) != 1 {
		t.Errorf("the same key again = %+v, %v (%d stored); want the first filing", again, err, f.count(t))
	}
	list, err := f.forms.Submissions(ctx, "sunshine", "demo", "user-1")
	if err != nil || len(list) != 1 || list[0].ConfirmationNumber != sub.ConfirmationNumber {
		t.Errorf("user-1's forms = %+v, %v", list, err)
	}
	if other, err := f.forms.Submissions(ctx, "sunshine", "demo", "user-2"); err != nil || len(other) != 0 {
		t.Errorf("user-2's forms = %+v, %v; want none", other, err)
	}
	mail, err := f.srv.DB().Outbox().List(ctx, "ana@example.com", 10)
	if err != nil || len(mail) != 1 || mail[0].Kind != sandboxforms.KindFormCopy ||
		!strings.Contains(mail[0].Text, sub.ConfirmationNumber) || !strings.Contains(mail[0].Text, "Número de póliza: POL-778") ||
		!strings.Contains(mail[0].Text, "Attachment: proof.pdf") {
		t.Errorf("filer's copy = %+v, %v", mail, err)
	}
	desk, err := f.srv.DB().Outbox().List(ctx, sandboxforms.DeskAddress("sunshine"), 10)
	if err != nil || len(desk) != 1 {
		t.Errorf("desk copy = %+v, %v", desk, err)
	}
	// Another filing may not take the same file, nor reuse the key.
	second := affidavit("user-2")
	second.Uploads = req.Uploads
	if _, err := f.forms.Submit(ctx, "", second); bff.ErrorCode(err) != bff.CodeUpstreamFailed {
		t.Errorf("another filing with the same upload = %v, want refused", err)
	}
	if _, err := f.forms.Submit(ctx, "key-1", affidavit("user-2")); bff.ErrorCode(err) != bff.CodeConflict {
		t.Errorf("another user's filing with the same key = %v, want conflict", err)
	}
	if f.count(t) != 1 {
		t.Errorf("stored = %d, want 1", f.count(t))
	}
}

func TestSubmit_VAL58_VAL59_SIG04_SIG05_incompleteOrInvalidFilingsStoreNothing(t *testing.T) {
	f := newFixture(t)
	for name, change := range map[string]func(*forms.SubmitRequest){
		"VAL-58 four-digit company code": func(r *forms.SubmitRequest) { r.Values["companyCode"] = "1234" },
		"VAL-58 letters in company code": func(r *forms.SubmitRequest) { r.Values["companyCode"] = "12a45" },
		"VAL-59 no company name":         func(r *forms.SubmitRequest) { delete(r.Values, "companyName") },
		"VAL-59 no policy number":        func(r *forms.SubmitRequest) { r.Values["policyNumber"] = "  " },
		"VAL-59 no VIN":                  func(r *forms.SubmitRequest) { delete(r.Values, "vin") },
		"VAL-59 no signature":            func(r *forms.SubmitRequest) { r.Signature = forms.Signature{} },
		"SIG-04 51-character name":       func(r *forms.SubmitRequest) { r.Signature.Typed = strings.Repeat("a", 51) },
		"SIG-05 PNG over 2,000,000 bytes": func(r *forms.SubmitRequest) {
			r.Signature = forms.Signature{PNG: uploadstest.NoisyPNG(forms.MaxSignaturePNG + 1)}
		},
		"SIG-01 a drawing that is no PNG": func(r *forms.SubmitRequest) { r.Signature = forms.Signature{PNG: uploadstest.PDF()} },
		"unknown upload id": func(r *forms.SubmitRequest) {
			r.Uploads = map[string][]string{"proofOfInsurance": {uploads.IDPrefix + "nosuch"}}
		},
		"field the form lacks": func(r *forms.SubmitRequest) { r.Values["admin"] = "yes" },
	} {
		req := affidavit("user-1")
		change(&req)
		if _, err := f.forms.Submit(t.Context(), "", req); err == nil {
			t.Errorf("%s: filed", name)
		}
	}
	if f.count(t) != 0 {
		t.Errorf("stored = %d, want none", f.count(t))
	}
	drawn := affidavit("")
	drawn.Signature = forms.Signature{PNG: uploadstest.PNG(310, 114)}
	if sub, err := f.forms.Submit(t.Context(), "", drawn); err != nil || sub.SignatureKind != "drawn" {
		t.Errorf("a guest's drawn signature = %+v, %v", sub, err)
	}
}
