package recent_test

import (
	"slices"
	"sync"
	"testing"

	"github.com/payhub/payhub/sandbox/internal/recent"
)

func TestList_keepsTheNewestAndListsThemNewestFirst(t *testing.T) {
	l := recent.New[int](3)
	if got := l.Newest(10, nil); got == nil || len(got) != 0 {
		t.Errorf("empty list: %v, want an empty slice", got)
	}
	for i := 1; i <= 5; i++ {
		l.Add(i)
	}
	if got := l.Newest(10, nil); !slices.Equal(got, []int{5, 4, 3}) {
		t.Errorf("Newest(10) = %v, want [5 4 3]", got)
	}
	if got := l.Newest(2, nil); !slices.Equal(got, []int{5, 4}) {
		t.Errorf("Newest(2) = %v, want [5 4]", got)
	}
	odd := func(v int) bool { return v%2 == 1 }
	if got := l.Newest(10, odd); !slices.Equal(got, []int{5, 3}) {
		t.Errorf("Newest(10, odd) = %v, want [5 3]", got)
	}
}

func TestList_addsFromManyGoroutines(t *testing.T) {
	l := recent.New[int](1000)
	var wg sync.WaitGroup
	for i := range 50 {
		wg.Go(func() { l.Add(i) })
	}
	wg.Wait()
	if n := len(l.Newest(1000, nil)); n != 50 {
		t.Errorf("%d items, want 50", n)
	}
}
