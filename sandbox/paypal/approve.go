package paypal

import (
	"bytes"
	_ "embed"
	"html/template"
	"log/slog"
	"net/http"
	"net/url"
	"strings"
	"time"

	"github.com/payhub/payhub/bff"
	"github.com/payhub/payhub/sandbox/internal/respond"
)

// StylePath is the approval page's style sheet on the wallet host.
const StylePath = "/paypal/approve.css"

// Query and form fields of the approval page, and the fields the payer's
// return address receives.
const (
	fieldOrder    = "order"
	fieldBrand    = "brand"
	fieldReturn   = "return"
	fieldLang     = "lang"
	fieldDecision = "decision"
	// ReturnOrderParam and ReturnApprovedParam are added to the return
	// address: ?paypalOrder={id}&approved=1 (0 when cancelled).
	ReturnOrderParam    = "paypalOrder"
	ReturnApprovedParam = "approved"
)

//go:embed approve.html
var approveFile string

//go:embed approve.css
var approveStyle []byte

var approvePage = template.Must(template.New("approve").Parse(approveFile))

// ApprovalOptions configures the approval page.
type ApprovalOptions struct {
	Orders Store // required
	// Setups keeps PayPal setup tokens; when set, the handler also serves
	// their approval page (SetupPath).
	Setups SetupStore
	Logger *slog.Logger
	Now    func() time.Time // default time.Now
}

type approval struct {
	orders Store
	setups SetupStore
	logger *slog.Logger
	now    func() time.Time
}

// ApprovalHandler returns the approval page of the wallet host:
//
//	GET  /paypal/approve?order={id}&brand=paypal|venmo&return={url}&lang=en|es
//	POST /paypal/approve   form: order, return, lang, decision=approve|cancel
//	GET  /paypal/approve.css
//	GET  /paypal/setup?token={token}&lang=en|es    with Setups: keep PayPal in the wallet
//	POST /paypal/setup   form: token, lang, decision=approve|cancel
//
// The page shows the order's amounts with "Approve payment" and "Cancel";
// the form's answer records the decision and sends the payer to the return
// address with ?paypalOrder={id}&approved=1 (or 0). The return address must
// be on the origin the order was created from: never an open redirect.
func ApprovalHandler(opts ApprovalOptions) http.Handler {
	a := &approval{orders: opts.Orders, setups: opts.Setups, logger: opts.Logger, now: opts.Now}
	if a.logger == nil {
		a.logger = slog.New(slog.DiscardHandler)
	}
	if a.now == nil {
		a.now = time.Now
	}
	mux := http.NewServeMux()
	mux.HandleFunc("GET "+ApprovePath, a.show)
	mux.HandleFunc("POST "+ApprovePath, a.decide)
	if a.setups != nil {
		mux.HandleFunc("GET "+SetupPath, a.showSetup)
		mux.HandleFunc("POST "+SetupPath, a.decideSetup)
	}
	mux.HandleFunc("GET "+StylePath, func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Content-Type", "text/css; charset=utf-8")
		w.Header().Set("Cache-Control", "no-cache")
		_, _ = w.Write(approveStyle)
	})
	return respond.Recover(respond.Routes(mux, a.logger), a.logger)
}

// ReturnAllowed reports whether return is an absolute http(s) address on
// origin, with no user information.
func ReturnAllowed(ret, origin string) bool {
	u, err := url.Parse(ret)
	if err != nil || (u.Scheme != "http" && u.Scheme != "https") || u.Host == "" || u.User != nil || u.Opaque != "" {
		return false
	}
	return strings.EqualFold(u.Scheme+"://"+u.Host, strings.TrimSuffix(origin, "/"))
}

// returnURL is ret with the order and the decision added.
func returnURL(ret, orderID string, approved bool) string {
	u, err := url.Parse(ret)
	if err != nil {
		return ""
	}
	q := u.Query()
	q.Set(ReturnOrderParam, orderID)
	flag := "0"
	if approved {
		flag = "1"
	}
	q.Set(ReturnApprovedParam, flag)
	u.RawQuery = q.Encode()
	u.Fragment = ""
	return u.String()
}

// load reads the order and checks the return address against it.
func (a *approval) load(r *http.Request, id, ret string) (Order, error) {
	o, err := a.orders.Order(r.Context(), id)
	if err != nil {
		return Order{}, err
	}
	if !ReturnAllowed(ret, o.Origin) {
		a.logger.WarnContext(r.Context(), "paypal approval refused a return address off the order's origin", "order", o.ID)
		return Order{}, bff.Errorf(bff.CodeInvalid, "The return address does not belong to this order.")
	}
	return o, nil
}

func (a *approval) show(w http.ResponseWriter, r *http.Request) {
	q := r.URL.Query()
	o, err := a.load(r, q.Get(fieldOrder), q.Get(fieldReturn))
	if err == nil && q.Get(fieldBrand) != "" && q.Get(fieldBrand) != o.Brand {
		err = bff.Errorf(bff.CodeInvalid, "The brand does not match the order.")
	}
	if err != nil {
		respond.Error(w, r, a.logger, err)
		return
	}
	lang := o.Language
	if l := q.Get(fieldLang); l != "" {
		lang = bff.ParseLanguage(l)
	}
	a.render(w, r, o, q.Get(fieldReturn), lang)
}

func (a *approval) decide(w http.ResponseWriter, r *http.Request) {
	if !sameOrigin(r) {
		respond.Error(w, r, a.logger, bff.Errorf(bff.CodeForbidden, "Decisions come only from the approval page."))
		return
	}
	if err := r.ParseForm(); err != nil {
		respond.Error(w, r, a.logger, bff.Errorf(bff.CodeInvalid, "The form could not be read."))
		return
	}
	ret := r.PostForm.Get(fieldReturn)
	o, err := a.load(r, r.PostForm.Get(fieldOrder), ret)
	if err != nil {
		respond.Error(w, r, a.logger, err)
		return
	}
	var approve bool
	switch r.PostForm.Get(fieldDecision) {
	case "approve":
		approve = true
	case "cancel":
	default:
		respond.Error(w, r, a.logger, bff.Errorf(bff.CodeInvalid, "Approve or cancel the payment."))
		return
	}
	decided, err := a.orders.Decide(r.Context(), o.ID, approve, a.now())
	if bff.ErrorCode(err) == bff.CodeConflict {
		// Decided the other way before: show the order as it stands.
		if cur, lerr := a.orders.Order(r.Context(), o.ID); lerr == nil {
			a.render(w, r, cur, ret, bff.ParseLanguage(r.PostForm.Get(fieldLang)))
			return
		}
	}
	if err != nil {
		respond.Error(w, r, a.logger, err)
		return
	}
	o = decided
	a.logger.InfoContext(r.Context(), "paypal order decided", "order", o.ID, "cart", o.CartID, "status", o.Status)
	w.Header().Set("Referrer-Policy", "no-referrer")
	http.Redirect(w, r, returnURL(ret, o.ID, o.Status == StatusApproved), http.StatusSeeOther)
}

// sameOrigin reports whether a form post comes from a page of this host:
// its Origin header names the host the request was sent to.
func sameOrigin(r *http.Request) bool {
	if site := r.Header.Get("Sec-Fetch-Site"); site != "" && site != "same-origin" {
		return false
	}
	scheme := "http"
	if r.TLS != nil {
		scheme = "https"
	}
	return r.Header.Get("Origin") == scheme+"://"+r.Host
}

// pageData fills approve.html.
type pageData struct {
	Lang                                               bff.Language
	Title, Note                                        string
	SubtotalLabel, FeeLabel, TotalLabel                string
	Subtotal, Fee, Total                               string
	Decided, BackURL, BackLabel                        string
	Action, OrderID, Return, ApproveLabel, CancelLabel string
	StylePath                                          string
}

func (a *approval) render(w http.ResponseWriter, r *http.Request, o Order, ret string, lang bff.Language) {
	t := func(key string) string { return text(lang, key) }
	total, err := o.Total()
	if err != nil {
		respond.Error(w, r, a.logger, err)
		return
	}
	d := pageData{Lang: lang, Title: t(o.Brand + "Title"), Note: t("note"),
		SubtotalLabel: t("subtotal"), FeeLabel: t("fee"), TotalLabel: t("total"),
		Subtotal: dollars(o.Amount), Fee: dollars(o.Fee), Total: dollars(total),
		Action: ApprovePath, OrderID: o.ID, Return: ret,
		ApproveLabel: t("approve"), CancelLabel: t("cancel"), StylePath: StylePath}
	if o.Status != StatusCreated {
		d.Decided, d.BackLabel = t(o.Status), t("back")
		d.BackURL = returnURL(ret, o.ID, o.Status == StatusApproved || o.Status == StatusCaptured)
	}
	var buf bytes.Buffer
	if err := approvePage.Execute(&buf, d); err != nil {
		respond.Error(w, r, a.logger, err)
		return
	}
	h := w.Header()
	h.Set("Content-Type", "text/html; charset=utf-8")
	// Chromium applies form-action to the redirect that follows the post.
	h.Set("Content-Security-Policy", "default-src 'none'; style-src 'self'; form-action 'self' "+o.Origin+
		"; frame-ancestors 'none'; base-uri 'none'")
	h.Set("Cache-Control", "no-store")
	// same-origin, not no-referrer: with no-referrer the browser sends
	// "Origin: null" on the form's post, which sameOrigin refuses.
	h.Set("Referrer-Policy", "same-origin")
	h.Set("Content-Language", string(lang))
	_, _ = w.Write(buf.Bytes())
}

// dollars writes an exact decimal for people: "$1,234.56".
func dollars(s string) string {
	whole, frac, ok := strings.Cut(s, ".")
	if !ok {
		return s
	}
	for i := len(whole) - 3; i > 0; i -= 3 {
		whole = whole[:i] + "," + whole[i:]
	}
	return "$" + whole + "." + frac
}

// pageTexts are the approval page's words.
var pageTexts = map[bff.Language]map[string]string{
	bff.English: {
		"paypalTitle":     "Sandbox PayPal: approve your payment",
		"venmoTitle":      "Sandbox Venmo: approve your payment",
		"note":            "This sandbox page stands in for the provider's own. No money moves.",
		"subtotal":        "Subtotal",
		"fee":             "Convenience fee",
		"total":           "Total",
		"approve":         "Approve payment",
		"cancel":          "Cancel",
		"approved":        "You approved this payment.",
		"captured":        "This payment is complete.",
		"cancelled":       "You cancelled this payment.",
		"back":            "Return to the payment page",
		"setupTitle":      "Sandbox PayPal: save PayPal for future payments",
		"setupMerchant":   "This county",
		"setupConsent":    " asks to keep your PayPal account to pay with it later. Nothing is charged now.",
		"setupAccount":    "PayPal account",
		"setupApprove":    "Agree and save",
		"setup_approved":  "You agreed to save your PayPal account.",
		"setup_cancelled": "You did not save your PayPal account.",
		"setupBack":       "Return to your payment methods",
	},
	bff.Spanish: {
		"paypalTitle":     "PayPal de prueba: apruebe su pago",
		"venmoTitle":      "Venmo de prueba: apruebe su pago",
		"note":            "Esta página de prueba reemplaza la del proveedor. No se mueve dinero.",
		"subtotal":        "Subtotal",
		"fee":             "Cargo por servicio",
		"total":           "Total",
		"approve":         "Aprobar pago",
		"cancel":          "Cancelar",
		"approved":        "Usted aprobó este pago.",
		"captured":        "Este pago está completo.",
		"cancelled":       "Usted canceló este pago.",
		"back":            "Volver a la página de pago",
		"setupTitle":      "PayPal de prueba: guarde PayPal para pagos futuros",
		"setupMerchant":   "Este condado",
		"setupConsent":    " pide guardar su cuenta de PayPal para pagar con ella más adelante. No se cobra nada ahora.",
		"setupAccount":    "Cuenta de PayPal",
		"setupApprove":    "Aceptar y guardar",
		"setup_approved":  "Usted aceptó guardar su cuenta de PayPal.",
		"setup_cancelled": "Usted no guardó su cuenta de PayPal.",
		"setupBack":       "Volver a sus métodos de pago",
	},
}

func text(lang bff.Language, key string) string {
	if t, ok := pageTexts[lang][key]; ok {
		return t
	}
	return pageTexts[bff.English][key]
}
