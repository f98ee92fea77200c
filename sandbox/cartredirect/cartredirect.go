// Package cartredirect is the sandbox's cart redirect service (spec 000 §7
// "Cart redirect service"), in the wire shape of bff/upstream/cartredirect,
// and the external checkout it hands payers off to (spec 000 §1: "Some
// sites hand the user off to an external checkout"):
//
//	GET  /ping
//	POST /v2/{client}/{site}/outbound/passthrough   form: id (the cart id)
//	GET  /external/{client}/{site}/{cartId}         the external checkout page (?lang=en|es)
//	POST /external/{client}/{site}/{cartId}         form: decision=pay|fail, name, email, lang
//
// The passthrough checks that the cart exists, is open and holds items,
// and answers the external checkout's address: JSON to a caller that
// accepts it, 303 See Other to a browser. The external checkout page
// stands in for the county's payment partner: "Pay now" records the cart's
// payment and sends the browser to the cart's receipt URL (the portal's
// receipt/{receiptId}/redirect), "Payment fails" to its cancel URL (the
// portal's redirect/{cartId}). Both URLs are the ones the BFF put on the
// cart before the hand-off; the page never sends the browser anywhere else.
package cartredirect

import (
	"context"
	"errors"
	"log/slog"
	"net/http"
	"net/url"
	"strings"
	"unicode/utf8"

	"github.com/payhub/payhub/bff"
	wire "github.com/payhub/payhub/bff/upstream/cart"
	"github.com/payhub/payhub/bff/upstream/cartredirect"
	"github.com/payhub/payhub/sandbox/internal/respond"
)

// maxNameLength bounds the payer's name and e-mail on the page (spec 000 §5
// "Contact form": 100).
const maxNameLength = 100

// Carts is what the service needs of the cart service (a
// *sandbox/cart.External).
type Carts interface {
	Cart(ctx context.Context, client, site, id string) (wire.Cart, error)
	Pay(ctx context.Context, client, site, id string, payer wire.Billing, lang bff.Language) (wire.CheckOutResponse, error)
}

// Config configures the handler.
type Config struct {
	Carts Carts // required
	// BasePath is where the handler is mounted (e.g. "/svc/cart-redirect"),
	// so that it can name the external checkout's address.
	BasePath string
	Logger   *slog.Logger // default discards
}

type handler struct {
	carts  Carts
	base   string
	logger *slog.Logger
}

// NewHandler returns the service's routes, relative to cfg.BasePath.
func NewHandler(cfg Config) http.Handler {
	h := &handler{carts: cfg.Carts, base: strings.TrimSuffix(cfg.BasePath, "/"), logger: cfg.Logger}
	if h.logger == nil {
		h.logger = slog.New(slog.DiscardHandler)
	}
	mux := http.NewServeMux()
	mux.HandleFunc("GET /ping", func(w http.ResponseWriter, r *http.Request) {
		respond.JSON(w, http.StatusOK, map[string]string{"status": "ok"})
	})
	mux.HandleFunc("POST /v2/{client}/{site}/outbound/passthrough", h.passthrough)
	mux.HandleFunc("GET /external/{client}/{site}/{cartId}", h.show)
	mux.HandleFunc("POST /external/{client}/{site}/{cartId}", h.decide)
	return respond.Recover(respond.Routes(mux, h.logger), h.logger)
}

// refusal is an answer with one of the service's own error codes.
type refusal struct {
	status        int
	code, message string
}

func (e *refusal) Error() string { return e.code + ": " + e.message }

// payable checks that c can be paid: open, not expired, not empty.
func payable(c wire.Cart) error {
	switch {
	case c.Status != wire.StatusOpen || c.Expired:
		return &refusal{http.StatusConflict, cartredirect.ErrCartNotOpen, "This cart can no longer be paid."}
	case len(c.Items) == 0:
		return &refusal{http.StatusUnprocessableEntity, cartredirect.ErrCartEmpty, "The cart is empty."}
	}
	return nil
}

// writeError answers err: a refusal with its own code, anything else
// through the sandbox's shared table.
func (h *handler) writeError(w http.ResponseWriter, r *http.Request, err error) {
	var ref *refusal
	if errors.As(err, &ref) {
		respond.JSON(w, ref.status, respond.ErrorBody{Error: respond.ErrorDetail{Code: ref.code, Message: ref.message}})
		return
	}
	respond.Error(w, r, h.logger, err)
}

func (h *handler) passthrough(w http.ResponseWriter, r *http.Request) {
	if err := r.ParseForm(); err != nil {
		respond.Error(w, r, h.logger, bff.Errorf(bff.CodeInvalid, "The form could not be read."))
		return
	}
	id := strings.TrimSpace(r.PostForm.Get(cartredirect.FieldID))
	if id == "" {
		respond.Error(w, r, h.logger, bff.Errorf(bff.CodeInvalid, "The form field id (the cart id) is required."))
		return
	}
	client, site := r.PathValue("client"), r.PathValue("site")
	c, err := h.carts.Cart(r.Context(), client, site, id)
	if err == nil {
		err = payable(c)
	}
	if err != nil {
		h.writeError(w, r, err)
		return
	}
	to := h.checkoutURL(r, c)
	h.logger.InfoContext(r.Context(), "cart handed off to the external checkout", "cart", c.ID)
	if strings.Contains(r.Header.Get("Accept"), "application/json") {
		respond.JSON(w, http.StatusOK, cartredirect.Passthrough{URL: to, CartID: c.ID})
		return
	}
	http.Redirect(w, r, to, http.StatusSeeOther)
}

// checkoutURL is the external checkout page of c on the host the request
// was sent to.
func (h *handler) checkoutURL(r *http.Request, c wire.Cart) string {
	scheme := "http"
	if r.TLS != nil {
		scheme = "https"
	}
	return scheme + "://" + r.Host + h.base + "/external/" + url.PathEscape(c.Client) + "/" +
		url.PathEscape(c.Site) + "/" + url.PathEscape(c.ID)
}

func (h *handler) show(w http.ResponseWriter, r *http.Request) {
	lang := language(r, r.URL.Query().Get("lang"))
	c, err := h.carts.Cart(r.Context(), r.PathValue("client"), r.PathValue("site"), r.PathValue("cartId"))
	if err != nil {
		respond.Error(w, r, h.logger, err)
		return
	}
	h.render(w, c, lang, "")
}

func (h *handler) decide(w http.ResponseWriter, r *http.Request) {
	if !sameOrigin(r) {
		respond.Error(w, r, h.logger, bff.Errorf(bff.CodeForbidden, "Payments come only from the external checkout page."))
		return
	}
	if err := r.ParseForm(); err != nil {
		respond.Error(w, r, h.logger, bff.Errorf(bff.CodeInvalid, "The form could not be read."))
		return
	}
	lang := language(r, r.PostForm.Get("lang"))
	client, site, id := r.PathValue("client"), r.PathValue("site"), r.PathValue("cartId")
	c, err := h.carts.Cart(r.Context(), client, site, id)
	if err != nil {
		respond.Error(w, r, h.logger, err)
		return
	}
	switch r.PostForm.Get("decision") {
	case "fail":
		h.logger.InfoContext(r.Context(), "external checkout payment failed", "cart", c.ID)
		if back, ok := absolute(c.URLs.Cancel); ok {
			http.Redirect(w, r, back, http.StatusSeeOther)
			return
		}
		h.render(w, c, lang, text(lang, msgNotCompleted))
	case "pay":
		name := strings.TrimSpace(r.PostForm.Get("name"))
		email := strings.TrimSpace(r.PostForm.Get("email"))
		if name == "" || utf8.RuneCountInString(name) > maxNameLength || !validEmail(email) {
			h.render(w, c, lang, text(lang, msgPayerMissing))
			return
		}
		if c.Status != wire.StatusCheckedOut && payable(c) != nil {
			h.render(w, c, lang, text(lang, msgClosed))
			return
		}
		resp, err := h.carts.Pay(r.Context(), client, site, id, wire.Billing{Name: name, Email: email}, lang)
		if err != nil {
			h.logger.WarnContext(r.Context(), "external checkout payment not recorded", "cart", c.ID, "error", err.Error())
			h.render(w, c, lang, text(lang, msgNotCompleted))
			return
		}
		h.logger.InfoContext(r.Context(), "external checkout payment recorded", "cart", c.ID, "receipt_id", resp.ReceiptID)
		receipt := strings.ReplaceAll(c.URLs.Receipt, cartredirect.ReceiptIDPlaceholder, url.PathEscape(resp.ReceiptID))
		if to, ok := absolute(receipt); ok {
			http.Redirect(w, r, to, http.StatusSeeOther)
			return
		}
		c.Status = wire.StatusCheckedOut
		h.render(w, c, lang, text(lang, msgPaid)+" "+resp.ConfirmationNumber)
	default:
		respond.Error(w, r, h.logger, bff.Errorf(bff.CodeInvalid, "Pay or report a failed payment."))
	}
}

// absolute reports whether u is an absolute http(s) address without user
// information, the only kind the page sends the browser to.
func absolute(u string) (string, bool) {
	p, err := url.Parse(u)
	if u == "" || err != nil || (p.Scheme != "http" && p.Scheme != "https") || p.Host == "" || p.User != nil {
		return "", false
	}
	return p.String(), true
}

// validEmail is a light check of the page's e-mail field: one @ with text
// on both sides, no spaces, at most maxNameLength characters.
func validEmail(s string) bool {
	at := strings.IndexByte(s, '@')
	return at > 0 && at < len(s)-1 && strings.Count(s, "@") == 1 && !strings.ContainsAny(s, " \t") &&
		utf8.RuneCountInString(s) <= maxNameLength
}

// sameOrigin reports whether a form post comes from a page of this host.
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

// language is explicit when set, else the request's Accept-Language.
func language(r *http.Request, explicit string) bff.Language {
	if explicit != "" {
		return bff.ParseLanguage(explicit)
	}
	return bff.ParseLanguage(r.Header.Get("Accept-Language"))
}
