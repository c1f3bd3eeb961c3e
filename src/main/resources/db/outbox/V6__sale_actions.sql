-- Sale mode (issue 17): besides REDEEM, an action is a HOLD, RELEASE, CAPTURE or VOID of one sale. A sale's
-- actions carry its id and their order (sale_seq), and are delivered in that order; a capture carries the order
-- number; uses_left is what the service said the voucher has left (passes).

ALTER TABLE actions ADD COLUMN action TEXT NOT NULL DEFAULT 'REDEEM';
ALTER TABLE actions ADD COLUMN sale_id TEXT;
ALTER TABLE actions ADD COLUMN sale_seq INTEGER;
ALTER TABLE actions ADD COLUMN order_no TEXT;
ALTER TABLE actions ADD COLUMN uses_left INTEGER;
CREATE INDEX actions_sale ON actions (sale_id, sale_seq);
CREATE INDEX actions_order ON actions (order_no) WHERE order_no IS NOT NULL;
