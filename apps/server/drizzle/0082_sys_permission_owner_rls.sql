-- A school's own online-form menus and buttons (owner_tenant_id, decision §83) are visible inside a
-- tenant transaction only to their school; the code's catalogue (owner_tenant_id null) to every school.
-- Writes of those rows run outside the tenant role (core/form-permissions.ts), so the check refuses any
-- tenant-role write but its own school's.
ALTER TABLE sys_permission ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
DROP POLICY IF EXISTS owner_school ON sys_permission;--> statement-breakpoint
CREATE POLICY owner_school ON sys_permission TO xinmiao_app
  USING (owner_tenant_id IS NULL OR owner_tenant_id = nullif(current_setting('xinmiao.tenant_id', true), '')::integer)
  WITH CHECK (owner_tenant_id = nullif(current_setting('xinmiao.tenant_id', true), '')::integer);
