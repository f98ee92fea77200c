package cart

import (
	"cmp"
	"context"
	"errors"
	"fmt"
	"strings"

	"github.com/payhub/payhub/bff"
	wire "github.com/payhub/payhub/bff/upstream/cart"
	"github.com/payhub/payhub/bff/upstream/history"
	"github.com/payhub/payhub/sandbox/outbox"
	"github.com/payhub/payhub/sandbox/processor"
)

// Receipt e-mail subjects.
const (
	SubjectReceiptEnglish = "Your payment receipt"
	SubjectReceiptSpanish = "Su recibo de pago"
)

// finish records the approved payment p of attempt: the cart becomes
// checked_out with its confirmation number, and the receipt and its e-mail
// are written in the same transaction (spec 000 §4: "then the cart is
// emptied and retired").
func (h *handler) finish(ctx context.Context, rec Record, attempt int, p payment,
	res processor.Result, req wire.CheckOutRequest, lang bff.Language) (wire.CheckOutResponse, error) {
	recipients, err := h.recipients(ctx, rec, lang)
	if err != nil {
		h.logger.WarnContext(ctx, "sandbox receipt recipients not read", "cart", rec.ID, "err", err)
	}
	for try := 0; try < finishTries; try++ {
		conf := confirmationNumber()
		resp := wire.CheckOutResponse{ConfirmationNumber: conf, ReceiptID: conf,
			Total: (p.sub + p.fee).String(), FeeTotal: p.fee.String(), Transactions: p.quote.Transactions,
			Tender: &wire.PaidTender{Type: cmpOr(res.TenderType, req.Type), CardBrand: cmpOr(res.CardBrand, req.CardBrand),
				LastDigits: lastDigits(cmpOr(res.LastDigits, req.LastDigits))}}
		receipt := h.receipt(rec, p, res, req, conf, lang, recipients)
		receipt.Delivery = h.receiptDelivery(ctx, rec, req, lang)
		mail := receiptMail(receipt, lang)
		_, err = h.store.Finish(ctx, rec.Client, rec.Site, rec.ID, func(r *Record) error {
			if r.Status != wire.StatusCheckingOut || r.CheckOut.Attempt != attempt {
				return errTakenOver
			}
			r.Status, r.ConfirmationNumber, r.CheckOut.Response = wire.StatusCheckedOut, conf, &resp
			r.UpdatedAt = h.now()
			return nil
		}, receipt, mail)
		if err == nil {
			return resp, nil
		}
		if errors.Is(err, errTakenOver) {
			return wire.CheckOutResponse{}, fail(wire.ErrCheckOutBusy, "Another payment of this cart is in progress. Please wait and refresh.")
		}
	}
	return wire.CheckOutResponse{}, fmt.Errorf("cart %s: record payment: %w", rec.ID, err)
}

// recipients names who receives each adaptor's payments in rec, in lang: a
// department, else the client. An adaptor it could not name is left out.
func (h *handler) recipients(ctx context.Context, rec Record, lang bff.Language) (map[string]string, error) {
	out := map[string]string{}
	var first error
	for _, it := range rec.Items {
		a := it.Payable.Adaptor
		if _, ok := out[a]; ok {
			continue
		}
		name, err := h.store.Recipient(ctx, rec.Client, rec.Site, a, lang)
		if err != nil {
			first = cmp.Or(first, err)
			continue
		}
		out[a] = name
	}
	return out, first
}

// lastDigits keeps at most the last four digits of s, so that no receipt
// can carry a full card or account number.
func lastDigits(s string) string {
	d := processor.Digits(s)
	if len(d) > 4 {
		d = d[len(d)-4:]
	}
	return d
}

// receipt is the history receipt of a payment (spec 001 §3 "Payment
// receipt"): one transaction per transaction of the quote, each with the
// processor's response code, and the refused items marked failed with the
// payer's message in the transaction they would have joined.
func (h *handler) receipt(rec Record, p payment, res processor.Result,
	req wire.CheckOutRequest, conf string, lang bff.Language, recipients map[string]string) history.Receipt {
	items := make(map[string]wire.Item, len(rec.Items))
	for _, it := range rec.Items {
		items[it.ID] = it
	}
	line := func(it wire.Item) history.Item {
		return history.Item{Path: it.Path, DisplayName: it.Payable.DisplayName,
			DisplayType: it.Payable.DisplayType, Description: it.Payable.Description,
			Recipient: recipients[it.Payable.Adaptor],
			Amount:    it.Amount, Quantity: it.Quantity, CustomParameters: it.Payable.CustomParameters}
	}
	r := history.Receipt{
		ID: conf, Client: rec.Client, Site: rec.Site, ConfirmationNumber: conf,
		PostedAt: h.now().UTC(), UserID: rec.UserID, CartID: rec.ID,
		Payer: history.Payer{Name: req.Billing.Name, Email: strings.TrimSpace(req.Billing.Email), Phone: req.Billing.Phone},
		Tender: history.Tender{Type: cmpOr(res.TenderType, req.Type), CardBrand: cmpOr(res.CardBrand, req.CardBrand),
			LastDigits: lastDigits(cmpOr(res.LastDigits, req.LastDigits))},
		Transactions: []history.Transaction{},
		Base:         p.sub.String(), Fee: p.fee.String(), Total: (p.sub + p.fee).String(),
		Language: string(lang),
	}
	for _, t := range p.quote.Transactions {
		ht := history.Transaction{Number: t.ID, Fee: t.Fee, BaseAmount: t.Amount, Delayed: t.Delayed,
			ResponseCode: cmpOr(res.AuthCode, res.Code), Items: []history.Item{}}
		for _, id := range t.ItemIDs {
			it := items[id]
			ht.ItemCount += it.Quantity
			ht.Items = append(ht.Items, line(it))
		}
		r.ItemCount += ht.ItemCount
		r.Transactions = append(r.Transactions, ht)
	}
	for _, it := range p.refused {
		failed := line(it)
		failed.Failed, failed.UserErrorMessage = true, refusedText(lang)
		r.Transactions = withFailed(r.Transactions, rec.ID, it.Payable.ShouldDelayPayment, failed)
	}
	return r
}

// withFailed adds a failed item to the immediate or delayed transaction of
// cart id, starting one with nothing charged when that one has no paid item.
// A failed item counts in no total.
func withFailed(ts []history.Transaction, id string, delayed bool, item history.Item) []history.Transaction {
	number := id + "-immediate"
	if delayed {
		number = id + "-delayed"
	}
	for i := range ts {
		if ts[i].Number == number {
			ts[i].Items = append(ts[i].Items, item)
			return ts
		}
	}
	return append(ts, history.Transaction{Number: number, Fee: "0.00", BaseAmount: "0.00", Delayed: delayed,
		ResponseCode: ResponsePostingRefused, Items: []history.Item{item}})
}

func cmpOr(a, b string) string {
	if a != "" {
		return a
	}
	return b
}

// dollars writes c for people: "$1,234.56".
func dollars(c Cents) string {
	s := c.String()
	sign := ""
	if strings.HasPrefix(s, "-") {
		sign, s = "-", s[1:]
	}
	whole, frac := s[:len(s)-3], s[len(s)-3:]
	for i := len(whole) - 3; i > 0; i -= 3 {
		whole = whole[:i] + "," + whole[i:]
	}
	return sign + "$" + whole + frac
}

// money writes a stored exact decimal for people.
func money(s string) string {
	c, err := ParseMoney(s)
	if err != nil {
		return s
	}
	return dollars(c)
}

// receiptMail is the receipt e-mail to the payer, or nil when the payer
// gave no e-mail address.
func receiptMail(r history.Receipt, lang bff.Language) *outbox.Message {
	if r.Payer.Email == "" {
		return nil
	}
	es := lang == bff.Spanish
	t := func(en, sp string) string {
		if es {
			return sp
		}
		return en
	}
	var b strings.Builder
	fmt.Fprintf(&b, "%s\n\n", t("Thank you for your payment.", "Gracias por su pago."))
	fmt.Fprintf(&b, "%s: %s\n", t("Confirmation number", "Número de confirmación"), r.ConfirmationNumber)
	fmt.Fprintf(&b, "%s: %s\n\n", t("Date", "Fecha"), r.PostedAt.Format("2006-01-02 15:04 UTC"))
	fmt.Fprintf(&b, "%s:\n", t("Items", "Artículos"))
	for _, tr := range r.Transactions {
		for _, it := range tr.Items {
			if it.Failed {
				fmt.Fprintf(&b, "  %s  %s: %s\n", it.DisplayName, t("Not paid", "No pagado"), it.UserErrorMessage)
				continue
			}
			fmt.Fprintf(&b, "  %s  %d x %s\n", it.DisplayName, it.Quantity, money(it.Amount))
		}
	}
	fmt.Fprintf(&b, "\n%s: %s\n", t("Subtotal", "Subtotal"), money(r.Base))
	fmt.Fprintf(&b, "%s: %s\n", t("Convenience fee", "Cargo por servicio"), money(r.Fee))
	fmt.Fprintf(&b, "%s: %s\n", t("Total", "Total"), money(r.Total))
	if r.Tender.LastDigits != "" {
		kind := cmpOr(r.Tender.CardBrand, t("Bank account", "Cuenta bancaria"))
		fmt.Fprintf(&b, "\n%s %s %s.\n", t("Paid with", "Pagado con"), kind,
			t("ending in "+r.Tender.LastDigits, "que termina en "+r.Tender.LastDigits))
	}
	return &outbox.Message{To: r.Payer.Email, Subject: t(SubjectReceiptEnglish, SubjectReceiptSpanish),
		Text: b.String(), Kind: outbox.KindReceipt, Language: string(lang), SentAt: r.PostedAt}
}

// declined is the answer to a declined charge: 402 payment_declined with
// the processor's outcome code as the message and the payer's words, in
// lang, as the display message.
func declined(outcome, tender string, lang bff.Language) error {
	e := fail(wire.ErrPaymentDeclined, outcome)
	e.DisplayMessage = declineText(outcome, tender, lang)
	return e
}

// declineText tells the payer what happened and what to do.
func declineText(outcome, tender string, lang bff.Language) string {
	en, es := "", ""
	switch {
	case outcome == processor.InsufficientFunds:
		en = "Your card has insufficient funds. Please use another card or payment method."
		es = "Su tarjeta no tiene fondos suficientes. Use otra tarjeta u otra forma de pago."
	case outcome == processor.ExpiredCard:
		en = "Your card has expired. Please use another card or payment method."
		es = "Su tarjeta está vencida. Use otra tarjeta u otra forma de pago."
	case outcome == processor.ProcessingError:
		en = "We could not process your payment. Please try again."
		es = "No pudimos procesar su pago. Inténtelo de nuevo."
	case outcome == processor.Returned:
		en = "Your bank returned the payment. Please use another account or payment method."
		es = "Su banco devolvió el pago. Use otra cuenta u otra forma de pago."
	case tender == tenderBank:
		en = "Your bank account was declined. Please use another account or payment method."
		es = "Su cuenta bancaria fue rechazada. Use otra cuenta u otra forma de pago."
	default:
		en = "Your card was declined. Please use another card or payment method."
		es = "Su tarjeta fue rechazada. Use otra tarjeta u otra forma de pago."
	}
	if lang == bff.Spanish {
		return es
	}
	return en
}
