package main

import (
	"bytes"
	"context"
	"encoding/json"
	"io"
	"net/http"
	"strings"
	"testing"

	"github.com/getkin/kin-openapi/openapi3"
	"github.com/getkin/kin-openapi/openapi3filter"
	"github.com/getkin/kin-openapi/routers"
	"github.com/getkin/kin-openapi/routers/gorillamux"

	payhttp "github.com/payhub/payhub/bff/http"
)

// openAPIRouter loads and validates the API's OpenAPI document.
func openAPIRouter(t *testing.T, serverURL string) routers.Router {
	t.Helper()
	doc, err := openapi3.NewLoader().LoadFromData(payhttp.OpenAPI)
	if err != nil {
		t.Fatal(err)
	}
	if err := doc.Validate(context.Background()); err != nil {
		t.Fatalf("the OpenAPI document is invalid: %v", err)
	}
	doc.Servers = openapi3.Servers{{URL: serverURL}}
	r, err := gorillamux.NewRouter(doc)
	if err != nil {
		t.Fatal(err)
	}
	return r
}

// checkResponse performs GET url and validates the response (status,
// content type and body) against the OpenAPI document.
func checkResponse(t *testing.T, r routers.Router, url string, wantStatus int) {
	t.Helper()
	checkExchange(t, r, http.DefaultClient, http.MethodGet, url, "", nil, wantStatus)
}

// checkExchange sends method url with body and headers through client and
// validates the request and the response against the OpenAPI document. It
// returns the response body.
func checkExchange(t testing.TB, r routers.Router, client *http.Client, method, url, reqBody string,
	hdr map[string]string, wantStatus int) []byte {
	t.Helper()
	newReq := func() *http.Request {
		req, err := http.NewRequest(method, url, strings.NewReader(reqBody))
		if err != nil {
			t.Fatal(err)
		}
		if reqBody != "" {
			req.Header.Set("Content-Type", "application/json")
		}
		for k, v := range hdr {
			req.Header.Set(k, v)
		}
		return req
	}
	req := newReq()
	resp, err := client.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	body, _ := io.ReadAll(resp.Body)
	resp.Body.Close()
	if resp.StatusCode != wantStatus {
		t.Fatalf("%s %s: status %d, want %d: %s", method, url, resp.StatusCode, wantStatus, body)
	}
	req = newReq() // the first one's body is spent
	route, params, err := r.FindRoute(req)
	if err != nil {
		t.Fatalf("%s %s is not in the OpenAPI document: %v", method, url, err)
	}
	in := &openapi3filter.RequestValidationInput{Request: req, PathParams: params, Route: route}
	if err := openapi3filter.ValidateRequest(context.Background(), in); err != nil && wantStatus < 400 {
		t.Fatalf("%s %s: request does not match the document: %v", method, url, err)
	}
	out := &openapi3filter.ResponseValidationInput{
		RequestValidationInput: in,
		Status:                 resp.StatusCode,
		Header:                 resp.Header,
		Body:                   io.NopCloser(bytes.NewReader(body)),
		Options:                &openapi3filter.Options{IncludeResponseStatus: true},
	}
	if err := openapi3filter.ValidateResponse(context.Background(), out); err != nil {
		t.Fatalf("%s %s: response does not match the document: %v\n%s", method, url, err, body)
	}
	return body
}

func TestOpenAPI_realResponsesMatchTheDocument(t *testing.T) {
	m, _ := startMain(t)
	base := m.URL("bff")
	r := openAPIRouter(t, base)
	checkResponse(t, r, base+"/bff/v1/sunshine", 200)
	checkResponse(t, r, base+"/bff/v1/nowhere", 404)
	checkResponse(t, r, base+"/bff/v1/sunshine/demo/screens/home", 200)
	checkResponse(t, r, base+"/bff/v1/sunshine/demo/screens/shell", 200)
	checkResponse(t, r, base+"/bff/v1/sunshine/nowhere/screens/home", 404)
	checkResponse(t, r, base+"/healthz", 200)
	checkResponse(t, r, base+"/readyz", 200)
}

// TestOpenAPI_checkoutRoutesRealResponsesMatchTheDocument pays through every
// checkout route and checks each answer, errors included.
func TestOpenAPI_checkoutRoutesRealResponsesMatchTheDocument(t *testing.T) {
	m, _ := startMain(t)
	base := m.URL("bff") + "/bff/v1/sunshine/demo"
	r := openAPIRouter(t, m.URL("bff"))
	p := newPayer(t, m)
	csrf := map[string]string{"X-Requested-With": "payhub"}
	cl := p.client

	checkExchange(t, r, cl, "GET", base+"/search/donations", "", nil, 200)
	checkExchange(t, r, cl, "GET", base+"/search/nowhere", "", nil, 404)
	checkExchange(t, r, cl, "GET", base+"/search/property-tax", "", nil, 400)
	checkExchange(t, r, cl, "GET", base+"/screens/checkout", "", nil, 200) // an empty cart
	found := p.find("R100-002")
	var c cartJSON
	add := `{"items":[{"path":"` + found.Path + `"}]}`
	if err := json.Unmarshal(checkExchange(t, r, cl, "POST", base+"/cart/items", add, csrf, 200), &c); err != nil {
		t.Fatal(err)
	}
	checkExchange(t, r, cl, "POST", base+"/cart/items", add, csrf, 409) // already in the cart
	checkExchange(t, r, cl, "POST", base+"/cart/items", add, nil, 403)
	checkExchange(t, r, cl, "PATCH", base+"/cart/items/"+c.Items[0].ID, `{"quantity":"1"}`, csrf, 200)
	checkExchange(t, r, cl, "DELETE", base+"/cart/items/no-such-item", "", csrf, 200)
	checkExchange(t, r, cl, "GET", base+"/search/property-tax?account_number=R100-002", "", nil, 200)

	var s checkoutJSON
	if err := json.Unmarshal(checkExchange(t, r, cl, "GET", base+"/screens/checkout?lang=es", "", nil, 200), &s); err != nil {
		t.Fatal(err)
	}
	fee := s.Sections.Fees.Data["card"].Amount
	body := func(token string) string {
		b, _ := json.Marshal(checkoutBody(token, "842.10", fee))
		return string(b)
	}
	withKey := func(k string) map[string]string {
		return map[string]string{"X-Requested-With": "payhub", "Idempotency-Key": k}
	}
	checkExchange(t, r, cl, "POST", base+"/checkout", body("tndr_x1"), csrf, 400)
	declined := p.tokenize(s.Sections.Wallet.Data.CardInputURL, "4000000000009995")
	checkExchange(t, r, cl, "POST", base+"/checkout", body(declined), withKey(p.newKey()), 402)
	approved := p.tokenize(s.Sections.Wallet.Data.CardInputURL, "5555555555554444")
	key := p.newKey()
	var res receiptResultJSON
	if err := json.Unmarshal(checkExchange(t, r, cl, "POST", base+"/checkout", body(approved), withKey(key), 200), &res); err != nil {
		t.Fatal(err)
	}
	checkExchange(t, r, cl, "POST", base+"/checkout", strings.Replace(body(approved), "Ana", "Bea", 1), withKey(key), 409)
	checkExchange(t, r, cl, "GET", base+"/screens/receipt/"+res.ReceiptID, "", nil, 200)
	checkExchange(t, r, http.DefaultClient, "GET", base+"/screens/receipt/"+res.ReceiptID, "", nil, 404)
	checkExchange(t, r, cl, "DELETE", base+"/cart/items", "", csrf, 200)
}
