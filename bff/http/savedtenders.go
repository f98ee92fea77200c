package http

import (
	"context"
	"net/http"
	"net/url"
	"regexp"
	"slices"
	"strings"
	"unicode/utf8"

	"github.com/gin-gonic/gin"

	"github.com/payhub/payhub/bff"
	"github.com/payhub/payhub/bff/checkout"
	"github.com/payhub/payhub/bff/texts"
	wlt "github.com/payhub/payhub/bff/wallet"
)

// SavedTenders is what the saved payment methods' routes need
// (bff/wlt.Wallet).
type SavedTenders interface {
	List(ctx context.Context, req wlt.Request) ([]wlt.TenderView, error)
	Add(ctx context.Context, req wlt.Request, in wlt.AddInput, key string) (wlt.TenderView, error)
	Rename(ctx context.Context, req wlt.Request, id, nickname string) (wlt.TenderView, error)
	SetDefault(ctx context.Context, req wlt.Request, id string) ([]wlt.TenderView, error)
	Remove(ctx context.Context, req wlt.Request, id string) error
	PayPalSetup(ctx context.Context, req wlt.Request, returnURL string) (wlt.PayPalSetupView, error)
	AddPayPal(ctx context.Context, req wlt.Request, setupToken, nickname, key string) (wlt.TenderView, error)
	Claim(ctx context.Context, req wlt.Request, c wlt.Claimable, in wlt.ClaimInput, key string) (wlt.TenderView, error)
	Offer(c wlt.Claimable, email string, lang bff.Language) (wlt.ClaimableView, bool)
	Frames(ctx context.Context, req wlt.Request, fr wlt.FramesRequest) (wlt.FramesView, error)
}

// mountSavedTenders adds the signed-in resident's saved payment methods
// (spec 001 §4 "Wallet"; ROLE-07, ROLE-21). Every route needs a signed-in
// resident with a verified e-mail, on a configured and enabled site (else
// 404), and the user id is always the session's. They sit under /bff/v1, so the CSRF header is required on
// every change; the routes that create a tender take an Idempotency-Key.
func mountSavedTenders(api *gin.RouterGroup, h *handlers) {
	g := api.Group("/:client/:site/wallet", h.requires(featureSavedTenders), h.enabledSite)
	g.GET("", h.savedTenders)
	g.GET("/frames", h.savedTenderFrames)
	g.POST("/tenders", h.addSavedTender)
	g.PATCH("/tenders/:tenderId", h.renameSavedTender)
	g.POST("/tenders/:tenderId/default", h.defaultSavedTender)
	g.DELETE("/tenders/:tenderId", h.removeSavedTender)
	g.POST("/paypal/setup", h.payPalSetup)
	g.POST("/paypal", h.addPayPalTender)
	g.POST("/claim", h.claimTender)
}

// enabledSite lets a request through only for a site the configuration
// knows and enables: an unknown or disabled client or site is 404, so that
// nothing is saved, nor shown to a payer, under a name a request made up.
func (h *handlers) enabledSite(c *gin.Context) {
	client, site := siteOf(c)
	st, err := h.d.Sites.SitePolicy(c.Request.Context(), client, site)
	switch {
	case bff.ErrorCode(err) == bff.CodeNotFound || (err == nil && !st.Enabled):
		writeError(c, bff.Errorf(bff.CodeNotFound, "There is no such site."), 0)
	case err != nil:
		writeError(c, err, 0)
	default:
		c.Next()
		return
	}
	c.Abort()
}

// tenderResidentOf returns the session of the signed-in resident with a
// verified e-mail; a guest gets 401 sign_in_required (ROLE-21) and an
// unverified resident 403 email_unverified, and the wallet is not asked.
func (h *handlers) tenderResidentOf(c *gin.Context) (*guest, bool) {
	g, err := h.guests.load(c, false)
	if err != nil {
		writeError(c, err, 0)
		return nil, false
	}
	if g == nil || g.data.User == nil || g.data.User.Subject == "" {
		writeError(c, texts.Error(bff.CodeSignInRequired, texts.TenderSignIn, requestLanguage(c), nil), 0)
		return nil, false
	}
	if !emailVerified(c, g) {
		return nil, false
	}
	return g, true
}

// walletRequest is the request's site and language with the session's
// resident.
func (h *handlers) walletRequest(c *gin.Context) (wlt.Request, *guest, bool) {
	g, ok := h.tenderResidentOf(c)
	if !ok {
		return wlt.Request{}, nil, false
	}
	client, site := siteOf(c)
	return wlt.Request{Client: client, Site: site, UserID: g.data.User.Subject, Lang: requestLanguage(c)}, g, true
}

// savedTenderID is the shape of a saved tender's id in a path.
var savedTenderID = regexp.MustCompile(`^[A-Za-z0-9_-]{1,100}$`)

// tenderIDParam reads the path's tender id; one of another shape is no
// tender at all (404).
func tenderIDParam(c *gin.Context, lang bff.Language) (string, bool) {
	id := c.Param("tenderId")
	if !savedTenderID.MatchString(id) {
		writeError(c, texts.Error(bff.CodeNotFound, texts.TenderNotFound, lang, nil), 0)
		return "", false
	}
	return id, true
}

// validNickname checks a nickname: at most 30 characters.
func validNickname(c *gin.Context, nickname string) bool {
	if utf8.RuneCountInString(nickname) > checkout.MaxNicknameLength {
		writeError(c, bff.Errorf(bff.CodeInvalid, "The nickname must be at most %d characters.", checkout.MaxNicknameLength), 0)
		return false
	}
	return true
}

// walletBody is the answer of GET .../wlt.
type walletBody struct {
	Tenders   []wlt.TenderView   `json:"tenders"`
	Claimable *wlt.ClaimableView `json:"claimable"`
}

// tendersBody is the answer of POST .../default.
type tendersBody struct {
	Tenders []wlt.TenderView `json:"tenders"`
}

// savedTenders answers GET .../wallet: the resident's saved tenders, the
// last used first, and the tender of a guest payment this session may keep
// (null when none).
func (h *handlers) savedTenders(c *gin.Context) {
	req, g, ok := h.walletRequest(c)
	if !ok {
		return
	}
	ts, err := h.d.SavedTenders.List(c.Request.Context(), req)
	if err != nil {
		writeError(c, err, 0)
		return
	}
	body := walletBody{Tenders: ts}
	if cl := g.data.Claimable; cl != nil {
		if v, ok := h.d.SavedTenders.Offer(*cl, g.data.User.Email, req.Lang); ok {
			body.Claimable = &v
		} else {
			h.forgetClaimable(c, g, *cl)
		}
	}
	c.Header("Cache-Control", "no-store")
	c.JSON(http.StatusOK, body)
}

// savedTenderFrames answers GET .../wallet/frames: card-input frames bound
// to the resident, not to a cart (API-77), for adding a tender outside a
// check-out and for their refresh (WAL-17). An embedding host page
// (?parentOrigin=) may frame them only when the site lets it frame the
// widget.
func (h *handlers) savedTenderFrames(c *gin.Context) {
	req, _, ok := h.walletRequest(c)
	if !ok {
		return
	}
	fr := wlt.FramesRequest{Origin: h.pageOrigin(c)}
	if parent := c.Query("parentOrigin"); parent != "" {
		if h.d.Sites == nil {
			writeError(c, bff.Errorf(bff.CodeForbidden, "This page may not frame the card input."), 0)
			return
		}
		st, err := h.d.Sites.SitePolicy(c.Request.Context(), req.Client, req.Site)
		if err != nil {
			writeError(c, err, 0)
			return
		}
		if !slices.Contains(st.FrameAncestors, parent) {
			writeError(c, bff.Errorf(bff.CodeForbidden, "This page may not frame the card input."), 0)
			return
		}
		fr.Ancestors = []string{parent}
	}
	v, err := h.d.SavedTenders.Frames(c.Request.Context(), req, fr)
	answerNoStore(c, v, err)
}

// addTenderBody is the body of POST .../wallet/tenders: a card or bank
// account tokenized in the resident's own frame.
type addTenderBody struct {
	Token          string           `json:"token"`
	Type           string           `json:"type"`
	Nickname       string           `json:"nickname,omitempty"`
	UserName       string           `json:"userName"`
	BillingAddress *wlt.AddressView `json:"billingAddress,omitempty"`
}

// validate checks a tender to build (VAL-74: a type, and a user name
// unless PayPal; VAL-75: a billing address that is given is complete;
// ERR-91: a type the BFF does not know). Messages name the field, never
// its value.
func (b *addTenderBody) validate(lang bff.Language) error {
	b.UserName, b.Nickname = strings.TrimSpace(b.UserName), strings.TrimSpace(b.Nickname)
	invalid := func(msg string) error { return bff.Errorf(bff.CodeInvalid, "%s", msg) }
	switch {
	case b.Type == "":
		return invalid("Choose a payment method.")
	case b.Type != checkout.TenderCard && b.Type != checkout.TenderBank:
		return texts.Error(bff.CodeInvalid, texts.TenderUnknownType, lang, nil)
	case !checkout.ValidTenderToken(b.Token):
		return invalid("The payment details are missing or not valid. Please enter them again.")
	case b.UserName == "":
		return invalid("Enter the name on the card or account.")
	case utf8.RuneCountInString(b.UserName) > checkout.MaxNameLength:
		return invalid("The name must be at most 100 characters.")
	case utf8.RuneCountInString(b.Nickname) > checkout.MaxNicknameLength:
		return invalid("The nickname must be at most 30 characters.")
	}
	if a := b.BillingAddress; a != nil {
		in := checkout.AddressInput{Address1: a.Address1, Address2: a.Address2, City: a.City, State: a.State,
			PostalCode: a.PostalCode, Country: a.Country}
		if err := checkout.ValidateBillingAddress(&in); err != nil {
			return err
		}
		*a = wlt.AddressView{Address1: in.Address1, Address2: in.Address2, City: in.City, State: in.State,
			PostalCode: in.PostalCode, Country: in.Country}
	}
	return nil
}

// addSavedTender answers POST .../wallet/tenders (Idempotency-Key): 201
// with the saved tender (API-64).
func (h *handlers) addSavedTender(c *gin.Context) {
	req, _, ok := h.walletRequest(c)
	if !ok {
		return
	}
	key, ok := idempotencyKey(c)
	if !ok {
		return
	}
	var body addTenderBody
	if !bindJSON(c, &body) {
		return
	}
	if err := body.validate(req.Lang); err != nil {
		writeError(c, err, 0)
		return
	}
	h.onceWith(c, "wallet-tender", key, body, http.StatusCreated, func(ctx context.Context, _ checkout.Guest) (any, error) {
		return h.d.SavedTenders.Add(ctx, req, wlt.AddInput{Token: body.Token, Type: body.Type, Nickname: body.Nickname,
			UserName: body.UserName, BillingAddress: body.BillingAddress}, key)
	})
}

// renameBody is the body of PATCH .../wallet/tenders/{tenderId}.
type renameBody struct {
	Nickname *string `json:"nickname"`
}

// renameSavedTender answers PATCH .../wallet/tenders/{tenderId}
// {"nickname"}: the renamed tender; "" clears the nickname.
func (h *handlers) renameSavedTender(c *gin.Context) {
	req, _, ok := h.walletRequest(c)
	if !ok {
		return
	}
	id, ok := tenderIDParam(c, req.Lang)
	if !ok {
		return
	}
	var body renameBody
	if !bindJSON(c, &body) {
		return
	}
	if body.Nickname == nil {
		writeError(c, bff.Errorf(bff.CodeInvalid, "The nickname is required; send an empty one to clear it."), 0)
		return
	}
	nickname := strings.TrimSpace(*body.Nickname)
	if !validNickname(c, nickname) {
		return
	}
	v, err := h.d.SavedTenders.Rename(c.Request.Context(), req, id, nickname)
	answerNoStore(c, v, err)
}

// defaultSavedTender answers POST .../wallet/tenders/{tenderId}/default:
// the tender becomes the last used one, the only one (WAL-13), and the
// tenders are answered.
func (h *handlers) defaultSavedTender(c *gin.Context) {
	req, _, ok := h.walletRequest(c)
	if !ok {
		return
	}
	id, ok := tenderIDParam(c, req.Lang)
	if !ok {
		return
	}
	ts, err := h.d.SavedTenders.SetDefault(c.Request.Context(), req, id)
	if err != nil {
		writeError(c, err, 0)
		return
	}
	c.Header("Cache-Control", "no-store")
	c.JSON(http.StatusOK, tendersBody{Tenders: ts})
}

// removeSavedTender answers DELETE .../wallet/tenders/{tenderId}: 204; a
// failure's display message names the tender's last digits (ERR-95).
func (h *handlers) removeSavedTender(c *gin.Context) {
	req, _, ok := h.walletRequest(c)
	if !ok {
		return
	}
	id, ok := tenderIDParam(c, req.Lang)
	if !ok {
		return
	}
	if err := h.d.SavedTenders.Remove(c.Request.Context(), req, id); err != nil {
		writeError(c, err, 0)
		return
	}
	c.Status(http.StatusNoContent)
}

// payPalSetupBody is the body of POST .../wallet/paypal/setup.
type payPalSetupBody struct {
	ReturnURL string `json:"returnUrl"`
}

// sameOrigin reports whether raw is an absolute http(s) URL of origin.
func sameOrigin(raw, origin string) bool {
	u, err := url.Parse(raw)
	if err != nil || (u.Scheme != "http" && u.Scheme != "https") || u.Host == "" || u.User != nil {
		return false
	}
	return strings.EqualFold(u.Scheme+"://"+u.Host, origin)
}

// payPalSetup answers POST .../wallet/paypal/setup {"returnUrl"}: the
// PayPal page that approves a new PayPal tender (API-69, WAL-14). The
// return page must be of one of the portal's own origins
// (portalOrigins), so that the approval page, on the trusted wallet host,
// never sends the resident to another site.
func (h *handlers) payPalSetup(c *gin.Context) {
	req, _, ok := h.walletRequest(c)
	if !ok {
		return
	}
	var body payPalSetupBody
	if !bindJSON(c, &body) {
		return
	}
	if len(body.ReturnURL) > 2000 || !slices.ContainsFunc(h.portalOrigins(), func(o string) bool { return sameOrigin(body.ReturnURL, o) }) {
		writeError(c, bff.Errorf(bff.CodeInvalid, "The return URL must be a page of this site."), 0)
		return
	}
	v, err := h.d.SavedTenders.PayPalSetup(c.Request.Context(), req, body.ReturnURL)
	answerNoStore(c, v, err)
}

// addPayPalBody is the body of POST .../wallet/paypal.
type addPayPalBody struct {
	SetupToken string `json:"setupToken"`
	Nickname   string `json:"nickname,omitempty"`
}

// addPayPalTender answers POST .../wallet/paypal (Idempotency-Key): 201
// with the PayPal tender of the approved setup token (API-70).
func (h *handlers) addPayPalTender(c *gin.Context) {
	req, _, ok := h.walletRequest(c)
	if !ok {
		return
	}
	key, ok := idempotencyKey(c)
	if !ok {
		return
	}
	var body addPayPalBody
	if !bindJSON(c, &body) {
		return
	}
	body.SetupToken, body.Nickname = strings.TrimSpace(body.SetupToken), strings.TrimSpace(body.Nickname)
	if body.SetupToken == "" || len(body.SetupToken) > 200 {
		writeError(c, bff.Errorf(bff.CodeInvalid, "The PayPal setup token is required."), 0)
		return
	}
	if !validNickname(c, body.Nickname) {
		return
	}
	h.onceWith(c, "wallet-paypal", key, body, http.StatusCreated, func(ctx context.Context, _ checkout.Guest) (any, error) {
		return h.d.SavedTenders.AddPayPal(ctx, req, body.SetupToken, body.Nickname, key)
	})
}

// claimBody is the body of POST .../wallet/claim.
type claimBody struct {
	CardOnFileDisclosure bool   `json:"cardOnFileDisclosure"`
	Nickname             string `json:"nickname,omitempty"`
}

// claimTender answers POST .../wallet/claim (Idempotency-Key): the card or
// bank account this session paid with as a guest becomes a saved tender
// of the resident who signed in since (API-68), 201, when the resident's
// verified e-mail is the payer's and the claim window is not over
// (wlt.ClaimWindow); 404 when the session has nothing to keep. A tender
// claimed, or no longer the resident's to keep, is forgotten by the
// session.
func (h *handlers) claimTender(c *gin.Context) {
	req, g, ok := h.walletRequest(c)
	if !ok {
		return
	}
	key, ok := idempotencyKey(c)
	if !ok {
		return
	}
	var body claimBody
	if !bindJSON(c, &body) {
		return
	}
	body.Nickname = strings.TrimSpace(body.Nickname)
	if !validNickname(c, body.Nickname) {
		return
	}
	cl, email := g.data.Claimable, g.data.User.Email
	h.onceWith(c, "wallet-claim", key, body, http.StatusCreated, func(ctx context.Context, _ checkout.Guest) (any, error) {
		if cl == nil {
			return nil, texts.Error(bff.CodeNotFound, texts.TenderNothingClaim, req.Lang, nil)
		}
		if _, ok := h.d.SavedTenders.Offer(*cl, email, req.Lang); !ok {
			h.forgetClaimable(c, g, *cl)
			return nil, texts.Error(bff.CodeNotFound, texts.TenderNothingClaim, req.Lang, nil)
		}
		v, err := h.d.SavedTenders.Claim(ctx, req, *cl, wlt.ClaimInput{CardOnFileDisclosure: body.CardOnFileDisclosure,
			Nickname: body.Nickname, Email: email}, key)
		if err != nil {
			return nil, err
		}
		h.forgetClaimable(c, g, *cl)
		return v, nil
	})
}

// forgetClaimable drops the session's claimable tender cl, once claimed or
// no longer the resident's to keep; a failure is logged (the next request
// decides again).
func (h *handlers) forgetClaimable(c *gin.Context, g *guest, cl wlt.Claimable) {
	ctx := context.WithoutCancel(c.Request.Context())
	if err := h.guests.update(ctx, g, func(d *sessionData) {
		if d.Claimable != nil && d.Claimable.Token == cl.Token {
			d.Claimable = nil
		}
	}); err != nil {
		logger(c).WarnContext(ctx, "claimable tender not forgotten by the session", "error", err.Error())
	}
}

// keepClaimableOfPayer drops, at sign-in, the session's claimable tender
// unless email is its payer's: the guest's card is never offered to
// another resident of a shared browser.
func keepClaimableOfPayer(d *sessionData, email string) {
	if d.Claimable != nil && !d.Claimable.PaidBy(email) {
		d.Claimable = nil
	}
}

// rememberClaimable keeps the tender a guest paid with in the session, so
// that after sign-in (which keeps the session's content, but for another
// resident's claimable tender) the payer may claim it. A failure is
// logged: the payment stands.
func (h *handlers) rememberClaimable(c *gin.Context, g *guest, cl wlt.Claimable) {
	ctx := context.WithoutCancel(c.Request.Context())
	if err := h.guests.update(ctx, g, func(d *sessionData) { d.Claimable = &cl }); err != nil {
		logger(c).WarnContext(ctx, "claimable tender not kept in the session", "error", err.Error())
	}
}

// walletFrames answers POST .../checkout/wallet-frames: fresh card-input
// frames for the session's cart, their tokens new (WAL-17).
func (h *handlers) walletFrames(c *gin.Context) {
	client, site := siteOf(c)
	g, err := h.guests.load(c, false)
	if err != nil {
		writeError(c, err, 0)
		return
	}
	req := checkout.CheckoutRequest{Origin: h.pageOrigin(c), Ancestor: c.Query("parentOrigin"), Lang: requestLanguage(c)}
	if g != nil {
		req.Guest = guestOf(g, client, site)
	} else {
		req.Guest = checkout.Guest{Client: client, Site: site}
	}
	v, err := h.d.Checkout.WalletFrames(c.Request.Context(), req)
	answerNoStore(c, v, err)
}
