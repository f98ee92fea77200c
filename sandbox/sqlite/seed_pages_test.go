package sqlite_test

import (
	"testing"

	"github.com/payhub/payhub/sandbox/sqlite"
)

// SHELL-22: sunshine/demo's four survey links are the sandbox survey, one
// per language and environment, and follow the sandbox to the port it runs
// on at every start; a site without a survey gets none.
func TestSeedSurvey_SHELL22_pointsTheSurveyLinksAtTheRunningSandbox(t *testing.T) {
	db := openSeeded(t, t.TempDir())
	for _, base := range []string{"http://127.0.0.1:8090/svc/survey/", "http://127.0.0.1:4100/svc/survey/", "http://127.0.0.1:4200/svc/survey/"} {
		if base != "http://127.0.0.1:8090/svc/survey/" {
			if err := db.SeedSurvey(t.Context(), base); err != nil {
				t.Fatal(err)
			}
		}
		st, err := db.SiteConfig().Site(t.Context(), "sunshine", "demo")
		if err != nil {
			t.Fatal(err)
		}
		if st.Survey == nil {
			t.Fatal("sunshine/demo has no survey")
		}
		got := [4]string{st.Survey.Production.En, st.Survey.Production.Es, st.Survey.NonProduction.En, st.Survey.NonProduction.Es}
		want := [4]string{base + "?lang=en&env=production", base + "?lang=es&env=production",
			base + "?lang=en&env=non-production", base + "?lang=es&env=non-production"}
		if got != want {
			t.Errorf("survey links %v, want %v", got, want)
		}
		moon, err := db.SiteConfig().Site(t.Context(), "moonbeam", "pay")
		if err != nil || moon.Survey != nil {
			t.Errorf("moonbeam/pay survey %+v (%v), want none", moon.Survey, err)
		}
	}
	tour, err := db.SiteConfig().Site(t.Context(), sqlite.ClientStarlight, sqlite.SiteTour)
	if err != nil || tour.Chatbot == nil || tour.Chatbot.URL != "http://127.0.0.1:8090/svc/chatbot/" {
		t.Errorf("the tour's chatbot %+v (%v) changed with the survey", tour.Chatbot, err)
	}
}
