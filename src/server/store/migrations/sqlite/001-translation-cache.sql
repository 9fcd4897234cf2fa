CREATE TABLE translation_cache (
  lang TEXT NOT NULL,
  source TEXT NOT NULL,
  translated TEXT NOT NULL,
  created_at TEXT NOT NULL DEFAULT (datetime('now')),
  PRIMARY KEY (lang, source)
);
