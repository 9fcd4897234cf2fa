-- The site's tables on PostgreSQL: what the embedded store's migrations 001-007 add up to, with
-- résumés kept in the database (servers share nothing but it). Times a worker compares with its
-- clock (due, lease, expiry, budget windows) are milliseconds since the epoch.
CREATE TABLE translation_cache (
  lang text NOT NULL,
  source text NOT NULL,
  translated text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (lang, source)
);
CREATE INDEX translation_cache_created ON translation_cache (created_at);

CREATE TABLE translation_spend (day text PRIMARY KEY, chars bigint NOT NULL);

CREATE TABLE contact_message (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  created_at timestamptz NOT NULL DEFAULT now(),
  name text NOT NULL,
  email text NOT NULL,
  subject text NOT NULL,
  message text NOT NULL,
  lang text NOT NULL,
  verified boolean NOT NULL,
  held boolean NOT NULL DEFAULT false
);
CREATE INDEX contact_message_created ON contact_message (created_at);
CREATE INDEX contact_message_email ON contact_message (lower(email));
CREATE INDEX contact_message_held ON contact_message (id) WHERE held;

CREATE TABLE application (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  created_at timestamptz NOT NULL DEFAULT now(),
  job_id text,
  lang text NOT NULL,
  form_values jsonb NOT NULL,
  resume bytea NOT NULL CHECK (octet_length(resume) <= 5242880),
  resume_kind text NOT NULL CHECK (resume_kind IN ('pdf', 'docx')),
  resume_bytes integer NOT NULL
);
CREATE INDEX application_created ON application (created_at);
CREATE INDEX application_email ON application (lower(form_values ->> 'email'));

CREATE TABLE outbox (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  message_key uuid NOT NULL DEFAULT gen_random_uuid() UNIQUE,
  created_at timestamptz NOT NULL DEFAULT now(),
  to_addr text NOT NULL,
  reply_to text,
  subject text NOT NULL,
  text_body text NOT NULL,
  html_body text NOT NULL,
  status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'sending', 'sent', 'parked')),
  attempts integer NOT NULL DEFAULT 0,
  next_attempt_at bigint NOT NULL DEFAULT 0,
  lease_until bigint,
  last_error text,
  sent_at timestamptz
);
-- Claims look only at mail still to send; sent mail is most of the table.
CREATE INDEX outbox_due ON outbox (id) WHERE status IN ('pending', 'sending');
CREATE INDEX outbox_created ON outbox (created_at);

CREATE TABLE used_challenge (
  signature text PRIMARY KEY,
  expires_at bigint NOT NULL
);
CREATE INDEX used_challenge_expiry ON used_challenge (expires_at);

CREATE TABLE form_budget (
  key text NOT NULL,
  window_start bigint NOT NULL,
  used integer NOT NULL,
  PRIMARY KEY (key, window_start)
);
CREATE INDEX form_budget_window ON form_budget (window_start);

CREATE TABLE admin_audit (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  at timestamptz NOT NULL DEFAULT now(),
  action text NOT NULL,
  summary text NOT NULL
);
