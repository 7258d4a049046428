ALTER TABLE "sys_permission" ADD COLUMN "owner_tenant_id" integer;--> statement-breakpoint
CREATE INDEX "idx_sys_permission_owner" ON "sys_permission" USING btree ("owner_tenant_id") WHERE "sys_permission"."owner_tenant_id" is not null;--> statement-breakpoint
-- Hand-written (issue 29): each existing main form gets its generated menu and buttons, as
-- core/form-permissions.ts makes them for a new form, granted to its school's admin role.
INSERT INTO sys_permission (id, owner_tenant_id, parent_id, name, url, component, menu_type, sort_no, is_leaf, create_by)
SELECT 'fm' || f.id, f.tenant_id, d.parent_id, f.name, '/online/cgformList/' || f.code,
  CASE WHEN f.tree THEN 'modules/online/cgform/auto/tree/OnlCgformTreeList'
       ELSE 'modules/online/cgform/auto/OnlCgformAutoList' END,
  CASE WHEN d.parent_id IS NULL THEN 0 ELSE 1 END, coalesce(d.sort_no, 0) + 0.5, false, 'system'
FROM onl_form f
LEFT JOIN sys_permission d ON d.owner_tenant_id IS NULL AND d.url = '/online/cgform' AND d.del_flag = 0
WHERE f.main_form_id IS NULL
ON CONFLICT DO NOTHING;
--> statement-breakpoint
INSERT INTO sys_permission (id, owner_tenant_id, parent_id, name, menu_type, perms, sort_no, is_route, create_by)
SELECT 'fb' || f.id || b.button, f.tenant_id, 'fm' || f.id, b.name, 2,
  'online:formData:' || b.button || ',online:form_' || f.id || ':' || b.button, b.sort_no, false, 'system'
FROM onl_form f
CROSS JOIN (VALUES ('list', '查询', 1), ('add', '添加', 2), ('edit', '编辑', 3), ('delete', '删除', 4),
  ('import', '导入', 5), ('export', '导出', 6)) AS b(button, name, sort_no)
WHERE f.main_form_id IS NULL
ON CONFLICT DO NOTHING;
--> statement-breakpoint
INSERT INTO sys_role_permission (id, tenant_id, role_id, permission_id)
SELECT replace(gen_random_uuid()::text, '-', ''), p.owner_tenant_id, r.id, p.id
FROM sys_permission p
JOIN sys_role r ON r.tenant_id = p.owner_tenant_id AND r.role_code = 'admin'
WHERE p.owner_tenant_id IS NOT NULL AND (p.id LIKE 'fm%' OR p.id LIKE 'fb%')
ON CONFLICT DO NOTHING;
