package payables

import (
	"context"
	"crypto/rand"
	"log/slog"
	"net/http"
	"regexp"
	"strings"
	"time"

	"github.com/payhub/payhub/bff"
	"github.com/payhub/payhub/bff/upstream/payables"
	"github.com/payhub/payhub/sandbox/internal/respond"
)

// PathAdminChange is where the sandbox takes payable changes, relative to
// the service's base path: POST {path, amount?, is_payable?,
// allowed_tender_types?} records a change event with an id and applies it
// (spec 000 §4 "Payable change events"). Carts holding the payable then
// mark their item with updated_payable when they are read.
const PathAdminChange = "/v0/admin/change"

// MaxTenderTypes bounds allowed_tender_types of one change.
const MaxTenderTypes = 16

// exactAmount is an amount with exactly two decimals, above zero.
var exactAmount = regexp.MustCompile(`^(0|[1-9][0-9]{0,9})\.[0-9]{2}$`)

// Change is one payable change event. Nil fields are left as they were.
type Change struct {
	ID                 string   `json:"id"`
	Path               string   `json:"path"`
	Amount             *string  `json:"amount,omitempty"`
	IsPayable          *bool    `json:"is_payable,omitempty"`
	AllowedTenderTypes []string `json:"allowed_tender_types,omitempty"`
}

// ChangeResponse answers a change: the event and the payable as changed.
type ChangeResponse struct {
	Change  Change           `json:"change"`
	Payable payables.Payable `json:"payable"`
}

// ChangeStore records and applies payable changes.
type ChangeStore interface {
	// ApplyChange records c and applies it; an unknown path is a
	// bff.CodeNotFound error.
	ApplyChange(ctx context.Context, c Change, at time.Time) (payables.Payable, error)
}

// NewChangeHandler serves POST PathAdminChange over store.
func NewChangeHandler(store ChangeStore, now func() time.Time, logger *slog.Logger) http.Handler {
	if logger == nil {
		logger = slog.New(slog.DiscardHandler)
	}
	if now == nil {
		now = time.Now
	}
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		var c Change
		if err := respond.Decode(w, r, &c); err != nil {
			respond.Error(w, r, logger, err)
			return
		}
		if err := c.validate(); err != nil {
			respond.Error(w, r, logger, err)
			return
		}
		c.ID = "chg_" + strings.ToLower(rand.Text()[:16])
		p, err := store.ApplyChange(r.Context(), c, now())
		if err != nil {
			respond.Error(w, r, logger, err)
			return
		}
		logger.InfoContext(r.Context(), "payable changed", "change_id", c.ID, "path", c.Path)
		respond.JSON(w, http.StatusCreated, ChangeResponse{Change: c, Payable: p})
	})
}

// validate checks a change: a path, at least one field, an exact amount,
// known-looking tender types.
func (c *Change) validate() error {
	c.Path = strings.TrimSpace(c.Path)
	switch {
	case c.Path == "":
		return bff.Errorf(bff.CodeInvalid, "Name the payable path.")
	case c.Amount == nil && c.IsPayable == nil && c.AllowedTenderTypes == nil:
		return bff.Errorf(bff.CodeInvalid, "Change at least one of amount, is_payable and allowed_tender_types.")
	case c.Amount != nil && !exactAmount.MatchString(*c.Amount):
		return bff.Errorf(bff.CodeInvalid, "The amount must have exactly two decimals, such as 12.50.")
	case len(c.AllowedTenderTypes) > MaxTenderTypes:
		return bff.Errorf(bff.CodeInvalid, "Name at most %d tender types.", MaxTenderTypes)
	}
	for _, t := range c.AllowedTenderTypes {
		if t == "" || len(t) > 32 {
			return bff.Errorf(bff.CodeInvalid, "A tender type must be a short name such as card.")
		}
	}
	return nil
}
