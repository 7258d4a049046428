-- Issue 24: the operation log and the read audit grow with every request, so they are partitioned
-- by month on create_time (UTC months) and old months are dropped whole (modules/log/partitions.ts).
-- drizzle-kit does not know partitioning: this migration is written by hand and leaves the keys the
-- schema (and its snapshot) declares. A partitioned table's unique keys must hold create_time.
--
-- One month's partition of `parent`, named <parent>_pYYYYMM, unless it exists or rows of that month
-- already sit in <parent>_default (creating it would fail; they stay there and are deleted by rows).
-- Each partition gets the tenant policy too: the app role reaches partitions only through the
-- parent, but default privileges grant it every new table.
CREATE OR REPLACE FUNCTION xinmiao_month_partition(parent regclass, month timestamptz) RETURNS boolean
LANGUAGE plpgsql AS $$
DECLARE
  base text := (SELECT relname FROM pg_class WHERE oid = parent);
  lo timestamptz := date_trunc('month', month AT TIME ZONE 'UTC') AT TIME ZONE 'UTC';
  hi timestamptz := (date_trunc('month', month AT TIME ZONE 'UTC') + interval '1 month') AT TIME ZONE 'UTC';
  part text := base || '_p' || to_char(lo AT TIME ZONE 'UTC', 'YYYYMM');
  crowded boolean;
BEGIN
  IF to_regclass(part) IS NOT NULL THEN
    RETURN false;
  END IF;
  EXECUTE format('SELECT EXISTS (SELECT 1 FROM %I WHERE create_time >= %L AND create_time < %L)',
    base || '_default', lo, hi) INTO crowded;
  IF crowded THEN
    RETURN false;
  END IF;
  EXECUTE format('CREATE TABLE %I PARTITION OF %s FOR VALUES FROM (%L) TO (%L)', part, parent, lo, hi);
  PERFORM xinmiao_enable_tenant_rls(part::regclass);
  RETURN true;
END $$;--> statement-breakpoint
-- Every month's partition from `first` to `last` (both included); how many were created.
CREATE OR REPLACE FUNCTION xinmiao_month_partitions(parent regclass, first timestamptz, last timestamptz) RETURNS integer
LANGUAGE plpgsql AS $$
DECLARE
  month timestamptz := date_trunc('month', coalesce(first, last) AT TIME ZONE 'UTC') AT TIME ZONE 'UTC';
  created integer := 0;
BEGIN
  WHILE month <= last LOOP
    IF xinmiao_month_partition(parent, month) THEN
      created := created + 1;
    END IF;
    month := (month AT TIME ZONE 'UTC' + interval '1 month') AT TIME ZONE 'UTC';
  END LOOP;
  RETURN created;
END $$;--> statement-breakpoint
ALTER TABLE "sys_read_audit_record" DROP CONSTRAINT "sys_read_audit_record_tenant_id_audit_id_sys_read_audit_tenant_id_id_fk";--> statement-breakpoint
ALTER TABLE "sys_log" RENAME TO "sys_log_unpartitioned";--> statement-breakpoint
ALTER TABLE "sys_log_unpartitioned" DROP CONSTRAINT "sys_log_tenant_id_id_pk";--> statement-breakpoint
DROP INDEX "idx_sys_log_list";--> statement-breakpoint
DROP INDEX "idx_sys_log_type";--> statement-breakpoint
CREATE TABLE "sys_log" (LIKE "sys_log_unpartitioned" INCLUDING DEFAULTS) PARTITION BY RANGE ("create_time");--> statement-breakpoint
ALTER TABLE "sys_log" ADD CONSTRAINT "sys_log_tenant_id_id_create_time_pk" PRIMARY KEY("tenant_id","id","create_time");--> statement-breakpoint
CREATE INDEX "idx_sys_log_list" ON "sys_log" USING btree ("tenant_id","create_time" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "idx_sys_log_type" ON "sys_log" USING btree ("tenant_id","log_type","create_time" DESC NULLS FIRST);--> statement-breakpoint
CREATE TABLE "sys_log_default" PARTITION OF "sys_log" DEFAULT;--> statement-breakpoint
SELECT xinmiao_enable_tenant_rls('sys_log');--> statement-breakpoint
SELECT xinmiao_enable_tenant_rls('sys_log_default');--> statement-breakpoint
SELECT xinmiao_month_partitions('sys_log', (SELECT min("create_time") FROM "sys_log_unpartitioned"), now() + interval '3 months');--> statement-breakpoint
INSERT INTO "sys_log" SELECT * FROM "sys_log_unpartitioned";--> statement-breakpoint
DROP TABLE "sys_log_unpartitioned";--> statement-breakpoint
ALTER TABLE "sys_read_audit" RENAME TO "sys_read_audit_unpartitioned";--> statement-breakpoint
ALTER TABLE "sys_read_audit_unpartitioned" DROP CONSTRAINT "sys_read_audit_tenant_id_id_pk";--> statement-breakpoint
DROP INDEX "idx_sys_read_audit_list";--> statement-breakpoint
CREATE TABLE "sys_read_audit" (LIKE "sys_read_audit_unpartitioned" INCLUDING DEFAULTS) PARTITION BY RANGE ("create_time");--> statement-breakpoint
ALTER TABLE "sys_read_audit" ADD CONSTRAINT "sys_read_audit_tenant_id_id_create_time_pk" PRIMARY KEY("tenant_id","id","create_time");--> statement-breakpoint
CREATE INDEX "idx_sys_read_audit_list" ON "sys_read_audit" USING btree ("tenant_id","create_time" DESC NULLS FIRST);--> statement-breakpoint
CREATE TABLE "sys_read_audit_default" PARTITION OF "sys_read_audit" DEFAULT;--> statement-breakpoint
SELECT xinmiao_enable_tenant_rls('sys_read_audit');--> statement-breakpoint
SELECT xinmiao_enable_tenant_rls('sys_read_audit_default');--> statement-breakpoint
SELECT xinmiao_month_partitions('sys_read_audit', (SELECT min("create_time") FROM "sys_read_audit_unpartitioned"), now() + interval '3 months');--> statement-breakpoint
INSERT INTO "sys_read_audit" SELECT * FROM "sys_read_audit_unpartitioned";--> statement-breakpoint
ALTER TABLE "sys_read_audit_record" RENAME TO "sys_read_audit_record_unpartitioned";--> statement-breakpoint
ALTER TABLE "sys_read_audit_record_unpartitioned" DROP CONSTRAINT "sys_read_audit_record_tenant_id_audit_id_record_id_pk";--> statement-breakpoint
DROP INDEX "idx_sys_read_audit_record_reads";--> statement-breakpoint
CREATE TABLE "sys_read_audit_record" (LIKE "sys_read_audit_record_unpartitioned" INCLUDING DEFAULTS) PARTITION BY RANGE ("create_time");--> statement-breakpoint
ALTER TABLE "sys_read_audit_record" ADD CONSTRAINT "sys_read_audit_record_tenant_audit_record_time_pk" PRIMARY KEY("tenant_id","audit_id","record_id","create_time");--> statement-breakpoint
ALTER TABLE "sys_read_audit_record" ADD CONSTRAINT "sys_read_audit_record_audit_fk" FOREIGN KEY ("tenant_id","audit_id","create_time") REFERENCES "public"."sys_read_audit"("tenant_id","id","create_time") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "idx_sys_read_audit_record_reads" ON "sys_read_audit_record" USING btree ("tenant_id","record_id","create_time" DESC NULLS LAST);--> statement-breakpoint
CREATE TABLE "sys_read_audit_record_default" PARTITION OF "sys_read_audit_record" DEFAULT;--> statement-breakpoint
SELECT xinmiao_enable_tenant_rls('sys_read_audit_record');--> statement-breakpoint
SELECT xinmiao_enable_tenant_rls('sys_read_audit_record_default');--> statement-breakpoint
SELECT xinmiao_month_partitions('sys_read_audit_record', (SELECT min("create_time") FROM "sys_read_audit_unpartitioned"), now() + interval '3 months');--> statement-breakpoint
-- A record's time is its read's (they were written together); taken from the read, so the new key holds.
INSERT INTO "sys_read_audit_record" ("tenant_id", "audit_id", "record_id", "create_time")
SELECT r."tenant_id", r."audit_id", r."record_id", a."create_time"
FROM "sys_read_audit_record_unpartitioned" r
JOIN "sys_read_audit_unpartitioned" a ON a."tenant_id" = r."tenant_id" AND a."id" = r."audit_id";--> statement-breakpoint
DROP TABLE "sys_read_audit_record_unpartitioned";--> statement-breakpoint
DROP TABLE "sys_read_audit_unpartitioned";
