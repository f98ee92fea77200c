-- Forms: a site's forms (part of its configuration, seeded), the filed
-- forms with their signature, and the uploads each holds. An upload is
-- held by one submission at most; an Idempotency-Key files once per site.

-- +goose Up
CREATE TABLE forms_definitions (
    client   TEXT NOT NULL,
    site     TEXT NOT NULL,
    slug     TEXT NOT NULL,
    position INTEGER NOT NULL,
    doc      TEXT NOT NULL,
    PRIMARY KEY (client, site, slug)
);

CREATE TABLE forms_submissions (
    id              TEXT PRIMARY KEY,
    confirmation    TEXT NOT NULL UNIQUE,
    client          TEXT NOT NULL,
    site            TEXT NOT NULL,
    slug            TEXT NOT NULL,
    user_id         TEXT,
    email           TEXT,
    language        TEXT NOT NULL,
    signature_png   BLOB,
    doc             TEXT NOT NULL,
    idempotency_key TEXT,
    submitted_at    INTEGER NOT NULL
);
CREATE INDEX forms_submissions_user ON forms_submissions (client, site, user_id, submitted_at);
CREATE UNIQUE INDEX forms_submissions_key ON forms_submissions (client, site, idempotency_key)
    WHERE idempotency_key IS NOT NULL;

CREATE TABLE forms_submission_uploads (
    upload_id     TEXT PRIMARY KEY REFERENCES uploads (id),
    submission_id TEXT NOT NULL REFERENCES forms_submissions (id),
    field         TEXT NOT NULL,
    position      INTEGER NOT NULL
);

-- +goose Down
DROP TABLE forms_submission_uploads;
DROP TABLE forms_submissions;
DROP TABLE forms_definitions;
