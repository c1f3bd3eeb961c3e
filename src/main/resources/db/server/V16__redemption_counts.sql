-- The console's Overview counts redemptions today and in the last 7 days by store and by till (issue 27). Counting
-- the ledger itself read every redemption of the week (1.9 s on SQLite, 0.5 s on PostgreSQL with a million); this
-- roll-up holds one row per UTC hour, store and till, and every ledger row adds one to its row in the same
-- transaction or statement (RedemptionCounts). Hours rather than days: the Overview's day starts at midnight in the
-- console's zone (the node's system zone), which is on the hour in every zone a whole number of hours from UTC;
-- the Overview counts the part of a boundary hour that is not on the hour from the ledger itself. The backfill
-- counts every redemption there is. Same statements on SQLite and PostgreSQL (integer division on BIGINT).

CREATE TABLE redemption_counts (
    hour_start  BIGINT NOT NULL,
    store_id    TEXT   NOT NULL,
    terminal_id TEXT   NOT NULL,
    redeemed    BIGINT NOT NULL,
    PRIMARY KEY (hour_start, store_id, terminal_id)
);

INSERT INTO redemption_counts (hour_start, store_id, terminal_id, redeemed)
SELECT redeemed_at / 3600000 * 3600000, store_id, terminal_id, COUNT(*) FROM redemptions
GROUP BY redeemed_at / 3600000 * 3600000, store_id, terminal_id;
