-- Form budgets (submissions per address, per server, confirmations per recipient) survive a
-- restart; contact messages past the unverified budget wait for review, unmailed.
CREATE TABLE form_budget (
  key TEXT NOT NULL,
  window_start INTEGER NOT NULL,
  used INTEGER NOT NULL,
  PRIMARY KEY (key, window_start)
);
CREATE INDEX form_budget_window ON form_budget (window_start);
ALTER TABLE contact_message ADD COLUMN held INTEGER NOT NULL DEFAULT 0;
