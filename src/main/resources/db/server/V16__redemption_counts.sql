-- The console's Overview counts redemptions today and in the last 7 days by store and by till (issue 27). Counting
-- the ledger itself read every redemption of the week (1.9 s on SQLite, 0.5 s on PostgreSQL with a million); these
-- roll-ups hold one row per UTC day (redemption_days) and per UTC hour (redemption_hours), store and till, and every
-- ledger row adds one to its day and its hour in the same transaction or statement (RedemptionCounts). The
-- Overview's day starts at midnight in the console's zone (the node's system zone): it reads the whole UTC days in
-- its range from redemption_days, the hours of a part day from redemption_hours, and in a zone that is not a whole
-- number of hours from UTC the minutes of a part hour from the ledger. The backfill counts every redemption there
-- is. Same statements on SQLite and PostgreSQL (integer division on BIGINT).

CREATE TABLE redemption_hours (
    hour_start  BIGINT NOT NULL,
    store_id    TEXT   NOT NULL,
    terminal_id TEXT   NOT NULL,
    redeemed    BIGINT NOT NULL,
    PRIMARY KEY (hour_start, store_id, terminal_id)
);

CREATE TABLE redemption_days (
    day_start   BIGINT NOT NULL,
    store_id    TEXT   NOT NULL,
    terminal_id TEXT   NOT NULL,
    redeemed    BIGINT NOT NULL,
    PRIMARY KEY (day_start, store_id, terminal_id)
);

INSERT INTO redemption_hours (hour_start, store_id, terminal_id, redeemed)
SELECT redeemed_at / 3600000 * 3600000, store_id, terminal_id, COUNT(*) FROM redemptions
GROUP BY redeemed_at / 3600000 * 3600000, store_id, terminal_id;

INSERT INTO redemption_days (day_start, store_id, terminal_id, redeemed)
SELECT hour_start / 86400000 * 86400000, store_id, terminal_id, SUM(redeemed) FROM redemption_hours
GROUP BY hour_start / 86400000 * 86400000, store_id, terminal_id;
