-- The sweeper, reconcile and the metrics gauge look only for LOCKED vouchers, the expiry scan only for UNUSED ones,
-- and every lookup of an idempotency record by request_id or age only for PROCESSING ones. Partial indexes hold
-- just those rows: a redemption's LOCKED -> USED and PROCESSING -> SUCCEEDED updates then write no entry to them,
-- which halves the index writes of the hot path. The same statements run on SQLite (3.8+) and PostgreSQL.

DROP INDEX vouchers_status_locked_at;
CREATE INDEX vouchers_locked_at ON vouchers (locked_at) WHERE status = 'LOCKED';

DROP INDEX vouchers_status_expires;
CREATE INDEX vouchers_unused_expires ON vouchers (expires_at) WHERE status = 'UNUSED';

DROP INDEX idempotency_records_state;
CREATE INDEX idempotency_records_processing_since ON idempotency_records (created_at) WHERE state = 'PROCESSING';

DROP INDEX idempotency_records_request;
CREATE INDEX idempotency_records_processing_request ON idempotency_records (request_id) WHERE state = 'PROCESSING';
