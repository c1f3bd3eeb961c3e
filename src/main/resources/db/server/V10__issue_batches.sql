-- Every issue of vouchers is a batch with an id (server issue, import, campaign-sheet, the demo seed), printed
-- when the command succeeds. batch_vouchers lists the batch's codes in the order its files listed them, so
-- 'server export --batch ID' writes the same CSV and sheet again: codes committed but never delivered (a disk
-- that filled, a file that could not be moved into place) are never stranded. A code belongs to at most one
-- batch. Same statements on SQLite and PostgreSQL.

CREATE TABLE issue_batches (
    id          TEXT PRIMARY KEY,
    kind        TEXT   NOT NULL,
    template_id TEXT   NOT NULL REFERENCES voucher_templates (id),
    campaign_id TEXT,
    size        BIGINT NOT NULL,
    actor       TEXT   NOT NULL,
    created_at  BIGINT NOT NULL,
    CHECK (kind IN ('ISSUE', 'IMPORT', 'CAMPAIGN_SHEET'))
);

CREATE TABLE batch_vouchers (
    batch_id TEXT    NOT NULL REFERENCES issue_batches (id),
    n        INTEGER NOT NULL,
    code     TEXT    NOT NULL UNIQUE,
    PRIMARY KEY (batch_id, n)
);
