-- The offline caps are checked on every unconfirmed scan: a covering index answers count, oldest and total value
-- without touching the table rows, however long the queue.

DROP INDEX actions_offline;
CREATE INDEX actions_offline ON actions (offline_accepted, state, created_at, value_cents);
