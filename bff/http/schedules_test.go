package http

import (
	"context"
	"encoding/json"
	"net/http"
	"net/http/httptest"
	"strconv"
	"strings"
	"sync"
	"testing"

	"github.com/payhub/payhub/bff"
	"github.com/payhub/payhub/bff/checkout"
	"github.com/payhub/payhub/bff/inmem"
	"github.com/payhub/payhub/bff/schedule"
	"github.com/payhub/payhub/bff/texts"
)

// planBook is a Schedules recording the requests it was asked with and
// keeping each resident's plans by id.
type planBook struct {
	mu      sync.Mutex
	asked   []schedule.Request
	creates int
	plans   map[string]string // plan id -> user id
	err     error
}

var _ Schedules = (*planBook)(nil)

func (p *planBook) note(req schedule.Request) error {
	p.mu.Lock()
	defer p.mu.Unlock()
	p.asked = append(p.asked, req)
	return p.err
}

func (p *planBook) detail(req schedule.Request, id string) (schedule.PlanDetail, error) {
	p.mu.Lock()
	defer p.mu.Unlock()
	if p.plans[id] != req.User.ID {
		return schedule.PlanDetail{}, texts.Error(bff.CodeNotFound, texts.ScheduleNotFound, req.Lang, nil)
	}
	return schedule.PlanDetail{Plan: schedule.PlanView{ID: id}, Runs: schedule.RunsView{Past: []schedule.RunView{}, Projected: []schedule.RunView{}}}, nil
}

func (p *planBook) Form(_ context.Context, req schedule.Request, path, zone string) (schedule.FormView, error) {
	if err := p.note(req); err != nil {
		return schedule.FormView{}, err
	}
	return schedule.FormView{Payable: schedule.PayableSummary{Path: path}, Defaults: schedule.Defaults{TimeZone: zone}}, nil
}

func (p *planBook) Create(_ context.Context, req schedule.Request, _ string, _ schedule.PlanForm) (schedule.PlanDetail, error) {
	if err := p.note(req); err != nil {
		return schedule.PlanDetail{}, err
	}
	p.mu.Lock()
	p.creates++
	id := "plan-" + itoa(p.creates)
	p.plans[id] = req.User.ID
	p.mu.Unlock()
	return p.detail(req, id)
}

func (p *planBook) List(_ context.Context, req schedule.Request) []schedule.PlanView {
	_ = p.note(req)
	return []schedule.PlanView{}
}

func (p *planBook) Get(_ context.Context, req schedule.Request, id string) (schedule.PlanDetail, error) {
	if err := p.note(req); err != nil {
		return schedule.PlanDetail{}, err
	}
	return p.detail(req, id)
}

func (p *planBook) Update(_ context.Context, req schedule.Request, id string, _ schedule.PlanForm) (schedule.PlanDetail, error) {
	return p.Get(context.Background(), req, id)
}

func (p *planBook) Pause(_ context.Context, req schedule.Request, id string, _ schedule.PauseForm) (schedule.PlanDetail, error) {
	return p.Get(context.Background(), req, id)
}

func (p *planBook) Resume(_ context.Context, req schedule.Request, id, _ string) (schedule.PlanDetail, error) {
	return p.Get(context.Background(), req, id)
}

func (p *planBook) Cancel(_ context.Context, req schedule.Request, id string) error {
	_, err := p.Get(context.Background(), req, id)
	return err
}

func itoa(i int) string { return strconv.Itoa(i) }

const schedulesURL = "/bff/v1/sunshine/demo/schedules"

func newScheduleServer(t *testing.T) (http.Handler, *fakeSignIn, *planBook) {
	t.Helper()
	book := &planBook{plans: map[string]string{}}
	si := &fakeSignIn{claimed: map[string]string{}}
	h := New(Deps{Env: bff.EnvTest, Store: inmem.New(), SignIn: si, Schedules: book, Sites: demoSites})
	return h, si, book
}

func everyScheduleRoute(b *jar, suffix string) []*httptest.ResponseRecorder {
	return []*httptest.ResponseRecorder{
		b.get(schedulesURL + suffix),
		b.get(schedulesURL + "/form?payablePath=sunshine%2Fdemo%2Futilities%2FU-5001" + "&" + suffix[1:]),
		b.sendBody(http.MethodPost, schedulesURL+suffix, `{"payablePath":"p"}`, withKey("key-plan-0001")),
		b.get(schedulesURL + "/plan-1" + suffix),
		b.sendBody(http.MethodPatch, schedulesURL+"/plan-1"+suffix, `{}`, csrfHeader),
		b.sendBody(http.MethodDelete, schedulesURL+"/plan-1"+suffix, ``, csrfHeader),
		b.sendBody(http.MethodPost, schedulesURL+"/plan-1/pause"+suffix, `{"indefiniteConfirmed":true}`, csrfHeader),
		b.sendBody(http.MethodPost, schedulesURL+"/plan-1/resume"+suffix, `{"tenderId":"t1"}`, csrfHeader),
	}
}

func TestSchedules_ROLE22_aGuestGets401SignInRequiredInTheRequestsLanguage(t *testing.T) {
	h, _, book := newScheduleServer(t)
	for suffix, want := range map[string]string{"?lang=en": "Please sign in to schedule payments.", "?lang=es": "Inicie sesión para programar pagos."} {
		for i, rec := range everyScheduleRoute(&jar{t: t, h: h}, suffix) {
			if rec.Code != http.StatusUnauthorized || errorCode(t, rec) != string(bff.CodeSignInRequired) || displayMessage(t, rec) != want {
				t.Errorf("ROLE-22: route %d %s: %d %s, want 401 sign_in_required %q", i, suffix, rec.Code, rec.Body, want)
			}
		}
	}
	if len(book.asked) != 0 {
		t.Errorf("the scheduler was asked for a guest: %v", book.asked)
	}
}

func TestSchedules_anUnverifiedResidentGets403(t *testing.T) {
	h, si, book := newScheduleServer(t)
	b := &jar{t: t, h: h}
	signIn(t, b, si, "unverified", false)
	for _, rec := range everyScheduleRoute(b, "?lang=en") {
		if rec.Code != http.StatusForbidden || errorCode(t, rec) != string(bff.CodeEmailUnverified) {
			t.Errorf("an unverified resident: %d %s", rec.Code, rec.Body)
		}
	}
	if len(book.asked) != 0 {
		t.Errorf("the scheduler was asked: %v", book.asked)
	}
}

func TestSchedules_theUserIsTheSessionsAndAnotherResidentsPlanIs404(t *testing.T) {
	h, si, book := newScheduleServer(t)
	alice, bob := &jar{t: t, h: h}, &jar{t: t, h: h}
	signIn(t, alice, si, "alice", true)
	signIn(t, bob, si, "bob", true)
	rec := alice.sendBody(http.MethodPost, schedulesURL+"?userId=bob", `{"payablePath":" sunshine/demo/utilities/U-5001 ","userId":"bob"}`, withKey("key-plan-0001"))
	if rec.Code != http.StatusCreated {
		t.Fatalf("create: %d %s", rec.Code, rec.Body)
	}
	again := alice.sendBody(http.MethodPost, schedulesURL, `{"payablePath":"sunshine/demo/utilities/U-5001"}`, withKey("key-plan-0001"))
	if again.Code != http.StatusCreated || again.Body.String() != rec.Body.String() || book.creates != 1 {
		t.Errorf("the same key again: %d %s, %d creates; want the first answer", again.Code, again.Body, book.creates)
	}
	if rec := alice.sendBody(http.MethodPost, schedulesURL, `{}`, csrfHeader); rec.Code != http.StatusBadRequest {
		t.Errorf("no Idempotency-Key: %d", rec.Code)
	}
	for _, req := range book.asked {
		if req.User.ID != "alice" || req.User.Email != "alice@example.com" || req.Client != "sunshine" || req.Site != "demo" {
			t.Errorf("request %+v, want alice's", req)
		}
	}
	if rec := alice.get(schedulesURL + "/plan-1"); rec.Code != http.StatusOK {
		t.Errorf("alice's plan: %d %s", rec.Code, rec.Body)
	}
	for _, rec := range []*httptest.ResponseRecorder{
		bob.get(schedulesURL + "/plan-1"),
		bob.sendBody(http.MethodDelete, schedulesURL+"/plan-1", ``, csrfHeader),
		bob.sendBody(http.MethodPost, schedulesURL+"/plan-1/pause", `{"indefiniteConfirmed":true}`, csrfHeader),
		alice.get(schedulesURL + "/plan.1"),
	} {
		if rec.Code != http.StatusNotFound {
			t.Errorf("another's plan: %d %s, want 404", rec.Code, rec.Body)
		}
	}
	if rec := alice.sendBody(http.MethodDelete, schedulesURL+"/plan-1", ``, csrfHeader); rec.Code != http.StatusNoContent {
		t.Errorf("cancel: %d %s", rec.Code, rec.Body)
	}
	if rec := alice.get(schedulesURL + "/form?payablePath=sunshine%2Fdemo%2Futilities%2FU-5001&timeZone=America%2FChicago"); rec.Code != http.StatusOK ||
		!json.Valid(rec.Body.Bytes()) || !contains(rec.Body.String(), `"path":"sunshine/demo/utilities/U-5001"`) || !contains(rec.Body.String(), `"timeZone":"America/Chicago"`) {
		t.Errorf("form: %d %s", rec.Code, rec.Body)
	}
	if rec := alice.get(schedulesURL); rec.Code != http.StatusOK || rec.Body.String() != `{"plans":[]}` {
		t.Errorf("list: %d %s", rec.Code, rec.Body)
	}
}

func TestSchedules_SCHED41_AUTOPAY13_errorStatuses(t *testing.T) {
	h, si, book := newScheduleServer(t)
	b := &jar{t: t, h: h}
	signIn(t, b, si, "alice", true)
	for code, status := range map[bff.Code]int{bff.CodeDuplicatePlan: http.StatusConflict, bff.CodeOneItemAllowed: http.StatusUnprocessableEntity} {
		book.err = &bff.Error{Code: code, Message: "refused"}
		if rec := b.get(schedulesURL + "/form?payablePath=x"); rec.Code != status || errorCode(t, rec) != string(code) {
			t.Errorf("%s: %d %s, want %d", code, rec.Code, rec.Body, status)
		}
	}
}

func TestSchedules_withoutTheSchedulerAnswer503(t *testing.T) {
	h := New(Deps{Env: bff.EnvTest, Store: inmem.New(), Sites: demoSites})
	rec := (&jar{t: t, h: h}).get(schedulesURL)
	if rec.Code != http.StatusServiceUnavailable {
		t.Errorf("%d %s", rec.Code, rec.Body)
	}
}

func contains(s, sub string) bool { return strings.Contains(s, sub) }

const autopayCheckoutBody = `{"tender":{"tenderId":"wt_1"},"extraFields":{"email":"ana@example.com"},"expected":{"subtotal":"1234.56","fee":"29.01"},` +
	`"scheduledPaymentEnrollments":[{"cartItemId":"i1","termsAccepted":true}]}`

func TestCheckOut_ROLE22_autopayEnrolmentsNeedASignedInResidentWhoIsThePlansPayer(t *testing.T) {
	var got []checkout.CheckOutInput
	si := &fakeSignIn{claimed: map[string]string{}}
	chk := fakeCheckout{checkOut: func(_ context.Context, _ checkout.Guest, in checkout.CheckOutInput, _ string, _ bff.Language) (checkout.ReceiptResult, error) {
		got = append(got, in)
		return checkout.ReceiptResult{ReceiptID: "r1", Items: []checkout.ReceiptItemView{}}, nil
	}}
	h := New(Deps{Env: bff.EnvTest, Store: inmem.New(), SignIn: si, Checkout: chk, Sites: demoSites})
	guest := &jar{t: t, h: h}
	rec := guest.sendBody(http.MethodPost, "/bff/v1/sunshine/demo/checkout?lang=es", autopayCheckoutBody, withKey("key-autopay-01"))
	if rec.Code != http.StatusUnauthorized || errorCode(t, rec) != string(bff.CodeSignInRequired) || displayMessage(t, rec) != "Inicie sesión para programar pagos." {
		t.Errorf("ROLE-22: a guest enrolling: %d %s", rec.Code, rec.Body)
	}
	if len(got) != 0 {
		t.Fatalf("a guest's enrolment reached the check-out")
	}
	alice := signedInAs(t, h, si, "alice")
	body := strings.Replace(autopayCheckoutBody, `"expected"`, `"resident":{"ID":"bob"},"expected"`, 1)
	if rec := alice.sendBody(http.MethodPost, "/bff/v1/sunshine/demo/checkout", body, withKey("key-autopay-02")); rec.Code != http.StatusOK {
		t.Fatalf("alice: %d %s", rec.Code, rec.Body)
	}
	if len(got) != 1 || got[0].Resident == nil || got[0].Resident.ID != "alice" || got[0].Resident.Email != "alice@example.com" ||
		len(got[0].ScheduledPaymentEnrollments) != 1 {
		t.Errorf("the check-out's resident %+v", got)
	}
}
