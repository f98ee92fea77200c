package sqlite

import (
	"context"
	"database/sql"
	"encoding/json"
	"errors"
	"fmt"
	"sort"
	"strings"

	"github.com/payhub/payhub/bff"
	"github.com/payhub/payhub/bff/upstream/payables"
)

// PayablesStore reads the payables service's data.
type PayablesStore struct{ db *DB }

// Payables returns the payables store.
func (db *DB) Payables() PayablesStore { return PayablesStore{db: db} }

// NormalizeKey is how search key values are stored and compared: surrounding
// spaces trimmed, upper case, so that " r100-001 " finds "R100-001".
func NormalizeKey(v string) string { return strings.ToUpper(strings.TrimSpace(v)) }

// normalizeField is how search field names are stored and compared.
func normalizeField(f string) string { return strings.ToLower(strings.TrimSpace(f)) }

// docColumn is the payable document column for lang.
func docColumn(lang bff.Language) string {
	if lang == bff.Spanish {
		return "payable_es"
	}
	return "payable_en"
}

// Get returns the payable at path in lang. An unknown path is a
// bff.CodeNotFound error.
func (s PayablesStore) Get(ctx context.Context, path string, lang bff.Language) (payables.Payable, error) {
	var doc string
	err := s.db.sql.QueryRowContext(ctx,
		`SELECT `+docColumn(lang)+` FROM payables WHERE path = ?`, path).Scan(&doc)
	if errors.Is(err, sql.ErrNoRows) {
		return payables.Payable{}, bff.Errorf(bff.CodeNotFound, "No payable at this path.")
	}
	if err != nil {
		return payables.Payable{}, fmt.Errorf("sqlite: payable %q: %w", path, err)
	}
	return decodePayable(doc)
}

// GetMany returns the payables at paths in lang, in the order of paths,
// leaving out unknown paths (and repeats).
func (s PayablesStore) GetMany(ctx context.Context, paths []string, lang bff.Language) ([]payables.Payable, error) {
	out := make([]payables.Payable, 0, len(paths))
	seen := make(map[string]bool, len(paths))
	for _, p := range paths {
		if seen[p] {
			continue
		}
		seen[p] = true
		pay, err := s.Get(ctx, p, lang)
		if bff.ErrorCode(err) == bff.CodeNotFound {
			continue
		}
		if err != nil {
			return nil, err
		}
		out = append(out, pay)
	}
	return out, nil
}

// AdaptorExists reports whether any payable is served by adaptor.
func (s PayablesStore) AdaptorExists(ctx context.Context, adaptor string) (bool, error) {
	var ok bool
	err := s.db.sql.QueryRowContext(ctx,
		`SELECT EXISTS (SELECT 1 FROM payables WHERE adaptor = ?)`, adaptor).Scan(&ok)
	if err != nil {
		return false, fmt.Errorf("sqlite: adaptor %q: %w", adaptor, err)
	}
	return ok, nil
}

// Search returns adaptor's payables, in lang and ordered by path, whose
// search keys match every non-blank value of keys (see NormalizeKey).
// Without any non-blank value it returns the adaptor's listed payables (the
// item-list case). A non-empty client or site narrows the search to it.
func (s PayablesStore) Search(ctx context.Context, adaptor, client, site string, keys map[string]string, lang bff.Language) ([]payables.Payable, error) {
	var b strings.Builder
	args := []any{adaptor}
	b.WriteString(`SELECT p.` + docColumn(lang) + ` FROM payables p WHERE p.adaptor = ?`)
	if client = strings.ToLower(strings.TrimSpace(client)); client != "" {
		b.WriteString(` AND p.client = ?`)
		args = append(args, client)
	}
	if site = strings.ToLower(strings.TrimSpace(site)); site != "" {
		b.WriteString(` AND p.site = ?`)
		args = append(args, site)
	}
	fields := make([]string, 0, len(keys))
	for f, v := range keys {
		if NormalizeKey(v) != "" {
			fields = append(fields, f)
		}
	}
	sort.Strings(fields)
	if len(fields) == 0 {
		b.WriteString(` AND p.listed`)
	}
	for _, f := range fields {
		b.WriteString(` AND EXISTS (SELECT 1 FROM payable_search_keys k
			WHERE k.path = p.path AND k.field = ? AND k.value = ?)`)
		args = append(args, normalizeField(f), NormalizeKey(keys[f]))
	}
	b.WriteString(` ORDER BY p.path`)

	rows, err := s.db.sql.QueryContext(ctx, b.String(), args...)
	if err != nil {
		return nil, fmt.Errorf("sqlite: search %q: %w", adaptor, err)
	}
	defer rows.Close()
	out := []payables.Payable{}
	for rows.Next() {
		var doc string
		if err := rows.Scan(&doc); err != nil {
			return nil, fmt.Errorf("sqlite: search %q: %w", adaptor, err)
		}
		p, err := decodePayable(doc)
		if err != nil {
			return nil, err
		}
		out = append(out, p)
	}
	if err := rows.Err(); err != nil {
		return nil, fmt.Errorf("sqlite: search %q: %w", adaptor, err)
	}
	return out, nil
}

func decodePayable(doc string) (payables.Payable, error) {
	var p payables.Payable
	if err := json.Unmarshal([]byte(doc), &p); err != nil {
		return payables.Payable{}, fmt.Errorf("sqlite: payable document: %w", err)
	}
	return p, nil
}

// DepartmentLimit is a department's payment limits (spec 001 §3 "Payable":
// pexDepartment, cardLimit, bankLimit, paymentLimitDelay per language).
// Limits are exact decimal strings.
type DepartmentLimit struct {
	Client            string
	DepartmentCode    string
	PexDepartment     string
	CardLimit         string
	BankLimit         string
	PaymentLimitDelay map[bff.Language]string
}

// DepartmentLimit returns the payment limits of a client's department. An
// unknown department is a bff.CodeNotFound error.
func (s PayablesStore) DepartmentLimit(ctx context.Context, client, code string) (DepartmentLimit, error) {
	d := DepartmentLimit{PaymentLimitDelay: map[bff.Language]string{}}
	var en, es string
	err := s.db.sql.QueryRowContext(ctx,
		`SELECT client, department_code, pex_department, card_limit, bank_limit,
			payment_limit_delay_en, payment_limit_delay_es
		FROM department_limits WHERE client = ? AND department_code = ?`,
		strings.ToLower(client), code).
		Scan(&d.Client, &d.DepartmentCode, &d.PexDepartment, &d.CardLimit, &d.BankLimit, &en, &es)
	if errors.Is(err, sql.ErrNoRows) {
		return DepartmentLimit{}, bff.Errorf(bff.CodeNotFound, "No department %q.", code)
	}
	if err != nil {
		return DepartmentLimit{}, fmt.Errorf("sqlite: department %q: %w", code, err)
	}
	d.PaymentLimitDelay[bff.English] = en
	d.PaymentLimitDelay[bff.Spanish] = es
	return d, nil
}
