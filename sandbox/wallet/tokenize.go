package wallet

import (
	"crypto/rand"
	"encoding/base64"
	"encoding/json"
	"errors"
	"io"
	"mime"
	"net/http"
	"regexp"
	"strings"

	"github.com/payhub/payhub/bff"
	"github.com/payhub/payhub/sandbox/internal/respond"
	"github.com/payhub/payhub/sandbox/processor"
)

// MaxTokenizeBody bounds a tokenize request: a token and a few short
// fields.
const MaxTokenizeBody = 16 << 10

// TokenPrefix starts every tender token.
const TokenPrefix = "tndr_"

// TokenizeRequest is the body of POST /card-input/v3/tokenize: Card when
// Type is card, Bank when it is bank.
type TokenizeRequest struct {
	EwalletToken string     `json:"ewalletToken"`
	Type         string     `json:"type"`
	Card         *CardInput `json:"card,omitempty"`
	Bank         *BankInput `json:"bank,omitempty"`
}

// TokenizeResponse is the answer of a successful tokenize.
type TokenizeResponse struct {
	Token           string `json:"token"`
	Type            string `json:"type"`
	LastDigits      string `json:"lastDigits"`
	CardBrand       string `json:"cardBrand"`
	Expiry          string `json:"expiry"`
	BankAccountType string `json:"bankAccountType,omitempty"`
}

// CodeKindMismatch answers, with 422, a tokenize whose type is not the kind
// its e-wallet token was issued for: the bank input's token tokenizes only
// bank accounts and the card input's only cards, so that a token can never
// say it stands for a kind of tender it is not.
const CodeKindMismatch = "tender_type_mismatch"

// FieldErrorBody is the 422 answer of a tokenize whose fields are invalid.
type FieldErrorBody struct {
	Error FieldErrorDetail `json:"error"`
}

// FieldErrorDetail names the invalid fields and why.
type FieldErrorDetail struct {
	Code    string      `json:"code"`
	Message string      `json:"message"`
	Fields  FieldErrors `json:"fields"`
}

func (h *host) tokenize(w http.ResponseWriter, r *http.Request) {
	w.Header().Set("Cache-Control", "no-store")
	if !h.sameOrigin(r) {
		respond.Error(w, r, h.logger, bff.Errorf(bff.CodeForbidden, "Tokenize requests come only from the card-input frame."))
		return
	}
	if mt, _, err := mime.ParseMediaType(r.Header.Get("Content-Type")); err != nil || mt != "application/json" {
		respond.JSON(w, http.StatusUnsupportedMediaType, respond.ErrorBody{Error: respond.ErrorDetail{
			Code: string(bff.CodeInvalid), Message: "Send the request as application/json."}})
		return
	}
	var req TokenizeRequest
	if err := decodeLimited(w, r, &req); err != nil {
		// The body holds card data: neither it nor the decoder's error is logged.
		respond.Error(w, r, h.logger, err)
		return
	}
	claims, err := h.verifier.Verify(req.EwalletToken)
	if err != nil {
		respond.Error(w, r, h.logger, bff.Wrap(err, bff.CodeUnauthorized,
			"This payment form has expired. Reload the page to continue."))
		return
	}
	if (req.Type == processor.TypeCard || req.Type == processor.TypeBank) && req.Type != claims.Kind {
		h.logger.WarnContext(r.Context(), "tokenize refused: the type is not its e-wallet token's kind",
			"cart", claims.CartID, "type", req.Type, "kind", claims.Kind)
		respond.JSON(w, http.StatusUnprocessableEntity, respond.ErrorBody{Error: respond.ErrorDetail{
			Code: CodeKindMismatch, Message: kindMessage(claims.Kind)}})
		return
	}
	var c classified
	var errs FieldErrors
	switch req.Type {
	case processor.TypeCard:
		c, errs = validateCard(deref(req.Card), h.now())
	case processor.TypeBank:
		c, errs = validateBank(deref(req.Bank))
	default:
		respond.Error(w, r, h.logger, bff.Errorf(bff.CodeInvalid, "The type must be card or bank."))
		return
	}
	if len(errs) > 0 {
		respond.JSON(w, http.StatusUnprocessableEntity, FieldErrorBody{Error: FieldErrorDetail{
			Code: string(bff.CodeInvalid), Message: "Check the highlighted fields.", Fields: errs}})
		return
	}
	t := Tender{Token: NewToken(), Type: c.Type, CardBrand: c.CardBrand, LastDigits: c.LastDigits,
		Expiry: c.Expiry, BankAccountType: c.BankAccountType, Outcome: c.Outcome,
		CartID: claims.CartID, Client: claims.Client, Site: claims.Site, UserID: claims.UserID,
		BankRoutingNumber: c.BankRouting, HolderName: c.HolderName, FrameExpiresAt: claims.ExpiresAt, CreatedAt: h.now()}
	if claims.AdminFilling {
		t.FilledBy = claims.Who
	}
	if err := h.tenders.SaveTender(r.Context(), t); err != nil {
		respond.Error(w, r, h.logger, err)
		return
	}
	h.logger.InfoContext(r.Context(), "tender tokenized", "cart", t.CartID, "type", t.Type, "user_bound", t.CartID == "", "admin_filling", t.FilledBy != "")
	respond.JSON(w, http.StatusOK, TokenizeResponse{Token: t.Token, Type: t.Type, LastDigits: t.LastDigits,
		CardBrand: t.CardBrand, Expiry: t.Expiry, BankAccountType: t.BankAccountType})
}

// kindMessage says what the form of an e-wallet token of kind takes.
func kindMessage(kind string) string {
	if kind == processor.TypeBank {
		return "This payment form takes bank account details only."
	}
	return "This payment form takes card details only."
}

// sameOrigin reports whether r comes from a page of the wallet host itself:
// its Origin header is the host's own origin, and Sec-Fetch-Site, when the
// browser sends it, says same-origin.
func (h *host) sameOrigin(r *http.Request) bool {
	own := h.origin
	if own == "" {
		scheme := "http"
		if r.TLS != nil {
			scheme = "https"
		}
		own = scheme + "://" + r.Host
	}
	if site := r.Header.Get("Sec-Fetch-Site"); site != "" && site != "same-origin" {
		return false
	}
	return r.Header.Get("Origin") == own
}

// decodeLimited reads r's JSON body into v, at most MaxTokenizeBody bytes.
func decodeLimited(w http.ResponseWriter, r *http.Request, v any) error {
	dec := json.NewDecoder(http.MaxBytesReader(w, r.Body, MaxTokenizeBody))
	if err := dec.Decode(v); err != nil {
		var tooLarge *http.MaxBytesError
		if errors.As(err, &tooLarge) {
			return bff.Errorf(bff.CodeInvalid, "The request body is too large.")
		}
		return bff.Errorf(bff.CodeInvalid, "The request body is not valid JSON.")
	}
	if _, err := dec.Token(); !errors.Is(err, io.EOF) {
		return bff.Errorf(bff.CodeInvalid, "The request body holds more than one JSON value.")
	}
	return nil
}

func deref[T any](p *T) T {
	var zero T
	if p == nil {
		return zero
	}
	return *p
}

// NewToken returns a new random tender token.
func NewToken() string {
	return TokenPrefix + strings.ToLower(rand.Text())
}

var originPattern = regexp.MustCompile(`^https?://([A-Za-z0-9.-]+|\[[0-9A-Fa-f:.]+\])(:[0-9]{1,5})?$`)

// isOrigin reports whether s is a serialized http(s) origin: scheme, host
// and optional port, nothing else (so it is safe inside a CSP header).
func isOrigin(s string) bool { return originPattern.MatchString(s) }

// claimedOrigin reads the origin an e-wallet token claims without
// verifying it. It only addresses the loadFailure message of a frame whose
// token was refused (typically expired), which carries no data.
func claimedOrigin(token string) string {
	parts := strings.Split(token, ".")
	if len(parts) != 3 {
		return ""
	}
	payload, err := base64.RawURLEncoding.DecodeString(parts[1])
	if err != nil {
		return ""
	}
	var c struct {
		Origin string `json:"origin"`
	}
	if json.Unmarshal(payload, &c) != nil || !isOrigin(c.Origin) {
		return ""
	}
	return c.Origin
}
