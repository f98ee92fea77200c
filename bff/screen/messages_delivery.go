package screen

import "github.com/payhub/payhub/bff"

// Message keys of the delivery texts; two are the spec's own (spec 000 §8
// "Change payable failure", "Delivery option switch failure").
const (
	msgDeliveryRequired    = "delivery.required"
	msgDeliveryNotNeeded   = "delivery.not_needed"
	msgDeliveryMethod      = "delivery.method"
	msgAddressIncomplete   = "delivery.address.incomplete"
	msgAddressUSOnly       = "delivery.address.us_only"
	msgAddressUndeliver    = "delivery.address.undeliverable"
	msgAddressState        = "delivery.address.state"
	msgAddressPostalCode   = "delivery.address.postal_code"
	msgAddressNameLong     = "delivery.address.name_too_long"
	msgAddressMilitary     = "delivery.address.military"
	msgAddressConfirm      = "delivery.address.confirm"
	msgPickupUnavailable   = "delivery.pickup.unavailable"
	msgPickupLocation      = "delivery.pickup.location"
	msgPickupPerson        = "delivery.pickup.person"
	msgOfficesTimedOut     = "delivery.offices.timed_out"
	msgOfficesFailed       = "delivery.offices.communication_error"
	msgChangeDelivery      = "checkout.change_delivery_option.error"
	msgChangePayable       = "checkout.change_payable.error"
	msgRenewalChoice       = "delivery.renewal.choice"
	msgDeliveryCartMissing = "delivery.no_cart"
)

// deliveryTexts are the delivery texts in English and Spanish.
var deliveryTexts = map[string]text{
	msgDeliveryRequired: {"Please choose how to receive your renewal: by mail or pick-up at an office.",
		"Elija cómo recibir su renovación: por correo o recogiéndola en una oficina."},
	msgDeliveryNotNeeded: {"Nothing in your cart needs delivery.", "Nada en su carrito necesita envío."},
	msgDeliveryMethod:    {"Choose mail or pick-up.", "Elija correo o recogida."},
	msgAddressIncomplete: {"Please enter the name, street address, city, state and ZIP code.",
		"Ingrese el nombre, la dirección, la ciudad, el estado y el código postal."},
	msgAddressUSOnly: {"Renewals can only be mailed to addresses in the United States.",
		"Las renovaciones solo se pueden enviar a direcciones en los Estados Unidos."},
	msgAddressUndeliver: {"Mail cannot be delivered to this address. Please enter another one.",
		"El correo no se puede entregar en esta dirección. Ingrese otra."},
	msgAddressState: {"Please choose a state from the list.", "Elija un estado de la lista."},
	msgAddressPostalCode: {"Please enter a 5-digit ZIP code, such as 32801.",
		"Ingrese un código postal de 5 dígitos, como 32801."},
	msgAddressNameLong: {"The name must be at most 100 characters.", "El nombre debe tener como máximo 100 caracteres."},
	msgAddressMilitary: {"As a Florida resident stationed outside Florida, please give a permanent mailing address outside Florida.",
		"Como residente de Florida destinado fuera de Florida, indique una dirección postal permanente fuera de Florida."},
	msgAddressConfirm: {"Please confirm that the mailing address is correct.",
		"Confirme que la dirección postal es correcta."},
	msgPickupUnavailable: {"Pick-up is not available for this renewal. Please choose mail.",
		"La recogida no está disponible para esta renovación. Elija correo."},
	msgPickupLocation: {"Please choose an office to pick up your renewal.",
		"Elija una oficina para recoger su renovación."},
	msgPickupPerson: {"Please enter the name of the person who will pick up the renewal (at most 100 characters).",
		"Ingrese el nombre de la persona que recogerá la renovación (como máximo 100 caracteres)."},
	msgOfficesTimedOut: {"Looking up the offices timed out. Please try again or choose mail.",
		"La búsqueda de oficinas tardó demasiado. Inténtelo de nuevo o elija correo."},
	msgOfficesFailed: {"We could not reach the office list. Please try again or choose mail.",
		"No pudimos obtener la lista de oficinas. Inténtelo de nuevo o elija correo."},
	msgChangeDelivery: {"We could not change the delivery option. Your previous choice was kept.",
		"No pudimos cambiar la opción de entrega. Se mantuvo su elección anterior."},
	msgChangePayable: {"We could not change the renewal period. Your previous choice was kept.",
		"No pudimos cambiar el período de renovación. Se mantuvo su elección anterior."},
	msgRenewalChoice: {"Choose one of the renewal periods offered.", "Elija uno de los períodos de renovación ofrecidos."},
	msgDeliveryCartMissing: {"Your cart has expired. Please add your renewal again.",
		"Su carrito ha vencido. Agregue su renovación de nuevo."},
}

// deliveryError is a delivery refusal with code: the English text as the
// message and lang's as the display message.
func deliveryError(code bff.Code, key string, lang bff.Language, cause error) error {
	t := deliveryTexts[key]
	return &bff.Error{Code: code, Message: t.en, DisplayMessage: t.in(lang), Err: cause}
}
