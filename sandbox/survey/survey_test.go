package survey_test

import (
	"encoding/json"
	"io"
	"net/http"
	"net/http/httptest"
	"net/url"
	"strings"
	"testing"
	"time"

	"github.com/payhub/payhub/sandbox/survey"
)

var now = time.Date(2026, 3, 2, 10, 0, 0, 0, time.UTC)

func newSurvey() (*survey.Survey, http.Handler) {
	s := survey.New(nil, func() time.Time { return now })
	return s, s.Handler()
}

func do(t *testing.T, h http.Handler, method, target string, form url.Values) (*http.Response, string) {
	t.Helper()
	var body io.Reader
	if form != nil {
		body = strings.NewReader(form.Encode())
	}
	req := httptest.NewRequest(method, target, body)
	if form != nil {
		req.Header.Set("Content-Type", "application/x-www-form-urlencoded")
	}
	rec := httptest.NewRecorder()
	h.ServeHTTP(rec, req)
	res := rec.Result()
	b, err := io.ReadAll(res.Body)
	if err != nil {
		t.Fatal(err)
	}
	return res, string(b)
}

const query = "?lang=es&env=non-production&client=sunshine&site=demo&parent=http%3A%2F%2F127.0.0.1%3A8080"

// SHELL-22: the survey speaks the link's language: a rating from 1 to 5 as
// radio buttons in a fieldset, a labelled comment and Send, under a strict
// policy with its script in a file.
func TestPage_SHELL22_isAnAccessibleFormInTheLinksLanguage(t *testing.T) {
	_, h := newSurvey()
	for lang, want := range map[string][]string{
		"en": {`<html lang="en">`, "<legend>How easy was this site to use?</legend>", `<label for="comment">Anything else`,
			`<button type="submit">Send</button>`, "5 Very easy"},
		"es": {`<html lang="es">`, "<legend>¿Qué tan fácil fue usar este sitio?</legend>", `<label for="comment">¿Hay algo más`,
			`<button type="submit">Enviar</button>`, "5 Muy fácil"},
	} {
		res, body := do(t, h, http.MethodGet, "/?lang="+lang, nil)
		if res.StatusCode != http.StatusOK || !strings.HasPrefix(res.Header.Get("Content-Type"), "text/html") {
			t.Fatalf("%s: GET / = %d %q", lang, res.StatusCode, res.Header.Get("Content-Type"))
		}
		want = append(want, `<fieldset>`, `<textarea id="comment" name="comment"`, `<script src="survey.js" defer></script>`,
			`<form method="post">`)
		for _, w := range want {
			if !strings.Contains(body, w) {
				t.Errorf("%s: the page lacks %s", lang, w)
			}
		}
		if n := strings.Count(body, `type="radio" name="rating"`); n != 5 {
			t.Errorf("%s: %d rating radios, want 5", lang, n)
		}
		if strings.Contains(body, "<script>") || strings.Contains(body, "onclick") {
			t.Errorf("%s: the page has inline script", lang)
		}
		csp := res.Header.Get("Content-Security-Policy")
		for _, w := range []string{"default-src 'none'", "script-src 'self'", "form-action 'self'", "frame-ancestors http: https:"} {
			if !strings.Contains(csp, w) {
				t.Errorf("%s: policy %q lacks %q", lang, csp, w)
			}
		}
		if strings.Contains(csp, "unsafe-inline") {
			t.Errorf("%s: policy %q allows inline code", lang, csp)
		}
	}
	// Any other language is English.
	if _, body := do(t, h, http.MethodGet, "/?lang=fr", nil); !strings.Contains(body, `<html lang="en">`) {
		t.Error("?lang=fr is not English")
	}
}

// The parent origin the portal gives reaches the script only when it is an
// origin: the page posts nothing to anything else.
func TestPage_givesTheScriptOnlyAnOriginAsParent(t *testing.T) {
	_, h := newSurvey()
	for parent, want := range map[string]string{
		"http://127.0.0.1:8080":      `data-parent="http://127.0.0.1:8080"`,
		"https://pay.example.org":    `data-parent="https://pay.example.org"`,
		"*":                          `data-parent=""`,
		"https://pay.example.org/x":  `data-parent=""`,
		"javascript:alert(1)":        `data-parent=""`,
		`http://a.example"><script>`: `data-parent=""`,
	} {
		if _, body := do(t, h, http.MethodGet, "/?parent="+url.QueryEscape(parent), nil); !strings.Contains(body, want) {
			t.Errorf("parent %q: the page lacks %s", parent, want)
		}
	}
}

// SHELL-22: a sent answer is kept with the link's language, environment,
// client and site, and shows at /answers.json, newest first; the payer sees
// a thank-you.
func TestSend_SHELL22_keepsTheAnswerAndThanks(t *testing.T) {
	s, h := newSurvey()
	res, body := do(t, h, http.MethodPost, "/"+query, url.Values{"rating": {"4"}, "comment": {"  Muy clara <b>gracias</b> "}})
	if res.StatusCode != http.StatusOK {
		t.Fatalf("POST / = %d", res.StatusCode)
	}
	for _, w := range []string{`<h1 id="thanks" tabindex="-1">Gracias por sus respuestas</h1>`, `data-parent="http://127.0.0.1:8080"`} {
		if !strings.Contains(body, w) {
			t.Errorf("the thank-you page lacks %s", w)
		}
	}
	if strings.Contains(body, "<form") {
		t.Error("the thank-you page still has the form")
	}
	do(t, h, http.MethodPost, "/?lang=en&env=production&client=moonbeam&site=pay", url.Values{"rating": {"1"}})

	_, js := do(t, h, http.MethodGet, "/answers.json?client=sunshine&site=demo", nil)
	var got struct{ Answers []survey.Answer }
	if err := json.Unmarshal([]byte(js), &got); err != nil {
		t.Fatal(err)
	}
	want := survey.Answer{Received: now, Survey: "non-production", Lang: "es", Client: "sunshine", Site: "demo",
		Rating: 4, Comment: "Muy clara <b>gracias</b>"}
	if len(got.Answers) != 1 || got.Answers[0] != want {
		t.Fatalf("sunshine/demo answers %+v, want [%+v]", got.Answers, want)
	}
	all := s.Answers("", "")
	if len(all) != 2 || all[0].Client != "moonbeam" || all[0].Lang != "en" || all[0].Survey != "production" {
		t.Errorf("all answers %+v, want moonbeam's first", all)
	}
}

func TestSend_refusesAMissingOrOutOfRangeRatingAndALongComment(t *testing.T) {
	s, h := newSurvey()
	long := strings.Repeat("é", survey.MaxComment+1)
	for _, form := range []url.Values{
		{"comment": {"no rating"}}, {"rating": {"0"}}, {"rating": {"6"}}, {"rating": {"x"}},
		{"rating": {"3"}, "comment": {long}},
	} {
		res, body := do(t, h, http.MethodPost, "/?lang=en", form)
		if res.StatusCode != http.StatusUnprocessableEntity {
			t.Errorf("%v: %d, want 422", form, res.StatusCode)
		}
		for _, w := range []string{`role="alert"`, `aria-describedby="survey-error"`, "<form"} {
			if !strings.Contains(body, w) {
				t.Errorf("%v: the page lacks %s", form, w)
			}
		}
	}
	if a := s.Answers("", ""); len(a) != 0 {
		t.Errorf("kept %+v", a)
	}
}

func TestAnswers_keepsTheNewestOnly(t *testing.T) {
	s, h := newSurvey()
	for i := range survey.Keep + 3 {
		do(t, h, http.MethodPost, "/?client=c&site="+string(rune('a'+i%26)), url.Values{"rating": {"5"}})
	}
	if n := len(s.Answers("", "")); n != survey.Keep {
		t.Errorf("%d answers kept, want %d", n, survey.Keep)
	}
}

// SHELL-22: Escape inside the frame asks the portal to close the survey,
// always at the given parent origin, never '*'.
func TestScript_postsCloseOnlyToTheParentOrigin(t *testing.T) {
	_, h := newSurvey()
	res, js := do(t, h, http.MethodGet, "/survey.js", nil)
	if res.StatusCode != http.StatusOK || !strings.HasPrefix(res.Header.Get("Content-Type"), "text/javascript") {
		t.Fatalf("GET /survey.js = %d %q", res.StatusCode, res.Header.Get("Content-Type"))
	}
	for _, w := range []string{"event.key === 'Escape'", "postMessage({ type: 'close' }, origin)", "ancestors[0] !== origin",
		"getAttribute('data-parent')"} {
		if !strings.Contains(js, w) {
			t.Errorf("survey.js lacks %s", w)
		}
	}
	if strings.Contains(js, "'*'") {
		t.Error("survey.js posts to '*'")
	}
}

func TestStylePingAndUnknownPaths(t *testing.T) {
	_, h := newSurvey()
	if res, _ := do(t, h, http.MethodGet, "/survey.css", nil); res.StatusCode != http.StatusOK ||
		!strings.HasPrefix(res.Header.Get("Content-Type"), "text/css") {
		t.Errorf("GET /survey.css = %d %q", res.StatusCode, res.Header.Get("Content-Type"))
	}
	if res, body := do(t, h, http.MethodGet, "/ping", nil); res.StatusCode != http.StatusOK || !strings.Contains(body, "ok") {
		t.Errorf("GET /ping = %d %s", res.StatusCode, body)
	}
	if res, _ := do(t, h, http.MethodGet, "/static/page.html", nil); res.StatusCode != http.StatusNotFound {
		t.Errorf("GET /static/page.html = %d, want 404", res.StatusCode)
	}
}
