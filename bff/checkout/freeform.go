package checkout

import (
	"context"
	"maps"
	"slices"
	"strconv"
	"strings"
	"unicode/utf8"

	"github.com/payhub/payhub/bff"
	"github.com/payhub/payhub/bff/texts"
	"github.com/payhub/payhub/bff/upstream/cart"
	"github.com/payhub/payhub/bff/upstream/payables"
)

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
		out = append(out, FreeformFieldView{Key: f.ReportingKey, Label: f.Label, Placeholder: f.Placeholder,
			Tooltip: f.Tooltip, Required: f.Required, CharLimit: fieldLimit(f), TextArea: f.TextArea})
	}
	return out
}

// fieldLimit is f's character limit, DefaultFreeformCharLimit when the
// payable names none.
func fieldLimit(f payables.FreeformField) int {
	if f.CharLimit > 0 {
		return f.CharLimit
	}
	return DefaultFreeformCharLimit
}

// UnknownFieldsKey is the one entry of an error's fields under which
// freeform values whose keys the payable does not have are refused, all
// together: the request's name for the values.
const UnknownFieldsKey = "userParameters"

// checkFreeformValues checks freeform values against p's freeform fields
// in the BFF, before the cart service sees them (PAY-06): every key names
// a field of p, and every value is within its field's limit. filled says
// the values are the item's whole set, given as it is added (addFilled):
// then every required field needs a value. Otherwise they change some
// fields of an item in the cart, where a value may be cleared: the cart's
// check-out asks for the required ones, as for an item added without
// values. No value holds a control or bidirectional-formatting character
// (payables.FreeformTextAllowed). A confidential payment's tax type, when
// given, is one of ConfidentialTaxTypes once trimmed (VAL-80); it is kept
// trimmed (canonicalValues).
// The error names the fields by reporting key, with messages in lang; it
// never repeats a value, nor a key the payable does not have: those are
// refused together under UnknownFieldsKey.
func checkFreeformValues(p payables.Payable, values map[string]string, filled bool, lang bff.Language) error {
	fields := map[string]string{}
	byKey := make(map[string]payables.FreeformField, len(p.FreeformFields))
	for _, f := range p.FreeformFields {
		byKey[f.ReportingKey] = f
	}
	for k, v := range values {
		f, ok := byKey[k]
		switch {
		case !ok:
			// The key is the sender's, of any size and content: the
			// answer neither repeats it nor grows with the number sent.
			fields[UnknownFieldsKey] = texts.Message(texts.InvalidField, lang)
		case utf8.RuneCountInString(v) > fieldLimit(f):
			// Counted as the portal's counter and the cart service count.
			fields[k] = texts.Fill(texts.FormFieldTooLong, lang, map[string]string{"field": f.Label, "len": strconv.Itoa(fieldLimit(f))})
		case !payables.FreeformTextAllowed(f, v):
			// Kept in the county's records and shown to its staff: no
			// value may hide, reorder or split what is shown.
			fields[k] = texts.Fill(texts.FormFieldControl, lang, map[string]string{"field": f.Label})
		}
	}
	for _, f := range p.FreeformFields {
		if f.Required && filled && strings.TrimSpace(values[f.ReportingKey]) == "" {
			fields[f.ReportingKey] = texts.Fill(texts.FormFieldRequired, lang, map[string]string{"field": f.Label})
		}
	}
	if isConfidential(p) {
		t := strings.TrimSpace(values[ConfidentialTaxTypeKey])
		if (filled || t != "") && !validTaxType(t) {
			fields[ConfidentialTaxTypeKey] = texts.Message(texts.ConfidentialTaxType, lang)
		}
	}
	if len(fields) == 0 {
		return nil
	}
	keys := make([]string, 0, len(fields))
	for k := range fields {
		keys = append(keys, k)
	}
	slices.Sort(keys)
	// The first field's message stands for the whole answer, the same
	// one each time.
	return &bff.Error{Code: bff.CodeInvalid, Message: "Fill in the item's fields within their limits.",
		DisplayMessage: fields[keys[0]], Fields: fields}
}

// addFilled says whether an add's values are to be read as the item's
// whole set: the resident filled the item's fields before adding it
// (PAY-06), or it is a confidential payment, which is never added without
// them (VAL-80). An add without values leaves the fields to the cart,
// whose check-out asks for the required ones.
func addFilled(p payables.Payable, values map[string]string) bool {
	return len(values) > 0 || isConfidential(p)
}

// checkAddedValues checks the freeform values of each add against its
// payable among found (checkFreeformValues) and puts them in the form they
// are kept in (canonicalValues). A path not found is refused as the cart
// service refuses it: an add the BFF could not check is not passed on
// (PAY-06, VAL-80).
func checkAddedValues(adds []cart.AddItem, found []payables.Payable, lang bff.Language) error {
	for n, a := range adds {
		i := slices.IndexFunc(found, func(p payables.Payable) bool { return p.Path == a.Path })
		if i < 0 {
			return texts.Error(bff.CodeNotFound, texts.PayableNotFound, lang, nil)
		}
		if err := checkFreeformValues(found[i], a.UserParameters, addFilled(found[i], a.UserParameters), lang); err != nil {
			return err
		}
		adds[n].UserParameters = canonicalValues(found[i], a.UserParameters)
	}
	return nil
}

// canonicalValues is values as the cart keeps them for p: a confidential
// payment's tax type without surrounding spaces, so the county's records
// hold only the three types as written (VAL-80). values itself is left
// as it is.
func canonicalValues(p payables.Payable, values map[string]string) map[string]string {
	v, ok := values[ConfidentialTaxTypeKey]
	if !ok || !isConfidential(p) {
		return values
	}
	t, _ := payables.CanonicalTaxType(v)
	out := maps.Clone(values)
	out[ConfidentialTaxTypeKey] = t
	return out
}

// checkChangedValues checks the freeform values a change of item itemID
// carries against the item's payable (checkFreeformValues) and answers
// them in the form they are kept in (canonicalValues). No values, no cart,
// a cart that cannot be read or an item no longer in it check nothing: the
// change itself answers those.
func (s *Checkout) checkChangedValues(ctx context.Context, g Guest, itemID string, values map[string]string, lang bff.Language) (map[string]string, error) {
	if len(values) == 0 || g.CartID == "" {
		return values, nil
	}
	c, err := s.Carts.Get(ctx, g.Client, g.Site, g.CartID)
	if err != nil {
		return values, nil
	}
	for _, it := range c.Items {
		if it.ID == itemID {
			if err := checkFreeformValues(it.Payable, values, false, lang); err != nil {
				return nil, err
			}
			return canonicalValues(it.Payable, values), nil
		}
	}
	return values, nil
}
