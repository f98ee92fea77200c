package announce_test

import (
	"slices"
	"strings"
	"testing"

	"github.com/payhub/payhub/bff/announce"
	"github.com/payhub/payhub/bff/upstream/announcements"
)

// ANN-09: every one of the 25 modules has an outage preset at each of the
// severities Minor, Moderate and Major, in English and Spanish, naming the
// module; the three severities say different things.
func TestModulePresets_ANN09_everyModuleHasMinorModerateAndMajorInBothLanguages(t *testing.T) {
	modules := []string{"forms", "eWallet", "help", "login", "messaging", "sms", "email", "rendering",
		"pdfRendering", "myPayments", "mySavedItems", "payables", "payablesStorage", "schedPay", "cart",
		"cartRedirect", "search", "delivery", "siteSettings", "eBilling", "userVerification", "chatBot",
		"renewexpress", "taxsys", "uploads"}
	if !slices.Equal(announcements.Modules(), modules) {
		t.Fatalf("the service's modules %v", announcements.Modules())
	}
	if !slices.Equal(announce.Severities(), []announce.Severity{"Minor", "Moderate", "Major"}) {
		t.Fatalf("severities %v", announce.Severities())
	}
	all := announce.ModulePresets()
	if len(all) != 25*3 {
		t.Fatalf("%d module presets, want 75", len(all))
	}
	for _, m := range modules {
		texts := map[string]bool{}
		for _, s := range announce.Severities() {
			p, ok := announce.ModulePresetFor(m, s)
			if !ok {
				t.Errorf("no %s preset for %s", s, m)
				continue
			}
			if p.Label.En == "" || p.Label.Es == "" || !strings.HasPrefix(p.Message.En, p.Label.En+":") ||
				!strings.HasPrefix(p.Message.Es, p.Label.Es+":") || p.Message.En == p.Message.Es {
				t.Errorf("%s %s: %+v", m, s, p)
			}
			texts[p.Message.En], texts[p.Message.Es] = true, true
			b := p.Banner([]announcements.ClientSite{{Client: "sunshine", Site: "demo"}})
			if b.Type != announcements.TypeModuleDown || !slices.Equal(b.Modules, []string{m}) || len(b.Methods) != 0 ||
				len(b.Effects) != 0 || b.Text.Es != p.Message.Es || !strings.HasPrefix(b.FriendlyType, string(s)) {
				t.Errorf("%s %s banner %+v", m, s, b)
			}
		}
		if len(texts) != 6 {
			t.Errorf("%s: the severities' messages repeat: %v", m, texts)
		}
	}
	if _, ok := announce.ModulePresetFor("kitchen", announce.Major); ok {
		t.Error("a preset for an unknown module")
	}
	if _, ok := announce.ModulePresetFor("cart", "Severe"); ok {
		t.Error("a preset for an unknown severity")
	}
}
