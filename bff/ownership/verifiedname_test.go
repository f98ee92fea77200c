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

// claims records the claim it was asked and answers it claimed, with the
// name the service recorded.
type claims struct{ got *api.ClaimRequest }

func (c claims) Statuses(context.Context, string) ([]api.Status, error) {
	return []api.Status{
		{AccountPayableSavePath: "sunshine/demo/a", Client: "sunshine", Site: "demo", Status: api.StatusPayableClaimed,
			VerifiedName: "Rosa Resident", VerifiedAt: "2026-11-20T10:00:00Z"},
		{AccountPayableSavePath: "sunshine/demo/b", Client: "sunshine", Site: "demo", Status: api.StatusPINRequested,
			VerifiedName: "not shown before a claim"},
	}, nil
}
func (c claims) RequestPIN(context.Context, string, api.PINRequest) (api.Status, error) {
	return api.Status{AccountPayableSavePath: "sunshine/demo/a", Status: api.StatusPINRequested, LetterOnItsWay: true}, nil
}
func (c claims) Claim(_ context.Context, _ string, r api.ClaimRequest) (api.Status, error) {
	*c.got = r
	return api.Status{AccountPayableSavePath: r.AccountPayableSavePath, Status: api.StatusPayableClaimed,
		VerifiedName: r.ClaimantName, VerifiedAt: "2026-11-26T10:00:00Z"}, nil
}

// A claim sends the resident's account name of the moment, and a claimed
// status carries the name and date the service recorded (the printed
// bill's, VERIFY-02); a status not claimed carries none. A request
// answered with a letter on its way says so.
func TestVerifiedName_theNameRecordedAtTheClaimIsTheStatuses(t *testing.T) {
	var got api.ClaimRequest
	o := &ownership.Ownership{Verify: claims{got: &got}}
	r := req
	r.Name = " Rosa Resident "
	v, err := o.Claim(t.Context(), r, "sunshine/demo/a", "123456")
	if err != nil || got.ClaimantName != "Rosa Resident" || v.VerifiedName != "Rosa Resident" || v.VerifiedAt == "" {
		t.Fatalf("Claim = %+v, %v; the service got %+v", v, err, got)
	}
	all, err := o.Statuses(t.Context(), req)
	if err != nil || len(all) != 2 || all[0].VerifiedName != "Rosa Resident" || all[0].VerifiedAt != "2026-11-20T10:00:00Z" ||
		all[1].VerifiedName != "" {
		t.Fatalf("Statuses = %+v, %v", all, err)
	}
	if v, err := o.RequestPIN(t.Context(), req, "sunshine/demo/a"); err != nil || !v.LetterOnItsWay {
		t.Errorf("RequestPIN = %+v, %v; want a letter on its way", v, err)
	}
}

// An expired PIN is told as such, in the request's language.
func TestFailure_anExpiredPINHasItsOwnMessage(t *testing.T) {
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Content-Type", "application/json")
		w.WriteHeader(http.StatusGone)
		_, _ = w.Write([]byte(`{"error":{"code":"pin_expired","message":"x"}}`))
	}))
	t.Cleanup(srv.Close)
	pool := upstream.NewPool(upstream.Options{MaxRetries: -1})
	t.Cleanup(pool.Close)
	o := &ownership.Ownership{Verify: api.NewClient(pool.Client("verify", srv.URL))}
	_, err := o.Claim(t.Context(), req, "sunshine/demo/a", "123456")
	var be *bff.Error
	if !errors.As(err, &be) || be.DisplayMessage != texts.Message(texts.VerifyPINExpired, bff.Spanish) {
		t.Fatalf("Claim = %#v", err)
	}
}
