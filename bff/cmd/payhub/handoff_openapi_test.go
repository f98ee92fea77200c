package main

import "testing"

func TestOpenAPI_CHK02_handoffRealResponsesMatchTheDocument(t *testing.T) {
	m, _ := startMain(t)
	r := openAPIRouter(t, m.URL("bff"))
	p := newPayer(t, m)
	cl := p.client
	handoff := m.URL("bff") + "/bff/v1/sunshine/handoff"
	demo := m.URL("bff") + "/bff/v1/sunshine/demo"
	withKey := func() map[string]string {
		return map[string]string{"X-Requested-With": "payhub", "Idempotency-Key": p.newKey()}
	}

	checkExchange(t, r, cl, "GET", handoff+"/screens/shell", "", nil, 200)
	checkExchange(t, r, cl, "POST", handoff+"/checkout/handoff", `{}`, withKey(), 422) // an empty cart
	add := `{"items":[{"path":"sunshine/handoff/permits/HP-3001"}]}`
	checkExchange(t, r, cl, "POST", handoff+"/cart/items", add, map[string]string{"X-Requested-With": "payhub"}, 200)
	checkExchange(t, r, cl, "POST", handoff+"/checkout/handoff", `{}`, withKey(), 200)
	checkExchange(t, r, cl, "POST", handoff+"/checkout/handoff", `{}`, map[string]string{"X-Requested-With": "payhub"}, 400)
	checkExchange(t, r, cl, "POST", demo+"/checkout/handoff", `{}`, withKey(), 422) // no external checkout
}
