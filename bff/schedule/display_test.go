package schedule

import (
	"testing"

	"github.com/payhub/payhub/bff"
	api "github.com/payhub/payhub/bff/upstream/schedpay"
)

func TestSplitRuns_SCHED14(t *testing.T) {
	runs := []api.Run{
		{ID: "r1", Date: "2026-03-01", Status: api.RunPaid, Amount: "76.25", ReceiptID: "rc1", Confirmation: "C1"},
		{ID: "r2", Date: "2026-04-01", Status: api.RunFailed, FailureReason: "declined"},
		{ID: "r3", Date: "2026-05-01", Status: api.RunSkipped},
		{ID: "r4", Date: "2026-06-01", Status: api.RunProcessing},
		{Date: "2026-07-01", Status: api.RunFuture},
		{Date: "2026-08-01", Status: api.RunFutureSuspended},
		{Date: "", Status: api.RunFuture},
	}
	v := SplitRuns(runs)
	if len(v.Past) != 4 || len(v.Projected) != 3 {
		t.Fatalf("SCHED-14: %d past, %d projected; want 4 and 3", len(v.Past), len(v.Projected))
	}
	if p := v.Past[0]; p.DisplayDate != "03/01/2026" || p.ConfirmationNumber != "C1" || p.ReceiptID != "rc1" || p.Amount != "76.25" {
		t.Errorf("past run = %+v", p)
	}
	if v.Past[1].FailureReason != "declined" || v.Projected[1].Status != api.RunFutureSuspended || v.Projected[2].DisplayDate != "" {
		t.Errorf("runs = %+v", v)
	}
	if e := SplitRuns(nil); e.Past == nil || e.Projected == nil {
		t.Error("no runs are not empty lists")
	}
}

func TestNextRun_SCHED32_SCHED33(t *testing.T) {
	future := RunView{Date: "2026-07-01", DisplayDate: "07/01/2026", Status: api.RunFuture}
	for _, c := range []struct {
		name      string
		projected []RunView
		lang      bff.Language
		kind      string
		text      string
	}{
		{"SCHED-32 the next date", []RunView{future, {Status: api.RunFutureSuspended}}, bff.English, NextDate, "07/01/2026"},
		{"SCHED-32 paused first", []RunView{{Date: "2026-07-01", DisplayDate: "07/01/2026", Status: api.RunFutureSuspended}, future}, bff.English, NextPaused, "Paused"},
		{"SCHED-32 paused in Spanish", []RunView{{Status: api.RunFutureSuspended}}, bff.Spanish, NextPaused, "En pausa"},
		{"SCHED-33 TBD", []RunView{{Status: api.RunFuture}}, bff.English, NextTBD, "TBD"},
		{"SCHED-33 TBD in Spanish", []RunView{{Status: api.RunFuture}}, bff.Spanish, NextTBD, "Por determinar"},
		{"SCHED-33 no runs", nil, bff.English, NextNone, "No payment scheduled"},
		{"SCHED-33 no runs in Spanish", []RunView{}, bff.Spanish, NextNone, "Ningún pago programado"},
	} {
		got := NextRun(c.projected, c.lang)
		if got.Kind != c.kind || got.Text != c.text {
			t.Errorf("%s: %+v; want %s %q", c.name, got, c.kind, c.text)
		}
	}
}

func TestLastModified_SCHED15_SCHED16(t *testing.T) {
	for _, c := range []struct {
		by   string
		lang bff.Language
		want string
	}{
		{"", bff.English, "-"},                                // SCHED-15
		{"u-1", bff.English, "Ana Resident"},                  // SCHED-15
		{"admin:Pat Clerk", bff.English, "Admin - Pat Clerk"}, // SCHED-16
		{"admin:Pat Clerk", bff.Spanish, "Administrador - Pat Clerk"},
		{"staff:ops:night", bff.English, "Admin - ops:night"}, // the part after the first colon
		{"u-2", bff.English, "Admin"},                         // SCHED-16: any other id
		{"u-2", bff.Spanish, "Administrador"},
	} {
		if got := LastModified(c.by, "u-1", "Ana Resident", c.lang); got != c.want {
			t.Errorf("LastModified(%q, %s) = %q, want %q", c.by, c.lang, got, c.want)
		}
	}
}

func TestStatus_SCHED17(t *testing.T) {
	future := RunsView{Projected: []RunView{{Status: api.RunFuture, Date: "2026-07-01"}}}
	skipped := RunsView{Past: []RunView{{Status: api.RunPaid, Date: "2026-05-01"}, {Status: api.RunSkipped, Date: "2026-06-01"}},
		Projected: future.Projected}
	paidAfterSkip := RunsView{Past: []RunView{{Status: api.RunSkipped, Date: "2026-05-01"}, {Status: api.RunPaid, Date: "2026-06-01"}},
		Projected: future.Projected}
	for _, c := range []struct {
		name  string
		plan  api.Plan
		runs  RunsView
		known bool
		lang  bff.Language
		code  string
		text  string
	}{
		{"active", api.Plan{Active: true}, future, true, bff.English, StatusActive, "Active"},
		{"canceled", api.Plan{Active: false, Pause: &api.Pause{StartDate: "2026-03-01"}}, future, true, bff.English, StatusCanceled, "Canceled"},
		{"paused with a resume date", api.Plan{Active: true, Pause: &api.Pause{StartDate: "2026-03-01", EndDate: "2026-05-02"}}, future, true, bff.English, StatusPausedUntil, "Paused until 05/02/2026"},
		{"paused with a resume date in Spanish", api.Plan{Active: true, Pause: &api.Pause{StartDate: "2026-03-01", EndDate: "2026-05-02"}}, future, true, bff.Spanish, StatusPausedUntil, "En pausa hasta el 05/02/2026"},
		{"paused with no resume date", api.Plan{Active: true, Pause: &api.Pause{StartDate: "2026-03-01"}}, future, true, bff.English, StatusPaused, "Paused with no resume date"},
		{"no run scheduled", api.Plan{Active: true}, RunsView{}, true, bff.English, StatusNoRun, "No payment scheduled"},
		{"skipped", api.Plan{Active: true}, skipped, true, bff.English, StatusSkipped, "Skipped"},
		{"a paid run after a skipped one", api.Plan{Active: true}, paidAfterSkip, true, bff.English, StatusActive, "Active"},
		{"runs unknown", api.Plan{Active: true}, RunsView{}, false, bff.Spanish, StatusActive, "Activo"},
	} {
		got := Status(c.plan, c.runs, c.known, c.lang)
		if got.Code != c.code || got.Text != c.text {
			t.Errorf("SCHED-17 %s: %+v; want %s %q", c.name, got, c.code, c.text)
		}
	}
}
