package http

import (
	"context"
	"encoding/json"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"

	"github.com/payhub/payhub/bff"
	"github.com/payhub/payhub/bff/shell"
)

// fakeContact is a Contact made of a function field.
type fakeContact struct {
	send func(ctx context.Context, client, site string, in shell.ContactInput, lang bff.Language) (shell.ContactResult, error)
}

var _ Contact = fakeContact{}

func (f fakeContact) Send(ctx context.Context, client, site string, in shell.ContactInput, lang bff.Language) (shell.ContactResult, error) {
	return f.send(ctx, client, site, in, lang)
}

func postContact(h http.Handler, body string, hdr map[string]string) *httptest.ResponseRecorder {
	req := httptest.NewRequest(http.MethodPost, "/bff/v1/Sunshine/Demo/contact", strings.NewReader(body))
	req.Header.Set("Content-Type", "application/json")
	for k, v := range hdr {
		req.Header.Set(k, v)
	}
	rec := httptest.NewRecorder()
	h.ServeHTTP(rec, req)
	return rec
}

func TestSendContact_API30_passesTheBodyClientSiteAndLanguageOn(t *testing.T) {
	var got shell.ContactInput
	var where string
	var lang bff.Language
	h := New(Deps{Contact: fakeContact{send: func(_ context.Context, client, site string, in shell.ContactInput, l bff.Language) (shell.ContactResult, error) {
		got, where, lang = in, client+"/"+site, l
		return shell.ContactResult{ID: "msg_1"}, nil
	}}})
	body := `{"topic":"website_issue","body":"Hi","first_name":"Ana","last_name":"Lopez","email":"a@b.org","custom_fields":{"Plate":"X"}}`
	rec := postContact(h, body, map[string]string{"X-Requested-With": "payhub", "Accept-Language": "es-US,es;q=0.9"})
	if rec.Code != http.StatusOK {
		t.Fatalf("status %d %s", rec.Code, rec.Body)
	}
	var res shell.ContactResult
	if err := json.Unmarshal(rec.Body.Bytes(), &res); err != nil || res.ID != "msg_1" {
		t.Errorf("answer %s", rec.Body)
	}
	if where != "sunshine/demo" || lang != bff.Spanish || got.FirstName != "Ana" || got.CustomFields["Plate"] != "X" {
		t.Errorf("sent %q %q %+v", where, lang, got)
	}
}

func TestSendContact_refusalsAndFailures(t *testing.T) {
	ok := fakeContact{send: func(context.Context, string, string, shell.ContactInput, bff.Language) (shell.ContactResult, error) {
		return shell.ContactResult{ID: "msg_1"}, nil
	}}
	failing := func(err error) fakeContact {
		return fakeContact{send: func(context.Context, string, string, shell.ContactInput, bff.Language) (shell.ContactResult, error) {
			return shell.ContactResult{}, err
		}}
	}
	csrf := map[string]string{"X-Requested-With": "payhub"}
	cases := []struct {
		name    string
		contact Contact
		body    string
		hdr     map[string]string
		status  int
	}{
		{"without the CSRF header", ok, `{}`, nil, http.StatusForbidden},
		{"a body that is not JSON", ok, `not json`, csrf, http.StatusBadRequest},
		{"CONTACT-07 a refused field", failing(bff.Errorf(bff.CodeInvalid, "the field comments is not valid")), `{}`, csrf, http.StatusBadRequest},
		{"ERR-19 the contact service fails", failing(bff.Errorf(bff.CodeUnavailable, "down")), `{}`, csrf, http.StatusServiceUnavailable},
		{"a server without the contact service", nil, `{}`, csrf, http.StatusServiceUnavailable},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			d := Deps{}
			if tc.contact != nil {
				d.Contact = tc.contact
			}
			rec := postContact(New(d), tc.body, tc.hdr)
			if rec.Code != tc.status {
				t.Fatalf("status %d %s, want %d", rec.Code, rec.Body, tc.status)
			}
			var body errorBody
			if err := json.Unmarshal(rec.Body.Bytes(), &body); err != nil || body.Error.Code == "" {
				t.Errorf("error body %s", rec.Body)
			}
		})
	}
}
