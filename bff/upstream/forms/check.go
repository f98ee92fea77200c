package forms

import (
	"bytes"
	"image/png"
	"regexp"
	"strings"
	"unicode/utf8"
)

// Signature limits (spec 001 §5, §9; SIG-04, SIG-05). A drawn signature
// is at most twice the 310x114 canvas each way (room for a high-density
// screen): a PNG of a few bytes may declare a million pixels squared,
// which whoever renders it would have to inflate.
const (
	MaxTypedSignature  = 50
	MaxSignaturePNG    = 2_000_000
	MaxSignatureWidth  = 2 * 310
	MaxSignatureHeight = 2 * 114
)

// MaxUploadsPerField bounds the files of one upload field.
const MaxUploadsPerField = 10

// Problem kinds, which the BFF words in the filer's language.
const (
	ProblemRequired          = "required"
	ProblemPattern           = "pattern"
	ProblemTooLong           = "too_long"
	ProblemUnknownField      = "unknown_field"
	ProblemSignatureMissing  = "signature_missing"
	ProblemSignatureBoth     = "signature_both"
	ProblemSignatureTooLong  = "signature_too_long"
	ProblemSignatureTooLarge = "signature_too_large"
	ProblemSignatureNotPNG   = "signature_not_png"
	ProblemTooManyFiles      = "too_many_files"
)

// Problem is one way a submission fails its form: the field and the kind.
type Problem struct {
	Field string `json:"field"`
	Kind  string `json:"kind"`
}

// Trimmed is r with every text value and the typed signature trimmed.
func Trimmed(r SubmitRequest) SubmitRequest {
	values := make(map[string]string, len(r.Values))
	for k, v := range r.Values {
		values[strings.TrimSpace(k)] = strings.TrimSpace(v)
	}
	r.Values = values
	r.Signature.Typed = strings.TrimSpace(r.Signature.Typed)
	r.Email = strings.TrimSpace(r.Email)
	return r
}

// Check returns the ways r (trimmed) fails form f, none when it is
// complete: every required field set (VAL-59), values matching their
// patterns (VAL-58: a company code of exactly 5 digits) and lengths, no
// field the form lacks, and one signature, typed (at most 50 characters,
// SIG-04) or drawn (a real PNG of at most 2,000,000 bytes and
// MaxSignatureWidth x MaxSignatureHeight pixels, SIG-05).
// Whether upload ids name stored uploads is the service's to say.
func Check(f Form, r SubmitRequest) []Problem {
	var out []Problem
	known := map[string]Field{}
	for _, fd := range f.Fields {
		known[fd.Name] = fd
		switch fd.Kind {
		case KindText:
			v := r.Values[fd.Name]
			switch {
			case v == "" && fd.Required:
				out = append(out, Problem{fd.Name, ProblemRequired})
			case v == "":
			case fd.MaxLength > 0 && utf8.RuneCountInString(v) > fd.MaxLength:
				out = append(out, Problem{fd.Name, ProblemTooLong})
			case fd.Pattern != "" && !matches(fd.Pattern, v):
				out = append(out, Problem{fd.Name, ProblemPattern})
			}
		case KindUpload:
			ids := r.Uploads[fd.Name]
			switch {
			case len(ids) == 0 && fd.Required:
				out = append(out, Problem{fd.Name, ProblemRequired})
			case len(ids) > 1 && !fd.Multiple, len(ids) > MaxUploadsPerField:
				out = append(out, Problem{fd.Name, ProblemTooManyFiles})
			}
		case KindSignature:
			if p := checkSignature(r.Signature, fd.Required); p != "" {
				out = append(out, Problem{fd.Name, p})
			}
		}
	}
	for name := range r.Values {
		if fd, ok := known[name]; !ok || fd.Kind != KindText {
			out = append(out, Problem{name, ProblemUnknownField})
		}
	}
	for name := range r.Uploads {
		if fd, ok := known[name]; !ok || fd.Kind != KindUpload {
			out = append(out, Problem{name, ProblemUnknownField})
		}
	}
	return out
}

// pngMagic starts every PNG file.
var pngMagic = []byte("\x89PNG\r\n\x1a\n")

// checkSignature is the problem of s, "" when none.
func checkSignature(s Signature, required bool) string {
	switch {
	case s.Typed != "" && len(s.PNG) > 0:
		return ProblemSignatureBoth
	case s.Typed == "" && len(s.PNG) == 0:
		if required {
			return ProblemSignatureMissing
		}
		return ""
	case s.Typed != "":
		if utf8.RuneCountInString(s.Typed) > MaxTypedSignature {
			return ProblemSignatureTooLong
		}
		return ""
	case len(s.PNG) > MaxSignaturePNG:
		return ProblemSignatureTooLarge
	}
	if !bytes.HasPrefix(s.PNG, pngMagic) {
		return ProblemSignatureNotPNG
	}
	cfg, err := png.DecodeConfig(bytes.NewReader(s.PNG))
	switch {
	case err != nil:
		return ProblemSignatureNotPNG
	case cfg.Width > MaxSignatureWidth || cfg.Height > MaxSignatureHeight:
		return ProblemSignatureTooLarge
	}
	return ""
}

// matches reports whether v matches pattern; a pattern that does not
// compile matches nothing, so a broken form configuration refuses rather
// than accepts.
func matches(pattern, v string) bool {
	re, err := regexp.Compile(pattern)
	return err == nil && re.MatchString(v)
}
