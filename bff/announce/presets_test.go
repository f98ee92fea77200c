package announce_test

import (
	"slices"
	"testing"

	"github.com/payhub/payhub/bff/announce"
	"github.com/payhub/payhub/bff/upstream/announcements"
)

// ANN-08: the eleven preset banner messages exist, each a banner type of
// the service, with its affected methods, its effects on check-out, and
// its label and message in English and Spanish.
func TestPresets_ANN08_eachPresetHasItsMethodsAndEnglishAndSpanishText(t *testing.T) {
	const (
		noCard = announcements.EffectDisableCardPayments
		noBank = announcements.EffectDisableBankPayments
	)
	want := []struct {
		name             string
		methods, effects []string
	}{
		{"cardDown", []string{"card"}, []string{noCard}},
		{"cardDownAmex", []string{"amex"}, []string{}},
		{"cardDownDiscover", []string{"discover"}, []string{}},
		{"cardDownMasterCard", []string{"mastercard"}, []string{}},
		{"cardDownVisa", []string{"visa"}, []string{}},
		{"bankDown", []string{"bank"}, []string{noBank}},
		{"paypalDown", []string{"paypal"}, []string{}},
		{"googlePayDown", []string{"googlePay"}, []string{}},
		{"applePayDown", []string{"applePay"}, []string{}},
		{"cardAndBankDown", []string{"card", "bank"}, []string{noCard, noBank}},
		{"moduleDown", []string{}, []string{}},
	}
	got := announce.Presets()
	if len(got) != len(want) {
		t.Fatalf("%d presets, want %d", len(got), len(want))
	}
	seen := map[string]bool{}
	for i, w := range want {
		p := got[i]
		if p.Name != w.name || !slices.Equal(p.Methods, w.methods) || !slices.Equal(p.Effects, w.effects) {
			t.Errorf("preset %d: %s %v %v, want %s %v %v", i, p.Name, p.Methods, p.Effects, w.name, w.methods, w.effects)
		}
		if !slices.Contains(announcements.BannerTypes(), p.Name) {
			t.Errorf("%s is no banner type of the service", p.Name)
		}
		for _, m := range p.Methods {
			if !slices.Contains(announcements.Methods(), m) {
				t.Errorf("%s: method %s unknown to the service", p.Name, m)
			}
		}
		for _, tx := range []announce.Text{p.Label, p.Message} {
			if tx.En == "" || tx.Es == "" || tx.En == tx.Es {
				t.Errorf("%s: text %+v is not in both languages", p.Name, tx)
			}
		}
		if seen[p.Message.En] || seen[p.Message.Es] {
			t.Errorf("%s: its message repeats another preset's", p.Name)
		}
		seen[p.Message.En], seen[p.Message.Es] = true, true
		byName, ok := announce.PresetByName(p.Name)
		if !ok || byName.Name != p.Name {
			t.Errorf("PresetByName(%s) = %+v %v", p.Name, byName, ok)
		}
	}
	if _, ok := announce.PresetByName("noCard"); ok {
		t.Error("a banner state is found as a preset")
	}
}

// The banner of a preset is an active banner of its type with its methods,
// effects and message, for the given pairs.
func TestPresets_ANN08_theBannerOfAPresetCarriesItsFields(t *testing.T) {
	p, _ := announce.PresetByName("cardAndBankDown")
	pairs := []announcements.ClientSite{{Client: "sunshine", Site: "demo"}}
	b := p.Banner(pairs)
	if b.Type != "cardAndBankDown" || !b.Active || !slices.Equal(b.ClientSites, pairs) ||
		!slices.Equal(b.Methods, p.Methods) || !slices.Equal(b.Effects, p.Effects) ||
		b.Text.En != p.Message.En || b.Text.Es != p.Message.Es || b.FriendlyType != p.Label.En || b.Modules == nil {
		t.Errorf("banner %+v of %+v", b, p)
	}
	// The banner's lists are its own: changing them leaves the preset.
	b.Methods[0] = "x"
	if again, _ := announce.PresetByName("cardAndBankDown"); again.Methods[0] != "card" {
		t.Error("a banner shares its preset's methods")
	}
}
