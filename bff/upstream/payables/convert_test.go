package payables_test

import (
	"testing"

	"github.com/payhub/payhub/bff"
	"github.com/payhub/payhub/bff/upstream/payables"
)

func TestConvert_API92_returnsThePayableAtThePathInTheLanguageAsked(t *testing.T) {
	log := &requestLog{}
	c := newClient(t, log.wrap)
	sent := payables.Payable{Path: pathR100001, Amount: "1.00", DisplayName: "stale copy"}
	p, err := c.Convert(t.Context(), pathR100001, sent, payables.ConvertAs{}, bff.Spanish)
	if err != nil {
		t.Fatalf("Convert: %v", err)
	}
	if p.Path != pathR100001 || p.Amount != "1234.56" || p.DisplayName == sent.DisplayName {
		t.Errorf("converted %s at %s named %q, want the service's own R100-001 at 1234.56", p.Path, p.Amount, p.DisplayName)
	}
	es, err := c.Get(t.Context(), pathR100001, bff.Spanish)
	if err != nil {
		t.Fatalf("Get: %v", err)
	}
	if p.DisplayName != es.DisplayName {
		t.Errorf("converted name %q, want the Spanish %q", p.DisplayName, es.DisplayName)
	}
	r := log.last(t)
	if r.Header.Get("Authorization") != "" || r.Header.Get(payables.HeaderRemoteUser) != "" || r.Header.Get(payables.HeaderAdminUser) != "" {
		t.Errorf("sent authorization %q, remote user %q and admin user %q, want none when not asked",
			r.Header.Get("Authorization"), r.Header.Get(payables.HeaderRemoteUser), r.Header.Get(payables.HeaderAdminUser))
	}
}

func TestConvert_API92_sendsTheBearerAndRemoteUserWhenGiven(t *testing.T) {
	log := &requestLog{}
	c := newClient(t, log.wrap)
	as := payables.ConvertAs{Bearer: "tok-123", RemoteUser: "resident@example.com"}
	if _, err := c.Convert(t.Context(), pathR100002, payables.Payable{Path: pathR100002}, as, bff.English); err != nil {
		t.Fatalf("Convert: %v", err)
	}
	r := log.last(t)
	if got := r.Header.Get("Authorization"); got != "Bearer tok-123" {
		t.Errorf("authorization %q, want Bearer tok-123", got)
	}
	if got := r.Header.Get(payables.HeaderRemoteUser); got != "resident@example.com" {
		t.Errorf("remote user %q, want resident@example.com", got)
	}
	if got := r.URL.EscapedPath(); got != "/svc/payables/v0/sunshine%2Fdemo%2Fproperty_tax%2F2026%2FR100-002/convert" {
		t.Errorf("sent to %s, want the path in one escaped segment", got)
	}
}

func TestConvert_API92_refusesAnotherPayableOrAnUnknownPath(t *testing.T) {
	c := newClient(t, nil)
	_, err := c.Convert(t.Context(), pathR100001, payables.Payable{Path: pathR100002}, payables.ConvertAs{}, bff.English)
	if got := bff.ErrorCode(err); got != bff.CodeUpstreamFailed {
		t.Errorf("another payable's path: code %q (%v), want %q", got, err, bff.CodeUpstreamFailed)
	}
	unknown := "sunshine/demo/property_tax/2026/R999-999"
	_, err = c.Convert(t.Context(), unknown, payables.Payable{Path: unknown}, payables.ConvertAs{}, bff.English)
	if got := bff.ErrorCode(err); got != bff.CodeNotFound {
		t.Errorf("unknown path: code %q (%v), want %q", got, err, bff.CodeNotFound)
	}
}

// ROLE-34: the staff member acting goes in X-Admin-User when named, and a
// resident's call (a remote user alone) sends none.
func TestConvert_ROLE34_sendsTheAdminUserOnlyWhenNamed(t *testing.T) {
	log := &requestLog{}
	c := newClient(t, log.wrap)
	as := payables.ConvertAs{RemoteUser: "resident@example.com", AdminUser: "Sunny Admin"}
	if _, err := c.Convert(t.Context(), pathR100002, payables.Payable{Path: pathR100002}, as, bff.English); err != nil {
		t.Fatalf("Convert: %v", err)
	}
	if got := log.last(t).Header.Get(payables.HeaderAdminUser); got != "Sunny Admin" {
		t.Errorf("admin user %q, want Sunny Admin", got)
	}
	if _, err := c.Convert(t.Context(), pathR100002, payables.Payable{Path: pathR100002},
		payables.ConvertAs{RemoteUser: "resident@example.com"}, bff.English); err != nil {
		t.Fatalf("Convert: %v", err)
	}
	if got := log.last(t).Header.Values(payables.HeaderAdminUser); len(got) != 0 {
		t.Errorf("a resident's convert sent admin user %q, want none", got)
	}
}
