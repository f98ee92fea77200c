package http

import (
	"context"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"errors"
	"io"
	"mime/multipart"
	"net/http"
	"regexp"

	"github.com/gin-gonic/gin"

	"github.com/payhub/payhub/bff"
	"github.com/payhub/payhub/bff/forms"
)

// Forms is what the county forms' routes need (bff/forms.Service).
type Forms interface {
	List(ctx context.Context, req forms.Request) ([]forms.Summary, error)
	Form(ctx context.Context, req forms.Request, slug string) (forms.FormView, error)
	Upload(ctx context.Context, req forms.Request, slug, field, name string, sizeHint int64, content io.Reader) (forms.UploadView, error)
	Submit(ctx context.Context, req forms.Request, key, slug string, f forms.SubmitForm) (forms.Confirmation, error)
	Mine(ctx context.Context, req forms.Request) ([]forms.SubmissionView, error)
}

// Body caps of the forms' routes. A file's body holds at most
// forms.MaxFileBytes of file beside its multipart framing; a filing's
// holds a drawn signature of at most 2,000,000 bytes, 4/3 as long in
// base64, beside its fields (SIG-05). Either is read as it streams, never
// whole beyond its cap.
const (
	maxUploadBody = forms.MaxFileBytes + 64<<10
	maxFilingBody = 3 << 20
)

// formSlug is the shape of a form's slug in a path.
var formSlug = regexp.MustCompile(`^[a-z0-9][a-z0-9-]{0,63}$`)

// mountForms adds a site's county forms (spec 000 §2 `forms/{slug}`): the
// list, one form's definition in the asked language, a file for one of its
// upload fields passed through to the uploads service (the browser never
// calls it), filing it (Idempotency-Key), and the signed-in resident's
// filed forms (My Forms). Guests may file; only a resident has My Forms.
func mountForms(api *gin.RouterGroup, h *handlers) {
	g := api.Group("/:client/:site", h.requires(featureForms), h.enabledSite)
	g.GET("/forms", h.listForms)
	g.GET("/forms/:slug", h.getForm)
	g.POST("/forms/:slug/uploads", h.guestUploads(), h.uploadFormFile)
	g.POST("/forms/:slug/submissions", h.submitForm)
	g.GET("/my-forms", h.myForms)
}

// formsRequest is the request's site and language with the session's
// resident, if any, and the scope its idempotency keys live in: the
// resident, else the guest's session. create makes a guest's session.
func (h *handlers) formsRequest(c *gin.Context, create bool) (forms.Request, string, bool) {
	client, site := siteOf(c)
	req := forms.Request{Client: client, Site: site, Lang: requestLanguage(c)}
	g, err := h.guests.load(c, create)
	if err != nil {
		writeError(c, err, 0)
		return req, "", false
	}
	scope := ""
	if g != nil {
		scope = "session:" + g.id
		if u := g.data.User; u != nil && u.Subject != "" && !u.LinkPending {
			req.UserID, scope = u.Subject, "user:"+u.Subject
			if u.EmailVerified {
				req.Email = u.Email
			}
		}
	}
	req.Scope = scope
	return req, scope, true
}

// slugParam reads the path's form slug; one of another shape is no form.
func slugParam(c *gin.Context) (string, bool) {
	slug := c.Param("slug")
	if !formSlug.MatchString(slug) {
		writeError(c, bff.Errorf(bff.CodeNotFound, "There is no such form."), 0)
		return "", false
	}
	return slug, true
}

// formsBody is the answer of GET .../forms.
type formsBody struct {
	Forms []forms.Summary `json:"forms"`
}

func (h *handlers) listForms(c *gin.Context) {
	req, _, ok := h.formsRequest(c, false)
	if !ok {
		return
	}
	list, err := h.d.Forms.List(c.Request.Context(), req)
	answerNoStore(c, formsBody{Forms: list}, err)
}

func (h *handlers) getForm(c *gin.Context) {
	req, _, ok := h.formsRequest(c, false)
	if !ok {
		return
	}
	slug, ok := slugParam(c)
	if !ok {
		return
	}
	v, err := h.d.Forms.Form(c.Request.Context(), req, slug)
	answerNoStore(c, v, err)
}

// uploadFormFile answers POST .../forms/{slug}/uploads?field= with a
// multipart body whose first file part (field "file") is passed through
// as it streams: 201 with the upload's id, name, size and type. Only the
// first file is taken (UPL-04). The upload is bound to the session, made
// for a guest who has none, whose filing alone can attach it.
func (h *handlers) uploadFormFile(c *gin.Context) {
	req, _, ok := h.formsRequest(c, true)
	if !ok {
		return
	}
	slug, ok := slugParam(c)
	if !ok {
		return
	}
	c.Request.Body = http.MaxBytesReader(c.Writer, c.Request.Body, maxUploadBody)
	mr, err := c.Request.MultipartReader()
	if err != nil {
		writeError(c, bff.Errorf(bff.CodeInvalid, "Send the file as multipart/form-data."), 0)
		return
	}
	part, err := firstFile(mr)
	if err != nil {
		var tooBig *http.MaxBytesError
		if errors.As(err, &tooBig) {
			err = bff.Errorf(bff.CodeInvalid, "The request is too large.")
		}
		writeError(c, err, 0)
		return
	}
	defer part.Close()
	v, err := h.d.Forms.Upload(c.Request.Context(), req, slug, c.Query("field"), part.FileName(), c.Request.ContentLength, part)
	if err != nil {
		writeError(c, err, 0)
		return
	}
	c.Header("Cache-Control", "no-store")
	c.JSON(http.StatusCreated, v)
}

// firstFile is the form's first part named forms.FileField with a file
// name; other parts before it are skipped.
func firstFile(mr *multipart.Reader) (*multipart.Part, error) {
	for {
		part, err := mr.NextPart()
		if errors.Is(err, io.EOF) {
			return nil, bff.Errorf(bff.CodeInvalid, "The form has no file.")
		}
		if err != nil {
			return nil, err
		}
		if part.FormName() == forms.FileField && part.FileName() != "" {
			return part, nil
		}
		part.Close()
	}
}

// submitForm answers POST .../forms/{slug}/submissions (Idempotency-Key):
// 201 with the confirmation number. The key is kept per resident, or per
// guest session, so that nobody else's key answers their filing. A body
// over its cap can only be a drawn signature too large (SIG-05, ERR-99).
func (h *handlers) submitForm(c *gin.Context) {
	req, scope, ok := h.formsRequest(c, true)
	if !ok {
		return
	}
	slug, ok := slugParam(c)
	if !ok {
		return
	}
	key, ok := idempotencyKey(c)
	if !ok {
		return
	}
	var body forms.SubmitForm
	if err := json.NewDecoder(http.MaxBytesReader(c.Writer, c.Request.Body, maxFilingBody)).Decode(&body); err != nil {
		var tooBig *http.MaxBytesError
		if errors.As(err, &tooBig) {
			writeError(c, forms.SignatureTooLarge(req.Lang, err), 0)
			return
		}
		writeError(c, bff.Errorf(bff.CodeInvalid, "The request body is not valid JSON of the expected shape."), 0)
		return
	}
	conf, err := h.d.Forms.Submit(c.Request.Context(), req, scopedKey(scope, key), slug, body)
	if err != nil {
		writeError(c, err, 0)
		return
	}
	c.Header("Cache-Control", "no-store")
	c.JSON(http.StatusCreated, conf)
}

// scopedKey is the forms service's key for key within scope: a digest, so
// that the session id never leaves the BFF.
func scopedKey(scope, key string) string {
	sum := sha256.Sum256([]byte(scope + "\x00" + key))
	return hex.EncodeToString(sum[:])
}

// myFormsBody is the answer of GET .../my-forms.
type myFormsBody struct {
	Submissions []forms.SubmissionView `json:"submissions"`
}

// myForms answers GET .../my-forms: the signed-in resident's filed forms,
// newest first; a guest gets 401 sign_in_required.
func (h *handlers) myForms(c *gin.Context) {
	req, _, ok := h.formsRequest(c, false)
	if !ok {
		return
	}
	list, err := h.d.Forms.Mine(c.Request.Context(), req)
	answerNoStore(c, myFormsBody{Submissions: list}, err)
}
