package schedule

import (
	"context"
	"errors"
	"fmt"
	"log/slog"
	"net/http"
	"strconv"
	"time"

	"github.com/payhub/payhub/bff"
	"github.com/payhub/payhub/bff/texts"
	"github.com/payhub/payhub/bff/upstream"
	"github.com/payhub/payhub/bff/upstream/payables"
	api "github.com/payhub/payhub/bff/upstream/schedpay"
	"github.com/payhub/payhub/bff/wallet"
)

// Plans is what scheduling needs of the scheduled payments service (spec
// 001 §7 "Scheduled payments service"; API-48..54;
// bff/upstream/schedpay.Client). The plan calls name their user: another
// user's plan answers not found.
type Plans interface {
	// Create stores a plan (API-49); the same key of the user again
	// answers the plan it made ("" is no key).
	Create(ctx context.Context, userID, key string, p api.PlanPayload) (api.CreateResponse, error)
	// Plan reads a plan (API-54), a deactivated one with includeInactive.
	Plan(ctx context.Context, userID, id string, summary, includeInactive bool) (api.Plan, error)
	// Update changes a plan's set fields (API-50).
	Update(ctx context.Context, userID, id string, p api.PlanPayload) (api.Plan, error)
	// Deactivate deletes a plan softly: a PATCH of only active=false
	// (API-50, SCHED-25).
	Deactivate(ctx context.Context, userID, id string) (api.Plan, error)
	// Runs are a plan's runs, with future the projected ones too (API-48).
	Runs(ctx context.Context, userID, id string, future bool) (api.RunsResponse, error)
	// Search finds plans (API-52).
	Search(ctx context.Context, req api.SearchRequest) (api.SearchResponse, error)
	// Exists says whether an active plan exists for a payable, of the
	// user when req names one (API-53).
	Exists(ctx context.Context, req api.ExistenceRequest) (bool, error)
}

// Payables reads the payable a plan pays.
type Payables interface {
	Get(ctx context.Context, path string, lang bff.Language) (payables.Payable, error)
}

// Tenders lists the resident's saved tenders (bff/wallet.Wallet).
type Tenders interface {
	List(ctx context.Context, req wallet.Request) ([]wallet.TenderView, error)
}

// Scheduler serves the signed-in resident's scheduled payments.
type Scheduler struct {
	Plans    Plans
	Payables Payables
	Tenders  Tenders
	Logger   *slog.Logger
	// Now is the clock that "today" is read from; default time.Now.
	Now func() time.Time
}

// Request names the site and the resident a call is for. User.ID is
// always the session's signed-in resident.
type Request struct {
	Client, Site string
	User         User
	Lang         bff.Language
}

func (s *Scheduler) now() time.Time {
	if s.Now != nil {
		return s.Now()
	}
	return time.Now()
}

func (s *Scheduler) logger() *slog.Logger {
	if s.Logger != nil {
		return s.Logger
	}
	return slog.New(slog.DiscardHandler)
}

// clock is the clock of the plan user's zone; an unknown zone name is
// refused.
func (s *Scheduler) clock(zone string, lang bff.Language) (Clock, string, error) {
	loc, name, ok := LoadZone(zone)
	if !ok {
		return Clock{}, "", texts.Error(bff.CodeInvalid, texts.ScheduleTimeZone, lang, nil)
	}
	return Clock{Now: s.now(), Loc: loc}, name, nil
}

func (r Request) walletRequest() wallet.Request {
	return wallet.Request{Client: r.Client, Site: r.Site, UserID: r.User.ID, Lang: r.Lang}
}

// statusOf is the upstream answer's status in err's chain, 0 for none.
func statusOf(err error) (int, *upstream.StatusError) {
	var se *upstream.StatusError
	if errors.As(err, &se) {
		return se.Status, se
	}
	return 0, nil
}

// payable reads the payable at path for a plan of req's site: one of
// another site is refused (ERR-68 wrong site), one with no schedule
// configuration cannot be scheduled.
func (s *Scheduler) payable(ctx context.Context, req Request, path string) (payables.Payable, *Config, error) {
	if path == "" || len(path) > 500 {
		return payables.Payable{}, nil, invalid("payablePath", texts.PayableNotFound, req.Lang)
	}
	p, err := s.Payables.Get(ctx, path, req.Lang)
	if st, _ := statusOf(err); st == http.StatusNotFound || bff.ErrorCode(err) == bff.CodeNotFound {
		return payables.Payable{}, nil, texts.Error(bff.CodeNotFound, texts.PayableNotFound, req.Lang, err)
	}
	if err != nil {
		return payables.Payable{}, nil, err
	}
	if p.Client != req.Client || (p.Site != "" && p.Site != req.Site) {
		return payables.Payable{}, nil, texts.Error(bff.CodeUnprocessable, texts.ScheduleWrongSite, req.Lang, nil)
	}
	c := configOf(p.ScheduledPaymentsConfig)
	if c == nil {
		return payables.Payable{}, nil, texts.Error(bff.CodeUnprocessable, texts.ScheduleNotSchedulable, req.Lang, nil)
	}
	return p, c, nil
}

// exists is SCHED-41 with ERR-66: whether the resident has a plan for the
// payable already when its configuration denies duplicates; a failed check
// counts as "exists". Another resident's plan does not count: it would let
// anyone hold the one plan of someone else's bill.
func (s *Scheduler) exists(ctx context.Context, req Request, path string, c *Config) bool {
	if !c.DenyDuplicatePlans {
		return false
	}
	ok, err := s.Plans.Exists(ctx, api.ExistenceRequest{PayablePath: path, UserID: req.User.ID, Client: req.Client, Site: req.Site})
	if err != nil {
		s.logger().WarnContext(ctx, "plan existence check failed; counted as existing", "error", err.Error())
		return true
	}
	return ok
}

// otherExists is SCHED-41 for a change of the resident's plan id: whether
// the resident has another active plan for the payable when its
// configuration denies duplicates (one made before it denied them); a
// failed check counts as "exists" (ERR-66). The service checks again in
// its write.
func (s *Scheduler) otherExists(ctx context.Context, req Request, path, id string, c *Config) bool {
	if !c.DenyDuplicatePlans {
		return false
	}
	found, err := s.Plans.Search(ctx, api.SearchRequest{UserID: req.User.ID, PayablesPaths: []string{path},
		Sites: []api.ClientSite{{Client: req.Client, Site: req.Site}}})
	if err != nil {
		s.logger().WarnContext(ctx, "plan search failed; counted as a duplicate", "plan_id", id, "error", err.Error())
		return true
	}
	for _, p := range found.Plans {
		if p.ID != id && p.Active && p.PayablePath == path && p.User.ID == req.User.ID {
			return true
		}
	}
	return false
}

// atCap reports whether the resident holds api.MaxActivePlans active
// plans already, on any site, so that one account cannot flood the runner.
// A failed search is not at the cap: the service counts again in its
// write and refuses (too_many_plans).
func (s *Scheduler) atCap(ctx context.Context, req Request) bool {
	found, err := s.Plans.Search(ctx, api.SearchRequest{UserID: req.User.ID})
	if err != nil {
		s.logger().WarnContext(ctx, "plan search failed; the service checks the cap", "error", err.Error())
		return false
	}
	n := 0
	for _, p := range found.Plans {
		if p.Active && p.User.ID == req.User.ID {
			n++
		}
	}
	return n >= api.MaxActivePlans
}

// errTooManyPlans is in the chain of tooMany's refusal.
var errTooManyPlans = errors.New("schedule: too many active plans")

// tooMany refuses a plan beyond api.MaxActivePlans (422).
func tooMany(lang bff.Language, cause error) error {
	slots := map[string]string{"max": strconv.Itoa(api.MaxActivePlans)}
	err := errTooManyPlans
	if cause != nil {
		err = fmt.Errorf("%w: %w", errTooManyPlans, cause)
	}
	return &bff.Error{Code: bff.CodeUnprocessable, Message: texts.Fill(texts.ScheduleTooManyPlans, bff.English, slots),
		DisplayMessage: texts.Fill(texts.ScheduleTooManyPlans, lang, slots), Err: err}
}

// duplicate is ERR-67.
func duplicate(lang bff.Language, cause error) error {
	return texts.Error(bff.CodeDuplicatePlan, texts.ScheduleDuplicate, lang, cause)
}

// saveError is ERR-63: a refused save answers the service's own error
// code where the BFF knows it (a duplicate plan, one item allowed), its
// display message where it has one, else the save error; a service that
// did not answer is unavailable.
func saveError(err error, lang bff.Language) error {
	st, se := statusOf(err)
	switch {
	case se != nil && se.Code == api.ErrorCodeDuplicatePlan:
		return duplicate(lang, err)
	case se != nil && se.Code == api.ErrorCodeTooManyPlans:
		return tooMany(lang, err)
	case se != nil && se.Code == api.ErrorCodeOneItemAllowed:
		return texts.Error(bff.CodeOneItemAllowed, texts.ScheduleOneItemAllowed, lang, err)
	case st >= 400 && st < 500:
		e := texts.Error(bff.CodeUnprocessable, texts.ScheduleSaveError, lang, err)
		if se.DisplayMessage != "" {
			e.DisplayMessage = se.DisplayMessage
		}
		return e
	}
	return texts.Error(bff.CodeUnavailable, texts.ScheduleSaveError, lang, err)
}

// own reads plan id and answers it when it is the resident's on req's
// site; any other (unknown, another resident's, another site's) is not
// found, the same to the caller.
func (s *Scheduler) own(ctx context.Context, req Request, id string) (api.Plan, error) {
	p, err := s.Plans.Plan(ctx, req.User.ID, id, true, true)
	if st, _ := statusOf(err); st == http.StatusNotFound {
		return api.Plan{}, texts.Error(bff.CodeNotFound, texts.ScheduleNotFound, req.Lang, err)
	}
	if err != nil {
		return api.Plan{}, err
	}
	if p.User.ID != req.User.ID || p.Client != req.Client || p.Site != req.Site {
		return api.Plan{}, texts.Error(bff.CodeNotFound, texts.ScheduleNotFound, req.Lang, nil)
	}
	return p, nil
}

// asBFF finds the *bff.Error in err's chain.
func asBFF(err error, target **bff.Error) bool { return errors.As(err, target) }
