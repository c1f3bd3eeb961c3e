-- The console's overview counts the vouchers held by an open sale (issue 27). Without an index on held_by_sale that
-- count walked the whole of vouchers_held_until (222 ms of the overview on a million vouchers, SQLite); a partial
-- index holds only the held vouchers, so the count reads as many entries as there are holds. Same on PostgreSQL.

CREATE INDEX vouchers_held_by_sale ON vouchers (held_by_sale) WHERE held_by_sale IS NOT NULL;
