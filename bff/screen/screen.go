// Package screen is the common ground of the BFF's screens: the screen
// and section wire types, the fan-out that loads a screen's sections in
// parallel, each within its own budget, and assembles them (a section
// whose upstream fails comes back with an error instead of data, so one
// slow or broken upstream never takes a whole page down), the site
// configuration every screen reads, and its short-lived cache. The
// business packages (bff/shell, bff/checkout, bff/account) build their
// screens on it.
package screen

import (
	"context"
	"errors"
	"sort"
	"sync"
	"time"

	"github.com/payhub/payhub/bff"
)

// Section statuses on the wire.
const (
	StatusOK    = "ok"
	StatusError = "error"
)

// Screen is one aggregated screen response.
type Screen struct {
	Screen      string             `json:"screen"`
	Client      string             `json:"client"`
	Site        string             `json:"site"`
	Environment string             `json:"environment"`
	Complete    bool               `json:"complete"`
	Incomplete  []string           `json:"incomplete"`
	Sections    map[string]Section `json:"sections"`
}

// Section is one part of a screen: data, or an error safe to show.
type Section struct {
	Status string        `json:"status"`
	Data   any           `json:"data,omitempty"`
	Error  *SectionError `json:"error,omitempty"`
}

// SectionError is the wire form of a failed section.
type SectionError struct {
	Code           bff.Code `json:"code"`
	Message        string   `json:"message"`
	DisplayMessage string   `json:"displayMessage,omitempty"`
}

// Part is one section's loader with its own budget.
type Part struct {
	// Name is the section's name in the screen.
	Name string
	// Budget bounds the load.
	Budget time.Duration
	// Load reads the section's data.
	Load func(ctx context.Context) (any, error)
}

// Outcome is what one part produced.
type Outcome struct {
	name string
	data any
	err  error
}

// FanOut runs every part in parallel, each under its own budget derived from
// ctx, and waits for all of them. It never fails as a whole: errors are
// returned per part.
func FanOut(ctx context.Context, parts []Part) []Outcome {
	out := make([]Outcome, len(parts))
	var wg sync.WaitGroup
	for i, p := range parts {
		wg.Add(1)
		go func() {
			defer wg.Done()
			pctx, cancel := context.WithTimeout(ctx, p.Budget)
			defer cancel()
			data, err := p.Load(pctx)
			if err != nil && pctx.Err() == context.DeadlineExceeded && ctx.Err() == nil {
				err = bff.Wrap(err, bff.CodeTimeout, "This part of the page took too long to load.")
			}
			out[i] = Outcome{name: p.Name, data: data, err: err}
		}()
	}
	wg.Wait()
	return out
}

// Assemble turns outcomes into a Screen. A part named in required whose
// error is not-found makes the whole screen not found.
func Assemble(s Screen, outs []Outcome, required ...string) (Screen, error) {
	s.Sections = make(map[string]Section, len(outs))
	s.Incomplete = []string{}
	for _, o := range outs {
		if o.err != nil {
			for _, r := range required {
				if r == o.name && bff.ErrorCode(o.err) == bff.CodeNotFound {
					return Screen{}, o.err
				}
			}
			s.Sections[o.name] = Section{Status: StatusError, Error: SectionErrorOf(o.err)}
			s.Incomplete = append(s.Incomplete, o.name)
			continue
		}
		s.Sections[o.name] = Section{Status: StatusOK, Data: o.data}
	}
	sort.Strings(s.Incomplete)
	s.Complete = len(s.Incomplete) == 0
	return s, nil
}

// SectionErrorOf is err's wire form in a failed section: its code (a
// cancelled request reads as unavailable) and its safe messages.
func SectionErrorOf(err error) *SectionError {
	code := bff.ErrorCode(err)
	if errors.Is(err, context.Canceled) {
		code = bff.CodeUnavailable
	}
	return &SectionError{
		Code:           code,
		Message:        bff.ErrorMessage(err),
		DisplayMessage: bff.ErrorDisplayMessage(err),
	}
}

// Future is one upstream answer that several parts of a screen need (the
// checkout's cart feeds its cart, fees, tenders and wallet sections). It is
// loaded once, in the background, within its own budget; each part waits
// for it within the part's budget.
type Future[T any] struct {
	done chan struct{}
	v    T
	err  error
}

// GoFuture starts load under a budget derived from ctx.
func GoFuture[T any](ctx context.Context, budget time.Duration, load func(ctx context.Context) (T, error)) *Future[T] {
	f := &Future[T]{done: make(chan struct{})}
	go func() {
		defer close(f.done)
		fctx, cancel := context.WithTimeout(ctx, budget)
		defer cancel()
		f.v, f.err = load(fctx)
		if f.err != nil && fctx.Err() == context.DeadlineExceeded && ctx.Err() == nil {
			f.err = bff.Wrap(f.err, bff.CodeTimeout, "This part of the page took too long to load.")
		}
	}()
	return f
}

// Wait returns the loaded value, or ctx's error if ctx ends first.
func (f *Future[T]) Wait(ctx context.Context) (T, error) {
	select {
	case <-f.done:
		return f.v, f.err
	case <-ctx.Done():
		var zero T
		return zero, ctx.Err()
	}
}
