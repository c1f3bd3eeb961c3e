-- A campaign's remaining stock moves from one column of campaigns to rows of campaign_stock: the stock is split
-- over several slots and a claim decrements one slot that has stock left. On PostgreSQL every claim of a campaign
-- used to queue for the one campaigns row, locked from its decrement until its commit; with slots, concurrent
-- claims take different rows (FOR UPDATE SKIP LOCKED) and commit side by side. remaining = the sum of the slots;
-- reconcile checks stock = remaining + issued as before. campaigns is rebuilt without remaining (SQLite cannot
-- drop a column its CHECK names). Existing campaigns keep their remaining stock in one slot. Same statements on
-- SQLite and PostgreSQL.

CREATE TABLE campaign_stock (
    campaign_id TEXT    NOT NULL,
    slot        INTEGER NOT NULL,
    remaining   BIGINT  NOT NULL,
    PRIMARY KEY (campaign_id, slot),
    CHECK (remaining >= 0)
);
INSERT INTO campaign_stock (campaign_id, slot, remaining) SELECT id, 0, remaining FROM campaigns;

CREATE TABLE campaigns_v9 (
    id           TEXT PRIMARY KEY,
    template_id  TEXT    NOT NULL REFERENCES voucher_templates (id),
    stock        BIGINT  NOT NULL,
    per_customer INTEGER NOT NULL,
    starts_at    BIGINT,
    ends_at      BIGINT,
    status       TEXT    NOT NULL,
    ended_at     BIGINT,
    created_at   BIGINT  NOT NULL,
    CHECK (stock >= 0 AND per_customer >= 1)
);
INSERT INTO campaigns_v9 (id, template_id, stock, per_customer, starts_at, ends_at, status, ended_at, created_at)
    SELECT id, template_id, stock, per_customer, starts_at, ends_at, status, ended_at, created_at FROM campaigns;
DROP TABLE campaigns;
ALTER TABLE campaigns_v9 RENAME TO campaigns;
