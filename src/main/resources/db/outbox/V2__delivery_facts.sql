-- What the engine must remember beyond V1: the body's offline flag fixed at mint time (the service fingerprints
-- the body, so every delivery must send the same one), whether any attempt may have reached the service (only
-- such actions are held once older than the service's key retention), and whether a conflict was acknowledged.

ALTER TABLE actions ADD COLUMN wire_offline INTEGER NOT NULL DEFAULT 0;
ALTER TABLE actions ADD COLUMN maybe_delivered INTEGER NOT NULL DEFAULT 0;
ALTER TABLE actions ADD COLUMN notice_acknowledged INTEGER NOT NULL DEFAULT 0;
UPDATE actions SET wire_offline = offline_accepted, maybe_delivered = CASE WHEN attempts > 0 THEN 1 ELSE 0 END;
CREATE INDEX actions_offline ON actions (offline_accepted, state);
