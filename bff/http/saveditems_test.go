package http

import (
	"context"
	"encoding/json"
	"net/http"
	"net/http/httptest"
	"strings"
	"sync"
	"testing"

	"github.com/payhub/payhub/bff"
	"github.com/payhub/payhub/bff/account"
	"github.com/payhub/payhub/bff/inmem"
	"github.com/payhub/payhub/bff/schedule"
)

// fakeSavedItems is a SavedItems made of function fields.
type fakeSavedItems struct {
	list   func(ctx context.Context, req account.SavedItemsRequest) (account.SavedItemsView, error)
	save   func(ctx context.Context, req account.SavedItemsRequest, path string) (account.SaveResult, error)
	remove func(ctx context.Context, req account.SavedItemsRequest, savePath string) error
	enroll func(ctx context.Context, req schedule.Request, key string, in account.BulkAutopayInput) (account.BulkAutopayResult, error)
}

var _ SavedItems = fakeSavedItems{}

func (f fakeSavedItems) List(ctx context.Context, req account.SavedItemsRequest) (account.SavedItemsView, error) {
	return f.list(ctx, req)
}

func (f fakeSavedItems) Save(ctx context.Context, req account.SavedItemsRequest, path string) (account.SaveResult, error) {
	return f.save(ctx, req, path)
}

func (f fakeSavedItems) Remove(ctx context.Context, req account.SavedItemsRequest, savePath string) error {
	return f.remove(ctx, req, savePath)
}

func (f fakeSavedItems) EnrollAutopay(ctx context.Context, req schedule.Request, key string, in account.BulkAutopayInput) (account.BulkAutopayResult, error) {
	return f.enroll(ctx, req, key, in)
}

// savedBook keeps save paths per user behind a fakeSavedItems and records
// the users it was asked about. A payable path is saved under "/" + path.
type savedBook struct {
	mu    sync.Mutex
	items map[string][]string
	asked []string
}

func (b *savedBook) fake() fakeSavedItems {
	note := func(req account.SavedItemsRequest) {
		b.asked = append(b.asked, req.UserID)
	}
	return fakeSavedItems{
		list: func(_ context.Context, req account.SavedItemsRequest) (account.SavedItemsView, error) {
			b.mu.Lock()
			defer b.mu.Unlock()
			note(req)
			v := account.SavedItemsView{Items: []account.SavedItemView{}, Counts: []account.DisplayTypeCount{}}
			for _, p := range b.items[req.UserID] {
				v.Items = append(v.Items, account.SavedItemView{SavePath: p, DisplayType: "utility_bill"})
			}
			return v, nil
		},
		save: func(_ context.Context, req account.SavedItemsRequest, path string) (account.SaveResult, error) {
			b.mu.Lock()
			defer b.mu.Unlock()
			note(req)
			if path == "" {
				return account.SaveResult{}, bff.Errorf(bff.CodeInvalid, "Choose an item to save.")
			}
			b.items[req.UserID] = append(b.items[req.UserID], "/"+path)
			return account.SaveResult{Item: account.SavedItemView{SavePath: "/" + path}, Replaced: []string{}}, nil
		},
		remove: func(_ context.Context, req account.SavedItemsRequest, savePath string) error {
			b.mu.Lock()
			defer b.mu.Unlock()
			note(req)
			var kept []string
			for _, p := range b.items[req.UserID] {
				if p != savePath {
					kept = append(kept, p)
				}
			}
			b.items[req.UserID] = kept
			return nil
		},
	}
}

// sendBody sends method path with a JSON body and headers.
func (b *jar) sendBody(method, path, body string, hdr map[string]string) *httptest.ResponseRecorder {
	req := httptest.NewRequest(method, path, strings.NewReader(body))
	req.Header.Set("Content-Type", "application/json")
	if b.cookie != "" {
		req.AddCookie(&http.Cookie{Name: SessionCookie, Value: b.cookie})
	}
	for k, v := range hdr {
		req.Header.Set(k, v)
	}
	rec := httptest.NewRecorder()
	b.h.ServeHTTP(rec, req)
	b.keepCookie(rec)
	return rec
}

var csrfHeader = map[string]string{CSRFHeader: CSRFValue}

const savedURL = "/bff/v1/sunshine/demo/saved-items"

func newSavedServer(t *testing.T) (http.Handler, *fakeSignIn, *savedBook) {
	t.Helper()
	book := &savedBook{items: map[string][]string{}}
	si := &fakeSignIn{claimed: map[string]string{}}
	return New(Deps{Env: bff.EnvTest, Store: inmem.New(), SignIn: si, SavedItems: book.fake()}), si, book
}

func savedPaths(t *testing.T, rec *httptest.ResponseRecorder) string {
	t.Helper()
	var v account.SavedItemsView
	if err := json.Unmarshal(rec.Body.Bytes(), &v); rec.Code != http.StatusOK || err != nil {
		t.Fatalf("list: %d %s", rec.Code, rec.Body)
	}
	var out []string
	for _, it := range v.Items {
		out = append(out, it.SavePath)
	}
	return strings.Join(out, " ")
}

func errorCode(t *testing.T, rec *httptest.ResponseRecorder) string {
	t.Helper()
	var body struct {
		Error struct{ Code string } `json:"error"`
	}
	_ = json.Unmarshal(rec.Body.Bytes(), &body)
	return body.Error.Code
}

func TestSavedItems_ROLE20_CART18_aGuestGets401AndNothingIsAsked(t *testing.T) {
	h, _, book := newSavedServer(t)
	withSession := &jar{t: t, h: h}
	// A sign-in started and not finished leaves a guest's session.
	if withSession.get("/bff/v1/sunshine/demo/login"); withSession.cookie == "" {
		t.Fatal("no guest session")
	}
	for _, guest := range []*jar{{t: t, h: h}, withSession} {
		for _, rec := range []*httptest.ResponseRecorder{
			guest.get(savedURL),
			guest.sendBody(http.MethodPut, savedURL, `{"path":"sunshine/demo/utilities/U-5001"}`, csrfHeader),
			guest.sendBody(http.MethodDelete, savedURL+"?savePath=/sunshine/demo/utilities/U-5001", "", csrfHeader),
		} {
			if rec.Code != http.StatusUnauthorized || errorCode(t, rec) != string(bff.CodeUnauthorized) {
				t.Errorf("a guest: %d %s, want 401 unauthorized", rec.Code, rec.Body)
			}
		}
	}
	if len(book.asked) != 0 {
		t.Errorf("the saved items were asked for a guest: %v", book.asked)
	}
}

func TestSavedItems_ROLE20_oneResidentCannotReadOrDeleteAnothersItems(t *testing.T) {
	h, si, book := newSavedServer(t)
	alice := signedInAs(t, h, si, "alice")
	bob := signedInAs(t, h, si, "bob")
	if rec := alice.sendBody(http.MethodPut, savedURL, `{"path":"sunshine/demo/utilities/U-5001"}`, csrfHeader); rec.Code != http.StatusOK {
		t.Fatalf("alice's save: %d %s", rec.Code, rec.Body)
	}
	if got := savedPaths(t, bob.get(savedURL+"?userId=alice")); got != "" {
		t.Errorf("bob's list holds %q", got)
	}
	// Bob's delete of the same save path affects only bob's list.
	if rec := bob.sendBody(http.MethodDelete, savedURL+"?savePath=/sunshine/demo/utilities/U-5001&userId=alice", "", csrfHeader); rec.Code != http.StatusNoContent {
		t.Fatalf("bob's delete: %d %s", rec.Code, rec.Body)
	}
	if got := savedPaths(t, alice.get(savedURL)); got != "/sunshine/demo/utilities/U-5001" {
		t.Errorf("alice's list after bob's delete = %q", got)
	}
	if rec := alice.sendBody(http.MethodDelete, savedURL+"?savePath=/sunshine/demo/utilities/U-5001", "", csrfHeader); rec.Code != http.StatusNoContent {
		t.Fatalf("alice's delete: %d %s", rec.Code, rec.Body)
	}
	if got := savedPaths(t, alice.get(savedURL)); got != "" {
		t.Errorf("alice's list after her delete = %q", got)
	}
	for _, u := range book.asked {
		if u != "alice" && u != "bob" {
			t.Errorf("saved items asked for user %q", u)
		}
	}
}

func TestSavedItems_CSRF_changesWithoutTheHeaderAreRefused(t *testing.T) {
	h, si, book := newSavedServer(t)
	alice := signedInAs(t, h, si, "alice")
	for _, rec := range []*httptest.ResponseRecorder{
		alice.sendBody(http.MethodPut, savedURL, `{"path":"sunshine/demo/utilities/U-5001"}`, nil),
		alice.sendBody(http.MethodDelete, savedURL+"?savePath=/x", "", map[string]string{CSRFHeader: "other"}),
	} {
		if rec.Code != http.StatusForbidden {
			t.Errorf("without the CSRF header: %d %s, want 403", rec.Code, rec.Body)
		}
	}
	if len(book.asked) != 0 {
		t.Errorf("a refused change reached the saved items: %v", book.asked)
	}
}

func TestSavedItems_VAL31_aBadOrEmptyBodyIs400(t *testing.T) {
	h, si, _ := newSavedServer(t)
	alice := signedInAs(t, h, si, "alice")
	for _, body := range []string{`not json`, `{"path":""}`} {
		if rec := alice.sendBody(http.MethodPut, savedURL, body, csrfHeader); rec.Code != http.StatusBadRequest {
			t.Errorf("PUT %s: %d %s, want 400", body, rec.Code, rec.Body)
		}
	}
}

func TestSavedItems_withoutTheServiceTheRoutesAnswer503(t *testing.T) {
	si := &fakeSignIn{claimed: map[string]string{}}
	h := New(Deps{Env: bff.EnvTest, Store: inmem.New(), SignIn: si})
	alice := signedInAs(t, h, si, "alice")
	if rec := alice.get(savedURL); rec.Code != http.StatusServiceUnavailable {
		t.Errorf("GET without the service: %d", rec.Code)
	}
}
