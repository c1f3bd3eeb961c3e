-- The store manager's own state, next to (never inside) the outbox: the PIN hash, the lockout counter, the
-- conflict acknowledgements and the log of everything a manager did.

CREATE TABLE manager_pin (
    id         INTEGER PRIMARY KEY CHECK (id = 1),
    algorithm  TEXT    NOT NULL,
    iterations INTEGER NOT NULL,
    salt       BLOB    NOT NULL,
    hash       BLOB    NOT NULL,
    set_at     INTEGER NOT NULL
);

CREATE TABLE pin_lockout (
    id           INTEGER PRIMARY KEY CHECK (id = 1),
    failures     INTEGER NOT NULL,
    locked_until INTEGER NOT NULL
);

CREATE TABLE conflict_acks (
    request_id      TEXT    PRIMARY KEY,
    acknowledged_by TEXT    NOT NULL,
    acknowledged_at INTEGER NOT NULL
);

CREATE TABLE manager_actions (
    id         INTEGER PRIMARY KEY AUTOINCREMENT,
    at         INTEGER NOT NULL,
    manager    TEXT    NOT NULL,
    action     TEXT    NOT NULL,
    request_id TEXT,
    detail     TEXT
);
CREATE INDEX manager_actions_request ON manager_actions (request_id);
