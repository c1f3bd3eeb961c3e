-- Campaigns: a limited stock of vouchers of one template that customers claim through a channel (a web shop or
-- an app) with POST /v1/campaigns/{id}/claims. One claim is one transaction: the conditional stock decrement
-- (UPDATE campaigns SET remaining = remaining - 1 WHERE id = ? AND remaining > 0), the voucher, the claim record
-- and the voucher's first transition row. The primary key of campaign_claims is the per-customer limit's last
-- gate: a customer's claims are numbered 1..per_customer, so a claim over the limit finds no free number.
-- customer_hash is an HMAC-SHA256 of the customerId under claims.customer.secret (config, never the database).

CREATE TABLE campaigns (
    id           TEXT PRIMARY KEY,
    template_id  TEXT    NOT NULL REFERENCES voucher_templates (id),
    stock        BIGINT  NOT NULL,
    remaining    BIGINT  NOT NULL,
    per_customer INTEGER NOT NULL,
    starts_at    BIGINT,
    ends_at      BIGINT,
    status       TEXT    NOT NULL,
    ended_at     BIGINT,
    created_at   BIGINT  NOT NULL,
    CHECK (remaining >= 0 AND remaining <= stock AND per_customer >= 1)
);

CREATE TABLE campaign_transitions (
    campaign_id TEXT   NOT NULL,
    from_status TEXT   NOT NULL,
    to_status   TEXT   NOT NULL,
    actor       TEXT   NOT NULL,
    at          BIGINT NOT NULL
);
CREATE INDEX campaign_transitions_campaign ON campaign_transitions (campaign_id, at);

CREATE TABLE campaign_claims (
    campaign_id   TEXT    NOT NULL,
    customer_hash TEXT    NOT NULL,
    n             INTEGER NOT NULL,
    code          TEXT    NOT NULL UNIQUE,
    channel       TEXT    NOT NULL,
    request_id    TEXT    NOT NULL,
    claimed_at    BIGINT  NOT NULL,
    PRIMARY KEY (campaign_id, customer_hash, n)
);

-- Vouchers printed on a sheet from a campaign's stock (server campaign-sheet): issued, but claimed by nobody.
CREATE TABLE campaign_sheet_vouchers (
    code        TEXT   PRIMARY KEY,
    campaign_id TEXT   NOT NULL,
    issued_at   BIGINT NOT NULL
);

-- Which campaign a voucher was issued from (claimed or printed); NULL for vouchers issued by 'server issue'.
ALTER TABLE vouchers ADD COLUMN campaign_id TEXT;
CREATE INDEX vouchers_campaign ON vouchers (campaign_id) WHERE campaign_id IS NOT NULL;

CREATE TABLE channel_tokens (
    name       TEXT PRIMARY KEY,
    token_hash TEXT    NOT NULL UNIQUE,
    created_at BIGINT  NOT NULL
);
