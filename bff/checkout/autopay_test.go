package checkout

import (
	"context"
	"errors"
	"testing"
	"time"

	"github.com/payhub/payhub/bff"
	"github.com/payhub/payhub/bff/schedule"
	"github.com/payhub/payhub/bff/texts"
	"github.com/payhub/payhub/bff/upstream/cart"
	"github.com/payhub/payhub/bff/upstream/history"
	"github.com/payhub/payhub/bff/upstream/payables"
	api "github.com/payhub/payhub/bff/upstream/schedpay"
)

// fakeAutopay records the enrolments it was asked to create.
type fakeAutopay struct {
	reqs []schedule.Request
	got  []schedule.Enrollment
}

var _ Autopay = (*fakeAutopay)(nil)

func (f *fakeAutopay) Enroll(_ context.Context, req schedule.Request, e schedule.Enrollment) schedule.EnrollmentResult {
	f.reqs, f.got = append(f.reqs, req), append(f.got, e)
	if e.TenderID == "" {
		return schedule.EnrollmentResult{CartItemID: e.CartItemID, Code: "unprocessable", Message: "no tender"}
	}
	return schedule.EnrollmentResult{CartItemID: e.CartItemID, Enrolled: true, PlanID: "plan-" + e.CartItemID, Message: "enrolled"}
}

// autopayNow is 10 March 2026, 15:00 UTC.
var autopayNow = time.Date(2026, 3, 10, 15, 0, 0, 0, time.UTC)

// autopayCart holds the water bill (autopay before due), the vehicle
// renewal (yearly autopay) and a property tax bill (neither).
func autopayCart() cart.Cart {
	water := payables.Payable{Path: "sunshine/demo/utilities/U-5001", DisplayName: "Water Bill - U-5001", Amount: "76.25", DueAt: "2026-03-30",
		ScheduledPaymentsConfig: &payables.ScheduledPaymentsConfig{MinDaysBeforeDue: 1, MaxDaysBeforeDue: 15, DenyDuplicatePlans: true,
			AllowedTypes: payables.AllowedTypes{Recurring: payables.ScheduleAmounts{BeforeDue: []string{payables.AmountDue}}}}}
	vehicle := payables.Payable{Path: "sunshine/demo/vehicle-renewal/ABC1234", DisplayName: "Vehicle renewal", Amount: "45.60", DueAt: "2026-04-24",
		ScheduledPaymentsConfig: &payables.ScheduledPaymentsConfig{LimitToYearlyDate: "04-24",
			AllowedTypes: payables.AllowedTypes{Recurring: payables.ScheduleAmounts{YearlyOnDate: []string{payables.AmountDue}}}}}
	return cart.Cart{ID: "c1", Subtotal: "1356.41", Count: 3, Items: []cart.Item{
		{ID: "i1", Path: propertyTax().Path, Payable: propertyTax(), Amount: "1234.56"},
		{ID: "iw", Path: water.Path, Payable: water, Amount: "76.25"},
		{ID: "iv", Path: vehicle.Path, Payable: vehicle, Amount: "45.60"},
	}}
}

// autopayCheckout pays autopayCart with the wallet w, recording the cart
// service's check-out requests in sent.
func autopayCheckout(w SavedTenders, a Autopay, sent *[]cart.CheckOutRequest) *Checkout {
	c := autopayCart()
	carts := fakeCarts{
		get: func(context.Context, string, string, string) (cart.Cart, error) { return c, nil },
		checkOut: func(_ context.Context, _, _, _ string, req cart.CheckOutRequest, _ string, _ bff.Language) (cart.CheckOutResponse, error) {
			*sent = append(*sent, req)
			return cart.CheckOutResponse{ConfirmationNumber: "PH-1", ReceiptID: "PH-1", Total: "1385.42", FeeTotal: "29.01"}, nil
		},
	}
	return &Checkout{Carts: carts, SavedTenders: w, Autopay: a, Now: func() time.Time { return autopayNow },
		Receipts: fakeReceipts{receipt: func(context.Context, string) (history.Receipt, error) {
			return history.Receipt{}, errors.New("history down")
		}}}
}

var resident = &schedule.User{ID: "usr-ana", Email: "ana@example.com", Name: "Ana Diaz"}

func autopayInput(items ...string) CheckOutInput {
	in := savedTenderInput()
	in.Expected.Subtotal = "1356.41"
	for _, id := range items {
		in.ScheduledPaymentEnrollments = append(in.ScheduledPaymentEnrollments, EnrollmentInput{CartItemID: id, TermsAccepted: true})
	}
	in.Resident = resident
	return in
}

func TestCheckOut_CHK10_API19_AUTOPAY02_AUTOPAY04_enrolmentsAreBuiltBeforeAndSentWithTheCheckOut(t *testing.T) {
	w, a := &fakeSavedTenders{}, &fakeAutopay{}
	var sent []cart.CheckOutRequest
	s := autopayCheckout(w, a, &sent)
	in := autopayInput("iw", "iv")
	if err := in.Validate(bff.English); err != nil {
		t.Fatal(err)
	}
	res, err := s.CheckOut(t.Context(), signedInUser, in, "key-1", bff.Spanish)
	if err != nil {
		t.Fatal(err)
	}
	es := sent[0].ScheduledPaymentEnrollments
	if len(es) != 2 || es[0].CartItemID != "iw" || es[1].CartItemID != "iv" {
		t.Fatalf("API-19: enrolments sent %+v", es)
	}
	terms := texts.Message(texts.ScheduleTerms, bff.Spanish)
	for _, e := range es {
		if e.Agreement.Terms != terms || !e.Agreement.Time.Equal(autopayNow) {
			t.Errorf("AUTOPAY-02: agreement %+v", e.Agreement)
		}
	}
	if r := es[0].FrequencyRule; r.Type != api.RecurringBeforeDue || *r.DaysBeforeDue != 4 {
		t.Errorf("SCHED-34: water rule %+v", r)
	}
	if r := es[1].FrequencyRule; r.Type != api.RecurringYearlyOnDate || r.StartDate != "2027-04-24" {
		t.Errorf("SCHED-35: vehicle rule %+v", r)
	}
	if len(a.got) != 2 || a.got[0].TenderID != "wt_visa" || a.got[0].PayablePath != "sunshine/demo/utilities/U-5001" ||
		a.got[1].Rule.Type != api.RecurringYearlyOnDate || a.got[0].Terms != terms {
		t.Errorf("enrolled after the payment: %+v", a.got)
	}
	if u := a.reqs[0].User; u.ID != "usr-ana" || u.Email != "ana@example.com" || u.Language != "es" || u.TimeZone != schedule.DefaultTimeZone {
		t.Errorf("the plan's user %+v", u)
	}
	if len(res.ScheduledPaymentEnrollments) != 2 || !res.ScheduledPaymentEnrollments[1].Enrolled {
		t.Errorf("AUTOPAY-05: results %+v", res.ScheduledPaymentEnrollments)
	}
}

func TestCheckOut_AUTOPAY_aNewTenderSavedWithThePaymentPaysThePlan(t *testing.T) {
	w, a := &fakeSavedTenders{}, &fakeAutopay{}
	var sent []cart.CheckOutRequest
	s := autopayCheckout(w, a, &sent)
	in := autopayInput("iw")
	in.Tender = validInput().Tender
	in.SaveTender = &SaveTenderInput{}
	in.Normalize()
	res, err := s.CheckOut(t.Context(), signedInUser, in, "key-2", bff.English)
	if err != nil || len(a.got) != 1 || a.got[0].TenderID != "wt_new" || !res.ScheduledPaymentEnrollments[0].Enrolled {
		t.Fatalf("%+v, %v; enrolments %+v", res, err, a.got)
	}
	w.saveErr = errors.New("wallet down")
	res, err = s.CheckOut(t.Context(), signedInUser, in, "key-3", bff.English)
	if err != nil || res.TenderSaveError == "" || len(res.ScheduledPaymentEnrollments) != 1 || res.ScheduledPaymentEnrollments[0].Enrolled {
		t.Errorf("an unsaved tender pays no plan: %+v, %v", res.ScheduledPaymentEnrollments, err)
	}
}

func TestCheckOutInput_AUTOPAY03_AUTOPAY11_refusedBeforeAnythingIsCharged(t *testing.T) {
	for _, c := range []struct {
		name   string
		change func(*CheckOutInput)
		code   bff.Code
		key    string
	}{
		{"AUTOPAY-03 terms not accepted", func(in *CheckOutInput) { in.ScheduledPaymentEnrollments[0].TermsAccepted = false }, bff.CodeInvalid, texts.ScheduleTermsRequired},
		{"an item twice", func(in *CheckOutInput) {
			in.ScheduledPaymentEnrollments = append(in.ScheduledPaymentEnrollments, in.ScheduledPaymentEnrollments[0])
		}, bff.CodeInvalid, texts.AutopayItemTwice},
		{"AUTOPAY-11 a new card not saved", func(in *CheckOutInput) { in.Tender = validInput().Tender }, bff.CodeUnprocessable, texts.AutopaySavedTender},
		{"AUTOPAY-11 PayPal", func(in *CheckOutInput) { in.Tender.Type = TenderPayPal }, bff.CodeUnprocessable, texts.ScheduleTenderType},
	} {
		in := autopayInput("iw")
		c.change(&in)
		in.Normalize()
		err := in.Validate(bff.English)
		if bff.ErrorCode(err) != c.code || (c.key != "" && bff.ErrorMessage(err) != texts.Message(c.key, bff.English)) {
			t.Errorf("%s: %v", c.name, err)
		}
	}
}

func TestCheckOut_ROLE22_AUTOPAY11_AUTOPAY12_refusalsCheckNothingOut(t *testing.T) {
	for _, c := range []struct {
		name   string
		guest  Guest
		in     func() CheckOutInput
		payErr bool
		code   bff.Code
		key    string
	}{
		{"ROLE-22 a guest", Guest{Client: "sunshine", Site: "demo", UserID: "anon-1", CartID: "c1"},
			func() CheckOutInput { in := autopayInput("iw"); in.Resident = nil; return in }, false, bff.CodeSignInRequired, texts.ScheduleSignIn},
		{"AUTOPAY-12 not eligible", signedInUser, func() CheckOutInput { return autopayInput("i1") }, false, bff.CodeUnprocessable, texts.AutopayNotEligible},
		{"not in the cart", signedInUser, func() CheckOutInput { return autopayInput("nope") }, false, bff.CodeUnprocessable, texts.AutopayItemNotInCart},
		{"time zone", signedInUser, func() CheckOutInput { in := autopayInput("iw"); in.TimeZone = "Nowhere/Town"; return in }, false, bff.CodeInvalid, texts.ScheduleTimeZone},
		{"AUTOPAY-11 a saved PayPal account", signedInUser, func() CheckOutInput { return autopayInput("iw") }, true, bff.CodeUnprocessable, texts.ScheduleTenderType},
	} {
		w, a := &fakeSavedTenders{}, &fakeAutopay{}
		if c.payErr {
			w.payAs = TenderPayPal
		}
		var sent []cart.CheckOutRequest
		s := autopayCheckout(w, a, &sent)
		_, err := s.CheckOut(t.Context(), c.guest, c.in(), "k", bff.English)
		if bff.ErrorCode(err) != c.code || (c.key != "" && bff.ErrorMessage(err) != texts.Message(c.key, bff.English)) {
			t.Errorf("%s: %v", c.name, err)
		}
		if len(sent) != 0 || len(a.got) != 0 {
			t.Errorf("%s: checked out %d, enrolled %d", c.name, len(sent), len(a.got))
		}
	}
	s := autopayCheckout(&fakeSavedTenders{}, nil, &[]cart.CheckOutRequest{})
	s.Autopay = nil
	if _, err := s.CheckOut(t.Context(), signedInUser, autopayInput("iw"), "k", bff.English); bff.ErrorCode(err) != bff.CodeUnavailable {
		t.Errorf("without autopay: %v", err)
	}
}

// The refusals of an enrolment are shown in the resident's language, with
// the English message for the logs.
func TestCheckOut_autopayRefusalsAreShownInTheResidentsLanguage(t *testing.T) {
	twice := autopayInput("iw", "iw")
	twice.Normalize()
	var e *bff.Error
	if err := twice.Validate(bff.Spanish); !errors.As(err, &e) || e.DisplayMessage != texts.Message(texts.AutopayItemTwice, bff.Spanish) ||
		e.Message != texts.Message(texts.AutopayItemTwice, bff.English) {
		t.Errorf("an item twice: %v, want %q shown", err, texts.Message(texts.AutopayItemTwice, bff.Spanish))
	}
	zone := autopayInput("iw")
	zone.TimeZone = "Nowhere/Town"
	for _, c := range []struct {
		name    string
		autopay Autopay
		in      CheckOutInput
		key     string
	}{
		{"time zone", &fakeAutopay{}, zone, texts.ScheduleTimeZone},
		{"without autopay", nil, autopayInput("iw"), texts.AutopayUnavailable},
	} {
		s := autopayCheckout(&fakeSavedTenders{}, c.autopay, &[]cart.CheckOutRequest{})
		if c.autopay == nil {
			s.Autopay = nil
		}
		_, err := s.CheckOut(t.Context(), signedInUser, c.in, "k", bff.Spanish)
		if !errors.As(err, &e) || e.DisplayMessage != texts.Message(c.key, bff.Spanish) || e.Message != texts.Message(c.key, bff.English) {
			t.Errorf("%s: %v, want %q shown", c.name, err, texts.Message(c.key, bff.Spanish))
		}
	}
}

// Each enrolment's plan is created with a key of the check-out's own
// Idempotency-Key and its cart item, so that a check-out sent again after
// its enrolment's answer was lost finds the plan made the first time.
func TestCheckOut_eachEnrolmentsPlanIsKeyedByTheCheckOutAndItsItem(t *testing.T) {
	w, a := &fakeSavedTenders{}, &fakeAutopay{}
	var sent []cart.CheckOutRequest
	s := autopayCheckout(w, a, &sent)
	if _, err := s.CheckOut(t.Context(), signedInUser, autopayInput("iw", "iv"), "key-1", bff.English); err != nil {
		t.Fatal(err)
	}
	if len(a.got) != 2 {
		t.Fatalf("enrolments %+v", a.got)
	}
	for i, item := range []string{"iw", "iv"} {
		if want := schedule.EnrollmentKey("key-1", item); a.got[i].Key != want || want == "" {
			t.Errorf("enrolment of %s keyed %q, want %q", item, a.got[i].Key, want)
		}
	}
}
