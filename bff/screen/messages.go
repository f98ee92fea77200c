package screen

import "github.com/payhub/payhub/bff"

// text is one user-facing message in both languages (spec 000 §9: locales
// en and es). Every English and Spanish text the checkout answers with is in
// this file.
type text struct{ en, es string }

func (t text) in(lang bff.Language) string {
	if lang == bff.Spanish {
		return t.es
	}
	return t.en
}

// Message keys of the checkout's texts; several are the spec's own keys
// (spec 000 §8 "Other cart messages", "Empty cart").
const (
	msgCartLocked        = "cart.locked"
	msgCartExpired       = "cart.expired"
	msgCartPaid          = "cart.checked_out"
	msgAlreadyInCart     = "cart.already_in_cart"
	msgMixedDelay        = "cart.mixed_delayed_payment"
	msgRestriction       = "cart.restriction_conflict"
	msgInvalidAmount     = "cart.invalid_amount"
	msgItemNotFound      = "cart.item_not_found"
	msgPayableNotFound   = "cart.payable_not_found"
	msgItemNotPayable    = "cart.item_not_payable"
	msgAmountMismatch    = "cart.updated"
	msgOverLimit         = "cart.limit_exceeded"
	msgCartEmpty         = "checkout.empty"
	msgCheckOutBusy      = "checkout.in_progress"
	msgKeyReused         = "checkout.key_reused"
	msgInvalidQuantity   = "cart.invalid_quantity"
	msgInvalidField      = "cart.required"
	msgNoTenders         = "cart.no_enabled_payment_methods"
	msgNotAccepted       = "api.not_accepted"
	msgTenderInvalid     = "payment.details_invalid"
	msgDeclined          = "payment.declined"
	msgInsufficientFunds = "payment.insufficient_funds"
	msgExpiredCard       = "payment.expired_card"
	msgProcessingError   = "payment.processing_error"
	msgBankReturned      = "payment.bank_returned"
	msgTenderMismatch    = "payment.tender_mismatch"
	msgBrandRefused      = "payment.brand_not_accepted"
	msgLoginDisabled     = "login_modal.disabled.description_short"
	msgLoginUnavailable  = "login.unavailable"
)

// message returns the text of key in lang, or "" for an unknown key.
func message(key string, lang bff.Language) string {
	var t text
	switch key {
	case msgLoginDisabled:
		t = text{"Signing in is turned off on this site. You can still pay as a guest.",
			"El inicio de sesión está desactivado en este sitio. Aún puede pagar como invitado."}
	case msgLoginUnavailable:
		t = text{"Sign-in is not available right now. You can still pay as a guest.",
			"El inicio de sesión no está disponible en este momento. Aún puede pagar como invitado."}
	case msgCartLocked:
		t = text{"Your cart is locked and cannot be changed.", "Su carrito está bloqueado y no se puede cambiar."}
	case msgCartExpired:
		t = text{"Your cart has expired. Please add your items again.", "Su carrito ha vencido. Agregue sus artículos de nuevo."}
	case msgCartPaid:
		t = text{"This cart has already been paid.", "Este carrito ya fue pagado."}
	case msgAlreadyInCart:
		t = text{"This item is already in your cart.", "Este artículo ya está en su carrito."}
	case msgMixedDelay:
		t = text{"This item is paid after review and cannot share a cart with items paid now. Please check out your cart first.",
			"Este artículo se paga después de una revisión y no puede estar en el mismo carrito que artículos que se pagan ahora. Primero complete el pago de su carrito."}
	case msgRestriction:
		t = text{"This item cannot be paid together with the items in your cart. Please check out your cart first.",
			"Este artículo no se puede pagar junto con los artículos de su carrito. Primero complete el pago de su carrito."}
	case msgInvalidAmount:
		t = text{"Please enter an amount within the allowed range.", "Ingrese una cantidad dentro del rango permitido."}
	case msgItemNotFound:
		t = text{"This item is no longer in your cart.", "Este artículo ya no está en su carrito."}
	case msgPayableNotFound:
		t = text{"We could not find this item.", "No pudimos encontrar este artículo."}
	case msgItemNotPayable:
		t = text{"This item cannot be paid at this time.", "Este artículo no se puede pagar en este momento."}
	case msgAmountMismatch:
		t = text{"The amount due has changed. Please review your cart and try again.",
			"La cantidad a pagar ha cambiado. Revise su carrito e inténtelo de nuevo."}
	case msgOverLimit:
		t = text{"This payment is over a department's limit for the chosen payment method. Please choose another method.",
			"Este pago supera el límite de un departamento para el método de pago elegido. Elija otro método."}
	case msgCartEmpty:
		t = text{"Your cart is empty.", "Su carrito está vacío."}
	case msgCheckOutBusy:
		t = text{"Your payment is being processed. Please wait a moment and refresh the page.",
			"Su pago se está procesando. Espere un momento y actualice la página."}
	case msgKeyReused:
		t = text{"This payment was already submitted with other details. Please refresh the page and try again.",
			"Este pago ya se envió con otros datos. Actualice la página e inténtelo de nuevo."}
	case msgInvalidQuantity:
		t = text{"Please choose a quantity this item allows.", "Elija una cantidad que este artículo permita."}
	case msgInvalidField:
		t = text{"Please fill in the item's required fields within their length limits.",
			"Complete los campos obligatorios del artículo dentro de su límite de caracteres."}
	case msgNoTenders:
		t = text{"No payment method is available for the items in your cart.",
			"No hay ningún método de pago disponible para los artículos de su carrito."}
	case msgNotAccepted:
		t = text{"The request was not accepted. Please check the details and try again.",
			"La solicitud no fue aceptada. Revise los datos e inténtelo de nuevo."}
	case msgTenderMismatch:
		t = text{"Your payment details do not match the payment method you chose. Please choose the method again and re-enter your details.",
			"Sus datos de pago no corresponden al método de pago que eligió. Elija el método de nuevo y vuelva a ingresar sus datos."}
	case msgBrandRefused:
		t = text{"This card brand is not accepted for an item in your cart. Please use another card or payment method.",
			"Esta marca de tarjeta no se acepta para un artículo de su carrito. Use otra tarjeta u otro método de pago."}
	case msgTenderInvalid:
		t = text{"Your payment details are no longer valid. Please enter them again.",
			"Sus datos de pago ya no son válidos. Ingréselos de nuevo."}
	case msgDeclined:
		t = text{"Your payment was declined. Please use another card or account.",
			"Su pago fue rechazado. Use otra tarjeta o cuenta."}
	case msgInsufficientFunds:
		t = text{"Your card was declined for insufficient funds. Please use another card.",
			"Su tarjeta fue rechazada por fondos insuficientes. Use otra tarjeta."}
	case msgExpiredCard:
		t = text{"Your card has expired. Please use another card.", "Su tarjeta está vencida. Use otra tarjeta."}
	case msgProcessingError:
		t = text{"We could not process your card. Please try again or use another card.",
			"No pudimos procesar su tarjeta. Inténtelo de nuevo o use otra tarjeta."}
	case msgBankReturned:
		t = text{"Your bank did not accept this payment. Please use another account or a card.",
			"Su banco no aceptó este pago. Use otra cuenta o una tarjeta."}
	}
	return t.in(lang)
}
