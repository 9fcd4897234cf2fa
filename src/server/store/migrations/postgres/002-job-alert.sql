-- Job alerts: a visitor's search and e-mail address, mailed only once confirmed by a link sent to
-- that address (double opt-in). The token is in the confirm and unsubscribe links; known_jobs lists
-- the open jobs the alert has already been told about. Times a worker compares with its clock (last
-- alert, last check, lease) are milliseconds since the epoch.
CREATE TABLE job_alert (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  created_at timestamptz NOT NULL DEFAULT now(),
  email text NOT NULL,
  lang text NOT NULL,
  filter jsonb NOT NULL,
  token text NOT NULL UNIQUE,
  confirmed_at timestamptz,
  known_jobs jsonb NOT NULL DEFAULT '[]',
  last_alert_at bigint,
  checked_at bigint,
  lease_until bigint
);
CREATE INDEX job_alert_created ON job_alert (created_at);
CREATE INDEX job_alert_email ON job_alert (lower(email));
CREATE INDEX job_alert_confirmed ON job_alert (id) WHERE confirmed_at IS NOT NULL;
-- Extra headers of a mail (List-Unsubscribe on alerts); NULL for none.
ALTER TABLE outbox ADD COLUMN headers jsonb;
