package sandbox

import (
	"context"
	"errors"

	"github.com/payhub/payhub/bff"
	"github.com/payhub/payhub/sandbox/login"
	"github.com/payhub/payhub/sandbox/schedpay"
)

// payers finds the resident accounts staff make plans for (SCHED-54) in
// the login service's store: a plan is made for the account with the
// payer's e-mail, so that the resident sees it in My Payments.
type payers struct {
	store interface {
		UserByEmail(ctx context.Context, email string) (login.User, error)
		StaffGrant(ctx context.Context, userID string) (login.StaffGrant, error)
	}
}

// PayerByEmail returns the resident with email. A staff account is no
// payer: it answers as an unknown e-mail does.
func (p payers) PayerByEmail(ctx context.Context, email string) (schedpay.Payer, error) {
	u, err := p.store.UserByEmail(ctx, login.NormalizeEmail(email))
	if errors.Is(err, login.ErrNotFound) {
		return schedpay.Payer{}, bff.Errorf(bff.CodeNotFound, "No resident account has this e-mail.")
	}
	if err != nil {
		return schedpay.Payer{}, err
	}
	switch _, err := p.store.StaffGrant(ctx, u.ID); {
	case err == nil:
		return schedpay.Payer{}, bff.Errorf(bff.CodeNotFound, "No resident account has this e-mail.")
	case !errors.Is(err, login.ErrNotFound):
		return schedpay.Payer{}, err
	}
	return schedpay.Payer{ID: u.ID, Email: u.Email, Name: u.Name(), Language: u.Language}, nil
}
