CREATE TABLE application (
  id INTEGER PRIMARY KEY,
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  job_id TEXT,
  lang TEXT NOT NULL,
  form_values TEXT NOT NULL,
  resume_file TEXT NOT NULL,
  resume_kind TEXT NOT NULL CHECK (resume_kind IN ('pdf', 'docx')),
  resume_bytes INTEGER NOT NULL
);
