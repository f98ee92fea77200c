package sqlite

import (
	"context"
	"database/sql"
	"encoding/json"
	"fmt"

	wire "github.com/payhub/payhub/bff/upstream/contact"
	"github.com/payhub/payhub/sandbox/contact"
	"github.com/payhub/payhub/sandbox/outbox"
)

// ContactStore keeps the contact service's messages.
type ContactStore struct{ db *DB }

var _ contact.Store = ContactStore{}

// Contact returns the contact message store.
func (db *DB) Contact() ContactStore { return ContactStore{db: db} }

// SaveMessage stores r under id and queues m in the outbox, in one
// transaction.
func (s ContactStore) SaveMessage(ctx context.Context, id string, r wire.Request, m outbox.Message) error {
	fields := r.CustomFields
	if fields == nil {
		fields = map[string]string{}
	}
	custom, err := json.Marshal(fields)
	if err != nil {
		return fmt.Errorf("sqlite: contact message: %w", err)
	}
	return s.db.inTx(ctx, func(tx *sql.Tx) error {
		_, err := tx.ExecContext(ctx, `
			INSERT INTO contact_messages (id, client, site, topic, body, first_name, last_name,
				email, phone_number, url, custom_fields, received_at)
			VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
			id, r.Client, r.Site, r.Topic, r.Body, r.FirstName, r.LastName, r.Email, r.PhoneNumber,
			r.URL, string(custom), toMillis(m.SentAt))
		if err != nil {
			return fmt.Errorf("sqlite: contact message: %w", err)
		}
		return insertMessage(ctx, tx, m)
	})
}

// CountMessages returns how many contact messages client/site has, for
// tests.
func (s ContactStore) CountMessages(ctx context.Context, client, site string) (int, error) {
	var n int
	err := s.db.sql.QueryRowContext(ctx,
		`SELECT COUNT(*) FROM contact_messages WHERE client = ? AND site = ?`, client, site).Scan(&n)
	if err != nil {
		return 0, fmt.Errorf("sqlite: contact messages: %w", err)
	}
	return n, nil
}
