package account

import (
	"context"
	"sync"
	"testing"
	"time"

	"github.com/payhub/payhub/bff"
	"github.com/payhub/payhub/bff/schedule"
	"github.com/payhub/payhub/bff/upstream/mythings"
	"github.com/payhub/payhub/bff/upstream/payables"
)

// fakeEnroller records each enrolment and enrols it.
type fakeEnroller struct {
	mu  sync.Mutex
	got []schedule.Enrollment
}

func (f *fakeEnroller) Enroll(_ context.Context, _ schedule.Request, e schedule.Enrollment) schedule.EnrollmentResult {
	f.mu.Lock()
	defer f.mu.Unlock()
	f.got = append(f.got, e)
	return schedule.EnrollmentResult{PayablePath: e.PayablePath, DisplayName: e.DisplayName, Enrolled: true, PlanID: "plan-" + e.PayablePath}
}

func residentReq(user string) schedule.Request {
	return schedule.Request{Client: "sunshine", Site: "demo", Lang: bff.English,
		User: schedule.User{ID: user, Email: user + "@example.com", Name: "A Resident"}}
}

// bulkFixture is alice's saved items: two before-due bills, two yearly
// ones of different dates and one autopay cannot enrol.
func bulkFixture(t *testing.T) (*SavedItems, *fakeEnroller) {
	t.Helper()
	y1, y2 := yearlyPayable("sunshine/demo/utilities/Y-1", "06-30"), yearlyPayable("sunshine/demo/utilities/Y-2", "03-31")
	y1.Adaptor, y2.Adaptor = "utilities", "utilities"
	ps := []payables.Payable{beforeDuePayable("sunshine/demo/utilities/B-1"), y1, beforeDuePayable("sunshine/demo/utilities/B-2"), y2,
		payable("sunshine/demo/utilities/N-1", "utilities", "utility_bill")}
	store, m := memSaved()
	for _, p := range ps {
		m["alice|sunshine|demo"] = append(m["alice|sunshine|demo"], mythings.Item{SavePath: p.Path, DisplayType: p.DisplayType})
	}
	e := &fakeEnroller{}
	s := newSaved(store, catalogue(ps...), nil)
	s.Autopay = e
	s.Now = func() time.Time { return time.Date(2030, 1, 15, 12, 0, 0, 0, time.UTC) }
	return s, e
}

// ROUTE-56, SCHED-38: a bulk autopay enrols each chosen saved item with
// its default terms, answered in its SCHED-38 group; an item autopay
// cannot enrol is answered apart and no plan is made for it.
func TestEnrollAutopay_ROUTE56_SCHED38_eachItemEnrolledInItsGroup(t *testing.T) {
	s, e := bulkFixture(t)
	in := BulkAutopayInput{TenderID: "tender-1", TermsAccepted: true, SavePaths: []string{"/sunshine/demo/utilities/Y-1",
		"/sunshine/demo/utilities/B-1", "/sunshine/demo/utilities/N-1", "/sunshine/demo/utilities/Y-2", "sunshine/demo/utilities/B-2",
		"/sunshine/demo/utilities/B-2"}}
	res, err := s.EnrollAutopay(t.Context(), residentReq("alice"), "key-1", in)
	if err != nil {
		t.Fatal(err)
	}
	var got []string
	for _, g := range res.Groups {
		got = append(got, g.Kind+" "+g.LimitToYearlyDate+":")
		for _, r := range g.Results {
			if !r.Enrolled {
				t.Errorf("%s not enrolled: %s", r.PayablePath, r.Message)
			}
			got = append(got, r.PayablePath)
		}
	}
	want := []string{"beforeDue :", "sunshine/demo/utilities/B-1", "sunshine/demo/utilities/B-2",
		"yearly 03-31:", "sunshine/demo/utilities/Y-2", "yearly 06-30:", "sunshine/demo/utilities/Y-1"}
	if len(got) != len(want) {
		t.Fatalf("groups %v, want %v", got, want)
	}
	for i := range want {
		if got[i] != want[i] {
			t.Fatalf("groups %v, want %v", got, want)
		}
	}
	if len(res.NotEligible) != 1 || res.NotEligible[0].PayablePath != "sunshine/demo/utilities/N-1" || res.NotEligible[0].Message == "" {
		t.Errorf("not eligible %+v", res.NotEligible)
	}
	if len(e.got) != 4 {
		t.Fatalf("%d plans made, want 4", len(e.got))
	}
	// Each is autopay of its group's kind: before due, or yearly on the
	// group's date in the year after the due year (SCHED-36).
	wantRule := map[string]string{
		"sunshine/demo/utilities/B-1": "RecurringBeforeDue 2030-01-15", "sunshine/demo/utilities/B-2": "RecurringBeforeDue 2030-01-15",
		"sunshine/demo/utilities/Y-1": "RecurringYearlyOnDate 2031-06-30", "sunshine/demo/utilities/Y-2": "RecurringYearlyOnDate 2031-03-31",
	}
	for _, en := range e.got {
		if rule := en.Rule.Type + " " + en.Rule.StartDate; rule != wantRule[en.PayablePath] {
			t.Errorf("%s: rule %q, want %q", en.PayablePath, rule, wantRule[en.PayablePath])
		}
		if en.TenderID != "tender-1" || en.Terms == "" || en.Key == "" {
			t.Errorf("enrolment %+v", en)
		}
	}
	// The same request sent again makes each plan under the same key.
	first := map[string]string{}
	for _, en := range e.got {
		first[en.PayablePath] = en.Key
	}
	e.got = nil
	if _, err := s.EnrollAutopay(t.Context(), residentReq("alice"), "key-1", in); err != nil {
		t.Fatal(err)
	}
	for _, en := range e.got {
		if first[en.PayablePath] != en.Key {
			t.Errorf("%s: key %q, then %q", en.PayablePath, first[en.PayablePath], en.Key)
		}
	}
}

// ROUTE-56: a bulk autopay that cannot be done is refused whole, before
// any plan is made.
func TestEnrollAutopay_ROUTE56_refusedWholeBeforeAnyPlan(t *testing.T) {
	ok := BulkAutopayInput{TenderID: "tender-1", TermsAccepted: true, SavePaths: []string{"/sunshine/demo/utilities/B-1"}}
	many := ok
	many.SavePaths = nil
	for i := range MaxBulkAutopay + 1 {
		many.SavePaths = append(many.SavePaths, "/sunshine/demo/utilities/X-"+string(rune('a'+i)))
	}
	for _, tc := range []struct {
		name string
		user string
		in   func(BulkAutopayInput) BulkAutopayInput
		code bff.Code
	}{
		{"a guest", "anon-1", func(in BulkAutopayInput) BulkAutopayInput { return in }, bff.CodeUnauthorized},
		{"no items", "alice", func(in BulkAutopayInput) BulkAutopayInput { in.SavePaths = []string{" ", ""}; return in }, bff.CodeInvalid},
		{"too many items", "alice", func(BulkAutopayInput) BulkAutopayInput { return many }, bff.CodeInvalid},
		{"terms not accepted", "alice", func(in BulkAutopayInput) BulkAutopayInput { in.TermsAccepted = false; return in }, bff.CodeInvalid},
		{"no saved tender", "alice", func(in BulkAutopayInput) BulkAutopayInput { in.TenderID = ""; return in }, bff.CodeUnprocessable},
		{"an unknown zone", "alice", func(in BulkAutopayInput) BulkAutopayInput { in.TimeZone = "Mars/Base"; return in }, bff.CodeInvalid},
		{"an item not saved", "alice", func(in BulkAutopayInput) BulkAutopayInput {
			in.SavePaths = append(in.SavePaths, "/sunshine/demo/utilities/U-OTHER")
			return in
		}, bff.CodeNotFound},
		{"another resident's items", "bob", func(in BulkAutopayInput) BulkAutopayInput { return in }, bff.CodeNotFound},
	} {
		s, e := bulkFixture(t)
		_, err := s.EnrollAutopay(t.Context(), residentReq(tc.user), "key", tc.in(ok))
		if bff.ErrorCode(err) != tc.code {
			t.Errorf("%s: %v, want %s", tc.name, err, tc.code)
		}
		if len(e.got) != 0 {
			t.Errorf("%s: %d plans made", tc.name, len(e.got))
		}
	}
	s, _ := bulkFixture(t)
	s.Autopay = nil
	if _, err := s.EnrollAutopay(t.Context(), residentReq("alice"), "key", ok); bff.ErrorCode(err) != bff.CodeUnavailable {
		t.Errorf("without autopay: %v", err)
	}
}

// PAY-13: bulk autopay hands each item's payable to the enrolment, which
// refuses a saved tender the payable does not take, item by item.
func TestEnrollAutopay_PAY13_eachEnrolmentNamesItsPayable(t *testing.T) {
	s, e := bulkFixture(t)
	in := BulkAutopayInput{TenderID: "tender-1", TermsAccepted: true, SavePaths: []string{"/sunshine/demo/utilities/B-1", "/sunshine/demo/utilities/Y-1"}}
	if _, err := s.EnrollAutopay(t.Context(), residentReq("alice"), "key-1", in); err != nil {
		t.Fatal(err)
	}
	if len(e.got) != 2 {
		t.Fatalf("%d enrolments, want 2", len(e.got))
	}
	for _, en := range e.got {
		if en.Payable == nil || en.Payable.Path != en.PayablePath {
			t.Errorf("enrolment of %s names payable %+v", en.PayablePath, en.Payable)
		}
	}
}
