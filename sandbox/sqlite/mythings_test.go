package sqlite_test

import (
	"testing"
	"time"

	"github.com/payhub/payhub/bff/upstream/mythings"
)

// Saved items list in the order they were saved, even when the host's
// clock was stepped back between two saves: the second save's time is
// then earlier than the first's, and ordering by it would swap them.
func TestMyThings_listsItemsInTheOrderTheyWereSaved(t *testing.T) {
	s := open(t, t.TempDir()).MyThings()
	at := seedTime()
	for i, path := range []string{"sunshine/demo/vehicle_renewal/ABC1234", "sunshine/demo/utilities/U-5001", "sunshine/demo/property_tax/R100-001"} {
		// Each save a minute before the one before it, as a clock stepped back would make it.
		it := mythings.Item{SavePath: path, DisplayType: "x", SavedAt: at.Add(-time.Duration(i) * time.Minute)}
		if _, err := s.Save(t.Context(), "u-1", "sunshine", "demo", it, 50); err != nil {
			t.Fatal(err)
		}
	}
	// Saving one again keeps its place.
	if _, err := s.Save(t.Context(), "u-1", "sunshine", "demo", mythings.Item{SavePath: "sunshine/demo/vehicle_renewal/ABC1234", DisplayType: "y", SavedAt: at.Add(time.Hour)}, 50); err != nil {
		t.Fatal(err)
	}
	items, err := s.List(t.Context(), "u-1", "sunshine", "demo")
	if err != nil {
		t.Fatal(err)
	}
	var got []string
	for _, it := range items {
		got = append(got, it.SavePath)
	}
	want := []string{"sunshine/demo/vehicle_renewal/ABC1234", "sunshine/demo/utilities/U-5001", "sunshine/demo/property_tax/R100-001"}
	if len(got) != len(want) || got[0] != want[0] || got[1] != want[1] || got[2] != want[2] {
		t.Errorf("listed %v, want %v", got, want)
	}
}
