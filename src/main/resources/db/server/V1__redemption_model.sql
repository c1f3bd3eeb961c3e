-- One history for SQLite and PostgreSQL: only portable types (TEXT, BIGINT, INTEGER); times are epoch millis.

CREATE TABLE voucher_templates (
    id           TEXT PRIMARY KEY,
    name         TEXT    NOT NULL,
    value_cents  BIGINT  NOT NULL,
    currency     TEXT    NOT NULL,
    valid_from   BIGINT,
    valid_until  BIGINT,
    total_issued BIGINT  NOT NULL DEFAULT 0
);

CREATE TABLE vouchers (
    code             TEXT PRIMARY KEY,
    template_id      TEXT   NOT NULL REFERENCES voucher_templates (id),
    status           TEXT   NOT NULL,
    locked_by        TEXT,
    locked_at        BIGINT,
    used_at          BIGINT,
    used_by_terminal TEXT,
    used_by_store    TEXT,
    used_by_request  TEXT,
    expires_at       BIGINT,
    created_at       BIGINT NOT NULL
);
CREATE INDEX vouchers_status_locked_at ON vouchers (status, locked_at);

CREATE TABLE terminals (
    id         TEXT PRIMARY KEY,
    store_id   TEXT    NOT NULL,
    token_hash TEXT    NOT NULL UNIQUE,
    enabled    INTEGER NOT NULL DEFAULT 1,
    created_at BIGINT  NOT NULL
);

CREATE TABLE idempotency_records (
    terminal_id     TEXT    NOT NULL,
    request_id      TEXT    NOT NULL,
    fingerprint     TEXT    NOT NULL,
    state           TEXT    NOT NULL,
    code            TEXT,
    response_status INTEGER,
    response_body   TEXT,
    created_at      BIGINT  NOT NULL,
    expires_at      BIGINT  NOT NULL,
    PRIMARY KEY (terminal_id, request_id)
);
CREATE INDEX idempotency_records_state ON idempotency_records (state, created_at);

CREATE TABLE redemptions (
    code        TEXT PRIMARY KEY,
    request_id  TEXT   NOT NULL,
    terminal_id TEXT   NOT NULL,
    store_id    TEXT   NOT NULL,
    cashier_id  TEXT,
    value_cents BIGINT NOT NULL,
    redeemed_at BIGINT NOT NULL,
    offline     INTEGER NOT NULL DEFAULT 0
);

CREATE TABLE voucher_transitions (
    code        TEXT   NOT NULL,
    from_status TEXT   NOT NULL,
    to_status   TEXT   NOT NULL,
    request_id  TEXT,
    actor       TEXT   NOT NULL,
    at          BIGINT NOT NULL
);
CREATE INDEX voucher_transitions_code ON voucher_transitions (code, at);

CREATE TABLE outbound_events (
    id           TEXT PRIMARY KEY,
    code         TEXT   NOT NULL,
    request_id   TEXT   NOT NULL,
    kind         TEXT   NOT NULL,
    payload      TEXT   NOT NULL,
    created_at   BIGINT NOT NULL,
    published_at BIGINT
);
