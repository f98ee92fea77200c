// Package cartredirect holds the wire types and client of the cart
// redirect service (spec 000 §7 "Cart redirect service": POST
// /svc/cart-redirect/v2/{client}/{site or demo}/outbound/passthrough as a
// form post with field id, the cart id). A site configured for external
// checkout hands the payer off through it (spec 000 §1; CHK-02): the
// service checks that the cart can be paid and answers where the browser
// goes. The sandbox server (sandbox/cartredirect) and the BFF client
// share these types.
package cartredirect

import "net/url"

// FieldID is the form field of the passthrough post that names the cart.
const FieldID = "id"

// ReceiptIDPlaceholder is replaced by the receipt id in a cart's receipt
// URL (bff/upstream/cart.URLs.Receipt) when the external checkout sends
// the browser back after a payment.
const ReceiptIDPlaceholder = "{receiptId}"

// Error codes the service answers with, in {"error":{"code",...}}.
const (
	ErrCartNotOpen = "cart_not_open" // 409: paid, retired, expired or being paid
	ErrCartEmpty   = "cart_empty"    // 422: nothing to pay
)

// Passthrough is the answer of the passthrough post to a caller that
// accepts JSON: the address of the external checkout for the cart. A
// browser posting the form is sent there with 303 See Other instead.
type Passthrough struct {
	URL    string `json:"url"`
	CartID string `json:"cart_id"`
}

// PassthroughPath is the service path of the passthrough post of a site.
func PassthroughPath(client, site string) string {
	return "/v2/" + url.PathEscape(client) + "/" + url.PathEscape(site) + "/outbound/passthrough"
}
