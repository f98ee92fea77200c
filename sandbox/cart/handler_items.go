package cart

import (
	"encoding/json"
	"maps"
	"net/http"
	"strconv"
	"strings"

	"github.com/payhub/payhub/bff"
	wire "github.com/payhub/payhub/bff/upstream/cart"
	"github.com/payhub/payhub/bff/upstream/payables"
	"github.com/payhub/payhub/sandbox/internal/respond"
)

// language is the answer language of r (Accept-Language: Spanish when it
// starts with "es").
func language(r *http.Request) bff.Language {
	return bff.ParseLanguage(r.Header.Get("Accept-Language"))
}

// addItems adds an array of items, all or none (spec 000 §7 "POST .../items
// and .../items_skip_updates"). With refresh, the payables of the items
// already in the cart are read again, and an item whose payable changed
// amount carries updated_payable, one whose payable is gone not_found (spec
// 000 §8 "cart.updated", "cart.item_not_found").
func (h *handler) addItems(refresh bool) http.HandlerFunc {
	return func(w http.ResponseWriter, r *http.Request) {
		var adds []wire.AddItem
		if err := respond.Decode(w, r, &adds); err != nil {
			writeError(w, r, h.logger, err)
			return
		}
		if len(adds) == 0 || len(adds) > MaxItems {
			writeError(w, r, h.logger, bff.Errorf(bff.CodeInvalid, "Add from 1 to %d items.", MaxItems))
			return
		}
		ctx, lang := r.Context(), language(r)
		client, site := site(r)
		paths := make([]string, 0, len(adds))
		for i := range adds {
			adds[i].Path = strings.TrimSpace(adds[i].Path)
			if adds[i].Path == "" {
				writeError(w, r, h.logger, bff.Errorf(bff.CodeInvalid, "Every item needs a payable path."))
				return
			}
			paths = append(paths, adds[i].Path)
		}
		if refresh {
			rec, err := h.store.Load(ctx, client, site, r.PathValue("cartId"))
			if err != nil {
				writeError(w, r, h.logger, err)
				return
			}
			for _, it := range rec.Items {
				paths = append(paths, it.Path)
			}
		}
		// Payables are read before the write transaction, which then holds
		// the database's write lock only for the change itself.
		found := map[string]*payables.Payable{}
		for _, path := range paths {
			if _, ok := found[path]; ok {
				continue
			}
			p, err := h.store.Payable(ctx, path, lang)
			switch {
			case bff.ErrorCode(err) == bff.CodeNotFound:
				found[path] = nil
				continue
			case err != nil:
				writeError(w, r, h.logger, err)
				return
			}
			if p.Client != client || (p.Site != "" && p.Site != site) {
				found[path] = nil
				continue
			}
			found[path] = &p
		}
		for _, add := range adds {
			if found[add.Path] == nil {
				writeError(w, r, h.logger, fail(wire.ErrPayableNotFound, "No payable at "+add.Path+" for this site."))
				return
			}
		}
		h.change(w, r, func(rec *Record) error {
			now := h.now()
			if err := rec.changeable(now, true); err != nil {
				return err
			}
			if refresh {
				rec.refresh(found)
			}
			for _, add := range adds {
				if err := rec.add(add, *found[add.Path], func() string { return newID("itm_") }); err != nil {
					return err
				}
			}
			rec.touch(now, h.ttl)
			return nil
		})
	}
}

// refresh marks the items whose payable in found changed amount or is gone;
// an item whose path is not in found is left as it is.
func (r *Record) refresh(found map[string]*payables.Payable) {
	for i := range r.Items {
		it := &r.Items[i]
		p, ok := found[it.Path]
		switch {
		case !ok:
		case p == nil:
			it.NotFound, it.UpdatedPayable = true, nil
		case p.Amount != it.Payable.Amount:
			fresh := *p
			it.NotFound, it.UpdatedPayable = false, &fresh
		default:
			it.NotFound, it.UpdatedPayable = false, nil
		}
	}
}

// itemChangeBody is ItemChange as the service reads it: the quantity may
// come as a number or as a string of digits (spec 000 §5: "Quantity change
// is given as a string and parsed as an integer").
type itemChangeBody struct {
	Quantity       json.RawMessage   `json:"quantity"`
	Amount         *string           `json:"amount"`
	UserParameters map[string]string `json:"user_parameters"`
	Payable        *payables.Payable `json:"payable"`
}

// quantity reads a quantity given as a number or a string; nil when absent.
func quantity(raw json.RawMessage) (*int, error) {
	if len(raw) == 0 || string(raw) == "null" {
		return nil, nil
	}
	var n int
	if json.Unmarshal(raw, &n) == nil {
		return &n, nil
	}
	var s string
	if json.Unmarshal(raw, &s) == nil {
		if n, err := strconv.Atoi(strings.TrimSpace(s)); err == nil {
			return &n, nil
		}
	}
	return nil, fail(wire.ErrInvalidQuantity, "The quantity must be a whole number.")
}

// changeItem changes item i's quantity, amount and freeform values, all or
// nothing. Quantity 0 removes the item (spec 000 §5). An amount change takes
// exactly two decimals; an empty freeform value removes that value.
func (r *Record) changeItem(i int, q *int, amount *string, values map[string]string) error {
	it := &r.Items[i]
	if q != nil && *q == 0 {
		r.remove(i)
		return nil
	}
	if q != nil {
		if err := checkQuantity(it.Payable, *q); err != nil {
			return err
		}
	}
	var a Cents
	if amount != nil {
		var err error
		if a, err = ParseMoney(*amount); err != nil {
			return fail(wire.ErrInvalidAmount, "Please enter a monetary value with exactly two decimals, such as 12.50.")
		}
		if err := checkAmount(it.Payable, a); err != nil {
			return err
		}
	}
	if err := checkFields(it.Payable, values); err != nil {
		return err
	}
	if q != nil {
		it.Quantity = *q
	}
	if amount != nil {
		it.Amount = a.String()
	}
	if len(values) > 0 {
		params := maps.Clone(it.UserParameters)
		if params == nil {
			params = map[string]string{}
		}
		for k, v := range canonicalFields(it.Payable, values) {
			if v == "" {
				delete(params, k)
			} else {
				params[k] = v
			}
		}
		it.UserParameters = params
	}
	return nil
}

func (h *handler) changeItem(w http.ResponseWriter, r *http.Request) {
	var body itemChangeBody
	if err := respond.Decode(w, r, &body); err != nil {
		writeError(w, r, h.logger, err)
		return
	}
	q, err := quantity(body.Quantity)
	if err != nil {
		writeError(w, r, h.logger, err)
		return
	}
	h.change(w, r, func(rec *Record) error {
		now := h.now()
		if err := rec.changeable(now, true); err != nil {
			return err
		}
		i, err := rec.item(r.PathValue("itemId"))
		if err != nil {
			return err
		}
		if body.Payable != nil {
			if err := h.acceptPayable(r.Context(), rec, i, *body.Payable, language(r)); err != nil {
				return err
			}
		}
		if err := rec.changeItem(i, q, body.Amount, body.UserParameters); err != nil {
			return err
		}
		rec.touch(now, h.ttl)
		return nil
	})
}

func (h *handler) removeItem(w http.ResponseWriter, r *http.Request) {
	h.change(w, r, func(rec *Record) error {
		now := h.now()
		if err := rec.changeable(now, true); err != nil {
			return err
		}
		i, err := rec.item(r.PathValue("itemId"))
		if err != nil {
			return err
		}
		rec.remove(i)
		rec.touch(now, h.ttl)
		return nil
	})
}

// empty removes every item (spec 000 §7 "DELETE .../items").
func (h *handler) empty(w http.ResponseWriter, r *http.Request) {
	h.change(w, r, func(rec *Record) error {
		now := h.now()
		if err := rec.changeable(now, true); err != nil {
			return err
		}
		rec.clear()
		rec.touch(now, h.ttl)
		return nil
	})
}
