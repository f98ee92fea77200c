package screen

import (
	"context"
	"errors"
	"slices"
	"testing"
	"time"

	"github.com/payhub/payhub/bff"
)

func TestAssemble_aFailedSectionIsIncompleteAndAMissingRequiredOneIsTheScreens(t *testing.T) {
	outs := FanOut(context.Background(), []Part{
		{Name: "config", Budget: time.Minute, Load: func(context.Context) (any, error) { return "site", nil }},
		{Name: "sources", Budget: time.Minute, Load: func(context.Context) (any, error) {
			return nil, bff.Errorf(bff.CodeUnavailable, "The sources are unavailable.")
		}},
	})
	s, err := Assemble(Screen{Screen: "home"}, outs, "config")
	if err != nil {
		t.Fatal(err)
	}
	if s.Complete || !slices.Equal(s.Incomplete, []string{"sources"}) || s.Sections["config"].Status != StatusOK ||
		s.Sections["sources"].Error == nil || s.Sections["sources"].Error.Code != bff.CodeUnavailable {
		t.Errorf("screen %+v", s)
	}
	missing := []Outcome{{name: "config", err: bff.Errorf(bff.CodeNotFound, "There is no such site.")}}
	if _, err := Assemble(Screen{Screen: "home"}, missing, "config"); bff.ErrorCode(err) != bff.CodeNotFound {
		t.Errorf("a missing required section: %v, want the screen's not found", err)
	}
}

func TestFanOut_aPartPastItsBudgetIsATimeoutAndTheOthersStillLoad(t *testing.T) {
	outs := FanOut(context.Background(), []Part{
		{Name: "slow", Budget: time.Millisecond, Load: func(ctx context.Context) (any, error) {
			<-ctx.Done()
			return nil, ctx.Err()
		}},
		{Name: "fast", Budget: time.Minute, Load: func(context.Context) (any, error) { return 1, nil }},
	})
	if bff.ErrorCode(outs[0].err) != bff.CodeTimeout || outs[1].err != nil || outs[1].data != 1 {
		t.Errorf("outcomes %+v", outs)
	}
}

func TestFuture_waitEndsWithItsCallersContext(t *testing.T) {
	release := make(chan struct{})
	defer close(release)
	f := GoFuture(context.Background(), time.Minute, func(context.Context) (int, error) {
		<-release
		return 1, nil
	})
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	if _, err := f.Wait(ctx); !errors.Is(err, context.Canceled) {
		t.Errorf("wait: %v", err)
	}
}
