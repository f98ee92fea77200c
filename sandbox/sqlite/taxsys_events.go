package sqlite

import (
	"context"
	"crypto/rand"
	"encoding/json"
	"fmt"
	"time"

	"github.com/payhub/payhub/sandbox/payables"
)

// taxsysReferencePrefix starts every taxsys event's reference number, so a
// support person tells it from a confirmation number at a glance.
const taxsysReferencePrefix = "TSX-"

// RecordTaxsysEvent keeps e and returns its new reference number.
func (s PayablesStore) RecordTaxsysEvent(ctx context.Context, e payables.TaxsysEvent) (string, error) {
	paths, err := json.Marshal(e.Paths)
	if err != nil {
		return "", fmt.Errorf("sqlite: taxsys event paths: %w", err)
	}
	ref := taxsysReferencePrefix + rand.Text()[:12]
	_, err = s.db.sql.ExecContext(ctx, `INSERT INTO taxsys_events
		(reference_number, adaptor, client, site, paths, created_at) VALUES (?, ?, ?, ?, ?, ?)`,
		ref, e.Adaptor, e.Client, e.Site, string(paths), e.At.UTC().Format(time.RFC3339Nano))
	if err != nil {
		return "", fmt.Errorf("sqlite: taxsys event: %w", err)
	}
	return ref, nil
}
