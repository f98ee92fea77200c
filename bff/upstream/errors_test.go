package upstream

import (
	"errors"
	"fmt"
	"net/http"
	"strings"
	"testing"

	"github.com/payhub/payhub/bff"
)

func TestUpstreamStatusesMapToTheErrorVocabulary(t *testing.T) {
	for _, tc := range []struct {
		status  int
		code    bff.Code
		outcome string
	}{
		{400, bff.CodeUpstreamFailed, OutcomeClientError},
		{401, bff.CodeUnauthorized, OutcomeClientError},
		{403, bff.CodeForbidden, OutcomeClientError},
		{404, bff.CodeNotFound, OutcomeClientError},
		{409, bff.CodeConflict, OutcomeClientError},
		{410, bff.CodeUpstreamFailed, OutcomeClientError},
		{422, bff.CodeUpstreamFailed, OutcomeClientError},
		{429, bff.CodeRateLimited, OutcomeClientError},
		{500, bff.CodeUnavailable, OutcomeServerError},
		{503, bff.CodeUnavailable, OutcomeServerError},
	} {
		t.Run(fmt.Sprint(tc.status), func(t *testing.T) {
			srv, _ := countingServer(t, status(tc.status))
			p, obs := newTestPool(t, Options{})
			err := p.Client("cart", srv.URL).Do(t.Context(), Call{}, nil)
			wantCode(t, err, tc.code)
			var se *StatusError
			if !errors.As(err, &se) || se.Status != tc.status {
				t.Errorf("err = %v, want a StatusError with status %d", err, tc.status)
			}
			if bff.ErrorMessage(err) == "" || obs.lastCall().outcome != tc.outcome {
				t.Errorf("message %q, outcome %q", bff.ErrorMessage(err), obs.lastCall().outcome)
			}
		})
	}
}

func TestUpstreamDisplayMessageIsShownAndItsRawMessageKeptInternal(t *testing.T) {
	for name, body := range map[string]string{
		"nested":    `{"error":{"code":"pin_invalid","message":"db row 17 mismatch","displayMessage":"Invalid PIN."}}`,
		"top level": `{"code":"pin_invalid","message":"db row 17 mismatch","displayMessage":"Invalid PIN."}`,
	} {
		t.Run(name, func(t *testing.T) {
			srv, _ := countingServer(t, func(w http.ResponseWriter, r *http.Request) {
				w.WriteHeader(http.StatusUnprocessableEntity)
				_, _ = w.Write([]byte(body))
			})
			p, _ := newTestPool(t, Options{})
			err := p.Client("verification", srv.URL).Do(t.Context(), Call{Method: http.MethodPost}, nil)
			wantCode(t, err, bff.CodeUpstreamFailed)
			if got := bff.ErrorDisplayMessage(err); got != "Invalid PIN." {
				t.Errorf("DisplayMessage = %q", got)
			}
			if msg := bff.ErrorMessage(err); strings.Contains(msg, "db row") || strings.Contains(msg, "PIN") {
				t.Errorf("Message %q carries upstream text", msg)
			}
			var se *StatusError
			if !errors.As(err, &se) || se.Code != "pin_invalid" || se.Message != "db row 17 mismatch" ||
				!strings.Contains(err.Error(), "db row 17 mismatch") {
				t.Errorf("internal cause = %+v", se)
			}
		})
	}
}

func TestUnrecognisedErrorBodiesAreKeptInternallyAndTruncated(t *testing.T) {
	page := "<html>" + strings.Repeat("proxy error ", 200) + "</html>"
	srv, _ := countingServer(t, func(w http.ResponseWriter, r *http.Request) {
		w.WriteHeader(http.StatusBadRequest)
		_, _ = w.Write([]byte(page))
	})
	p, _ := newTestPool(t, Options{})
	err := p.Client("cart", srv.URL).Do(t.Context(), Call{}, nil)
	var se *StatusError
	if !errors.As(err, &se) || !strings.HasPrefix(se.Body, "<html>proxy error") || len(se.Body) != maxBodyInError {
		t.Fatalf("StatusError = %+v", se)
	}
	if bff.ErrorDisplayMessage(err) != "" || bff.ErrorMessage(err) != bff.GenericMessage {
		t.Errorf("display %q, message %q", bff.ErrorDisplayMessage(err), bff.ErrorMessage(err))
	}
}

func TestParseErrorBodyAcceptsCommonShapes(t *testing.T) {
	for body, want := range map[string]StatusError{
		`{"error":"boom"}`:                  {Message: "boom"},
		`{"error":{"code":42}}`:             {Code: "42"},
		`{"displayMessage":"Try later."}`:   {DisplayMessage: "Try later."},
		`{"error":{"displayMessage":"A."}}`: {DisplayMessage: "A."},
	} {
		var got StatusError
		if !parseErrorBody([]byte(body), &got) || got != want {
			t.Errorf("parseErrorBody(%s) = %+v, want %+v", body, got, want)
		}
	}
	for _, body := range []string{``, `[]`, `{}`, `{"other":1}`, `not json`} {
		if parseErrorBody([]byte(body), &StatusError{}) {
			t.Errorf("parseErrorBody(%q) recognised a shape", body)
		}
	}
}
