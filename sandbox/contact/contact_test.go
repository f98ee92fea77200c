package contact_test

import (
	"bytes"
	"context"
	"encoding/json"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
	"time"

	wire "github.com/payhub/payhub/bff/upstream/contact"
	"github.com/payhub/payhub/sandbox/contact"
	"github.com/payhub/payhub/sandbox/outbox"
)

// fakeStore keeps what it is given.
type fakeStore struct {
	saved []wire.Request
	mail  []outbox.Message
}

var _ contact.Store = (*fakeStore)(nil)

func (f *fakeStore) SaveMessage(_ context.Context, _ string, r wire.Request, m outbox.Message) error {
	f.saved = append(f.saved, r)
	f.mail = append(f.mail, m)
	return nil
}

func valid() wire.Request {
	return wire.Request{Client: "sunshine", Site: "demo", Topic: "property_tax", Body: "When is my bill due?",
		FirstName: "Ana", LastName: "Lopez", Email: "ana@example.com", PhoneNumber: "(555) 010-2000",
		URL: "http://localhost:8080/sunshine/demo/home", CustomFields: map[string]string{"Parcel or account number": "R100-001"}}
}

func post(t *testing.T, h http.Handler, body any) *httptest.ResponseRecorder {
	t.Helper()
	b, err := json.Marshal(body)
	if err != nil {
		t.Fatal(err)
	}
	rec := httptest.NewRecorder()
	req := httptest.NewRequest(http.MethodPost, wire.MessagesPath, bytes.NewReader(b))
	req.Header.Set("Content-Type", "application/json")
	h.ServeHTTP(rec, req)
	return rec
}

func TestSend_CONTACT03_storesTheTrimmedMessageAndCopiesItToTheOutbox(t *testing.T) {
	store := &fakeStore{}
	now := time.Date(2026, 3, 1, 12, 0, 0, 0, time.UTC)
	h := contact.NewHandler(store, nil, func() time.Time { return now })
	req := valid()
	req.FirstName = "  Ana "
	rec := post(t, h, req)
	if rec.Code != http.StatusCreated {
		t.Fatalf("status %d %s", rec.Code, rec.Body)
	}
	var receipt wire.Receipt
	if err := json.Unmarshal(rec.Body.Bytes(), &receipt); err != nil || !strings.HasPrefix(receipt.ID, "msg_") {
		t.Fatalf("receipt %s: %v", rec.Body, err)
	}
	if len(store.saved) != 1 || store.saved[0].FirstName != "Ana" {
		t.Fatalf("saved %+v, want the trimmed message", store.saved)
	}
	m := store.mail[0]
	if m.To != contact.HelpDesk("sunshine") || m.Kind != contact.KindContact || !m.SentAt.Equal(now) {
		t.Errorf("outbox copy %+v", m)
	}
	for _, want := range []string{"When is my bill due?", "ana@example.com", "Parcel or account number: R100-001", receipt.ID} {
		if !strings.Contains(m.Text, want) {
			t.Errorf("outbox text lacks %q:\n%s", want, m.Text)
		}
	}
}

func TestSend_refusesMissingPartsAndValuesOverTheLimits(t *testing.T) {
	cases := []struct {
		name   string
		change func(r *wire.Request)
	}{
		{"CONTACT-06 no topic", func(r *wire.Request) { r.Topic = " " }},
		{"CONTACT-07 no comments", func(r *wire.Request) { r.Body = "" }},
		{"CONTACT-08 comments over 2000", func(r *wire.Request) { r.Body = strings.Repeat("a", wire.MaxBody+1) }},
		{"CONTACT-10 no first name", func(r *wire.Request) { r.FirstName = "" }},
		{"CONTACT-10 no last name", func(r *wire.Request) { r.LastName = "" }},
		{"CONTACT-11 first name over 100", func(r *wire.Request) { r.FirstName = strings.Repeat("a", wire.MaxName+1) }},
		{"CONTACT-12 no email", func(r *wire.Request) { r.Email = "" }},
		{"CONTACT-13 email over 100", func(r *wire.Request) { r.Email = strings.Repeat("a", 95) + "@x.org" }},
		{"CONTACT-16 phone over 30", func(r *wire.Request) { r.PhoneNumber = strings.Repeat("5", wire.MaxPhone+1) }},
		{"CONTACT-18 custom field over 100", func(r *wire.Request) {
			r.CustomFields = map[string]string{"Plate": strings.Repeat("a", wire.MaxCustomField+1)}
		}},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			store := &fakeStore{}
			req := valid()
			tc.change(&req)
			rec := post(t, contact.NewHandler(store, nil, nil), req)
			if rec.Code != http.StatusBadRequest || len(store.saved) != 0 {
				t.Errorf("status %d, saved %d; want 400 and nothing saved", rec.Code, len(store.saved))
			}
		})
	}
}

func TestSend_CONTACT08_acceptsCommentsOfExactly2000Characters(t *testing.T) {
	req := valid()
	req.Body = strings.Repeat("é", wire.MaxBody)
	if rec := post(t, contact.NewHandler(&fakeStore{}, nil, nil), req); rec.Code != http.StatusCreated {
		t.Errorf("status %d %s, want 201", rec.Code, rec.Body)
	}
}

func TestSend_keepsNoCardNumber(t *testing.T) {
	store := &fakeStore{}
	h := contact.NewHandler(store, nil, nil)
	req := valid()
	req.Body = "dotted 4242.4242.4242.4242, wide ４２４２　４２４２　４２４２　４２４２"
	req.CustomFields = map[string]string{"Parcel or account number": "5555-5555-5555-4444", "4242424242424242": "x"}
	if rec := post(t, h, req); rec.Code != http.StatusCreated {
		t.Fatalf("status %d %s", rec.Code, rec.Body)
	}
	saved := store.saved[0]
	if saved.Body != "dotted ****.****.****.4242, wide ****　****　****　４２４２" ||
		saved.CustomFields["Parcel or account number"] != "****-****-****-4444" || saved.CustomFields["************4242"] != "x" {
		t.Errorf("stored %+v", saved)
	}
	if text := store.mail[0].Text; strings.Contains(text, "4242.4242") || strings.Contains(text, "４２４２　４２４２") ||
		!strings.Contains(text, "****.****.****.4242") {
		t.Errorf("the outbox copy: %s", text)
	}
}
