package siteconfig

import "testing"

func TestSearchTypesAreThoseOfSRCH06(t *testing.T) {
	want := []string{"field-search", "field-search-renewexpress", "field-search-rexhub", "item-list",
		"expandable-item-list", "item-dropdown", "blind", "index-search", "redirect", "taxsys-navigation-link"}
	got := SearchTypes()
	if len(got) != len(want) {
		t.Fatalf("search types = %v, want %v", got, want)
	}
	for i := range want {
		if got[i] != want[i] {
			t.Fatalf("search types = %v, want %v", got, want)
		}
	}
}

func TestOnlyLinkTypesHaveNoSearchPage(t *testing.T) {
	for _, st := range SearchTypes() {
		link := st == SearchRedirect || st == SearchTaxsysNavLink
		if HasSearchPage(st) == link {
			t.Errorf("HasSearchPage(%q) = %v", st, !link)
		}
	}
	if HasSearchPage("") || HasSearchPage("made-up") {
		t.Error("an unknown search type has a search page")
	}
}
