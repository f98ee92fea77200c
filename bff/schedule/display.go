package schedule

import (
	"strings"

	"github.com/payhub/payhub/bff"
	"github.com/payhub/payhub/bff/texts"
	api "github.com/payhub/payhub/bff/upstream/schedpay"
)

// How a plan reads on the resident's screens (spec 001 §3 "Run",
// "Last-modified display", "Plan status notions"; §4 "Next-run display").

// RunView is one run of a plan as the portal shows it (SCHED-13): its
// date on the wire (yyyy-mm-dd, "" while a before-due run's due date is
// unknown) and as shown, its status, and what happened for a past run.
type RunView struct {
	ID                 string `json:"id,omitempty"`
	Date               string `json:"date"`
	DisplayDate        string `json:"displayDate"`
	Status             string `json:"status"`
	Amount             string `json:"amount,omitempty"`
	Fee                string `json:"fee,omitempty"`
	ReceiptID          string `json:"receiptId,omitempty"`
	ConfirmationNumber string `json:"confirmationNumber,omitempty"`
	FailureReason      string `json:"failureReason,omitempty"`
	Manual             bool   `json:"manual,omitempty"`
}

// RunsView are a plan's runs split as SCHED-14 shows them: past runs
// (paid, failed, skipped, processing) and projected ones (future,
// future_suspended), each in the service's order.
type RunsView struct {
	Past      []RunView `json:"past"`
	Projected []RunView `json:"projected"`
}

// Projected reports whether a run of status is a projected one (SCHED-14).
func Projected(status string) bool {
	return status == api.RunFuture || status == api.RunFutureSuspended
}

// SplitRuns is SCHED-14: the runs with status future or future_suspended
// are projected, every other one is past.
func SplitRuns(runs []api.Run) RunsView {
	v := RunsView{Past: []RunView{}, Projected: []RunView{}}
	for _, r := range runs {
		rv := RunView{ID: r.ID, Date: r.Date, DisplayDate: displayDate(r.Date), Status: r.Status, Amount: r.Amount, Fee: r.Fee,
			ReceiptID: r.ReceiptID, ConfirmationNumber: r.Confirmation, FailureReason: r.FailureReason, Manual: r.Manual}
		if Projected(r.Status) {
			v.Projected = append(v.Projected, rv)
		} else {
			v.Past = append(v.Past, rv)
		}
	}
	return v
}

// Next-run kinds (SCHED-32, SCHED-33).
const (
	NextDate   = "date"
	NextPaused = "paused"
	NextTBD    = "tbd"
	NextNone   = "none"
)

// NextRunView is a plan's next run as shown: its kind, its date when it
// has one, and its text in the request's language.
type NextRunView struct {
	Kind        string `json:"kind"`
	Date        string `json:"date,omitempty"`
	DisplayDate string `json:"displayDate,omitempty"`
	Text        string `json:"text"`
}

// NextRun is SCHED-32 and SCHED-33 over a plan's projected runs: the
// paused text when the first one is future_suspended, else its date, TBD
// when it has none, and the no-run text when there are none.
func NextRun(projected []RunView, lang bff.Language) NextRunView {
	if len(projected) == 0 {
		return NextRunView{Kind: NextNone, Text: texts.Message(texts.ScheduleNextNone, lang)}
	}
	r := projected[0]
	switch {
	case r.Status == api.RunFutureSuspended:
		return NextRunView{Kind: NextPaused, Text: texts.Message(texts.ScheduleNextPaused, lang)}
	case r.Date == "" || r.DisplayDate == "":
		return NextRunView{Kind: NextTBD, Text: texts.Message(texts.ScheduleNextTBD, lang)}
	}
	return NextRunView{Kind: NextDate, Date: r.Date, DisplayDate: r.DisplayDate, Text: r.DisplayDate}
}

// LastModified is SCHED-15 and SCHED-16: "-" for no one, the resident's
// name for the resident's own id, "Admin - NAME" for an id with a colon
// ("admin:NAME"), and "Admin" for any other id.
func LastModified(modifiedBy, userID, userName string, lang bff.Language) string {
	admin := texts.Message(texts.ScheduleAdmin, lang)
	switch {
	case modifiedBy == "":
		return "-"
	case modifiedBy == userID:
		return userName
	case strings.Contains(modifiedBy, ":"):
		_, after, _ := strings.Cut(modifiedBy, ":")
		return admin + " - " + after
	}
	return admin
}

// Plan statuses (SCHED-17).
const (
	StatusActive      = "active"
	StatusPausedUntil = "paused_until"
	StatusPaused      = "paused"
	StatusCanceled    = "canceled"
	StatusSkipped     = "skipped"
	StatusNoRun       = "no_run"
)

// StatusView is a plan's status as shown: its code, the resume date of a
// pause that ends, and its text in the request's language.
type StatusView struct {
	Code              string `json:"code"`
	ResumeDate        string `json:"resumeDate,omitempty"`
	DisplayResumeDate string `json:"displayResumeDate,omitempty"`
	Text              string `json:"text"`
}

// Status is SCHED-17: canceled once deactivated; paused, with its resume
// date or none; no run scheduled when nothing is projected; skipped when
// its latest past run was skipped; else active. runsKnown is false when
// the runs could not be read: the status then rests on the plan alone.
func Status(p api.Plan, runs RunsView, runsKnown bool, lang bff.Language) StatusView {
	switch {
	case !p.Active:
		return StatusView{Code: StatusCanceled, Text: texts.Message(texts.ScheduleStatusCanceled, lang)}
	case p.Pause != nil && p.Pause.EndDate != "":
		d := displayDate(p.Pause.EndDate)
		return StatusView{Code: StatusPausedUntil, ResumeDate: p.Pause.EndDate, DisplayResumeDate: d,
			Text: texts.Fill(texts.ScheduleStatusPausedUntil, lang, map[string]string{"date": d})}
	case p.Pause != nil:
		return StatusView{Code: StatusPaused, Text: texts.Message(texts.ScheduleStatusPaused, lang)}
	case runsKnown && len(runs.Projected) == 0:
		return StatusView{Code: StatusNoRun, Text: texts.Message(texts.ScheduleStatusNoRun, lang)}
	case runsKnown && latest(runs.Past).Status == api.RunSkipped:
		return StatusView{Code: StatusSkipped, Text: texts.Message(texts.ScheduleStatusSkipped, lang)}
	}
	return StatusView{Code: StatusActive, Text: texts.Message(texts.ScheduleStatusActive, lang)}
}

// latest is the past run of the latest date (the last of equal ones); the
// zero run for none.
func latest(past []RunView) RunView {
	var out RunView
	for _, r := range past {
		if r.Date >= out.Date {
			out = r
		}
	}
	return out
}
