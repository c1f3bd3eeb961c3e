-- Administration and operations: admin tokens, audit detail on transitions, the outcome of a stored response
-- (for metrics on replays), and the indexes the sweeper, reconcile and expiry scan read by.

CREATE TABLE admin_tokens (
    name       TEXT PRIMARY KEY,
    token_hash TEXT   NOT NULL UNIQUE,
    created_at BIGINT NOT NULL
);

ALTER TABLE voucher_transitions ADD COLUMN detail TEXT;
ALTER TABLE idempotency_records ADD COLUMN outcome TEXT;

CREATE INDEX idempotency_records_request ON idempotency_records (request_id);
CREATE INDEX redemptions_request ON redemptions (request_id);
CREATE INDEX vouchers_status_expires ON vouchers (status, expires_at);
