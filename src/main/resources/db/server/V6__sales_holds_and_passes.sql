-- Sales, holds and multi-use passes (issue 16). Same statements on SQLite and PostgreSQL.
--
-- A voucher has uses_total uses (1 for a single voucher) and uses_left of them left; each redemption or capture
-- takes one with a conditional update (uses_left > 0). A sale holds a voucher by setting it LOCKED with
-- held_by_sale and held_until (the lease); an in-flight redemption's short lock keeps held_by_sale NULL.

ALTER TABLE voucher_templates ADD COLUMN uses INTEGER NOT NULL DEFAULT 1;

ALTER TABLE vouchers ADD COLUMN uses_total INTEGER NOT NULL DEFAULT 1;
ALTER TABLE vouchers ADD COLUMN uses_left INTEGER NOT NULL DEFAULT 1;
UPDATE vouchers SET uses_left = 0 WHERE status = 'USED';
ALTER TABLE vouchers ADD COLUMN held_by_sale TEXT;
ALTER TABLE vouchers ADD COLUMN held_until BIGINT;
CREATE INDEX vouchers_held_until ON vouchers (held_until) WHERE held_by_sale IS NOT NULL;

CREATE TABLE sales (
    sale_id     TEXT PRIMARY KEY,
    terminal_id TEXT   NOT NULL,
    store_id    TEXT   NOT NULL,
    cashier_id  TEXT,
    state       TEXT   NOT NULL,
    order_no    TEXT,
    opened_at   BIGINT NOT NULL,
    closed_at   BIGINT,
    capture_body TEXT
);
CREATE INDEX sales_open ON sales (opened_at) WHERE state = 'OPEN';

CREATE TABLE sale_holds (
    sale_id    TEXT   NOT NULL,
    code       TEXT   NOT NULL,
    state      TEXT   NOT NULL,
    held_at    BIGINT NOT NULL,
    held_until BIGINT NOT NULL,
    closed_at  BIGINT,
    PRIMARY KEY (sale_id, code)
);
CREATE INDEX sale_holds_code ON sale_holds (code, held_at);

-- The ledger keeps one row per use: (code, use_no) is the last gate against a use taken twice, and
-- (store_id, order_no, code) binds a capture to its order, so a retried payment callback uses a voucher once.
CREATE TABLE redemption_uses (
    code        TEXT    NOT NULL,
    use_no      INTEGER NOT NULL,
    request_id  TEXT    NOT NULL,
    terminal_id TEXT    NOT NULL,
    store_id    TEXT    NOT NULL,
    cashier_id  TEXT,
    value_cents BIGINT  NOT NULL,
    redeemed_at BIGINT  NOT NULL,
    offline     INTEGER NOT NULL DEFAULT 0,
    sale_id     TEXT,
    order_no    TEXT,
    PRIMARY KEY (code, use_no)
);
INSERT INTO redemption_uses (code, use_no, request_id, terminal_id, store_id, cashier_id, value_cents, redeemed_at,
                             offline)
SELECT code, 1, request_id, terminal_id, store_id, cashier_id, value_cents, redeemed_at, offline FROM redemptions;
DROP TABLE redemptions;
ALTER TABLE redemption_uses RENAME TO redemptions;
CREATE INDEX redemptions_request ON redemptions (request_id);
CREATE UNIQUE INDEX redemptions_order ON redemptions (store_id, order_no, code) WHERE order_no IS NOT NULL;
