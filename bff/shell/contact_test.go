package shell

import (
	"context"
	"reflect"
	"strings"
	"testing"

	"github.com/payhub/payhub/bff"
	"github.com/payhub/payhub/bff/screen/screentest"
	"github.com/payhub/payhub/bff/upstream/contact"
	"github.com/payhub/payhub/bff/upstream/siteconfig"
)

// fakeSender keeps the requests it is given.
type fakeSender struct {
	send func(ctx context.Context, r contact.Request) (contact.Receipt, error)
}

var _ ContactSender = fakeSender{}

func (f fakeSender) Send(ctx context.Context, r contact.Request) (contact.Receipt, error) {
	return f.send(ctx, r)
}

const parcelLabel = "Parcel or account number"

func contactSite() siteconfig.Site {
	return siteconfig.Site{Client: "sunshine", Site: "demo", Enabled: true,
		Help: siteconfig.Help{ShowContactUs: true},
		ContactTopics: []siteconfig.ContactTopic{
			{Value: "property_tax", Text: siteconfig.Localized{En: "Property tax bill", Es: "Impuesto"},
				CustomFields: []siteconfig.ContactCustomField{{CustomLabel: siteconfig.Localized{En: parcelLabel, Es: "Número"}, Required: true}}},
			{Value: "payment_question", Text: siteconfig.Localized{En: "A payment", Es: "Un pago"},
				CustomFields: []siteconfig.ContactCustomField{{CustomLabel: siteconfig.Localized{En: "Plate", Es: "Placa"}}}},
		}}
}

func contactInput() ContactInput {
	return ContactInput{Topic: "property_tax", Body: "When is my bill due?", FirstName: "Ana", LastName: "Lopez",
		Email: "ana@example.com", PhoneNumber: "(555) 010-2000", URL: "http://localhost:8080/sunshine/demo/home",
		CustomFields: map[string]string{parcelLabel: "R100-001"}}
}

func TestContactRequest_CONTACT03_CONTACT21_carriesEveryPartTrimmed(t *testing.T) {
	in := contactInput()
	in.Body, in.FirstName, in.Email = "  When is my bill due?\n", " Ana ", " ana@example.com "
	in.CustomFields = map[string]string{parcelLabel: " R100-001 ", "Unknown": "dropped"}
	got, err := ContactRequest(contactSite(), in, bff.English)
	if err != nil {
		t.Fatal(err)
	}
	want := contact.Request{Client: "sunshine", Site: "demo", Topic: "property_tax", Body: "When is my bill due?",
		FirstName: "Ana", LastName: "Lopez", Email: "ana@example.com", PhoneNumber: "(555) 010-2000",
		URL: "http://localhost:8080/sunshine/demo/home"}
	fields := got.CustomFields
	got.CustomFields = nil
	if !reflect.DeepEqual(got, want) {
		t.Errorf("request = %+v\nwant %+v", got, want)
	}
	if len(fields) != 1 || fields[parcelLabel] != "R100-001" {
		t.Errorf("custom fields = %v, want only the topic's field, trimmed", fields)
	}
}

func TestContactRequest_refusesWhatBreaksTheRules(t *testing.T) {
	card := "4242 4242 4242 4242"
	cases := []struct {
		name   string
		change func(in *ContactInput)
		field  string
	}{
		{"CONTACT-06 no topic", func(in *ContactInput) { in.Topic = "  " }, "topic"},
		{"CONTACT-06 a topic the site does not offer", func(in *ContactInput) { in.Topic = "elsewhere" }, "topic"},
		{"CONTACT-07 no comments", func(in *ContactInput) { in.Body = " \n " }, "comments"},
		{"CONTACT-08 comments over 2000", func(in *ContactInput) { in.Body = strings.Repeat("a", 2001) }, "comments"},
		{"CONTACT-09 comments holding a card number", func(in *ContactInput) { in.Body = "my card " + card }, "comments"},
		{"CONTACT-10 no first name", func(in *ContactInput) { in.FirstName = "" }, "first_name"},
		{"CONTACT-10 no last name", func(in *ContactInput) { in.LastName = " " }, "last_name"},
		{"CONTACT-11 first name over 100", func(in *ContactInput) { in.FirstName = strings.Repeat("a", 101) }, "first_name"},
		{"CONTACT-11 last name over 100", func(in *ContactInput) { in.LastName = strings.Repeat("a", 101) }, "last_name"},
		{"CONTACT-12 no email", func(in *ContactInput) { in.Email = "" }, "email"},
		{"CONTACT-13 email over 100", func(in *ContactInput) { in.Email = strings.Repeat("a", 95) + "@x.org" }, "email"},
		{"CONTACT-14 malformed email", func(in *ContactInput) { in.Email = "ana@example" }, "email"},
		{"CONTACT-15 email that is a card number", func(in *ContactInput) { in.Email = "4242424242424242" }, "email"},
		{"CONTACT-16 phone over 30", func(in *ContactInput) { in.PhoneNumber = strings.Repeat("5", 31) }, "phone_number"},
		{"CONTACT-17 phone with letters", func(in *ContactInput) { in.PhoneNumber = "555-CALL-NOW" }, "phone_number"},
		{"CONTACT-17 phone of 9 digits without a plus", func(in *ContactInput) { in.PhoneNumber = "555 010 200" }, "phone_number"},
		{"CONTACT-17 phone starting with 0", func(in *ContactInput) { in.PhoneNumber = "0555010200" }, "phone_number"},
		{"CONTACT-18 custom field over 100", func(in *ContactInput) { in.CustomFields[parcelLabel] = strings.Repeat("a", 101) }, "custom_field"},
		{"CONTACT-19 required custom field empty", func(in *ContactInput) { in.CustomFields = nil }, "custom_field"},
		{"CONTACT-20 custom field holding a card number", func(in *ContactInput) { in.CustomFields[parcelLabel] = card }, "custom_field"},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			in := contactInput()
			tc.change(&in)
			_, err := ContactRequest(contactSite(), in, bff.English)
			if bff.ErrorCode(err) != bff.CodeInvalid || !strings.Contains(bff.ErrorMessage(err), tc.field) {
				t.Fatalf("error = %v, want invalid naming %s", err, tc.field)
			}
			if strings.Contains(bff.ErrorMessage(err), "4242") {
				t.Errorf("the message repeats the value: %q", bff.ErrorMessage(err))
			}
		})
	}
}

func TestContactRequest_acceptsTheLimitsAndOptionalParts(t *testing.T) {
	cases := []struct {
		name   string
		change func(in *ContactInput)
	}{
		{"CONTACT-08 comments of exactly 2000", func(in *ContactInput) { in.Body = strings.Repeat("ñ", 2000) }},
		{"CONTACT-11 names of exactly 100", func(in *ContactInput) { in.FirstName, in.LastName = strings.Repeat("a", 100), strings.Repeat("b", 100) }},
		{"CONTACT-16 no phone", func(in *ContactInput) { in.PhoneNumber = "" }},
		{"CONTACT-17 international phone with a plus", func(in *ContactInput) { in.PhoneNumber = "+52 55 1234 5678" }},
		{"CONTACT-19 optional custom field left empty", func(in *ContactInput) { in.Topic, in.CustomFields = "payment_question", nil }},
		{"CONTACT-02 Website issue is always offered", func(in *ContactInput) { in.Topic, in.CustomFields = siteconfig.TopicWebsiteIssue, nil }},
		{"short numbers in comments are not card numbers", func(in *ContactInput) { in.Body = "Account R100-001, paid 1234.56 on 2026-03-01" }},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			in := contactInput()
			tc.change(&in)
			if _, err := ContactRequest(contactSite(), in, bff.English); err != nil {
				t.Errorf("refused: %v", err)
			}
		})
	}
}

func TestContactSend_API30_sendsToTheServiceAndRefusesSitesWithoutTheForm(t *testing.T) {
	var sent []contact.Request
	site := contactSite()
	c := &Contact{
		Config: screentest.Config{SiteFunc: func(context.Context, string, string) (siteconfig.Site, error) { return site, nil }},
		Sender: fakeSender{send: func(_ context.Context, r contact.Request) (contact.Receipt, error) {
			sent = append(sent, r)
			return contact.Receipt{ID: "msg_1"}, nil
		}},
	}
	got, err := c.Send(t.Context(), "sunshine", "demo", contactInput(), bff.Spanish)
	if err != nil || got.ID != "msg_1" || len(sent) != 1 || sent[0].Client != "sunshine" {
		t.Fatalf("Send = %+v, %v; sent %+v", got, err, sent)
	}
	in := contactInput()
	in.Body = ""
	if _, err := c.Send(t.Context(), "sunshine", "demo", in, bff.Spanish); bff.ErrorCode(err) != bff.CodeInvalid ||
		!strings.Contains(bff.ErrorMessage(err), "Revise") || len(sent) != 1 {
		t.Errorf("invalid Send = %v (sent %d), want a Spanish refusal and nothing sent", err, len(sent))
	}
	site.Help.ShowContactUs = false
	if _, err := c.Send(t.Context(), "sunshine", "demo", contactInput(), bff.English); bff.ErrorCode(err) != bff.CodeNotFound {
		t.Errorf("Send on a site without the form = %v, want not found", err)
	}
}

func TestShell_CONTACT02_theConfigAlwaysOffersWebsiteIssue(t *testing.T) {
	for _, topics := range [][]siteconfig.ContactTopic{nil, contactSite().ContactTopics,
		{siteconfig.WebsiteIssue(), {Value: "other"}}} {
		cfg := screentest.OKConfig()
		cfg.SiteFunc = func(_ context.Context, client, site string) (siteconfig.Site, error) {
			return siteconfig.Site{Client: client, Site: site, Enabled: true, ContactTopics: topics}, nil
		}
		s := &Shell{Config: cfg, Announcements: okAnnouncements(), Env: bff.EnvDev}
		got, err := s.Shell(t.Context(), "sunshine", "demo")
		if err != nil {
			t.Fatal(err)
		}
		list := got.Sections["config"].Data.(SiteConfig).ContactTopics
		n := 0
		for _, topic := range list {
			if topic.Value == siteconfig.TopicWebsiteIssue {
				n++
				if topic.Text.En != "Website issue" || topic.Text.Es == "" {
					t.Errorf("website issue topic = %+v", topic)
				}
			}
		}
		if n != 1 || len(list) < len(topics) {
			t.Errorf("topics %v -> %v, want each kept and Website issue once", topics, list)
		}
	}
}
