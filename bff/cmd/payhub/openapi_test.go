package main

import (
	"bytes"
	"context"
	"io"
	"net/http"
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
	req, err := http.NewRequest(http.MethodGet, url, nil)
	if err != nil {
		t.Fatal(err)
	}
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	body, _ := io.ReadAll(resp.Body)
	resp.Body.Close()
	if resp.StatusCode != wantStatus {
		t.Fatalf("GET %s: status %d, want %d: %s", url, resp.StatusCode, wantStatus, body)
	}
	route, params, err := r.FindRoute(req)
	if err != nil {
		t.Fatalf("GET %s is not in the OpenAPI document: %v", url, err)
	}
	in := &openapi3filter.RequestValidationInput{Request: req, PathParams: params, Route: route}
	if err := openapi3filter.ValidateRequest(context.Background(), in); err != nil {
		t.Fatalf("GET %s: request does not match the document: %v", url, err)
	}
	out := &openapi3filter.ResponseValidationInput{
		RequestValidationInput: in,
		Status:                 resp.StatusCode,
		Header:                 resp.Header,
		Body:                   io.NopCloser(bytes.NewReader(body)),
		Options:                &openapi3filter.Options{IncludeResponseStatus: true},
	}
	if err := openapi3filter.ValidateResponse(context.Background(), out); err != nil {
		t.Fatalf("GET %s: response does not match the document: %v\n%s", url, err, body)
	}
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
