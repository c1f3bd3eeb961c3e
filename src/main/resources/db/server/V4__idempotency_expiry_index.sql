-- The sweeper deletes finished idempotency records past their retention on every sweep of every node:
-- DELETE FROM idempotency_records WHERE expires_at < ? AND state <> 'PROCESSING'. Without an index that is a full
-- scan of the table, which holds every request of the last 72 hours. The index holds only finished records, the
-- ones the delete looks for; a record enters it when its request completes. Same statement on SQLite and PostgreSQL.

CREATE INDEX idempotency_records_finished_expires ON idempotency_records (expires_at) WHERE state <> 'PROCESSING';
