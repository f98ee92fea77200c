package respond_test

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"log/slog"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"

	"github.com/payhub/payhub/bff"
	"github.com/payhub/payhub/sandbox/internal/respond"
)

func decodeError(t *testing.T, rec *httptest.ResponseRecorder) respond.ErrorDetail {
	t.Helper()
	var body respond.ErrorBody
	if err := json.Unmarshal(rec.Body.Bytes(), &body); err != nil {
		t.Fatalf("body %q is not the error shape: %v", rec.Body.String(), err)
	}
	return body.Error
}

func TestErrorShowsABffErrorWithItsStatus(t *testing.T) {
	rec := httptest.NewRecorder()
	err := &bff.Error{Code: bff.CodeNotFound, Message: "No such bill.", DisplayMessage: "Check the number."}
	respond.Error(rec, httptest.NewRequest(http.MethodGet, "/", nil), slog.New(slog.DiscardHandler), err)
	got := decodeError(t, rec)
	if rec.Code != http.StatusNotFound || got.Code != "not_found" || got.Message != "No such bill." ||
		got.DisplayMessage != "Check the number." {
		t.Errorf("answer = %d %+v", rec.Code, got)
	}
}

func TestErrorHidesTheDetailOfAnInternalError(t *testing.T) {
	rec := httptest.NewRecorder()
	secret := errors.New("database file /var/secret is locked")
	respond.Error(rec, httptest.NewRequest(http.MethodGet, "/", nil), slog.New(slog.DiscardHandler), secret)
	got := decodeError(t, rec)
	if rec.Code != http.StatusInternalServerError || got.Code != "internal" || got.Message != bff.GenericMessage {
		t.Errorf("answer = %d %+v, want 500 internal with the generic message", rec.Code, got)
	}
	if strings.Contains(rec.Body.String(), "secret") {
		t.Errorf("answer leaks the cause: %s", rec.Body.String())
	}
}

func TestRecoverAnswersAPanicWith500AndNoStackTrace(t *testing.T) {
	h := respond.Recover(http.HandlerFunc(func(http.ResponseWriter, *http.Request) {
		panic("boom at handler.go:42")
	}), slog.New(slog.DiscardHandler))
	rec := httptest.NewRecorder()
	h.ServeHTTP(rec, httptest.NewRequest(http.MethodGet, "/", nil))
	got := decodeError(t, rec)
	if rec.Code != http.StatusInternalServerError || got.Code != "internal" {
		t.Errorf("answer = %d %+v, want 500 internal", rec.Code, got)
	}
	if strings.Contains(rec.Body.String(), "boom") || strings.Contains(rec.Body.String(), "goroutine") {
		t.Errorf("answer leaks the panic: %s", rec.Body.String())
	}
}

func TestErrorLogsAWorkStoppedByItsCallerAtInfoAndAFailureAtError(t *testing.T) {
	for _, tc := range []struct {
		name   string
		cancel bool
		err    error
		want   string
	}{
		{"the caller went away", true, context.Canceled, "level=INFO msg=\"sandbox request abandoned by its caller\""},
		{"the caller went away, wrapped", true, bff.Wrap(context.Canceled, bff.CodeUnavailable, "Try again."), "level=INFO"},
		{"canceled while the caller waits", false, context.Canceled, "level=ERROR msg=\"sandbox request failed\""},
		{"another failure after the caller went away", true, errors.New("disk full"), "level=ERROR"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			ctx, cancel := context.WithCancel(context.Background())
			if tc.cancel {
				cancel()
			}
			defer cancel()
			var logs bytes.Buffer
			req := httptest.NewRequest(http.MethodGet, "/", nil).WithContext(ctx)
			respond.Error(httptest.NewRecorder(), req, slog.New(slog.NewTextHandler(&logs, nil)), tc.err)
			if !strings.Contains(logs.String(), tc.want) {
				t.Errorf("logged %q, want %q", logs.String(), tc.want)
			}
		})
	}
}

func TestDecodeTakesOnlyAnApplicationJSONBodyAndAnswers415ForAnyOther(t *testing.T) {
	for _, c := range []struct {
		contentType string
		want        int
	}{
		{"application/json", http.StatusOK},
		{"application/json; charset=utf-8", http.StatusOK},
		{"Application/JSON", http.StatusOK},
		{"text/plain", http.StatusUnsupportedMediaType},
		{"text/plain; charset=utf-8", http.StatusUnsupportedMediaType},
		{"application/x-www-form-urlencoded", http.StatusUnsupportedMediaType},
		{"multipart/form-data; boundary=x", http.StatusUnsupportedMediaType},
		{"", http.StatusUnsupportedMediaType},
	} {
		rec := httptest.NewRecorder()
		req := httptest.NewRequest(http.MethodPost, "/", strings.NewReader(`{"by":"1h"}`))
		if c.contentType != "" {
			req.Header.Set("Content-Type", c.contentType)
		}
		var v struct{ By string }
		if err := respond.Decode(rec, req, &v); err != nil {
			respond.Error(rec, req, slog.New(slog.DiscardHandler), err)
		} else {
			rec.WriteHeader(http.StatusOK)
		}
		if rec.Code != c.want {
			t.Errorf("Content-Type %q: %d, want %d", c.contentType, rec.Code, c.want)
		}
		if c.want == http.StatusUnsupportedMediaType && decodeError(t, rec).Code != "unsupported_media_type" {
			t.Errorf("Content-Type %q: %s, want code unsupported_media_type", c.contentType, rec.Body)
		}
	}
}
