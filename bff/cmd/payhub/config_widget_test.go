package main

import (
	"io"
	"testing"
)

func TestConfig_widgetDirFromFlagEnvironmentOrDefault(t *testing.T) {
	for _, tc := range []struct {
		args []string
		env  map[string]string
		want string
	}{
		{[]string{"serve"}, nil, ""}, // the build embedded in the binary
		{[]string{"serve"}, map[string]string{"PAYHUB_WIDGET_DIR": "/srv/widget"}, "/srv/widget"},
		{[]string{"serve", "--widget-dir", "/opt/w"}, map[string]string{"PAYHUB_WIDGET_DIR": "/srv/widget"}, "/opt/w"},
	} {
		cfg, err := parseConfig(tc.args, env(tc.env), io.Discard)
		if err != nil {
			t.Fatal(err)
		}
		if cfg.WidgetDir != tc.want {
			t.Errorf("%v %v: widget dir %q, want %q", tc.args, tc.env, cfg.WidgetDir, tc.want)
		}
	}
}
