package bulk

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"net/http"
	"slices"
	"time"

	"github.com/payhub/payhub/bff"
)

// SubmittedRetention is how long a submitted list's record is kept under
// its reference: a payment in person or by wire transfer quoting it may
// come in any time in the tax year after the list was submitted.
const SubmittedRetention = 400 * 24 * time.Hour

// ReasonSubmitted is the reason of a second submission of one list.
const ReasonSubmitted = "upload_submitted"

// Submission is the record of a submitted list, kept under its reference
// for SubmittedRetention so that staff can match a payment in person or
// by wire transfer to the resident and the bills it pays.
type Submission struct {
	Reference   string    `json:"reference"`
	Method      string    `json:"method"`
	Items       int       `json:"items"`
	Total       string    `json:"total"`
	UserID      string    `json:"userId"`
	Client      string    `json:"client"`
	Site        string    `json:"site"`
	PageRoute   string    `json:"pageRoute"`
	SubmittedAt time.Time `json:"submittedAt"`
	// Paths are the bills the list pays, each once.
	Paths []string `json:"paths"`
}

// Submit ends the upload with the resident's way to pay (BULK-04), once:
// of concurrent submissions of one list exactly one wins, by an atomic
// reservation of its reference in the store (set if absent, on one
// replica or several sharing Redis), and the others are refused
// (ReasonSubmitted). The winner records the submission under the
// reference (Submission), then removes the list. A wire transfer is
// refused under the source's minimum (VAL-81). Paying online, the portal
// has put the found payables in the cart.
func (s *Service) Submit(ctx context.Context, req Request, id, method string) (Submitted, error) {
	if method != PayOnline && method != PayInPerson && method != PayWire {
		return Submitted{}, bff.Errorf(bff.CodeInvalid, "Choose how to pay: online, in person or by wire transfer.")
	}
	src, err := s.Source(ctx, req)
	if err != nil {
		return Submitted{}, err
	}
	rev, err := s.get(ctx, req, id)
	if err != nil {
		return Submitted{}, err
	}
	rev = payment(src, rev)
	if method == PayWire && !rev.WireTransfer {
		return Submitted{}, wireRefused(rev)
	}
	sub := s.submission(req, rev, method)
	claim, won, err := s.Store.BeginIdempotent(ctx, submittedKey(sub.Reference), req.UserID, SubmittedRetention)
	if err != nil {
		return Submitted{}, err
	}
	if !won {
		e := bff.Errorf(bff.CodeConflict, "This list was already submitted.")
		e.Reason = ReasonSubmitted
		return Submitted{}, e
	}
	body, err := json.Marshal(sub)
	if err == nil {
		err = s.Store.CacheSet(ctx, recordKey(sub.Reference), body, SubmittedRetention)
	}
	if err != nil {
		// Nothing was recorded: the list may be submitted again.
		return Submitted{}, errors.Join(fmt.Errorf("bulk: submission %s: %w", sub.Reference, err), s.Store.ReleaseIdempotent(ctx, claim.Key, claim.Holder))
	}
	claim.Status, claim.Body = http.StatusOK, body
	if err := s.Store.CompleteIdempotent(ctx, claim, SubmittedRetention); err != nil {
		return Submitted{}, err
	}
	if err := s.Store.CacheDelete(ctx, storeKey(id)); err != nil && s.Logger != nil {
		// The reservation already refuses a second submission; the list
		// itself expires after its idle time.
		s.Logger.WarnContext(ctx, "bulk: submitted list not removed", "reference", sub.Reference, "err", err)
	}
	if s.Logger != nil {
		s.Logger.InfoContext(ctx, "bulk: list submitted", "reference", sub.Reference, "method", method,
			"items", sub.Items, "total", sub.Total, "client", req.Client, "site", req.Site, "page_route", req.PageRoute)
	}
	return Submitted{Method: method, Reference: sub.Reference, Items: sub.Items}, nil
}

// Submission returns the record of the list submitted under reference
// (the one Submit answered), for staff matching a payment to it; a
// reference never submitted, or kept longer than SubmittedRetention, is
// not found.
func (s *Service) Submission(ctx context.Context, reference string) (Submission, error) {
	b, err := s.Store.CacheGet(ctx, recordKey(reference))
	if errors.Is(err, bff.ErrNotFound) {
		return Submission{}, bff.Errorf(bff.CodeNotFound, "No list was submitted under %s.", reference)
	}
	if err != nil {
		return Submission{}, err
	}
	var sub Submission
	if err := json.Unmarshal(b, &sub); err != nil {
		return Submission{}, fmt.Errorf("bulk: submission %s: %w", reference, err)
	}
	return sub, nil
}

// submission is the record of rev submitted by req with method.
func (s *Service) submission(req Request, rev Review, method string) Submission {
	now := time.Now
	if s.Now != nil {
		now = s.Now
	}
	sub := Submission{Reference: reference(rev.ID), Method: method, Total: rev.Total, UserID: req.UserID,
		Client: req.Client, Site: req.Site, PageRoute: req.PageRoute, SubmittedAt: now().UTC(), Paths: []string{}}
	for _, r := range rev.Rows {
		sub.Items += len(r.Payables)
		for _, p := range r.Payables {
			if !slices.Contains(sub.Paths, p.Path) {
				sub.Paths = append(sub.Paths, p.Path)
			}
		}
	}
	return sub
}

// submittedKey is the reservation that makes a reference's submission
// single-use; recordKey is where its Submission is kept.
func submittedKey(reference string) string { return "bulk-submit:" + reference }
func recordKey(reference string) string    { return "bulk-submitted:" + reference }
