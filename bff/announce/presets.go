// Package announce holds what staff post as announcements: the preset
// banner messages (ANN-08) and the module outage presets (ANN-09), in
// English and Spanish, each ready to become a banner of the announcements
// service for the client/site pairs the staff member chooses.
package announce

import (
	"slices"

	"github.com/payhub/payhub/bff/upstream/announcements"
)

// Text is a message in English and Spanish.
type Text struct {
	En string `json:"en"`
	Es string `json:"es"`
}

// Preset is a preset banner message (spec 001 §3 "Preset banner messages";
// ANN-08): its name (the banner's type), the methods it says are down, the
// effects it has on check-out (ANN-10: card or bank taken away) and its
// label and message in both languages.
type Preset struct {
	Name    string   `json:"name"`
	Label   Text     `json:"label"`
	Message Text     `json:"message"`
	Methods []string `json:"methods"`
	Effects []string `json:"effects"`
}

// Presets are the preset banner messages, in the order the console offers
// them. A card outage and a bank outage take card or bank away from
// check-out; a card brand or a wallet down takes nothing away, since the
// other cards and methods still work, so the banner only warns.
func Presets() []Preset {
	const (
		card, bank = announcements.MethodCard, announcements.MethodBank
		noCard     = announcements.EffectDisableCardPayments
		noBank     = announcements.EffectDisableBankPayments
	)
	brand := func(name, method, en, es string) Preset {
		return Preset{Name: name, Methods: []string{method}, Effects: []string{},
			Label: Text{en + " cards down", "Tarjetas " + es + " fuera de servicio"},
			Message: Text{
				En: "We cannot take " + en + " cards right now. Please pay with another card or another payment method.",
				Es: "En este momento no podemos aceptar tarjetas " + es + ". Pague con otra tarjeta u otro método de pago.",
			}}
	}
	wallet := func(name, method, label string) Preset {
		return Preset{Name: name, Methods: []string{method}, Effects: []string{},
			Label: Text{label + " down", label + " fuera de servicio"},
			Message: Text{
				En: label + " is unavailable right now. Please pay with another payment method.",
				Es: label + " no está disponible en este momento. Pague con otro método de pago.",
			}}
	}
	return []Preset{
		{Name: announcements.TypeCardDown, Methods: []string{card}, Effects: []string{noCard},
			Label: Text{"Card payments down", "Pagos con tarjeta fuera de servicio"},
			Message: Text{
				En: "We cannot take card payments right now. Please try again later or pay by bank account.",
				Es: "En este momento no podemos aceptar pagos con tarjeta. Intente más tarde o pague con cuenta bancaria.",
			}},
		brand(announcements.TypeCardDownAmex, announcements.MethodAmex, "American Express", "American Express"),
		brand(announcements.TypeCardDownDiscover, announcements.MethodDiscover, "Discover", "Discover"),
		brand(announcements.TypeCardDownMasterCard, announcements.MethodMasterCard, "Mastercard", "Mastercard"),
		brand(announcements.TypeCardDownVisa, announcements.MethodVisa, "Visa", "Visa"),
		{Name: announcements.TypeBankDown, Methods: []string{bank}, Effects: []string{noBank},
			Label: Text{"Bank payments down", "Pagos bancarios fuera de servicio"},
			Message: Text{
				En: "We cannot take bank account payments right now. Please try again later or pay by card.",
				Es: "En este momento no podemos aceptar pagos con cuenta bancaria. Intente más tarde o pague con tarjeta.",
			}},
		wallet(announcements.TypePayPalDown, announcements.MethodPayPal, "PayPal"),
		wallet(announcements.TypeGooglePayDown, announcements.MethodGooglePay, "Google Pay"),
		wallet(announcements.TypeApplePayDown, announcements.MethodApplePay, "Apple Pay"),
		{Name: announcements.TypeCardAndBankDown, Methods: []string{card, bank}, Effects: []string{noCard, noBank},
			Label: Text{"Card and bank payments down", "Pagos con tarjeta y bancarios fuera de servicio"},
			Message: Text{
				En: "We cannot take card or bank account payments right now. Please try again later.",
				Es: "En este momento no podemos aceptar pagos con tarjeta ni con cuenta bancaria. Intente más tarde.",
			}},
		{Name: announcements.TypeModuleDown, Methods: []string{}, Effects: []string{},
			Label: Text{"Service outage", "Interrupción del servicio"},
			Message: Text{
				En: "Some parts of this site are unavailable right now. We are working to restore them.",
				Es: "Algunas partes de este sitio no están disponibles en este momento. Estamos trabajando para restablecerlas.",
			}},
	}
}

// PresetByName returns the preset named name.
func PresetByName(name string) (Preset, bool) {
	i := slices.IndexFunc(Presets(), func(p Preset) bool { return p.Name == name })
	if i < 0 {
		return Preset{}, false
	}
	return Presets()[i], true
}

// Banner is an active banner of the preset for pairs, ready to create.
func (p Preset) Banner(pairs []announcements.ClientSite) announcements.Banner {
	b := announcements.Banner{ClientSites: pairs, Type: p.Name, FriendlyType: p.Label.En,
		Methods: slices.Clone(p.Methods), Modules: []string{}, Effects: slices.Clone(p.Effects), Active: true}
	b.Text.En, b.Text.Es = p.Message.En, p.Message.Es
	return b
}
