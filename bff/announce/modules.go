package announce

import (
	"slices"

	"github.com/payhub/payhub/bff/upstream/announcements"
)

// Severity is how bad a module outage is (spec 001 §3 "Module outage
// presets"; ANN-09).
type Severity string

// Severities of a module outage.
const (
	Minor    Severity = "Minor"
	Moderate Severity = "Moderate"
	Major    Severity = "Major"
)

// Severities are the severities, mildest first.
func Severities() []Severity { return []Severity{Minor, Moderate, Major} }

// ModulePreset is the outage message of one module at one severity.
type ModulePreset struct {
	Module   string   `json:"module"`
	Severity Severity `json:"severity"`
	// Label names the module.
	Label   Text `json:"label"`
	Message Text `json:"message"`
}

// moduleNames are the modules' names in English and Spanish, in the order
// of announcements.Modules.
func moduleNames() map[string]Text {
	return map[string]Text{
		"forms":            {"Forms", "Formularios"},
		"eWallet":          {"Saved payment methods", "Métodos de pago guardados"},
		"help":             {"Help", "Ayuda"},
		"login":            {"Sign-in", "Inicio de sesión"},
		"messaging":        {"Messages", "Mensajes"},
		"sms":              {"Text messages", "Mensajes de texto"},
		"email":            {"E-mail", "Correo electrónico"},
		"rendering":        {"Page display", "Visualización de páginas"},
		"pdfRendering":     {"PDF documents", "Documentos PDF"},
		"myPayments":       {"My Payments", "Mis pagos"},
		"mySavedItems":     {"My Items", "Mis artículos"},
		"payables":         {"Bills and items to pay", "Facturas y artículos por pagar"},
		"payablesStorage":  {"Bill records", "Registros de facturas"},
		"schedPay":         {"Scheduled payments", "Pagos programados"},
		"cart":             {"Cart", "Carrito"},
		"cartRedirect":     {"Payments from county websites", "Pagos desde sitios web del condado"},
		"search":           {"Search", "Búsqueda"},
		"delivery":         {"Delivery", "Entrega"},
		"siteSettings":     {"Site settings", "Configuración del sitio"},
		"eBilling":         {"Paperless billing", "Facturación electrónica"},
		"userVerification": {"Ownership verification", "Verificación de titularidad"},
		"chatBot":          {"Chat assistant", "Asistente de chat"},
		"renewexpress":     {"Vehicle renewal (RenewExpress)", "Renovación de vehículos (RenewExpress)"},
		"taxsys":           {"Tax system", "Sistema de impuestos"},
		"uploads":          {"File uploads", "Carga de archivos"},
	}
}

// ModulePresets are the outage messages of every module at every severity:
// 25 modules by 3 severities, module by module in announcements.Modules
// order. Each message begins with the module's name, so that one wording
// per severity reads well for every module in both languages.
func ModulePresets() []ModulePreset {
	names := moduleNames()
	var out []ModulePreset
	for _, m := range announcements.Modules() {
		n := names[m]
		for _, s := range Severities() {
			out = append(out, ModulePreset{Module: m, Severity: s, Label: n, Message: outage(n, s)})
		}
	}
	return out
}

// outage is the message of a module named n at severity s.
func outage(n Text, s Severity) Text {
	switch s {
	case Minor:
		return Text{
			En: n.En + ": this service may be slow or briefly unavailable. Thank you for your patience.",
			Es: n.Es + ": este servicio puede estar lento o no disponible por momentos. Gracias por su paciencia.",
		}
	case Moderate:
		return Text{
			En: n.En + ": this service is having problems and parts of it may not work. We are working on it.",
			Es: n.Es + ": este servicio tiene problemas y es posible que partes no funcionen. Estamos trabajando para resolverlo.",
		}
	default:
		return Text{
			En: n.En + ": this service is unavailable right now. Please try again later.",
			Es: n.Es + ": este servicio no está disponible en este momento. Intente de nuevo más tarde.",
		}
	}
}

// ModulePresetFor returns the preset of module at severity.
func ModulePresetFor(module string, s Severity) (ModulePreset, bool) {
	all := ModulePresets()
	i := slices.IndexFunc(all, func(p ModulePreset) bool { return p.Module == module && p.Severity == s })
	if i < 0 {
		return ModulePreset{}, false
	}
	return all[i], true
}

// Banner is an active moduleDown banner of the preset for pairs, ready to
// create: it names the module and takes no payment method away.
func (p ModulePreset) Banner(pairs []announcements.ClientSite) announcements.Banner {
	b := announcements.Banner{ClientSites: pairs, Type: announcements.TypeModuleDown,
		FriendlyType: string(p.Severity) + " outage: " + p.Label.En,
		Methods:      []string{}, Modules: []string{p.Module}, Effects: []string{}, Active: true}
	b.Text.En, b.Text.Es = p.Message.En, p.Message.Es
	return b
}
