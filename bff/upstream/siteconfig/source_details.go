package siteconfig

// BaseTypeGeneral is the base type of the default payable source, the one
// a payable falls back to when no source of its site matches it (spec 001
// §3 "Default payable source fallback"; SRCH-10).
const BaseTypeGeneral = "General"

// ExampleImage shows a resident where on their bill or notice to find what
// a source's search asks for (SRCH-08): an image, its text alternative, and
// texts beside it.
type ExampleImage struct {
	URL   string      `json:"url"`
	Alt   Localized   `json:"alt"`
	Texts []Localized `json:"texts,omitempty"`
}

// SourceFreeformField is a field a source's payables ask the resident to
// fill in (spec 001 §3 "freeform fields" of a payable source; SRCH-08),
// with the parts of a payable's freeform field (PAY-06).
type SourceFreeformField struct {
	ReportingKey string    `json:"reportingKey"`
	Label        Localized `json:"label"`
	Placeholder  Localized `json:"placeholder"`
	Tooltip      Localized `json:"tooltip"`
	TextArea     bool      `json:"textArea"`
	// CharLimit is the most characters taken; 0 reads as 100.
	CharLimit int  `json:"charLimit,omitempty"`
	Required  bool `json:"required"`
}

// DefaultSource is the source a payable falls back to when no source of
// its site matches it: base type General, titled after it (SRCH-10).
func DefaultSource() Source {
	return Source{ID: "default", BaseType: BaseTypeGeneral, DisplayType: BaseTypeGeneral,
		Title: Localized{En: "General", Es: "General"}}
}

// SourceOf is the source of a payable of adaptor and display type among
// srcs: the one with a search page of that adaptor whose display type is
// the payable's, else the first with a search page of that adaptor, else
// DefaultSource (SRCH-10).
func SourceOf(srcs []Source, adaptor, displayType string) Source {
	first := -1
	for i, src := range srcs {
		if adaptor == "" || src.Adaptor != adaptor || !HasSearchPage(src.SearchType) {
			continue
		}
		if displayType != "" && src.DisplayType == displayType {
			return src
		}
		if first < 0 {
			first = i
		}
	}
	if first >= 0 {
		return srcs[first]
	}
	return DefaultSource()
}
