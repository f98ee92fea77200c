package cart

import (
	"net/http"
	"net/url"
	"slices"
	"strings"

	"github.com/payhub/payhub/bff"
	wire "github.com/payhub/payhub/bff/upstream/cart"
	"github.com/payhub/payhub/bff/upstream/payables"
	"github.com/payhub/payhub/sandbox/ewallet"
	"github.com/payhub/payhub/sandbox/internal/respond"
)

// defaultMethods are the tender types quoted when a fees request names none.
func defaultMethods() []string { return []string{tenderCard, tenderBank, tenderPayPal} }

// load reads the request's cart.
func (h *handler) load(r *http.Request) (Record, error) {
	client, site := site(r)
	return h.store.Load(r.Context(), client, site, r.PathValue("cartId"))
}

// fee quotes the cart's fee for one tender type (spec 000 §7 "POST .../fee").
func (h *handler) fee(w http.ResponseWriter, r *http.Request) {
	var req wire.FeeRequest
	if err := respond.Decode(w, r, &req); err != nil {
		writeError(w, r, h.logger, err)
		return
	}
	rec, err := h.load(r)
	if err != nil {
		writeError(w, r, h.logger, err)
		return
	}
	out, err := h.cartFees(r, rec, []string{req.Type})
	if err != nil {
		writeError(w, r, h.logger, err)
		return
	}
	respond.JSON(w, http.StatusOK, out.Fees[req.Type])
}

// fees quotes the cart's fee for each method (spec 000 §7 "POST .../fees";
// §3: "Convenience fees are keyed by tender type").
func (h *handler) fees(w http.ResponseWriter, r *http.Request) {
	var req wire.FeesRequest
	if err := respond.Decode(w, r, &req); err != nil {
		writeError(w, r, h.logger, err)
		return
	}
	rec, err := h.load(r)
	if err != nil {
		writeError(w, r, h.logger, err)
		return
	}
	methods := req.Methods
	if len(methods) == 0 {
		methods = defaultMethods()
	}
	out, err := h.cartFees(r, rec, methods)
	if err != nil {
		writeError(w, r, h.logger, err)
		return
	}
	respond.JSON(w, http.StatusOK, out)
}

// cartFees is the fee of each method on rec: the sum of its transactions'
// fees, as check-out computes it.
func (h *handler) cartFees(r *http.Request, rec Record, methods []string) (wire.FeesResponse, error) {
	rules, err := h.store.FeeRules(r.Context(), rec.Client, rec.Site)
	if err != nil {
		return wire.FeesResponse{}, err
	}
	out := wire.FeesResponse{Fees: make(map[string]wire.Fee, len(methods))}
	for _, m := range methods {
		if !knownTender(m) {
			return wire.FeesResponse{}, bff.Errorf(bff.CodeInvalid, "Unknown tender type %q.", m)
		}
		_, fee, err := h.quote(r.Context(), rec, m)
		if err != nil {
			return wire.FeesResponse{}, err
		}
		out.Fees[m] = wire.Fee{Amount: fee.String(), Description: describe(ruleFor(rules, m), language(r))}
	}
	return out, nil
}

// itemPayable reads the payable of a fee quote outside the cart, which must
// be the site's, and the amount to quote (the payable's when empty).
func (h *handler) itemPayable(r *http.Request, client, site, path, amount string) (payables.Payable, Cents, error) {
	p, err := h.store.Payable(r.Context(), path, language(r))
	if bff.ErrorCode(err) == bff.CodeNotFound || (err == nil && (p.Client != client || (p.Site != "" && p.Site != site))) {
		return payables.Payable{}, 0, fail(wire.ErrPayableNotFound, "No payable at "+path+" for this site.")
	}
	if err != nil {
		return payables.Payable{}, 0, err
	}
	var a *string
	if amount != "" {
		a = &amount
	}
	cents, err := itemAmount(p, a)
	return p, cents, err
}

// itemFees quotes one payable's fee for every tender type it allows (spec
// 000 §7 "POST /action/calculate_item_fees").
func (h *handler) itemFees(w http.ResponseWriter, r *http.Request) {
	var req wire.ItemFeesRequest
	if err := respond.Decode(w, r, &req); err != nil {
		writeError(w, r, h.logger, err)
		return
	}
	client, site := normalize(req.Client), normalize(req.Site)
	p, amount, err := h.itemPayable(r, client, site, req.PayablePath, req.Amount)
	if err != nil {
		writeError(w, r, h.logger, err)
		return
	}
	methods := slices.DeleteFunc(slices.Clone(p.AllowedTenderTypes), func(t string) bool { return !knownTender(t) })
	if len(p.AllowedTenderTypes) == 0 {
		methods = defaultMethods()
	}
	out, err := h.feeQuotes(r.Context(), client, site, methods, amount, language(r))
	if err != nil {
		writeError(w, r, h.logger, err)
		return
	}
	respond.JSON(w, http.StatusOK, out)
}

// itemFeeSingleTender quotes one payable's fee for one tender type in the
// cart's site (spec 000 §7 "POST .../calculate_item_fee_single_tender").
func (h *handler) itemFeeSingleTender(w http.ResponseWriter, r *http.Request) {
	var req wire.ItemFeeRequest
	if err := respond.Decode(w, r, &req); err != nil {
		writeError(w, r, h.logger, err)
		return
	}
	rec, err := h.load(r)
	if err == nil && req.EwalletToken != "" {
		err = h.checkToken(req.EwalletToken, rec.ID)
	}
	if err != nil {
		writeError(w, r, h.logger, err)
		return
	}
	_, amount, err := h.itemPayable(r, rec.Client, rec.Site, req.PayablePath, req.Amount)
	if err != nil {
		writeError(w, r, h.logger, err)
		return
	}
	out, err := h.feeQuotes(r.Context(), rec.Client, rec.Site, []string{req.TenderType}, amount, language(r))
	if err != nil {
		writeError(w, r, h.logger, err)
		return
	}
	respond.JSON(w, http.StatusOK, out.Fees[req.TenderType])
}

// checkToken checks that token is a valid e-wallet token of cart cartID.
func (h *handler) checkToken(token, cartID string) error {
	c, err := h.tokens.Verify(token)
	if err != nil {
		return bff.Wrap(err, bff.CodeInvalid, "The e-wallet token is not valid.")
	}
	if c.CartID != cartID {
		return bff.Errorf(bff.CodeInvalid, "The e-wallet token is for another cart.")
	}
	return nil
}

// origin checks that s is a page origin: http(s), a host, nothing after.
func origin(s string) error {
	u, err := url.Parse(s)
	if err != nil || (u.Scheme != "http" && u.Scheme != "https") || u.Host == "" ||
		(u.Path != "" && u.Path != "/") || u.RawQuery != "" || u.Fragment != "" || u.User != nil {
		return bff.Errorf(bff.CodeInvalid, "The origin must be a page origin such as https://county.example.")
	}
	return nil
}

// issue answers the tokens of the request's cart for userID, the page
// origin and the origins of the pages around it (spec 000 §7 "POST
// .../get_tokens": dv_token, ewallet_token), with an e-wallet token for
// the card input and another for the bank input.
func (h *handler) issue(w http.ResponseWriter, r *http.Request, userID *string, pageOrigin string, ancestors []string) {
	for _, o := range append([]string{pageOrigin}, ancestors...) {
		if err := origin(o); err != nil {
			writeError(w, r, h.logger, err)
			return
		}
	}
	trimmed := make([]string, 0, len(ancestors))
	for _, a := range ancestors {
		trimmed = append(trimmed, strings.TrimSuffix(a, "/"))
	}
	rec, err := h.load(r)
	if err == nil {
		err = rec.changeable(h.now(), false)
	}
	if err != nil {
		writeError(w, r, h.logger, err)
		return
	}
	user := rec.UserID
	if userID != nil {
		user = *userID
	}
	// One token per input: each tokenizes only its own kind of tender.
	tokens := map[string]string{}
	for _, kind := range []string{ewallet.KindCard, ewallet.KindBank} {
		tok, err := h.tokens.Issue(ewallet.Claims{CartID: rec.ID, Client: rec.Client, Site: rec.Site, Kind: kind,
			Origin: strings.TrimSuffix(pageOrigin, "/"), Ancestors: trimmed, UserID: user})
		if err != nil {
			writeError(w, r, h.logger, err)
			return
		}
		tokens[kind] = tok
	}
	respond.JSON(w, http.StatusOK, wire.TokensResponse{DVToken: newID("dv_"),
		EwalletToken: tokens[ewallet.KindCard], BankEwalletToken: tokens[ewallet.KindBank]})
}

func (h *handler) getTokens(w http.ResponseWriter, r *http.Request) {
	var req wire.TokensRequest
	if err := respond.Decode(w, r, &req); err != nil {
		writeError(w, r, h.logger, err)
		return
	}
	h.issue(w, r, nil, req.Origin, req.Ancestors)
}

func (h *handler) getTokensForUser(w http.ResponseWriter, r *http.Request) {
	var req wire.TokensForUserRequest
	if err := respond.Decode(w, r, &req); err != nil {
		writeError(w, r, h.logger, err)
		return
	}
	if strings.TrimSpace(req.UserID) == "" {
		writeError(w, r, h.logger, bff.Errorf(bff.CodeInvalid, "A user id is required."))
		return
	}
	h.issue(w, r, &req.UserID, req.Origin, req.Ancestors)
}

// transactions splits the cart into its immediate and delayed transactions
// with their fees (spec 000 §7 "POST .../transactions"). The tender is
// named by an e-wallet token of this cart, a vault token, or a bank
// account number and type, which is only checked for presence and never
// kept.
func (h *handler) transactions(w http.ResponseWriter, r *http.Request) {
	var req wire.TransactionsRequest
	if err := respond.Decode(w, r, &req); err != nil {
		writeError(w, r, h.logger, err)
		return
	}
	if !knownTender(req.TenderType) {
		writeError(w, r, h.logger, bff.Errorf(bff.CodeInvalid, "Unknown tender type %q.", req.TenderType))
		return
	}
	if req.EwalletToken == "" && req.VaultToken == "" && (req.BankAccountNumber == "" || req.BankAccountType == "") {
		writeError(w, r, h.logger, bff.Errorf(bff.CodeInvalid,
			"Name the tender by an e-wallet token, a vault token, or a bank account number and type."))
		return
	}
	rec, err := h.load(r)
	if err == nil && req.EwalletToken != "" {
		err = h.checkToken(req.EwalletToken, rec.ID)
	}
	if err != nil {
		writeError(w, r, h.logger, err)
		return
	}
	out, _, err := h.quote(r.Context(), rec, req.TenderType)
	if err != nil {
		writeError(w, r, h.logger, err)
		return
	}
	respond.JSON(w, http.StatusOK, out)
}
