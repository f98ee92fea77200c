package mythings

import (
	"context"
	"net/http"
	"time"

	"github.com/payhub/payhub/bff"
	"github.com/payhub/payhub/bff/upstream"
)

// CallTimeout bounds one saved items call. The specification names none;
// the list sits on the dashboard's path and a save behind a click, so it
// is short.
const CallTimeout = 10 * time.Second

// Client is the typed client of the saved items service (spec 001 §7).
type Client struct {
	c          *upstream.Client
	credential string
}

// NewClient returns the saved items client over c, whose base URL is the
// service's (e.g. http://127.0.0.1:8090/svc/mythings). credential is the
// shared service credential sent as a bearer token on every call but ping.
func NewClient(c *upstream.Client, credential string) *Client {
	return &Client{c: c, credential: credential}
}

// header names userID and carries the service credential.
func (c *Client) header(userID string) http.Header {
	return http.Header{UserHeader: {userID}, "Authorization": {"Bearer " + c.credential}}
}

// List returns userID's saved items of client/site, oldest first (GET
// /api/v2/items/{client}/{site}; API-100).
func (c *Client) List(ctx context.Context, userID, client, site string) ([]Item, error) {
	var out []Item
	err := c.c.Do(ctx, upstream.Call{Method: http.MethodGet, Path: itemsPath(client, site),
		Route: "GET /api/v2/items/{client}/{site}", Header: c.header(userID), Timeout: CallTimeout}, &out)
	if out == nil {
		out = []Item{}
	}
	return out, err
}

// Save saves it for userID (PUT /api/v2/items/{client}/{site}/{savePath};
// API-101). Saving a saved item again keeps it once, with the new display
// type. An empty save path is bff.CodeInvalid without a call.
func (c *Client) Save(ctx context.Context, userID, client, site string, it Item) (Item, error) {
	if CanonicalSavePath(it.SavePath) == "" {
		return Item{}, bff.Errorf(bff.CodeInvalid, "A saved item needs a save path.")
	}
	var out Item
	err := c.c.Do(ctx, upstream.Call{Method: http.MethodPut, Path: itemPath(client, site, it.SavePath),
		Route: "PUT /api/v2/items/{client}/{site}/{savePath}", Header: c.header(userID),
		Body: SaveRequest{DisplayType: it.DisplayType}, Timeout: CallTimeout}, &out)
	return out, err
}

// Remove unsaves savePath for userID (DELETE
// /api/v2/items/{client}/{site}/{savePath}; API-102). Removing an item that
// is not saved succeeds. An empty save path is bff.CodeInvalid without a
// call.
func (c *Client) Remove(ctx context.Context, userID, client, site, savePath string) error {
	if CanonicalSavePath(savePath) == "" {
		return bff.Errorf(bff.CodeInvalid, "A saved item needs a save path.")
	}
	return c.c.Do(ctx, upstream.Call{Method: http.MethodDelete, Path: itemPath(client, site, savePath),
		Route: "DELETE /api/v2/items/{client}/{site}/{savePath}", Header: c.header(userID),
		Timeout: CallTimeout}, nil)
}

// Ping reports whether the service answers (GET /api/v2/ping, for
// /readyz; API-99).
func (c *Client) Ping(ctx context.Context) error { return c.c.Ping(ctx, "/api/v2/ping") }
