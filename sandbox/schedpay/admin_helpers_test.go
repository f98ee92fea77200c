package schedpay_test

import (
	"testing"
	"time"

	wire "github.com/payhub/payhub/bff/upstream/schedpay"
	"github.com/payhub/payhub/bff/upstream/wallet"
	"github.com/payhub/payhub/sandbox"
	sblogin "github.com/payhub/payhub/sandbox/login"
	"github.com/payhub/payhub/sandbox/stafftest"
)

// Seed staff accounts (sandbox/login) and the seed resident.
const (
	sunshineAdmin  = sblogin.SeedStaffAdminEmail
	sunshineViewer = sblogin.SeedStaffViewerEmail
	moonbeamAdmin  = sblogin.SeedStaffOtherEmail
	residentEmail  = sblogin.SeedResidentEmail
)

// newAdminFixture is the sandbox at its own address, so that staff can
// sign in to its login service.
func newAdminFixture(t *testing.T) *fixture {
	t.Helper()
	base, err := time.Parse(time.RFC3339, startOfTest)
	if err != nil {
		t.Fatal(err)
	}
	f := &fixture{t: t, dir: t.TempDir(), base: base, ownURL: true}
	f.start()
	return f
}

// staffToken signs email in to the staff client with scopes (every admin
// scope when none) and returns the access token.
func (f *fixture) staffToken(email string, scopes ...string) string {
	f.t.Helper()
	return stafftest.Token(f.t, f.svc.URL+sandbox.PrefixLogin, email, scopes...)
}

// as is the staff client acting as the seed staff account email with
// scopes (every admin scope when none).
func (f *fixture) as(email string, scopes ...string) *wire.Admin {
	f.t.Helper()
	return f.plans.Admin(f.staffToken(email, scopes...))
}

// residentID is the login service's id of the seed resident, whose plans
// staff make.
func (f *fixture) residentID() string {
	f.t.Helper()
	u, err := f.srv.DB().Login().UserByEmail(f.t.Context(), residentEmail)
	if err != nil {
		f.t.Fatal(err)
	}
	return u.ID
}

// adminRequest is a monthly plan of pathTax1 for the seed resident, paid
// with tender, as staff enter it.
func (f *fixture) adminRequest(tender wallet.Tender) wire.AdminPlanRequest {
	p := payload("", "", "", pathTax1, tender, wire.FrequencyRule{Type: wire.RecurringMonthlyOnDate, StartDate: f.date(5)})
	p.User = nil
	p.ConstantAmount = ptr("10.00")
	p.Agreement = &wire.Agreement{Terms: "The payer accepted the terms by phone.", Time: startOfTest}
	return wire.AdminPlanRequest{Payer: wire.Payer{Name: "Rosa Resident", Email: residentEmail}, Plan: p}
}
