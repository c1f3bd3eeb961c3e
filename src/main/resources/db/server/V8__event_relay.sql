-- The relay of staged events to webhooks (server.events). outbound_events is rebuilt so that request_id may be
-- empty: an admin's revocation and the sweeper's expiry happen without a request. published_at is set when the
-- relay has fanned an event out into one event_deliveries row per configured endpoint; each row carries that
-- endpoint's attempts, lease and outcome. Same statements on SQLite and PostgreSQL.

CREATE TABLE outbound_events_v8 (
    id           TEXT PRIMARY KEY,
    code         TEXT   NOT NULL,
    request_id   TEXT,
    kind         TEXT   NOT NULL,
    payload      TEXT   NOT NULL,
    created_at   BIGINT NOT NULL,
    published_at BIGINT
);
INSERT INTO outbound_events_v8 (id, code, request_id, kind, payload, created_at, published_at)
    SELECT id, code, request_id, kind, payload, created_at, published_at FROM outbound_events;
DROP TABLE outbound_events;
ALTER TABLE outbound_events_v8 RENAME TO outbound_events;
CREATE INDEX outbound_events_unpublished ON outbound_events (created_at) WHERE published_at IS NULL;
CREATE INDEX outbound_events_created ON outbound_events (created_at);

CREATE TABLE event_deliveries (
    event_id        TEXT    NOT NULL,
    endpoint        TEXT    NOT NULL,
    code            TEXT    NOT NULL,
    created_at      BIGINT  NOT NULL,
    attempts        INTEGER NOT NULL DEFAULT 0,
    next_attempt_at BIGINT  NOT NULL,
    lease_owner     TEXT,
    lease_until     BIGINT,
    failing_since   BIGINT,
    last_error      TEXT,
    delivered_at    BIGINT,
    dead_at         BIGINT,
    PRIMARY KEY (event_id, endpoint)
);
-- The relay's claim: open deliveries of one endpoint that are due, and (per-voucher order) whether an earlier
-- event of the same voucher is still open at that endpoint.
CREATE INDEX event_deliveries_open ON event_deliveries (endpoint, next_attempt_at)
    WHERE delivered_at IS NULL AND dead_at IS NULL;
CREATE INDEX event_deliveries_open_code ON event_deliveries (endpoint, code, created_at)
    WHERE delivered_at IS NULL AND dead_at IS NULL;
CREATE INDEX event_deliveries_dead ON event_deliveries (created_at) WHERE dead_at IS NOT NULL;
CREATE INDEX event_deliveries_delivered ON event_deliveries (created_at) WHERE delivered_at IS NOT NULL;
