-- The operator's console (issue 27): operators and their roles, the sessions of the signed-in ones (kept here so
-- every node answers every request), the operators' audit trail, and one row per node that heartbeats every few
-- seconds (the Overview's nodes and their request counters). Times are epoch milliseconds. Same statements on
-- SQLite and PostgreSQL.

CREATE TABLE operators (
    name          TEXT PRIMARY KEY,
    role          TEXT    NOT NULL,
    password_hash TEXT    NOT NULL,
    failed_logins INTEGER NOT NULL DEFAULT 0,
    locked_until  BIGINT  NOT NULL DEFAULT 0,
    created_at    BIGINT  NOT NULL
);

-- id is the SHA-256 (hex) of the session cookie's token; the token itself is never stored.
CREATE TABLE console_sessions (
    id         TEXT PRIMARY KEY,
    operator   TEXT   NOT NULL REFERENCES operators (name),
    csrf       TEXT   NOT NULL,
    created_at BIGINT NOT NULL,
    last_seen  BIGINT NOT NULL,
    expires    BIGINT NOT NULL
);
CREATE INDEX console_sessions_operator ON console_sessions (operator);
CREATE INDEX console_sessions_last_seen ON console_sessions (last_seen);

-- actor is console:<name>; action a dotted verb (voucher.revoke); subject what it acted on (a code, an id).
CREATE TABLE operator_audit (
    id      TEXT PRIMARY KEY,
    at      BIGINT NOT NULL,
    actor   TEXT   NOT NULL,
    action  TEXT   NOT NULL,
    subject TEXT   NOT NULL,
    detail  TEXT   NOT NULL
);
CREATE INDEX operator_audit_at ON operator_audit (at, id);
CREATE INDEX operator_audit_subject ON operator_audit (subject, at);

-- Counters are the node's totals since it started (started_at): redemption requests answered, of them replayed
-- from a stored answer (the duplicate-request hit rate), and campaign claims answered.
CREATE TABLE nodes (
    node_id    TEXT PRIMARY KEY,
    address    TEXT   NOT NULL,
    version    TEXT   NOT NULL,
    started_at BIGINT NOT NULL,
    last_seen  BIGINT NOT NULL,
    requests   BIGINT NOT NULL DEFAULT 0,
    replays    BIGINT NOT NULL DEFAULT 0,
    claims     BIGINT NOT NULL DEFAULT 0
);
CREATE INDEX nodes_last_seen ON nodes (last_seen);

-- The Overview's figures on a big database: redemptions of a day range by store and till, claims of the last minute.
CREATE INDEX redemptions_redeemed_at ON redemptions (redeemed_at, store_id, terminal_id);
CREATE INDEX campaign_claims_claimed_at ON campaign_claims (claimed_at);
