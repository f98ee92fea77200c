package staff

import (
	"github.com/payhub/payhub/bff"
	"github.com/payhub/payhub/bff/announce"
)

// Text is a preset's text in English and Spanish, or in the one language
// asked for (the other left out).
type Text struct {
	En string `json:"en,omitempty"`
	Es string `json:"es,omitempty"`
}

// PresetView is a preset banner message (ANN-08) as the console offers it.
type PresetView struct {
	Name    string   `json:"name"`
	Methods []string `json:"methods"`
	Effects []string `json:"effects"`
	Label   Text     `json:"label"`
	Message Text     `json:"message"`
}

// ModulePresetView is a module outage message (ANN-09) as the console
// offers it.
type ModulePresetView struct {
	Module   string `json:"module"`
	Severity string `json:"severity"`
	Label    Text   `json:"label"`
	Message  Text   `json:"message"`
}

// PresetsView answers GET /admin/announcements/presets.
type PresetsView struct {
	// Language is the language asked for; empty: both.
	Language      string             `json:"language,omitempty"`
	Presets       []PresetView       `json:"presets"`
	ModulePresets []ModulePresetView `json:"modulePresets"`
	Severities    []string           `json:"severities"`
}

// Presets are the preset banner messages and the module outage presets in
// lang, or in both languages when lang is empty.
func Presets(lang string) PresetsView {
	text := func(t announce.Text) Text {
		switch lang {
		case string(bff.English):
			return Text{En: t.En}
		case string(bff.Spanish):
			return Text{Es: t.Es}
		}
		return Text{En: t.En, Es: t.Es}
	}
	v := PresetsView{Language: lang, Presets: []PresetView{}, ModulePresets: []ModulePresetView{}, Severities: []string{}}
	for _, p := range announce.Presets() {
		v.Presets = append(v.Presets, PresetView{Name: p.Name, Methods: p.Methods, Effects: p.Effects,
			Label: text(p.Label), Message: text(p.Message)})
	}
	for _, p := range announce.ModulePresets() {
		v.ModulePresets = append(v.ModulePresets, ModulePresetView{Module: p.Module, Severity: string(p.Severity),
			Label: text(p.Label), Message: text(p.Message)})
	}
	for _, s := range announce.Severities() {
		v.Severities = append(v.Severities, string(s))
	}
	return v
}
