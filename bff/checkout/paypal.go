package checkout

import (
	"context"
	"errors"
	"net/http"
	"net/url"
	"slices"
	"strings"

	"github.com/payhub/payhub/bff"
	"github.com/payhub/payhub/bff/texts"
	"github.com/payhub/payhub/bff/upstream"
	"github.com/payhub/payhub/bff/upstream/cart"
	"github.com/payhub/payhub/bff/upstream/wallet"
)

// PayPalApprovePath is the sandbox approval page on the wallet host, where
// the payer approves a PayPal or Venmo order (sandbox/paypal).
const PayPalApprovePath = "/paypal/approve"

// PayPalCarts is what PayPal checkout needs of the cart service (spec 000
// §7: create_paypal_order, capture_paypal_order).
type PayPalCarts interface {
	CreatePayPalOrder(ctx context.Context, client, site, cartID string, req cart.CreatePayPalOrderRequest, lang bff.Language) (cart.CreatePayPalOrderResponse, error)
	CapturePayPalOrder(ctx context.Context, client, site, cartID string, req cart.CapturePayPalOrderRequest, key string, lang bff.Language) (cart.CheckOutResponse, error)
}

// MobileTokens is what mobile pay needs of the wallet service.
type MobileTokens interface {
	MobileToken(ctx context.Context, req wallet.MobileTokenRequest) (wallet.MobileTokenResponse, error)
}

// Wallets runs the guest's PayPal, Venmo and mobile-wallet commands. It
// reads the site, the cart and the receipt through Checkout.
type Wallets struct {
	Checkout *Checkout
	PayPal   PayPalCarts
	Mobile   MobileTokens
}

// PayPalInput is the body of POST /checkout/paypal.
type PayPalInput struct {
	Brand       string           `json:"brand"`
	ExtraFields ExtraFieldsInput `json:"extraFields"`
	Expected    ExpectedInput    `json:"expected"`
	// ReturnURL is the portal page the approval returns to; it must be on
	// the page's own origin.
	ReturnURL string `json:"returnUrl"`
	BotChallenge
}

// PayPalOrderResult is the answer of POST /checkout/paypal: the order and
// the address of its approval page.
type PayPalOrderResult struct {
	OrderID    string `json:"orderId"`
	ApproveURL string `json:"approveUrl"`
}

// CaptureInput is the body of POST /checkout/paypal/capture.
type CaptureInput struct {
	OrderID     string           `json:"orderId"`
	ExtraFields ExtraFieldsInput `json:"extraFields"`
	BotChallenge
}

// Validate checks a PayPal order request made from a page on origin.
func (in *PayPalInput) Validate(origin string) error {
	in.ExtraFields.Email = strings.TrimSpace(in.ExtraFields.Email)
	in.ExtraFields.Phone = strings.TrimSpace(in.ExtraFields.Phone)
	if in.ExtraFields.ContactPreference == "" {
		in.ExtraFields.ContactPreference = ContactEmail
	}
	invalid := func(msg string) error { return bff.Errorf(bff.CodeInvalid, "%s", msg) }
	switch {
	case !slices.Contains(paypalBrands(), in.Brand):
		return invalid("The brand must be paypal or venmo.")
	case !ValidEmail(in.ExtraFields.Email):
		return invalid("Enter a valid email address of at most 100 characters.")
	case in.ExtraFields.Phone != "" && !ValidPhone(in.ExtraFields.Phone):
		return invalid("Enter a valid phone number.")
	case !wireAmount(in.Expected.Subtotal) || !wireAmount(in.Expected.Fee):
		return invalid("The expected subtotal and fee must be amounts with two decimals.")
	case !sameOrigin(in.ReturnURL, origin):
		return invalid("The return address must be a page of this site.")
	}
	return nil
}

// sameOrigin reports whether raw is an absolute http(s) address on origin.
func sameOrigin(raw, origin string) bool {
	u, err := url.Parse(raw)
	if err != nil || (u.Scheme != "http" && u.Scheme != "https") || u.Host == "" || u.User != nil || origin == "" {
		return false
	}
	return strings.EqualFold(u.Scheme+"://"+u.Host, strings.TrimSuffix(origin, "/"))
}

// allowed reports an error unless the guest's cart may be paid by tender
// on its site, by the rules of the checkout's tenders section.
func (w *Wallets) allowed(ctx context.Context, g Guest, tender string, lang bff.Language) error {
	if g.CartID == "" {
		return &bff.Error{Code: bff.CodeUnprocessable,
			Message: texts.Message(texts.CartEmpty, bff.English), DisplayMessage: texts.Message(texts.CartEmpty, lang)}
	}
	st, err := w.Checkout.Config.Site(ctx, g.Client, g.Site)
	if err != nil {
		return err
	}
	c, err := w.Checkout.Carts.Get(ctx, g.Client, g.Site, g.CartID)
	if err != nil {
		return cartError(err, lang)
	}
	v, _, err := tenders(offeredMethods(st, c), c)
	if err != nil {
		return bff.Wrap(err, bff.CodeUpstreamFailed, "The payment limits could not be read.")
	}
	if !slices.Contains(v.Allowed, tender) {
		return texts.Error(bff.CodeUnprocessable, texts.WalletNotOffered, lang, nil)
	}
	return nil
}

// CreatePayPalOrder creates a PayPal or Venmo order for the guest's cart
// (spec 000 §4 "PayPal": create an order, which returns an order id) and
// returns the approval page's address, which returns to in.ReturnURL.
func (w *Wallets) CreatePayPalOrder(ctx context.Context, g Guest, in PayPalInput, lang bff.Language) (PayPalOrderResult, error) {
	if g.CartID != "" {
		if err := w.Checkout.challenge(ctx, g, in.BotChallenge, lang); err != nil {
			return PayPalOrderResult{}, err
		}
	}
	if err := w.allowed(ctx, g, in.Brand, lang); err != nil {
		return PayPalOrderResult{}, err
	}
	u, _ := url.Parse(in.ReturnURL)
	resp, err := w.PayPal.CreatePayPalOrder(ctx, g.Client, g.Site, g.CartID, cart.CreatePayPalOrderRequest{
		FeeAmount: in.Expected.Fee, PayPalBrand: in.Brand, Amount: in.Expected.Subtotal,
		Delivery: paypalDelivery(w.Checkout.savedDelivery(ctx, g)),
		Billing:  cart.Billing{Email: in.ExtraFields.Email, Phone: in.ExtraFields.Phone},
		Origin:   u.Scheme + "://" + u.Host, Language: string(lang),
	}, lang)
	if err != nil {
		return PayPalOrderResult{}, cartError(err, lang)
	}
	q := url.Values{"order": {resp.OrderID}, "brand": {in.Brand}, "return": {in.ReturnURL}, "lang": {string(lang)}}
	return PayPalOrderResult{OrderID: resp.OrderID,
		ApproveURL: w.Checkout.WalletOrigin + PayPalApprovePath + "?" + q.Encode()}, nil
}

// CapturePayPalOrder pays the guest's cart with its approved order (spec
// 000 §4 "PayPal": approve with the order id, the contact preference and
// the logged-in flag) and answers the receipt, as CheckOut does.
func (w *Wallets) CapturePayPalOrder(ctx context.Context, g Guest, in CaptureInput, key string, lang bff.Language) (ReceiptResult, error) {
	if g.CartID == "" {
		return ReceiptResult{}, &bff.Error{Code: bff.CodeUnprocessable,
			Message: texts.Message(texts.CartEmpty, bff.English), DisplayMessage: texts.Message(texts.CartEmpty, lang)}
	}
	if err := w.Checkout.challenge(ctx, g, in.BotChallenge, lang); err != nil {
		return ReceiptResult{}, err
	}
	pref := in.ExtraFields.ContactPreference
	if pref != ContactSMS {
		pref = ContactEmail
	}
	delivery, method := w.Checkout.savedDelivery(ctx, g)
	resp, err := w.PayPal.CapturePayPalOrder(ctx, g.Client, g.Site, g.CartID, cart.CapturePayPalOrderRequest{
		OrderID: in.OrderID, ContactPreference: pref, Delivery: delivery, DeliveryMethod: method}, key, lang)
	switch cart.ServiceCode(err) {
	case "":
	case cart.ErrOrderNotApproved:
		return ReceiptResult{}, texts.Error(bff.CodeUnprocessable, texts.OrderNotApproved, lang, err)
	case cart.ErrOrderNotFound:
		return ReceiptResult{}, texts.Error(bff.CodeNotFound, texts.OrderNotFound, lang, err)
	}
	if err != nil {
		return ReceiptResult{}, cartError(err, lang)
	}
	return w.Checkout.receiptOf(ctx, resp, ReceiptResult{Items: []ReceiptItemView{},
		Email: in.ExtraFields.Email, Tender: TenderView{Type: TenderPayPal}}), nil
}

// MobileTokenInput is the body of POST /checkout/mobile-token: the mobile
// wallet and the payment data its sheet gave.
type MobileTokenInput struct {
	Type        string `json:"type"`
	PaymentData string `json:"paymentData"`
}

// MobileTokenResult is a tender token for POST /checkout, and what may be
// shown of the wallet's card.
type MobileTokenResult struct {
	Token      string `json:"token"`
	Type       string `json:"type"`
	LastDigits string `json:"lastDigits"`
	CardBrand  string `json:"cardBrand"`
	UserName   string `json:"userName"`
}

// MobileToken exchanges a mobile wallet's payment data for a tender token
// of the guest's cart.
func (w *Wallets) MobileToken(ctx context.Context, g Guest, in MobileTokenInput, lang bff.Language) (MobileTokenResult, error) {
	if !slices.Contains(mobileTenders(), in.Type) || in.PaymentData == "" || len(in.PaymentData) > maxPaymentData {
		return MobileTokenResult{}, bff.Errorf(bff.CodeInvalid, "Name the mobile wallet (applePay or googlePay) and its payment data.")
	}
	if err := w.allowed(ctx, g, in.Type, lang); err != nil {
		return MobileTokenResult{}, err
	}
	resp, err := w.Mobile.MobileToken(ctx, wallet.MobileTokenRequest{CartID: g.CartID, Client: g.Client, Site: g.Site,
		Type: in.Type, PaymentData: in.PaymentData})
	var se *upstream.StatusError
	if errors.As(err, &se) && se.Status == http.StatusBadRequest {
		return MobileTokenResult{}, texts.Error(bff.CodeInvalid, texts.WalletDeclined, lang, err)
	}
	if err != nil {
		return MobileTokenResult{}, err
	}
	return MobileTokenResult{Token: resp.Token, Type: in.Type, LastDigits: resp.LastDigits,
		CardBrand: resp.CardBrand, UserName: resp.UserName}, nil
}

// maxPaymentData bounds a mobile wallet's payment data.
const maxPaymentData = 16 << 10

// receiptOf answers a payment's receipt, or, when the history service does
// not answer in ReceiptBudget, fallback completed from the payment.
func (s *Checkout) receiptOf(ctx context.Context, resp cart.CheckOutResponse, fallback ReceiptResult) ReceiptResult {
	rctx, cancel := context.WithTimeout(ctx, ReceiptBudget)
	defer cancel()
	r, err := s.Receipts.Receipt(rctx, resp.ReceiptID)
	if err == nil {
		return receiptResult(r)
	}
	if s.Logger != nil {
		s.Logger.WarnContext(ctx, "receipt unavailable after check-out; answering from the check-out result",
			"receipt_id", resp.ReceiptID, "error", err.Error())
	}
	fallback.ConfirmationNumber, fallback.ReceiptID = resp.ConfirmationNumber, resp.ReceiptID
	fallback.Fee, fallback.Total = resp.FeeTotal, resp.Total
	return fallback
}
