-- The console's lists (issue 27), each read a page at a time by key, newest first: batches by (created_at, id),
-- also of one template; campaigns by (created_at, id). A campaign's counts (issued, redeemed) are read from one
-- index on (campaign_id, status), which replaces the index on campaign_id alone: a count of a campaign's vouchers
-- or of its USED ones is a range of the index, never a visit of each voucher row. Only campaign vouchers have an
-- entry (the index stays partial), so the redemption of a voucher issued by 'server issue' writes nothing to it.
-- The printed vouchers of a campaign are counted by campaign too. Same statements on SQLite and PostgreSQL.

CREATE INDEX issue_batches_created ON issue_batches (created_at, id);
CREATE INDEX issue_batches_template_created ON issue_batches (template_id, created_at, id);
CREATE INDEX campaigns_created ON campaigns (created_at, id);

DROP INDEX vouchers_campaign;
CREATE INDEX vouchers_campaign_status ON vouchers (campaign_id, status) WHERE campaign_id IS NOT NULL;
CREATE INDEX campaign_sheet_vouchers_campaign ON campaign_sheet_vouchers (campaign_id);
