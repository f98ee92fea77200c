package account

import (
	"context"
	"sync"

	"github.com/payhub/payhub/bff"
	"github.com/payhub/payhub/bff/upstream/mythings"
	"github.com/payhub/payhub/bff/upstream/payables"
)

// fakeSavedStore is a SavedItemsStore made of function fields.
type fakeSavedStore struct {
	list   func(ctx context.Context, userID, client, site string) ([]mythings.Item, error)
	save   func(ctx context.Context, userID, client, site string, it mythings.Item) (mythings.Item, error)
	remove func(ctx context.Context, userID, client, site, savePath string) error
}

var _ SavedItemsStore = fakeSavedStore{}

func (f fakeSavedStore) List(ctx context.Context, userID, client, site string) ([]mythings.Item, error) {
	return f.list(ctx, userID, client, site)
}

func (f fakeSavedStore) Save(ctx context.Context, userID, client, site string, it mythings.Item) (mythings.Item, error) {
	return f.save(ctx, userID, client, site, it)
}

func (f fakeSavedStore) Remove(ctx context.Context, userID, client, site, savePath string) error {
	return f.remove(ctx, userID, client, site, savePath)
}

// memSaved is a fakeSavedStore over a map of user/client/site to items,
// which the test can read and seed.
func memSaved() (fakeSavedStore, map[string][]mythings.Item) {
	var mu sync.Mutex
	m := map[string][]mythings.Item{}
	key := func(u, c, s string) string { return u + "|" + c + "|" + s }
	return fakeSavedStore{
		list: func(_ context.Context, u, c, s string) ([]mythings.Item, error) {
			mu.Lock()
			defer mu.Unlock()
			return append([]mythings.Item{}, m[key(u, c, s)]...), nil
		},
		save: func(_ context.Context, u, c, s string, it mythings.Item) (mythings.Item, error) {
			mu.Lock()
			defer mu.Unlock()
			k := key(u, c, s)
			for i, old := range m[k] {
				if old.SavePath == it.SavePath {
					m[k][i] = it
					return it, nil
				}
			}
			m[k] = append(m[k], it)
			return it, nil
		},
		remove: func(_ context.Context, u, c, s, p string) error {
			mu.Lock()
			defer mu.Unlock()
			k := key(u, c, s)
			kept := []mythings.Item{}
			for _, it := range m[k] {
				if it.SavePath != p {
					kept = append(kept, it)
				}
			}
			m[k] = kept
			return nil
		},
	}, m
}

// fakeSavedPayables is a SavedPayables made of function fields.
type fakeSavedPayables struct {
	get      func(ctx context.Context, path string, lang bff.Language) (payables.Payable, error)
	retrieve func(ctx context.Context, paths []string, lang bff.Language) (payables.RetrieveResponse, error)
}

var _ SavedPayables = fakeSavedPayables{}

func (f fakeSavedPayables) Get(ctx context.Context, path string, lang bff.Language) (payables.Payable, error) {
	return f.get(ctx, path, lang)
}

func (f fakeSavedPayables) Retrieve(ctx context.Context, paths []string, lang bff.Language) (payables.RetrieveResponse, error) {
	return f.retrieve(ctx, paths, lang)
}

// catalogue answers payables by path; in Spanish their display names gain
// " (es)".
func catalogue(ps ...payables.Payable) fakeSavedPayables {
	byPath := map[string]payables.Payable{}
	for _, p := range ps {
		byPath[p.Path] = p
	}
	in := func(p payables.Payable, lang bff.Language) payables.Payable {
		if lang == bff.Spanish {
			p.DisplayName += " (es)"
		}
		return p
	}
	return fakeSavedPayables{
		get: func(_ context.Context, path string, lang bff.Language) (payables.Payable, error) {
			p, ok := byPath[path]
			if !ok {
				return payables.Payable{}, bff.Errorf(bff.CodeNotFound, "No such payable.")
			}
			return in(p, lang), nil
		},
		retrieve: func(_ context.Context, paths []string, lang bff.Language) (payables.RetrieveResponse, error) {
			out := payables.RetrieveResponse{IsSuccess: true}
			for _, path := range paths {
				if p, ok := byPath[path]; ok {
					out.Payables = append(out.Payables, in(p, lang))
				} else {
					out.IsSuccess = false
				}
			}
			return out, nil
		},
	}
}
