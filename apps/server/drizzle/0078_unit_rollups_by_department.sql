-- Issue 27: the drill-down keys grades and classes by department id (a 年级 name lies under several
-- colleges) and adds the college level (unit.name, unit.college rows). The rows keyed by name are
-- dropped; the statistics job writes the new ones at its next run (every 10 minutes), and until
-- then the drill-down below the school is empty rather than wrong.
DELETE FROM "stat_unit_rollup";
--> statement-breakpoint
DELETE FROM "stat_rollup" WHERE "metric" IN ('unit.student', 'unit.screened', 'unit.alert');
