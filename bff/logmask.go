package bff

import (
	"fmt"
	"log/slog"
)

// maskAttr is a with every card number in its text masked
// (MaskCardNumbers): a log line never carries one, whatever a caller put
// in it. Values that are not text are written as text only when theirs
// holds a card number.
func maskAttr(a slog.Attr) slog.Attr {
	v := a.Value.Resolve()
	switch v.Kind() {
	case slog.KindString:
		if s := v.String(); ContainsCardNumber(s) {
			return slog.String(a.Key, MaskCardNumbers(s))
		}
	case slog.KindGroup:
		attrs := v.Group()
		masked := make([]slog.Attr, len(attrs))
		for i, g := range attrs {
			masked[i] = maskAttr(g)
		}
		return slog.Attr{Key: MaskCardNumbers(a.Key), Value: slog.GroupValue(masked...)}
	case slog.KindAny:
		var s string
		if err, ok := v.Any().(error); ok {
			s = err.Error()
		} else {
			s = fmt.Sprint(v.Any())
		}
		if ContainsCardNumber(s) {
			return slog.String(a.Key, MaskCardNumbers(s))
		}
	}
	if ContainsCardNumber(a.Key) {
		return slog.Attr{Key: MaskCardNumbers(a.Key), Value: v}
	}
	return slog.Attr{Key: a.Key, Value: v}
}

// maskAttrs masks each of attrs.
func maskAttrs(attrs []slog.Attr) []slog.Attr {
	out := make([]slog.Attr, len(attrs))
	for i, a := range attrs {
		out[i] = maskAttr(a)
	}
	return out
}
