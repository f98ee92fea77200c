package ebilling

import (
	"fmt"
	"time"

	"github.com/payhub/payhub/bff"
	wire "github.com/payhub/payhub/bff/upstream/ebilling"
	"github.com/payhub/payhub/sandbox/outbox"
)

// Kinds of the service's e-mail in the outbox.
const (
	KindActivation      = "ebilling_activation"
	KindUnsubscribeCode = "ebilling_unsubscribe_code"
)

func pick(es bool, en, spanish string) string {
	if es {
		return spanish
	}
	return en
}

// activationMail carries the link that confirms s (EBILL-06). It greets
// no one by name: the address is not confirmed yet, and the name was typed
// by whoever subscribed, perhaps a stranger to the inbox, so nothing of
// theirs is put before its owner.
func activationMail(s wire.Subscription, origin, code string, at time.Time) outbox.Message {
	es := bff.ParseLanguage(s.Language) == bff.Spanish
	link := origin + wire.ActivationPath(s.Client, s.Site, s.ID, code)
	text := fmt.Sprintf(pick(es,
		"Hello,\n\nPlease confirm your e-billing subscription by opening this link within %d hours:\n\n%s\n\nIf you did not subscribe, ignore this e-mail.\n",
		"Hola:\n\nConfirme su suscripción a la facturación electrónica abriendo este enlace dentro de %d horas:\n\n%s\n\nSi no se suscribió, ignore este correo.\n"),
		int(wire.ActivationTTL.Hours()), link)
	return outbox.Message{To: s.Email, Subject: pick(es, "Confirm your e-billing subscription", "Confirme su suscripción a la facturación electrónica"),
		Text: text, Kind: KindActivation, Language: string(bff.ParseLanguage(s.Language)), SentAt: at}
}

// codeMail carries the code that unsubscribes s (EBILL-09), an active
// subscription whose address confirmed it, name included.
func codeMail(s wire.Subscription, origin, code string, at time.Time) outbox.Message {
	es := bff.ParseLanguage(s.Language) == bff.Spanish
	link := origin + wire.UnsubscribePath(s.Client, s.Site, s.ID)
	text := fmt.Sprintf(pick(es,
		"Hello %s,\n\nYour code to unsubscribe from e-billing is:\n\n    %s\n\nIt expires in %d minutes. Enter it at %s\n",
		"Hola %s,\n\nSu código para cancelar la facturación electrónica es:\n\n    %s\n\nVence en %d minutos. Ingréselo en %s\n"),
		s.SubscriberName, code, int(wire.UnsubscribeCodeTTL.Minutes()), link)
	return outbox.Message{To: s.Email, Subject: pick(es, "Your e-billing unsubscribe code", "Su código para cancelar la facturación electrónica"),
		Text: text, Kind: KindUnsubscribeCode, Language: string(bff.ParseLanguage(s.Language)), SentAt: at}
}
