package shell

import (
	"context"
	"log/slog"
	"regexp"
	"strings"
	"unicode/utf8"

	"github.com/payhub/payhub/bff"
	"github.com/payhub/payhub/bff/screen"
	"github.com/payhub/payhub/bff/texts"
	"github.com/payhub/payhub/bff/upstream/contact"
	"github.com/payhub/payhub/bff/upstream/siteconfig"
)

// ContactSender is what the contact command needs of the contact service
// (spec 000 §7 "Contact").
type ContactSender interface {
	Send(ctx context.Context, r contact.Request) (contact.Receipt, error)
}

// Contact sends the messages of the footer's contact form (spec 000 §2
// "Shell screens", §3 "Contact request", §5 "Contact form"). It checks
// every value again: the portal's checks are for the payer's comfort, not
// a guarantee.
type Contact struct {
	Config screen.SiteConfig
	Sender ContactSender
	Logger *slog.Logger
}

// ContactInput is the body of POST /contact: the contact request of spec
// 000 §3 without client and site, which come from the path.
type ContactInput struct {
	Topic        string            `json:"topic"`
	Body         string            `json:"body"`
	FirstName    string            `json:"first_name"`
	LastName     string            `json:"last_name"`
	Email        string            `json:"email"`
	PhoneNumber  string            `json:"phone_number"`
	URL          string            `json:"url"`
	CustomFields map[string]string `json:"custom_fields"`
}

// ContactResult answers a sent message.
type ContactResult struct {
	ID string `json:"id"`
}

// emailPattern is the portal's e-mail rule (VAL-41; CONTACT-14).
var emailPattern = regexp.MustCompile(`^[^\s@]+@[^\s@.]+(?:\.[^\s@.]+)+$`)

// phoneChars are the characters a phone may hold (VAL-26; CONTACT-17).
var phoneChars = regexp.MustCompile(`^\+?[0-9\-() ]+$`)

// Send checks in and sends it for client/site, in the site's words for
// lang. A value that breaks a rule of spec 000 §5 is bff.CodeInvalid
// naming the field (never its value); a site without the contact form is
// bff.CodeNotFound.
func (c *Contact) Send(ctx context.Context, client, site string, in ContactInput, lang bff.Language) (ContactResult, error) {
	cfg, err := c.Config.Site(ctx, client, site)
	if err != nil {
		return ContactResult{}, err
	}
	if !cfg.Help.ShowContactUs {
		return ContactResult{}, bff.Errorf(bff.CodeNotFound, "%s", texts.Message(texts.ContactOff, lang))
	}
	req, err := ContactRequest(cfg, in, lang)
	if err != nil {
		return ContactResult{}, err
	}
	receipt, err := c.Sender.Send(ctx, req)
	if err != nil {
		return ContactResult{}, err
	}
	c.logger().InfoContext(ctx, "contact message sent", "client", client, "site", site, "topic", req.Topic, "id", receipt.ID)
	return ContactResult{ID: receipt.ID}, nil
}

func (c *Contact) logger() *slog.Logger {
	if c.Logger == nil {
		return slog.New(slog.DiscardHandler)
	}
	return c.Logger
}

// ContactRequest builds the request of spec 000 §3 from in: every value
// trimmed (CONTACT-21) and checked against the rules of spec 000 §5; the
// custom fields kept are those of the chosen topic, by English label.
func ContactRequest(cfg siteconfig.Site, in ContactInput, lang bff.Language) (contact.Request, error) {
	t := strings.TrimSpace
	req := contact.Request{Client: cfg.Client, Site: cfg.Site, Topic: t(in.Topic), Body: t(in.Body),
		FirstName: t(in.FirstName), LastName: t(in.LastName), Email: t(in.Email),
		PhoneNumber: t(in.PhoneNumber), URL: t(in.URL), CustomFields: map[string]string{}}
	topic, ok := cfg.Topic(req.Topic)
	if !ok {
		return contact.Request{}, invalidField("topic", lang) // CONTACT-06, CONTACT-02
	}
	checks := []struct {
		field    string
		value    string
		max      int
		required bool
		noCard   bool
	}{
		{"comments", req.Body, contact.MaxBody, true, true},               // CONTACT-07..09
		{"first_name", req.FirstName, contact.MaxName, true, true},        // CONTACT-10, CONTACT-11
		{"last_name", req.LastName, contact.MaxName, true, true},          // CONTACT-10, CONTACT-11
		{"email", req.Email, contact.MaxEmail, true, true},                // CONTACT-12, CONTACT-13, CONTACT-15
		{"phone_number", req.PhoneNumber, contact.MaxPhone, false, false}, // CONTACT-16
		{"url", req.URL, contact.MaxBody, false, true},
	}
	for _, ch := range checks {
		if !fieldOK(ch.value, ch.max, ch.required, ch.noCard) {
			return contact.Request{}, invalidField(ch.field, lang)
		}
	}
	if !emailPattern.MatchString(req.Email) { // CONTACT-14
		return contact.Request{}, invalidField("email", lang)
	}
	if req.PhoneNumber != "" && !validPhone(req.PhoneNumber) { // CONTACT-17
		return contact.Request{}, invalidField("phone_number", lang)
	}
	for _, f := range topic.CustomFields { // CONTACT-18..20
		label := f.CustomLabel.En
		value := t(in.CustomFields[label])
		if !fieldOK(value, contact.MaxCustomField, f.Required, true) {
			return contact.Request{}, invalidField("custom_field", lang)
		}
		if value != "" {
			req.CustomFields[label] = value
		}
	}
	return req, nil
}

// fieldOK reports whether value keeps a field's rules: present when
// required, at most max characters, and (when noCard) no card number.
func fieldOK(value string, max int, required, noCard bool) bool {
	switch {
	case value == "":
		return !required
	case utf8.RuneCountInString(value) > max:
		return false
	case noCard && bff.ContainsCardNumber(value):
		return false
	}
	return true
}

// validPhone is the extra-field phone rule (spec 000 §5; VAL-26..29): 7 to
// 15 digits; digits, hyphens, parentheses, spaces and one leading plus
// only; not starting with 0; without a leading plus at least 10 digits.
func validPhone(phone string) bool {
	if !phoneChars.MatchString(phone) {
		return false
	}
	digits := 0
	first := byte(0)
	for i := 0; i < len(phone); i++ {
		if c := phone[i]; c >= '0' && c <= '9' {
			if digits == 0 {
				first = c
			}
			digits++
		}
	}
	least := 10
	if strings.HasPrefix(phone, "+") {
		least = 7
	}
	return digits >= least && digits <= 15 && first != '0'
}

// invalidField is the error of a field that breaks its rules; it names the
// field, never the value (which may hold a card number).
func invalidField(field string, lang bff.Language) error {
	return bff.Errorf(bff.CodeInvalid, texts.Message(texts.ContactInvalid, lang), field)
}
