-- The limits that hold for the whole service rather than per node (unknown-code lookups per terminal, enrollment
-- attempts per remote address): one token bucket per key, shared by every node on this database and updated with
-- one conditional UPDATE (server.limits.SharedBuckets). A bucket untouched long enough to be full again is deleted.

CREATE TABLE rate_buckets (
    bucket     TEXT             PRIMARY KEY,
    tokens     DOUBLE PRECISION NOT NULL,
    updated_at BIGINT           NOT NULL
);
CREATE INDEX rate_buckets_updated_at ON rate_buckets (updated_at);
