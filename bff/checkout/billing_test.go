package checkout

import (
	"context"
	"encoding/json"
	"net/http/httptest"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/payhub/payhub/bff"
	"github.com/payhub/payhub/bff/texts"
	"github.com/payhub/payhub/bff/upstream"
	"github.com/payhub/payhub/bff/upstream/addresses"
	"github.com/payhub/payhub/bff/upstream/cart"
	"github.com/payhub/payhub/bff/upstream/history"
	"github.com/payhub/payhub/sandbox"
)

func billingAddress() *AddressInput {
	return &AddressInput{Name: "Ana Diaz", Address1: "12 Palm Way", City: "Sunshine", State: "FL",
		Country: "US", PostalCode: "32801"}
}

// TestTenderInput_TENDER02_carriesTokenBankAccountTypeUserNameAndBillingAddress proves TENDER-02.
func TestTenderInput_TENDER02_carriesTokenBankAccountTypeUserNameAndBillingAddress(t *testing.T) {
	var in CheckOutInput
	body := `{"tender":{"type":"bank","ewalletToken":"tndr_abc123","bankAccountType":"Savings","userName":" Ana Diaz ",
		"billingAddress":{"address1":"12 Palm Way","city":"Sunshine","state":"FL","country":"us","postalCode":"32801"}},
		"extraFields":{"email":"ana@example.com"},"expected":{"subtotal":"1.00","fee":"0.00"}}`
	if err := json.Unmarshal([]byte(body), &in); err != nil {
		t.Fatal(err)
	}
	in.Normalize()
	if err := in.Validate(bff.English); err != nil {
		t.Fatalf("Validate: %v", err)
	}
	tn := in.Tender
	if tn.Token != "tndr_abc123" || tn.BankAccountType != "savings" || tn.UserName != "Ana Diaz" ||
		tn.BillingAddress == nil || tn.BillingAddress.Country != "US" {
		t.Fatalf("tender %+v", tn)
	}
	b := billingOf(tn, in.ExtraFields)
	want := cart.Billing{Name: "Ana Diaz", Email: "ana@example.com", Address1: "12 Palm Way", City: "Sunshine",
		State: "FL", PostalCode: "32801", Country: "US"}
	if b != want {
		t.Fatalf("billing %+v, want %+v", b, want)
	}

	// The account number is typed only into the wallet host's frame: a
	// tender carrying one is refused, and the message never echoes it.
	for name, change := range map[string]func(*TenderInput){
		"an account number":            func(t *TenderInput) { t.BankAccountNumber = "000123456789" },
		"an account type for a card":   func(t *TenderInput) { t.Type, t.BankAccountType = "card", "checking" },
		"an unknown bank account type": func(t *TenderInput) { t.BankAccountType = "brokerage" },
	} {
		bad := in
		bad.Tender.BillingAddress = nil
		change(&bad.Tender)
		err := bad.Validate(bff.English)
		if bff.ErrorCode(err) != bff.CodeInvalid || strings.Contains(bff.ErrorMessage(err), "000123456789") {
			t.Errorf("%s: %v, want invalid without the number", name, err)
		}
	}
}

func TestTenderInput_TENDER18_TENDER19_billingAddressRequirements(t *testing.T) {
	cases := []struct {
		name   string
		change func(*AddressInput)
		ok     bool
	}{
		{"complete", func(*AddressInput) {}, true},
		{"TENDER-18 address1 missing", func(a *AddressInput) { a.Address1 = " " }, false},
		{"TENDER-18 city missing", func(a *AddressInput) { a.City = "" }, false},
		{"TENDER-18 state missing", func(a *AddressInput) { a.State = "" }, false},
		{"TENDER-18 country missing", func(a *AddressInput) { a.Country = "" }, false},
		{"TENDER-18 address2 is optional", func(a *AddressInput) { a.Address2 = "" }, true},
		{"TENDER-19 postal code missing in the US", func(a *AddressInput) { a.PostalCode = "" }, false},
		{"TENDER-19 postal code missing in Canada", func(a *AddressInput) { a.Country, a.State, a.PostalCode = "CA", "ON", "" }, false},
		{"TENDER-19 no postal code in Hong Kong", func(a *AddressInput) { a.Country, a.State, a.PostalCode = "hk", "Kowloon", "" }, true},
		{"TENDER-19 no postal code in Ireland is required", func(a *AddressInput) { a.Country, a.State, a.PostalCode = "IE", "Dublin", "" }, false},
		{"TENDER-19 no postal code in the Bahamas", func(a *AddressInput) { a.Country, a.State, a.PostalCode = "BS", "New Providence", "" }, true},
		{"country is a two-letter code", func(a *AddressInput) { a.Country = "USA" }, false},
		{"a field over 100 characters", func(a *AddressInput) { a.City = strings.Repeat("x", 101) }, false},
		{"a saved address needs its id", func(a *AddressInput) { a.IsSaved = true }, false},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			in := validInput()
			in.Tender.BillingAddress = billingAddress()
			tc.change(in.Tender.BillingAddress)
			in.Normalize()
			err := in.Validate(bff.English)
			if (err == nil) != tc.ok {
				t.Fatalf("Validate = %v, want ok %v", err, tc.ok)
			}
			if err != nil && bff.ErrorCode(err) != bff.CodeInvalid {
				t.Fatalf("code %v, want invalid", bff.ErrorCode(err))
			}
		})
	}
	// Without billing nothing of it is required.
	plain := validInput()
	plain.Normalize()
	if err := plain.Validate(bff.English); err != nil {
		t.Fatalf("no billing address: %v", err)
	}
}

func TestAddressInput_DLV03_carriesTheSpecFields(t *testing.T) {
	raw := `{"id":"adr_1","name":"Ana Diaz","address1":"12 Palm Way","address2":"Apt 4","city":"Sunshine","state":"FL",
		"country":"US","postalCode":"32801","nickname":"Home","addressType":"residential","save":true,"isBilling":true,
		"isSaved":true,"justSaved":true,"lastUsed":"2026-01-02T03:04:05Z","lobDeliveryString":"deliverable","billingSave":true}`
	var a AddressInput
	if err := json.Unmarshal([]byte(raw), &a); err != nil {
		t.Fatal(err)
	}
	back, err := json.Marshal(a)
	if err != nil {
		t.Fatal(err)
	}
	var got, want map[string]any
	if err := json.Unmarshal(back, &got); err != nil {
		t.Fatal(err)
	}
	if err := json.Unmarshal([]byte(raw), &want); err != nil {
		t.Fatal(err)
	}
	keys := func(m map[string]any) []string {
		out := make([]string, 0, len(m))
		for k := range m {
			out = append(out, k)
		}
		slices.Sort(out)
		return out
	}
	if !slices.Equal(keys(got), keys(want)) {
		t.Fatalf("fields %v, want %v", keys(got), keys(want))
	}
	for k, v := range want {
		if got[k] != v {
			t.Errorf("%s = %v, want %v", k, got[k], v)
		}
	}
}

// addressesAPI is the real sandbox addresses service over HTTP.
func addressesAPI(t *testing.T) *addresses.Client {
	t.Helper()
	srv, err := sandbox.New(t.Context(), sandbox.Options{Dir: t.TempDir()})
	if err != nil {
		t.Fatalf("sandbox.New: %v", err)
	}
	t.Cleanup(func() { srv.Close() })
	ts := httptest.NewServer(srv.Handler())
	t.Cleanup(ts.Close)
	pool := upstream.NewPool(upstream.Options{MaxRetries: -1})
	t.Cleanup(pool.Close)
	return addresses.NewClient(pool.Client("addresses", ts.URL+sandbox.PrefixAddresses))
}

// paidCheckout is a Checkout whose cart service approves every check-out.
func paidCheckout(addr Addresses, now time.Time) *Checkout {
	c := oneItemCart("c1")
	carts := fakeCarts{
		get: func(context.Context, string, string, string) (cart.Cart, error) { return c, nil },
		checkOut: func(context.Context, string, string, string, cart.CheckOutRequest, string, bff.Language) (cart.CheckOutResponse, error) {
			return cart.CheckOutResponse{ConfirmationNumber: "PH-1", ReceiptID: "PH-1", Total: "1263.57", FeeTotal: "29.01"}, nil
		},
	}
	return &Checkout{Carts: carts, Addresses: addr, Now: func() time.Time { return now },
		Receipts: fakeReceipts{receipt: func(context.Context, string) (history.Receipt, error) {
			return history.Receipt{ID: "PH-1", ConfirmationNumber: "PH-1"}, nil
		}}}
}

// signedInUser is a user id of a signed-in user; guests' begin with anon.
var signedInUser = Guest{Client: "sunshine", Site: "demo", UserID: "usr-ana", CartID: "c1"}

func TestCheckOut_DLV08_aNewBillingAddressMarkedToSaveIsStored(t *testing.T) {
	api := addressesAPI(t)
	s := paidCheckout(api, time.Now())
	for _, flag := range []string{"save", "billingSave"} {
		in := validInput()
		in.Tender.BillingAddress = billingAddress()
		in.Tender.BillingAddress.Nickname = flag
		if flag == "save" {
			in.Tender.BillingAddress.Save = true
		} else {
			in.Tender.BillingAddress.BillingSave = true
		}
		res, err := s.CheckOut(t.Context(), signedInUser, in, "k-"+flag, bff.English)
		if err != nil || res.DeliverySaveError != "" {
			t.Fatalf("%s: CheckOut = %+v, %v", flag, res, err)
		}
	}
	// Not marked to save: not stored.
	in := validInput()
	in.Tender.BillingAddress = billingAddress()
	if _, err := s.CheckOut(t.Context(), signedInUser, in, "k-nosave", bff.English); err != nil {
		t.Fatal(err)
	}
	saved, err := api.List(t.Context(), signedInUser.UserID)
	if err != nil {
		t.Fatal(err)
	}
	names := []string{}
	for _, a := range saved {
		if !a.IsBilling || a.Address1 != "12 Palm Way" || a.PostalCode != "32801" || a.Country != "US" {
			t.Errorf("saved %+v, want the billing address as entered", a)
		}
		names = append(names, a.Nickname)
	}
	slices.Sort(names)
	if !slices.Equal(names, []string{"billingSave", "save"}) {
		t.Fatalf("saved addresses %v, want the two marked to save", names)
	}
}

func TestCheckOut_DLV08_aGuestHasNoSavedAddresses(t *testing.T) {
	api := addressesAPI(t)
	s := paidCheckout(api, time.Now())
	in := validInput()
	in.Tender.BillingAddress = billingAddress()
	in.Tender.BillingAddress.Save = true
	res, err := s.CheckOut(t.Context(), guest, in, "k", bff.English)
	if err != nil || res.DeliverySaveError != "" {
		t.Fatalf("CheckOut = %+v, %v", res, err)
	}
	if saved, _ := api.List(t.Context(), guest.UserID); len(saved) != 0 {
		t.Fatalf("a guest's address was saved: %+v", saved)
	}
}

func TestCheckOut_DLV09_aSavedBillingAddressHasItsLastUsedUpdated(t *testing.T) {
	api := addressesAPI(t)
	first, err := api.Save(t.Context(), signedInUser.UserID, addresses.Address{Name: "Ana Diaz", Address1: "12 Palm Way",
		City: "Sunshine", State: "FL", PostalCode: "32801", Country: "US"})
	if err != nil {
		t.Fatal(err)
	}
	now := time.Date(2026, 5, 6, 7, 8, 9, 0, time.UTC)
	s := paidCheckout(api, now)
	in := validInput()
	in.Tender.BillingAddress = billingAddress()
	in.Tender.BillingAddress.ID, in.Tender.BillingAddress.IsSaved = first.ID, true
	res, err := s.CheckOut(t.Context(), signedInUser, in, "k", bff.English)
	if err != nil || res.DeliverySaveError != "" {
		t.Fatalf("CheckOut = %+v, %v", res, err)
	}
	saved, err := api.List(t.Context(), signedInUser.UserID)
	if err != nil {
		t.Fatal(err)
	}
	if len(saved) != 1 || saved[0].LastUsed == nil || !saved[0].LastUsed.Equal(now) {
		t.Fatalf("saved %+v, want one address last used at %v", saved, now)
	}
}

func TestCheckOut_DLV10_aFailedAddressSaveSetsDeliverySaveErrorAndKeepsTheReceipt(t *testing.T) {
	api := addressesAPI(t)
	s := paidCheckout(api, time.Now())
	cases := map[string]func(*AddressInput){
		"an unknown saved address": func(a *AddressInput) { a.ID, a.IsSaved = "adr_nosuch", true },
		// The addresses service refuses an incomplete address (spec 000 §5
		// "Address": name is required for a saved one).
		"an address it refuses": func(a *AddressInput) { a.Name, a.Save = "", true },
	}
	for name, change := range cases {
		t.Run(name, func(t *testing.T) {
			in := validInput()
			in.Tender.BillingAddress = billingAddress()
			change(in.Tender.BillingAddress)
			res, err := s.CheckOut(t.Context(), signedInUser, in, "k", bff.Spanish)
			if err != nil {
				t.Fatalf("the payment failed with the address: %v", err)
			}
			if res.ConfirmationNumber != "PH-1" || res.DeliverySaveError != texts.Message(texts.AddressSaveFailed, bff.Spanish) {
				t.Fatalf("result %+v, want the receipt with deliverySaveError in Spanish", res)
			}
			b, _ := json.Marshal(res)
			if !strings.Contains(string(b), `"deliverySaveError":`) {
				t.Fatalf("deliverySaveError is not on the wire: %s", b)
			}
		})
	}
}
