-- Retention deletes by age; used challenges are forgotten by expiry; operators' actions on personal data are logged.
CREATE INDEX contact_message_created ON contact_message (created_at);
CREATE INDEX application_created ON application (created_at);
CREATE INDEX outbox_created ON outbox (created_at);
CREATE INDEX used_challenge_expiry ON used_challenge (expires_at);
CREATE TABLE admin_audit (
  id INTEGER PRIMARY KEY,
  at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  action TEXT NOT NULL,
  summary TEXT NOT NULL
);
UPDATE outbox SET text_body = '', html_body = '' WHERE status = 'sent';
