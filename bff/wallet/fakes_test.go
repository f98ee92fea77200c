package wallet

import (
	"context"
	"net/http"
	"sync"

	"github.com/payhub/payhub/bff"
	"github.com/payhub/payhub/bff/upstream"
	api "github.com/payhub/payhub/bff/upstream/wallet"
)

// fakeService is a wallet service of one store of tenders by user, with
// the calls it was asked recorded; a set failure answers the named call.
type fakeService struct {
	mu        sync.Mutex
	tenders   map[string][]api.Tender // by user id
	validates []api.ValidateRequest
	fail      map[string]error // by call name
	saved     []api.SaveRequest
	claims    []api.ClaimRequest
	setups    []api.PayPalSetupRequest
	userToken api.UserTokenResponse
}

var _ Service = (*fakeService)(nil)

func newFake(user string, ts ...api.Tender) *fakeService {
	return &fakeService{tenders: map[string][]api.Tender{user: ts}, fail: map[string]error{}}
}

// statusErr is the error the upstream client answers for status.
func statusErr(status int, code, msg string) error {
	return &bff.Error{Code: bff.CodeUpstreamFailed, Message: "upstream",
		Err: &upstream.StatusError{Service: "wallet", Status: status, Code: code, Message: msg}}
}

func (f *fakeService) find(user, id string) (api.Tender, bool) {
	for _, t := range f.tenders[user] {
		if t.TenderID == id {
			return t, true
		}
	}
	return api.Tender{}, false
}

func (f *fakeService) Tenders(_ context.Context, user string) ([]api.Tender, error) {
	f.mu.Lock()
	defer f.mu.Unlock()
	if err := f.fail["tenders"]; err != nil {
		return nil, err
	}
	return append([]api.Tender(nil), f.tenders[user]...), nil
}

func (f *fakeService) SavePaymentInfo(_ context.Context, user string, req api.SaveRequest, _ string) (api.Tender, error) {
	f.mu.Lock()
	defer f.mu.Unlock()
	if err := f.fail["save"]; err != nil {
		return api.Tender{}, err
	}
	f.saved = append(f.saved, req)
	t := api.Tender{TenderID: "wt_saved", UserID: user, Type: api.TenderCard, CardBrand: "Visa", LastDigits: "4242",
		Nickname: req.Nickname, UserName: req.UserName, DisplayInWallet: true, CardExpirationMonth: 4, CardExpirationYear: 2029}
	f.tenders[user] = append(f.tenders[user], t)
	return t, nil
}

// AddTender saves every token as a bank account ending in 6789; as the
// wallet service does, a declared type other than bank is refused before
// anything is stored, and a token saved before answers its tender.
func (f *fakeService) AddTender(_ context.Context, user string, req api.SaveRequest, _ string) (api.Tender, error) {
	f.mu.Lock()
	defer f.mu.Unlock()
	f.saved = append(f.saved, req)
	if req.Type != "" && req.Type != api.TenderBank {
		return api.Tender{}, statusErr(http.StatusUnprocessableEntity, "tender_mismatch", "not of the declared type")
	}
	if t, ok := f.find(user, "wt_added"); ok {
		return t, nil
	}
	t := api.Tender{TenderID: "wt_added", UserID: user, Type: api.TenderBank, BankAccountType: "checking",
		LastDigits: "6789", UserName: req.UserName, DisplayInWallet: true}
	f.tenders[user] = append(f.tenders[user], t)
	return t, nil
}

func (f *fakeService) UpdateTender(_ context.Context, user, id string, req api.UpdateRequest) (api.Tender, error) {
	f.mu.Lock()
	defer f.mu.Unlock()
	for i, t := range f.tenders[user] {
		if t.TenderID == id {
			if req.Nickname != nil {
				f.tenders[user][i].Nickname = *req.Nickname
			}
			return f.tenders[user][i], nil
		}
	}
	return api.Tender{}, statusErr(http.StatusNotFound, "not_found", "no such tender")
}

func (f *fakeService) RemoveTender(_ context.Context, user, id string) error {
	f.mu.Lock()
	defer f.mu.Unlock()
	if err := f.fail["remove"]; err != nil {
		return err
	}
	ts := f.tenders[user]
	for i, t := range ts {
		if t.TenderID == id {
			f.tenders[user] = append(ts[:i:i], ts[i+1:]...)
			return nil
		}
	}
	return statusErr(http.StatusNotFound, "not_found", "no such tender")
}

func (f *fakeService) SetLastUsed(_ context.Context, user, id string) (api.Tender, error) {
	f.mu.Lock()
	defer f.mu.Unlock()
	if _, ok := f.find(user, id); !ok {
		return api.Tender{}, statusErr(http.StatusNotFound, "not_found", "no such tender")
	}
	var out api.Tender
	for i := range f.tenders[user] {
		t := &f.tenders[user][i]
		t.IsLastUsed = t.TenderID == id
		if t.IsLastUsed {
			out = *t
		}
	}
	return out, nil
}

func (f *fakeService) ClaimTender(_ context.Context, token string, req api.ClaimRequest, _ string) (api.Tender, error) {
	f.mu.Lock()
	defer f.mu.Unlock()
	f.claims = append(f.claims, req)
	t := api.Tender{TenderID: "wt_claimed", UserID: req.NewUserID, Type: api.TenderCard, CardBrand: "Visa",
		LastDigits: "1111", DisplayInWallet: true, CardOnFileDisclosure: true}
	f.tenders[req.NewUserID] = append(f.tenders[req.NewUserID], t)
	return t, nil
}

func (f *fakeService) PayPalSetupToken(_ context.Context, _ string, req api.PayPalSetupRequest) (api.PayPalSetupResponse, error) {
	f.mu.Lock()
	defer f.mu.Unlock()
	f.setups = append(f.setups, req)
	return api.PayPalSetupResponse{SetupToken: "st_1", ApproveURL: "http://paypal.test/approve?token=st_1"}, nil
}

func (f *fakeService) AddPayPal(_ context.Context, user string, req api.PayPalTenderRequest, _ string) (api.Tender, error) {
	f.mu.Lock()
	defer f.mu.Unlock()
	t := api.Tender{TenderID: "wt_pp", UserID: user, Type: api.TenderPayPal, PaypalEmail: "buyer@example.com",
		Nickname: req.Nickname, DisplayInWallet: true}
	f.tenders[user] = append(f.tenders[user], t)
	return t, nil
}

func (f *fakeService) Validate(_ context.Context, user, id string, req api.ValidateRequest) (api.ValidateResponse, error) {
	f.mu.Lock()
	defer f.mu.Unlock()
	f.validates = append(f.validates, req)
	if err := f.fail["validate"]; err != nil {
		return api.ValidateResponse{}, err
	}
	t, ok := f.find(user, id)
	if !ok {
		return api.ValidateResponse{}, statusErr(http.StatusNotFound, "not_found", "no such tender")
	}
	return api.ValidateResponse{Token: "tndr_fromwallet", Type: t.Type, CardBrand: t.CardBrand, LastDigits: t.LastDigits,
		BankAccountType: t.BankAccountType}, nil
}

func (f *fakeService) UserToken(_ context.Context, _ string, _ api.UserTokenRequest) (api.UserTokenResponse, error) {
	return f.userToken, nil
}
