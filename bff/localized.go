package bff

// Language is a supported interface language (spec 000 §9: locales en, es).
type Language string

// The two supported languages.
const (
	English Language = "en"
	Spanish Language = "es"
)

// ParseLanguage returns the language for s, or English for anything else.
func ParseLanguage(s string) Language {
	if len(s) >= 2 && s[:2] == "es" {
		return Spanish
	}
	return English
}
