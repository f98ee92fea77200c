package forms_test

import (
	"bytes"
	"io"
	"net/http/httptest"
	"strings"
	"testing"

	"github.com/payhub/payhub/bff"
	"github.com/payhub/payhub/bff/forms"
	"github.com/payhub/payhub/bff/upstream"
	formsclient "github.com/payhub/payhub/bff/upstream/forms"
	"github.com/payhub/payhub/bff/upstream/uploads"
	"github.com/payhub/payhub/bff/upstream/uploads/uploadstest"
	"github.com/payhub/payhub/sandbox"
	sandboxforms "github.com/payhub/payhub/sandbox/forms"
)

type fixture struct {
	svc *forms.Service
	srv *sandbox.Server
}

func newFixture(t *testing.T) fixture {
	t.Helper()
	srv, err := sandbox.New(t.Context(), sandbox.Options{Dir: t.TempDir()})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { srv.Close() })
	ts := httptest.NewServer(srv.Handler())
	t.Cleanup(ts.Close)
	pool := upstream.NewPool(upstream.Options{MaxRetries: -1})
	t.Cleanup(pool.Close)
	return fixture{svc: forms.New(formsclient.NewClient(pool.Client("forms", ts.URL+sandbox.PrefixForms)),
		uploads.NewClient(pool.Client("uploads", ts.URL+sandbox.PrefixUploads)), nil), srv: srv}
}

func (f fixture) stored(t *testing.T) (uploadsStored, formsFiled int) {
	t.Helper()
	u, err := f.srv.DB().Uploads().CountUploads(t.Context())
	if err != nil {
		t.Fatal(err)
	}
	n, err := f.srv.DB().Forms().CountSubmissions(t.Context(), "sunshine", "demo")
	if err != nil {
		t.Fatal(err)
	}
	return u, n
}

const slug = sandboxforms.SlugInsuranceAffidavit

// req is a request of user ("" for a guest), in the session scope the
// routes give it, to which its uploads are bound.
func req(lang bff.Language, user string) forms.Request {
	scope := "session:guest-1"
	if user != "" {
		scope = "user:" + user
	}
	return forms.Request{Client: "sunshine", Site: "demo", Lang: lang, UserID: user,
		Email: map[bool]string{true: "ana@example.com"}[user != ""], Scope: scope}
}

func filing(uploadIDs ...string) forms.SubmitForm {
	f := forms.SubmitForm{Values: map[string]string{"companyName": "Sunshine Mutual", "companyCode": "12345",
		"policyNumber": "POL-778", "vin": "1HGCM82633A004352"}, Signature: forms.SignatureForm{Typed: "Ana Lopez"}}
	if len(uploadIDs) > 0 {
		f.Uploads = map[string][]string{"proofOfInsurance": uploadIDs}
	}
	return f
}

func TestForm_SIG04_SIG07_theAffidavitInSpanishWithTheSignatureTexts(t *testing.T) {
	f := newFixture(t)
	v, err := f.svc.Form(t.Context(), req(bff.Spanish, ""), slug)
	if err != nil || v.Title != "Declaración jurada de seguro" || v.Signature.Placeholder != "Nombre y apellido" ||
		v.Signature.MaxTypedLength != 50 || v.Signature.MaxPNGBytes != 2_000_000 || len(v.Fields) != 6 {
		t.Fatalf("Form = %+v, %v", v, err)
	}
	en, _ := f.svc.Form(t.Context(), req(bff.English, ""), slug)
	if en.Signature.Agreement != "By clicking 'Confirm Name' I agree that my typed name above can be used as a digital representation of my signature." {
		t.Errorf("agreement = %q", en.Signature.Agreement)
	}
	if _, err := f.svc.Form(t.Context(), req(bff.Spanish, ""), "nope"); bff.ErrorCode(err) != bff.CodeNotFound ||
		bff.ErrorDisplayMessage(err) != "Este formulario no está disponible." {
		t.Errorf("unknown form = %v", err)
	}
}

func TestUploadAndSubmit_aResidentFilesTheAffidavitWithAPDFAndFindsItInMyForms(t *testing.T) {
	f := newFixture(t)
	ctx := t.Context()
	r := req(bff.English, "user-1")
	up, err := f.svc.Upload(ctx, r, slug, "proofOfInsurance", "../../proof.pdf", 0, bytes.NewReader(uploadstest.PDF()))
	if err != nil || up.Name != "proof.pdf" || !strings.HasPrefix(up.UploadID, uploads.IDPrefix) {
		t.Fatalf("Upload = %+v, %v", up, err)
	}
	conf, err := f.svc.Submit(ctx, r, "key-00000001", slug, filing(up.UploadID))
	if err != nil || conf.ConfirmationNumber == "" {
		t.Fatalf("Submit = %+v, %v", conf, err)
	}
	mine, err := f.svc.Mine(ctx, r)
	if err != nil || len(mine) != 1 || mine[0].ConfirmationNumber != conf.ConfirmationNumber ||
		len(mine[0].Files) != 1 || mine[0].Files[0].Name != "proof.pdf" || mine[0].SignedName != "Ana Lopez" {
		t.Fatalf("Mine = %+v, %v", mine, err)
	}
	if _, err := f.svc.Mine(ctx, req(bff.Spanish, "")); bff.ErrorCode(err) != bff.CodeSignInRequired {
		t.Errorf("a guest's My Forms = %v, want sign_in_required", err)
	}
	// The same file cannot be filed twice.
	_, err = f.svc.Submit(ctx, req(bff.Spanish, ""), "", slug, filing(up.UploadID))
	if bff.ErrorDisplayMessage(err) != "No se encontró un archivo adjunto. Adjúntelo de nuevo." {
		t.Errorf("a second filing of the same file = %v", err)
	}
}

func TestUpload_UPL03_UPL04_UPL05_refusalsInBothLanguagesStoreNothing(t *testing.T) {
	f := newFixture(t)
	big := io.MultiReader(bytes.NewReader(uploadstest.PDF()), io.LimitReader(zeros{}, uploads.MaxFileBytes))
	for _, c := range []struct {
		name    string
		file    string
		content func() io.Reader
		en, es  string
	}{
		{"renamed executable", "proof.pdf", func() io.Reader { return bytes.NewReader(uploadstest.Executable()) },
			"File proof.pdf is not a supported file type. Allowed file types: image, pdf, doc, docx, csv.",
			"El archivo proof.pdf no es de un tipo admitido. Tipos de archivo permitidos: image, pdf, doc, docx, csv."},
		{"empty", "empty.pdf", func() io.Reader { return bytes.NewReader(nil) },
			"File empty.pdf is empty.", "El archivo empty.pdf está vacío."},
		{"a PDF holding a program past its start, refused by the service", "proof.pdf", func() io.Reader {
			pdf := uploadstest.PDF()
			padded := append(append(append([]byte{}, pdf[:9]...), bytes.Repeat([]byte("% filler line\n"), 400)...), uploadstest.Executable()...)
			return bytes.NewReader(append(padded, pdf[9:]...))
		},
			"File proof.pdf is not a supported file type. Allowed file types: image, pdf, doc, docx, csv.",
			"El archivo proof.pdf no es de un tipo admitido. Tipos de archivo permitidos: image, pdf, doc, docx, csv."},
		{"path trick", "../../../etc/passwd", func() io.Reader { return strings.NewReader("root:x:0:0:root:/root:/bin/bash\n") },
			"File passwd is not a supported file type. Allowed file types: image, pdf, doc, docx, csv.",
			"El archivo passwd no es de un tipo admitido. Tipos de archivo permitidos: image, pdf, doc, docx, csv."},
	} {
		for _, lang := range []bff.Language{bff.English, bff.Spanish} {
			_, err := f.svc.Upload(t.Context(), req(lang, ""), slug, "proofOfInsurance", c.file, 0, c.content())
			want := map[bff.Language]string{bff.English: c.en, bff.Spanish: c.es}[lang]
			if bff.ErrorDisplayMessage(err) != want {
				t.Errorf("%s (%s): %v, want %q", c.name, lang, err, want)
			}
		}
	}
	_, err := f.svc.Upload(t.Context(), req(bff.Spanish, ""), slug, "proofOfInsurance", "big.pdf", 0, big)
	if got := bff.ErrorDisplayMessage(err); !strings.Contains(got, "supera el tamaño máximo permitido de 10 MB") {
		t.Errorf("oversized = %v", err)
	}
	if _, err := f.svc.Upload(t.Context(), req(bff.English, ""), slug, "signature", "a.pdf", 0, bytes.NewReader(uploadstest.PDF())); bff.ErrorCode(err) != bff.CodeInvalid {
		t.Errorf("a file for a field that takes none = %v", err)
	}
	if u, n := f.stored(t); u != 0 || n != 0 {
		t.Errorf("stored %d uploads, %d forms; want none", u, n)
	}
}

func TestSubmit_VAL58_VAL59_SIG05_refusalsNameTheFieldInBothLanguages(t *testing.T) {
	f := newFixture(t)
	for _, c := range []struct {
		name   string
		change func(*forms.SubmitForm)
		field  string
		en, es string
	}{
		{"VAL-58", func(s *forms.SubmitForm) { s.Values["companyCode"] = "12a4" }, "companyCode",
			"The company code must be exactly 5 digits.", "El código de la compañía debe tener exactamente 5 dígitos."},
		{"VAL-59", func(s *forms.SubmitForm) { delete(s.Values, "policyNumber") }, "policyNumber",
			"Policy number is required.", "Número de póliza es obligatorio."},
		{"VAL-59 signature", func(s *forms.SubmitForm) { s.Signature = forms.SignatureForm{} }, "signature",
			"Please sign the form.", "Firme el formulario."},
		{"SIG-04", func(s *forms.SubmitForm) { s.Signature.Typed = strings.Repeat("x", 51) }, "signature",
			"Your typed name can have at most 50 characters.", "Su nombre escrito puede tener como máximo 50 caracteres."},
		{"SIG-05 ERR-99", func(s *forms.SubmitForm) {
			s.Signature = forms.SignatureForm{PNG: uploadstest.NoisyPNG(formsclient.MaxSignaturePNG + 1)}
		}, "signature", "This signature is too large.", "Esta firma es demasiado grande."},
		{"ERR-99 not a PNG", func(s *forms.SubmitForm) { s.Signature = forms.SignatureForm{PNG: []byte("GIF89a")} }, "signature",
			"There was an issue creating your signature, please try again.", "Hubo un problema al crear su firma, inténtelo de nuevo."},
	} {
		for _, lang := range []bff.Language{bff.English, bff.Spanish} {
			s := filing()
			c.change(&s)
			_, err := f.svc.Submit(t.Context(), req(lang, ""), "", slug, s)
			want := map[bff.Language]string{bff.English: c.en, bff.Spanish: c.es}[lang]
			if bff.ErrorCode(err) != bff.CodeInvalid || bff.ErrorFields(err)[c.field] != want || bff.ErrorDisplayMessage(err) != want {
				t.Errorf("%s (%s): %v %v, want %q on %s", c.name, lang, err, bff.ErrorFields(err), want, c.field)
			}
		}
	}
	if _, n := f.stored(t); n != 0 {
		t.Errorf("filed %d, want none", n)
	}
	conf, err := f.svc.Submit(t.Context(), req(bff.Spanish, ""), "", slug, filing())
	if err != nil || !strings.HasPrefix(conf.ConfirmationNumber, "FRM-") {
		t.Errorf("a guest's filing = %+v, %v", conf, err)
	}
}

// zeros reads zero bytes without end.
type zeros struct{}

func (zeros) Read(p []byte) (int, error) {
	clear(p)
	return len(p), nil
}

func TestHasForms_ROUTE32_theSitesWhoseConfigurationHasForms(t *testing.T) {
	f := newFixture(t)
	for _, c := range []struct {
		client, site string
		want         bool
	}{{"sunshine", "demo", true}, {"starlight", "forms", true}, {"starlight", "home", false}, {"nobody", "nowhere", false}} {
		if got, err := f.svc.HasForms(t.Context(), c.client, c.site); err != nil || got != c.want {
			t.Errorf("HasForms(%s/%s) = %v, %v; want %v", c.client, c.site, got, err, c.want)
		}
	}
}
