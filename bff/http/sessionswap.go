package http

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"

	"github.com/payhub/payhub/bff"
)

// maxSessionSwaps bounds the read-change-swap cycles of one session update.
// Each lost swap means another request's change was stored, so running out
// takes that many writes to one session within one update: a browser does
// not do that, and the caller is told to try again.
const maxSessionSwaps = 32

// errSessionBusy is the answer when maxSessionSwaps cycles all lost.
var errSessionBusy = bff.Errorf(bff.CodeUnavailable, "Your session could not be saved. Please try again.")

// change applies change to the stored session g and stores the result with
// a compare-and-swap on the session's version (bff.Sessions.SwapSession):
// when another request, on this replica or another one sharing the store,
// wrote the session in between, the session is read again and change runs
// again on what that request stored, so no change is lost. change may
// therefore run more than once, and must depend only on the data it is
// given. A change that changes nothing writes nothing. On success g holds the stored data and version (its other fields
// are the request's own). An absent session is written anew from g's data.
func (gs *guests) change(ctx context.Context, g *guest, change func(*sessionData)) error {
	for range maxSessionSwaps {
		cur, err := gs.get(ctx, g.id)
		switch {
		case errors.Is(err, bff.ErrNotFound):
			if cur, err = g.clone(); err != nil {
				return err
			}
		case err != nil:
			return bff.Wrap(err, bff.CodeUnavailable, "Your session could not be saved. Please try again.")
		}
		before, err := json.Marshal(cur.data)
		if err != nil {
			return bff.Wrap(err, bff.CodeInternal, bff.GenericMessage)
		}
		change(&cur.data)
		if n := len(cur.data.Receipts); n > maxSessionReceipts {
			cur.data.Receipts = cur.data.Receipts[n-maxSessionReceipts:]
		}
		if cur.version > 0 && unchanged(before, cur.data) {
			// Nothing to store: the load already renewed the session.
			g.data, g.version = cur.data, cur.version
			return nil
		}
		swapped, err := gs.swap(ctx, cur)
		if err != nil {
			return err
		}
		if swapped {
			g.data, g.version = cur.data, cur.version
			return nil
		}
	}
	return errSessionBusy
}

// unchanged reports whether d marshals to before.
func unchanged(before []byte, d sessionData) bool {
	after, err := json.Marshal(d)
	return err == nil && bytes.Equal(before, after)
}

// touch writes session g back unchanged, renewing its time to live, unless
// another request wrote it since g was read: that write renewed it, and the
// session it stored is returned instead of g.
func (gs *guests) touch(ctx context.Context, g *guest) (*guest, error) {
	swapped, err := gs.swap(ctx, g)
	if err != nil || swapped {
		return g, err
	}
	return gs.get(ctx, g.id)
}

// swap stores g only while the stored session still has g's version, and
// then moves g to the new version.
func (gs *guests) swap(ctx context.Context, g *guest) (bool, error) {
	s, err := gs.record(g)
	if err != nil {
		return false, err
	}
	s.Version = g.version
	swapped, err := gs.store.SwapSession(ctx, s, SessionTTL)
	if err != nil {
		return false, bff.Wrap(err, bff.CodeUnavailable, "Your session could not be saved. Please try again.")
	}
	if swapped {
		g.version++
	}
	return swapped, nil
}

// record is g as the store keeps it. A guest session is not indexed by user
// (bff.Sessions): its anonymous id lives in Data only. A resident's session
// is, so that signing out everywhere finds all of them.
func (gs *guests) record(g *guest) (bff.Session, error) {
	data, err := json.Marshal(g.data)
	if err != nil {
		return bff.Session{}, bff.Wrap(err, bff.CodeInternal, bff.GenericMessage)
	}
	var owner string
	if g.data.User != nil {
		owner = g.data.User.Subject
	}
	return bff.Session{ID: g.id, UserID: owner, Data: data}, nil
}

// clone is a deep copy of g's data as a session not yet stored (version 0),
// so that a lost swap leaves g as it was.
func (g *guest) clone() (*guest, error) {
	b, err := json.Marshal(g.data)
	if err != nil {
		return nil, bff.Wrap(err, bff.CodeInternal, bff.GenericMessage)
	}
	out := &guest{id: g.id}
	if err := json.Unmarshal(b, &out.data); err != nil {
		return nil, bff.Wrap(err, bff.CodeInternal, bff.GenericMessage)
	}
	if out.data.Carts == nil {
		out.data.Carts = map[string]string{}
	}
	return out, nil
}
