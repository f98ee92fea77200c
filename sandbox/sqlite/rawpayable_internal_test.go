package sqlite

import (
	"encoding/json"
	"net/http"
	"net/http/httptest"
	"net/url"
	"testing"

	"github.com/payhub/payhub/bff/upstream/payables"
	sandboxpayables "github.com/payhub/payhub/sandbox/payables"
)

// fullPayable sets every field of a raw payable (spec 001 §3).
func fullPayable() payables.Payable {
	return payables.Payable{
		Path: "sunshine/types/raw/R-1", PayableType: "tax", Amount: "100.00", MinimumAmount: "1.00", MaximumAmount: "100.00",
		IsQuantityModifiable: true, DisplayName: "Raw", DisplayType: "property_tax",
		RequiresConfirmation: true, RequiresConfirmationMessage: "I confirm this is my parcel.", DueAt: "2026-12-31",
		Client: "sunshine", Site: "types", DepartmentCode: "TAXCOL", ItemCategory: "property_tax", SavePath: "sunshine/types/raw/R-1",
		AllowedTenderTypes: []string{"card"}, ShouldDelayPayment: true, Description: "All fields",
		IsPayable: true, IsPayableMessage: &payables.PayableMessage{Code: "ok", Display: "Payable"},
		RequiredUserInputFields: []string{"email"}, RequiresShipping: true,
		CustomParameters: map[string]any{"k": "v"}, CachesafeSearchPairs: map[string]string{"account": "R-1"},
		PaymentChoices:      []payables.PaymentChoice{{Amount: "50.00", Path: "sunshine/types/raw/R-1/half", DisplayName: "Half"}},
		PaymentRestrictions: &payables.PaymentRestrictions{DisabledTenderTypes: []payables.DisabledTenderType{{Type: "bank"}}},
		CanHaveChildren:     true, ChildGroups: []payables.ChildGroup{{Policy: "any"}},
		Parent: &payables.ParentRef{Path: "sunshine/types/raw/R", DisplayName: "Parent"}, Adaptor: "raw",
		CartRestrictionLevel: "department", ComponentPaths: []string{"sunshine/types/raw/R-1/a"},
		DisabledCardBrands: []string{"American Express"}, Links: []payables.Link{{Href: "https://county.example/R-1"}},
		UniqueID: "raw-1", BaseSourceID: "tax-index", VerificationJWT: "header.payload.signature", ExternalID: "EXT-1",
		FreeformFields:          []payables.FreeformField{{ReportingKey: "note", Label: "Note"}},
		ScheduledPaymentsConfig: &payables.ScheduledPaymentsConfig{EndOnZeroAmountDue: true},
	}
}

// TestRawPayable_PAY01_theSandboxServesEveryFieldOfARawPayable stores a
// payable with every field of PAY-01 and reads it back through the
// sandbox's payables service: each key of payables.RawFields is there.
func TestRawPayable_PAY01_theSandboxServesEveryFieldOfARawPayable(t *testing.T) {
	db, err := Open(t.Context(), t.TempDir(), nil)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { db.Close() })
	tx, err := db.sql.BeginTx(t.Context(), nil)
	if err != nil {
		t.Fatal(err)
	}
	p := fullPayable()
	if err := upsertPayable(t.Context(), tx, seedPayable{payable: p}); err != nil {
		t.Fatal(err)
	}
	if err := tx.Commit(); err != nil {
		t.Fatal(err)
	}
	rec := httptest.NewRecorder()
	sandboxpayables.NewHandler(db.Payables(), nil).ServeHTTP(rec,
		httptest.NewRequest(http.MethodGet, "/v0/"+url.PathEscape(p.Path), nil))
	if rec.Code != http.StatusOK {
		t.Fatalf("GET: %d %s", rec.Code, rec.Body.String())
	}
	var raw map[string]json.RawMessage
	if err := json.Unmarshal(rec.Body.Bytes(), &raw); err != nil {
		t.Fatal(err)
	}
	for _, key := range payables.RawFields() {
		if _, ok := raw[key]; !ok {
			t.Errorf("PAY-01: the raw payable lacks %s", key)
		}
	}
	if len(payables.RawFields()) != 40 {
		t.Errorf("PAY-01 names 40 fields, RawFields has %d", len(payables.RawFields()))
	}
	var back payables.Payable
	if err := json.Unmarshal(rec.Body.Bytes(), &back); err != nil || back.Links[0].Href != "https://county.example/R-1" ||
		back.ExternalID != "EXT-1" || back.BaseSourceID != "tax-index" || back.RequiresConfirmationMessage == "" {
		t.Errorf("PAY-01: read back %+v, %v", back, err)
	}
}
