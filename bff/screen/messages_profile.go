package screen

import "github.com/payhub/payhub/bff"

// Message keys of the settings and e-mail verification texts. The two
// verification keys are the spec's own (spec 000 §8).
const (
	msgProfileInvalid      = "profile.invalid"
	msgProfileReadOnly     = "profile.read_only"
	msgProfileGivenName    = "profile.given_name"
	msgProfileFamilyName   = "profile.family_name"
	msgProfilePhone        = "profile.phone"
	msgProfileLanguage     = "profile.language"
	msgProfileContact      = "profile.contact_preference"
	msgProfileSMSNeedPhone = "profile.sms_needs_phone"
	msgProfileEmail        = "profile.email_read_only"
	msgVerifyInvalid       = "login.verification.error.invalid"
	msgVerifyUnexpected    = "login.verification.error.unexpected"
	msgVerifyResendFailed  = "login.verification.resend_failed"
	msgVerifyTooSoon       = "login.verification.resend_too_soon"
)

// profileTexts are the settings and verification texts in English and
// Spanish. They name fields, never what was typed into them.
var profileTexts = map[string]text{
	msgProfileInvalid: {"Please check your settings: some fields are not valid.",
		"Revise su configuración: algunos campos no son válidos."},
	msgProfileReadOnly: {"Your settings cannot be changed on this site.",
		"Su configuración no se puede cambiar en este sitio."},
	msgProfileGivenName: {"Enter your first name (up to 100 characters).",
		"Escriba su nombre (hasta 100 caracteres)."},
	msgProfileFamilyName: {"Enter your last name (up to 100 characters).",
		"Escriba su apellido (hasta 100 caracteres)."},
	msgProfilePhone: {"Enter a mobile phone number of 10 to 15 digits that does not start with 0.",
		"Escriba un número de teléfono móvil de 10 a 15 dígitos que no empiece por 0."},
	msgProfileLanguage: {"Choose English or Spanish.", "Elija inglés o español."},
	msgProfileContact: {"Choose e-mail or text messages.",
		"Elija correo electrónico o mensajes de texto."},
	msgProfileSMSNeedPhone: {"Add a mobile phone number to get text messages.",
		"Agregue un número de teléfono móvil para recibir mensajes de texto."},
	msgProfileEmail: {"Your e-mail address cannot be changed.",
		"Su correo electrónico no se puede cambiar."},
	msgVerifyInvalid: {"The verification code is incorrect or has expired. Ask for a new code.",
		"El código de verificación no es correcto o ha caducado. Solicite un código nuevo."},
	msgVerifyUnexpected: {"Your e-mail address could not be verified. Please try again.",
		"No se pudo verificar su correo electrónico. Vuelva a intentarlo."},
	msgVerifyResendFailed: {"A new code could not be sent. Please try again.",
		"No se pudo enviar un código nuevo. Vuelva a intentarlo."},
	msgVerifyTooSoon: {"A new code was just sent. Please wait a moment before asking for another.",
		"Acabamos de enviar un código nuevo. Espere un momento antes de solicitar otro."},
}

// profileError is an error of code whose message is key's English text
// and whose display message is its text in lang.
func profileError(code bff.Code, key string, lang bff.Language, cause error) *bff.Error {
	return &bff.Error{Code: code, Message: profileTexts[key].en, DisplayMessage: profileTexts[key].in(lang), Err: cause}
}

// EmailReadOnly is the error of a settings change that names the e-mail
// address, which cannot be changed (spec 001 §3 "Other"; PROF-01).
func EmailReadOnly(lang bff.Language) error {
	e := profileError(bff.CodeInvalid, msgProfileEmail, lang, nil)
	e.Fields = map[string]string{"email": e.DisplayMessage}
	return e
}

// ResendTooSoon is the error of a new code asked for within the wait
// between two codes, with its text in lang.
func ResendTooSoon(lang bff.Language) error {
	return profileError(bff.CodeRateLimited, msgVerifyTooSoon, lang, nil)
}
