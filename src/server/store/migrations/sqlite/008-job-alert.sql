-- Job alerts: a visitor's search and e-mail address, mailed only once confirmed by a link sent to
-- that address (double opt-in). The token is in the confirm and unsubscribe links; known_jobs lists
-- the open jobs the alert has already been told about (JSON array of ids). Times a worker compares
-- with its clock (last alert, last check, lease) are milliseconds since the epoch.
CREATE TABLE job_alert (
  id INTEGER PRIMARY KEY,
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  email TEXT NOT NULL,
  lang TEXT NOT NULL,
  filter TEXT NOT NULL,
  token TEXT NOT NULL UNIQUE,
  confirmed_at TEXT,
  known_jobs TEXT NOT NULL DEFAULT '[]',
  last_alert_at INTEGER,
  checked_at INTEGER,
  lease_until INTEGER
);
CREATE INDEX job_alert_created ON job_alert (created_at);
CREATE INDEX job_alert_email ON job_alert (lower(email));
-- Extra headers of a mail (List-Unsubscribe on alerts), as a JSON object; NULL for none.
ALTER TABLE outbox ADD COLUMN headers TEXT;
