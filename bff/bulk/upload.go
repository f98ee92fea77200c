package bulk

import (
	"context"
	"crypto/rand"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"log/slog"
	"time"

	"github.com/payhub/payhub/bff"
	"github.com/payhub/payhub/bff/checkout"
	"github.com/payhub/payhub/bff/screen"
	"github.com/payhub/payhub/bff/upstream/payables"
	"github.com/payhub/payhub/bff/upstream/siteconfig"
)

// DefaultWaitingMinutes is the idle time of an upload when its source
// configures none (BULK-05).
const DefaultWaitingMinutes = 30

// Payables is what bulk add needs of the payables service.
type Payables interface {
	BulkSearch(ctx context.Context, adaptor string, req payables.BulkSearchRequest, lang bff.Language) (payables.BulkSearchResponse, error)
}

// Store is what bulk add keeps: uploads in the cache, and the atomic
// reservation that makes a list's submission single-use (bff.Idempotency).
type Store interface {
	bff.Cache
	bff.Idempotency
}

// Service runs bulk add for signed-in residents: uploads are read, searched
// at once and kept in Store under a random id while they are in use.
type Service struct {
	Config   screen.Config
	Payables Payables
	Store    Store
	Env      bff.Env
	// Carts reads the resident's cart for the review's in-cart marks;
	// nil marks nothing.
	Carts CartReader
	// Logger records each submitted list with its reference; nil logs
	// nothing.
	Logger *slog.Logger
	// Now is the clock of the submitted records; nil is time.Now.
	Now func() time.Time
}

// Request names the resident and the source of a bulk add call. UserID is
// the session's signed-in resident, never one from the request (ROLE-23).
type Request struct {
	Client, Site, PageRoute string
	UserID                  string
	Lang                    bff.Language
	// CartID is the session's cart on the site, "" for none.
	CartID string
}

// Review is an uploaded list as the review page shows it (BULK-03): each
// row with the payables found for it or its error.
type Review struct {
	ID        string      `json:"id"`
	PageRoute string      `json:"pageRoute"`
	Rows      []ReviewRow `json:"rows"`
	// Found counts the rows with payables, Failed those with an error.
	Found  int `json:"found"`
	Failed int `json:"failed"`
	// Total is the amount of the payable bills found, an exact decimal.
	Total string `json:"total"`
	// WireTransfer says the list may be paid by wire transfer: its total
	// is at or above the source's WireTransferMinimum (VAL-81), shown
	// beside it when one is set.
	WireTransfer        bool   `json:"wireTransfer"`
	WireTransferMinimum string `json:"wireTransferMinimum,omitempty"`
}

// ReviewRow is one row of the file and what it found.
type ReviewRow struct {
	Row
	Payables []checkout.PayableView `json:"payables"`
}

// The ways to pay an uploaded list (BULK-04).
const (
	PayOnline   = "online"
	PayInPerson = "in_person"
	PayWire     = "wire_transfer"
)

// Submitted is the outcome of the confirmation step (BULK-04): how the
// resident pays and a reference to quote in person or on the transfer.
type Submitted struct {
	Method    string `json:"method"`
	Reference string `json:"reference"`
	Items     int    `json:"items"`
}

// stored is an upload in the store: whose it is and its review.
type stored struct {
	UserID string `json:"userId"`
	Client string `json:"client"`
	Site   string `json:"site"`
	Review Review `json:"review"`
}

// Source returns the visible source of req's page route with bulk add
// enabled; any other is not found, so that its bulk pages do not exist
// (BULK-01).
func (s *Service) Source(ctx context.Context, req Request) (siteconfig.Source, error) {
	srcs, err := s.Config.Sources(ctx, req.Client, req.Site)
	if err != nil {
		return siteconfig.Source{}, err
	}
	for _, src := range screen.VisibleSources(srcs, s.Env) {
		if src.PageRoute == req.PageRoute && src.BulkAdd != nil && src.Adaptor != "" &&
			(src.BulkAdd.FileFormat == "" || src.BulkAdd.FileFormat == "csv") {
			return src, nil
		}
	}
	return siteconfig.Source{}, bff.Errorf(bff.CodeNotFound, "This page offers no bulk add.")
}

// Upload reads the file, searches every readable row at once and keeps the
// review for the resident until it sits idle longer than the source's
// waiting time.
func (s *Service) Upload(ctx context.Context, req Request, name string, data []byte) (Review, error) {
	src, err := s.Source(ctx, req)
	if err != nil {
		return Review{}, err
	}
	rows, err := ReadFile(name, data, RulesOf(src.BulkAdd))
	if err != nil {
		return Review{}, err
	}
	var keys []map[string]string
	for _, r := range rows {
		if r.Error == nil {
			keys = append(keys, r.Key)
		}
	}
	found := payables.BulkSearchResponse{}
	if len(keys) > 0 {
		found, err = s.Payables.BulkSearch(ctx, src.Adaptor,
			payables.BulkSearchRequest{Client: req.Client, Site: req.Site, Keys: keys}, req.Lang)
		if err != nil {
			return Review{}, err
		}
	}
	id, err := newID()
	if err != nil {
		return Review{}, err
	}
	rev := review(id, src, rows, found, req.Lang)
	if err := s.put(ctx, req, src, rev); err != nil {
		return Review{}, err
	}
	return payment(src, s.inCart(ctx, req, rev)), nil
}

// Review returns the resident's upload id and restarts its idle time; an
// upload that expired, or is another resident's, is the expired-upload
// error (BULK-05, ERR-103).
func (s *Service) Review(ctx context.Context, req Request, id string) (Review, error) {
	src, err := s.Source(ctx, req)
	if err != nil {
		return Review{}, err
	}
	rev, err := s.get(ctx, req, id)
	if err != nil {
		return Review{}, err
	}
	if err := s.put(ctx, req, src, rev); err != nil {
		return Review{}, err
	}
	return payment(src, s.inCart(ctx, req, rev)), nil
}

// DefaultMaxItems is a source's row limit when its bulk add names none,
// and MaxItemsCap the most any source may set: the payables service
// searches at most that many keys at once.
const (
	DefaultMaxItems = 100
	MaxItemsCap     = 500
)

// RulesOf is how a source's files are read: its columns, and its row limit
// within 1..MaxItemsCap (DefaultMaxItems when it names none).
func RulesOf(o *siteconfig.BulkAdd) Rules {
	if o == nil {
		return Rules{MaxItems: DefaultMaxItems}
	}
	limit := o.MaxItems
	if limit <= 0 {
		limit = DefaultMaxItems
	}
	return Rules{Columns: o.Columns, MaxItems: min(limit, MaxItemsCap)}
}

func (s *Service) get(ctx context.Context, req Request, id string) (Review, error) {
	b, err := s.Store.CacheGet(ctx, storeKey(id))
	if errors.Is(err, bff.ErrNotFound) {
		return Review{}, expired()
	}
	if err != nil {
		return Review{}, err
	}
	var st stored
	if err := json.Unmarshal(b, &st); err != nil {
		return Review{}, fmt.Errorf("bulk: upload %s: %w", id, err)
	}
	if st.UserID != req.UserID || st.Client != req.Client || st.Site != req.Site || st.Review.PageRoute != req.PageRoute {
		return Review{}, expired()
	}
	return st.Review, nil
}

func (s *Service) put(ctx context.Context, req Request, src siteconfig.Source, rev Review) error {
	b, err := json.Marshal(stored{UserID: req.UserID, Client: req.Client, Site: req.Site, Review: rev})
	if err != nil {
		return err
	}
	return s.Store.CacheSet(ctx, storeKey(rev.ID), b, waiting(src.BulkAdd))
}

// waiting is the idle time after which an upload expires (BULK-05).
func waiting(o *siteconfig.BulkAdd) time.Duration {
	if o == nil || o.WaitingMinutes <= 0 {
		return DefaultWaitingMinutes * time.Minute
	}
	return time.Duration(o.WaitingMinutes) * time.Minute
}

func expired() error {
	e := bff.Errorf(bff.CodeNotFound, "The uploaded list has expired. Please upload it again.")
	e.Reason = ReasonExpired
	return e
}

func storeKey(id string) string { return "bulk-upload:" + id }

// reference is the short form of an upload id quoted when paying in person
// or by wire transfer.
func reference(id string) string {
	if len(id) > 10 {
		id = id[:10]
	}
	return "BULK-" + id
}

func newID() (string, error) {
	b := make([]byte, 16)
	if _, err := rand.Read(b); err != nil {
		return "", fmt.Errorf("bulk: upload id: %w", err)
	}
	return hex.EncodeToString(b), nil
}
