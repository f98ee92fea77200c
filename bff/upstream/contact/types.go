// Package contact holds the wire types and client of the contact service,
// which takes the messages of the footer's contact form (spec 000 §3
// "Contact request", §7 "Contact"). The specification does not show the
// path; ours is POST /v1/messages. The sandbox server (sandbox/contact)
// and the BFF client share these types.
package contact

import (
	"time"
	"unicode/utf8"

	"github.com/payhub/payhub/bff"
)

// Length limits of the contact form (spec 000 §5 "Contact form", §9;
// CONTACT-08, CONTACT-11, CONTACT-13, CONTACT-16, CONTACT-18).
const (
	MaxBody        = 2000
	MaxName        = 100
	MaxEmail       = 100
	MaxPhone       = 30
	MaxCustomField = 100
)

// MaxCustomFields bounds how many custom fields one message may carry; a
// topic configures a few at most.
const MaxCustomFields = 10

// MessagesPath is the service path that takes a message.
const MessagesPath = "/v1/messages"

// Request is a contact request (spec 000 §3 "Contact request"; CONTACT-03).
// CustomFields maps each custom field's English label to its value.
type Request struct {
	Client       string            `json:"client"`
	Site         string            `json:"site"`
	Topic        string            `json:"topic"`
	Body         string            `json:"body"`
	FirstName    string            `json:"first_name"`
	LastName     string            `json:"last_name"`
	Email        string            `json:"email"`
	PhoneNumber  string            `json:"phone_number"`
	URL          string            `json:"url"`
	CustomFields map[string]string `json:"custom_fields"`
}

// Receipt is the service's answer: the stored message's id.
type Receipt struct {
	ID         string    `json:"id"`
	ReceivedAt time.Time `json:"received_at"`
}

// CheckLengths refuses a request missing a required part or with a value
// over its limit (spec 000 §5, §9), as a bff.CodeInvalid error naming the
// field. Both the service and the BFF apply it; the BFF checks more.
func CheckLengths(r Request) error {
	required := []struct {
		name, value string
		max         int
	}{
		{"client", r.Client, MaxName},
		{"site", r.Site, MaxName},
		{"topic", r.Topic, MaxName},
		{"body", r.Body, MaxBody},
		{"first_name", r.FirstName, MaxName},
		{"last_name", r.LastName, MaxName},
		{"email", r.Email, MaxEmail},
	}
	for _, f := range required {
		if f.value == "" {
			return bff.Errorf(bff.CodeInvalid, "The %s is required.", f.name)
		}
		if utf8.RuneCountInString(f.value) > f.max {
			return bff.Errorf(bff.CodeInvalid, "The %s must be %d characters or fewer.", f.name, f.max)
		}
	}
	if utf8.RuneCountInString(r.PhoneNumber) > MaxPhone {
		return bff.Errorf(bff.CodeInvalid, "The phone_number must be %d characters or fewer.", MaxPhone)
	}
	if utf8.RuneCountInString(r.URL) > MaxBody {
		return bff.Errorf(bff.CodeInvalid, "The url must be %d characters or fewer.", MaxBody)
	}
	if len(r.CustomFields) > MaxCustomFields {
		return bff.Errorf(bff.CodeInvalid, "A message carries at most %d custom fields.", MaxCustomFields)
	}
	for label, value := range r.CustomFields {
		if label == "" || utf8.RuneCountInString(label) > MaxCustomField {
			return bff.Errorf(bff.CodeInvalid, "A custom field needs a label of at most %d characters.", MaxCustomField)
		}
		if utf8.RuneCountInString(value) > MaxCustomField {
			return bff.Errorf(bff.CodeInvalid, "A custom field must be %d characters or fewer.", MaxCustomField)
		}
	}
	return nil
}
