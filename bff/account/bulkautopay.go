package account

import (
	"context"
	"errors"
	"strconv"
	"time"

	"github.com/payhub/payhub/bff"
	"github.com/payhub/payhub/bff/schedule"
	"github.com/payhub/payhub/bff/texts"
	"github.com/payhub/payhub/bff/upstream/mythings"
	"github.com/payhub/payhub/bff/upstream/payables"
)

// Bulk autopay on My items (spec 001 §2 "Dashboard areas", §4 "Bulk
// autopay grouping"; ROUTE-56, SCHED-38): the resident picks several saved
// items, chooses a saved card or bank account and accepts the terms, and
// each item becomes an autopay plan of its default terms (SCHED-34,
// SCHED-35), the items answered in their SCHED-38 groups. Each plan is
// made as autopay at check-out makes its plans (schedule.Scheduler.Enroll):
// never a second plan for a payable, within the resident's plan cap, and
// one failed item never fails the others.

// MaxBulkAutopay is the most saved items one bulk autopay enrols: each is
// a plan made upstream, and more than a page of items at once is no
// resident's choice.
const MaxBulkAutopay = 25

// AutopayEnroller makes one autopay plan (schedule.Scheduler).
type AutopayEnroller interface {
	Enroll(ctx context.Context, req schedule.Request, e schedule.Enrollment) schedule.EnrollmentResult
}

// BulkAutopayInput is the body of POST .../saved-items/autopay.
type BulkAutopayInput struct {
	// SavePaths are the resident's saved items to enrol, as the list
	// names them (with or without the leading slash).
	SavePaths     []string `json:"savePaths"`
	TenderID      string   `json:"tenderId"`
	TermsAccepted bool     `json:"termsAccepted"`
	// TimeZone is the resident's IANA zone; default America/New_York.
	TimeZone string `json:"timeZone"`
}

// BulkAutopayGroup is one SCHED-38 group with the outcome of each of its
// items.
type BulkAutopayGroup struct {
	AutopayGroup
	Results []schedule.EnrollmentResult `json:"results"`
}

// BulkAutopayResult answers a bulk autopay: the groups in order (before due
// first, then yearly by month-day), and the chosen items that autopay
// cannot enrol, each with its reason.
type BulkAutopayResult struct {
	Groups      []BulkAutopayGroup          `json:"groups"`
	NotEligible []schedule.EnrollmentResult `json:"notEligible"`
}

// EnrollAutopay sets up autopay for the resident's saved items in.SavePaths
// (see the comment at the top of this file); key is the request's
// Idempotency-Key, from which each plan's own key is made, so a request
// sent again finds the plans it made. A guest, no items, too many, terms
// not accepted, no saved tender, an unknown zone or a path the resident
// has not saved is refused before any plan is made.
func (s *SavedItems) EnrollAutopay(ctx context.Context, req schedule.Request, key string, in BulkAutopayInput) (BulkAutopayResult, error) {
	sreq := SavedItemsRequest{Client: req.Client, Site: req.Site, UserID: req.User.ID, Lang: req.Lang}
	if err := sreq.check(); err != nil {
		return BulkAutopayResult{}, err
	}
	paths, err := bulkAutopayPaths(in, req.Lang)
	if err != nil {
		return BulkAutopayResult{}, err
	}
	loc, zone, ok := schedule.LoadZone(in.TimeZone)
	if !ok {
		return BulkAutopayResult{}, texts.Error(bff.CodeInvalid, texts.ScheduleTimeZone, req.Lang, nil)
	}
	// The plans' calendar is the resident's.
	req.User.TimeZone = zone
	if s.Autopay == nil {
		return BulkAutopayResult{}, texts.Error(bff.CodeUnavailable, texts.AutopayUnavailable, req.Lang, nil)
	}
	enabled, err := s.enabledSources(ctx, sreq)
	if err != nil {
		return BulkAutopayResult{}, err
	}
	if err := s.allSaved(ctx, sreq, paths); err != nil {
		return BulkAutopayResult{}, err
	}
	found, err := s.resolve(ctx, paths, req.Lang)
	if err != nil {
		return BulkAutopayResult{}, err
	}
	out := BulkAutopayResult{Groups: []BulkAutopayGroup{}, NotEligible: []schedule.EnrollmentResult{}}
	var ps []payables.Payable
	for _, path := range paths {
		p, ok := found[path]
		if _, shown := enabled[p.Adaptor]; !ok || !shown {
			out.NotEligible = append(out.NotEligible, schedule.EnrollmentResult{PayablePath: viewPath(path),
				Message: texts.Message(texts.SavedNotFound, req.Lang)})
			continue
		}
		if autopayGroupOf(p) == nil {
			out.NotEligible = append(out.NotEligible, schedule.EnrollmentResult{PayablePath: p.Path, DisplayName: p.DisplayName,
				Code: string(bff.CodeUnprocessable), Message: texts.Message(texts.AutopayNotEligible, req.Lang)})
			continue
		}
		ps = append(ps, p)
	}
	now := s.now()
	clk := schedule.Clock{Now: now, Loc: loc}
	terms := texts.Message(texts.ScheduleTerms, req.Lang)
	for _, g := range groupForAutopay(ps) {
		group := BulkAutopayGroup{AutopayGroup: g.group, Results: make([]schedule.EnrollmentResult, 0, len(g.payables))}
		for _, p := range g.payables {
			group.Results = append(group.Results, s.enrollOne(ctx, req, key, p, clk, in.TenderID, terms))
		}
		out.Groups = append(out.Groups, group)
	}
	return out, nil
}

// enrollOne makes p's autopay plan of its default terms on clk's day.
func (s *SavedItems) enrollOne(ctx context.Context, req schedule.Request, key string, p payables.Payable, clk schedule.Clock,
	tenderID, terms string) schedule.EnrollmentResult {
	rule, err := schedule.AutopayRule(p, clk, req.Lang)
	if err != nil {
		res := schedule.EnrollmentResult{PayablePath: p.Path, DisplayName: p.DisplayName, Code: string(bff.ErrorCode(err)),
			Message: texts.Message(texts.AutopayNotEligible, req.Lang)}
		var be *bff.Error
		if errors.As(err, &be) && be.DisplayMessage != "" {
			res.Message = be.DisplayMessage
		}
		return res
	}
	return s.Autopay.Enroll(ctx, req, schedule.Enrollment{PayablePath: p.Path, DisplayName: p.DisplayName, Rule: rule,
		TenderID: tenderID, Terms: terms, AcceptedAt: clk.Now.UTC().Truncate(time.Second), Key: schedule.EnrollmentKey(key, p.Path),
		Payable: &p})
}

// bulkAutopayPaths checks in and answers its save paths, canonical and
// each once.
func bulkAutopayPaths(in BulkAutopayInput, lang bff.Language) ([]string, error) {
	seen := map[string]bool{}
	var paths []string
	for _, raw := range in.SavePaths {
		p := mythings.CanonicalSavePath(raw)
		if p == "" || seen[p] {
			continue
		}
		seen[p] = true
		paths = append(paths, p)
	}
	switch {
	case len(paths) == 0:
		return nil, texts.Error(bff.CodeInvalid, texts.SavedAutopayChoose, lang, nil)
	case len(paths) > MaxBulkAutopay:
		slots := map[string]string{"max": strconv.Itoa(MaxBulkAutopay)}
		return nil, &bff.Error{Code: bff.CodeInvalid, Message: texts.Fill(texts.SavedAutopayTooMany, bff.English, slots),
			DisplayMessage: texts.Fill(texts.SavedAutopayTooMany, lang, slots)}
	case !in.TermsAccepted:
		return nil, texts.Error(bff.CodeInvalid, texts.ScheduleTermsRequired, lang, nil)
	case in.TenderID == "":
		return nil, texts.Error(bff.CodeUnprocessable, texts.AutopaySavedTender, lang, nil)
	}
	return paths, nil
}

// allSaved refuses paths unless the resident has saved each: bulk autopay
// is of saved items only.
func (s *SavedItems) allSaved(ctx context.Context, req SavedItemsRequest, paths []string) error {
	items, err := s.Items.List(ctx, req.UserID, req.Client, req.Site)
	if err != nil {
		return s.serviceError(ctx, err)
	}
	saved := map[string]bool{}
	for _, it := range items {
		saved[mythings.CanonicalSavePath(it.SavePath)] = true
	}
	for _, p := range paths {
		if !saved[p] {
			slots := map[string]string{"item": viewPath(p)}
			return &bff.Error{Code: bff.CodeNotFound, Message: texts.Fill(texts.SavedAutopayNotSaved, bff.English, slots),
				DisplayMessage: texts.Fill(texts.SavedAutopayNotSaved, req.Lang, slots)}
		}
	}
	return nil
}

func (s *SavedItems) now() time.Time {
	if s.Now != nil {
		return s.Now()
	}
	return time.Now()
}
