package paypal

import (
	"bytes"
	_ "embed"
	"html/template"
	"net/http"
	"net/url"

	"github.com/payhub/payhub/bff"
	"github.com/payhub/payhub/sandbox/internal/respond"
)

// ReturnSetupParam is added to a setup token's return address, with
// ReturnApprovedParam: ?setup_token={token}&approved=1 (0 when cancelled).
const ReturnSetupParam = "setup_token"

//go:embed setup.html
var setupFile string

var setupPage = template.Must(template.New("setup").Parse(setupFile))

// setupReturn is the setup token's return address with the token and the
// decision added.
func setupReturn(st Setup) string {
	u, err := url.Parse(st.ReturnURL)
	if err != nil {
		return ""
	}
	q := u.Query()
	q.Set(ReturnSetupParam, st.Token)
	flag := "0"
	if st.Status == SetupApproved {
		flag = "1"
	}
	q.Set(ReturnApprovedParam, flag)
	u.RawQuery = q.Encode()
	u.Fragment = ""
	return u.String()
}

// showSetup answers GET /paypal/setup?token={token}&lang=en|es: the
// sandbox PayPal page where the payer agrees to keep their account in the
// wallet, or cancels.
func (a *approval) showSetup(w http.ResponseWriter, r *http.Request) {
	q := r.URL.Query()
	st, err := a.setups.Setup(r.Context(), q.Get("token"))
	if err != nil {
		respond.Error(w, r, a.logger, err)
		return
	}
	a.renderSetup(w, r, st, bff.ParseLanguage(q.Get(fieldLang)))
}

// decideSetup answers the page's form: it records the decision (an
// approval saves the sandbox buyer's account) and sends the payer to the
// return address given when the token was created, never one of the form.
func (a *approval) decideSetup(w http.ResponseWriter, r *http.Request) {
	if !sameOrigin(r) {
		respond.Error(w, r, a.logger, bff.Errorf(bff.CodeForbidden, "Decisions come only from the approval page."))
		return
	}
	if err := r.ParseForm(); err != nil {
		respond.Error(w, r, a.logger, bff.Errorf(bff.CodeInvalid, "The form could not be read."))
		return
	}
	token, lang := r.PostForm.Get("token"), bff.ParseLanguage(r.PostForm.Get(fieldLang))
	var approve bool
	switch r.PostForm.Get(fieldDecision) {
	case "approve":
		approve = true
	case "cancel":
	default:
		respond.Error(w, r, a.logger, bff.Errorf(bff.CodeInvalid, "Approve or cancel."))
		return
	}
	st, err := a.setups.DecideSetup(r.Context(), token, approve, SandboxBuyerEmail, a.now())
	if bff.ErrorCode(err) == bff.CodeConflict {
		// Decided the other way before: show the token as it stands.
		if cur, lerr := a.setups.Setup(r.Context(), token); lerr == nil {
			a.renderSetup(w, r, cur, lang)
			return
		}
	}
	if err != nil {
		respond.Error(w, r, a.logger, err)
		return
	}
	a.logger.InfoContext(r.Context(), "paypal setup decided", "status", st.Status)
	w.Header().Set("Referrer-Policy", "no-referrer")
	http.Redirect(w, r, setupReturn(st), http.StatusSeeOther)
}

// setupData fills setup.html.
type setupData struct {
	Lang                                bff.Language
	Title, Note, Consent                string
	AccountLabel, Account               string
	Decided, BackURL, BackLabel         string
	Action, Token, ApproveLabel, Cancel string
	CancelLabel, StylePath              string
}

func (a *approval) renderSetup(w http.ResponseWriter, r *http.Request, st Setup, lang bff.Language) {
	t := func(key string) string { return text(lang, key) }
	merchant := st.ClientDisplayName
	if merchant == "" {
		merchant = t("setupMerchant")
	}
	d := setupData{Lang: lang, Title: t("setupTitle"), Note: t("note"), Consent: merchant + t("setupConsent"),
		AccountLabel: t("setupAccount"), Account: SandboxBuyerEmail, Action: SetupPath, Token: st.Token,
		ApproveLabel: t("setupApprove"), CancelLabel: t("cancel"), StylePath: StylePath}
	if st.Status != SetupCreated {
		d.Decided, d.BackLabel, d.BackURL = t("setup_"+st.Status), t("setupBack"), setupReturn(st)
	}
	var buf bytes.Buffer
	if err := setupPage.Execute(&buf, d); err != nil {
		respond.Error(w, r, a.logger, err)
		return
	}
	origin := ""
	if u, err := url.Parse(st.ReturnURL); err == nil {
		origin = " " + u.Scheme + "://" + u.Host
	}
	h := w.Header()
	h.Set("Content-Type", "text/html; charset=utf-8")
	// Chromium applies form-action to the redirect that follows the post.
	h.Set("Content-Security-Policy", "default-src 'none'; style-src 'self'; form-action 'self'"+origin+
		"; frame-ancestors 'none'; base-uri 'none'")
	h.Set("Cache-Control", "no-store")
	// same-origin: with no-referrer the form's post would carry "Origin: null".
	h.Set("Referrer-Policy", "same-origin")
	h.Set("Content-Language", string(lang))
	_, _ = w.Write(buf.Bytes())
}
