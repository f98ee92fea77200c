package forms_test

import (
	"slices"
	"strings"
	"testing"

	"github.com/payhub/payhub/bff/upstream/forms"
	"github.com/payhub/payhub/bff/upstream/uploads/uploadstest"
	sandboxforms "github.com/payhub/payhub/sandbox/forms"
)

func TestCheck_namesEachRuleTheFilingBreaks(t *testing.T) {
	f := sandboxforms.InsuranceAffidavit()
	for name, c := range map[string]struct {
		change func(*forms.SubmitRequest)
		want   forms.Problem
	}{
		"VAL-58":           {func(r *forms.SubmitRequest) { r.Values["companyCode"] = "123456" }, forms.Problem{Field: "companyCode", Kind: forms.ProblemTooLong}},
		"VAL-58 letters":   {func(r *forms.SubmitRequest) { r.Values["companyCode"] = "1234a" }, forms.Problem{Field: "companyCode", Kind: forms.ProblemPattern}},
		"VAL-59 VIN":       {func(r *forms.SubmitRequest) { delete(r.Values, "vin") }, forms.Problem{Field: "vin", Kind: forms.ProblemRequired}},
		"VAL-59 signature": {func(r *forms.SubmitRequest) { r.Signature = forms.Signature{} }, forms.Problem{Field: "signature", Kind: forms.ProblemSignatureMissing}},
		"SIG-04":           {func(r *forms.SubmitRequest) { r.Signature.Typed = strings.Repeat("é", 51) }, forms.Problem{Field: "signature", Kind: forms.ProblemSignatureTooLong}},
		"SIG-05": {func(r *forms.SubmitRequest) {
			r.Signature = forms.Signature{PNG: uploadstest.NoisyPNG(forms.MaxSignaturePNG)}
		}, forms.Problem{Field: "signature", Kind: forms.ProblemSignatureTooLarge}},
		"SIG-01 both": {func(r *forms.SubmitRequest) { r.Signature.PNG = uploadstest.PNG(310, 114) }, forms.Problem{Field: "signature", Kind: forms.ProblemSignatureBoth}},
		"one file only": {func(r *forms.SubmitRequest) {
			r.Uploads = map[string][]string{"proofOfInsurance": {"a", "b"}}
		}, forms.Problem{Field: "proofOfInsurance", Kind: forms.ProblemTooManyFiles}},
	} {
		r := affidavit("")
		c.change(&r)
		if got := forms.Check(f, forms.Trimmed(r)); !slices.Contains(got, c.want) {
			t.Errorf("%s: Check = %v, want %v", name, got, c.want)
		}
	}
	ok := affidavit("")
	ok.Signature.Typed = strings.Repeat("é", 50)
	if got := forms.Check(f, forms.Trimmed(ok)); len(got) != 0 {
		t.Errorf("a complete filing with a 50-character name: %v", got)
	}
	drawn := affidavit("")
	drawn.Signature = forms.Signature{PNG: uploadstest.PNG(310, 114)}
	if got := forms.Check(f, drawn); len(got) != 0 {
		t.Errorf("a drawn signature: %v", got)
	}
}
