-- What the console's Tills page shows of each terminal beyond its row: when a request of it last reached a node
-- (last_seen_at, written by the node at most once per flush interval per terminal, never on the request's path)
-- and the depth of its outbox as the till last reported it (queue_depth, from the Till-Queue-Depth header, at
-- queue_reported_at). The console's look-up reads a voucher's requests and outbound events by its code, and its
-- Events page reads open deliveries in time order: indexes for them. Same statements on SQLite and PostgreSQL.

ALTER TABLE terminals ADD COLUMN last_seen_at BIGINT;
ALTER TABLE terminals ADD COLUMN queue_depth INTEGER;
ALTER TABLE terminals ADD COLUMN queue_reported_at BIGINT;

CREATE INDEX idempotency_records_code ON idempotency_records (code, created_at);
CREATE INDEX outbound_events_code ON outbound_events (code, created_at);
CREATE INDEX event_deliveries_pending ON event_deliveries (created_at, event_id, endpoint)
    WHERE delivered_at IS NULL AND dead_at IS NULL;
