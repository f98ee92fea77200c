package checkout

import "github.com/payhub/payhub/bff/upstream/payables"

// DefaultFreeformCharLimit is the most characters a freeform field takes
// when its payable names no char_limit (spec 001 §3 "freeform_fields",
// §9: "freeform char limit default 100"; PAY-06).
const DefaultFreeformCharLimit = 100

// freeformViews maps a payable's freeform fields as the portal draws them:
// every field has its limit, the payable's or DefaultFreeformCharLimit, so
// that the portal's counter and check match the cart service's.
func freeformViews(fields []payables.FreeformField) []FreeformFieldView {
	out := make([]FreeformFieldView, 0, len(fields))
	for _, f := range fields {
		limit := f.CharLimit
		if limit <= 0 {
			limit = DefaultFreeformCharLimit
		}
		out = append(out, FreeformFieldView{Key: f.ReportingKey, Label: f.Label, Placeholder: f.Placeholder,
			Tooltip: f.Tooltip, Required: f.Required, CharLimit: limit, TextArea: f.TextArea})
	}
	return out
}
