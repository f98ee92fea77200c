package texts

import (
	"strings"

	"github.com/payhub/payhub/bff"
	"github.com/payhub/payhub/bff/botcheck"
)

// text is one user-facing message in both languages (spec 000 §9: locales
// en and es).
type text struct{ en, es string }

func (t text) in(lang bff.Language) string {
	if lang == bff.Spanish {
		return t.es
	}
	return t.en
}

// Message returns the text of key in lang, or "" for an unknown key.
func Message(key string, lang bff.Language) string {
	return catalogue[key].in(lang)
}

// Fill returns the text of key in lang with each named slot ({name})
// replaced by its value in slots.
func Fill(key string, lang bff.Language, slots map[string]string) string {
	s := Message(key, lang)
	for name, v := range slots {
		s = strings.ReplaceAll(s, "{"+name+"}", v)
	}
	return s
}

// Error is an error of code whose message is key's English text and whose
// display message is its text in lang.
func Error(code bff.Code, key string, lang bff.Language, cause error) *bff.Error {
	return &bff.Error{Code: code, Message: Message(key, bff.English), DisplayMessage: Message(key, lang), Err: cause}
}

// Keys are the catalogue's message keys, in no order.
func Keys() []string {
	keys := make([]string, 0, len(catalogue))
	for k := range catalogue {
		keys = append(keys, k)
	}
	return keys
}

// catalogue is the one catalogue of the texts the BFF answers users with, by
// message key, English and Spanish side by side. The keys are the
// constants of keys.go; texts_test.go keeps both in step.
var catalogue = map[string]text{
	// Sign-in, cart and check-out.
	LoginDisabled: {"Signing in is turned off on this site. You can still pay as a guest.",
		"El inicio de sesión está desactivado en este sitio. Aún puede pagar como invitado."},
	LoginUnavailable: {"Sign-in is not available right now. You can still pay as a guest.",
		"El inicio de sesión no está disponible en este momento. Aún puede pagar como invitado."},
	CartLocked:    {"Your cart is locked and cannot be changed.", "Su carrito está bloqueado y no se puede cambiar."},
	CartExpired:   {"Your cart has expired. Please add your items again.", "Su carrito ha vencido. Agregue sus artículos de nuevo."},
	CartPaid:      {"This cart has already been paid.", "Este carrito ya fue pagado."},
	AlreadyInCart: {"This item is already in your cart.", "Este artículo ya está en su carrito."},
	MixedDelay: {"This item is paid after review and cannot share a cart with items paid now. Please check out your cart first.",
		"Este artículo se paga después de una revisión y no puede estar en el mismo carrito que artículos que se pagan ahora. Primero complete el pago de su carrito."},
	Restriction: {"This item cannot be paid together with the items in your cart. Please check out your cart first.",
		"Este artículo no se puede pagar junto con los artículos de su carrito. Primero complete el pago de su carrito."},
	InvalidAmount:   {"Please enter an amount within the allowed range.", "Ingrese una cantidad dentro del rango permitido."},
	ItemNotFound:    {"This item is no longer in your cart.", "Este artículo ya no está en su carrito."},
	PayableNotFound: {"We could not find this item.", "No pudimos encontrar este artículo."},
	ItemNotPayable:  {"This item cannot be paid at this time.", "Este artículo no se puede pagar en este momento."},
	AmountMismatch: {"The amount due has changed. Please review your cart and try again.",
		"La cantidad a pagar ha cambiado. Revise su carrito e inténtelo de nuevo."},
	OverLimit: {"This payment is over a department's limit for the chosen payment method. Please choose another method.",
		"Este pago supera el límite de un departamento para el método de pago elegido. Elija otro método."},
	CartEmpty: {"Your cart is empty.", "Su carrito está vacío."},
	CheckOutBusy: {"Your payment is being processed. Please wait a moment and refresh the page.",
		"Su pago se está procesando. Espere un momento y actualice la página."},
	KeyReused: {"This payment was already submitted with other details. Please refresh the page and try again.",
		"Este pago ya se envió con otros datos. Actualice la página e inténtelo de nuevo."},
	InvalidQuantity: {"Please choose a quantity this item allows.", "Elija una cantidad que este artículo permita."},
	InvalidField: {"Please fill in the item's required fields within their length limits.",
		"Complete los campos obligatorios del artículo dentro de su límite de caracteres."},
	NoTenders: {"No payment method is available for the items in your cart.",
		"No hay ningún método de pago disponible para los artículos de su carrito."},
	NotAccepted: {"The request was not accepted. Please check the details and try again.",
		"La solicitud no fue aceptada. Revise los datos e inténtelo de nuevo."},
	TenderMismatch: {"Your payment details do not match the payment method you chose. Please choose the method again and re-enter your details.",
		"Sus datos de pago no corresponden al método de pago que eligió. Elija el método de nuevo y vuelva a ingresar sus datos."},
	BrandRefused: {"This card brand is not accepted for an item in your cart. Please use another card or payment method.",
		"Esta marca de tarjeta no se acepta para un artículo de su carrito. Use otra tarjeta u otro método de pago."},
	TenderInvalid: {"Your payment details are no longer valid. Please enter them again.",
		"Sus datos de pago ya no son válidos. Ingréselos de nuevo."},
	Declined: {"Your payment was declined. Please use another card or account.",
		"Su pago fue rechazado. Use otra tarjeta o cuenta."},
	InsufficientFunds: {"Your card was declined for insufficient funds. Please use another card.",
		"Su tarjeta fue rechazada por fondos insuficientes. Use otra tarjeta."},
	ExpiredCard: {"Your card has expired. Please use another card.", "Su tarjeta está vencida. Use otra tarjeta."},
	ProcessingError: {"We could not process your card. Please try again or use another card.",
		"No pudimos procesar su tarjeta. Inténtelo de nuevo o use otra tarjeta."},
	BankReturned: {"Your bank did not accept this payment. Please use another account or a card.",
		"Su banco no aceptó este pago. Use otra cuenta o una tarjeta."},
	ItemsChanged: {"Some items in your cart changed. Keep or remove them before you pay.",
		"Algunos artículos de su carrito cambiaron. Consérvelos o quítelos antes de pagar."},
	ItemGone: {"This item could not be found anymore. Please remove it from your cart.",
		"Este artículo ya no se encuentra. Quítelo de su carrito."},
	ItemNoLongerPayable: {"This item can no longer be paid online. Please remove it from your cart.",
		"Este artículo ya no se puede pagar en línea. Quítelo de su carrito."},
	AddressSaveFailed: {"Your payment went through, but we could not save your address.",
		"Su pago se realizó, pero no pudimos guardar su dirección."},

	// Bot challenge (spec 000 §8 "Bot challenge"): the English texts are
	// the spec's, shared with the verifier.
	BotChallengeFailed: {botcheck.MsgChallengeFailed, "Falló la verificación de Turnstile"},
	BotNoPreClearance:  {botcheck.MsgNoPreClearance, "No se pudo obtener la autorización previa"},
	BotNotInitialized:  {botcheck.MsgNotInitialized, "El servicio Turnstile no se inició correctamente"},

	// Wallets.
	WalletNotOffered: {"This payment method cannot be used for this cart.",
		"Esta forma de pago no se puede usar para este carrito."},
	OrderNotApproved: {"The PayPal payment was not approved. Please try again or choose another payment method.",
		"El pago con PayPal no fue aprobado. Inténtelo de nuevo o elija otra forma de pago."},
	OrderNotFound: {"This PayPal payment was not found for your cart. Please start again.",
		"No se encontró este pago con PayPal para su carrito. Empiece de nuevo."},
	WalletDeclined: {"Your wallet could not be used. Please try again or choose another payment method.",
		"No se pudo usar su billetera. Inténtelo de nuevo o elija otra forma de pago."},

	// Delivery.
	DeliveryRequired: {"Please choose how to receive your renewal: by mail or pick-up at an office.",
		"Elija cómo recibir su renovación: por correo o recogiéndola en una oficina."},
	DeliveryNotNeeded: {"Nothing in your cart needs delivery.", "Nada en su carrito necesita envío."},
	DeliveryMethod:    {"Choose mail or pick-up.", "Elija correo o recogida."},
	AddressIncomplete: {"Please enter the name, street address, city, state and ZIP code.",
		"Ingrese el nombre, la dirección, la ciudad, el estado y el código postal."},
	AddressUSOnly: {"Renewals can only be mailed to addresses in the United States.",
		"Las renovaciones solo se pueden enviar a direcciones en los Estados Unidos."},
	AddressUndeliver: {"Mail cannot be delivered to this address. Please enter another one.",
		"El correo no se puede entregar en esta dirección. Ingrese otra."},
	AddressState: {"Please choose a state from the list.", "Elija un estado de la lista."},
	AddressPostalCode: {"Please enter a 5-digit ZIP code, such as 32801.",
		"Ingrese un código postal de 5 dígitos, como 32801."},
	AddressNameLong: {"The name must be at most 100 characters.", "El nombre debe tener como máximo 100 caracteres."},
	AddressMilitary: {"As a Florida resident stationed outside Florida, please give a permanent mailing address outside Florida.",
		"Como residente de Florida destinado fuera de Florida, indique una dirección postal permanente fuera de Florida."},
	AddressConfirm: {"Please confirm that the mailing address is correct.",
		"Confirme que la dirección postal es correcta."},
	PickupUnavailable: {"Pick-up is not available for this renewal. Please choose mail.",
		"La recogida no está disponible para esta renovación. Elija correo."},
	PickupLocation: {"Please choose an office to pick up your renewal.",
		"Elija una oficina para recoger su renovación."},
	PickupPerson: {"Please enter the name of the person who will pick up the renewal (at most 100 characters).",
		"Ingrese el nombre de la persona que recogerá la renovación (como máximo 100 caracteres)."},
	OfficesTimedOut: {"Looking up the offices timed out. Please try again or choose mail.",
		"La búsqueda de oficinas tardó demasiado. Inténtelo de nuevo o elija correo."},
	OfficesFailed: {"We could not reach the office list. Please try again or choose mail.",
		"No pudimos obtener la lista de oficinas. Inténtelo de nuevo o elija correo."},
	ChangeDelivery: {"We could not change the delivery option. Your previous choice was kept.",
		"No pudimos cambiar la opción de entrega. Se mantuvo su elección anterior."},
	ChangePayable: {"We could not change the renewal period. Your previous choice was kept.",
		"No pudimos cambiar el período de renovación. Se mantuvo su elección anterior."},
	RenewalChoice: {"Choose one of the renewal periods offered.", "Elija uno de los períodos de renovación ofrecidos."},
	DeliveryCartMissing: {"Your cart has expired. Please add your renewal again.",
		"Su carrito ha vencido. Agregue su renovación de nuevo."},

	// Hand-off to the cart redirect service.
	HandoffOff: {"This site takes payments on this page, not on an external payment site.",
		"Este sitio recibe los pagos en esta página, no en un sitio de pagos externo."},
	HandoffClosed: {"This cart can no longer be paid. Please return to your cart.",
		"Este carrito ya no se puede pagar. Vuelva a su carrito."},
	HandoffUnavailable: {"We could not reach the payment site. Please try again.",
		"No pudimos comunicarnos con el sitio de pagos. Inténtelo de nuevo."},

	// Settings and e-mail verification: they name fields, never what was
	// typed into them.
	ProfileInvalid: {"Please check your settings: some fields are not valid.",
		"Revise su configuración: algunos campos no son válidos."},
	ProfileReadOnly: {"Your settings cannot be changed on this site.",
		"Su configuración no se puede cambiar en este sitio."},
	ProfileGivenName: {"Enter your first name (up to 100 characters).",
		"Escriba su nombre (hasta 100 caracteres)."},
	ProfileFamilyName: {"Enter your last name (up to 100 characters).",
		"Escriba su apellido (hasta 100 caracteres)."},
	ProfilePhone: {"Enter a mobile phone number of 10 to 15 digits that does not start with 0.",
		"Escriba un número de teléfono móvil de 10 a 15 dígitos que no empiece por 0."},
	ProfileLanguage: {"Choose English or Spanish.", "Elija inglés o español."},
	ProfileContact: {"Choose e-mail or text messages.",
		"Elija correo electrónico o mensajes de texto."},
	ProfileSMSNeedPhone: {"Add a mobile phone number to get text messages.",
		"Agregue un número de teléfono móvil para recibir mensajes de texto."},
	ProfileEmail: {"Your e-mail address cannot be changed.",
		"Su correo electrónico no se puede cambiar."},
	VerifyInvalid: {"The verification code is incorrect or has expired. Ask for a new code.",
		"El código de verificación no es correcto o ha caducado. Solicite un código nuevo."},
	VerifyUnexpected: {"Your e-mail address could not be verified. Please try again.",
		"No se pudo verificar su correo electrónico. Vuelva a intentarlo."},
	VerifyResendFailed: {"A new code could not be sent. Please try again.",
		"No se pudo enviar un código nuevo. Vuelva a intentarlo."},
	VerifyTooSoon: {"A new code was just sent. Please wait a moment before asking for another.",
		"Acabamos de enviar un código nuevo. Espere un momento antes de solicitar otro."},

	// Saved items.
	SavedSignIn:      {"Please sign in to use saved items.", "Inicie sesión para usar los artículos guardados."},
	SavedChooseOne:   {"Choose a saved item to remove.", "Elija un artículo guardado para quitarlo."},
	SavedChooseItem:  {"Choose an item to save.", "Elija un artículo para guardarlo."},
	SavedNotFound:    {"This item could not be found.", "No se pudo encontrar este artículo."},
	SavedNotSaveable: {"This item cannot be saved.", "Este artículo no se puede guardar."},

	// Contact form.
	ContactOff: {"This site does not take messages through its contact form.",
		"Este sitio no recibe mensajes por su formulario de contacto."},
	ContactInvalid: {"Please check the contact form: the field %s is not valid.",
		"Revise el formulario de contacto: el campo %s no es válido."},

	// Saved payment methods: the names of WAL-07 ("{brand}" is the card
	// brand) and the wallet's refusals.
	TenderNameCard:      {"{brand} Card", "Tarjeta {brand}"},
	TenderNameCardPlain: {"Card", "Tarjeta"},
	TenderNameChecking:  {"Checking Account", "Cuenta de cheques"},
	TenderNameSavings:   {"Savings Account", "Cuenta de ahorros"},
	TenderNameBank:      {"Bank Account", "Cuenta bancaria"},
	TenderSignIn:        {"Sign in to keep payment methods.", "Inicie sesión para guardar métodos de pago."},
	TenderNotFound: {"We could not find this payment method. Please choose another one.",
		"No pudimos encontrar este método de pago. Elija otro."},
	TenderExpired: {"This card has expired. Please choose another payment method.",
		"Esta tarjeta está vencida. Elija otro método de pago."},
	TenderRemoveFailed: {"We could not remove the payment method ending in {lastDigits}. Please try again.",
		"No pudimos eliminar el método de pago que termina en {lastDigits}. Inténtelo de nuevo."},
	TenderSaveFailed: {"Your payment went through, but we could not save your payment method.",
		"Su pago se realizó, pero no pudimos guardar su método de pago."},
	TenderNotSaved: {"We could not save your payment method. Please try again.",
		"No pudimos guardar su método de pago. Inténtelo de nuevo."},
	TenderAlreadySaved: {"This payment method is already saved.", "Este método de pago ya está guardado."},
	TenderRemoved: {"This payment method was removed. Please enter it again.",
		"Este método de pago fue eliminado. Ingréselo de nuevo."},
	TenderPayPalNotHere: {"A saved PayPal account cannot pay here. Please choose a card or bank account, or pay with PayPal.",
		"Una cuenta de PayPal guardada no puede pagar aquí. Elija una tarjeta o cuenta bancaria, o pague con PayPal."},
	TenderNothingClaim: {"There is no payment method to keep.", "No hay ningún método de pago para guardar."},
	TenderDisclosure: {"Please accept keeping your card on file.",
		"Acepte que guardemos su tarjeta en archivo."},
	TenderUnknownType:  {"Unknown tender type", "Tipo de método de pago desconocido"},
	TenderSetupRefused: {"PayPal could not be added. Please try again.", "No se pudo agregar PayPal. Inténtelo de nuevo."},

	// Scheduled payments and autopay (spec 001 §4, §5, §8; spec 000 §4
	// "Autopay"). FREQ-07's English text is the spec's own.
	ScheduleSignIn:            {"Please sign in to schedule payments.", "Inicie sesión para programar pagos."},
	ScheduleNotSchedulable:    {"This item cannot be scheduled.", "Este artículo no se puede programar."},
	ScheduleFrequencyRequired: {"Choose how often to pay.", "Elija con qué frecuencia pagar."},
	ScheduleUnrecognized:      {"Unrecognized frequency type", "Tipo de frecuencia no reconocido"},
	ScheduleKindNotAllowed: {"This item cannot be scheduled with this frequency.",
		"Este artículo no se puede programar con esta frecuencia."},
	ScheduleDaysFormat: {"Enter the days before the due date as a whole number without leading zeros.",
		"Ingrese los días antes del vencimiento como un número entero sin ceros a la izquierda."},
	ScheduleDaysRange: {"Enter between {min} and {max} days before the due date.",
		"Ingrese entre {min} y {max} días antes del vencimiento."},
	ScheduleDateRequired: {"Enter the date.", "Ingrese la fecha."},
	ScheduleDateFormat:   {"Enter the date as mm/dd/yyyy.", "Ingrese la fecha como mm/dd/aaaa."},
	ScheduleDatePast:     {"The date must be after today.", "La fecha debe ser posterior a hoy."},
	ScheduleDateTooFar:   {"The date must be within 10 years from today.", "La fecha debe estar dentro de los próximos 10 años."},
	ScheduleEndTooSoon: {"The end date must be at least one month after the start date.",
		"La fecha de finalización debe ser al menos un mes posterior a la fecha de inicio."},
	ScheduleNoEndConfirm: {"Please confirm that the payments continue with no end date.",
		"Confirme que los pagos continúan sin fecha de finalización."},
	ScheduleYearlyDate: {"Yearly payments for this item are made on {date} of each year.",
		"Los pagos anuales de este artículo se hacen el {date} de cada año."},
	ScheduleInterval:      {"Choose one of the offered week intervals.", "Elija uno de los intervalos de semanas ofrecidos."},
	ScheduleDayOfWeek:     {"Choose a day of the week.", "Elija un día de la semana."},
	ScheduleAmountKind:    {"Choose an amount this item allows.", "Elija una cantidad que este artículo permita."},
	ScheduleAmountInvalid: {"Please enter an amount within the allowed range.", "Ingrese una cantidad dentro del rango permitido."},
	ScheduleAmountFormat: {"Enter the amount in dollars, or dollars and cents, such as 25 or 25.00.",
		"Ingrese la cantidad en dólares, o en dólares y centavos, por ejemplo 25 o 25.00."},
	ScheduleAmountRange: {"Enter an amount from {min} to {max}.", "Ingrese una cantidad de {min} a {max}."},
	ScheduleAmountFixed: {"This item is paid in the amount of {amount}.", "Este artículo se paga por la cantidad de {amount}."},
	ScheduleTooManyPlans: {"You have {max} active scheduled payments, the most allowed. Cancel one to schedule another.",
		"Tiene {max} pagos programados activos, el máximo permitido. Cancele uno para programar otro."},
	ScheduleTermsRequired:  {"Please accept the terms to schedule this payment.", "Acepte los términos para programar este pago."},
	ScheduleTenderRequired: {"Choose a payment method.", "Elija un método de pago."},
	ScheduleTenderType: {"Scheduled payments and autopay can use only a card or bank account.",
		"Los pagos programados y el pago automático solo pueden usar una tarjeta o cuenta bancaria."},
	SchedulePayerRequired: {"The payer's name and e-mail address are required.", "Se requieren el nombre y el correo electrónico del pagador."},
	SchedulePastDue: {"A one-time payment cannot be scheduled for an item that is past due.",
		"No se puede programar un pago único para un artículo vencido."},
	ScheduleDuplicate:      {"A scheduled payment already exists for this item.", "Ya existe un pago programado para este artículo."},
	ScheduleOneItemAllowed: {"Only one item can be scheduled at a time.", "Solo se puede programar un artículo a la vez."},
	ScheduleSaveError: {"We could not save your scheduled payment. Please try again later.",
		"No pudimos guardar su pago programado. Inténtelo más tarde."},
	ScheduleCancelError: {"We could not cancel your scheduled payment. Please try again later.",
		"No pudimos cancelar su pago programado. Inténtelo más tarde."},
	ScheduleWrongSite:     {"This item belongs to another site.", "Este artículo pertenece a otro sitio."},
	ScheduleTimeZone:      {"The time zone is not valid.", "La zona horaria no es válida."},
	ScheduleNotFound:      {"We could not find this scheduled payment.", "No pudimos encontrar este pago programado."},
	SchedulePauseDisabled: {"This scheduled payment cannot be paused.", "Este pago programado no se puede pausar."},
	SchedulePauseConfirm: {"Please confirm that the payments stay paused until you resume them.",
		"Confirme que los pagos quedan en pausa hasta que los reanude."},
	SchedulePauseConfirmEnd: {"A pause with an end date ends on that date; do not also confirm a pause with no end date.",
		"Una pausa con fecha de finalización termina en esa fecha; no confirme también una pausa sin fecha de finalización."},
	ScheduleNotPaused: {"This scheduled payment is not paused.", "Este pago programado no está en pausa."},
	ScheduleCanceled:  {"This scheduled payment was canceled.", "Este pago programado fue cancelado."},
	ScheduleTerms: {"I authorize the county to charge the payment method I chose for this item on the schedule I chose, until I change, pause or cancel it in My Payments. A reminder is e-mailed 10 days before each payment.",
		"Autorizo al condado a cobrar al método de pago que elegí para este artículo según el calendario que elegí, hasta que lo cambie, lo pause o lo cancele en Mis pagos. Se envía un recordatorio por correo electrónico 10 días antes de cada pago."},
	ScheduleNextPaused:        {"Paused", "En pausa"},
	ScheduleNextTBD:           {"TBD", "Por determinar"},
	ScheduleNextNone:          {"No payment scheduled", "Ningún pago programado"},
	ScheduleAdmin:             {"Admin", "Administrador"},
	ScheduleStatusActive:      {"Active", "Activo"},
	ScheduleStatusPausedUntil: {"Paused until {date}", "En pausa hasta el {date}"},
	ScheduleStatusPaused:      {"Paused with no resume date", "En pausa sin fecha de reanudación"},
	ScheduleStatusCanceled:    {"Canceled", "Cancelado"},
	ScheduleStatusSkipped:     {"Skipped", "Omitido"},
	ScheduleStatusNoRun:       {"No payment scheduled", "Ningún pago programado"},
	AutopaySavedTender: {"Autopay needs a saved card or bank account: choose a saved one, or save this one.",
		"El pago automático necesita una tarjeta o cuenta bancaria guardada: elija una guardada o guarde esta."},
	AutopayItemNotInCart: {"An item to enroll in autopay is not in your cart.",
		"Un artículo para inscribir en el pago automático no está en su carrito."},
	AutopayNotEligible: {"This item cannot be enrolled in autopay.", "Este artículo no se puede inscribir en el pago automático."},
	AutopayItemTwice: {"Each enrolled cart item must be named once.",
		"Cada artículo del carrito inscrito debe indicarse una sola vez."},
	AutopayUnavailable: {"Autopay is not available.", "El pago automático no está disponible."},
	AutopayEnrolled:    {"{item} is enrolled in autopay.", "{item} está inscrito en el pago automático."},
	AutopayFailed: {"We could not enroll {item} in autopay. You can schedule it from My Payments.",
		"No pudimos inscribir {item} en el pago automático. Puede programarlo desde Mis pagos."},
	// Ownership verification by a mailed PIN (spec 001 §4, §8; ERR-69,
	// ERR-70).
	VerifySignIn: {"Please sign in to verify ownership.", "Inicie sesión para verificar la propiedad."},
	VerifyInvalidPIN: {"The PIN is not correct. Please check the letter and try again.",
		"El PIN no es correcto. Revise la carta e inténtelo de nuevo."},
	VerifyPINFormat: {"Enter the 6-digit PIN from the letter.", "Ingrese el PIN de 6 dígitos de la carta."},
	VerifyPINRequestIssue: {"There was an issue requesting your PIN. Please try again later.",
		"Hubo un problema al solicitar su PIN. Inténtelo de nuevo más tarde."},
	VerifyLocked: {"Too many incorrect PINs. Please request a new letter.",
		"Demasiados PIN incorrectos. Solicite una carta nueva."},
	VerifyTooManyLetters: {"We have sent the most letters allowed today for this item. Please try again tomorrow.",
		"Ya enviamos el máximo de cartas permitidas hoy para este artículo. Inténtelo de nuevo mañana."},
	VerifyAlreadyClaimed: {"You have already verified ownership of this item.", "Ya verificó la propiedad de este artículo."},
	VerifyNoPIN:          {"Please request a PIN letter first.", "Primero solicite una carta con el PIN."},
	VerifyNotFound:       {"We could not find this item on this site.", "No pudimos encontrar este artículo en este sitio."},
	VerifyFailed: {"We could not verify ownership right now. Please try again later.",
		"No pudimos verificar la propiedad en este momento. Inténtelo de nuevo más tarde."},
	// E-billing (spec 001 §4, §8; ERR-71, ERR-72, VERIFY-01).
	EbillIncorrectCode: {"The code is incorrect.", "El código es incorrecto."},
	EbillExpiredLink: {"This link has expired. We can send you a new one.",
		"Este enlace ha vencido. Podemos enviarle uno nuevo."},
	EbillExpiredCode: {"This code has expired. Please request a new one.", "Este código ha vencido. Solicite uno nuevo."},
	EbillCodeLocked: {"Too many incorrect codes. Please request a new one.",
		"Demasiados códigos incorrectos. Solicite uno nuevo."},
	EbillCodesLocked: {"Too many incorrect codes today. Please try again tomorrow.",
		"Demasiados códigos incorrectos hoy. Inténtelo de nuevo mañana."},
	EbillTooManyMails: {"We have sent this e-mail several times in the last hour. Please check your inbox or try again later.",
		"Ya enviamos este correo varias veces en la última hora. Revise su bandeja de entrada o inténtelo más tarde."},
	EbillSubscribeFailed: {"We could not subscribe you to e-billing. Please try again later.",
		"No pudimos suscribirlo a la facturación electrónica. Inténtelo de nuevo más tarde."},
	EbillModifyFailed: {"We could not change your e-billing subscription. Please try again later.",
		"No pudimos cambiar su suscripción a la facturación electrónica. Inténtelo de nuevo más tarde."},
	EbillUnsubscribeError: {"We could not unsubscribe you from e-billing. Please try again later.",
		"No pudimos cancelar su suscripción a la facturación electrónica. Inténtelo de nuevo más tarde."},
	EbillServerError: {"Server Error", "Error del servidor"},
	EbillDuplicate: {"This e-mail address is already subscribed to this item, or waiting for confirmation.",
		"Este correo electrónico ya está suscrito a este artículo o está esperando confirmación."},
	EbillAlreadyConfirmed: {"This subscription is already confirmed.", "Esta suscripción ya está confirmada."},
	EbillNotActive:        {"This subscription is not active.", "Esta suscripción no está activa."},
	EbillNotFound:         {"We could not find this subscription.", "No pudimos encontrar esta suscripción."},
	EbillVerifyFirst: {"Paperless billing is offered once you verify ownership of this item with the PIN we mail to the property.",
		"La facturación sin papel se ofrece cuando verifique la propiedad de este artículo con el PIN que enviamos por correo a la propiedad."},
	EbillEmailInvalid: {"Enter a valid e-mail address.", "Ingrese un correo electrónico válido."},
	EbillNameRequired: {"Enter the subscriber's name, at most 100 characters.",
		"Ingrese el nombre del suscriptor, de 100 caracteres como máximo."},
	EbillPreference: {"Choose how to receive the bill: mail, e-mail or both.",
		"Elija cómo recibir la factura: correo postal, correo electrónico o ambos."},
	EbillWrongSite: {"This item belongs to another site.", "Este artículo pertenece a otro sitio."},
	EbillExpired: {"This subscription was not confirmed in time and has expired. Please subscribe again.",
		"Esta suscripción no se confirmó a tiempo y ha vencido. Suscríbase de nuevo."},
	// County forms, uploads and the signature (spec 001 §5 "Upload and
	// signature", §8; ERR-96..99, SIG-04, SIG-07, VAL-58, VAL-59).
	FormNotFound: {"This form is not available.", "Este formulario no está disponible."},
	FormSignInRequired: {"Sign in to see the forms you have filed.",
		"Inicie sesión para ver los formularios que ha presentado."},
	FormFieldRequired: {"{field} is required.", "{field} es obligatorio."},
	FormFieldTooLong:  {"{field} cannot have more than {len} characters.", "{field} no puede tener más de {len} caracteres."},
	FormFieldInvalid:  {"{field} is not valid.", "{field} no es válido."},
	FormCompanyCode:   {"The company code must be exactly 5 digits.", "El código de la compañía debe tener exactamente 5 dígitos."},
	FormUnknownField:  {"This form has no field {field}.", "Este formulario no tiene el campo {field}."},
	FormOneFile:       {"Attach only one file to {field}.", "Adjunte solo un archivo en {field}."},
	FormKeyReused: {"This request was already used to file a different form. Please reload the page and file again.",
		"Esta solicitud ya se usó para presentar un formulario diferente. Vuelva a cargar la página y presente de nuevo."},
	FormUploadUnavailable: {"An attached file could not be found. Please attach it again.",
		"No se encontró un archivo adjunto. Adjúntelo de nuevo."},
	UploadTooLarge: {"File {name} ({size}) is larger than the maximum allowed size of {max}.",
		"El archivo {name} ({size}) supera el tamaño máximo permitido de {max}."},
	UploadWrongType: {"File {name} is not a supported file type. Allowed file types: {types}.",
		"El archivo {name} no es de un tipo admitido. Tipos de archivo permitidos: {types}."},
	UploadFailed: {"There was an error adding file {name}. Please try again.",
		"Hubo un error al agregar el archivo {name}. Inténtelo de nuevo."},
	UploadEmpty:     {"File {name} is empty.", "El archivo {name} está vacío."},
	UploadNotAField: {"This form takes no file there.", "Este formulario no admite un archivo en ese lugar."},
	UploadNoSession: {"Your session has ended. Please reload the page and attach the file again.",
		"Su sesión terminó. Vuelva a cargar la página y adjunte el archivo de nuevo."},
	UploadTooManyPending: {"You have attached several files that are not part of a filed form yet. Please file the form, or try again tomorrow.",
		"Adjuntó varios archivos que aún no forman parte de un formulario presentado. Presente el formulario o inténtelo de nuevo mañana."},
	UploadTooManyFromAddress: {"Too many files have been attached from your network today. Please try again later, or sign in to attach more.",
		"Se adjuntaron demasiados archivos desde su red hoy. Inténtelo de nuevo más tarde o inicie sesión para adjuntar más."},
	UploadTooManyFromAddressSigned: {"Too many files have been attached from your network today. Please try again later, or verify your e-mail address to attach more.",
		"Se adjuntaron demasiados archivos desde su red hoy. Inténtelo de nuevo más tarde o verifique su correo electrónico para adjuntar más."},
	UploadTooManyToday: {"You have attached the most files allowed in one day. Please try again tomorrow.",
		"Ya adjuntó la cantidad máxima de archivos permitida en un día. Inténtelo de nuevo mañana."},
	SigTooLarge: {"This signature is too large.", "Esta firma es demasiado grande."},
	SigFailed: {"There was an issue creating your signature, please try again.",
		"Hubo un problema al crear su firma, inténtelo de nuevo."},
	SigTooLong:     {"Your typed name can have at most {len} characters.", "Su nombre escrito puede tener como máximo {len} caracteres."},
	SigRequired:    {"Please sign the form.", "Firme el formulario."},
	SigPlaceholder: {"First and last name", "Nombre y apellido"},
	SigAgreement: {"By clicking 'Confirm Name' I agree that my typed name above can be used as a digital representation of my signature.",
		"Al hacer clic en 'Confirmar nombre' acepto que mi nombre escrito arriba se pueda usar como representación digital de mi firma."},
}
