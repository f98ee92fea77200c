package main

import (
	"encoding/json"
	"net/url"
	"strings"
	"testing"
)

// These tests send the footer's contact form through the real binary: the
// BFF checks the message and posts it to the sandbox's contact service,
// which keeps it and drops a copy into the sandbox outbox.

const helpDesk = "help-desk@sunshine.example.org"

type outboxJSON struct {
	Messages []struct {
		To, Subject, Text, Kind string
	} `json:"messages"`
}

func TestContact_CONTACT02_CONTACT04_theShellScreenCarriesTheSiteTopicsWithWebsiteIssue(t *testing.T) {
	m, _ := startMain(t)
	var shell homeScreen
	if code := getJSON(t, m.URL("bff")+"/bff/v1/sunshine/demo/screens/shell", &shell); code != 200 {
		t.Fatalf("shell: %d", code)
	}
	var cfg struct {
		Help          struct{ ShowContactUs bool }
		ContactTopics []struct {
			Value        string `json:"value"`
			Text         struct{ En, Es string }
			CustomFields []struct {
				CustomLabel struct{ En, Es string }
				Required    bool
			} `json:"customFields"`
		} `json:"contactTopics"`
	}
	if err := json.Unmarshal(shell.Sections["config"].Data, &cfg); err != nil {
		t.Fatal(err)
	}
	values := []string{}
	required := false
	for _, topic := range cfg.ContactTopics {
		values = append(values, topic.Value)
		for _, f := range topic.CustomFields {
			required = required || (f.Required && f.CustomLabel.En != "" && f.CustomLabel.Es != "")
		}
	}
	if !cfg.Help.ShowContactUs || len(values) < 3 || values[len(values)-1] != "website_issue" || !required {
		t.Errorf("topics %v (a required custom field: %v), want the demo's topics, one with a required field, and website_issue", values, required)
	}
}

func TestContact_API30_aSentMessageReachesTheSandboxOutbox(t *testing.T) {
	m, _ := startMain(t)
	p := newPayer(t, m)
	marker := "contact-e2e " + p.newKey()
	body := map[string]any{"topic": "property_tax", "body": "  When is my bill due? " + marker + " ",
		"first_name": "Ana", "last_name": "Lopez", "email": "ana@example.com", "phone_number": "(555) 010-2000",
		"url":           m.URL("bff") + "/sunshine/demo/home",
		"custom_fields": map[string]string{"Parcel or account number": "R100-001"}}
	var res struct{ ID string }
	if code := p.call("POST", "/contact", body, nil, &res); code != 200 || res.ID == "" {
		t.Fatalf("contact: %d %+v", code, res)
	}
	var mail outboxJSON
	if code := getJSON(t, m.URL("sandbox")+"/outbox.json?to="+url.QueryEscape(helpDesk), &mail); code != 200 {
		t.Fatalf("outbox: %d", code)
	}
	found := false
	for _, msg := range mail.Messages {
		if msg.Kind == "contact" && strings.Contains(msg.Text, "When is my bill due? "+marker+"\n") &&
			strings.Contains(msg.Text, "Parcel or account number: R100-001") && strings.Contains(msg.Text, res.ID) {
			found = true
		}
	}
	if !found {
		t.Errorf("the outbox of %s lacks the message: %+v", helpDesk, mail)
	}
}

func TestContact_CONTACT09_CONTACT19_refusedMessagesNeverReachTheService(t *testing.T) {
	m, _ := startMain(t)
	p := newPayer(t, m)
	base := func() map[string]any {
		return map[string]any{"topic": "property_tax", "body": "Question", "first_name": "Ana", "last_name": "Lopez",
			"email": "ana@example.com", "custom_fields": map[string]string{"Parcel or account number": "R100-001"}}
	}
	card := base()
	card["body"] = "my card is 4242 4242 4242 4242"
	noField := base()
	noField["custom_fields"] = map[string]string{}
	for name, body := range map[string]map[string]any{"CONTACT-09": card, "CONTACT-19": noField} {
		var e struct {
			Error struct{ Code, Message string } `json:"error"`
		}
		if code := p.call("POST", "/contact", body, nil, &e); code != 400 || e.Error.Code == "" || strings.Contains(e.Error.Message, "4242") {
			t.Errorf("%s: %d %+v, want 400 naming the field only", name, code, e)
		}
	}
	var mail outboxJSON
	getJSON(t, m.URL("sandbox")+"/outbox.json?to="+url.QueryEscape(helpDesk), &mail)
	if len(mail.Messages) != 0 {
		t.Errorf("refused messages reached the outbox: %+v", mail.Messages)
	}
}
