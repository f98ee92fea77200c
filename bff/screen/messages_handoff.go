package screen

import "github.com/payhub/payhub/bff"

// Message keys of the hand-off texts (spec 000 §1, §7 "Cart redirect
// service").
const (
	msgHandoffOff         = "checkout.handoff.not_configured"
	msgHandoffClosed      = "checkout.handoff.cart_closed"
	msgHandoffUnavailable = "checkout.handoff.unavailable"
)

// handoffTexts are the hand-off texts in English and Spanish.
var handoffTexts = map[string]text{
	msgHandoffOff: {"This site takes payments on this page, not on an external payment site.",
		"Este sitio recibe los pagos en esta página, no en un sitio de pagos externo."},
	msgHandoffClosed: {"This cart can no longer be paid. Please return to your cart.",
		"Este carrito ya no se puede pagar. Vuelva a su carrito."},
	msgHandoffUnavailable: {"We could not reach the payment site. Please try again.",
		"No pudimos comunicarnos con el sitio de pagos. Inténtelo de nuevo."},
}

// handoffText is the text of key in lang; the cart texts (checkout.empty)
// come from message.
func handoffText(key string, lang bff.Language) string {
	if t, ok := handoffTexts[key]; ok {
		return t.in(lang)
	}
	return message(key, lang)
}
