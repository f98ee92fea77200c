package checkout

import (
	"github.com/payhub/payhub/bff/upstream/payables"
	"github.com/payhub/payhub/bff/upstream/siteconfig"
)

// DisplayTypeOf is how the portal draws p among the site's sources srcs:
// the display type, icon and base type of the source p belongs to, or of
// the default source, base type General, when none of srcs matches it
// (SRCH-10). A source naming no base type reads as General too.
func DisplayTypeOf(srcs []siteconfig.Source, p payables.Payable) ConfigDisplayType {
	src := siteconfig.SourceOf(srcs, p.Adaptor, p.DisplayType)
	base := src.BaseType
	if base == "" {
		base = siteconfig.BaseTypeGeneral
	}
	name := p.DisplayType
	if name == "" {
		name = src.DisplayType
	}
	return ConfigDisplayType{Name: name, Icon: src.Icon, BaseType: base}
}
