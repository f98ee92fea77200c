package paypal

import "testing"

func TestReturnAllowed_onlyTheOrdersOrigin(t *testing.T) {
	const origin = "http://localhost:8080"
	cases := map[string]bool{
		"http://localhost:8080/sunshine/demo/checkout":     true,
		"http://LOCALHOST:8080/sunshine/demo/checkout?x=1": true,
		"https://localhost:8080/sunshine/demo/checkout":    false,
		"http://localhost:8081/sunshine/demo/checkout":     false,
		"http://localhost:8080.evil.example/checkout":      false,
		"http://user@localhost:8080/checkout":              false,
		"//localhost:8080/checkout":                        false,
		"/sunshine/demo/checkout":                          false,
		"javascript:alert(1)":                              false,
	}
	for ret, want := range cases {
		if got := ReturnAllowed(ret, origin); got != want {
			t.Errorf("ReturnAllowed(%q) = %v, want %v", ret, got, want)
		}
	}
}

func TestReturnURL_addsTheOrderAndTheDecision(t *testing.T) {
	got := returnURL("http://localhost:8080/checkout?step=payment#top", "PAYID-1", false)
	if got != "http://localhost:8080/checkout?approved=0&paypalOrder=PAYID-1&step=payment" {
		t.Errorf("returnURL = %q", got)
	}
}

func TestOrderTotal_isExactInCents(t *testing.T) {
	total, err := Order{Amount: "842.10", Fee: "19.79"}.Total()
	if err != nil || total != "861.89" {
		t.Errorf("Total = %q, %v", total, err)
	}
	if _, err := (Order{Amount: "842.1", Fee: "0.00"}).Total(); err == nil {
		t.Error("an amount without two decimals must be an error")
	}
}
