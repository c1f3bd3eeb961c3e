-- The till's durable record of every redeem action. A row is committed before its first byte is sent.

CREATE TABLE actions (
    request_id       TEXT PRIMARY KEY,
    code             TEXT    NOT NULL,
    store_id         TEXT    NOT NULL,
    terminal_id      TEXT    NOT NULL,
    cashier_id       TEXT    NOT NULL,
    created_at       INTEGER NOT NULL,
    state            TEXT    NOT NULL,
    verdict          TEXT,
    http_status      INTEGER,
    response_body    TEXT,
    attempts         INTEGER NOT NULL DEFAULT 0,
    next_attempt_at  INTEGER NOT NULL,
    last_error       TEXT,
    offline_accepted INTEGER NOT NULL DEFAULT 0,
    honoured         INTEGER NOT NULL DEFAULT 0,
    voucher_name     TEXT,
    value_cents      INTEGER,
    currency         TEXT,
    completed_at     INTEGER
);
CREATE INDEX actions_state_next ON actions (state, next_attempt_at);
CREATE INDEX actions_code ON actions (code, created_at);
CREATE INDEX actions_created ON actions (created_at);

CREATE TABLE attempts (
    request_id  TEXT    NOT NULL REFERENCES actions (request_id),
    attempt_no  INTEGER NOT NULL,
    started_at  INTEGER NOT NULL,
    duration_ms INTEGER,
    outcome     TEXT    NOT NULL,
    http_status INTEGER,
    detail      TEXT,
    PRIMARY KEY (request_id, attempt_no)
);
