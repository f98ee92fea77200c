package schedule

import (
	"context"
	"errors"
	"fmt"
	"net/http"
	"sync"

	"github.com/payhub/payhub/bff"
	"github.com/payhub/payhub/bff/upstream"
	"github.com/payhub/payhub/bff/upstream/payables"
	api "github.com/payhub/payhub/bff/upstream/schedpay"
	"github.com/payhub/payhub/bff/wallet"
)

// memPlans is a scheduled payments service in memory: it stores what it is
// sent, as the sandbox does, and fails the calls a test names.
type memPlans struct {
	mu       sync.Mutex
	plans    map[string]*api.Plan
	runs     map[string][]api.Run
	payloads []api.PlanPayload
	users    []string // the user each call named
	// existence is each existence check asked.
	existence []api.ExistenceRequest
	next      int
	// keys is the plan id each user's create key made.
	keys map[[2]string]string
	// Fail* make a call fail with the error.
	FailCreate, FailUpdate, FailRuns, FailSearch, FailExists, FailPlan error
}

var _ Plans = (*memPlans)(nil)

func newMemPlans() *memPlans {
	return &memPlans{plans: map[string]*api.Plan{}, runs: map[string][]api.Run{}, keys: map[[2]string]string{}}
}

func notFoundErr() error {
	return &upstream.StatusError{Service: "schedpay", Status: http.StatusNotFound}
}

// Create answers the plan a user's key made already, as the service does.
func (m *memPlans) Create(_ context.Context, userID, key string, p api.PlanPayload) (api.CreateResponse, error) {
	m.mu.Lock()
	defer m.mu.Unlock()
	m.payloads, m.users = append(m.payloads, p), append(m.users, userID)
	if m.FailCreate != nil {
		return api.CreateResponse{}, m.FailCreate
	}
	if id, ok := m.keys[[2]string{userID, key}]; ok && key != "" {
		return api.CreateResponse{ID: id}, nil
	}
	m.next++
	id := fmt.Sprintf("plan-%d", m.next)
	pl := &api.Plan{ID: id, PayablePath: p.PayablePath, DisplayName: "Item " + p.PayablePath, FrequencyRule: *p.FrequencyRule,
		ConstantAmount: p.ConstantAmount, Tender: *p.Tender, User: *p.User, Active: true, Agreement: *p.Agreement,
		Client: p.Client, Site: p.Site, CreatedAt: "2026-03-10T15:00:00Z", ModifiedAt: "2026-03-10T15:00:00Z", ModifiedBy: p.User.ID}
	m.plans[id] = pl
	m.runs[id] = []api.Run{{Date: "2026-04-01", Status: api.RunFuture}}
	if key != "" {
		m.keys[[2]string{userID, key}] = id
	}
	return api.CreateResponse{ID: id}, nil
}

// Plan answers another user's plan, or a deactivated one without
// includeInactive, as not found, as the service does.
func (m *memPlans) Plan(_ context.Context, userID, id string, _, includeInactive bool) (api.Plan, error) {
	m.mu.Lock()
	defer m.mu.Unlock()
	if m.FailPlan != nil {
		return api.Plan{}, m.FailPlan
	}
	p, ok := m.plans[id]
	if !ok || p.User.ID != userID || (!p.Active && !includeInactive) {
		return api.Plan{}, notFoundErr()
	}
	return *p, nil
}

func (m *memPlans) Deactivate(ctx context.Context, userID, id string) (api.Plan, error) {
	return m.Update(ctx, userID, id, api.PlanPayload{Active: ptr(false)})
}

func (m *memPlans) Update(_ context.Context, userID, id string, p api.PlanPayload) (api.Plan, error) {
	m.mu.Lock()
	defer m.mu.Unlock()
	m.payloads, m.users = append(m.payloads, p), append(m.users, userID)
	if m.FailUpdate != nil {
		return api.Plan{}, m.FailUpdate
	}
	pl, ok := m.plans[id]
	if !ok || pl.User.ID != userID {
		return api.Plan{}, notFoundErr()
	}
	if p.Active != nil {
		pl.Active = *p.Active
	}
	if p.FrequencyRule != nil {
		pl.FrequencyRule = *p.FrequencyRule
	}
	if p.Tender != nil {
		pl.Tender = *p.Tender
	}
	if p.FrequencyRule != nil {
		pl.ConstantAmount = p.ConstantAmount // read with a rule only, as the service does
	}
	if p.SuspensionStart != nil {
		if *p.SuspensionStart == "" {
			pl.Pause = nil
		} else {
			pl.Pause = &api.Pause{StartDate: *p.SuspensionStart, EndDate: *p.SuspensionEnd}
		}
	}
	return *pl, nil
}

func (m *memPlans) Runs(_ context.Context, _, id string, _ bool) (api.RunsResponse, error) {
	m.mu.Lock()
	defer m.mu.Unlock()
	if m.FailRuns != nil {
		return api.RunsResponse{}, m.FailRuns
	}
	return api.RunsResponse{Runs: m.runs[id]}, nil
}

func (m *memPlans) Search(_ context.Context, req api.SearchRequest) (api.SearchResponse, error) {
	m.mu.Lock()
	defer m.mu.Unlock()
	if m.FailSearch != nil {
		return api.SearchResponse{}, m.FailSearch
	}
	var out []api.Plan
	for i := 1; i <= m.next; i++ {
		p := m.plans[fmt.Sprintf("plan-%d", i)]
		if req.IdempotencyKey != "" && m.keys[[2]string{req.UserID, req.IdempotencyKey}] != fmt.Sprintf("plan-%d", i) {
			continue
		}
		if p != nil && (req.UserID == "" || p.User.ID == req.UserID) && (p.Active || req.IncludeInactive) {
			out = append(out, *p)
		}
	}
	return api.SearchResponse{Plans: out}, nil
}

func (m *memPlans) Exists(_ context.Context, req api.ExistenceRequest) (bool, error) {
	m.mu.Lock()
	defer m.mu.Unlock()
	m.existence = append(m.existence, req)
	if m.FailExists != nil {
		return false, m.FailExists
	}
	for _, p := range m.plans {
		if p.PayablePath == req.PayablePath && p.Active && (req.UserID == "" || p.User.ID == req.UserID) {
			return true, nil
		}
	}
	return false, nil
}

// fakePayables answers the payables of a map.
type fakePayables map[string]payables.Payable

var _ Payables = fakePayables(nil)

func (f fakePayables) Get(_ context.Context, path string, _ bff.Language) (payables.Payable, error) {
	p, ok := f[path]
	if !ok {
		return payables.Payable{}, notFoundErr()
	}
	return p, nil
}

// fakeTenders lists the saved tenders of each user.
type fakeTenders struct {
	byUser map[string][]wallet.TenderView
	err    error
}

var _ Tenders = (*fakeTenders)(nil)

func (f *fakeTenders) List(_ context.Context, req wallet.Request) ([]wallet.TenderView, error) {
	if f.err != nil {
		return nil, f.err
	}
	return append([]wallet.TenderView(nil), f.byUser[req.UserID]...), nil
}

var errDown = errors.New("connection refused")
