-- Refund by replacement (issue 27): a USED voucher (or one use of a pass) may be replaced once by a new voucher of
-- the same template. UNIQUE (replacing_code, use_no) is the last gate against a use replaced twice, whichever key
-- asked; the idempotency key (an admin's Idempotency-Key, the CLI's key minted from code and use, the console's)
-- is unique too, so a retry finds the replacement it made, and fingerprint tells a retry from a key reused for
-- another body. No foreign keys on the codes, like the ledger: reconcile reports a replacement whose voucher is
-- missing. Same statements on SQLite and PostgreSQL.

CREATE TABLE voucher_replacements (
    replacing_code  TEXT    NOT NULL,
    use_no          INTEGER NOT NULL,
    new_code        TEXT    NOT NULL UNIQUE,
    reason          TEXT    NOT NULL,
    actor           TEXT    NOT NULL,
    idempotency_key TEXT    NOT NULL UNIQUE,
    fingerprint     TEXT    NOT NULL,
    created_at      BIGINT  NOT NULL,
    UNIQUE (replacing_code, use_no)
);
