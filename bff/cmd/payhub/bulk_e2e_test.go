package main

import (
	"bytes"
	"encoding/json"
	"mime/multipart"
	"net/http"
	"strings"
	"sync"
	"testing"

	payhttp "github.com/payhub/payhub/bff/http"
	"github.com/payhub/payhub/sandbox/login"
)

// bulkForm is a multipart body with the list as its file, and its headers.
func bulkForm(t *testing.T, name, content string) (string, map[string]string) {
	t.Helper()
	var b bytes.Buffer
	w := multipart.NewWriter(&b)
	f, err := w.CreateFormFile("file", name)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := f.Write([]byte(content)); err != nil {
		t.Fatal(err)
	}
	if err := w.Close(); err != nil {
		t.Fatal(err)
	}
	return b.String(), map[string]string{"X-Requested-With": "payhub", "Content-Type": w.FormDataContentType()}
}

type bulkReviewJSON struct {
	ID     string `json:"id"`
	Found  int    `json:"found"`
	Failed int    `json:"failed"`
	Rows   []struct {
		Key      map[string]string `json:"key"`
		Payables []struct {
			Path string `json:"path"`
		} `json:"payables"`
		Error *struct {
			Code           string `json:"code"`
			DisplayMessage string `json:"displayMessage"`
		} `json:"error"`
	} `json:"rows"`
}

func TestBulk_ROLE23_BULK03_BULK04_aResidentUploadsReviewsAndSubmitsAList(t *testing.T) {
	m, _ := startMain(t)
	r := openAPIRouter(t, m.URL("bff"))
	base := m.URL("bff") + "/bff/v1/sunshine/demo/bulk/property-tax/uploads"
	list := "Account Number,Installment\nR100-001,any\nR100-002\nR999-999\n"

	// ROLE-23: a guest cannot use bulk add, and nothing is read.
	guest := newPayer(t, m)
	body, hdr := bulkForm(t, "accounts.csv", list)
	checkExchange(t, r, guest.client, http.MethodPost, base, body, hdr, 401)

	alice, _ := signInAs(t, m, login.SeedResidentEmail)
	var rev bulkReviewJSON
	if err := json.Unmarshal(checkExchange(t, r, alice.client, http.MethodPost, base+"?lang=es", body, hdr, 201), &rev); err != nil {
		t.Fatal(err)
	}
	if rev.Found != 2 || rev.Failed != 1 || len(rev.Rows) != 3 || len(rev.Rows[0].Payables) != 1 {
		t.Fatalf("review = %+v, want two found and one error", rev)
	}
	if e := rev.Rows[2].Error; e == nil || e.Code != "not_found" || !strings.Contains(e.DisplayMessage, "No encontramos") {
		t.Errorf("unknown account's error = %+v, want not found in Spanish", e)
	}
	// The review reads again; another resident cannot.
	checkExchange(t, r, alice.client, http.MethodGet, base+"/"+rev.ID, "", nil, 200)
	bob, _ := signInAs(t, m, login.SeedPropertyTaxEmail)
	checkExchange(t, r, bob.client, http.MethodGet, base+"/"+rev.ID, "", nil, 404)

	var done struct {
		Method    string `json:"method"`
		Reference string `json:"reference"`
		Items     int    `json:"items"`
	}
	out := checkExchange(t, r, alice.client, http.MethodPost, base+"/"+rev.ID+"/submit", `{"method":"in_person"}`, csrfHeader, 200)
	if err := json.Unmarshal(out, &done); err != nil || done.Items != 2 || done.Reference == "" {
		t.Fatalf("submit = %s, want 2 items with a reference", out)
	}
	checkExchange(t, r, alice.client, http.MethodGet, base+"/"+rev.ID, "", nil, 404)
}

func TestBulk_BULK06_BULK07_BULK01_refusedFilesAndSourcesWithoutBulkAdd(t *testing.T) {
	m, _ := startMain(t)
	r := openAPIRouter(t, m.URL("bff"))
	alice, _ := signInAs(t, m, login.SeedResidentEmail)
	base := m.URL("bff") + "/bff/v1/sunshine/demo/bulk/property-tax/uploads"
	reasonOf := func(b []byte) string {
		var e struct {
			Error struct {
				Reason  string `json:"reason"`
				Message string `json:"message"`
			} `json:"error"`
		}
		if err := json.Unmarshal(b, &e); err != nil {
			t.Fatal(err)
		}
		return e.Error.Reason + ": " + e.Error.Message
	}
	for _, tc := range []struct{ name, content, want string }{
		{"accounts.xlsx", "PK\x03\x04rest of a workbook", "not_csv"},
		{"instructions.html", "<html><body>Template instructions</body></html>", "template_page"},
		{"accounts.csv", strings.Repeat("R100-001\n", 101), "too_many_rows: A file can list at most 100 accounts."},
		{"accounts.csv", strings.Repeat("x", 5<<20), "too_large"},
	} {
		body, hdr := bulkForm(t, tc.name, tc.content)
		if got := reasonOf(checkExchange(t, r, alice.client, http.MethodPost, base, body, hdr, 400)); !strings.HasPrefix(got, tc.want) {
			t.Errorf("%s: %s, want %s", tc.name, got, tc.want)
		}
	}
	body, hdr := bulkForm(t, "accounts.csv", "U-5001\n")
	checkExchange(t, r, alice.client, http.MethodPost, m.URL("bff")+"/bff/v1/sunshine/demo/bulk/utilities/uploads", body, hdr, 404)
}

// BULK-04: a list read after one of its bills went into the cart says so,
// and paying online adds what the cart lacks: the cart refuses the whole
// add for one bill it holds already.
func TestBulk_BULK04_theReviewMarksBillsAlreadyInTheCartSoPayingOnlineAddsTheRest(t *testing.T) {
	m, _ := startMain(t)
	r := openAPIRouter(t, m.URL("bff"))
	alice, _ := signInAs(t, m, login.SeedResidentEmail)
	first := alice.find("R100-001")
	alice.add(first.Path)
	base := m.URL("bff") + "/bff/v1/sunshine/demo/bulk/property-tax/uploads"
	body, hdr := bulkForm(t, "accounts.csv", "R100-001\nR100-002\n")
	type review struct {
		ID   string `json:"id"`
		Rows []struct {
			Payables []struct {
				Path   string `json:"path"`
				InCart bool   `json:"inCart"`
			} `json:"payables"`
		} `json:"rows"`
	}
	var up review
	if err := json.Unmarshal(checkExchange(t, r, alice.client, http.MethodPost, base, body, hdr, 201), &up); err != nil {
		t.Fatal(err)
	}
	var read review
	if err := json.Unmarshal(checkExchange(t, r, alice.client, http.MethodGet, base+"/"+up.ID, "", nil, 200), &read); err != nil {
		t.Fatal(err)
	}
	for name, rev := range map[string]review{"upload": up, "review": read} {
		if len(rev.Rows) != 2 || len(rev.Rows[0].Payables) != 1 || !rev.Rows[0].Payables[0].InCart ||
			len(rev.Rows[1].Payables) != 1 || rev.Rows[1].Payables[0].InCart {
			t.Fatalf("%s: %+v, want R100-001 in the cart and R100-002 not", name, rev)
		}
	}
	// What the confirmation step adds when paying online: the bills not in the cart.
	var items []map[string]string
	for _, row := range read.Rows {
		for _, p := range row.Payables {
			if !p.InCart {
				items = append(items, map[string]string{"path": p.Path})
			}
		}
	}
	if status, raw := alice.raw(http.MethodPost, alice.bff+"/bff/v1/sunshine/demo/cart/items", map[string]any{"items": items}, nil); status != http.StatusOK {
		t.Fatalf("paying online adds %v: %d %s", items, status, raw)
	}
}

// Each list uploaded is a bulk search upstream and a review kept in the
// store: one resident uploads at most BulkUploadLimit's burst at once, then
// is told to wait, in Spanish too.
func TestBulk_aResidentsUploadsAreBounded(t *testing.T) {
	m, _ := startMain(t)
	r := openAPIRouter(t, m.URL("bff"))
	alice, _ := signInAs(t, m, login.SeedResidentEmail)
	base := m.URL("bff") + "/bff/v1/sunshine/demo/bulk/property-tax/uploads?lang=es"
	body, hdr := bulkForm(t, "accounts.csv", "R100-001\n")
	for range payhttp.BulkUploadLimit.Burst {
		checkExchange(t, r, alice.client, http.MethodPost, base, body, hdr, 201)
	}
	raw := checkExchange(t, r, alice.client, http.MethodPost, base, body, hdr, 429)
	if !strings.Contains(string(raw), "Subió muchas listas en poco tiempo") {
		t.Errorf("the refusal: %s", raw)
	}
}

// TestBulk_VAL81_BULK04_wireTransferAtOrAboveTheMinimumAndOneSubmissionPerList
// proves over real HTTP on sunshine/demo's property tax (wire transfer from
// 2,000.00) that a list of 1,234.56 is offered no wire transfer and its
// wire submission is refused with 422, while one of 2,076.66 is offered it;
// and that of concurrent submissions of one list exactly one succeeds.
func TestBulk_VAL81_BULK04_wireTransferAtOrAboveTheMinimumAndOneSubmissionPerList(t *testing.T) {
	m, _ := startMain(t)
	r := openAPIRouter(t, m.URL("bff"))
	base := m.URL("bff") + "/bff/v1/sunshine/demo/bulk/property-tax/uploads"
	alice, _ := signInAs(t, m, login.SeedResidentEmail)
	type wireReview struct {
		ID                  string `json:"id"`
		Total               string `json:"total"`
		WireTransfer        bool   `json:"wireTransfer"`
		WireTransferMinimum string `json:"wireTransferMinimum"`
	}
	upload := func(list string) wireReview {
		body, hdr := bulkForm(t, "accounts.csv", list)
		var rev wireReview
		if err := json.Unmarshal(checkExchange(t, r, alice.client, http.MethodPost, base, body, hdr, 201), &rev); err != nil {
			t.Fatal(err)
		}
		return rev
	}

	small := upload("R100-001\n")
	if small.WireTransfer || small.Total != "1234.56" || small.WireTransferMinimum != "2000.00" {
		t.Errorf("review of one bill = %+v, want no wire transfer under 2000.00", small)
	}
	out := checkExchange(t, r, alice.client, http.MethodPost, base+"/"+small.ID+"/submit", `{"method":"wire_transfer"}`, csrfHeader, 422)
	if !strings.Contains(string(out), "wire_below_minimum") {
		t.Errorf("wire under the minimum = %s, want reason wire_below_minimum", out)
	}
	checkExchange(t, r, alice.client, http.MethodGet, base+"/"+small.ID, "", nil, 200) // still there to pay another way

	big := upload("R100-001\nR100-002\n")
	if !big.WireTransfer || big.Total != "2076.66" {
		t.Errorf("review of two bills = %+v, want wire transfer offered", big)
	}
	const racers = 4
	statuses := make(chan int, racers)
	var wg sync.WaitGroup
	for range racers {
		wg.Go(func() {
			req, err := http.NewRequest(http.MethodPost, base+"/"+big.ID+"/submit", strings.NewReader(`{"method":"wire_transfer"}`))
			if err != nil {
				t.Error(err)
				return
			}
			req.Header.Set("Content-Type", "application/json")
			for k, v := range csrfHeader {
				req.Header.Set(k, v)
			}
			resp, err := alice.client.Do(req)
			if err != nil {
				t.Error(err)
				return
			}
			_ = resp.Body.Close()
			statuses <- resp.StatusCode
		})
	}
	wg.Wait()
	close(statuses)
	ok := 0
	for s := range statuses {
		switch s {
		case http.StatusOK:
			ok++
		case http.StatusConflict, http.StatusNotFound:
		default:
			t.Errorf("a concurrent submission answered %d, want 200, 409 or 404", s)
		}
	}
	if ok != 1 {
		t.Errorf("%d concurrent submissions succeeded, want exactly one", ok)
	}
}
