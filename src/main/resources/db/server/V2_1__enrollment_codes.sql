-- One-time enrollment codes: an operator creates one for a terminal; the till exchanges it once for the
-- terminal's token (POST /v1/enrollments). Only the code's SHA-256 is stored.

CREATE TABLE enrollment_codes (
    code_hash   TEXT PRIMARY KEY,
    terminal_id TEXT   NOT NULL,
    store_id    TEXT   NOT NULL,
    created_at  BIGINT NOT NULL,
    expires_at  BIGINT NOT NULL,
    used_at     BIGINT
);
