-- What the translation service was sent per day: the daily budget survives a restart.
CREATE TABLE translation_spend (day TEXT PRIMARY KEY, chars INTEGER NOT NULL);
