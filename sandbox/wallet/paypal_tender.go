package wallet

import (
	"net/http"
	"net/url"
	"slices"
	"strings"
	"time"

	"github.com/payhub/payhub/bff"
	upstream "github.com/payhub/payhub/bff/upstream/wallet"
	"github.com/payhub/payhub/sandbox/internal/respond"
	"github.com/payhub/payhub/sandbox/paypal"
	"github.com/payhub/payhub/sandbox/processor"
)

// createSetup answers POST /create_paypal_setup_token (API-69, WAL-14): a
// setup token of the user and the wallet host's page that approves it,
// which then sends the payer to return_url with ?setup_token=.
func (s *tenderService) createSetup(w http.ResponseWriter, r *http.Request) {
	user, err := userOf(r)
	if err != nil {
		s.fail(w, r, err)
		return
	}
	var req upstream.PayPalSetupRequest
	if err := respond.Decode(w, r, &req); err != nil {
		s.fail(w, r, err)
		return
	}
	if !httpURL(req.ReturnURL) {
		s.fail(w, r, bff.Errorf(bff.CodeInvalid, "The return_url must be an http or https address."))
		return
	}
	if !s.portalPage(req.ReturnURL) {
		s.fail(w, r, bff.Errorf(bff.CodeUnprocessable, "The return_url must be a page of the portal."))
		return
	}
	st := paypal.Setup{Token: paypal.NewSetupToken(), UserID: user, ClientDisplayName: strings.TrimSpace(req.ClientDisplayName),
		ReturnURL: req.ReturnURL, Status: paypal.SetupCreated, CreatedAt: s.now()}
	if err := s.setups.CreateSetup(r.Context(), st); err != nil {
		s.fail(w, r, err)
		return
	}
	respond.JSON(w, http.StatusOK, upstream.PayPalSetupResponse{SetupToken: st.Token,
		ApproveURL: s.walletURL + paypal.SetupPath + "?" + url.Values{"token": {st.Token}}.Encode()})
}

// httpURL reports whether s is an absolute http(s) address with a host and
// no user information.
func httpURL(s string) bool {
	u, err := url.Parse(s)
	return err == nil && (u.Scheme == "http" || u.Scheme == "https") && u.Host != "" && u.User == nil && u.Opaque == ""
}

// portalPage reports whether the http(s) address raw is a page of one of
// the portal's origins; with none configured, any is.
func (s *tenderService) portalPage(raw string) bool {
	if len(s.portalOrigins) == 0 {
		return true
	}
	u, err := url.Parse(raw)
	if err != nil {
		return false
	}
	return slices.ContainsFunc(s.portalOrigins, func(o string) bool {
		return strings.EqualFold(u.Scheme+"://"+u.Host, strings.TrimSuffix(o, "/"))
	})
}

// addPayPal answers POST /tenders/paypal (API-70, WAL-14): the approved,
// unused setup token of the user becomes a PayPal tender of the sandbox
// PayPal buyer. A token of another user answers 404; one not approved, or
// used for a tender since removed, 422; the same token again answers the
// tender it made.
func (s *tenderService) addPayPal(w http.ResponseWriter, r *http.Request) {
	user, err := userOf(r)
	if err != nil {
		s.fail(w, r, err)
		return
	}
	var req upstream.PayPalTenderRequest
	if err := respond.Decode(w, r, &req); err != nil {
		s.fail(w, r, err)
		return
	}
	req.SetupToken, req.Nickname = strings.TrimSpace(req.SetupToken), strings.TrimSpace(req.Nickname)
	if req.SetupToken == "" {
		s.fail(w, r, bff.Errorf(bff.CodeInvalid, "The setup token is required."))
		return
	}
	id := newID(TenderIDPrefix)
	t, err := s.wallet.StorePayPalTender(r.Context(), user, req.SetupToken, func(st paypal.Setup) (StoredTender, error) {
		t := StoredTender{Outcome: processor.Approved, Tender: upstream.Tender{TenderID: id, UserID: user,
			EwalletToken: newID(EwalletTokenPrefix), Type: upstream.TenderPayPal, Nickname: req.Nickname,
			DisplayInWallet: true, ForceMultiUseTender: true, PaypalEmail: st.PayerEmail,
			CreatedAt: s.now().UTC().Format(time.RFC3339)}}
		return t, CheckTender(t.Tender)
	})
	if err == nil && t.TenderID == id {
		s.logger.InfoContext(r.Context(), "paypal tender saved", "tender", t.TenderID)
	}
	if err != nil {
		s.fail(w, r, err)
		return
	}
	status := http.StatusOK
	if t.TenderID == id {
		status = http.StatusCreated
	}
	s.answer(w, status, t)
}
