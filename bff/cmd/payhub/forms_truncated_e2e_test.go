package main

import (
	"bytes"
	"net/http"
	"testing"

	"github.com/payhub/payhub/bff/upstream/uploads/uploadstest"
)

// A client's own upload cut short (its multipart body ends without its
// closing boundary) is that client's bad request: 400 to it, and never a
// failure of the uploads service, whose breaker would otherwise open for
// everyone after a few of them.
func TestForms_e2e_truncatedUploadsAreTheClientsFailureNotTheService(t *testing.T) {
	m, _ := startMain(t)
	truncated := func() []byte {
		var b bytes.Buffer
		b.WriteString("--XX\r\nContent-Disposition: form-data; name=\"file\"; filename=\"a.pdf\"\r\n\r\n")
		b.Write(uploadstest.PDF())
		b.Write(bytes.Repeat([]byte("A"), 8<<10))
		return b.Bytes() // no closing boundary
	}
	const n = 8 // more than the breaker's consecutive failures
	for i := 0; i < n; i++ {
		p := newPayer(t, m)
		req, err := http.NewRequestWithContext(t.Context(), http.MethodPost,
			p.bff+"/bff/v1/sunshine/demo"+affidavitPath+"/uploads?field=proofOfInsurance", bytes.NewReader(truncated()))
		if err != nil {
			t.Fatal(err)
		}
		req.Header.Set("Content-Type", "multipart/form-data; boundary=XX")
		req.Header.Set("X-Requested-With", "payhub")
		resp, err := p.client.Do(req)
		if err != nil {
			t.Fatal(err)
		}
		resp.Body.Close()
		if resp.StatusCode != http.StatusBadRequest {
			t.Errorf("truncated upload %d: %d, want 400", i, resp.StatusCode)
		}
	}
	victim := newPayer(t, m)
	if code, raw := victim.uploadFile("en", "proof.pdf", bytes.NewReader(uploadstest.PDF())); code != http.StatusCreated {
		t.Errorf("an honest upload after %d truncated ones: %d %s, want 201", n, code, raw)
	}
}
