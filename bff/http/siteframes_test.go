package http

import (
	"context"
	"log/slog"
	"net/http"
	"os"
	"path/filepath"
	"testing"

	"github.com/payhub/payhub/bff"
)

// The survey origins of framesHandler's sites: each link on an origin of
// its own, so that a test sees which links the policy took.
const (
	surveyProdEn    = "https://survey.example.org"
	surveyProdEs    = "https://encuesta.example.org"
	surveyNonProdEn = "http://127.0.0.1:8090"
	surveyNonProdEs = "http://localhost:8090"
)

// framesHandler serves portal pages in env for starlight/tour (a chatbot),
// starlight/plain (nothing framed), starlight/broken (a chatbot URL that
// is no http(s) URL), starlight/survey (survey links), starlight/both (a
// chatbot and survey links on the chatbot's origin and another) and
// starlight/badsurvey (survey links that are no http(s) URLs).
func framesHandler(t *testing.T, env bff.Env) http.Handler {
	t.Helper()
	sites := fakeSites(func(_ context.Context, client, site string) (bff.SitePolicy, error) {
		st := bff.SitePolicy{Enabled: true}
		switch client + "/" + site {
		case "starlight/tour":
			st.ChatbotURL = "http://127.0.0.1:8090/svc/chatbot/?lang=en"
		case "starlight/broken":
			st.ChatbotURL = "javascript:alert(1)"
		case "starlight/survey":
			st.ProductionSurveys = []string{surveyProdEn + "/s/en?x=1", surveyProdEs + "/s/es"}
			st.NonProductionSurveys = []string{surveyNonProdEn + "/svc/survey/?lang=en", surveyNonProdEs + "/svc/survey/?lang=es"}
		case "starlight/both":
			st.ChatbotURL = "https://chat.example.org/bot"
			st.ProductionSurveys = []string{"https://chat.example.org/survey/en", surveyProdEs + "/es"}
			st.NonProductionSurveys = []string{"https://chat.example.org/survey/en", surveyNonProdEs + "/es"}
		case "starlight/badsurvey":
			st.ProductionSurveys = []string{"javascript:alert(1)", "/relative"}
			st.NonProductionSurveys = []string{"javascript:alert(1)", "/relative"}
		case "starlight/plain":
		default:
			return bff.SitePolicy{}, bff.Errorf(bff.CodeNotFound, "No such site.")
		}
		return st, nil
	})
	clients := fakeClients(func(_ context.Context, client string) (bff.ClientDescriptor, error) {
		if client != "starlight" {
			return bff.ClientDescriptor{}, bff.Errorf(bff.CodeNotFound, "No such client.")
		}
		var refs []bff.SiteRef
		for _, s := range []string{"tour", "plain", "broken", "survey", "both", "badsurvey"} {
			refs = append(refs, bff.SiteRef{Site: s, Enabled: true})
		}
		return bff.ClientDescriptor{Client: client, Sites: refs}, nil
	})
	web := t.TempDir()
	if err := os.WriteFile(filepath.Join(web, "index.html"), []byte(portalIndex), 0o600); err != nil {
		t.Fatal(err)
	}
	return New(Deps{Logger: slog.New(slog.DiscardHandler), Env: env, Web: os.DirFS(web), WalletOrigin: wallet,
		Sites: sites, Clients: clients})
}

// SHELL-22: a site's portal pages may frame the origins of its survey
// links in the running environment, as the survey modal picks them: the
// production links in production, the non-production ones elsewhere, in
// English and Spanish.
func TestPortalPage_SHELL22_framesTheSurveyLinksOfTheRunningEnvironment(t *testing.T) {
	for env, want := range map[bff.Env]string{
		bff.EnvProd:  wallet + " " + surveyProdEn + " " + surveyProdEs,
		bff.EnvTest:  wallet + " " + surveyNonProdEn + " " + surveyNonProdEs,
		bff.EnvDev:   wallet + " " + surveyNonProdEn + " " + surveyNonProdEs,
		bff.EnvStage: wallet + " " + surveyNonProdEn + " " + surveyNonProdEs,
		bff.EnvBeta:  wallet + " " + surveyNonProdEn + " " + surveyNonProdEs,
		bff.EnvDemo:  wallet + " " + surveyNonProdEn + " " + surveyNonProdEs,
	} {
		h := framesHandler(t, env)
		for _, p := range []string{"/starlight/survey/home", "/dmv/starlight/survey/receipt/R-1", "/STARLIGHT/Survey"} {
			rec := do(h, "GET", p, nil)
			if rec.Code != 200 {
				t.Fatalf("%s %s: %d", env, p, rec.Code)
			}
			if got := frameSrc(rec.Header().Get("Content-Security-Policy")); got != want {
				t.Errorf("%s %s: frame-src %q, want %q", env, p, got, want)
			}
			// The survey gets no microphone.
			if got := rec.Header().Get("Permissions-Policy"); got != permissionsPolicy {
				t.Errorf("%s %s: Permissions-Policy %q", env, p, got)
			}
		}
	}
}

// SHELL-22 SHELL-44: beside a chatbot, the survey's origins are framed too
// (each once), while the microphone still goes to the chatbot's origin
// only; survey links that are no http(s) URLs frame nothing.
func TestPortalPage_SHELL22_framesChatbotAndSurveyButLendsTheMicrophoneToTheChatbotOnly(t *testing.T) {
	for env, want := range map[bff.Env]string{
		bff.EnvProd: wallet + " https://chat.example.org " + surveyProdEs,
		bff.EnvTest: wallet + " https://chat.example.org " + surveyNonProdEs,
	} {
		rec := do(framesHandler(t, env), "GET", "/starlight/both/home", nil)
		if got := frameSrc(rec.Header().Get("Content-Security-Policy")); rec.Code != 200 || got != want {
			t.Errorf("%s: %d frame-src %q, want %q", env, rec.Code, got, want)
		}
		if got, want := rec.Header().Get("Permissions-Policy"), chatbotPermissions("https://chat.example.org"); got != want {
			t.Errorf("%s: Permissions-Policy %q, want %q", env, got, want)
		}
	}
	for _, p := range []string{"/starlight/badsurvey/home", "/starlight/plain/home"} {
		rec := do(framesHandler(t, bff.EnvProd), "GET", p, nil)
		if got := frameSrc(rec.Header().Get("Content-Security-Policy")); rec.Code != 200 || got != wallet {
			t.Errorf("%s: %d frame-src %q, want only the wallet host", p, rec.Code, got)
		}
	}
}
