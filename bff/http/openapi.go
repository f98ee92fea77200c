package http

import _ "embed"

// OpenAPI is the API's description, served at /bff/openapi.yaml and checked
// against the real handlers by the tests.
//
//go:embed openapi.yaml
var OpenAPI []byte
