package checkout

import (
	"context"
	"net/http"
	"strings"
	"time"
	"unicode/utf8"

	"github.com/payhub/payhub/bff"
	"github.com/payhub/payhub/bff/schedule"
	"github.com/payhub/payhub/bff/texts"
	"github.com/payhub/payhub/bff/upstream/cart"
)

// ReceiptBudget bounds the receipt read that follows a successful
// check-out. The money has moved by then, so a slow history service must
// not hold the answer: without the receipt, the answer is built from the
// check-out's own result.
const ReceiptBudget = 5 * time.Second

// Contact preferences (spec 000 §3 "Extra fields": default email).
const (
	ContactEmail = "email"
	ContactSMS   = "sms"
)

// CheckOutInput is the body of POST /checkout. It never carries a card or
// account number: the tender is a token from the card-input frame.
type CheckOutInput struct {
	Tender      TenderInput      `json:"tender"`
	ExtraFields ExtraFieldsInput `json:"extraFields"`
	Expected    ExpectedInput    `json:"expected"`
	Language    string           `json:"language,omitempty"`
	// SaveTender asks that the new card or bank account be saved for the
	// signed-in resident once the payment succeeds (ROLE-07).
	SaveTender *SaveTenderInput `json:"saveTender,omitempty"`
	// ScheduledPaymentEnrollments enrol items of the cart in autopay with
	// the payment (CHK-10, AUTOPAY-04; autopay.go).
	ScheduledPaymentEnrollments []EnrollmentInput `json:"scheduledPaymentEnrollments,omitempty"`
	// TimeZone is the resident's IANA zone, the calendar of the autopay
	// plans; "" is schedule.DefaultTimeZone.
	TimeZone string `json:"timeZone,omitempty"`
	// Resident is the signed-in payer an enrolment's plan is for, from the
	// session, never from the request body.
	Resident *schedule.User `json:"-"`
	BotChallenge
}

// Tender sources (spec 000 §3 "Tender": direct, apple, google): where the
// tender's card or account came from. A mobile wallet is a card whose
// source is the wallet.
const (
	SourceDirect = "direct"
	SourceApple  = "apple"
	SourceGoogle = "google"
)

// TenderInput is the tender chosen at check-out (spec 000 §3 "Tender";
// TENDER-01, TENDER-02). Type is card or bank, and Source direct (typed
// into the card-input frame; the default) or the mobile wallet, apple or
// google, that carried a card. Token is the tender's e-wallet token from
// the card-input frame or the wallet; ewalletToken is accepted as its other
// name. BankAccountType is checking or savings. A bank account number is
// never accepted here: it is typed only into the wallet host's frame, which
// answers the token, so a tender carrying one is refused.
type TenderInput struct {
	// TenderID names a saved tender of the signed-in resident to pay with
	// (savedtender.go); the wallet then supplies the token, type, brand
	// and last digits.
	TenderID          string        `json:"tenderId,omitempty"`
	Type              string        `json:"type"`
	Source            string        `json:"source,omitempty"`
	Token             string        `json:"token"`
	EwalletToken      string        `json:"ewalletToken,omitempty"`
	LastDigits        string        `json:"lastDigits,omitempty"`
	CardBrand         string        `json:"cardBrand,omitempty"`
	UserName          string        `json:"userName"`
	BankAccountType   string        `json:"bankAccountType,omitempty"`
	BankAccountNumber string        `json:"bankAccountNumber,omitempty"`
	BillingAddress    *AddressInput `json:"billingAddress,omitempty"`
}

// ExtraFieldsInput are the payer's contact fields.
type ExtraFieldsInput struct {
	Email             string `json:"email"`
	Phone             string `json:"phone,omitempty"`
	ContactPreference string `json:"contactPreference,omitempty"`
}

// ExpectedInput are the totals the payer saw; the cart service refuses the
// check-out when the cart's differ.
type ExpectedInput struct {
	Subtotal string `json:"subtotal"`
	Fee      string `json:"fee"`
}

// Normalize trims the free-text fields and fills the contact preference's
// default, so that equal submissions read equal.
func (in *CheckOutInput) Normalize() {
	in.Tender.UserName = strings.TrimSpace(in.Tender.UserName)
	in.Tender.TenderID = strings.TrimSpace(in.Tender.TenderID)
	if in.SaveTender != nil {
		in.SaveTender.Nickname = strings.TrimSpace(in.SaveTender.Nickname)
	}
	if in.Tender.Source == "" {
		in.Tender.Source = SourceDirect
	}
	if in.Tender.Token == "" {
		in.Tender.Token = in.Tender.EwalletToken
	}
	in.Tender.EwalletToken = ""
	in.Tender.BankAccountType = strings.ToLower(strings.TrimSpace(in.Tender.BankAccountType))
	if in.Tender.BillingAddress != nil {
		in.Tender.BillingAddress.normalize()
	}
	in.ExtraFields.Email = strings.TrimSpace(in.ExtraFields.Email)
	in.ExtraFields.Phone = strings.TrimSpace(in.ExtraFields.Phone)
	if in.ExtraFields.ContactPreference == "" {
		in.ExtraFields.ContactPreference = ContactEmail
	}
}

// Validate checks a normalized submission (spec 000 §5 "Checkout
// submission", "Tender construction", "Extra-field phone"). Messages name
// the field, never its value; a display message is in lang, the
// request's language.
func (in CheckOutInput) Validate(lang bff.Language) error {
	invalid := func(msg string) error { return bff.Errorf(bff.CodeInvalid, "%s", msg) }
	t := in.Tender
	validTender := validateNewTender
	if t.TenderID != "" {
		validTender = validateSavedTender
	}
	if err := validTender(t); err != nil {
		return err
	}
	if err := in.SaveTender.validate(t, lang); err != nil {
		return err
	}
	if t.BillingAddress != nil {
		if err := validateBilling(*t.BillingAddress); err != nil {
			return err
		}
	}
	e := in.ExtraFields
	switch {
	case e.Email == "":
		return invalid("Enter your email address.")
	case !ValidEmail(e.Email):
		return invalid("Enter a valid email address of at most 100 characters.")
	case e.Phone != "" && !ValidPhone(e.Phone):
		return invalid("Enter a valid phone number.")
	case e.ContactPreference != ContactEmail && e.ContactPreference != ContactSMS:
		return invalid("The contact preference must be email or sms.")
	case e.ContactPreference == ContactSMS && e.Phone == "":
		return invalid("Enter a phone number to be contacted by text message.")
	}
	if !wireAmount(in.Expected.Subtotal) || !wireAmount(in.Expected.Fee) {
		return invalid("The expected subtotal and fee must be amounts with two decimals.")
	}
	if in.Language != "" && in.Language != string(bff.English) && in.Language != string(bff.Spanish) {
		return invalid("The language must be en or es.")
	}
	if len(in.ScheduledPaymentEnrollments) > 0 {
		return in.validateEnrollments(lang)
	}
	return nil
}

// validateNewTender checks a tender from the card-input frame or a mobile
// wallet: its token, type, source and what it declares of itself.
func validateNewTender(t TenderInput) error {
	invalid := func(msg string) error { return bff.Errorf(bff.CodeInvalid, "%s", msg) }
	switch {
	case t.Type == "":
		return invalid("Choose a payment method.")
	case t.Type == TenderPayPal:
		// PayPal has no tender token: it pays through its approved order.
		return invalid("PayPal is paid through its own order (checkout/paypal), not with a tender token.")
	case t.Type != TenderCard && t.Type != TenderBank:
		return invalid("The tender type must be card or bank; Apple Pay and Google Pay are a card with source apple or google.")
	case t.Source != SourceDirect && t.Source != SourceApple && t.Source != SourceGoogle:
		// Only the sources whose tokens the wallet host issues can be
		// verified against the token at check-out; any other is refused
		// rather than paid as a plain card.
		return invalid("The tender source must be direct, apple or google.")
	case t.Source != SourceDirect && t.Type != TenderCard:
		return invalid("Apple Pay and Google Pay carry a card: their tender type must be card.")
	case !tenderToken.MatchString(t.Token):
		return invalid("The payment details are missing or not valid. Please enter them again.")
	case !lastDigits.MatchString(t.LastDigits):
		return invalid("The last digits must be at most four digits.")
	case t.CardBrand != "" && !cardBrand.MatchString(t.CardBrand):
		return invalid("The card brand is not valid.")
	case t.UserName == "":
		return invalid("Enter the name on the card or account.")
	case utf8.RuneCountInString(t.UserName) > MaxNameLength:
		return invalid("The name must be at most 100 characters.")
	case t.BankAccountNumber != "":
		return invalid("Bank account numbers are entered only in the secure bank account form.")
	case t.BankAccountType != "" && (t.Type != TenderBank || (t.BankAccountType != "checking" && t.BankAccountType != "savings")):
		return invalid("The bank account type must be checking or savings, for a bank account.")
	}
	return nil
}

// CheckOut pays the guest's cart with a validated submission. The cart
// service charges at most once per cart (a second check-out of a paid cart
// answers the first receipt), and key lets it recognise a retried call.
func (s *Checkout) CheckOut(ctx context.Context, g Guest, in CheckOutInput, key string, lang bff.Language) (ReceiptResult, error) {
	if g.CartID == "" {
		return ReceiptResult{}, &bff.Error{Code: bff.CodeUnprocessable,
			Message: texts.Message(texts.CartEmpty, bff.English), DisplayMessage: texts.Message(texts.CartEmpty, lang)}
	}
	// A guest is refused what needs a resident before anything is
	// charged (ROLE-21, ROLE-22).
	if err := autopayAllowed(g, in, lang); err != nil {
		return ReceiptResult{}, err
	}
	if err := s.savedTendersAllowed(g, in, lang); err != nil {
		return ReceiptResult{}, err
	}
	if err := s.challenge(ctx, g, in.BotChallenge, lang); err != nil {
		return ReceiptResult{}, err
	}
	if err := s.checkPendingChanges(ctx, g, lang); err != nil {
		return ReceiptResult{}, err
	}
	enrollments, err := s.buildEnrollments(ctx, g, in, lang)
	if err != nil {
		return ReceiptResult{}, err
	}
	t, e := in.Tender, in.ExtraFields
	if t.TenderID != "" {
		if t, err = s.payWithSaved(ctx, g, t, lang); err != nil {
			return ReceiptResult{}, err
		}
	}
	if err := autopayTender(enrollments, t, lang); err != nil {
		return ReceiptResult{}, err
	}
	if err := s.siteTakes(ctx, g, t, lang); err != nil {
		return ReceiptResult{}, err
	}
	req := cart.CheckOutRequest{
		Type:              checkOutType(t),
		TenderName:        t.UserName,
		TenderSummary:     tenderSummary(t),
		Amount:            in.Expected.Subtotal,
		FeeAmount:         in.Expected.Fee,
		Token:             t.Token,
		LastDigits:        t.LastDigits,
		CardBrand:         t.CardBrand,
		Billing:           billingOf(t, e),
		ContactPreference: e.ContactPreference,
		Language:          string(lang),
		// API-19: the enrolments go with the check-out.
		ScheduledPaymentEnrollments: wireEnrollments(enrollments),
	}
	req.Delivery, req.DeliveryMethod = s.savedDelivery(ctx, g)
	resp, err := s.Carts.CheckOut(ctx, g.Client, g.Site, g.CartID, req, key, lang)
	if status, _ := statusCode(err); status == http.StatusBadRequest {
		// The cart service refuses a tender token it does not know for
		// this cart, e.g. one that expired with its frame.
		return ReceiptResult{}, &bff.Error{Code: bff.CodeInvalid, Err: err,
			Message: texts.Message(texts.TenderInvalid, bff.English), DisplayMessage: texts.Message(texts.TenderInvalid, lang)}
	}
	if err != nil {
		return ReceiptResult{}, cartError(err, lang)
	}
	saveError := s.rememberBilling(ctx, g, t.BillingAddress, lang)
	res := s.receiptAfterCheckOut(ctx, resp, in, t)
	res.DeliverySaveError = saveError
	s.afterPayment(ctx, g, in, t, paidTender(resp, t), key, lang, &res)
	res.ScheduledPaymentEnrollments = s.enroll(ctx, g, in, enrollments, payingTenderID(in, res), key, lang)
	return res, nil
}

// receiptAfterCheckOut is the receipt of a successful check-out; without
// the history service's receipt, it is built from the check-out's own
// result.
func (s *Checkout) receiptAfterCheckOut(ctx context.Context, resp cart.CheckOutResponse, in CheckOutInput, t TenderInput) ReceiptResult {
	rctx, cancel := context.WithTimeout(ctx, ReceiptBudget)
	defer cancel()
	if r, err := s.Receipts.Receipt(rctx, resp.ReceiptID); err == nil {
		return receiptResult(r)
	} else if s.Logger != nil {
		s.Logger.WarnContext(ctx, "receipt unavailable after check-out; answering from the check-out result",
			"receipt_id", resp.ReceiptID, "error", err.Error())
	}
	return ReceiptResult{
		ConfirmationNumber: resp.ConfirmationNumber,
		ReceiptID:          resp.ReceiptID,
		Subtotal:           in.Expected.Subtotal,
		Fee:                resp.FeeTotal,
		Total:              resp.Total,
		Items:              []ReceiptItemView{},
		Tender:             paidTender(resp, t),
		Email:              in.ExtraFields.Email,
	}
}

// checkOutType is the cart service's tender type of a validated tender: the
// service keys its fees, limits and restrictions of a mobile wallet's card
// by the wallet (applePay, googlePay), and a card or bank account typed
// into the card-input frame by its own type.
func checkOutType(t TenderInput) string {
	switch {
	case t.Type == TenderCard && t.Source == SourceApple:
		return TenderApplePay
	case t.Type == TenderCard && t.Source == SourceGoogle:
		return TenderGooglePay
	}
	return t.Type
}

// paidTender is the tender that paid, as the cart service reports it from
// the token; only a service that does not report it leaves the submitted
// tender to describe it.
func paidTender(resp cart.CheckOutResponse, t TenderInput) TenderView {
	if p := resp.Tender; p != nil {
		return TenderView{Type: p.Type, LastDigits: p.LastDigits, CardBrand: p.CardBrand}
	}
	return TenderView{Type: t.Type, LastDigits: t.LastDigits, CardBrand: t.CardBrand}
}

// tenderSummary describes the tender for receipts: "Visa ending in 4242".
func tenderSummary(t TenderInput) string {
	name := t.CardBrand
	switch {
	case name != "":
	case t.Type == TenderCard:
		name = "Card"
	case t.Type == TenderPayPal:
		name = "PayPal" // a saved PayPal account (savedtender.go)
	default:
		name = "Bank account"
	}
	if t.LastDigits == "" {
		return name
	}
	return name + " ending in " + t.LastDigits
}

// payingTenderID is the saved tender that paid: the one named, or the new
// one saved with the payment; "" for none.
func payingTenderID(in CheckOutInput, res ReceiptResult) string {
	if in.Tender.TenderID != "" {
		return in.Tender.TenderID
	}
	if res.SavedTender != nil {
		return res.SavedTender.TenderID
	}
	return ""
}
