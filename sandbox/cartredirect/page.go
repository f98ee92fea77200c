package cartredirect

import (
	_ "embed"
	"html/template"
	"net/http"

	"github.com/payhub/payhub/bff"
	wire "github.com/payhub/payhub/bff/upstream/cart"
)

//go:embed page.html
var pageFile string

var page = template.Must(template.New("external").Parse(pageFile))

// Texts of the external checkout page, in English and Spanish.
const (
	msgTitle = iota
	msgNote
	msgItems
	msgTotal
	msgName
	msgEmail
	msgPay
	msgFail
	msgPayerMissing
	msgNotCompleted
	msgClosed
	msgPaid
)

var texts = map[bff.Language][]string{
	bff.English: {
		msgTitle:        "Sandbox external checkout",
		msgNote:         "This page stands in for the county's payment partner. No real payment is made.",
		msgItems:        "Items",
		msgTotal:        "Total",
		msgName:         "Name",
		msgEmail:        "Email",
		msgPay:          "Pay now",
		msgFail:         "Payment fails",
		msgPayerMissing: "Enter your name and a valid email address.",
		msgNotCompleted: "The payment was not completed.",
		msgClosed:       "This cart can no longer be paid here.",
		msgPaid:         "Payment complete. Confirmation number",
	},
	bff.Spanish: {
		msgTitle:        "Pago externo de prueba",
		msgNote:         "Esta página sustituye al socio de pagos del condado. No se realiza ningún pago real.",
		msgItems:        "Artículos",
		msgTotal:        "Total",
		msgName:         "Nombre",
		msgEmail:        "Correo electrónico",
		msgPay:          "Pagar ahora",
		msgFail:         "El pago falla",
		msgPayerMissing: "Ingrese su nombre y un correo electrónico válido.",
		msgNotCompleted: "El pago no se completó.",
		msgClosed:       "Este carrito ya no se puede pagar aquí.",
		msgPaid:         "Pago completado. Número de confirmación",
	},
}

// text is message m in lang.
func text(lang bff.Language, m int) string {
	if t, ok := texts[lang]; ok {
		return t[m]
	}
	return texts[bff.English][m]
}

type pageItem struct{ Name, Amount string }

type pageData struct {
	Lang                                               bff.Language
	Title, Note, ItemsLabel, TotalLabel, Total         string
	NameLabel, EmailLabel, PayLabel, FailLabel, Notice string
	Items                                              []pageItem
	Open                                               bool
}

// render writes the page of c in lang, with notice shown as a status.
func (h *handler) render(w http.ResponseWriter, c wire.Cart, lang bff.Language, notice string) {
	d := pageData{Lang: lang, Title: text(lang, msgTitle), Note: text(lang, msgNote),
		ItemsLabel: text(lang, msgItems), TotalLabel: text(lang, msgTotal), Total: "$" + c.Subtotal,
		NameLabel: text(lang, msgName), EmailLabel: text(lang, msgEmail),
		PayLabel: text(lang, msgPay), FailLabel: text(lang, msgFail), Notice: notice,
		Open: c.Status == wire.StatusOpen && !c.Expired && len(c.Items) > 0}
	if !d.Open && notice == "" {
		d.Notice = text(lang, msgClosed)
	}
	for _, it := range c.Items {
		d.Items = append(d.Items, pageItem{Name: it.Payable.DisplayName, Amount: "$" + it.Amount})
	}
	w.Header().Set("Content-Type", "text/html; charset=utf-8")
	w.Header().Set("Cache-Control", "no-store")
	// same-origin, not no-referrer: with no-referrer the browser posts the
	// page's own form with Origin: null, which sameOrigin must refuse.
	w.Header().Set("Referrer-Policy", "same-origin")
	w.Header().Set("X-Content-Type-Options", "nosniff")
	if err := page.Execute(w, d); err != nil {
		h.logger.Error("external checkout page not written", "error", err.Error())
	}
}
