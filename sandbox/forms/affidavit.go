package forms

import wire "github.com/payhub/payhub/bff/upstream/forms"

// SlugInsuranceAffidavit is the insurance affidavit's slug.
const SlugInsuranceAffidavit = "insurance-affidavit"

// InsuranceAffidavit is the county's insurance affidavit (spec 001 §5
// "Forms and fields"; VAL-59): company name, a 5-digit company code
// (VAL-58), policy number, VIN and signature are required; a proof of
// insurance may be attached.
func InsuranceAffidavit() wire.Form {
	return wire.Form{
		Slug: SlugInsuranceAffidavit,
		Title: wire.Localized{En: "Insurance affidavit",
			Es: "Declaración jurada de seguro"},
		Description: wire.Localized{
			En: "Declare the insurance that covers your vehicle. Attach your proof of insurance if you have it.",
			Es: "Declare el seguro que cubre su vehículo. Adjunte su comprobante de seguro si lo tiene."},
		Fields: []wire.Field{
			{Name: "companyName", Kind: wire.KindText, Required: true, MaxLength: 100,
				Label: wire.Localized{En: "Insurance company name", Es: "Nombre de la compañía de seguros"}},
			{Name: "companyCode", Kind: wire.KindText, Required: true, MaxLength: 5,
				Pattern: `^[0-9]{5}$`, PatternRule: "VAL-58",
				Label: wire.Localized{En: "Company code", Es: "Código de la compañía"},
				Hint:  wire.Localized{En: "5 digits", Es: "5 dígitos"}},
			{Name: "policyNumber", Kind: wire.KindText, Required: true, MaxLength: 30,
				Label: wire.Localized{En: "Policy number", Es: "Número de póliza"}},
			{Name: "vin", Kind: wire.KindText, Required: true, MaxLength: 17,
				Pattern: `^[A-Za-z0-9]{5,17}$`, PatternRule: "VIN",
				Label: wire.Localized{En: "Vehicle identification number (VIN)",
					Es: "Número de identificación del vehículo (VIN)"}},
			{Name: "proofOfInsurance", Kind: wire.KindUpload,
				Label: wire.Localized{En: "Proof of insurance", Es: "Comprobante de seguro"},
				Hint:  wire.Localized{En: "Image, PDF, DOC, DOCX or CSV, up to 10 MB", Es: "Imagen, PDF, DOC, DOCX o CSV, hasta 10 MB"}},
			{Name: "signature", Kind: wire.KindSignature, Required: true,
				Label: wire.Localized{En: "Signature", Es: "Firma"}},
		},
	}
}
