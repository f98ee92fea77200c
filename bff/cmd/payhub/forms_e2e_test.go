package main

import (
	"bytes"
	"encoding/json"
	"io"
	"mime/multipart"
	"net/http"
	"net/url"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/payhub/payhub/bff/upstream/forms"
	"github.com/payhub/payhub/bff/upstream/uploads"
	"github.com/payhub/payhub/bff/upstream/uploads/uploadstest"
	"github.com/payhub/payhub/sandbox"
	sandboxforms "github.com/payhub/payhub/sandbox/forms"
	"github.com/payhub/payhub/sandbox/login"
)

// County forms over real HTTP: the browser sends its file to the BFF,
// which passes it to the sandbox's uploads service, and files the
// insurance affidavit with the sandbox's forms service, which keeps it and
// mails copies to the outbox (spec 000 §2 forms/{slug}; spec 001 §5
// "Upload and signature", §7 "Uploads").

const affidavitPath = "/forms/" + sandboxforms.SlugInsuranceAffidavit

type formUploadJSON struct {
	UploadID, Name, MimeType string
	SizeBytes                int64
}

type formErrorJSON struct {
	Error struct {
		Code, Message, DisplayMessage string
		Fields                        map[string]string
	}
}

// uploadFile posts content named name for the proof of insurance as
// multipart form data, as the browser's upload component does.
func (p *payer) uploadFile(lang, name string, content io.Reader) (int, []byte) {
	p.t.Helper()
	pr, pw := io.Pipe()
	mw := multipart.NewWriter(pw)
	go func() {
		part, err := mw.CreateFormFile(uploads.FileField, name)
		if err == nil {
			_, err = io.Copy(part, content)
		}
		if err == nil {
			err = mw.Close()
		}
		pw.CloseWithError(err)
	}()
	req, err := http.NewRequest(http.MethodPost, p.bff+"/bff/v1/sunshine/demo"+affidavitPath+"/uploads?field=proofOfInsurance&lang="+lang, pr)
	if err != nil {
		p.t.Fatal(err)
	}
	req.Header.Set("Content-Type", mw.FormDataContentType())
	req.Header.Set("X-Requested-With", "payhub")
	resp, err := p.client.Do(req)
	if err != nil {
		p.t.Fatalf("upload: %v", err)
	}
	defer resp.Body.Close()
	raw, _ := io.ReadAll(resp.Body)
	_ = pr.Close()
	return resp.StatusCode, raw
}

// affidavitFiling is a complete affidavit signed with a typed name.
func affidavitFiling(uploadIDs ...string) map[string]any {
	f := map[string]any{
		"values": map[string]string{"companyName": "Sunshine Mutual", "companyCode": "12345",
			"policyNumber": "POL-778", "vin": "1HGCM82633A004352"},
		"signature": map[string]any{"typed": "Rosa Resident"},
	}
	if len(uploadIDs) > 0 {
		f["uploads"] = map[string][]string{"proofOfInsurance": uploadIDs}
	}
	return f
}

func (p *payer) file(lang string, body any) (int, []byte) {
	p.t.Helper()
	return p.raw(http.MethodPost, p.bff+"/bff/v1/sunshine/demo"+affidavitPath+"/submissions?lang="+lang, body,
		map[string]string{"Idempotency-Key": p.newKey()})
}

// deskCopies counts the filed forms' copies to the county's forms desk:
// one per filing.
func deskCopies(t *testing.T, m *Main) int {
	t.Helper()
	var mail outboxJSON
	if code := getJSON(t, m.URL("sandbox")+sandbox.PathOutbox+".json?to="+url.QueryEscape(sandboxforms.DeskAddress("sunshine")), &mail); code != 200 {
		t.Fatalf("outbox: %d", code)
	}
	return len(mail.Messages)
}

// storedFiles lists the uploads service's files on disk.
func storedFiles(t *testing.T, m *Main) []string {
	t.Helper()
	entries, err := os.ReadDir(filepath.Join(m.Config.DataDir, sandbox.UploadsDir))
	if err != nil {
		t.Fatal(err)
	}
	var names []string
	for _, e := range entries {
		names = append(names, e.Name())
	}
	return names
}

func TestForms_e2e_VAL59_UPL01_aResidentFilesTheAffidavitWithAPDFAndFindsItInMyForms(t *testing.T) {
	m, _ := startMain(t)
	a, _ := signInAs(t, m, login.SeedResidentEmail)

	var def struct {
		Title  string
		Fields []struct {
			Name, Kind string
			Required   bool
		}
		Signature struct{ Placeholder, Agreement string }
	}
	if code := a.call(http.MethodGet, affidavitPath+"?lang=es", nil, nil, &def); code != http.StatusOK ||
		def.Title != "Declaración jurada de seguro" || len(def.Fields) != 6 || def.Signature.Placeholder != "Nombre y apellido" {
		t.Fatalf("the affidavit in Spanish: %d %+v", code, def)
	}

	code, raw := a.uploadFile("en", "proof of insurance.pdf", bytes.NewReader(uploadstest.PDF()))
	var up formUploadJSON
	if err := json.Unmarshal(raw, &up); code != http.StatusCreated || err != nil ||
		!strings.HasPrefix(up.UploadID, uploads.IDPrefix) || up.Name != "proof_of_insurance.pdf" || up.MimeType != uploads.TypePDF {
		t.Fatalf("upload: %d %s", code, raw)
	}
	if files := storedFiles(t, m); len(files) != 1 {
		t.Fatalf("files on disk = %v, want the PDF", files)
	}
	code, raw = a.file("en", affidavitFiling(up.UploadID))
	var conf struct{ ConfirmationNumber, Title string }
	if err := json.Unmarshal(raw, &conf); code != http.StatusCreated || err != nil || !strings.HasPrefix(conf.ConfirmationNumber, "FRM-") {
		t.Fatalf("file: %d %s", code, raw)
	}

	var mine struct {
		Submissions []struct {
			ConfirmationNumber, Title, SignatureKind, SignedName string
			Files                                                []struct{ Name, MimeType string }
			Values                                               []struct{ Name, Label, Value string }
		}
	}
	if code := a.call(http.MethodGet, "/my-forms?lang=es", nil, nil, &mine); code != http.StatusOK || len(mine.Submissions) != 1 {
		t.Fatalf("My Forms: %d %+v", code, mine)
	}
	got := mine.Submissions[0]
	if got.ConfirmationNumber != conf.ConfirmationNumber || got.Title != "Declaración jurada de seguro" ||
		got.SignatureKind != "typed" || got.SignedName != "Rosa Resident" || len(got.Files) != 1 ||
		got.Files[0].Name != "proof_of_insurance.pdf" || len(got.Values) != 4 || got.Values[1].Label != "Código de la compañía" {
		t.Errorf("My Forms = %+v", got)
	}
	var mail outboxJSON
	getJSON(t, m.URL("sandbox")+sandbox.PathOutbox+".json?to="+url.QueryEscape(login.SeedResidentEmail), &mail)
	copied := false
	for _, msg := range mail.Messages {
		copied = copied || (msg.Kind == sandboxforms.KindFormCopy && strings.Contains(msg.Text, conf.ConfirmationNumber) &&
			strings.Contains(msg.Text, "Attachment: proof_of_insurance.pdf"))
	}
	if !copied || deskCopies(t, m) != 1 {
		t.Errorf("copies: the resident's %v, the desk's %d", copied, deskCopies(t, m))
	}
}

func TestForms_e2e_aGuestGetsAConfirmationNumberAndNoMyForms(t *testing.T) {
	m, _ := startMain(t)
	g := newPayer(t, m)
	code, raw := g.file("es", affidavitFiling())
	var conf struct{ ConfirmationNumber string }
	if err := json.Unmarshal(raw, &conf); code != http.StatusCreated || err != nil || !strings.HasPrefix(conf.ConfirmationNumber, "FRM-") {
		t.Fatalf("a guest's filing: %d %s", code, raw)
	}
	var refusal formErrorJSON
	if code := g.call(http.MethodGet, "/my-forms?lang=es", nil, nil, &refusal); code != http.StatusUnauthorized ||
		refusal.Error.DisplayMessage != "Inicie sesión para ver los formularios que ha presentado." {
		t.Errorf("a guest's My Forms: %d %+v", code, refusal)
	}
	if deskCopies(t, m) != 1 {
		t.Errorf("desk copies = %d, want 1", deskCopies(t, m))
	}
}

func TestForms_e2e_UPL03_UPL04_UPL05_SIG05_ERR96_ERR97_ERR99_badFilesAndSignaturesAreRefusedInBothLanguagesAndStoreNothing(t *testing.T) {
	m, _ := startMain(t)
	a, _ := signInAs(t, m, login.SeedResidentEmail)
	oversized := func() io.Reader {
		return io.MultiReader(bytes.NewReader(uploadstest.PDF()), bytes.NewReader(make([]byte, uploads.MaxFileBytes)))
	}
	for _, c := range []struct {
		name    string
		file    string
		content func() io.Reader
		status  int
		en, es  string
	}{
		{"UPL-03 ERR-97 a renamed executable", "proof.pdf", func() io.Reader { return bytes.NewReader(uploadstest.Executable()) },
			http.StatusUnprocessableEntity,
			"File proof.pdf is not a supported file type. Allowed file types: image, pdf, doc, docx, csv.",
			"El archivo proof.pdf no es de un tipo admitido. Tipos de archivo permitidos: image, pdf, doc, docx, csv."},
		{"an empty file", "empty.pdf", func() io.Reader { return bytes.NewReader(nil) }, http.StatusUnprocessableEntity,
			"File empty.pdf is empty.", "El archivo empty.pdf está vacío."},
		{"UPL-04 ERR-96 an oversized file", "big.pdf", oversized, http.StatusUnprocessableEntity,
			"File big.pdf (10.1 MB) is larger than the maximum allowed size of 10 MB.",
			"El archivo big.pdf (10.1 MB) supera el tamaño máximo permitido de 10 MB."},
		{"UPL-05 a path-trick name", "../../../../etc/cron.d/job", func() io.Reader { return strings.NewReader("* * * * * root sh -c id\n") },
			http.StatusUnprocessableEntity,
			"File job is not a supported file type. Allowed file types: image, pdf, doc, docx, csv.",
			"El archivo job no es de un tipo admitido. Tipos de archivo permitidos: image, pdf, doc, docx, csv."},
	} {
		for _, lang := range []string{"en", "es"} {
			code, raw := a.uploadFile(lang, c.file, c.content())
			var refusal formErrorJSON
			_ = json.Unmarshal(raw, &refusal)
			want := map[string]string{"en": c.en, "es": c.es}[lang]
			if code != c.status || refusal.Error.DisplayMessage != want {
				t.Errorf("%s (%s): %d %s, want %d %q", c.name, lang, code, raw, c.status, want)
			}
		}
	}
	// A path-trick name on a good file is kept as a label only.
	code, raw := a.uploadFile("en", `..\..\windows\system32\proof.pdf`, bytes.NewReader(uploadstest.PDF()))
	var up formUploadJSON
	if err := json.Unmarshal(raw, &up); code != http.StatusCreated || err != nil || up.Name != "proof.pdf" {
		t.Errorf("a good file with a path-trick name: %d %s", code, raw)
	}
	if files := storedFiles(t, m); len(files) != 1 || strings.Contains(files[0], "proof") {
		t.Errorf("files on disk = %v, want one, named by the service", files)
	}

	big := map[string]any{"values": affidavitFiling()["values"],
		"signature": map[string]any{"png": uploadstest.NoisyPNG(forms.MaxSignaturePNG + 1)}}
	huge := map[string]any{"values": affidavitFiling()["values"],
		"signature": map[string]any{"png": uploadstest.NoisyPNG(3 * forms.MaxSignaturePNG)}}
	badCode := affidavitFiling()
	badCode["values"].(map[string]string)["companyCode"] = "1234"
	for _, c := range []struct {
		name   string
		body   map[string]any
		field  string
		en, es string
	}{
		{"SIG-05 ERR-99 a PNG over 2,000,000 bytes", big, "signature", "This signature is too large.", "Esta firma es demasiado grande."},
		{"SIG-05 ERR-99 a PNG over the body's cap", huge, "signature", "This signature is too large.", "Esta firma es demasiado grande."},
		{"VAL-58 a four-digit company code", badCode, "companyCode",
			"The company code must be exactly 5 digits.", "El código de la compañía debe tener exactamente 5 dígitos."},
	} {
		for _, lang := range []string{"en", "es"} {
			code, raw := a.file(lang, c.body)
			var refusal formErrorJSON
			_ = json.Unmarshal(raw, &refusal)
			want := map[string]string{"en": c.en, "es": c.es}[lang]
			if code != http.StatusBadRequest || refusal.Error.DisplayMessage != want || refusal.Error.Fields[c.field] != want {
				t.Errorf("%s (%s): %d %s, want 400 %q on %s", c.name, lang, code, raw, want, c.field)
			}
		}
	}
	var mine struct{ Submissions []any }
	if code := a.call(http.MethodGet, "/my-forms", nil, nil, &mine); code != http.StatusOK || len(mine.Submissions) != 0 || deskCopies(t, m) != 0 {
		t.Errorf("after the refusals: My Forms %d %v, desk copies %d; want nothing filed", code, mine.Submissions, deskCopies(t, m))
	}
}
