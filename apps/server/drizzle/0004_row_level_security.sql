-- Row-level security: the second wall behind TenantDb. Module code runs its statements inside a
-- transaction that switches to the non-owner role xinmiao_app and sets xinmiao.tenant_id; the
-- policies below then hide and refuse every other tenant's rows, whatever the statement says.
-- Platform code (sessions, login, migrations, seeds) keeps the connecting role, which owns the
-- tables and so is not subject to these policies.
DO $$
BEGIN
  CREATE ROLE xinmiao_app NOLOGIN;
EXCEPTION WHEN duplicate_object OR unique_violation THEN NULL;
END $$;--> statement-breakpoint
DO $$
BEGIN
  EXECUTE format('GRANT xinmiao_app TO %I', current_user);
EXCEPTION WHEN others THEN NULL;
END $$;--> statement-breakpoint
-- Ids made in SQL (INSERT … SELECT) take their low bits from this sequence.
CREATE SEQUENCE IF NOT EXISTS xm_id_seq;--> statement-breakpoint
GRANT USAGE ON SCHEMA public TO xinmiao_app;--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON ALL TABLES IN SCHEMA public TO xinmiao_app;--> statement-breakpoint
GRANT USAGE, SELECT ON ALL SEQUENCES IN SCHEMA public TO xinmiao_app;--> statement-breakpoint
ALTER DEFAULT PRIVILEGES IN SCHEMA public GRANT SELECT, INSERT, UPDATE, DELETE ON TABLES TO xinmiao_app;--> statement-breakpoint
ALTER DEFAULT PRIVILEGES IN SCHEMA public GRANT USAGE, SELECT ON SEQUENCES TO xinmiao_app;--> statement-breakpoint
-- Later migrations call this for every new tenant-owned table (a test checks that none is missed).
CREATE OR REPLACE FUNCTION xinmiao_enable_tenant_rls(target regclass) RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
  EXECUTE format('ALTER TABLE %s ENABLE ROW LEVEL SECURITY', target);
  EXECUTE format('DROP POLICY IF EXISTS tenant_isolation ON %s', target);
  EXECUTE format(
    'CREATE POLICY tenant_isolation ON %s TO xinmiao_app '
    'USING (tenant_id = nullif(current_setting(''xinmiao.tenant_id'', true), '''')::integer) '
    'WITH CHECK (tenant_id = nullif(current_setting(''xinmiao.tenant_id'', true), '''')::integer)',
    target
  );
END $$;--> statement-breakpoint
SELECT xinmiao_enable_tenant_rls(c.oid)
FROM pg_class c
JOIN pg_namespace n ON n.oid = c.relnamespace AND n.nspname = 'public'
WHERE c.relkind = 'r'
  AND c.relname NOT IN ('sys_user', 'sys_session')
  AND EXISTS (
    SELECT 1 FROM pg_attribute a WHERE a.attrelid = c.oid AND a.attname = 'tenant_id' AND NOT a.attisdropped
  );
