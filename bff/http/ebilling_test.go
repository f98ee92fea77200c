package http

import "testing"

func TestLoggedPath_anEmailedEbillingCodeIsNeverLogged(t *testing.T) {
	for in, want := range map[string]string{
		"/bff/v1/sunshine/demo/ebilling/eb_1/verify/abc123":      "/bff/v1/sunshine/demo/ebilling/eb_1/verify/[redacted]",
		"/bff/v1/sunshine/demo/ebilling/eb_1/unsubscribe/123456": "/bff/v1/sunshine/demo/ebilling/eb_1/unsubscribe/[redacted]",
		"/sunshine/demo/ebilling/eb_1/verify/abc123":             "/sunshine/demo/ebilling/eb_1/verify/[redacted]",
		"/bff/v1/sunshine/demo/ebilling/eb_1/send-code":          "/bff/v1/sunshine/demo/ebilling/eb_1/send-code",
		"/bff/v1/sunshine/demo/schedules":                        "/bff/v1/sunshine/demo/schedules",
	} {
		if got := loggedPath(in); got != want {
			t.Errorf("loggedPath(%q) = %q, want %q", in, got, want)
		}
	}
}
