-- Each mail's Message-ID comes from a random key kept with it (ids restart in every new store, keys do not).
ALTER TABLE outbox ADD COLUMN message_key TEXT;
UPDATE outbox SET message_key = lower(hex(randomblob(16))) WHERE message_key IS NULL;
