-- Indexes for the store manager's log (issue 6): filter by verdict, cashier or state and read pages in time
-- order straight from an index, and sort by cashier or state without sorting the whole log.

CREATE INDEX IF NOT EXISTS actions_verdict_created ON actions (verdict, created_at);
CREATE INDEX IF NOT EXISTS actions_cashier_created ON actions (cashier_id, created_at);
CREATE INDEX IF NOT EXISTS actions_state_created ON actions (state, created_at);
