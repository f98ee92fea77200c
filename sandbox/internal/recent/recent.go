// Package recent keeps, in memory, the newest things a sandbox service was
// sent, for tests and people to look at.
package recent

import "sync"

// List keeps the last items added, oldest dropped first. Safe for
// concurrent use.
type List[T any] struct {
	mu    sync.Mutex
	keep  int
	items []T
}

// New returns an empty list that keeps the last keep items.
func New[T any](keep int) *List[T] {
	return &List[T]{keep: max(keep, 1)}
}

// Add appends v, dropping the oldest item beyond the list's size.
func (l *List[T]) Add(v T) {
	l.mu.Lock()
	defer l.mu.Unlock()
	l.items = append(l.items, v)
	if len(l.items) > l.keep {
		l.items = append(l.items[:0:0], l.items[len(l.items)-l.keep:]...)
	}
}

// Newest returns up to n items for which match is true (every item when
// match is nil), newest first; never nil.
func (l *List[T]) Newest(n int, match func(T) bool) []T {
	l.mu.Lock()
	defer l.mu.Unlock()
	out := make([]T, 0, min(n, len(l.items)))
	for i := len(l.items) - 1; i >= 0 && len(out) < n; i-- {
		if match == nil || match(l.items[i]) {
			out = append(out, l.items[i])
		}
	}
	return out
}
