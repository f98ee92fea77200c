package schedpay

import (
	"fmt"
	"time"

	"github.com/payhub/payhub/bff"
	wire "github.com/payhub/payhub/bff/upstream/schedpay"
	"github.com/payhub/payhub/sandbox/outbox"
)

// Kinds of the e-mail the runner sends, beside the cart's receipt.
const (
	KindReminder  = "schedpay_reminder"
	KindRunFailed = "schedpay_failed"
)

// failureText is a run's failure reason in the payer's words.
func failureText(reason string, lang bff.Language) string {
	es := lang == bff.Spanish
	switch reason {
	case "declined":
		return pick(es, "The payment was declined.", "El pago fue rechazado.")
	case "insufficient_funds":
		return pick(es, "The payment was declined for insufficient funds.", "El pago fue rechazado por fondos insuficientes.")
	case "expired_card":
		return pick(es, "The card has expired.", "La tarjeta ha vencido.")
	case "tender_removed":
		return pick(es, "The payment method was removed from your wallet.", "El método de pago fue eliminado de su billetera.")
	case ReasonMethodUnavailable:
		return pick(es, "This kind of payment method was unavailable because of an outage; nothing was charged.",
			"Este tipo de método de pago no estaba disponible por una interrupción del servicio; no se cobró nada.")
	case "processing_error":
		return pick(es, "The payment could not be processed.", "No se pudo procesar el pago.")
	}
	return pick(es, "The payment could not be made.", "No se pudo realizar el pago.")
}

func pick(es bool, en, spanish string) string {
	if es {
		return spanish
	}
	return en
}

// failedMail is the e-mail of a failed run.
func failedMail(p wire.Plan, run RunRecord, at time.Time) *outbox.Message {
	lang := bff.ParseLanguage(p.User.Language)
	es := lang == bff.Spanish
	text := fmt.Sprintf(pick(es,
		"Hello %s,\n\nYour scheduled payment of %s for %s on %s did not go through. %s\n\nPlease check your payment method in My Payments.\n",
		"Hola %s,\n\nSu pago programado de %s para %s del %s no se realizó. %s\n\nRevise su método de pago en Mis pagos.\n"),
		p.User.Name, amountText(run.Amount), p.DisplayName, run.Date, failureText(run.FailureReason, lang))
	return &outbox.Message{To: p.User.Email, Subject: pick(es, "Your scheduled payment failed", "Su pago programado no se realizó"),
		Text: text, Kind: KindRunFailed, Language: string(lang), SentAt: at}
}

// reminderMail is the reminder of a run ReminderDaysBeforeRun days ahead
// (CONST-34).
func reminderMail(p wire.Plan, date string, at time.Time) outbox.Message {
	lang := bff.ParseLanguage(p.User.Language)
	es := lang == bff.Spanish
	amount := pick(es, "the amount due", "el monto adeudado")
	if p.ConstantAmount != nil {
		amount = "$" + *p.ConstantAmount
	}
	text := fmt.Sprintf(pick(es,
		"Hello %s,\n\nA reminder: your scheduled payment of %s for %s will be made on %s with %s ending in %s.\n",
		"Hola %s,\n\nUn recordatorio: su pago programado de %s para %s se realizará el %s con %s que termina en %s.\n"),
		p.User.Name, amount, p.DisplayName, date, tenderName(p.Tender, es), p.Tender.LastDigits)
	return outbox.Message{To: p.User.Email, Subject: pick(es, "Upcoming scheduled payment", "Próximo pago programado"),
		Text: text, Kind: KindReminder, Language: string(lang), SentAt: at}
}

func tenderName(t wire.Tender, es bool) string {
	switch {
	case t.CardBrand != "":
		return t.CardBrand
	case t.Type == "bank":
		return pick(es, "the bank account", "la cuenta bancaria")
	}
	return pick(es, "the card", "la tarjeta")
}

func amountText(a string) string {
	if a == "" {
		return ""
	}
	return "$" + a
}
