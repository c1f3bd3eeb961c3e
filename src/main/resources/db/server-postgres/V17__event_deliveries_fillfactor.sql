-- PostgreSQL only (db/server-postgres, applied after db/server in version order). The relay's lease of a claimed
-- delivery changes no indexed column, so PostgreSQL can write the new row version beside the old one without new
-- index entries (a heap-only tuple), but only where the page has room: full pages, as rows are appended, made every
-- lease a new row elsewhere with new entries in the table's indexes. Half of each new page is left for
-- those versions. SQLite has no such setting and leases nothing (one node relays there).

ALTER TABLE event_deliveries SET (fillfactor = 50);
