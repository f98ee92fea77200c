package verify

import (
	"fmt"
	"strings"
	"time"

	"github.com/payhub/payhub/bff"
	"github.com/payhub/payhub/bff/upstream/payables"
	"github.com/payhub/payhub/sandbox/outbox"
)

// KindPINLetter is the outbox kind of a PIN letter: postal mail, which the
// sandbox shows in its outbox addressed to the property.
const KindPINLetter = "verify_pin_letter"

// PostalPrefix starts the outbox address of a letter, so that it reads as
// postal mail, not an e-mail address.
const PostalPrefix = "Postal mail: "

// propertyAddress is where the letter goes: the payable's property or
// service address from the payables data, "" when it names none.
func propertyAddress(p payables.Payable) string {
	for _, k := range []string{"address", "service_address"} {
		if s, ok := p.CustomParameters[k].(string); ok && strings.TrimSpace(s) != "" {
			return strings.TrimSpace(s)
		}
	}
	return ""
}

// LetterAddress is the outbox address of the letters to a property at
// address.
func LetterAddress(address string) string { return PostalPrefix + address }

// pinLetter is the letter carrying pin for payable p.
func pinLetter(p payables.Payable, address, pin string, lang bff.Language, at time.Time) outbox.Message {
	es := lang == bff.Spanish
	subject, body := "Your ownership verification PIN", "To the owner of %s\n\n"+
		"Someone asked to verify ownership of %s on the payment portal. If it was you, enter this PIN on the portal:\n\n    %s\n\n"+
		"If you did not ask for it, you can ignore this letter.\n"
	if es {
		subject, body = "Su PIN de verificación de propiedad", "Al propietario de %s\n\n"+
			"Alguien pidió verificar la propiedad de %s en el portal de pagos. Si fue usted, ingrese este PIN en el portal:\n\n    %s\n\n"+
			"Si no lo pidió, puede ignorar esta carta.\n"
	}
	return outbox.Message{To: LetterAddress(address), Subject: subject, Text: fmt.Sprintf(body, address, p.DisplayName, pin),
		Kind: KindPINLetter, Language: string(lang), SentAt: at}
}
