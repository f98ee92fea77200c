package staffplans

import (
	"context"
	"log/slog"

	"github.com/payhub/payhub/bff"
	"github.com/payhub/payhub/bff/schedule"
	api "github.com/payhub/payhub/bff/upstream/schedpay"
	"github.com/payhub/payhub/bff/upstream/siteconfig"
)

// Upstream is the scheduled payments service's client
// (bff/upstream/schedpay.Client): its staff calls act with a member's
// token.
type Upstream interface {
	Admin(token string) *api.Admin
}

// Config reads the clients and sites (screen.CachedConfig, or the site
// configuration client).
type Config interface {
	Client(ctx context.Context, client string) (siteconfig.Client, error)
	Site(ctx context.Context, client, site string) (siteconfig.Site, error)
}

// Schedules checks a plan form staff enter (schedule.Scheduler.StaffPlan).
type Schedules interface {
	StaffPlan(ctx context.Context, req schedule.Request, f schedule.PlanForm, tender api.Tender) (schedule.PlanInput, string, error)
}

// Service is the staff console's scheduled payments.
type Service struct {
	Plans     Upstream
	Config    Config
	Schedules Schedules
	// Wallet, WalletOrigin and Env serve the card-input frames in which
	// staff enter a payer's card or bank account (ROLE-18): the wallet
	// service's staff calls, the wallet host's origin, and the environment
	// the frames are loaded for.
	Wallet       Wallet
	WalletOrigin string
	Env          bff.Env
	Logger       *slog.Logger
}

func (s *Service) logger() *slog.Logger {
	if s.Logger != nil {
		return s.Logger
	}
	return slog.New(slog.DiscardHandler)
}
