package forms

import (
	"fmt"
	"strings"

	"github.com/payhub/payhub/bff"
	wire "github.com/payhub/payhub/bff/upstream/forms"
	"github.com/payhub/payhub/sandbox/outbox"
)

// KindFormCopy is the outbox kind of a filed form's copy.
const KindFormCopy = "form_copy"

// Copy is the e-mail copy of sub, a filing of f, to address in lang: the
// confirmation number, each field's value and the names of the attached
// files are written by the store, which knows them.
func Copy(f wire.Form, sub wire.Submission, to string, lang bff.Language) outbox.Message {
	es := lang == bff.Spanish
	var b strings.Builder
	if es {
		fmt.Fprintf(&b, "Se recibió su formulario %q.\n\nNúmero de confirmación: %s\n\n", f.Title.In(lang), sub.ConfirmationNumber)
	} else {
		fmt.Fprintf(&b, "Your form %q was received.\n\nConfirmation number: %s\n\n", f.Title.In(lang), sub.ConfirmationNumber)
	}
	for _, fd := range f.Fields {
		if fd.Kind == wire.KindText && sub.Values[fd.Name] != "" {
			fmt.Fprintf(&b, "%s: %s\n", fd.Label.In(lang), sub.Values[fd.Name])
		}
	}
	signed := sub.SignedName
	if sub.SignatureKind == "drawn" {
		signed = map[bool]string{true: "(firma dibujada)", false: "(drawn signature)"}[es]
	}
	fmt.Fprintf(&b, "%s: %s\n", map[bool]string{true: "Firma", false: "Signature"}[es], signed)
	subject := fmt.Sprintf("%s: %s", f.Title.In(lang), sub.ConfirmationNumber)
	return outbox.Message{To: to, Subject: subject, Text: b.String(), Kind: KindFormCopy,
		Language: string(lang), SentAt: sub.SubmittedAt}
}
