package main

import (
	"encoding/json"
	"net/http"
	"net/url"
	"testing"
	"time"

	payhttp "github.com/payhub/payhub/bff/http"
)

// Scheduled payments and autopay over real HTTP between the BFF and the
// sandbox's scheduled payments, wallet, cart, payables and login services,
// with the sandbox clock moved to make runs fall due (spec 001 §4, §5;
// spec 000 §4 "Autopay").

const waterPath = "sunshine/demo/utilities/U-5001"

// planJSON is a plan as the schedules routes answer it.
type planJSON struct {
	ID          string `json:"id"`
	PayablePath string `json:"payablePath"`
	Status      struct{ Code, Text string }
	NextRun     *struct{ Kind, Date, Text string } `json:"nextRun"`
	Tender      struct{ TenderID, Type, LastDigits string }
	RunsError   bool `json:"runsError"`
}

// planDetailJSON is one plan with its runs.
type planDetailJSON struct {
	Plan planJSON `json:"plan"`
	Runs struct {
		Past      []struct{ Date, Status, Amount, ReceiptID, FailureReason string } `json:"past"`
		Projected []struct{ Date, Status string }                                   `json:"projected"`
	} `json:"runs"`
}

// monthlyWater is the form of the water bill's autopay: recurring 4 days
// before each due date, the amount due, with the saved tender tenderID.
func monthlyWater(tenderID string) map[string]any {
	return map[string]any{
		"payablePath":        waterPath,
		"frequency":          map[string]any{"value": "recurring", "spec": map[string]any{"kind": "beforeDue", "daysBeforeDue": "4"}},
		"amount":             map[string]any{"kind": "amountDue"},
		"tenderId":           tenderID,
		"termsAccepted":      true,
		"noEndDateConfirmed": true,
	}
}

func mustJSON(t *testing.T, v any) string {
	t.Helper()
	b, err := json.Marshal(v)
	if err != nil {
		t.Fatal(err)
	}
	return string(b)
}

func TestSchedules_e2e_SCHED01_SCHED14_aMonthlyWaterPlanPaysTwiceAsTheSandboxClockMoves(t *testing.T) {
	m, a, b, _ := startResidents(t)
	router := openAPIRouter(t, m.URL("bff"))
	base := m.URL("bff") + "/bff/v1/sunshine/demo"
	csrf := map[string]string{payhttp.CSRFHeader: payhttp.CSRFValue}
	if code, card := a.addCard("4242 4242 4242 4242", a.newKey()); code != http.StatusCreated {
		t.Fatalf("save a card: %d %+v", code, card)
	}
	card := a.savedTenders().Tenders[0]

	// The schedule form of the water bill: its defaults and the card.
	var form struct {
		Defaults struct {
			Value, Kind   string
			DaysBeforeDue int
		}
		AutopayEligible bool
		Tenders         []savedTenderJSON
		PlanExists      bool
	}
	raw := checkExchange(t, router, a.client, http.MethodGet, base+"/schedules/form?payablePath="+url.QueryEscape(waterPath), "", csrf, http.StatusOK)
	if err := json.Unmarshal(raw, &form); err != nil || form.Defaults.Kind != "beforeDue" || form.Defaults.Value != "recurring" ||
		form.Defaults.DaysBeforeDue != 4 || !form.AutopayEligible || len(form.Tenders) != 1 || form.PlanExists {
		t.Fatalf("SCHED-34/45/46: form %s", raw)
	}
	before := len(a.paymentIDs())

	hdr := map[string]string{payhttp.CSRFHeader: payhttp.CSRFValue, payhttp.IdempotencyHeader: a.newKey()}
	raw = checkExchange(t, router, a.client, http.MethodPost, base+"/schedules", mustJSON(t, monthlyWater(card.TenderID)), hdr, http.StatusCreated)
	var created planDetailJSON
	if err := json.Unmarshal(raw, &created); err != nil || created.Plan.ID == "" || created.Plan.Status.Code != "active" ||
		created.Plan.NextRun == nil || created.Plan.NextRun.Kind != "date" || created.Plan.Tender.TenderID != card.TenderID {
		t.Fatalf("SCHED-01: created %s", raw)
	}
	id := created.Plan.ID

	// The sandbox clock moves past two due dates: two runs are paid.
	advanceClock(t, m, 720*time.Hour)
	advanceClock(t, m, 720*time.Hour)
	var d planDetailJSON
	raw = checkExchange(t, router, a.client, http.MethodGet, base+"/schedules/"+id, "", csrf, http.StatusOK)
	if err := json.Unmarshal(raw, &d); err != nil {
		t.Fatal(err)
	}
	paid := 0
	for _, r := range d.Runs.Past {
		if r.Status == "paid" && r.ReceiptID != "" {
			paid++
		}
	}
	if paid != 2 || len(d.Runs.Projected) == 0 || d.Plan.RunsError {
		t.Fatalf("SCHED-14: after 60 days %d paid runs, want 2: %s", paid, raw)
	}
	if after := len(a.paymentIDs()); after-before != 2 {
		t.Errorf("past payments: %d new, want 2", after-before)
	}
	checkExchange(t, router, a.client, http.MethodGet, base+"/schedules", "", csrf, http.StatusOK)
	var list struct{ Plans []planJSON }
	if code := a.call(http.MethodGet, "/schedules", nil, nil, &list); code != http.StatusOK || len(list.Plans) != 1 || list.Plans[0].ID != id {
		t.Errorf("the list: %d %+v", code, list)
	}

	// Another resident: 404 on the plan, an empty list, and no way to
	// cancel it.
	for _, c := range []struct{ method, path string }{{http.MethodGet, "/schedules/" + id}, {http.MethodDelete, "/schedules/" + id}} {
		if code := b.call(c.method, c.path, nil, nil, nil); code != http.StatusNotFound {
			t.Errorf("another resident %s %s: %d, want 404", c.method, c.path, code)
		}
	}
	var bList struct{ Plans []planJSON }
	if code := b.call(http.MethodGet, "/schedules", nil, nil, &bList); code != http.StatusOK || len(bList.Plans) != 0 {
		t.Errorf("another resident's list: %d %+v", code, bList)
	}

	// SCHED-41: the water bill denies the resident a second plan (that
	// another resident's plan does not count is
	// TestSchedules_e2e_SCHED41_anotherResidentsPausedPlanDoesNotBlockTheBill).
	var dup struct{ Error struct{ Code string } }
	if code := a.call(http.MethodPost, "/schedules", monthlyWater(card.TenderID), map[string]string{payhttp.IdempotencyHeader: a.newKey()}, &dup); code != http.StatusConflict ||
		dup.Error.Code != "duplicate_plan" {
		t.Errorf("SCHED-41: a second plan: %d %+v", code, dup)
	}

	// Pause, resume with the card chosen again, cancel.
	var paused planDetailJSON
	if code := a.call(http.MethodPost, "/schedules/"+id+"/pause", map[string]any{"indefiniteConfirmed": true}, nil, &paused); code != http.StatusOK ||
		paused.Plan.Status.Code != "paused" || paused.Plan.NextRun == nil || paused.Plan.NextRun.Kind != "paused" {
		t.Errorf("SCHED-27/32: paused %d %+v", code, paused.Plan)
	}
	var resumed planDetailJSON
	if code := a.call(http.MethodPost, "/schedules/"+id+"/resume", map[string]any{"tenderId": card.TenderID}, nil, &resumed); code != http.StatusOK ||
		resumed.Plan.Status.Code != "active" {
		t.Errorf("SCHED-30: resumed %d %+v", code, resumed.Plan)
	}
	checkExchange(t, router, a.client, http.MethodDelete, base+"/schedules/"+id, "", csrf, http.StatusNoContent)
	if code := a.call(http.MethodGet, "/schedules", nil, nil, &list); code != http.StatusOK || len(list.Plans) != 0 {
		t.Errorf("SCHED-25: a canceled plan is listed: %+v", list)
	}
}

func TestSchedules_e2e_ROLE22_aGuestGets401(t *testing.T) {
	m, _ := startMain(t)
	router := openAPIRouter(t, m.URL("bff"))
	guest := newPayer(t, m)
	base := m.URL("bff") + "/bff/v1/sunshine/demo"
	csrf := map[string]string{payhttp.CSRFHeader: payhttp.CSRFValue}
	for _, path := range []string{"/schedules", "/schedules/form?payablePath=" + url.QueryEscape(waterPath)} {
		raw := checkExchange(t, router, guest.client, http.MethodGet, base+path, "", csrf, http.StatusUnauthorized)
		var e struct {
			Error struct{ Code, DisplayMessage string }
		}
		if json.Unmarshal(raw, &e); e.Error.Code != "sign_in_required" {
			t.Errorf("ROLE-22: a guest on %s: %s", path, raw)
		}
	}
	hdr := map[string]string{payhttp.CSRFHeader: payhttp.CSRFValue, payhttp.IdempotencyHeader: guest.newKey()}
	checkExchange(t, router, guest.client, http.MethodPost, base+"/schedules", mustJSON(t, monthlyWater("wt_x")), hdr, http.StatusUnauthorized)
}

func TestSchedules_e2e_AUTOPAY04_autopayAtCheckOutCreatesThePlan(t *testing.T) {
	m, a, _, _ := startResidents(t)
	router := openAPIRouter(t, m.URL("bff"))
	a.add(waterPath)
	s := a.savedCheckout()
	var itemID string
	for _, it := range s.Sections.Cart.Data.Items {
		if it.Path == waterPath {
			itemID = it.ID
		}
	}
	if itemID == "" {
		t.Fatalf("the water bill is not in the cart: %+v", s.Sections.Cart.Data)
	}
	token := a.tokenize(s.Sections.Wallet.Data.CardInputURL, "4242 4242 4242 4242")
	body := checkoutBody(token, s.Sections.Cart.Data.Subtotal, s.Sections.Fees.Data["card"].Amount)

	// A new card that is not saved cannot pay a plan: refused, nothing paid.
	body["scheduledPaymentEnrollments"] = []map[string]any{{"cartItemId": itemID, "termsAccepted": true}}
	var refused struct{ Error struct{ Code string } }
	if code := a.call(http.MethodPost, "/checkout", body, map[string]string{payhttp.IdempotencyHeader: a.newKey()}, &refused); code != http.StatusUnprocessableEntity {
		t.Fatalf("AUTOPAY-11: autopay with an unsaved card: %d %+v", code, refused)
	}

	body["saveTender"] = map[string]string{"nickname": "Autopay"}
	hdr := map[string]string{payhttp.CSRFHeader: payhttp.CSRFValue, payhttp.IdempotencyHeader: a.newKey()}
	raw := checkExchange(t, router, a.client, http.MethodPost, m.URL("bff")+"/bff/v1/sunshine/demo/checkout", mustJSON(t, body), hdr, http.StatusOK)
	var res struct {
		ConfirmationNumber          string
		SavedTender                 *savedTenderJSON
		ScheduledPaymentEnrollments []struct {
			CartItemID, PlanID, Message string
			Enrolled                    bool
		}
	}
	if err := json.Unmarshal(raw, &res); err != nil || res.SavedTender == nil || len(res.ScheduledPaymentEnrollments) != 1 ||
		!res.ScheduledPaymentEnrollments[0].Enrolled || res.ScheduledPaymentEnrollments[0].PlanID == "" {
		t.Fatalf("AUTOPAY-05: %s", raw)
	}
	var d planDetailJSON
	if code := a.call(http.MethodGet, "/schedules/"+res.ScheduledPaymentEnrollments[0].PlanID, nil, nil, &d); code != http.StatusOK ||
		d.Plan.PayablePath != waterPath || d.Plan.Tender.TenderID != res.SavedTender.TenderID || d.Plan.Status.Code != "active" {
		t.Errorf("the autopay plan: %d %+v", code, d.Plan)
	}
}
