package ownership_test

import (
	"context"
	"errors"
	"net/http"
	"net/http/httptest"
	"testing"

	"github.com/payhub/payhub/bff"
	"github.com/payhub/payhub/bff/ownership"
	"github.com/payhub/payhub/bff/texts"
	"github.com/payhub/payhub/bff/upstream"
	api "github.com/payhub/payhub/bff/upstream/verify"
)

// statuses is a verification service that knows one user's statuses and
// refuses nothing.
type statuses []api.Status

func (s statuses) Statuses(context.Context, string) ([]api.Status, error) { return s, nil }
func (s statuses) RequestPIN(context.Context, string, api.PINRequest) (api.Status, error) {
	return api.Status{}, errors.New("not called")
}
func (s statuses) Claim(context.Context, string, api.ClaimRequest) (api.Status, error) {
	return api.Status{}, errors.New("not called")
}

var req = ownership.Request{Client: "sunshine", Site: "demo", Lang: bff.Spanish, UserID: "u1"}

func TestStatuses_API55_onlyTheCurrentClientAndSite(t *testing.T) {
	o := &ownership.Ownership{Verify: statuses{
		{AccountPayableSavePath: "sunshine/demo/a", Client: "sunshine", Site: "demo", Status: api.StatusPayableClaimed},
		{AccountPayableSavePath: "sunshine/tour/b", Client: "sunshine", Site: "tour", Status: api.StatusPINRequested},
		{AccountPayableSavePath: "moon/demo/c", Client: "moon", Site: "demo", Status: api.StatusPINRequested},
	}}
	got, err := o.Statuses(t.Context(), req)
	if err != nil || len(got) != 1 || got[0].PayablePath != "sunshine/demo/a" {
		t.Fatalf("Statuses = %+v, %v", got, err)
	}
	if ok, err := o.Claimed(t.Context(), req, "/sunshine/demo/a"); !ok || err != nil {
		t.Errorf("Claimed = %v, %v", ok, err)
	}
	tour := req
	tour.Site = "tour"
	if ok, _ := o.Claimed(t.Context(), tour, "sunshine/demo/a"); ok {
		t.Error("VERIFY-01: a claim of another site counts")
	}
}

func TestClaim_VERIFY05_aPINOfAnotherShapeIsRefusedInSpanishBeforeTheService(t *testing.T) {
	o := &ownership.Ownership{Verify: statuses{}}
	for _, pin := range []string{"", "12345", "1234567", "12a456", "١٢٣٤٥٦"} {
		_, err := o.Claim(t.Context(), req, "sunshine/demo/a", pin)
		var be *bff.Error
		if !errors.As(err, &be) || be.Code != bff.CodeInvalid || be.DisplayMessage != texts.Message(texts.VerifyPINFormat, bff.Spanish) ||
			be.Fields["pin"] == "" {
			t.Errorf("PIN %q: %v", pin, err)
		}
	}
	if _, err := o.RequestPIN(t.Context(), req, "sunshine/tour/b"); bff.ErrorCode(err) != bff.CodeNotFound {
		t.Errorf("a letter for another site's payable: %v", err)
	}
}

func TestFailure_ERR69_anUnknownRefusalKeepsItsStatusAndTheServersDisplayMessage(t *testing.T) {
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Content-Type", "application/json")
		w.WriteHeader(http.StatusBadRequest)
		_, _ = w.Write([]byte(`{"error":{"code":"odd","message":"odd","displayMessage":"Call the county."}}`))
	}))
	t.Cleanup(srv.Close)
	pool := upstream.NewPool(upstream.Options{MaxRetries: -1})
	t.Cleanup(pool.Close)
	o := &ownership.Ownership{Verify: api.NewClient(pool.Client("verify", srv.URL))}
	_, err := o.RequestPIN(t.Context(), req, "sunshine/demo/a")
	var be *bff.Error
	if !errors.As(err, &be) || be.Code != bff.CodeUpstreamFailed || be.DisplayMessage != "Call the county." {
		t.Fatalf("RequestPIN = %#v", err)
	}
	var se *upstream.StatusError
	if !errors.As(err, &se) || se.Status != http.StatusBadRequest {
		t.Fatalf("the status is lost: %v", err)
	}
}
