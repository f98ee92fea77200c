package payables

import (
	"context"
	"net/http"
	"net/url"
	"regexp"
	"strings"

	"github.com/payhub/payhub/bff"
	"github.com/payhub/payhub/bff/upstream"
)

// TaxsysAddItemsRequest is the body of POST
// /v0/{adaptor}/events/taxsys_add_items: the tax-system pages tell the
// adaptor which of its payables a resident added from them.
type TaxsysAddItemsRequest struct {
	Client string   `json:"client"`
	Site   string   `json:"site"`
	Paths  []string `json:"paths"`
}

// TaxsysAddItemsResponse is the answer of the taxsys_add_items event: the
// reference under which the adaptor recorded it.
type TaxsysAddItemsResponse struct {
	ReferenceNumber string `json:"reference_number"`
}

// versionSegment is a trailing version segment of an adaptor name, such as
// the "/v2" of "property_tax/v2".
var versionSegment = regexp.MustCompile(`/v[0-9]+$`)

// EventAdaptor is the adaptor an event goes to: adaptor without a trailing
// version segment (spec 001 §7: "a trailing version segment is stripped"),
// so "property_tax/v2" and "property_tax" name the same adaptor.
func EventAdaptor(adaptor string) string {
	return versionSegment.ReplaceAllString(strings.TrimSpace(adaptor), "")
}

// TaxsysAddItems reports the tax-system pages' added items to adaptor
// (POST /v0/{adaptor}/events/taxsys_add_items, API-91) and returns the
// event's reference number. A trailing version segment of adaptor is
// stripped first.
func (c *Client) TaxsysAddItems(ctx context.Context, adaptor string, req TaxsysAddItemsRequest, lang bff.Language) (TaxsysAddItemsResponse, error) {
	var out TaxsysAddItemsResponse
	err := c.c.Do(ctx, upstream.Call{
		Method:  http.MethodPost,
		Path:    "/v0/" + url.PathEscape(EventAdaptor(adaptor)) + "/events/taxsys_add_items",
		Route:   "POST /v0/{adaptor}/events/taxsys_add_items",
		Header:  acceptLanguage(lang),
		Body:    req,
		Timeout: ReadTimeout,
	}, &out)
	return out, err
}
