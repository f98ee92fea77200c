package cart

import (
	"github.com/payhub/payhub/bff"
	wire "github.com/payhub/payhub/bff/upstream/cart"
	"github.com/payhub/payhub/sandbox/processor"
)

// ResponsePostingRefused is the response code of a receipt transaction
// whose every item the department refused: nothing of it was charged.
const ResponsePostingRefused = "posting_refused"

// payment is what one check-out charges: the quote, subtotal and fee of the
// items that post, and the items whose department refuses them.
type payment struct {
	quote   wire.TransactionsResponse
	sub     Cents
	fee     Cents
	refused []wire.Item
}

// splitRefused parts items into those that post and those whose
// department refuses the payment (processor.PostingRefused).
func splitRefused(items []wire.Item) (posted, refused []wire.Item) {
	for _, it := range items {
		if processor.PostingRefused(it.Payable.Extra) {
			refused = append(refused, it)
		} else {
			posted = append(posted, it)
		}
	}
	return posted, refused
}

// refusedText is what the payer reads on the receipt beside an item whose
// department refused the payment, in lang.
func refusedText(lang bff.Language) string {
	if lang == bff.Spanish {
		return "El departamento no aceptó este pago porque la cuenta está cerrada. No se le cobró este artículo."
	}
	return "The department did not accept this payment because the account is closed. You were not charged for this item."
}

// refusedError answers a check-out of a cart whose every item is refused:
// nothing is charged.
func refusedError(refused []wire.Item, lang bff.Language) error {
	name := ""
	if len(refused) > 0 {
		name = refused[0].Payable.DisplayName
	}
	e := fail(wire.ErrNotPayable, name+" cannot be paid: the department refused the payment.")
	e.DisplayMessage = refusedText(lang)
	return e
}
