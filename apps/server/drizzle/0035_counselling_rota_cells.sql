-- The rota's clash keys live in the database: every insert or update of a rota line rewrites its
-- 5-minute cells in counselling_rota_cell, whose unique indexes (tenant, counsellor, weekday,
-- minute) and (tenant, room, weekday, minute) refuse two overlapping lines of one counsellor or
-- one room, whoever writes them and however many write at once. Start rounds down and end up to
-- the grid, so a line off the grid (written before the contract required it) never slips through.
CREATE OR REPLACE FUNCTION xinmiao_counselling_rota_cells() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  first_minute integer;
  last_minute integer;
BEGIN
  IF tg_op = 'UPDATE' THEN
    DELETE FROM counselling_rota_cell WHERE tenant_id = old.tenant_id AND rota_id = old.id;
  END IF;
  first_minute := split_part(new.start_time, ':', 1)::integer * 60 + split_part(new.start_time, ':', 2)::integer;
  last_minute := split_part(new.end_time, ':', 1)::integer * 60 + split_part(new.end_time, ':', 2)::integer;
  INSERT INTO counselling_rota_cell (tenant_id, rota_id, counsellor_id, room_id, weekday, minute)
  SELECT new.tenant_id, new.id, new.counsellor_id, new.room_id, new.weekday, m
  FROM generate_series(first_minute - first_minute % 5, last_minute - 1, 5) AS m;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER counselling_rota_cells
AFTER INSERT OR UPDATE OF counsellor_id, room_id, weekday, start_time, end_time ON counselling_rota
FOR EACH ROW EXECUTE FUNCTION xinmiao_counselling_rota_cells();
--> statement-breakpoint
-- Lines written before the trigger get their cells now.
UPDATE counselling_rota SET weekday = weekday;
