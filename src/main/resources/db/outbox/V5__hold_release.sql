-- A manager who has checked a held action's status may release it: it is then sent again despite its age.

ALTER TABLE actions ADD COLUMN hold_released INTEGER NOT NULL DEFAULT 0;
